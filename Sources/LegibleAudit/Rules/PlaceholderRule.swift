import Foundation

/// Text fields and search bars show a placeholder that says what to enter or where the search looks.
public struct PlaceholderRule: TextRule {
    /// The `placeholder` rule (category wording, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines pages:
    /// - Text fields:
    ///   https://developer.apple.com/design/human-interface-guidelines/text-fields
    /// - Search fields:
    ///   https://developer.apple.com/design/human-interface-guidelines/search-fields
    public static let description = RuleDescription(
        id: "placeholder",
        name: "Placeholder Text",
        summary:
            "Text field and search placeholders say what to enter or where the search looks; none is empty or generic.",
        rationale: """
            HIG Text fields: show placeholder text that hints at the field's purpose ("Email", \
            "Password"); HIG Search fields: the placeholder can say what the search covers \
            ("Search Photos"). The rule reports empty placeholders and generic ones that describe the \
            field rather than its content ("Type here", "Enter text", "Text"), in English and six other \
            languages. "Search" alone is the system's default and is not reported.
            """,
        category: .wording,
        defaultSeverity: .warning,
        hig: [.textFields, .searchFields],
        triggeringExamples: [
            RuleExample(
                "", role: .textFieldPlaceholder, note: "empty",
                message: "The placeholder is empty: say what to enter (or where the search looks); HIG Text fields."),
            RuleExample(
                "Type here", role: .textFieldPlaceholder,
                message:
                    "The placeholder “Type here” is generic: say what to enter (\"Email\", \"Search Photos\"); HIG Text fields."
            ),
            RuleExample(
                "Enter text...", role: .textFieldPlaceholder,
                message:
                    "The placeholder “Enter text...” is generic: say what to enter (\"Email\", \"Search Photos\"); HIG Text fields."
            ),
            RuleExample(
                "Placeholder", role: .searchPlaceholder,
                message:
                    "The placeholder “Placeholder” is generic: say what to enter (\"Email\", \"Search Photos\"); HIG Text fields."
            ),
            RuleExample(
                "Hier eingeben", role: .textFieldPlaceholder, locale: "de",
                message:
                    "The placeholder “Hier eingeben” is generic: say what to enter (\"Email\", \"Search Photos\"); HIG Text fields."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample("Email", role: .textFieldPlaceholder),
            RuleExample("Search Photos", role: .searchPlaceholder),
            RuleExample("Search", role: .searchPlaceholder, note: "the system default"),
            RuleExample("Type here", role: .label, note: "only placeholders are checked"),
            RuleExample("Enter text for the caption", role: .textFieldPlaceholder, note: "says what text"),
        ])

    enum Message {
        static func empty() -> String {
            "The placeholder is empty: say what to enter (or where the search looks); HIG Text fields."
        }

        static func generic(_ text: String) -> String {
            "The placeholder \(Format.quoted(text)) is generic: say what to enter (\"Email\", \"Search Photos\"); "
                + "HIG Text fields."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// For a text field or search placeholder: a finding when it is empty or only a generic word
    /// ("Text", "Enter text", "Placeholder": the locale's list in `WordLists`); none otherwise.
    public func check(_ context: TextContext) -> [Finding] {
        guard context.role == .textFieldPlaceholder || context.role == .searchPlaceholder else { return [] }
        if context.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return [context.finding(Self.description, message: Message.empty())]
        }
        guard WordLists.contains(WordLists.genericPlaceholders, locale: context.locale, context.text) else { return [] }
        return [context.finding(Self.description, message: Message.generic(context.text))]
    }
}
