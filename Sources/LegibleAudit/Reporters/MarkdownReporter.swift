import Foundation

/// Writes a compact Markdown summary for pull-request comments (GitHub-flavoured).
///
/// A heading with the counts by severity, one line on what was checked, then the worst
/// findings first (errors before warnings before notes, larger overflow first), capped at
/// `ReportOptions.markdownLimit` with "and N more", then the counts by rule.
public struct MarkdownReporter: Reporter {
    /// `.markdown`.
    public var format: ReportFormat { .markdown }

    /// Creates the reporter (it has no settings; see `ReportOptions`).
    public init() {}

    /// Renders `report` as the Markdown summary (UTF-8). Never throws.
    public func render(_ report: AuditReport, options: ReportOptions) throws -> Data {
        let report = report.prepared(for: options)
        let s = report.summary
        // The pseudo-locales' findings are forecasts: the heading counts the real ones.
        let bySeverity = Dictionary(grouping: report.findings.filter { $0.pseudo == nil }, by: \.severity)
        var out: [String] = []

        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            guard let n = bySeverity[severity]?.count, n > 0 else { return nil }
            return Format.count(n, severity.rawValue)
        }
        out.append("### Legible: " + (counts.isEmpty ? "no findings" : counts.joined(separator: ", ")))
        out.append("")
        var checked =
            "Checked \(Format.count(s.strings, "string")) in \(Format.count(s.locales.count, "locale"))"
        checked += " at \(Format.count(s.sizes.count, "size"))"
        if s.boldText.contains("on") { checked += " with and without Bold Text" }
        checked += " (\(Format.count(s.checks, "check")))."
        var hidden: [String] = []
        if s.suppressed > 0 { hidden.append("\(s.suppressed) suppressed") }
        if let baselined = s.baselined, baselined > 0 { hidden.append("\(baselined) in the baseline") }
        if !hidden.isEmpty { checked += " Not shown: \(hidden.joined(separator: ", "))." }
        if let unmatched = s.baselineUnmatched, unmatched > 0 {
            checked +=
                " \(Format.count(unmatched, "baseline entry", plural: "baseline entries")) no longer match: the baseline can be refreshed."
        }
        if !report.diagnostics.isEmpty {
            checked += " \(Format.count(report.diagnostics.count, "input problem"))."
        }
        if let pseudo = s.pseudo {
            let forecasts = report.findings.count - bySeverity.values.reduce(0) { $0 + $1.count }
            checked +=
                " Pseudo-localization (\(pseudo.kinds.joined(separator: ", "))): "
                + "\(Format.count(forecasts, "finding")), forecasts of how translations will fit."
        }
        out.append(checked)

        if !report.findings.isEmpty {
            out.append("")
            out.append("| | Rule | Key | Locale | Size | Overflow | Message | Location |")
            out.append("|---|---|---|---|---|---:|---|---|")
            let worst = report.findings.sorted { $0.isWorse(than: $1) }
            let limit = max(0, options.markdownLimit)
            for finding in worst.prefix(limit) {
                let cells = [
                    Self.badge(finding.severity),
                    Escaping.markdownCode(finding.rule),
                    finding.key.map(Escaping.markdownCode) ?? "",
                    Escaping.markdown(finding.locale ?? ""),
                    Escaping.markdown(ReportText.sizes(of: finding)),
                    ReportText.overflowText(of: finding),
                    Escaping.markdown(finding.message),
                    finding.location.map { Escaping.markdownCode($0.description) } ?? "",
                ]
                out.append("| " + cells.joined(separator: " | ") + " |")
            }
            if worst.count > limit {
                out.append("")
                out.append("… and \(worst.count - limit) more.")
            }
            out.append("")
            out.append("<details><summary>Findings by rule</summary>")
            out.append("")
            out.append("| Rule | Errors | Warnings | Notes |")
            out.append("|---|---:|---:|---:|")
            for row in RuleSeverityTable(findings: report.findings).rows {
                out.append("| \(Escaping.markdownCode(row.rule)) | \(row.errors) | \(row.warnings) | \(row.notes) |")
            }
            out.append("")
            out.append("</details>")
        }
        out.append("")
        out.append("<sub>\(Escaping.markdown("\(report.tool.versions)"))</sub>")
        return Data((out.joined(separator: "\n") + "\n").utf8)
    }

    static func badge(_ severity: Severity) -> String {
        switch severity {
        case .error: "🛑 error"
        case .warning: "⚠️ warning"
        case .note: "ℹ️ note"
        }
    }

}
