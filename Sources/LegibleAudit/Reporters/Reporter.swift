import Foundation

/// Turns an audit report into one output format.
///
/// Reporters are pure: they take the report and the options and return the bytes of the
/// output; they never print and never touch files (`ReportWriter` does that). Every
/// reporter orders findings the same way (`Finding.precedes(_:)`), writes paths relative to
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

    /// Renders a report as consecutive chunks whose bytes, joined, are `render`'s: a writer
    /// that writes them one after another never copies a large report into one buffer.
    ///
    /// - Parameters:
    ///   - report: The audit's result.
    ///   - options: See `render(_:options:)`.
    /// - Returns: The output in one or more chunks (the default: `render`'s, as one).
    /// - Throws: `ReportError` when the report cannot be encoded.
    func renderChunks(_ report: AuditReport, options: ReportOptions) throws -> [Data]
}

extension [Data] {
    /// The chunks (`Reporter.renderChunks`) as one buffer: the only chunk itself, else one
    /// buffer of the right size appended to (a flattened sequence is copied byte by byte).
    func joinedChunks() -> Data {
        guard count > 1 else { return first ?? Data() }
        var output = Data(capacity: reduce(0) { $0 + $1.count })
        for chunk in self { output.append(chunk) }
        return output
    }
}

extension Reporter {
    /// `render(_:options:)`'s bytes as one chunk.
    ///
    /// - Parameters:
    ///   - report: The audit's result.
    ///   - options: See `render(_:options:)`.
    /// - Returns: One chunk.
    /// - Throws: `ReportError` when the report cannot be encoded.
    public func renderChunks(_ report: AuditReport, options: ReportOptions) throws -> [Data] {
        [try render(report, options: options)]
    }

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
