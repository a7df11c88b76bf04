import Foundation

/// Alert messages, and alert titles that are sentences, use sentence-style capitalization and end
/// with punctuation.
public struct SentenceCaseRule: TextRule {
    /// The `sentence-case` rule (category capitalization, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Alerts:
    ///   https://developer.apple.com/design/human-interface-guidelines/alerts
    public static let description = RuleDescription(
        id: "sentence-case",
        name: "Sentence-Style Capitalization",
        summary:
            "Alert messages and alert titles that are sentences use sentence-style capitalization and ending punctuation.",
        rationale: """
            HIG Alerts: an alert title that is a complete sentence, and every alert message, uses \
            sentence-style capitalization and appropriate punctuation ("Capitalize only the first letter \
            of the first word, proper nouns, and proper adjectives" — Apple Style Guide). The rule \
            reports a sentence that starts with a lowercase letter, a sentence in title style (most of \
            its words capitalized, at least two of them common words that are never names), and a \
            message without ending punctuation. Capitalized words that may be names are not reported. \
            Letter case is checked only for `titleCaseLanguages` (English by default).
            """,
        category: .capitalization,
        defaultSeverity: .warning,
        hig: [.alerts],
        triggeringExamples: [
            RuleExample(
                "Are You Sure You Want to Delete This Post?", role: .alertTitle,
                message:
                    "Use sentence-style capitalization, not title style (“You”, “Sure”, “You”, “Want”, “Delete”, “This” and “Post” capitalized mid-sentence): “Are you sure you want to delete this post?”; capitalized words that are names stay; HIG Alerts.",
                suggestion: "Are you sure you want to delete this post?"),
            RuleExample(
                "your changes will be lost.", role: .alertMessage,
                message:
                    "Start each sentence with a capital: “your” → “Your changes will be lost.”; HIG Alerts asks for sentence-style capitalization.",
                suggestion: "Your changes will be lost."),
            RuleExample(
                "Could not connect to the server", role: .alertMessage, note: "no ending punctuation",
                message:
                    "End the alert message “Could not connect to the server” with punctuation: HIG Alerts asks for complete sentences with appropriate punctuation.",
                suggestion: "Could not connect to the server."),
            RuleExample(
                "Would You Like to Save the Changes?", role: .alertMessage,
                message:
                    "Use sentence-style capitalization, not title style (“You”, “Like”, “Save” and “Changes” capitalized mid-sentence): “Would you like to save the changes?”; capitalized words that are names stay; HIG Alerts.",
                suggestion: "Would you like to save the changes?"),
            RuleExample(
                "The file was saved. please restart the app.", role: .alertMessage,
                note: "the second sentence starts lowercase",
                message:
                    "Start each sentence with a capital: “please” → “The file was saved. Please restart the app.”; HIG Alerts asks for sentence-style capitalization.",
                suggestion: "The file was saved. Please restart the app."),
        ],
        nonTriggeringExamples: [
            RuleExample("Are you sure you want to delete this post?", role: .alertTitle),
            RuleExample(
                "Sign in to Mastodon with your Google account.", role: .alertMessage,
                note: "capitalized names are not title style"),
            RuleExample("Contact John Smith at Acme.", role: .alertMessage, note: "names only"),
            RuleExample("iCloud Drive is full.", role: .alertMessage, note: "a product name may start a sentence"),
            RuleExample("Delete Photo", role: .alertTitle, note: "a title fragment: title style (see title-case)"),
            RuleExample(
                "Error: %@", role: .alertMessage, note: "ends with a specifier: its value may end the sentence"),
            RuleExample("Die Änderungen gehen verloren", role: .alertMessage, locale: "de"),
            RuleExample("Are You Sure?", role: .button, note: "buttons are not sentences"),
        ])

    enum Message {
        static func lowercaseStart(_ words: [String], corrected: String) -> String {
            "Start each sentence with a capital: \(Format.list(words.map(Format.quoted))) → \(Format.quoted(corrected)); "
                + "HIG Alerts asks for sentence-style capitalization."
        }

        static func titleStyle(_ words: [String], corrected: String) -> String {
            "Use sentence-style capitalization, not title style (\(Format.list(words.map(Format.quoted))) "
                + "capitalized mid-sentence): \(Format.quoted(corrected)); capitalized words that are names stay; "
                + "HIG Alerts."
        }

        static func punctuation(_ text: String) -> String {
            "End the alert message \(Format.quoted(text)) with punctuation: HIG Alerts asks for complete "
                + "sentences with appropriate punctuation."
        }
    }

    /// Whether an alert title reads as a sentence: it ends with ".", "?" or "!".
    static func isSentence(_ text: String) -> Bool {
        var trimmed = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        while let last = trimmed.last, LocaleSupport.closingMarks.contains(last) { trimmed = trimmed.dropLast() }
        guard let last = trimmed.last else { return false }
        if trimmed.hasSuffix("...") { return false }
        return [".", "?", "!", "。", "？", "！", "؟"].contains(last)
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// For an alert message, or an alert title that is a sentence, in a language whose case rules
    /// apply: a finding when a sentence starts in lowercase or words are title-cased, and (for
    /// messages in `titleCaseLanguages`) when it does not end with sentence punctuation; each with
    /// the corrected alert text as its suggestion.
    public func check(_ context: TextContext) -> [Finding] {
        let isMessage = context.role == .alertMessage
        guard isMessage || (context.role == .alertTitle && Self.isSentence(context.text)) else { return [] }
        var findings: [Finding] = []
        // The suggestion carries every alert text rule's correction, so that it agrees with
        // button-wording's (`AlertTextCorrection`).
        if context.caseRulesApply {
            let result = SentenceCaser(brandNames: context.options.brandNames).apply(context.text)
            if !result.lowercaseStarts.isEmpty {
                findings.append(
                    context.finding(
                        Self.description,
                        message: Message.lowercaseStart(
                            result.lowercaseStarts, corrected: result.corrected),
                        suggestion: AlertTextCorrection.corrected(context)))
            } else if !result.titleCasedWords.isEmpty {
                findings.append(
                    context.finding(
                        Self.description,
                        message: Message.titleStyle(
                            result.titleCasedWords, corrected: result.corrected),
                        suggestion: AlertTextCorrection.corrected(context)))
            }
        }
        if isMessage, Self.punctuated(context.text, context: context) != nil {
            findings.append(
                context.finding(
                    Self.description, message: Message.punctuation(context.text),
                    suggestion: AlertTextCorrection.corrected(context)))
        }
        return findings
    }

    /// `text` trimmed with a final "." when it is an alert message in a language whose sentences
    /// this rule checks and it does not end a sentence (nor with a format specifier); `nil`
    /// when it needs none.
    static func punctuated(_ text: String, context: TextContext) -> String? {
        guard context.options.titleCaseLanguages.map(LocaleSupport.language).contains(context.language) else {
            return nil
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let endsWithPlaceholder = TextTokenizer.tokenize(trimmed).last?.kind == .placeholder
        guard !trimmed.isEmpty, !endsWithPlaceholder,
            LocaleSupport.endsSentence(trimmed, locale: context.locale) == false
        else { return nil }
        return trimmed + "."
    }
}
