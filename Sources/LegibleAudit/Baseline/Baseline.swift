import Foundation

/// The findings a team has accepted, by stable identity, so that a CI gate fails only on
/// new ones.
///
/// Written as pretty-printed JSON with sorted keys and entries (`legible baseline` writes
/// it; review it like code). Entries match findings on file, table, key, locale, rule,
/// size category, variation and element (`FindingIdentity`) — never on line numbers, so
/// adding a key above an accepted one does not make it new. An identity listed twice
/// accepts two findings.
public struct Baseline: Sendable, Codable, Equatable {
    /// The baseline file's schema version.
    public static let schemaVersion = "1"

    /// The schema version of this baseline file (`schemaVersion`).
    public var version: String
    /// Accepted findings, sorted.
    public var findings: [FindingIdentity]

    /// A baseline of the given identities.
    public init(findings: [FindingIdentity]) {
        self.version = Self.schemaVersion
        self.findings = findings.sorted()
    }

    /// A baseline that accepts every finding of a report.
    ///
    /// - Parameters:
    ///   - report: The report whose findings to accept.
    ///   - basePath: The folder paths are stored relative to (the same one reports use);
    ///     a baseline must be applied with the same base to match.
    public init(report: AuditReport, basePath: String? = nil) {
        let paths = PathRelativizer(basePath: basePath)
        self.init(findings: report.findings.map { finding in
            var identity = FindingIdentity(finding)
            identity.file = identity.file.map(paths.relative)
            return identity
        })
    }

    /// What applying a baseline did.
    public struct Application: Sendable, Equatable {
        /// The report with only the findings the baseline does not list; its summary counts
        /// them again and records `baselined` and `baselineUnmatched`.
        public var report: AuditReport
        /// Findings hidden because the baseline lists them.
        public var hidden: Int
        /// Baseline entries that matched no finding (fixed, or the string is gone).
        public var unmatched: [FindingIdentity]
    }

    /// Removes the findings this baseline lists from a report.
    ///
    /// - Parameters:
    ///   - report: The audit's result.
    ///   - basePath: The folder the baseline's paths are relative to.
    /// - Returns: The new findings only, with the counts of hidden findings and of baseline
    ///   entries that no longer match anything.
    public func apply(to report: AuditReport, basePath: String? = nil) -> Application {
        let paths = PathRelativizer(basePath: basePath)
        var remaining: [FindingIdentity: Int] = [:]
        for identity in findings { remaining[identity, default: 0] += 1 }
        var kept: [Finding] = []
        var hidden = 0
        for finding in report.findings.sortedForReport() {
            var identity = FindingIdentity(finding)
            identity.file = identity.file.map(paths.relative)
            if let count = remaining[identity], count > 0 {
                remaining[identity] = count - 1
                hidden += 1
            } else {
                kept.append(finding)
            }
        }
        let unmatched = remaining.flatMap { identity, count in Array(repeating: identity, count: count) }.sorted()
        var result = report
        result.findings = kept
        result.summary.recount(kept)
        result.summary.baselined = (report.summary.baselined ?? 0) + hidden
        result.summary.baselineUnmatched = unmatched.count
        return Application(report: result, hidden: hidden, unmatched: unmatched)
    }

    /// The baseline as JSON: pretty-printed, keys sorted, entries sorted.
    /// - Throws: `ReportError.encodingFailed` (not expected for these fields).
    public func encoded() throws -> Data {
        var copy = self
        copy.findings.sort()
        return try JSONReporter.encode(copy, format: .json)
    }

    /// Reads a baseline file.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The file's path, for error messages.
    /// - Throws: `ReportError.unsupportedVersion` or `ReportError.decodingFailed`.
    public static func decode(_ data: Data, path: String? = nil) throws -> Baseline {
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw ReportError.decodingFailed(path: path, reason: "not a Legible baseline: \(error)")
        }
        guard baseline.version == schemaVersion else {
            throw ReportError.unsupportedVersion(path: path, found: baseline.version, supported: schemaVersion)
        }
        return baseline
    }
}
