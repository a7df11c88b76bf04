import Foundation

/// Alert buttons are one or two words that describe the result, not "Yes" or "No"; a cancelling
/// button is titled "Cancel"; alert text tells people to "tap" buttons named without quotes.
public struct ButtonWordingRule: TextRule {
    /// The `button-wording` rule (category wording, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Alerts:
    ///   https://developer.apple.com/design/human-interface-guidelines/alerts
    public static let description = RuleDescription(
        id: "button-wording",
        name: "Alert Button Wording",
        summary:
            "Alert buttons are short verbs for their result, not Yes/No; Cancel is \"Cancel\"; alert text says \"tap\" and names buttons without quotes.",
        rationale: """
            HIG Alerts: give alert buttons succinct, logical titles of one or two words that \
            describe the result of selecting them; "OK" is fine for a simple acceptance; avoid "Yes" \
            and "No"; title a button that cancels the alert's action "Cancel". In alert text, refer to \
            selection as "tap" (not "click") and to buttons by their capitalized titles without \
            quotation marks. Yes/No and Cancel are checked in about twenty languages; word counts only \
            where words are separated by spaces; the "tap" wording in English only.
            """,
        category: .wording,
        defaultSeverity: .warning,
        hig: [.alerts],
        triggeringExamples: [
            RuleExample(
                "Yes", role: .alertAction,
                message:
                    "Avoid “Yes” as an alert button title: use a verb for what the button does (\"Delete\", \"Keep\"); HIG Alerts."
            ),
            RuleExample(
                "No", role: .actionSheetAction,
                message:
                    "Avoid “No” as an alert button title: use a verb for what the button does (\"Delete\", \"Keep\"); HIG Alerts."
            ),
            RuleExample(
                "Nein", role: .alertAction, locale: "de",
                message:
                    "Avoid “Nein” as an alert button title: use a verb for what the button does (\"Delete\", \"Keep\"); HIG Alerts."
            ),
            RuleExample(
                "いいえ", role: .alertAction, locale: "ja",
                message:
                    "Avoid “いいえ” as an alert button title: use a verb for what the button does (\"Delete\", \"Keep\"); HIG Alerts."
            ),
            RuleExample(
                "Oui", role: .alertAction, locale: "fr",
                message:
                    "Avoid “Oui” as an alert button title: use a verb for what the button does (\"Delete\", \"Keep\"); HIG Alerts."
            ),
            RuleExample(
                "Sí", role: .alertAction, locale: "es",
                message:
                    "Avoid “Sí” as an alert button title: use a verb for what the button does (\"Delete\", \"Keep\"); HIG Alerts."
            ),
            RuleExample(
                "Never Mind", role: .alertAction, note: "a cancelling button is titled Cancel",
                message: "Title the cancelling button “Cancel”, not “Never Mind”; HIG Alerts.",
                suggestion: "Cancel"),
            RuleExample(
                "Save Changes to This Document", role: .alertAction, note: "more than two words",
                message:
                    "The alert button “Save Changes to This Document” has 5 words: use one or two that describe the result; HIG Alerts."
            ),
            RuleExample(
                "Click Settings to turn on notifications.", role: .alertMessage,
                message: "Say “tap”, not “Click”, in alert text: “Tap Settings to turn on notifications.”; HIG Alerts.",
                suggestion: "Tap Settings to turn on notifications."),
            RuleExample(
                "Tap “Allow” to continue.", role: .alertMessage,
                message:
                    "Name buttons in alert text by their capitalized titles without quotation marks: “Tap Allow to continue.”; HIG Alerts.",
                suggestion: "Tap Allow to continue."),
        ],
        nonTriggeringExamples: [
            RuleExample("OK", role: .alertAction),
            RuleExample("Don’t Allow", role: .alertAction),
            RuleExample("Cancel", role: .alertAction),
            RuleExample("Abbrechen", role: .alertAction, locale: "de"),
            RuleExample("Yes", role: .button, note: "only alert buttons are checked"),
            RuleExample("Tap Allow to continue.", role: .alertMessage),
            RuleExample("Touch and hold the photo to share it.", role: .alertMessage, note: "Apple's own phrase"),
            RuleExample("すべてのデータを削除", role: .alertAction, locale: "ja", note: "no spaces: words not counted"),
            RuleExample("No Thanks", role: .alertAction, note: "'No' is only reported on its own"),
        ])

    enum Message {
        static func yesNo(_ text: String) -> String {
            "Avoid \(Format.quoted(text)) as an alert button title: use a verb for what the button does "
                + "(\"Delete\", \"Keep\"); HIG Alerts."
        }

        static func cancelSynonym(_ text: String, cancel: String) -> String {
            "Title the cancelling button \(Format.quoted(cancel)), not \(Format.quoted(text)); HIG Alerts."
        }

        static func tooManyWords(_ text: String, count: Int) -> String {
            "The alert button \(Format.quoted(text)) has \(count) words: use one or two that describe the result; "
                + "HIG Alerts."
        }

        static func click(_ word: String, corrected: String) -> String {
            "Say \(Format.quoted("tap")), not \(Format.quoted(word)), in alert text: \(Format.quoted(corrected)); "
                + "HIG Alerts."
        }

        static func quotedButton(corrected: String) -> String {
            "Name buttons in alert text by their capitalized titles without quotation marks: "
                + "\(Format.quoted(corrected)); HIG Alerts."
        }
    }

    static let unspacedLanguages: Set<String> = ["ja", "zh", "th", "lo", "km", "my", "bo"]

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// For alert and action-sheet actions: findings for "Yes" / "No", for a synonym of Cancel
    /// (suggesting the locale's "Cancel") and a note for an alert action of more than two words.
    /// For English alert titles and messages: findings for "click" (say "tap") and for button names
    /// in quotation marks. None for other roles.
    public func check(_ context: TextContext) -> [Finding] {
        switch context.role {
        case .alertAction, .actionSheetAction:
            return checkButton(context)
        case .alertTitle, .alertMessage:
            return checkAlertText(context)
        default:
            return []
        }
    }

    private func checkButton(_ context: TextContext) -> [Finding] {
        var findings: [Finding] = []
        if WordLists.contains(WordLists.yesNo, locale: context.locale, context.text) {
            findings.append(context.finding(Self.description, message: Message.yesNo(context.text)))
        }
        if WordLists.contains(WordLists.cancelSynonyms, locale: context.locale, context.text) {
            let cancel = WordLists.cancel[context.language]?.sorted().first.map(TitleCaser.capitalized) ?? "Cancel"
            findings.append(
                context.finding(
                    Self.description, message: Message.cancelSynonym(context.text, cancel: cancel),
                    suggestion: cancel))
        }
        if context.role == .alertAction, !Self.unspacedLanguages.contains(context.language) {
            let count = TextTokenizer.tokenize(context.text).filter { $0.kind == .word || $0.kind == .placeholder }
                .count
            if count > 2 {
                findings.append(
                    context.finding(
                        Self.description, severity: .note,
                        message: Message.tooManyWords(context.text, count: count)))
            }
        }
        return findings
    }

    private func checkAlertText(_ context: TextContext) -> [Finding] {
        guard context.language == "en" else { return [] }
        var findings: [Finding] = []
        // The suggestion carries every alert text rule's correction, so that it agrees with
        // sentence-case's (`AlertTextCorrection`).
        let tap = Self.tapWording(context.text)
        if let clickWord = tap.clickWord {
            findings.append(
                context.finding(
                    Self.description, message: Message.click(clickWord, corrected: tap.corrected),
                    suggestion: AlertTextCorrection.corrected(context)))
        }
        if let corrected = Self.unquotedButtonNames(context.text) {
            findings.append(
                context.finding(
                    Self.description, message: Message.quotedButton(corrected: corrected),
                    suggestion: AlertTextCorrection.corrected(context)))
        }
        return findings
    }

    /// `text` with "click" (and its forms) replaced by "tap", keeping the capital; `clickWord`
    /// is the first word replaced, `nil` when there is none.
    static func tapWording(_ text: String) -> (corrected: String, clickWord: String?) {
        var tokens = TextTokenizer.tokenize(text)
        var clickWord: String?
        for index in tokens.indices where tokens[index].kind == .word {
            let lower = tokens[index].text.lowercased()
            guard
                let replacement = ["click": "tap", "clicks": "taps", "clicked": "tapped", "clicking": "tapping"][lower]
            else { continue }
            clickWord = clickWord ?? tokens[index].text
            tokens[index].text =
                TitleCaser.isPlainCapitalized(tokens[index].text)
                ? TitleCaser.capitalized(replacement) : replacement
        }
        return (clickWord == nil ? text : tokens.map(\.text).joined(), clickWord)
    }

    /// The text with quotes removed from button names after "tap" / "select" / "choose", titles
    /// capitalized; `nil` when there are none.
    static func unquotedButtonNames(_ text: String) -> String? {
        let pattern = #"(?i)\b(tap|tapping|select|choose|press)\s+(?:on\s+)?["“'‘]([^"”'’]{1,40})["”'’]"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        let ns = text as NSString
        let matches = regex.matches(in: text, range: NSRange(location: 0, length: ns.length))
        guard !matches.isEmpty else { return nil }
        var result = text
        for match in matches.reversed() {
            let verb = ns.substring(with: match.range(at: 1))
            let name = ns.substring(with: match.range(at: 2))
            let titled = TitleCaser().apply(name).corrected
            let range = Range(match.range, in: result)
            if let range { result.replaceSubrange(range, with: "\(verb) \(titled)") }
        }
        return result
    }
}
