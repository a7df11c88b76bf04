import Foundation

extension ReportFormat {
    /// The reporter for this format.
    ///
    /// - Parameter drawings: For HTML, draws a truncated string in its box (glyph outlines);
    ///   `nil` (or a provider that returns `nil`) draws the box with SVG text instead.
    /// - Returns: A reporter whose `format` is `self`.
    public func makeReporter(drawings: DrawingProvider? = nil) -> any Reporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .junit: JUnitReporter()
        case .markdown: MarkdownReporter()
        case .html: HTMLReporter(drawings: drawings)
        case .github: GitHubReporter()
        }
    }
}
