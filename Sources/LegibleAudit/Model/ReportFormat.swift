import Foundation

/// The output formats Legible writes.
///
/// Raw values are the names `--format` accepts. `makeReporter(drawings:)` (with the reporters)
/// is the one exhaustive switch from a format to its reporter.
public enum ReportFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// `path:line:column: error: message` lines and a summary, for terminals and editors.
    case text
    /// The `AuditReport` itself (schema in `Docs/report-schema.json`).
    case json
    /// SARIF 2.1.0, for code scanning.
    case sarif
    /// JUnit XML, for CI test tabs.
    case junit
    /// A compact summary for pull-request comments.
    case markdown
    /// One self-contained HTML page, for people.
    case html
    /// GitHub Actions workflow commands (`::error file=…,line=…::…`): annotations on a pull request.
    case github

    /// Accepts the raw value and the usual aliases (`md`, `xml` for JUnit, `htm`, `txt`),
    /// case-insensitively.
    /// - Parameter name: A format name as typed on the command line.
    public init?(name: String) {
        switch name.lowercased() {
        case "text", "txt", "terminal": self = .text
        case "json": self = .json
        case "sarif": self = .sarif
        case "junit", "xml": self = .junit
        case "markdown", "md": self = .markdown
        case "html", "htm": self = .html
        case "github", "gh", "github-actions": self = .github
        default: return nil
        }
    }

    /// The file name extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .json: "json"
        case .sarif: "sarif"
        case .junit: "xml"
        case .markdown: "md"
        case .html: "html"
        case .github: "txt"
        }
    }

    /// The file name to use when only a folder is given (`index.html`, `report.sarif` …).
    public var defaultFileName: String {
        switch self {
        case .html: "index.html"
        case .junit: "junit.xml"
        case .github: "github.txt"
        default: "report.\(fileExtension)"
        }
    }
}
