import Foundation

/// Writes findings as GitHub Actions workflow commands, which annotate the pull request's
/// diff and the run's summary on any GitHub plan (no code scanning needed):
///
/// ```text
/// ::error file=App/Localizable.xcstrings,line=12,col=9,title=Truncation (truncation)::"Einstellungen" overflows …
/// ::warning file=App/Main.storyboard,line=40,col=5,title=Tap target (tap-target)::…
/// ::notice file=App/Localizable.xcstrings,line=7,col=3,title=Alert pronouns (alert-pronouns)::…
/// ```
///
/// Errors, warnings and notes become `::error`, `::warning` and `::notice`; the readers'
/// diagnostics follow in the same form, then one plain summary line. A finding without a
/// file has no `file=`; a line or column of 0 (unknown) is left out. Values are escaped as
/// the Actions toolkit does (`@actions/core` `command.ts`): in the message `%`, CR and LF
/// become `%25`, `%0D`, `%0A`; in a property `:` and `,` also become `%3A`, `%2C`.
/// GitHub shows at most 10 annotations of each level per step in the diff (the log keeps
/// all): <https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands>.
/// The Markdown step summary (`$GITHUB_STEP_SUMMARY`) is written by the CLI with
/// ``MarkdownReporter``.
public struct GitHubReporter: Reporter {
    /// `.github`.
    public var format: ReportFormat { .github }

    /// Creates the reporter (it has no settings; see `ReportOptions`).
    public init() {}

    /// Renders `report` as workflow-command lines (UTF-8) for standard output. Never throws.
    public func render(_ report: AuditReport, options: ReportOptions) throws -> Data {
        let report = report.prepared(for: options)
        let names = Dictionary(options.rules.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        var lines: [String] = []
        for finding in report.findings {
            var title = names[finding.rule].map { "\($0) (\(finding.rule))" } ?? finding.rule
            // A pseudo-locale's finding is a forecast, which the title says before the diff shows it.
            if finding.pseudo != nil, let locale = finding.locale { title = "\(title) forecast for \(locale)" }
            let shown = finding.element?.shownAt.map { " (shown at \($0))" } ?? ""
            lines.append(
                Self.command(
                    Self.level(finding.severity), location: finding.location, title: title,
                    message: finding.message + shown))
        }
        for diagnostic in report.diagnostics {
            lines.append(
                Self.command(
                    Self.level(diagnostic.level), location: diagnostic.location,
                    title: "Legible input", message: diagnostic.message))
        }
        let s = report.summary
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let n = report.findings.filter { $0.severity == severity }.count
            return n > 0 ? Format.count(n, severity.rawValue) : nil
        }
        lines.append(
            "Legible: " + (counts.isEmpty ? "no findings" : counts.joined(separator: ", "))
                + " in \(Format.count(s.strings, "string")) (\(Format.count(s.checks, "check"))).")
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The workflow command for a severity: `error`, `warning` or `notice`.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// `::level file=…,line=…,col=…,title=…::message`, escaped.
    static func command(_ level: String, location: SourceLocation?, title: String, message: String) -> String {
        var properties: [String] = []
        if let location {
            properties.append("file=" + escapeProperty(location.file))
            if location.line > 0 { properties.append("line=\(location.line)") }
            if location.column > 0 { properties.append("col=\(location.column)") }
        }
        properties.append("title=" + escapeProperty(title))
        return "::\(level) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// A message: `%`, CR and LF escaped (`escapeData` in `@actions/core`).
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as a message, and `:` and `,` too (`escapeProperty` in `@actions/core`).
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
