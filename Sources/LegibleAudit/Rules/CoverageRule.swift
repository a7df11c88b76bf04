import Foundation
import LegibleText

/// `coverage`: every character must have a glyph in some available face for its locale.
///
/// A character no face covers is drawn as `.notdef` (a box, "tofu") on the device when iOS's
/// own fonts lack it too, and its width here is not the real one; the finding names the code
/// point, locale and key so a missing font can be supplied (`--fonts`) or the text fixed.
public struct CoverageRule: FitRule {
    /// The `coverage` rule (category localization, default severity error): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Typography:
    ///   https://developer.apple.com/design/human-interface-guidelines/typography
    public static let description = RuleDescription(
        id: "coverage",
        name: "Font coverage",
        summary: "Every character must have a glyph in a face available for its locale.",
        rationale: """
            Text measured with a missing glyph is not measured truly, and text shown with one is unreadable. The \
            HIG asks for legible text in every language the app supports (Typography; Right to left). A finding \
            means no face Legible found covers the character: supply the font (Apple's, with --fonts) or fix the text.
            """,
        category: .localization,
        defaultSeverity: .error,
        hig: [.typography],
        triggeringExamples: [
            RuleExample(
                "Private \u{10FFFD} use", role: .label, note: "U+10FFFD is in no font",
                message:
                    "U+10FFFD in \"Private \u{10FFFD} use\" (en) has no glyph in any available face: its width is not known and iOS may show a box"
            )
        ],
        nonTriggeringExamples: [
            RuleExample(
                "Привет, 世界, مرحبا, สวัสดี, नमस्ते 👋", role: .label, locale: "en",
                element: ElementSpec(role: .label, width: 1000), note: "fallback faces cover every script"),
            RuleExample("a\u{200D}b\u{FE0F}", role: .label, note: "joiners and variation selectors need no glyph"),
        ])

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// One finding listing the code points (`U+XXXX`) that no available face covers, at any size;
    /// none when every character has a glyph.
    public func check(_ context: FitContext) -> [Finding] {
        // Nearly every text is covered: no set is built for it.
        guard context.checks.containsInPlace(where: { !$0.pointee.missingCharacters.isEmpty }) else { return [] }
        let missing = Array(Set(context.checks.flatMap(\.missingCharacters))).sorted()
        guard !missing.isEmpty else { return [] }
        let message =
            "\(missing.joined(separator: ", ")) in \"\(context.measuredText)\" (\(context.string.locale)) "
            + "has no glyph in any available face: its width is not known and iOS may show a box"
        return [
            Finding(
                rule: Self.description.id, severity: Self.description.defaultSeverity, message: message,
                key: context.string.key, table: context.string.table, locale: context.string.locale,
                variation: context.variation, location: context.string.location,
                hig: Self.description.hig)
        ]
    }
}
