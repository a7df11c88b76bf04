import Foundation

/// Buttons, bar items, tab and segment titles, menu commands, navigation titles and alert titles
/// that are fragments use Apple's title-style capitalization.
public struct TitleCaseRule: TextRule {
    /// The `title-case` rule (category capitalization, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines pages:
    /// - Buttons:
    ///   https://developer.apple.com/design/human-interface-guidelines/buttons
    /// - Edit menus:
    ///   https://developer.apple.com/design/human-interface-guidelines/edit-menus
    /// - Alerts:
    ///   https://developer.apple.com/design/human-interface-guidelines/alerts
    public static let description = RuleDescription(
        id: "title-case",
        name: "Title-Style Capitalization",
        summary:
            "Button, bar item, tab, segment, menu, navigation title and alert-title fragments use title-style capitalization.",
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
            RuleExample(
                "Log in", note: "phrasal verb: 'In' is capitalized",
                message:
                    "Use title-style capitalization: “Log in” → “Log In” (capitalize “in”); HIG Buttons, Edit menus, Alerts.",
                suggestion: "Log In"),
            RuleExample(
                "Display full username",
                message:
                    "Use title-style capitalization: “Display full username” → “Display Full Username” (capitalize “full” and “username”); HIG Buttons, Edit menus, Alerts.",
                suggestion: "Display Full Username"),
            RuleExample(
                "Add To Cart", note: "'to' is lowercase mid-title",
                message:
                    "Use title-style capitalization: “Add To Cart” → “Add to Cart” (lowercase “To”); HIG Buttons, Edit menus, Alerts.",
                suggestion: "Add to Cart"),
            RuleExample(
                "Export a Document As a PDF", role: .menuCommand, note: "'as' is always lowercase",
                message:
                    "Use title-style capitalization: “Export a Document As a PDF” → “Export a Document as a PDF” (lowercase “As”); HIG Buttons, Edit menus, Alerts.",
                suggestion: "Export a Document as a PDF"),
            RuleExample(
                "Set up your mac mini", note: "phrasal verb, and the product is spelled 'Mac mini'",
                message:
                    "Use title-style capitalization: “Set up your mac mini” → “Set Up Your Mac mini” (capitalize “up”, “your” and “mac”); HIG Buttons, Edit menus, Alerts.",
                suggestion: "Set Up Your Mac mini"),
            RuleExample(
                "Sign-in Options", role: .barButtonItem, note: "second part of a compound",
                message:
                    "Use title-style capitalization: “Sign-in Options” → “Sign-In Options” (write “Sign-In”); HIG Buttons, Edit menus, Alerts.",
                suggestion: "Sign-In Options"),
            RuleExample(
                "Built-In Apps", role: .navigationTitle, note: "Style Guide exception: 'Built-in'",
                message:
                    "Use title-style capitalization: “Built-In Apps” → “Built-in Apps” (write “Built-in”); HIG Buttons, Edit menus, Alerts.",
                suggestion: "Built-in Apps"),
            RuleExample(
                "Don't allow", role: .alertAction,
                message:
                    "Use title-style capitalization: “Don't allow” → “Don't Allow” (capitalize “allow”); HIG Buttons, Edit menus, Alerts.",
                suggestion: "Don't Allow"),
            RuleExample(
                "Privacy settings", role: .navigationTitle,
                message:
                    "Use title-style capitalization: “Privacy settings” → “Privacy Settings” (capitalize “settings”); HIG Buttons, Edit menus, Alerts.",
                suggestion: "Privacy Settings"),
            RuleExample(
                "Turn on notifications", role: .alertAction,
                message:
                    "Use title-style capitalization: “Turn on notifications” → “Turn On Notifications” (capitalize “on” and “notifications”); HIG Buttons, Edit menus, Alerts.",
                suggestion: "Turn On Notifications"),
            RuleExample(
                "Delete photo", role: .alertTitle, note: "a title fragment (no ending punctuation)",
                message:
                    "Use title-style capitalization: “Delete photo” → “Delete Photo” (capitalize “photo”); HIG Buttons, Edit menus, Alerts.",
                suggestion: "Delete Photo"),
            RuleExample(
                "Ok", role: .alertAction, note: "spelled 'OK'",
                message: "Use title-style capitalization: “Ok” → “OK” (write “OK”); HIG Buttons, Edit menus, Alerts.",
                suggestion: "OK"),
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
            RuleExample(
                "Blogs que sigo", role: .navigationTitle, locale: "es", note: "Spanish does not use title case"),
            RuleExample("Einstellungen speichern", locale: "de"),
            RuleExample("設定を保存", locale: "ja"),
            RuleExample(
                "Are you sure you want to delete this post?", role: .alertTitle,
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
        static func titleStyle(
            _ text: String, _ corrected: String, _ changes: [TitleCaser.Change], hig: String
        ) -> String {
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

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// For a button-like title, navigation or large title, menu command, back button or an alert
    /// title that is not a sentence, in a language whose case rules apply: one finding when it is not
    /// in title style (Docs/sources.md 5a), with the corrected title as its suggestion.
    public func check(_ context: TextContext) -> [Finding] {
        guard Self.roles.contains(context.role), context.caseRulesApply else { return [] }
        if context.role == .alertTitle, SentenceCaseRule.isSentence(context.text) { return [] }
        let result = TitleCaser(brandNames: context.options.brandNames).apply(context.text)
        guard !result.changes.isEmpty else { return [] }
        return [
            context.finding(
                Self.description,
                message: Message.titleStyle(context.text, result.corrected, result.changes, hig: Self.description.hig),
                suggestion: result.corrected)
        ]
    }
}
