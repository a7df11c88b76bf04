import Foundation

/// Alert text avoids "you", "your", "me" and "my" where it can.
public struct AlertPronounsRule: TextRule {
    /// The `alert-pronouns` rule (category wording, default severity note): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Alerts:
    ///   https://developer.apple.com/design/human-interface-guidelines/alerts
    public static let description = RuleDescription(
        id: "alert-pronouns",
        name: "Alert Pronouns",
        summary: "Alert titles and messages avoid \"you\", \"your\", \"me\" and \"my\" where they can.",
        rationale: """
            HIG Alerts: avoid "you", "your", "me" and "my" as much as possible in alert text; they \
            can read as condescending or personal where a neutral statement of the situation serves \
            better. This is advice, so findings are notes. English only: other languages inflect or \
            drop pronouns, and a word list would mislead.
            """,
        category: .wording,
        defaultSeverity: .note,
        hig: [.alerts],
        triggeringExamples: [
            RuleExample(
                "Are you sure you want to delete your account?", role: .alertTitle,
                message:
                    "Avoid “you” and “your” in alert text where you can: “Are you sure you want to delete your account?”; HIG Alerts."
            ),
            RuleExample(
                "Your download could not be completed.", role: .alertMessage,
                message:
                    "Avoid “Your” in alert text where you can: “Your download could not be completed.”; HIG Alerts."),
            RuleExample(
                "Remind Me Later", role: .alertTitle,
                message: "Avoid “Me” in alert text where you can: “Remind Me Later”; HIG Alerts."),
            RuleExample(
                "You’re offline.", role: .alertMessage,
                message: "Avoid “You’re” in alert text where you can: “You’re offline.”; HIG Alerts."),
        ],
        nonTriggeringExamples: [
            RuleExample("Delete this account?", role: .alertTitle),
            RuleExample("The download could not be completed.", role: .alertMessage),
            RuleExample("Remind Me Later", role: .alertAction, note: "buttons are not checked"),
            RuleExample("Möchtest du den Beitrag löschen?", role: .alertTitle, locale: "de"),
            RuleExample("Your Library", role: .navigationTitle, note: "only alerts are checked"),
            RuleExample("Mystery Box", role: .alertTitle, note: "'my' inside a word"),
        ])

    enum Message {
        static func pronouns(_ words: [String], in text: String) -> String {
            "Avoid \(Format.list(words.map(Format.quoted))) in alert text where you can: "
                + "\(Format.quoted(text)); HIG Alerts."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// One note listing the pronouns ("you", "your", "me", "my" and their forms) found in an
    /// English alert title or message; none for other roles or languages.
    public func check(_ context: TextContext) -> [Finding] {
        guard context.role == .alertTitle || context.role == .alertMessage, context.language == "en" else { return [] }
        var found: [String] = []
        for token in TextTokenizer.tokenize(context.text) where token.kind == .word {
            if WordLists.alertPronouns.contains(token.text.lowercased()), !found.contains(token.text) {
                found.append(token.text)
            }
        }
        guard !found.isEmpty else { return [] }
        return [context.finding(Self.description, message: Message.pronouns(found, in: context.text))]
    }
}
