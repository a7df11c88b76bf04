import Foundation

/// A refresh control's title is short, tells about the content, and does not explain how to refresh.
public struct RefreshTitleRule: TextRule {
    /// The `refresh-title` rule (category wording, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Refresh content controls:
    ///   https://developer.apple.com/design/human-interface-guidelines/refresh-content-controls
    public static let description = RuleDescription(
        id: "refresh-title",
        name: "Refresh Control Title",
        summary:
            "A refresh control title is short, says something about the content and does not explain how to refresh.",
        rationale: """
            HIG Refresh content controls: a refresh control may show a short title, which should \
            add information — when the content was last updated, for example — and must not explain \
            how to refresh: people know the gesture. The rule reports titles that describe the gesture \
            ("Pull to refresh", in English and seven other languages) and titles longer than 40 characters.
            """,
        category: .wording,
        defaultSeverity: .warning,
        hig: [.refreshContentControls],
        triggeringExamples: [
            RuleExample(
                "Pull to refresh", role: .refreshTitle,
                message:
                    "The refresh title “Pull to refresh” explains the gesture: say something about the content instead, such as when it was last updated; HIG Refresh content controls."
            ),
            RuleExample(
                "Pull down to reload the timeline", role: .refreshTitle,
                message:
                    "The refresh title “Pull down to reload the timeline” explains the gesture: say something about the content instead, such as when it was last updated; HIG Refresh content controls."
            ),
            RuleExample(
                "Release to Refresh", role: .refreshTitle,
                message:
                    "The refresh title “Release to Refresh” explains the gesture: say something about the content instead, such as when it was last updated; HIG Refresh content controls."
            ),
            RuleExample(
                "Zum Aktualisieren ziehen", role: .refreshTitle, locale: "de",
                message:
                    "The refresh title “Zum Aktualisieren ziehen” explains the gesture: say something about the content instead, such as when it was last updated; HIG Refresh content controls."
            ),
            RuleExample(
                "下拉刷新", role: .refreshTitle, locale: "zh-Hans",
                message:
                    "The refresh title “下拉刷新” explains the gesture: say something about the content instead, such as when it was last updated; HIG Refresh content controls."
            ),
            RuleExample(
                "Updated moments ago from all of the accounts you follow", role: .refreshTitle,
                note: "too long for a refresh title",
                message:
                    "The refresh title “Updated moments ago from all of the accounts you follow” has 55 characters: keep it short (at most 40); HIG Refresh content controls."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample("Updated %@", role: .refreshTitle),
            RuleExample("Last updated at 9:41", role: .refreshTitle),
            RuleExample("Pull to refresh", role: .label, note: "only refresh titles are checked"),
            RuleExample("Aktualisiert um %@", role: .refreshTitle, locale: "de"),
            RuleExample("Release notes updated", role: .refreshTitle, note: "'release' is not the gesture here"),
        ])

    static let maximumLength = 40

    /// Lowercased fragments that explain the gesture, by language.
    static let gestureWords: [String: (gestures: [String], results: [String])] = [
        "de": (["ziehen", "zieh", "loslassen", "wischen"], ["aktualisier", "neu laden"]),
        "fr": (
            ["tirer", "tirez", "glisser", "glissez", "relâcher", "relâchez"], ["actualiser", "rafraîchir", "recharger"]
        ),
        "es": (["desliza", "deslizar", "tira", "tirar", "suelta", "soltar", "arrastra"], ["actualizar", "recargar"]),
        "it": (["trascina", "tira", "rilascia", "scorri"], ["aggiornare", "aggiorna", "ricaricare"]),
        "pt": (["puxe", "puxar", "arraste", "solte", "deslize"], ["atualizar", "recarregar"]),
        "ja": (["引っ張", "引き下げ", "スワイプ", "離し"], ["更新", "リロード"]),
        "zh": (["下拉", "拉动", "松开", "鬆開", "下拉"], ["刷新", "更新"]),
    ]

    /// Whether `text` explains the refresh gesture. English needs "<gesture> … to <refresh>", so that
    /// "Release notes updated" is not one; other languages need a gesture word and a refresh word.
    static func explainsGesture(_ text: String, language: String) -> Bool {
        let lower = text.lowercased()
        if language == "en" {
            let pattern = #"\b(pull|swipe|drag|release|scroll)(ing)?\b.{0,16}\b(to|and)\s+(refresh|reload|update)"#
            return lower.range(of: pattern, options: .regularExpression) != nil
        }
        guard let words = gestureWords[language] else { return false }
        return words.gestures.contains(where: lower.contains) && words.results.contains(where: lower.contains)
    }

    enum Message {
        static func gesture(_ text: String) -> String {
            "The refresh title \(Format.quoted(text)) explains the gesture: say something about the content "
                + "instead, such as when it was last updated; HIG Refresh content controls."
        }

        static func long(_ text: String, count: Int) -> String {
            "The refresh title \(Format.quoted(text)) has \(count) characters: keep it short "
                + "(at most \(maximumLength)); HIG Refresh content controls."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// For a refresh control's title: a finding when it explains the pull gesture, else a note
    /// when it is longer than 40 characters; none otherwise.
    public func check(_ context: TextContext) -> [Finding] {
        guard context.role == .refreshTitle else { return [] }
        if Self.explainsGesture(context.text, language: context.language) {
            return [context.finding(Self.description, message: Message.gesture(context.text))]
        }
        let count = context.text.count
        if count > Self.maximumLength {
            return [
                context.finding(Self.description, severity: .note, message: Message.long(context.text, count: count))
            ]
        }
        return []
    }
}
