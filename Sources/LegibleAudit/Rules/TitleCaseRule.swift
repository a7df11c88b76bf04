import Foundation

/// Buttons, bar items, tab and segment titles, menu commands, navigation titles and alert titles
/// that are fragments use Apple's title-style capitalization.
public struct TitleCaseRule: TextRule {
    /// The rule's identifier, rationale, default severity and examples.
    public static let description = RuleDescription(
        id: "title-case",
        name: "Title-Style Capitalization",
        summary: "Button, bar item, tab, segment, menu, navigation title and alert-title fragments use title-style capitalization.",
        rationale: """
            The HIG asks for title-style capitalization on buttons (Buttons), edit-menu commands \
            (Edit menus) and alert buttons and title fragments (Alerts); Apple's own apps use it \
            for navigation titles, bar items, tabs and segments. The rule follows the Apple Style Guide: \
            capitalize every word except articles, coordinating conjunctions, "to", "as" and prepositions \
            of four letters or fewer — unless first, last or after a colon — and capitalize a preposition \
            that belongs to a phrasal verb ("Log In", "Set Up") and the second part of a hyphenated \
            compound (except "Built-in" and "Plug-in"). Product names keep their spelling ("Mac mini"), \
            acronyms, words with inner capitals, emoji, format specifiers and placeholders are left \
            alone. It runs only for languages listed in `titleCaseLanguages` (English by default): \
            other languages do not use English title case ("Blogs que sigo", not "Blogs Que Sigo").
            """,
        category: .capitalization,
        defaultSeverity: .warning,
        hig: [.buttons, .editMenus, .alerts],
        triggeringExamples: [
            RuleExample("Log in", note: "phrasal verb: 'In' is capitalized"),
            RuleExample("Display full username"),
            RuleExample("Add To Cart", note: "'to' is lowercase mid-title"),
            RuleExample("Export a Document As a PDF", role: .menuCommand, note: "'as' is always lowercase"),
            RuleExample("Set up your mac mini", note: "phrasal verb, and the product is spelled 'Mac mini'"),
            RuleExample("Sign-in Options", role: .barButtonItem, note: "second part of a compound"),
            RuleExample("Built-In Apps", role: .navigationTitle, note: "Style Guide exception: 'Built-in'"),
            RuleExample("Don't allow", role: .alertAction),
            RuleExample("Privacy settings", role: .navigationTitle),
            RuleExample("Turn on notifications", role: .alertAction),
            RuleExample("Delete photo", role: .alertTitle, note: "a title fragment (no ending punctuation)"),
            RuleExample("Ok", role: .alertAction, note: "spelled 'OK'"),
        ],
        nonTriggeringExamples: [
            RuleExample("Log In"),
            RuleExample("Set Up Your Mac mini"),
            RuleExample("Export a Document as a PDF", role: .menuCommand),
            RuleExample("How to Start Your Computer", role: .navigationTitle),
            RuleExample("Built-in Apps", role: .navigationTitle),
            RuleExample("Sign-In Options", role: .barButtonItem),
            RuleExample("Show ALT Texts", note: "acronyms keep their capitals"),
            RuleExample("Enable 🤖 Helper", note: "emoji are skipped"),
            RuleExample("Log In to %@", note: "'to' before a specifier is not the last word"),
            RuleExample("Font Scaling: %@", role: .segment),
            RuleExample("Sign in with Apple", note: "Apple's product name, spelled as Apple spells it"),
            RuleExample("Open in iCloud Drive", role: .menuCommand),
            RuleExample("Re-enter Password", note: "after a prefix either case is accepted"),
            RuleExample("Save As…", role: .menuCommand, note: "last word is capitalized even when minor"),
            RuleExample("Blogs que sigo", role: .navigationTitle, locale: "es", note: "Spanish does not use title case"),
            RuleExample("Einstellungen speichern", locale: "de"),
            RuleExample("設定を保存", locale: "ja"),
            RuleExample("Are you sure you want to delete this post?", role: .alertTitle,
                        note: "an alert title that is a sentence uses sentence style"),
            RuleExample("Background color", role: .tableCellTitle, note: "cells are not in the HIG's title-style list"),
            RuleExample("OK", role: .alertAction),
            RuleExample("Slow Down", note: "'Down' may be an adverb: accepted either way"),
        ])

    /// Roles whose text uses title style.
    static let roles: Set<Role> = [
        .button, .alertAction, .actionSheetAction, .navigationTitle, .largeTitle, .barButtonItem, .toolbarItem,
        .tabBarItem, .segment, .menuCommand, .backButton, .alertTitle,
    ]

    enum Message {
        static func titleStyle(_ text: String, _ corrected: String, _ changes: [TitleCaser.Change], hig: String) -> String {
            var capitalize: [String] = [], lowercase: [String] = [], write: [String] = []
            for change in changes {
                if change.corrected == change.original.lowercased() {
                    lowercase.append(Format.quoted(change.original))
                } else if TitleCaser.capitalized(change.original) == change.corrected {
                    capitalize.append(Format.quoted(change.original))
                } else {
                    write.append(Format.quoted(change.corrected))
                }
            }
            var words: [String] = []
            if !capitalize.isEmpty { words.append("capitalize \(Format.list(capitalize))") }
            if !lowercase.isEmpty { words.append("lowercase \(Format.list(lowercase))") }
            if !write.isEmpty { words.append("write \(Format.list(write))") }
            return "Use title-style capitalization: \(Format.quoted(text)) → \(Format.quoted(corrected)) "
                + "(\(words.joined(separator: "; "))); HIG \(hig)."
        }
    }

    /// Creates the rule (rules are stateless).
    public init() {}

    /// Findings for `context.text` in its role and locale, with the rule's default severity.
    public func check(_ context: TextContext) -> [Finding] {
        guard Self.roles.contains(context.role), context.caseRulesApply else { return [] }
        if context.role == .alertTitle, SentenceCaseRule.isSentence(context.text) { return [] }
        let result = TitleCaser(brandNames: context.options.brandNames).apply(context.text)
        guard !result.changes.isEmpty else { return [] }
        return [context.finding(
            Self.description,
            message: Message.titleStyle(context.text, result.corrected, result.changes, hig: Self.description.hig),
            suggestion: result.corrected)]
    }
}
