import Foundation

/// A switch is labelled with what it controls, not with its state.
public struct SwitchLabelRule: TextRule {
    /// The `switch-label` rule (category wording, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Toggles:
    ///   https://developer.apple.com/design/human-interface-guidelines/toggles
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
            RuleExample(
                "On", role: .switchLabel,
                message: "The switch label “On” states the switch's state: name what the switch controls; HIG Toggles."),
            RuleExample(
                "Enabled", role: .switchLabel,
                message:
                    "The switch label “Enabled” states the switch's state: name what the switch controls; HIG Toggles."),
            RuleExample(
                "Notifications: On", role: .switchLabel,
                message:
                    "The switch label “Notifications: On” states the switch's state: name what the switch controls; HIG Toggles."
            ),
            RuleExample(
                "Aus", role: .switchLabel, locale: "de",
                message: "The switch label “Aus” states the switch's state: name what the switch controls; HIG Toggles."
            ),
            RuleExample(
                "オン", role: .switchLabel, locale: "ja",
                message: "The switch label “オン” states the switch's state: name what the switch controls; HIG Toggles."),
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

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// For a switch label: a finding when the label (or the part after its last `:`, `(` or dash)
    /// is only a state word such as "On", "Off" or "Enabled" (the language's list in `WordLists`); none otherwise.
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
