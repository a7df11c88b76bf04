import Foundation

/// Why a report could not be written or read.
public enum ReportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Encoding failed (for example a measurement that is not a finite number).
    case encodingFailed(format: ReportFormat, reason: String)
    /// A JSON report or baseline could not be decoded.
    case decodingFailed(path: String?, reason: String)
    /// A JSON report or baseline has a schema version this build does not read.
    case unsupportedVersion(path: String?, found: String, supported: String)
    /// Writing an output failed; the previous file at that path, if any, is untouched.
    case writeFailed(path: String, reason: String)
    /// Several outputs failed to write (each is also a `writeFailed`).
    case several([ReportError])

    /// A one-line message per error (one line per failed output for `.several`), naming the path
    /// where there is one: `out/report.sarif: cannot write the report: …`.
    public var description: String {
        switch self {
        case let .encodingFailed(format, reason):
            "cannot write the \(format.rawValue) report: \(reason)"
        case let .decodingFailed(path, reason):
            "\(path ?? "<input>"): cannot read the report: \(reason)"
        case let .unsupportedVersion(path, found, supported):
            "\(path ?? "<input>"): schema version \"\(found)\" is not supported (this build reads \"\(supported)\")"
        case let .writeFailed(path, reason):
            "\(path): cannot write the report: \(reason)"
        case let .several(errors):
            errors.map(\.description).joined(separator: "\n")
        }
    }
}
