import Foundation
import LegibleText

/// Combines the reports of a sharded CI run into one.
///
/// Shards split the input by file or by locale (`--locales`). Files and keys are counted once
/// however many shards read them (from the reports' `fileList` and `keyList`; reports written
/// before those existed are summed). Findings are the union of all shards', with exact
/// duplicates removed (a file audited by two shards reports its findings once), in report
/// order. A report given twice counts once.
public enum ReportMerger {
    /// Merges reports.
    ///
    /// - Parameter reports: The shards' reports, in any order.
    /// - Returns: One report: findings and diagnostics unioned and deduplicated; files and keys
    ///   counted once across shards (summed when a report lacks its lists); strings, unchecked
    ///   strings, checks, suppressed and baselined counts summed;
    ///   locales, sizes, Bold Text states and faces unioned (sizes smallest first, the rest
    ///   in the order first seen, shards taken in order); findings by rule and severity
    ///   counted again; the wall time the longest shard's. The tool is the first report's;
    ///   when shards disagree on tool or library versions, a warning diagnostic says so.
    public static func merge(_ reports: [AuditReport]) -> AuditReport {
        guard let first = reports.first else {
            return AuditReport(
                tool: ToolInfo(version: "", harfbuzz: "", freetype: "", icu: ""), summary: AuditSummary(),
                findings: [])
        }
        var summary = AuditSummary()
        var seenFindings = Set<Finding>()
        var findings: [Finding] = []
        var seenDiagnostics = Set<Diagnostic>()
        var diagnostics: [Diagnostic] = []
        var checked: [CheckedString]? = nil
        var seenChecked = Set<CheckedString>()
        var distinct: [AuditReport] = []
        for report in reports where !distinct.contains(report) { distinct.append(report) }
        var files: Set<String>? = distinct.allSatisfy { $0.summary.fileList != nil } ? [] : nil
        var keys: Set<TableKey>? = distinct.allSatisfy { $0.summary.keyList != nil } ? [] : nil
        for report in distinct {
            let s = report.summary
            summary.files += s.files
            summary.keys += s.keys
            files?.formUnion(s.fileList ?? [])
            keys?.formUnion(s.keyList ?? [])
            summary.strings += s.strings
            summary.unchecked += s.unchecked
            summary.checks += s.checks
            summary.suppressed += s.suppressed
            if let baselined = s.baselined { summary.baselined = (summary.baselined ?? 0) + baselined }
            if let unmatched = s.baselineUnmatched {
                summary.baselineUnmatched = (summary.baselineUnmatched ?? 0) + unmatched
            }
            if let seconds = s.durationSeconds { summary.durationSeconds = max(summary.durationSeconds ?? 0, seconds) }
            union(&summary.locales, s.locales)
            union(&summary.sizes, s.sizes)
            union(&summary.boldText, s.boldText)
            union(&summary.faces, s.faces)
            if let pseudo = s.pseudo {
                var merged = summary.pseudo ?? PseudoSummary(kinds: [], locales: [], strings: 0)
                merged.strings += pseudo.strings
                union(&merged.kinds, pseudo.kinds)
                union(&merged.locales, pseudo.locales)
                summary.pseudo = merged
            }
            for finding in report.findings where seenFindings.insert(finding).inserted { findings.append(finding) }
            for diagnostic in report.diagnostics where seenDiagnostics.insert(diagnostic).inserted {
                diagnostics.append(diagnostic)
            }
            if let list = report.checked {
                checked = checked ?? []
                for item in list where seenChecked.insert(item).inserted { checked?.append(item) }
            }
        }
        summary.sizes = summary.sizes.enumerated().sorted { a, b in
            let x = ContentSizeCategory(name: a.element)?.index ?? 99,
                y = ContentSizeCategory(name: b.element)?.index ?? 99
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
        summary.boldText =
            ["off", "on"].filter(summary.boldText.contains) + summary.boldText.filter { $0 != "off" && $0 != "on" }
        if let files {
            summary.files = files.count
            summary.fileList = files.sorted()
        }
        if let keys {
            summary.keys = keys.count
            summary.keyList = keys.sorted()
        }
        findings = findings.sortedForReport()
        summary.recount(findings)
        if reports.contains(where: { $0.tool != first.tool }) {
            let list = reports.map(\.tool.versions).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            diagnostics.append(
                Diagnostic(
                    .warning, "merged reports come from different tools: \(list.joined(separator: "; "))",
                    at: SourceLocation(file: "legible merge")))
        }
        return AuditReport(
            tool: first.tool, summary: summary, findings: findings, diagnostics: diagnostics,
            checked: checked)
    }

    private static func union(_ list: inout [String], _ more: [String]) {
        for item in more where !list.contains(item) { list.append(item) }
    }
}
