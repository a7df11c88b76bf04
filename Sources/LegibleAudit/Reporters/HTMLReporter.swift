import Foundation
import LegibleText

/// Writes one self-contained HTML page for people: what to fix first (the worst rows), a
/// summary, a heat map of findings by locale and size, filters, and the findings grouped by
/// key and element — one row per key, element and rule, with one entry per failing locale —
/// each with its details and, for text that does not fit, a drawing of the string in its box.
/// The table fits a 1,400 px window; on a phone each row reads as a card.
///
/// The page loads nothing: no network, no external scripts, fonts or styles (the template
/// is compiled in, see `HTMLTemplate`, and a Content Security Policy forbids the rest).
/// It works from `file://`, in light and dark mode, by keyboard, and on a phone.
public struct HTMLReporter: Reporter {
    /// Draws a truncated string from the real font's outlines; `nil` or a `nil` result
    /// draws the box with SVG text in the browser's font, stretched to the measured width.
    public var drawings: DrawingProvider?

    /// `.html`.
    public var format: ReportFormat { .html }

    /// Creates an HTML reporter.
    /// - Parameter drawings: The drawing provider (the text core's glyph outlines), if any.
    public init(drawings: DrawingProvider? = nil) {
        self.drawings = drawings
    }

    /// Renders `report` as one self-contained HTML page (UTF-8). Never throws.
    public func render(_ report: AuditReport, options: ReportOptions) throws -> Data {
        Data(page(report.prepared(for: options), options: options).utf8)
    }

    // MARK: - Page

    private func page(_ report: AuditReport, options: ReportOptions) -> String {
        let groups = FindingGroup.make(report.findings)
        let locales = Self.locales(report)
        let sizes = Self.sizes(report)
        var html: [String] = []
        html.append(
            """
            <!DOCTYPE html>
            <html lang="en" data-legible-report="\(Escaping.html(report.version))">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta http-equiv="Content-Security-Policy" content="\(HTMLTemplate.contentSecurityPolicy)">
            <meta name="generator" content="\(Escaping.html("\(report.tool.name) \(report.tool.version)"))">
            <title>\(Escaping.html(options.title))</title>
            <style>
            \(HTMLTemplate.style)
            </style>
            </head>
            <body>
            <header>
            <h1>\(Escaping.html(options.title))</h1>
            <p class="meta">\(Escaping.html(report.tool.versions))</p>
            </header>
            <main>
            """)
        html.append(fixFirst(groups))
        html.append(summary(report, options: options))
        html.append(heatMap(report, locales: locales, sizes: sizes))
        html.append(findingsSection(report, groups: groups, locales: locales, sizes: sizes, options: options))
        html.append("</main>")
        var footer = "Made by \(Escaping.html(report.tool.name)) \(Escaping.html(report.tool.version))"
        if let uri = options.informationURI {
            footer =
                "Made by <a href=\"\(Escaping.html(uri))\">\(Escaping.html(report.tool.name))</a> \(Escaping.html(report.tool.version))"
        }
        html.append(
            "<footer><p>\(footer). Widths measured with HarfBuzz; sizes follow the iOS Dynamic Type table.</p></footer>"
        )
        html.append("<script>\n\(HTMLTemplate.script)\n</script>")
        html.append("</body>\n</html>\n")
        return html.joined(separator: "\n")
    }

    // MARK: - Fix first

    /// How many rows "Fix first" lists.
    static let fixFirstCount = 5

    /// The worst rows (groups come worst first: severity, then how many locales, then the
    /// overflow), each with its worst finding's message and a link to its row.
    private func fixFirst(_ groups: [FindingGroup]) -> String {
        guard !groups.isEmpty else { return "" }
        var out = [
            "<section aria-labelledby=\"fix-heading\" id=\"fix-first\">", "<h2 id=\"fix-heading\">Fix first</h2>",
            "<ol class=\"fix-first\">",
        ]
        // One item per key (or element) and rule: rows of one key on several devices are one thing to fix.
        var listed = Set<[String]>()
        var picked: [(order: Int, group: FindingGroup)] = []
        for (order, group) in groups.enumerated() where picked.count < Self.fixFirstCount {
            if listed.insert([group.label, group.findings[0].rule]).inserted { picked.append((order, group)) }
        }
        for (order, group) in picked {
            let worst = group.findings.sorted { $0.isWorse(than: $1) }[0]
            var item = "<li><span class=\"sev sev-\(worst.severity.rawValue)\">\(worst.severity.rawValue)</span> "
            item +=
                "<a href=\"#row-\(order + 1)\"><code>\(Escaping.html(group.label))</code></a> · <code>\(Escaping.html(worst.rule))</code>"
            let locales = group.locales.subtracting([Self.noLocale]).sorted()
            if !locales.isEmpty {
                let shown = locales.prefix(6).joined(separator: ", ") + (locales.count > 6 ? " …" : "")
                item += " · \(locales.count) \(locales.count == 1 ? "locale" : "locales") (\(Escaping.html(shown)))"
            }
            item += "<span class=\"sub\">\(Escaping.html(worst.message))</span></li>"
            out.append(item)
        }
        out.append("</ol>")
        if groups.count > picked.count {
            out.append(
                "<p class=\"hint\">The worst \(picked.count) of \(groups.count) rows: errors first, then the rows that fail in the most locales, then the largest overflow. All are under <a href=\"#findings-heading\">Findings</a>.</p>"
            )
        }
        out.append("</section>")
        return out.joined(separator: "\n")
    }

    // MARK: - Summary

    private func summary(_ report: AuditReport, options: ReportOptions) -> String {
        let s = report.summary
        var stats: [(String, String)] = [
            ("Findings", String(report.findings.count)), ("Strings", String(s.strings)), ("Keys", String(s.keys)),
            ("Files", String(s.files)), ("Locales", String(s.locales.count)), ("Sizes", String(s.sizes.count)),
            ("Bold Text", s.boldText.isEmpty ? "not checked" : s.boldText.joined(separator: " / ")),
            ("Checks", String(s.checks)), ("Not measured", String(s.unchecked)), ("Suppressed", String(s.suppressed)),
        ]
        if let baselined = s.baselined { stats.append(("Baselined", String(baselined))) }
        if let unmatched = s.baselineUnmatched { stats.append(("Baseline entries unmatched", String(unmatched))) }
        if let seconds = s.durationSeconds { stats.append(("Time", String(format: "%.2f s", seconds))) }

        var out = [
            "<section aria-labelledby=\"summary-heading\">", "<h2 id=\"summary-heading\">Summary</h2>",
            "<dl class=\"stats\" id=\"stats\">",
        ]
        for (name, value) in stats {
            out.append("<div><dt>\(Escaping.html(name))</dt><dd>\(Escaping.html(value))</dd></div>")
        }
        out.append("</dl>")
        out.append("<div class=\"tables\">")
        out.append("<table id=\"by-rule\"><caption>Findings by rule and severity</caption>")
        out.append(
            "<thead><tr><th scope=\"col\">Rule</th><th scope=\"col\" class=\"num\">Errors</th><th scope=\"col\" class=\"num\">Warnings</th><th scope=\"col\" class=\"num\">Notes</th><th scope=\"col\" class=\"num\">Total</th></tr></thead><tbody>"
        )
        let table = RuleSeverityTable(findings: report.findings)
        for row in table.rows {
            var name = "<code>\(Escaping.html(row.rule))</code>"
            if let help = options.helpURI(for: row.rule) {
                name = "<a href=\"\(Escaping.html(help))\">\(name)</a>"
            }
            if let rule = options.rule(row.rule) {
                name += " <span class=\"sub\">\(Escaping.html(rule.name)) · \(Self.links(rule.references))</span>"
            }
            out.append(
                "<tr><th scope=\"row\">\(name)</th><td class=\"num\">\(row.errors)</td><td class=\"num\">\(row.warnings)</td><td class=\"num\">\(row.notes)</td><td class=\"num\">\(row.total)</td></tr>"
            )
        }
        if table.rows.isEmpty {
            out.append("<tr><td colspan=\"5\">No findings.</td></tr>")
        }
        out.append("</tbody></table>")
        out.append("<table id=\"checked-what\"><caption>What was checked</caption><tbody>")
        out.append(
            "<tr><th scope=\"row\">Locales</th><td>\(Escaping.html(s.locales.joined(separator: ", ")))</td></tr>")
        if let pseudo = s.pseudo {
            let count = pseudo.findingsBySeverity.values.reduce(0, +)
            out.append(
                "<tr><th scope=\"row\">Pseudo-localization</th><td>\(Escaping.html(pseudo.kinds.joined(separator: ", "))): "
                    + "\(count) \(count == 1 ? "finding" : "findings"), forecasts of how translations will fit</td></tr>"
            )
        }
        out.append("<tr><th scope=\"row\">Sizes</th><td>\(Escaping.html(ReportText.sizeRange(s.sizes)))</td></tr>")
        out.append("<tr><th scope=\"row\">Tools</th><td>\(Escaping.html(report.tool.versions))</td></tr>")
        out.append("</tbody></table>")
        out.append("</div>")
        if !s.faces.isEmpty {
            out.append("<details><summary>Faces used (\(s.faces.count))</summary><ul>")
            out += s.faces.map { "<li>\(Escaping.html($0))</li>" }
            out.append("</ul></details>")
        }
        if !report.diagnostics.isEmpty {
            out.append("<h3>Input problems (\(report.diagnostics.count))</h3><ul id=\"diagnostics\">")
            for diagnostic in report.diagnostics {
                out.append(
                    "<li><span class=\"sev sev-\(diagnostic.level.rawValue)\">\(diagnostic.level.rawValue)</span> <code>\(Escaping.html(diagnostic.location.description))</code> \(Escaping.html(diagnostic.message))</li>"
                )
            }
            out.append("</ul>")
        }
        out.append("</section>")
        return out.joined(separator: "\n")
    }

    // MARK: - Heat map

    /// The "size" a finding without a size category is filed under.
    static let noSize = "-"

    private func heatMap(_ report: AuditReport, locales: [String], sizes: [String]) -> String {
        var counts: [String: [String: Int]] = [:]
        for finding in report.findings {
            for size in Self.sizeList(finding) {
                counts[finding.locale ?? Self.noLocale, default: [:]][size, default: 0] += 1
            }
        }
        let columns = sizes + (counts.values.contains { $0[Self.noSize] != nil } ? [Self.noSize] : [])
        let maximum = counts.values.flatMap(\.values).max() ?? 0
        var out = [
            "<section aria-labelledby=\"heat-heading\">", "<h2 id=\"heat-heading\">Findings by locale and size</h2>",
            "<p class=\"hint\">A finding counts at every size where it fails; “any” holds findings that do not depend on the size. Choose a number to see those findings.</p>",
            "<div class=\"scroll\"><table class=\"heat\" id=\"heat-map\"><caption class=\"visually-hidden\">Findings by locale (rows) and size category (columns)</caption>",
            "<thead><tr><th scope=\"col\">Locale</th>",
        ]
        out[out.count - 1] +=
            columns.map { "<th scope=\"col\">\(Escaping.html($0 == Self.noSize ? "any" : $0))</th>" }.joined()
            + "</tr></thead><tbody>"
        for locale in locales {
            var row = "<tr><th scope=\"row\">\(Escaping.html(Self.localeLabel(locale)))</th>"
            for size in columns {
                let n = counts[locale]?[size] ?? 0
                if n == 0 {
                    row += "<td><span aria-label=\"none\">·</span></td>"
                } else {
                    let level = min(5, max(1, Int((Double(n) / Double(maximum) * 5).rounded(.up))))
                    let label =
                        "\(Self.localeLabel(locale)) at \(size == Self.noSize ? "any size" : size): \(n) \(n == 1 ? "finding" : "findings")"
                    row +=
                        "<td class=\"h\(level)\"><button type=\"button\" data-locale=\"\(Escaping.html(locale))\" data-size=\"\(Escaping.html(size))\" aria-label=\"\(Escaping.html(label))\">\(n)</button></td>"
                }
            }
            out.append(row + "</tr>")
        }
        out.append("</tbody></table></div>")
        out.append("</section>")
        return out.joined(separator: "\n")
    }

    // MARK: - Findings

    /// The "locale" of findings that have none (structure rules).
    static let noLocale = "-"

    private func findingsSection(
        _ report: AuditReport, groups: [FindingGroup], locales: [String], sizes: [String],
        options: ReportOptions
    ) -> String {
        let rules = Set(report.findings.map(\.rule)).sorted()
        let hasNoSize = report.findings.contains { Self.sizeList($0) == [Self.noSize] }
        var out = [
            "<section aria-labelledby=\"findings-heading\">",
            "<h2 id=\"findings-heading\">Findings</h2>",
            "<form id=\"filters\" class=\"filters\" role=\"search\" aria-label=\"Filter findings\" hidden>",
        ]
        out.append(select("f-rule", "Rule", all: "All rules", rules.map { ($0, $0) }))
        out.append(
            select(
                "f-severity", "Severity", all: "All severities",
                Severity.allCases.reversed().map { ($0.rawValue, $0.rawValue) }))
        out.append(select("f-locale", "Locale", all: "All locales", locales.map { ($0, Self.localeLabel($0)) }))
        out.append(
            select(
                "f-size", "Size", all: "All sizes",
                sizes.map { ($0, $0) } + (hasNoSize ? [(Self.noSize, "any (size-independent)")] : [])))
        out.append(
            "<label for=\"f-query\">Search keys and text<input type=\"search\" id=\"f-query\" autocomplete=\"off\" placeholder=\"Key, text or file\"></label>"
        )
        out.append("<button type=\"reset\">Clear filters</button>")
        out.append("</form>")
        let total = report.findings.count
        out.append(
            "<p id=\"shown-count\" role=\"status\" aria-live=\"polite\" tabindex=\"-1\" data-total=\"\(total)\" data-shown=\"\(total)\" data-rows=\"\(groups.count)\">\(total) \(total == 1 ? "finding" : "findings") in \(groups.count) \(groups.count == 1 ? "row" : "rows").</p>"
        )
        guard !groups.isEmpty else {
            out.append("<p>Nothing to show: every checked string fits and follows the rules.</p></section>")
            return out.joined(separator: "\n")
        }
        let columns = locales
        out.append("<div class=\"scroll\"><table id=\"findings\">")
        out.append(
            "<caption class=\"visually-hidden\">Findings grouped by key, element and rule, one column per locale. Sortable: use the column header buttons.</caption>"
        )
        var head = "<thead><tr>"
        head += "<th scope=\"col\"><button type=\"button\" data-sort=\"key\">Key and element</button></th>"
        head += "<th scope=\"col\"><button type=\"button\" data-sort=\"rule\">Rule</button></th>"
        head += "<th scope=\"col\"><button type=\"button\" data-sort=\"rank\" data-numeric>Severity</button></th>"
        head +=
            "<th scope=\"col\" class=\"num\"><button type=\"button\" data-sort=\"overflow\" data-numeric>Overflow</button></th>"
        head +=
            "<th scope=\"col\" class=\"num\"><button type=\"button\" data-sort=\"count\" data-numeric>Locales</button></th>"
        head += "<th scope=\"col\">Where it fails</th>"
        head += "</tr></thead>"
        out.append(head)
        var index = 0
        for (order, group) in groups.enumerated() {
            out.append(row(group, order: order, firstIndex: index, columns: columns, options: options))
            index += group.findings.count
        }
        out.append("</table></div>")
        out.append("</section>")
        return out.joined(separator: "\n")
    }

    private func select(_ id: String, _ label: String, all: String, _ options: [(String, String)]) -> String {
        var html =
            "<label for=\"\(id)\">\(Escaping.html(label))<select id=\"\(id)\"><option value=\"\">\(Escaping.html(all))</option>"
        html += options.map { "<option value=\"\(Escaping.html($0.0))\">\(Escaping.html($0.1))</option>" }.joined()
        return html + "</select></label>"
    }

    private func row(
        _ group: FindingGroup, order: Int, firstIndex: Int, columns: [String],
        options: ReportOptions
    ) -> String {
        let first = group.findings[0]
        let worst = group.worstSeverity
        let detailID = "detail-\(order + 1)"
        var attributes =
            "class=\"group\" id=\"row-\(order + 1)\" data-order=\"\(order)\" data-key=\"\(Escaping.html(group.label.lowercased()))\""
        attributes += " data-rule=\"\(Escaping.html(first.rule))\" data-rank=\"\(worst.rank)\""
        attributes +=
            " data-overflow=\"\(ReportText.number(group.maxOverflow?.points ?? 0))\" data-count=\"\(group.locales.count)\""
        var out = ["<tbody \(attributes)>"]

        var keyCell = "<span class=\"key\">\(Escaping.html(group.label))</span>"
        var subs: [String] = []
        if first.key != nil, let table = first.table { subs.append("table \(table)") }
        if let element = first.element { subs.append(Self.describe(element)) }
        if let text = Self.sourceText(group) { subs.append("“\(text)”") }
        keyCell += subs.map { "<span class=\"sub\">\(Escaping.html($0))</span>" }.joined()
        keyCell +=
            "<button type=\"button\" class=\"toggle\" aria-expanded=\"false\" aria-controls=\"\(detailID)\" aria-label=\"Details of \(Escaping.html(group.label)), \(Escaping.html(first.rule))\">Show</button>"
        var tr = "<tr><th scope=\"row\" data-label=\"Key and element\">\(keyCell)</th>"
        var ruleCell = "<code>\(Escaping.html(first.rule))</code>"
        if let help = options.helpURI(for: first.rule) {
            ruleCell = "<a href=\"\(Escaping.html(help))\">\(ruleCell)</a>"
        }
        tr += "<td data-label=\"Rule\">\(ruleCell)</td>"
        tr += "<td data-label=\"Severity\"><span class=\"sev sev-\(worst.rawValue)\">\(worst.rawValue)</span></td>"
        tr +=
            "<td class=\"num\" data-label=\"Overflow\">\(group.maxOverflow.map { ReportText.points($0.points) + ($0.vertical ? " taller" : "") } ?? "")</td>"
        tr += "<td class=\"num\" data-label=\"Locales\">\(group.locales.count)</td>"
        // One entry per failing locale, in the order of `columns` (the summary's locales first).
        var chips: [String] = []
        for locale in columns {
            for (offset, finding) in group.findings.enumerated() where (finding.locale ?? Self.noLocale) == locale {
                chips.append(
                    "<span class=\"chip \(finding.severity.rawValue)\" \(dataAttributes(finding, index: firstIndex + offset))>"
                        + "<strong>\(Escaping.html(Self.localeLabel(locale)))</strong> \(Self.chipHTML(finding))</span>"
                )
            }
        }
        tr += "<td class=\"chips\" data-label=\"Where it fails\">" + chips.joined() + "</td>"
        tr += "</tr>"
        out.append(tr)
        out.append("<tr class=\"detail\" id=\"\(detailID)\" hidden><td colspan=\"6\"><ul>")
        for (offset, finding) in group.findings.enumerated() {
            out.append(detail(finding, index: firstIndex + offset, options: options))
        }
        out.append("</ul></td></tr>")
        out.append("</tbody>")
        return out.joined(separator: "\n")
    }

    private func dataAttributes(_ finding: Finding, index: Int) -> String {
        "data-i=\"\(index)\" data-rule=\"\(Escaping.html(finding.rule))\" data-severity=\"\(finding.severity.rawValue)\" data-locale=\"\(Escaping.html(finding.locale ?? Self.noLocale))\" data-sizes=\"\(Escaping.html(Self.sizeList(finding).joined(separator: " ")))\""
    }

    /// What the search box looks in: key, table, file, element, the text measured, the message.
    private func searchText(_ finding: Finding) -> String {
        [
            finding.key, finding.table, finding.file, finding.element?.name, finding.element?.role,
            finding.measurement?.text, finding.message, finding.suggestion,
        ]
        .compactMap { $0 }.joined(separator: " ").lowercased()
    }

    private func detail(_ finding: Finding, index: Int, options: ReportOptions) -> String {
        var out = "<li \(dataAttributes(finding, index: index)) data-search=\"\(Escaping.html(searchText(finding)))\">"
        out += "<p><span class=\"sev sev-\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
        if let locale = finding.locale { out += "<strong>\(Escaping.html(Self.localeLabel(locale)))</strong> " }
        out += "\(Escaping.html(finding.message))</p><dl>"
        var facts: [(String, String)] = []
        if let location = finding.location { facts.append(("Where", location.description)) }
        if let variation = finding.variation { facts.append(("Variation", variation)) }
        let sizes = finding.sizeCategories ?? finding.sizeCategory.map { [$0] } ?? []
        if !sizes.isEmpty { facts.append(("Sizes", sizes.joined(separator: ", "))) }
        if let states = finding.boldTextStates { facts.append(("Bold Text", states.joined(separator: ", "))) }
        if let element = finding.element { facts.append(("Element", Self.describe(element))) }
        if let m = finding.measurement {
            facts.append(("Text", m.text))
            facts.append(
                ("Width", "\(ReportText.points(m.width)) needed, \(ReportText.points(m.availableWidth)) available"))
            if let overflow = ReportText.overflow(of: finding), overflow.vertical {
                facts.append(
                    (
                        "Height",
                        "\(ReportText.points(overflow.points)) more than the frame"
                            + (m.lineHeight.map { " (\(m.lines) lines of \(ReportText.points($0)))" } ?? "")
                    ))
                if m.overflow > 0 { facts.append(("Overflow", "\(ReportText.points(m.overflow)) horizontally")) }
            } else {
                facts.append(
                    (
                        "Overflow",
                        ReportText.points(m.overflow)
                            + (m.verticalOverflow.map { ", \(ReportText.points($0)) vertically" } ?? "")
                    ))
            }
            facts.append(
                (
                    "Font",
                    "\(ReportText.number(m.pointSize)) pt, weight \(m.weight)"
                        + (m.scale < 1 ? ", shrunk to \(Int((m.scale * 100).rounded())) %" : "")
                ))
            facts.append(("Lines", String(m.lines)))
            if !m.faces.isEmpty { facts.append(("Faces", m.faces.joined(separator: ", "))) }
        }
        if let suggestion = finding.suggestion { facts.append(("Suggestion", suggestion)) }
        if let fix = finding.fix { facts.append(("Fix", String(fix.summary.dropFirst("Fix: ".count)))) }
        if let designs = finding.designs { facts.append(("Design", designs.joined(separator: ", "))) }
        out += facts.map { name, value in
            let isolated = ["Text", "Suggestion"].contains(name) ? " dir=\"auto\"" : ""
            return "<dt>\(Escaping.html(name))</dt><dd\(isolated)>\(Escaping.html(value))</dd>"
        }.joined()
        if let references = options.rule(finding.rule)?.references, !references.isEmpty {
            out += "<dt>\(references.allSatisfy(\.isHIG) ? "HIG" : "Apple")</dt><dd>\(Self.links(references))</dd>"
        } else if let hig = finding.hig {
            out += "<dt>HIG</dt><dd>\(Escaping.html(hig))</dd>"
        }
        out += "</dl>"
        if let figure = figure(for: finding, index: index) { out += figure }
        return out + "</li>"
    }

    // MARK: - Grouping and labels

    /// Findings of one key (or element) and one rule, across locales.
    struct FindingGroup {
        var label: String
        var findings: [Finding]

        var worstSeverity: Severity { findings.map(\.severity).max() ?? .note }
        /// The largest overflow of the group's findings, points, and whether it is vertical
        /// (`ReportText.overflow(of:)`): what the Overflow column shows and sorts by.
        var maxOverflow: (points: Double, vertical: Bool)? {
            findings.compactMap { ReportText.overflow(of: $0) }.max { $0.points < $1.points }
        }
        var locales: Set<String> { Set(findings.map { $0.locale ?? HTMLReporter.noLocale }) }

        /// Groups findings (in report order) by table, key, element and rule; worst groups first.
        static func make(_ findings: [Finding]) -> [FindingGroup] {
            var order: [[String]] = []
            var byID: [[String]: FindingGroup] = [:]
            for finding in findings {
                let id: [String] =
                    finding.key != nil
                    ? [
                        "k", finding.table ?? "", finding.key ?? "",
                        finding.element?.name ?? finding.element?.role ?? "", finding.rule,
                    ]
                    : ["e", finding.file ?? "", finding.element?.name ?? finding.element?.role ?? "", finding.rule]
                if byID[id] == nil {
                    order.append(id)
                    let label =
                        finding.key ?? finding.element?.name ?? finding.element?.role ?? finding.file ?? finding.rule
                    byID[id] = FindingGroup(label: label, findings: [])
                }
                byID[id]?.findings.append(finding)
            }
            let groups = order.compactMap { byID[$0] }
            return groups.enumerated().sorted { a, b in
                if a.element.worstSeverity != b.element.worstSeverity {
                    return a.element.worstSeverity > b.element.worstSeverity
                }
                if a.element.locales.count != b.element.locales.count {
                    return a.element.locales.count > b.element.locales.count
                }
                let x = a.element.maxOverflow?.points ?? -1, y = b.element.maxOverflow?.points ?? -1
                if x != y { return x > y }
                return a.offset < b.offset
            }.map(\.element)
        }
    }

    /// The locales to show: the summary's, then any other locale findings name; a column
    /// for findings without a locale comes last.
    static func locales(_ report: AuditReport) -> [String] {
        var locales = report.summary.locales
        let extra = Set(report.findings.compactMap(\.locale)).subtracting(locales).sorted()
        locales += extra
        if report.findings.contains(where: { $0.locale == nil }) { locales.append(noLocale) }
        return locales
    }

    /// The size categories to show, smallest first: the summary's and any findings name.
    static func sizes(_ report: AuditReport) -> [String] {
        var all = report.summary.sizes
        for finding in report.findings {
            for size in sizeList(finding) where size != noSize && !all.contains(size) { all.append(size) }
        }
        return all.enumerated().sorted { a, b in
            let x = ContentSizeCategory(name: a.element)?.index ?? 99,
                y = ContentSizeCategory(name: b.element)?.index ?? 99
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }

    /// The sizes a finding fails at, or `noSize`.
    static func sizeList(_ finding: Finding) -> [String] {
        if let sizes = finding.sizeCategories, !sizes.isEmpty { return sizes }
        if let size = finding.sizeCategory { return [size] }
        return [noSize]
    }

    static func localeLabel(_ locale: String) -> String {
        if locale == noLocale { return "no locale" }
        // A pseudo-locale's column says what it is: its findings are forecasts.
        if let kind = PseudoKind(localeTag: locale) { return "\(locale) (pseudo: \(kind.rawValue))" }
        return locale
    }

    static func describe(_ element: ElementSummary) -> String {
        var parts = [element.role]
        if let name = element.name { parts[0] += " “\(name)”" }
        if let width = element.width { parts.append("\(ReportText.number(width)) pt wide") }
        if let lines = element.lines {
            parts.append(lines == 0 ? "unlimited lines" : lines == 1 ? "1 line" : "\(lines) lines")
        }
        if let style = element.textStyle { parts.append(style) }
        if let shown = element.shownAt { parts.append("shown at \(shown)") }
        return parts.joined(separator: " · ")
    }

    /// The source-language text of a group, when one of its findings measured it.
    static func sourceText(_ group: FindingGroup) -> String? {
        let english = group.findings.first { $0.locale?.hasPrefix("en") == true }?.measurement?.text
        return english
    }

    /// A locale cell's entry: the failing sizes, the overflow and the variation, each kept
    /// on one line ("xxLarge–AX5", "+31.4 pt", "plural.other"); the severity when none applies.
    static func chipHTML(_ finding: Finding) -> String {
        var parts: [String] = []
        let sizes = ReportText.sizes(of: finding)
        if !sizes.isEmpty { parts.append(sizes) }
        if let overflow = ReportText.overflow(of: finding), overflow.points > 0 {
            parts.append("+" + ReportText.points(overflow.points) + (overflow.vertical ? " tall" : ""))
        }
        if let variation = finding.variation { parts.append(variation) }
        if parts.isEmpty { parts.append(finding.severity.rawValue) }
        return parts.map { "<span>\(Escaping.html($0))</span>" }.joined(separator: " ")
    }

    /// Links to Apple's pages, by name: `<a href="https://developer.apple.com/…/buttons">Buttons</a>, …`.
    static func links(_ references: [AppleReference]) -> String {
        references.map { "<a href=\"\(Escaping.html($0.url))\">\(Escaping.html($0.name))</a>" }.joined(separator: ", ")
    }
}
