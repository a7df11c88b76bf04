import Foundation

extension RuleRegistry {
    /// The rule list `legible rules` prints: one line per rule with its identifier, category,
    /// default severity and summary, in aligned columns under a header.
    public func listing() -> String {
        let rows = descriptions.map { [$0.id, $0.category.rawValue, $0.defaultSeverity.rawValue, $0.summary] }
        let header = ["ID", "CATEGORY", "SEVERITY", "SUMMARY"]
        let widths = (0..<3).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            (0..<3).map { cells[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + cells[3]
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
    }

    /// What `legible rules ID` prints: name, identifier, category, default severity, kind, the
    /// Apple pages the rule rests on (name and address), summary, rationale, and the examples that
    /// trigger and do not trigger the rule.
    /// `nil` when no rule has that identifier.
    public func explanation(of id: String) -> String? {
        guard let rule = description(id: id) else { return nil }
        var lines: [String] = []
        lines.append("\(rule.name) (\(rule.id))")
        lines.append("")
        lines.append("Category:          \(rule.category.rawValue)")
        lines.append("Default severity:  \(rule.defaultSeverity.rawValue)")
        lines.append("Checks:            \(kinds(of: id).joined(separator: ", "))")
        for (index, reference) in rule.references.enumerated() {
            let label = index > 0 ? "" : rule.references.allSatisfy(\.isHIG) ? "HIG:" : "Apple:"
            lines.append(
                label.padding(toLength: 19, withPad: " ", startingAt: 0) + "\(reference.name) — \(reference.url)")
        }
        lines.append("")
        lines.append(rule.summary)
        lines.append("")
        lines += Self.wrap(rule.rationale, width: 88)
        lines.append("")
        lines.append("Triggers on:")
        lines += rule.triggeringExamples.map { "  ✗ " + Self.describe($0) }
        lines.append("")
        lines.append("Does not trigger on:")
        lines += rule.nonTriggeringExamples.map { "  ✓ " + Self.describe($0) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The README's rule table in Markdown: identifier, category, default severity, summary, and
    /// the Apple pages the rule rests on, linked.
    public func markdownTable() -> String {
        func cell(_ text: String) -> String {
            text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
        }
        var lines = [
            "| Rule | Category | Default severity | What it checks | Apple guidance |",
            "| --- | --- | --- | --- | --- |",
        ]
        for rule in descriptions {
            lines.append(
                "| `\(rule.id)` | \(rule.category.rawValue) | \(rule.defaultSeverity.rawValue) | "
                    + "\(cell(rule.summary)) | \(rule.references.map { "[\(cell($0.name))](\($0.url))" }.joined(separator: ", ")) |"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `“Log in” — button, en; phrasal verb …` with the element or screen when there is one.
    static func describe(_ example: RuleExample) -> String {
        var parts: [String] = []
        if let screen = example.screen {
            parts.append(screen.summary)
        } else {
            parts.append(Format.quoted(example.text))
        }
        var context = [example.role.rawValue, example.locale]
        if let element = example.element {
            var spec: [String] = []
            if let w = element.width { spec.append("width \(Format.points(w))") }
            if let h = element.height { spec.append("height \(Format.points(h))") }
            if element.lines != 1 { spec.append("lines \(element.lines)") }
            if let style = element.textStyle { spec.append(style.rawValue) }
            if let font = element.font {
                spec.append(
                    "\(font.family ?? "system") \(Format.points(font.pointSize)) pt \(font.weight.name)"
                        + (element.adjustsFontForContentSizeCategory ? " (scaled)" : " (fixed)"))
            }
            if element.minimumScaleFactor > 0 { spec.append("min scale \(Format.scale(element.minimumScaleFactor))") }
            if let cap = element.maxSizeCategory { spec.append("max \(cap.name)") }
            context += spec
        }
        if let width = example.deviceWidth { context.append("\(Format.points(width)) pt device") }
        var line = parts.joined() + " — " + context.joined(separator: ", ")
        if let note = example.note { line += "; " + note }
        return line
    }

    /// Greedy word wrap.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = String(word)
            } else {
                current += current.isEmpty ? String(word) : " " + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
