import Foundation

/// Activity titles are short and do not name the company or product.
public struct ActivityTitleRule: TextRule {
    /// The `activity-title` rule (category wording, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Activity views:
    ///   https://developer.apple.com/design/human-interface-guidelines/activity-views
    public static let description = RuleDescription(
        id: "activity-title",
        name: "Activity Title",
        summary: "Activity titles in the share sheet are short and do not name the app's company or product.",
        rationale: """
            HIG Activity views: an activity's title appears under its icon in the share sheet; keep it \
            short (iOS shrinks a long title, then truncates it) and describe the action, without the \
            company or product name — the icon already says whose activity it is. Product names come \
            from `productNames` in the options; without them only the length is checked (more than \
            four words, in languages that separate words with spaces).
            """,
        category: .wording,
        defaultSeverity: .warning,
        hig: [.activityViews],
        triggeringExamples: [
            RuleExample(
                "Save to Acme", role: .activityTitle, note: "names the product",
                options: RuleOptions(productNames: ["Acme"]),
                message:
                    "The activity title “Save to Acme” names the product “Acme”: describe the action only; HIG Activity views."
            ),
            RuleExample(
                "Send a Copy to All of My Devices", role: .activityTitle, note: "too long",
                message:
                    "The activity title “Send a Copy to All of My Devices” has 8 words: keep it short, or iOS shrinks and then truncates it; HIG Activity views."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample("Save to Notes", role: .activityTitle),
            RuleExample("Add to Reading List", role: .activityTitle),
            RuleExample(
                "Save to Acme", role: .button, note: "only activity titles are checked",
                options: RuleOptions(productNames: ["Acme"])),
            RuleExample(
                "Save to Acmeville", role: .activityTitle, note: "a longer word is not the name",
                options: RuleOptions(productNames: ["Acme"])),
        ])

    static let maximumWords = 4

    enum Message {
        static func product(_ text: String, name: String) -> String {
            "The activity title \(Format.quoted(text)) names the product \(Format.quoted(name)): describe the action "
                + "only; HIG Activity views."
        }

        static func long(_ text: String, words: Int) -> String {
            "The activity title \(Format.quoted(text)) has \(words) words: keep it short, or iOS shrinks and then "
                + "truncates it; HIG Activity views."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// For an activity (share sheet) title: a finding when it contains one of `productNames`,
    /// else a note when it has more than four words (languages written without spaces are not
    /// counted); none otherwise.
    public func check(_ context: TextContext) -> [Finding] {
        guard context.role == .activityTitle else { return [] }
        let options = context.options
        let words = TextTokenizer.words(context.text)
        for name in options.productNames {
            let nameWords = TextTokenizer.words(name)
            guard !nameWords.isEmpty, words.count >= nameWords.count else { continue }
            let found = (0...(words.count - nameWords.count)).contains {
                Array(words[$0..<($0 + nameWords.count)]) == nameWords
            }
            if found {
                return [context.finding(Self.description, message: Message.product(context.text, name: name))]
            }
        }
        if !ButtonWordingRule.unspacedLanguages.contains(context.language), words.count > Self.maximumWords {
            return [
                context.finding(
                    Self.description, severity: .note, message: Message.long(context.text, words: words.count))
            ]
        }
        return []
    }
}
