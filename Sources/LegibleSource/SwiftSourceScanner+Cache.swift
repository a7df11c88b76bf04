import Foundation
import LegibleAudit
import LegibleText

/// A Swift scan kept in the audit cache (`AuditCache`), so that an audit after a change that
/// touched no Swift file (a translation) does not parse the app's source again.
public struct SourceScanCache: Sendable {
    /// The cache the scans are kept in.
    public var cache: AuditCache
    /// The tool's identity (`AuditCache.store(_:key:tool:)`): an entry of another is unusable.
    public var tool: String

    /// Scans kept in `cache` for `tool`.
    public init(cache: AuditCache, tool: String) {
        self.cache = cache
        self.tool = tool
    }

    /// What the cache did for one scan.
    public enum Outcome: Sendable, Equatable {
        /// The files' scan was read from the cache: none was parsed.
        case reused(files: Int)
        /// The files were scanned, and the scan stored.
        case scanned(files: Int)
        /// The files were scanned; the cache could not be used: why (one warning's text).
        case failed(files: Int, reason: String)

        /// Swift files whose scan came from the cache.
        public var reusedFiles: Int {
            if case .reused(let files) = self { return files }
            return 0
        }

        /// Swift files in the scan.
        public var files: Int {
            switch self {
            case .reused(let files), .scanned(let files), .failed(let files, _): files
            }
        }
    }

    /// A scan as the cache keeps it: `SourceScan`'s fields.
    struct Entry: Codable, Equatable {
        var placements: [SourcePlacement]
        var unplaced: [UnplacedReference]
        var screens: [Screen]
        var wrappers: [String]
        var files: [String]
        var diagnostics: [Diagnostic]
        var literals: [String]

        init(_ scan: SourceScan) {
            placements = scan.placements
            unplaced = scan.unplaced
            screens = scan.screens
            wrappers = scan.wrappers
            files = scan.files
            diagnostics = scan.diagnostics
            literals = scan.literals.sorted()
        }

        var scan: SourceScan {
            var scan = SourceScan(
                placements: placements, unplaced: unplaced, screens: screens, wrappers: wrappers, files: files,
                diagnostics: diagnostics)
            scan.literals = Set(literals)
            return scan
        }
    }
}

extension SwiftSourceScanner {
    /// `scan(paths:)`, or the scan `cache` kept of Swift files with the same paths and bytes,
    /// scanned with the same options by the same tool.
    ///
    /// The key covers the tool, the options (`StableDigest`), the paths given and every Swift
    /// file found under them (its path and bytes, `AuditCacheKey.addFile`). A scan read from the
    /// cache is the scan made without it, but for `parseSeconds` (none was parsed).
    ///
    /// - Returns: The scan, and what the cache did (a cache that cannot be read or written is a
    ///   `.failed` outcome with the reason; the scan is then made as without it).
    public func scan(paths: [String], cache: SourceScanCache) -> (SourceScan, SourceScanCache.Outcome) {
        let files = swiftFiles(under: paths)
        let key = AuditCacheKey()
        key.add("format", String(AuditCache.formatVersion))
        key.add("tool", cache.tool)
        key.add(StableDigest.of(options))
        key.add("paths", paths)
        for file in files { key.addFile(file) }
        let name = key.finalize()
        var failure: String?
        switch cache.cache.read(SourceScanCache.Entry.self, kind: "scan", key: name, tool: cache.tool) {
        case let .found(entry, _): return (entry.scan, .reused(files: entry.files.count))
        case .none: break
        case let .unusable(reason): failure = reason
        }
        let scan = scan(paths: paths)
        // A file given up on after the parse time limit depends on how busy the machine was:
        // such a scan is not kept.
        if scan.diagnostics.contains(where: { $0.message.contains("parser took more than") }) {
            return (scan, .scanned(files: scan.files.count))
        }
        do {
            try cache.cache.write(SourceScanCache.Entry(scan), kind: "scan", key: name, tool: cache.tool)
        } catch {
            failure = failure ?? "\(error)"
        }
        if let failure { return (scan, .failed(files: scan.files.count, reason: failure)) }
        return (scan, .scanned(files: scan.files.count))
    }
}
