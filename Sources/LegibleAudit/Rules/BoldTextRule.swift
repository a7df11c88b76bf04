import Foundation
import LegibleText

/// Text that fits with Bold Text off must fit with it on, at the same size.
public struct BoldTextRule: FitRule {
    /// The `bold-text` rule (category fit, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines pages:
    /// - Labels:
    ///   https://developer.apple.com/design/human-interface-guidelines/labels
    /// - Text views:
    ///   https://developer.apple.com/design/human-interface-guidelines/text-views
    public static let description = RuleDescription(
        id: "bold-text",
        name: "Bold Text",
        summary: "Text fits with Bold Text off but not with it on, at the same text size.",
        rationale: """
            HIG Labels: test labels with accessibility options such as Bold Text. With Bold Text on, \
            iOS sets text one or two weights heavier (regular → semibold, semibold → heavy; measured by \
            codeandtheory/YMatterType), and heavier glyphs are wider. The rule reports text that is never \
            cut with Bold Text off but is cut with it on, with the sizes — failures that only people who use \
            Bold Text see. Text cut with Bold Text off too is one truncation finding naming both states.
            """,
        category: .fit,
        defaultSeverity: .warning,
        hig: [.labels, .textViews],
        triggeringExamples: [
            RuleExample(
                "Benachrichtigungen", role: .button, locale: "de",
                element: ElementSpec(role: .button, width: 157, textStyle: .body, maxSizeCategory: .large),
                note: "153 pt in regular, 162 pt in semibold at Large",
                message:
                    "“Benachrichtigungen” fits its 157 pt with Bold Text off but not with it on (regular → semibold, 161.8 pt) at Large–AX5: iOS shows “Benachrichtigung…”; HIG Labels.",
                fix:
                    "Fix: 4.8 pt (about 1 character) too long at Large with Bold Text, where “Benachrichtigunge” fits; with Bold Text it fits up to Medium. Any of these would fit it at every size checked: minimumScaleFactor 0.97, or a shorter text."
            )
        ],
        nonTriggeringExamples: [
            RuleExample(
                "Benachrichtigungen", role: .button, locale: "de",
                element: ElementSpec(role: .button, width: 200, textStyle: .body, maxSizeCategory: .large),
                note: "fits both ways"),
            RuleExample(
                "Benachrichtigungen verwalten", role: .button, locale: "de",
                element: ElementSpec(role: .button, width: 100, textStyle: .body, maxSizeCategory: .large),
                note: "cut both ways: truncation reports it, not this rule"),
            RuleExample(
                "Benachrichtigungen", role: .button, locale: "de",
                element: ElementSpec(role: .button, width: 157, textStyle: .body),
                note: "cut from xLarge with Bold Text off as well: truncation's one finding names both states"),
        ])

    enum Message {
        static func boldOnly(
            _ text: String, room: Double, regular: FontWeight, bold: FontWeight, boldWidth: Double,
            sizes: String, visible: String
        ) -> String {
            "\(Format.quoted(text)) fits its \(Format.points(room)) pt with Bold Text off but not with it on "
                + "(\(regular.name) → \(bold.name), \(Format.points(boldWidth)) pt) \(sizes): iOS shows "
                + "\(Format.quoted(visible)); HIG Labels."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// One finding when the text is cut with Bold Text on at some size where it fits with Bold
    /// Text off, and is never cut with Bold Text off (that is `truncation`'s finding); with fix advice.
    public func check(_ context: FitContext) -> [Finding] {
        // Most strings fit everywhere: nothing to compare.
        guard context.checks.containsInPlace(where: { $0.pointee.boldText && !$0.pointee.layout.fits }) else {
            return []
        }
        // Text also cut with Bold Text off is the truncation rule's one finding, which names the
        // sizes for both states: one finding per string, element and device.
        guard !context.checks.containsInPlace(where: { !$0.pointee.boldText && $0.pointee.layout.isTruncated }) else {
            return []
        }
        var failing: [FitCheck] = []
        var regular: [ContentSizeCategory: FitCheck] = [:]
        for check in context.checks where !check.boldText { regular[check.sizeCategory] = check }
        for check in context.checks where check.boldText && !check.layout.fits {
            if let off = regular[check.sizeCategory], off.layout.fits { failing.append(check) }
        }
        guard let first = failing.first else { return [] }
        let off = regular[first.sizeCategory]
        var finding = context.finding(
            Self.description,
            message: Message.boldOnly(
                context.measuredText, room: first.layout.availableWidth ?? context.element.availableWidth ?? 0,
                regular: off?.font.weight ?? .regular, bold: first.font.weight, boldWidth: first.layout.width,
                sizes: "at \(Format.sizes(FitContext.sizes(of: failing)))", visible: first.visibleText),
            failing: failing)
        finding.fix = context.advice(failing: failing, shown: first, isCut: { !$0.fits })
        return [finding]
    }
}
