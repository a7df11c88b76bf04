import Foundation
import LegibleText

/// Audit results kept on disk by key (`AuditCacheKey`), so that an audit of an app that did not
/// change reads its result instead of measuring every string again — as SwiftLint's cache
/// spares re-linting unchanged files.
///
/// One file per entry, `audit-KEY.legiblecache` in `folder`: a header line (JSON: the format,
/// the tool, the key, the payload's size and digest) and the payload (JSON: the report and what
/// was read to make it). An entry is written to a temporary file and renamed into place
/// (`ReportWriter.writeAtomically`), so audits that share the folder see a whole entry or none.
/// An entry that is truncated, corrupt or written by another tool is reported
/// (`Lookup.unusable`) and never used. The folder keeps at most `maximumEntries` entries and
/// `maximumBytes` bytes: after each store the least recently used go first (an entry read is
/// marked used by its modification time — which orders entries for eviction, and never decides
/// whether one is used).
public struct AuditCache: Sendable {
    /// The entry format; a change makes every older entry a miss.
    /// (2: digests are XXH3-128, `ContentDigest`, where 1 had SHA-256.)
    public static let formatVersion = 2
    /// Entries kept by default: a few targets (the build plugin audits each) on a few branches.
    public static let defaultMaximumEntries = 20
    /// Bytes kept by default, 200 MiB: IceCubes' entry is a few megabytes.
    public static let defaultMaximumBytes = 200 << 20

    /// The folder the entries are in (made when the first is stored).
    public var folder: URL
    /// The most entries kept.
    public var maximumEntries: Int
    /// The most bytes the entries may take together (the newest entry is kept whatever its size).
    public var maximumBytes: Int

    /// A cache in `folder`.
    public init(
        folder: URL, maximumEntries: Int = AuditCache.defaultMaximumEntries,
        maximumBytes: Int = AuditCache.defaultMaximumBytes
    ) {
        self.folder = folder
        self.maximumEntries = maximumEntries
        self.maximumBytes = maximumBytes
    }

    /// The platform's cache folder for Legible (`CacheFolder.standard`).
    public static func defaultFolder(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL? {
        CacheFolder.standard(environment: environment)
    }

    /// What an entry holds besides its key.
    public struct Entry: Sendable, Codable, Equatable {
        /// The report, before any baseline, with absolute paths.
        public var report: AuditReport
        /// The warnings the load printed (`AuditProject.warnings`), to print again.
        public var warnings: [String]
        /// The files the audit read (`AuditProject.filesRead`), so that a report is still never
        /// written over one of them.
        public var filesRead: [String]
        /// The font files the measurer opened, by path, with their digests (`ContentDigest`,
        /// hexadecimal): checked on every
        /// lookup, since which of the fonts an audit opens is known only once it has run.
        public var fonts: [String: String]

        /// An entry.
        public init(report: AuditReport, warnings: [String], filesRead: [String], fonts: [String: String]) {
            self.report = report
            self.warnings = warnings
            self.filesRead = filesRead
            self.fonts = fonts
        }
    }

    /// The header line of an entry's file.
    struct Header: Codable, Equatable {
        var format: Int
        var tool: String
        var key: String
        var payloadBytes: Int
        /// `ContentDigest` of the payload, hexadecimal.
        var payloadDigest: String
    }

    /// What a lookup found.
    public enum Lookup: Sendable {
        /// The entry, and its file's size in bytes.
        case hit(Entry, bytes: Int)
        /// No entry for the key, or one whose fonts changed (it is replaced when the audit stores).
        case miss
        /// An entry that cannot be used: why, naming its file and what was expected.
        case unusable(String)
    }

    /// What a store did.
    public struct Stored: Sendable {
        /// The entry's file.
        public var path: String
        /// Its size, bytes.
        public var bytes: Int
        /// Entries in the folder after old ones went.
        public var entries: Int
        /// Their size together, bytes.
        public var totalBytes: Int
    }

    /// Why an entry could not be stored: the file and the reason.
    public struct StoreError: Error, CustomStringConvertible, Sendable {
        /// "cannot write /path: Permission denied".
        public var description: String
    }

    /// The file of the entry for `key`.
    public func path(forKey key: String) -> String {
        path(kind: "audit", key: key)
    }

    /// The entry for `key` written by `tool`, if there is a usable one.
    ///
    /// - Parameters:
    ///   - key: The key (`AuditCacheKey.finalize()`).
    ///   - tool: The tool's identity, as given to `store`; an entry of another is unusable.
    /// - Returns: `.hit` for an entry whose header, payload checksum and fonts all match; `.miss`
    ///   for none (or changed fonts); `.unusable` for a file that cannot be read or used.
    public func lookup(key: String, tool: String) -> Lookup {
        switch read(Entry.self, kind: "audit", key: key, tool: tool) {
        case let .found(entry, bytes):
            guard Self.fontsUnchanged(entry.fonts) else { return .miss }
            return .hit(entry, bytes: bytes)
        case .none: return .miss
        case let .unusable(reason): return .unusable(reason)
        }
    }

    /// Stores `entry` for `key`, then removes the least recently used entries beyond the limits.
    ///
    /// The entry is encoded and decoded back first: one that would not be read back equal (a
    /// value JSON cannot carry) is not stored.
    ///
    /// - Throws: `StoreError` naming the file, when the folder cannot be made, the entry not be
    ///   written, or it would not be read back the same. Nothing is left half-written.
    @discardableResult
    public func store(_ entry: Entry, key: String, tool: String) throws -> Stored {
        try write(entry, kind: "audit", key: key, tool: tool)
    }

    /// Whether each of `fonts` (path: digest) still has its digest.
    static func fontsUnchanged(_ fonts: [String: String]) -> Bool {
        let paths = fonts.keys.sorted()
        return AuditCacheKey.digests(ofFilesAt: paths) == paths.map { fonts[$0] }
    }

    /// What reading an entry's file found (`read(_:kind:key:tool:)`).
    public enum Read<Payload> {
        /// The payload, and the file's size in bytes.
        case found(Payload, bytes: Int)
        /// No file.
        case none
        /// A file that cannot be used: why.
        case unusable(String)
    }

    /// The file of the entry of `kind` (one of `entryPrefixes` without its hyphen) for `key`.
    public func path(kind: String, key: String) -> String {
        folder.appendingPathComponent("\(kind)-\(key).legiblecache").path
    }

    /// Reads the entry of `kind` for `key` (`path(kind:key:)`) written by `tool`: its header
    /// (format, tool, key), its payload's size and checksum, then the payload; marks the file
    /// used when it is found whole. How the whole-report entries, the measurements and the
    /// Swift scans are read.
    ///
    /// - Returns: `.found` with the payload; `.none` for no file; `.unusable` with why, naming
    ///   the file, for a file that cannot be read, is damaged or another tool's or version's.
    public func read<Payload: Decodable>(
        _ type: Payload.Type, kind: String, key: String, tool: String
    ) -> Read<
        Payload
    > {
        let path = path(kind: kind, key: key)
        let data: Data
        do {
            data = try InputFile.contents(ofPath: path)
        } catch let failure as InputFile.ReadFailure {
            if !FileManager.default.fileExists(atPath: path) { return .none }
            return .unusable("\(path): cannot read the cache entry (\(failure.reason))")
        } catch {
            return .unusable("\(path): cannot read the cache entry (\(error))")
        }
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")),
            let header = try? JSONDecoder().decode(Header.self, from: data[data.startIndex..<newline])
        else {
            return .unusable("\(path): not a Legible cache entry (expected a header line); ignored")
        }
        guard header.format == Self.formatVersion, header.tool == tool else {
            return .unusable(
                "\(path): written by \(header.tool), cache format \(header.format) (expected \(tool), format "
                    + "\(Self.formatVersion)); ignored")
        }
        guard header.key == key else {
            return .unusable("\(path): holds the entry for another key (\(header.key)); ignored")
        }
        let payload = data[(newline + 1)...]
        guard payload.count == header.payloadBytes, ContentDigest(of: payload).description == header.payloadDigest
        else {
            return .unusable(
                "\(path): truncated or corrupt (expected \(header.payloadBytes) bytes with digest "
                    + "\(header.payloadDigest.prefix(12))…, found \(payload.count) bytes that differ); ignored")
        }
        let entry: Payload
        do {
            entry = try JSONDecoder().decode(Payload.self, from: payload)
        } catch {
            return .unusable("\(path): the entry cannot be decoded (\(error)); ignored")
        }
        // Used now: the last to be evicted.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
        return .found(entry, bytes: data.count)
    }

    /// Writes `entry` as the entry of `kind` for `key` (`path(kind:key:)`) under a header
    /// (format, `tool`, `key`, the payload's size and digest), atomically (a temporary file
    /// renamed), then removes the least recently used entries beyond the limits. The payload is
    /// decoded back first, unless `verifying` is off: one that would not be read back equal is
    /// not stored.
    ///
    /// - Parameter verifying: Decode the payload back and compare it (off for the strings'
    ///   measurements, whose findings are those the same audit's verified report entry holds,
    ///   before merging: decoding them again cost a tenth of an audit after one change).
    /// - Throws: `StoreError` naming the file, when the folder cannot be made, the entry not be
    ///   written, or it would not be read back the same. Nothing is left half-written.
    @discardableResult
    public func write<Payload: Codable & Equatable>(
        _ entry: Payload, kind: String, key: String, tool: String, verifying: Bool = true
    ) throws -> Stored {
        let path = path(kind: kind, key: key)
        let payload: Data
        do {
            payload = try JSONEncoder().encode(entry)
        } catch {
            throw StoreError(description: "\(path): cannot encode the audit's result (\(error))")
        }
        guard !verifying || (try? JSONDecoder().decode(Payload.self, from: payload)) == entry else {
            throw StoreError(description: "\(path): the audit's result would not be read back the same; not stored")
        }
        let header = Header(
            format: Self.formatVersion, tool: tool, key: key, payloadBytes: payload.count,
            payloadDigest: ContentDigest(of: payload).description)
        var data: Data
        do {
            data = try JSONEncoder().encode(header)
        } catch {
            throw StoreError(description: "\(path): cannot encode the header (\(error))")
        }
        data.append(UInt8(ascii: "\n"))
        data.append(payload)
        do {
            try ReportWriter.writeAtomically(data, to: path)
        } catch {
            throw StoreError(description: "\(error)")
        }
        let kept = prune(keeping: path)
        return Stored(path: path, bytes: data.count, entries: kept.entries, totalBytes: kept.bytes)
    }

    /// The names of the entries' files start with one of these: whole audits (`audit-`), their
    /// strings' measurements (`measurements-`, `MeasurementsEntry`) and Swift scans (`scan-`).
    static let entryPrefixes = ["audit-", "measurements-", "scan-"]

    /// The entries' files in `folder`, most recently used first.
    func entries() -> [(path: String, bytes: Int, used: Date)] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { name in
            name.hasSuffix(".legiblecache") && Self.entryPrefixes.contains { name.hasPrefix($0) }
        }.compactMap { name in
            let path = folder.appendingPathComponent(name).path
            guard let attributes = try? manager.attributesOfItem(atPath: path) else { return nil }
            let bytes = (attributes[.size] as? NSNumber)?.intValue ?? 0
            let used = attributes[.modificationDate] as? Date ?? .distantPast
            return (path, bytes, used)
        }.sorted { ($0.used, $1.path) > ($1.used, $0.path) }
    }

    /// Removes the least recently used entries beyond `maximumEntries` and `maximumBytes`, never
    /// `newest`. An entry another audit removes first is no error.
    /// - Returns: The entries kept and their bytes.
    func prune(keeping newest: String) -> (entries: Int, bytes: Int) {
        var all = entries()
        if let index = all.firstIndex(where: { $0.path == newest }) { all.insert(all.remove(at: index), at: 0) }
        var count = 0
        var bytes = 0
        for entry in all {
            if entry.path == newest || (count < maximumEntries && bytes + entry.bytes <= maximumBytes) {
                count += 1
                bytes += entry.bytes
            } else {
                try? FileManager.default.removeItem(atPath: entry.path)
            }
        }
        return (count, bytes)
    }
}
