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

    /// Renders a report piece by piece: `sink` is given consecutive pieces whose bytes, joined,
    /// are `render`'s. A writer that puts each piece in a file as it comes (`ReportWriter`)
    /// never holds a large report in memory whole.
    ///
    /// - Parameters:
    ///   - report: The audit's result.
    ///   - options: See `render(_:options:)`.
    ///   - sink: Takes each piece, in order (the default: `render`'s bytes, as one).
    /// - Throws: `ReportError` when the report cannot be encoded, possibly after some pieces
    ///   went to `sink` (a writer then discards them); what `sink` throws.
    func render(_ report: AuditReport, options: ReportOptions, into sink: (Data) throws -> Void) throws
}

extension Reporter {
    /// `render(_:options:)`'s bytes, as one piece.
    ///
    /// - Parameters:
    ///   - report: The audit's result.
    ///   - options: See `render(_:options:)`.
    ///   - sink: Takes the bytes.
    /// - Throws: `ReportError` when the report cannot be encoded; what `sink` throws.
    public func render(_ report: AuditReport, options: ReportOptions, into sink: (Data) throws -> Void) throws {
        try sink(try render(report, options: options))
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
