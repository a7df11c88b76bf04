import Foundation

/// A label beside an activity indicator says what is happening, not only "Loading".
public struct VagueProgressRule: TextRule {
    /// The `vague-progress` rule (category wording, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Progress indicators:
    ///   https://developer.apple.com/design/human-interface-guidelines/progress-indicators
    public static let description = RuleDescription(
        id: "vague-progress",
        name: "Vague Progress Label",
        summary:
            "A progress label says what is happening, not only a vague term such as \"Loading\" or \"Authenticating\".",
        rationale: """
            HIG Progress indicators: a label beside an activity indicator should describe the task \
            ("Loading Messages", "Exporting 3 Photos"), because a vague term alone ("Loading", \
            "Authenticating", "Please wait") tells people nothing the spinner does not. The rule \
            reports progress labels that are only such a term (an ellipsis allowed), from word lists in \
            English, German, French, Spanish, Italian, Portuguese, Dutch, Japanese, Chinese, Korean and Russian.
            """,
        category: .wording,
        defaultSeverity: .warning,
        hig: [.progressIndicators],
        triggeringExamples: [
            RuleExample(
                "Loading…", role: .progressLabel,
                message:
                    "The progress label “Loading…” is vague: say what is happening (\"Loading Messages…\"); HIG Progress indicators."
            ),
            RuleExample(
                "Authenticating", role: .progressLabel,
                message:
                    "The progress label “Authenticating” is vague: say what is happening (\"Loading Messages…\"); HIG Progress indicators."
            ),
            RuleExample(
                "Please wait...", role: .progressLabel,
                message:
                    "The progress label “Please wait...” is vague: say what is happening (\"Loading Messages…\"); HIG Progress indicators."
            ),
            RuleExample(
                "Wird geladen …", role: .progressLabel, locale: "de",
                message:
                    "The progress label “Wird geladen …” is vague: say what is happening (\"Loading Messages…\"); HIG Progress indicators."
            ),
            RuleExample(
                "Cargando", role: .progressLabel, locale: "es",
                message:
                    "The progress label “Cargando” is vague: say what is happening (\"Loading Messages…\"); HIG Progress indicators."
            ),
            RuleExample(
                "読み込み中…", role: .progressLabel, locale: "ja",
                message:
                    "The progress label “読み込み中…” is vague: say what is happening (\"Loading Messages…\"); HIG Progress indicators."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample("Loading Messages…", role: .progressLabel),
            RuleExample("Exporting %lld Photos", role: .progressLabel),
            RuleExample("Loading %@…", role: .progressLabel, note: "names what loads"),
            RuleExample("Loading…", role: .label, note: "only progress labels are checked"),
            RuleExample("Nachrichten werden geladen …", role: .progressLabel, locale: "de"),
        ])

    enum Message {
        static func vague(_ text: String) -> String {
            "The progress label \(Format.quoted(text)) is vague: say what is happening (\"Loading Messages…\"); "
                + "HIG Progress indicators."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// For a label beside a progress indicator: a finding when it is only a vague term such as
    /// "Loading" or "Please wait" (the locale's list in `WordLists`) and has no format specifier; none otherwise.
    public func check(_ context: TextContext) -> [Finding] {
        guard context.role == .progressLabel else { return [] }
        guard !TextTokenizer.tokenize(context.text).contains(where: { $0.kind == .placeholder }),
            WordLists.contains(WordLists.vagueProgress, locale: context.locale, context.text)
        else { return [] }
        return [context.finding(Self.description, message: Message.vague(context.text))]
    }
}
