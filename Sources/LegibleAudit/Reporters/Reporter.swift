import Foundation

/// Turns an audit report into one output format.
///
/// Reporters are pure: they take the report and the options and return the bytes of the
/// output; they never print and never touch files (`ReportWriter` does that). Every
/// reporter orders findings the same way (`Finding.sortKey`), writes paths relative to
/// `ReportOptions.basePath`, and leaves out the wall time unless asked for, so that the
/// same audit always gives the same bytes.
public protocol Reporter: Sendable {
    /// The format this reporter writes.
    var format: ReportFormat { get }

    /// Renders a report.
    ///
    /// - Parameters:
    ///   - report: The audit's result, in any order, with paths as the readers gave them.
    ///   - options: The enabled rules, the folder paths are made relative to, and so on.
    /// - Returns: The output, UTF-8 for the text formats.
    /// - Throws: `ReportError` when the report cannot be encoded (a non-finite number).
    func render(_ report: AuditReport, options: ReportOptions) throws -> Data
}

extension Reporter {
    /// Renders a report as a string (every format Legible writes is UTF-8 text).
    ///
    /// - Parameters:
    ///   - report: The audit's result.
    ///   - options: See `render(_:options:)`.
    /// - Returns: The output as text.
    /// - Throws: `ReportError` when the report cannot be encoded.
    public func renderString(_ report: AuditReport, options: ReportOptions) throws -> String {
        String(decoding: try render(report, options: options), as: UTF8.self)
    }
}

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
