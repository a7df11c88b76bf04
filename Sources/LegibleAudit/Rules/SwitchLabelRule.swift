import Foundation

/// A switch is labelled with what it controls, not with its state.
public struct SwitchLabelRule: TextRule {
    /// The rule's identifier, rationale, default severity and examples.
    public static let description = RuleDescription(
        id: "switch-label",
        name: "Switch Label",
        summary: "A switch's label names what it controls, not its state (\"On\", \"Off\").",
        rationale: """
            HIG Toggles: the switch itself shows whether it is on or off; its label should say \
            what it turns on or off. A label that is the state ("On", "Enabled"), or ends with it \
            ("Notifications: On"), repeats the control and goes stale when the switch changes. Word lists \
            in English, German, French, Spanish, Italian, Portuguese, Dutch, Japanese, Chinese, Korean and Russian.
            """,
        category: .wording,
        defaultSeverity: .warning,
        hig: [.toggles],
        triggeringExamples: [
            RuleExample("On", role: .switchLabel),
            RuleExample("Enabled", role: .switchLabel),
            RuleExample("Notifications: On", role: .switchLabel),
            RuleExample("Aus", role: .switchLabel, locale: "de"),
            RuleExample("オン", role: .switchLabel, locale: "ja"),
        ],
        nonTriggeringExamples: [
            RuleExample("Notifications", role: .switchLabel),
            RuleExample("Turn On Location Services", role: .switchLabel, note: "an action, not a state"),
            RuleExample("On", role: .button, note: "only switch labels are checked"),
            RuleExample("Online Status", role: .switchLabel, note: "'On' inside a word"),
        ])

    enum Message {
        static func state(_ text: String) -> String {
            "The switch label \(Format.quoted(text)) states the switch's state: name what the switch controls; "
                + "HIG Toggles."
        }
    }

    /// Creates the rule (rules are stateless).
    public init() {}

    /// Findings for `context.text` in its role and locale, with the rule's default severity.
    public func check(_ context: TextContext) -> [Finding] {
        guard context.role == .switchLabel else { return [] }
        let states = WordLists.switchStates[context.language] ?? []
        let phrase = TextTokenizer.normalizedPhrase(context.text)
        var isState = states.contains(phrase)
        if !isState, let colon = context.text.lastIndex(where: { $0 == ":" || $0 == "(" || $0 == "-" || $0 == "–" }) {
            let tail = TextTokenizer.normalizedPhrase(String(context.text[context.text.index(after: colon)...]))
            isState = !tail.isEmpty && states.contains(tail)
        }
        guard isState else { return [] }
        return [context.finding(Self.description, message: Message.state(context.text))]
    }
}
