import Foundation
import LegibleText

/// Writes findings as `path:line:column: error: message [rule]` lines, the form Xcode,
/// editors and CI log parsers read, then the diagnostics the same way, then a summary.
///
/// A finding without a line is written `path: error: …`; one without a file starts with
/// its table and key instead (`Localizable:settings.title: warning: …`).
public struct TextReporter: Reporter {
    /// `.text`.
    public var format: ReportFormat { .text }

    /// Creates the reporter (it has no settings; see `ReportOptions`).
    public init() {}

    /// Renders `report` as text lines (UTF-8), one finding or diagnostic per line, then the
    /// summary. Never throws.
    public func render(_ report: AuditReport, options: ReportOptions) throws -> Data {
        let report = report.prepared(for: options)
        var lines: [String] = []
        for finding in report.findings {
            let shown = finding.element?.shownAt.map { " (shown at \($0))" } ?? ""
            // "… — in the iOS 26 design. Fix: …": the advice is a sentence of its own.
            let body = finding.message + shown
            let fix = finding.fix.map { (body.hasSuffix(".") ? " " : ". ") + $0.summary } ?? ""
            lines.append(
                "\(ReportText.oneLine(ReportText.position(of: finding))): \(finding.severity.rawValue): \(ReportText.oneLine(body + fix)) [\(finding.rule)]"
            )
        }
        for diagnostic in report.diagnostics {
            lines.append(
                "\(ReportText.oneLine(diagnostic.location.description)): \(diagnostic.level.rawValue): \(ReportText.oneLine(diagnostic.message))"
            )
        }
        if !lines.isEmpty { lines.append("") }
        lines += summary(of: report)
        if let note = options.cacheNote { lines.append("Cache: \(ReportText.oneLine(note)).") }
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// Where the measured strings' elements came from, and why the others were not measured,
    /// with what to do about it.
    static func placementLines(_ s: AuditSummary) -> [String] {
        var out: [String] = []
        if let file = s.configuration {
            out.append(
                "Configuration: \(file == "none" ? "none (no legible.json in the audited folder, above it up to the repository root, or next to a catalog)" : file)."
            )
        }
        if let devices = s.devices, !devices.isEmpty {
            out.append(
                "Devices: \(devices.joined(separator: ", ")) — \(s.devicesReason.map { "from \($0)" } ?? "the defaults; legible.json `devices` or an Xcode project sets them")."
            )
        }
        if let designs = s.designs, !designs.isEmpty {
            out.append(
                "Design: \(designs.joined(separator: " and ")) — \(s.designReason.map { "from \($0)" } ?? "as configured")."
            )
        }
        if let measured = s.measuredBy, measured.values.contains(where: { $0 > 0 }) {
            let names = [
                ("source", "from Swift source"), ("interfaceBuilder", "from storyboards and xibs"),
                ("config", "from legible.json"), ("widthBudget", "from XLIFF width limits"),
            ]
            let parts = names.compactMap { origin, words in measured[origin].map { "\($0) \(words)" } }
            let total = measured.values.reduce(0, +)
            out.append("Measured \(Format.count(total, "string")): \(parts.joined(separator: ", ")).")
        }
        guard s.unchecked > 0 else { return out }
        guard let because = s.uncheckedBecause, !because.isEmpty else {
            out.append("\(Format.count(s.unchecked, "string")) had no element to measure against.")
            return out
        }
        let reasons = [
            ("notInSource", "never referenced in the Swift source"),
            ("literalNotFollowed", "in the Swift source only as literals not followed to an element"),
            ("notUnderstood", "referenced where no element was recognised"),
            ("noSource", "placed by no Swift source, storyboard or legible.json entry"),
        ]
        let parts = reasons.compactMap { reason, words in because[reason].map { "\($0) \(words)" } }
        out.append(
            "Not measured: \(Format.count(s.unchecked, "string")) (\(parts.joined(separator: "; "))). "
                + "`legible elements` lists each key's elements and why a key has none; "
                + "legible.json `elements` places the rest.")
        return out
    }

    private func summary(of report: AuditReport) -> [String] {
        let s = report.summary
        var out: [String] = []
        out.append(
            "Checked \(Format.count(s.strings, "string")) (\(Format.count(s.keys, "key")) in \(Format.count(s.files, "file"))), "
                + "\(Format.count(s.locales.count, "locale"))\(Self.list(s.locales)), "
                + "\(Format.count(s.sizes.count, "size")) (\(ReportText.sizeRange(s.sizes))), "
                + "Bold Text \(s.boldText.isEmpty ? "not checked" : s.boldText.joined(separator: "/")): "
                + "\(Format.count(s.checks, "check")).")
        out += Self.placementLines(s)
        // The pseudo-locales' findings are forecasts: counted apart, after the real ones.
        let real = report.findings.filter { $0.pseudo == nil }
        out.append("Findings: \(real.count) (\(Self.severityCounts(real))).")
        out += Self.ruleTable(real)
        if let pseudo = s.pseudo {
            let forecasts = report.findings.filter { $0.pseudo != nil }
            let locales = pseudo.locales.isEmpty ? "" : " as \(pseudo.locales.joined(separator: ", "))"
            out.append(
                "Pseudo-localization: \(pseudo.kinds.joined(separator: ", ")), \(Format.count(pseudo.strings, "string"))"
                    + "\(locales): \(Format.count(forecasts.count, "finding")) (\(Self.severityCounts(forecasts))), "
                    + "forecasts of how translations will fit, gated by --pseudo-fail-on.")
            out += Self.ruleTable(forecasts)
        }
        var hidden = ["suppressed \(s.suppressed)"]
        if let baselined = s.baselined { hidden.append("baselined \(baselined)") }
        if let unmatched = s.baselineUnmatched, unmatched > 0 {
            hidden.append(
                "\(Format.count(unmatched, "baseline entry", plural: "baseline entries")) matched nothing")
        }
        out.append("Hidden: \(hidden.joined(separator: ", ")).")
        if !report.diagnostics.isEmpty {
            out.append("Input problems: \(report.diagnostics.count).")
        }
        if !s.faces.isEmpty {
            out.append("Faces:")
            out += s.faces.map { "  \(ReportText.oneLine($0))" }
        }
        out.append(
            "Tools: \(report.tool.name) \(report.tool.version), HarfBuzz \(report.tool.harfbuzz), "
                + "FreeType \(report.tool.freetype), ICU \(report.tool.icu).")
        if let seconds = s.durationSeconds {
            out.append("Time: \(String(format: "%.2f", seconds)) s.")
        }
        return out
    }

    private static func list(_ items: [String]) -> String {
        items.isEmpty ? "" : " (\(items.joined(separator: ", ")))"
    }

    static func pad(_ n: Int, _ header: String) -> String {
        let text = String(n)
        return String(repeating: " ", count: max(0, header.count - text.count)) + text
    }
}

/// Findings counted by rule and severity, rules in alphabetical order.
extension TextReporter {
    /// "2 errors, 1 warning, 0 notes" for `findings`.
    static func severityCounts(_ findings: [Finding]) -> String {
        let bySeverity = Dictionary(grouping: findings, by: \.severity)
        return Severity.allCases.reversed().map { severity in
            Format.count(bySeverity[severity]?.count ?? 0, severity.rawValue)
        }.joined(separator: ", ")
    }

    /// The summary's table of `findings` by rule and severity (no lines for no findings).
    static func ruleTable(_ findings: [Finding]) -> [String] {
        let table = RuleSeverityTable(findings: findings)
        guard !table.rows.isEmpty else { return [] }
        var out: [String] = []
        let nameWidth = max(4, table.rows.map(\.rule.count).max() ?? 0)
        let header = [
            "rule".padding(toLength: nameWidth, withPad: " ", startingAt: 0),
            "errors", "warnings", "notes", "total",
        ]
        out.append("  " + header.joined(separator: "  "))
        for row in table.rows {
            let cells = [
                row.rule.padding(toLength: nameWidth, withPad: " ", startingAt: 0),
                pad(row.errors, "errors"), pad(row.warnings, "warnings"),
                pad(row.notes, "notes"), pad(row.total, "total"),
            ]
            out.append("  " + cells.joined(separator: "  "))
        }
        return out
    }
}

struct RuleSeverityTable: Sendable {
    struct Row: Sendable {
        var rule: String
        var errors = 0
        var warnings = 0
        var notes = 0
        var total: Int { errors + warnings + notes }
    }

    var rows: [Row]

    init(findings: [Finding]) {
        var byRule: [String: Row] = [:]
        for finding in findings {
            var row = byRule[finding.rule] ?? Row(rule: finding.rule)
            switch finding.severity {
            case .error: row.errors += 1
            case .warning: row.warnings += 1
            case .note: row.notes += 1
            }
            byRule[finding.rule] = row
        }
        rows = byRule.values.sorted { $0.rule < $1.rule }
    }
}
