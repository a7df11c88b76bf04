import Foundation
import LegibleText

extension AuditCache {
    /// The strings' measurements of a project's last audit (`MeasurementMemo.outcomes`), kept so
    /// that an audit whose whole-report key misses — one translation changed — measures only the
    /// strings that changed.
    ///
    /// One entry per project (`measurementsPath(forProject:)`), replaced by each audit of it that
    /// measured: it holds the outcomes of that audit's strings only, so it does not grow with
    /// edits. Written and read as the whole-report entries are (header, checksum, atomic rename,
    /// least recently used first).
    public struct MeasurementsEntry: Sendable, Codable, Equatable {
        /// Each string's outcome under its key, sorted by key.
        public var outcomes: [Measured]
        /// The faces the outcomes name, sorted: `Measured.faces` are positions in it.
        public var faces: [String]
        /// The font files the measurer opened, by path, with their digests (hexadecimal): the
        /// entry is used only while they are unchanged.
        public var fonts: [String: String]

        /// One string's outcome under its key, written short (most strings have no finding, and
        /// IceCubes has 14,000): one-letter fields, empty and absent ones left out, faces by
        /// their position in `MeasurementsEntry.faces`.
        public struct Measured: Sendable, Codable, Equatable {
            /// The key (`AuditEngine.measurementKeys`).
            public var key: ContentDigest
            /// `StringOutcome.findings`; `nil` for none.
            public var findings: [[Finding]]?
            /// `StringOutcome.checks`.
            public var checks: Int
            /// `StringOutcome.measuredBy`.
            public var measuredBy: String?
            /// `StringOutcome.uncheckedBecause`.
            public var uncheckedBecause: String?
            /// `StringOutcome.faces`, by position in the entry's faces; `nil` for none.
            public var faces: [Int]?

            enum CodingKeys: String, CodingKey {
                case key = "k", findings = "f", checks = "c", measuredBy = "m", uncheckedBecause = "u", faces = "a"
            }
        }

        /// An entry of `outcomes` (in any order) measured with `fonts`.
        public init(outcomes: [ContentDigest: StringOutcome], fonts: [String: String]) {
            faces = Set(outcomes.values.flatMap(\.faces)).sorted()
            let position = Dictionary(uniqueKeysWithValues: faces.enumerated().map { ($0.element, $0.offset) })
            self.outcomes = outcomes.map { key, outcome in
                Measured(
                    key: key, findings: outcome.findings.isEmpty ? nil : outcome.findings, checks: outcome.checks,
                    measuredBy: outcome.measuredBy, uncheckedBecause: outcome.uncheckedBecause,
                    faces: outcome.faces.isEmpty ? nil : outcome.faces.compactMap { position[$0] })
            }.sorted { $0.key < $1.key }
            self.fonts = fonts
        }

        /// The outcomes by key; `nil` when a face position is out of range (a damaged entry).
        public var byKey: [ContentDigest: StringOutcome]? {
            var result: [ContentDigest: StringOutcome] = [:]
            result.reserveCapacity(outcomes.count)
            for measured in outcomes {
                var names: [String] = []
                for index in measured.faces ?? [] {
                    guard faces.indices.contains(index) else { return nil }
                    names.append(faces[index])
                }
                result[measured.key] = StringOutcome(
                    findings: measured.findings ?? [], checks: measured.checks, measuredBy: measured.measuredBy,
                    uncheckedBecause: measured.uncheckedBecause, faces: names)
            }
            return result
        }
    }

    /// What a lookup of a project's measurements found.
    public enum MeasurementsLookup: Sendable {
        /// The entry, and its file's size in bytes.
        case found(MeasurementsEntry, bytes: Int)
        /// None, or one measured with fonts that changed since.
        case none
        /// An entry that cannot be used: why, naming its file.
        case unusable(String)
    }

    /// The file of the measurements of the project `project` names (a digest of the tool, the
    /// working folder, the paths and options: `AuditRun.measurementsProject`).
    public func measurementsPath(forProject project: String) -> String {
        path(kind: "measurements", key: project)
    }

    /// The measurements kept for `project` by `tool`, if usable.
    ///
    /// - Returns: `.found` for an entry whose header, checksum and fonts all match; `.none` for
    ///   none (or changed fonts); `.unusable` for a file that cannot be read or used.
    public func lookupMeasurements(project: String, tool: String) -> MeasurementsLookup {
        switch read(MeasurementsEntry.self, kind: "measurements", key: project, tool: tool) {
        case let .found(entry, bytes):
            guard Self.fontsUnchanged(entry.fonts) else { return .none }
            return .found(entry, bytes: bytes)
        case .none: return .none
        case let .unusable(reason): return .unusable(reason)
        }
    }

    /// Stores `entry` as `project`'s measurements, replacing the old, then removes the least
    /// recently used entries beyond the limits.
    ///
    /// - Throws: `StoreError` naming the file (`store(_:key:tool:)`).
    @discardableResult
    public func storeMeasurements(_ entry: MeasurementsEntry, project: String, tool: String) throws -> Stored {
        try write(entry, kind: "measurements", key: project, tool: tool, verifying: false)
    }
}
