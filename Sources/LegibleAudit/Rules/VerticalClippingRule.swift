import Foundation
import LegibleText

/// Text in an element of fixed height must not grow past it at larger sizes.
public struct VerticalClippingRule: FitRule {
    /// The `vertical-clipping` rule (category fit, default severity error): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines pages:
    /// - Labels:
    ///   https://developer.apple.com/design/human-interface-guidelines/labels
    /// - Text views:
    ///   https://developer.apple.com/design/human-interface-guidelines/text-views
    public static let description = RuleDescription(
        id: "vertical-clipping",
        name: "Vertical Clipping",
        summary: "Text in an element of fixed height grows past it at larger text sizes: lines are cut off or clipped.",
        rationale: """
            HIG Labels and Text views: text must stay readable at every Dynamic Type size; an \
            element whose height is fixed (a height constraint, a frame that does not grow) cannot take \
            the extra lines larger text needs. UILabel then shows only the lines that fit and cuts the \
            text after the last one; when even one line is taller than the frame, the glyphs themselves \
            are clipped (`verticalOverflow`). The rule reports the sizes at which the frame's height — \
            not its width or line limit — cuts the text, and the sizes at which a line is clipped.
            """,
        category: .fit,
        defaultSeverity: .error,
        hig: [.labels, .textViews],
        triggeringExamples: [
            RuleExample(
                "Your subscription renews automatically unless you cancel it.", role: .label,
                element: ElementSpec(role: .label, width: 300, height: 44, lines: 0, textStyle: .body),
                note: "two lines fit 44 pt up to Large; from xLarge on the second is cut",
                message:
                    "“Your subscription renews automatically unless you cancel it.” needs more lines at xLarge–AX2 than its 44 pt frame holds (1 of 24 pt): iOS cuts it to “Your subscription renews autom…”; let the frame grow with the text; HIG Labels, Text views."
            ),
            RuleExample(
                "Guardar", role: .button, locale: "es",
                element: ElementSpec(role: .button, width: 200, height: 30, textStyle: .body),
                note: "one line, but taller than 30 pt from AX1 on: clipped",
                message:
                    "A line of “Guardar” is 34 pt tall at AX1–AX5 but its frame leaves 30 pt: 4 pt of the glyphs is clipped; HIG Labels, Text views."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "Your subscription renews automatically unless you cancel it.", role: .label,
                element: ElementSpec(role: .label, width: 300, lines: 0, textStyle: .body),
                note: "no fixed height: the label grows"),
            RuleExample(
                "Guardar", role: .button, locale: "es",
                element: ElementSpec(role: .button, width: 200, height: 80, textStyle: .body),
                note: "tall enough at every size"),
            RuleExample(
                "Your subscription renews automatically unless you cancel it.", role: .label,
                element: ElementSpec(role: .label, width: 300, height: 200, lines: 2, textStyle: .body),
                note: "cut by its two-line limit, not by its height (truncation reports it)"),
        ])

    /// Overflow below this is rounding, points.
    static let tolerance = 0.5

    enum Message {
        static func clipped(_ text: String, lineHeight: Double, room: Double, overflow: Double, sizes: String) -> String
        {
            "A line of \(Format.quoted(text)) is \(Format.points(lineHeight)) pt tall \(sizes) but its frame leaves "
                + "\(Format.points(room)) pt: \(Format.points(overflow)) pt of the glyphs is clipped; "
                + "HIG Labels, Text views."
        }

        static func cut(
            _ text: String, shown: Int, lineHeight: Double, room: Double, sizes: String, visible: String
        ) -> String {
            "\(Format.quoted(text)) needs more lines \(sizes) than its \(Format.points(room)) pt frame holds "
                + "(\(shown) of \(Format.points(lineHeight)) pt): iOS cuts it to \(Format.quoted(visible)); let the "
                + "frame grow with the text; HIG Labels, Text views."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// For an element of fixed height: a finding at the sizes where fewer lines are shown than the
    /// text needs because the next line would not fit the height (less the insets), and one at the
    /// sizes where the lines shown are taller than the height by more than 0.5 pt; none without a height.
    public func check(_ context: FitContext) -> [Finding] {
        guard let height = context.element.height else { return [] }
        let room = max(0, height - context.element.insets.top - context.element.insets.bottom)
        let limit = context.element.lines
        var findings: [Finding] = []
        let clipped = context.checks.filter { $0.layout.verticalOverflow > Self.tolerance }
        let cut = context.checks.filter { check in
            let shown = check.layout.shownLineCount
            return !check.layout.fits && check.layout.verticalOverflow <= Self.tolerance
                && (limit == 0 || shown < limit) && Double(shown + 1) * check.layout.lineHeight > room + Self.tolerance
        }
        if let first = cut.first {
            findings.append(
                context.finding(
                    Self.description,
                    message: Message.cut(
                        context.measuredText, shown: first.layout.shownLineCount, lineHeight: first.layout.lineHeight,
                        room: room,
                        sizes: context.sizeDescription(cut),
                        visible: Format.oneLine(first.visibleText)),
                    failing: cut))
        }
        if let first = clipped.first {
            findings.append(
                context.finding(
                    Self.description,
                    message: Message.clipped(
                        context.measuredText, lineHeight: first.layout.lineHeight, room: room,
                        overflow: first.layout.verticalOverflow, sizes: context.sizeDescription(clipped)),
                    failing: clipped))
        }
        return findings
    }
}
