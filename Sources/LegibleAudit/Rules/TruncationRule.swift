import Foundation
import LegibleText

/// `truncation`: a string must fit its element — its width and line count — at every size
/// category and Bold Text state checked.
///
/// One finding per string, variation and element, listing every size and Bold Text state at
/// which the text is cut. Severity (issue #2): error when it is cut at Large or smaller (what
/// most people see), warning when it is first cut between xLarge and xxxLarge, and the
/// configured level (default warning) when it is cut only at AX1–AX5.
public struct TruncationRule: FitRule {
    public static let description = RuleDescription(
        id: "truncation",
        name: "Truncation",
        summary: "Text must fit its element's width and line count at every Dynamic Type size and Bold Text state.",
        rationale: """
            iOS cuts text that does not fit and shows an ellipsis (U+2026) where it is missing. The HIG asks to keep \
            button titles short because long text is likely to be truncated on small screens (Buttons, 8.1), to keep \
            cell text succinct because all cell styles truncate (Tables, 7.11), and to keep truncation to a minimum as \
            the font size grows, showing as much useful text at the largest accessibility size as at the largest \
            standard size (Typography).
            """,
        category: .fit,
        defaultSeverity: .error,
        hig: [.buttons, .listsAndTables, .typography],
        triggeringExamples: [
            RuleExample("Überprüfe deinen Posteingang", role: .navigationTitle, locale: "de",
                        element: ElementSpec(role: .navigationTitle, width: 160, font: FixedFont(pointSize: 17, weight: .semibold),
                                             adjustsFontForContentSizeCategory: false),
                        note: "mastodon-ios #1139: German title cut to \"Überprüfe deinen Po…\""),
            RuleExample("エクスプローラー", role: .tabBarItem, locale: "ja",
                        element: ElementSpec(role: .tabBarItem, width: 60, font: FixedFont(pointSize: 10, weight: .medium),
                                             adjustsFontForContentSizeCategory: false),
                        note: "IceCubesApp #654: Japanese tab title in a five-tab bar on a 320 pt iPhone"),
            RuleExample("Einstellungen speichern", role: .button, locale: "de",
                        element: ElementSpec(role: .button, width: 120, textStyle: .body),
                        note: "fits at xSmall, cut from Large up"),
        ],
        nonTriggeringExamples: [
            RuleExample("Check Your Inbox", role: .navigationTitle,
                        element: ElementSpec(role: .navigationTitle, width: 160, font: FixedFont(pointSize: 17, weight: .semibold),
                                             adjustsFontForContentSizeCategory: false)),
            RuleExample("Explore", role: .tabBarItem,
                        element: ElementSpec(role: .tabBarItem, width: 60, font: FixedFont(pointSize: 10, weight: .medium),
                                             adjustsFontForContentSizeCategory: false)),
            RuleExample("Einstellungen speichern und später noch einmal prüfen", role: .label, locale: "de",
                        element: ElementSpec(role: .label, width: 300, lines: 0, textStyle: .body, lineBreakMode: .byWordWrapping),
                        note: "unlimited lines: wraps, never truncates"),
            RuleExample("Speichern", role: .button, locale: "de",
                        element: ElementSpec(role: .button, width: 60, font: FixedFont(pointSize: 17),
                                             minimumScaleFactor: 0.5, adjustsFontForContentSizeCategory: false),
                        note: "a fixed 17 pt title that shrinks to fit instead (shrink-then-truncate's business)"),
        ])

    enum Message {
        static let withinStandInError = " (within the stand-in font's error; measure with SF Pro to confirm)"
    }

    /// The severity of a truncation first seen at `size`.
    static func severity(_ size: ContentSizeCategory, options: RuleOptions) -> Severity {
        size <= .large ? .error : size <= .xxxLarge ? .warning : options.accessibilitySizeSeverity
    }

    public init() {}

    public func check(_ context: FitContext) -> [Finding] {
        guard context.checks.contains(where: \.layout.isTruncated) else { return [] }
        let failing = context.checks.filter { $0.layout.isTruncated }
        guard let first = failing.first else { return [] }
        // Text cut only with Bold Text on is the bold-text rule's one finding; this rule reports
        // text cut with Bold Text off, naming the sizes at which it is cut with it on as well.
        if context.checks.contains(where: { !$0.boldText }), !failing.contains(where: { !$0.boldText }) { return [] }
        let failingSizes = Array(Set(failing.map(\.sizeCategory))).sorted()
        let worst = failingSizes[0]
        // An overflow within the stand-in font's error may not happen on iOS: such failures
        // count one severity lower (the sizes where the overflow is beyond it count in full).
        let band = context.options.standInErrorBand
        let certain = failing.filter { !($0.standIn && $0.layout.overflow <= band * $0.layout.width) }
        let full = Self.severity(worst, options: context.options)
        let severity = certain.map(\.sizeCategory).min().map { max(Self.severity($0, options: context.options), full.lowered) }
            ?? full.lowered
        let withinBand = severity < full
        // Describe the first failure with Bold Text off when there is one at that size.
        let representative = failing.first { $0.sizeCategory == worst && !$0.boldText } ?? first
        let boldStates = Array(Set(failing.map { $0.boldText ? "on" : "off" })).sorted()
        let layout = representative.layout
        let room = layout.availableWidth ?? 0
        let element = context.element
        let sizeList = FitRuleText.sizeRange(failingSizes, of: context.checks.map(\.sizeCategory))
        let boldNote = FitRuleText.boldNote(failing, of: context.checks)
        let where_ = context.deviceName.map { " on \($0)" } ?? ""
        let overflowText: String
        if layout.lineCount > 1, element.lines != 1 {
            overflowText = "needs \(layout.lineCount) lines where it has \(element.lines == 0 ? "a fixed height" : "\(element.lines)"); " +
                "\(FitRuleText.points(layout.overflow)) pt of text is cut"
        } else {
            overflowText = "overflows by \(FitRuleText.points(layout.overflow)) pt"
        }
        let everySize = Set(failingSizes) == Set(context.checks.map(\.sizeCategory)) && failingSizes.count > 1
        let shown = representative.visibleText.replacingOccurrences(of: "\n", with: " ")
        let when = everySize ? "at every size" : "at \(worst.name)"
        let message = "\"\(context.measuredText)\" \(overflowText) in its \(FitRuleText.points(room)) pt \(element.role.rawValue)" +
            "\(where_) \(when) (\(context.string.locale)): shows \"\(shown)\"" +
            (everySize ? boldNote.map { "; cut at \($0)" } ?? "" : "; cut at \(boldNote ?? sizeList)")
            + (withinBand ? Message.withinStandInError : "")
        var finding = Finding(
            rule: Self.description.id, severity: severity, message: message, key: context.string.key,
            table: context.string.table, locale: context.string.locale,
            variation: FitRuleText.variation(context), location: context.string.location,
            sizeCategory: worst.name, sizeCategories: failingSizes.map(\.name), boldText: representative.boldText,
            boldTextStates: boldStates, element: FitRuleText.summary(of: context, in: representative), hig: Self.description.hig)
        finding.measurement = FitRuleText.measurement(representative, text: context.measuredText)
        return [finding]
    }
}

/// Wording shared by the fit rules' messages.
enum FitRuleText {
    /// "12.3" — points with one decimal.
    static func points(_ value: Double) -> String {
        value > 0 && value < 0.1 ? String(format: "%.2f", value) : String(format: "%.1f", value)
    }

    /// "xLarge–AX5 with Bold Text off, Large–AX5 with it on" when the two states are cut at
    /// different sizes; `nil` when both are cut at the same sizes, or only one state was checked.
    static func boldNote(_ failing: [FitCheck], of checks: [FitCheck]) -> String? {
        let checked = Set(checks.map(\.boldText))
        guard checked.count == 2 else { return nil }
        let off = Array(Set(failing.filter { !$0.boldText }.map(\.sizeCategory))).sorted()
        let on = Array(Set(failing.filter(\.boldText).map(\.sizeCategory))).sorted()
        guard off != on else { return nil }
        let all = checks.map(\.sizeCategory)
        let offText = off.isEmpty ? "nowhere with Bold Text off" : "\(sizeRange(off, of: all)) with Bold Text off"
        let onText = on.isEmpty ? "nowhere with it on" : "\(sizeRange(on, of: all)) with it on"
        return "\(offText), \(onText)"
    }

    /// "Large–AX5" for a contiguous run of the sizes checked, else a comma list.
    static func sizeRange(_ failing: [ContentSizeCategory], of checked: [ContentSizeCategory]) -> String {
        let all = Array(Set(checked)).sorted()
        guard let first = failing.first, let last = failing.last else { return "" }
        if failing.count == 1 { return first.name }
        let span = all.filter { $0 >= first && $0 <= last }
        if span == failing { return "\(first.name)–\(last.name)" }
        return failing.map(\.name).joined(separator: ", ")
    }

    static func variation(_ context: FitContext) -> String? {
        switch (context.string.variation, context.expansion) {
        case let (v?, e?): "\(v) [\(e)]"
        case let (v?, nil): v
        case let (nil, e?): e
        case (nil, nil): nil
        }
    }

    static func summary(of context: FitContext, in check: FitCheck? = nil) -> ElementSummary {
        let e = context.element
        var name = e.name
        if let device = context.deviceName { name = [e.name, device].compactMap { $0 }.joined(separator: " @ ") }
        return ElementSummary(role: e.role.rawValue, name: name, width: context.width(in: check), height: e.height, lines: e.lines,
                              textStyle: e.textStyle?.rawValue ?? e.font.map { "\($0.family ?? "system") \(points($0.pointSize)) pt \($0.weight.name)" },
                              lineBreakMode: e.lineBreakMode.rawValue).locatingSource(of: e)
    }

    static func measurement(_ check: FitCheck, text: String) -> MeasurementSummary {
        let layout = check.layout
        return MeasurementSummary(
            text: text, pointSize: check.font.pointSize, weight: check.font.weight.rawValue,
            width: (layout.width * 100).rounded() / 100, availableWidth: layout.availableWidth ?? 0,
            overflow: (layout.overflow * 100).rounded() / 100,
            verticalOverflow: layout.verticalOverflow > 0 ? (layout.verticalOverflow * 100).rounded() / 100 : nil,
            lines: layout.lineCount, visibleText: check.visibleText, scale: (layout.scale * 1000).rounded() / 1000,
            faces: check.faces, fontFamily: check.font.family, lineHeight: check.font.lineHeight)
    }
}
