import Foundation

/// Writes the `AuditReport` as JSON: pretty-printed, keys sorted, slashes unescaped.
///
/// The schema is versioned (`AuditReport.schemaVersion`, the `version` field) and
/// documented in `Docs/report-schema.json`. Fields are only ever added, never renamed,
/// so a reader of version "1" keeps working. `legible merge` and `legible baseline`
/// read these files back with `decode(_:path:)`.
public struct JSONReporter: Reporter {
    public var format: ReportFormat { .json }

    /// Creates the reporter (it has no settings; see `ReportOptions`).
    public init() {}

    public func render(_ report: AuditReport, options: ReportOptions) throws -> Data {
        try Self.encodeReport(report.prepared(for: options))
    }

    /// Reads a JSON report written by any build that writes schema version "1".
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The file's path, for error messages.
    /// - Returns: The report.
    /// - Throws: `ReportError.unsupportedVersion` for another schema version,
    ///   `ReportError.decodingFailed` for anything that is not such a report.
    public static func decode(_ data: Data, path: String? = nil) throws -> AuditReport {
        struct Versioned: Decodable { var version: String }
        let version: String
        do {
            version = try JSONDecoder().decode(Versioned.self, from: data).version
        } catch {
            throw ReportError.decodingFailed(path: path, reason: "not a Legible JSON report (no \"version\")")
        }
        guard version == AuditReport.schemaVersion else {
            throw ReportError.unsupportedVersion(path: path, found: version, supported: AuditReport.schemaVersion)
        }
        do {
            return try JSONDecoder().decode(AuditReport.self, from: data)
        } catch {
            throw ReportError.decodingFailed(path: path, reason: String(describing: error))
        }
    }
}
