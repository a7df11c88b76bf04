import Foundation

/// Writes the `AuditReport` as JSON: pretty-printed, keys sorted, slashes unescaped.
///
/// The schema is versioned (`AuditReport.schemaVersion`, the `version` field) and
/// documented in `Docs/report-schema.json`. Fields are only ever added, never renamed,
/// so a reader of version "1" keeps working. `legible merge` and `legible baseline`
/// read these files back with `decode(_:path:)`.
public struct JSONReporter: Reporter {
    /// `.json`.
    public var format: ReportFormat { .json }

    /// Creates the reporter (it has no settings; see `ReportOptions`).
    public init() {}

    /// Renders `report` as JSON of schema version `AuditReport.schemaVersion` (UTF-8,
    /// pretty-printed, keys sorted), with paths relative to `options.basePath`.
    /// - Throws: `ReportError.encodingFailed` when a value cannot be written as JSON (a non-finite
    ///   number).
    public func render(_ report: AuditReport, options: ReportOptions) throws -> Data {
        try Self.encodeReport(report.prepared(for: options))
    }

    /// `render(_:options:)`'s bytes in pieces: the part before the findings, the findings in
    /// pieces written a few at a time in parallel, and the rest (`encode(_:into:)`); a few
    /// megabytes of the report in memory at a time.
    /// - Throws: `ReportError.encodingFailed`, as `render` does, possibly after some pieces
    ///   went to `sink`; what `sink` throws.
    public func render(_ report: AuditReport, options: ReportOptions, into sink: (Data) throws -> Void) throws {
        try Self.encode(report.prepared(for: options), into: sink)
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
            throw ReportError.decodingFailed(path: path, reason: Self.whatItIs(data))
        }
        guard version == AuditReport.schemaVersion else {
            if let sarif = Self.sarifVersion(data) {
                throw ReportError.decodingFailed(
                    path: path,
                    reason: "this is SARIF \(sarif), not a Legible JSON report; "
                        + "merge the JSON reports (legible audit --format json), then write SARIF from the merged one")
            }
            throw ReportError.unsupportedVersion(path: path, found: version, supported: AuditReport.schemaVersion)
        }
        do {
            return try JSONDecoder().decode(AuditReport.self, from: data)
        } catch {
            throw ReportError.decodingFailed(path: path, reason: String(describing: error))
        }
    }

    /// Why `data` is not a Legible JSON report, in words: SARIF, a baseline, other JSON (naming
    /// its top-level fields), or not JSON at all.
    static func whatItIs(_ data: Data) -> String {
        let expected =
            "expected a Legible JSON report (legible audit --format json) with \"version\", \"tool\", "
            + "\"summary\" and \"findings\""
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            return "not JSON; \(expected)"
        }
        guard let fields = object as? [String: Any] else {
            return "JSON, but not an object at the top; \(expected)"
        }
        if let sarif = sarifVersion(data) {
            return
                "this is SARIF \(sarif), not a Legible JSON report; merge the JSON reports (legible audit --format json), "
                + "then write SARIF from the merged one"
        }
        let names = fields.keys.sorted()
        return
            "not a Legible JSON report: its top-level fields are \(names.isEmpty ? "none" : names.prefix(8).map { "\"\($0)\"" }.joined(separator: ", "))\(names.count > 8 ? " …" : ""); \(expected)"
    }

    /// The SARIF version of `data` when it is a SARIF log (`"version"` "2.1.0" with `"runs"`, or a
    /// SARIF `$schema`).
    static func sarifVersion(_ data: Data) -> String? {
        guard let fields = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
        let schema = fields["$schema"] as? String ?? ""
        guard fields["runs"] != nil || schema.lowercased().contains("sarif") else { return nil }
        return fields["version"] as? String ?? "log"
    }
}
