import Foundation

/// A navigation-bar or search-bar prompt is one short, complete sentence with punctuation.
public struct PromptSentenceRule: TextRule {
    /// The `prompt-sentence` rule (category wording, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines pages:
    /// - Navigation bars:
    ///   https://developer.apple.com/design/human-interface-guidelines/navigation-bars
    /// - Search fields:
    ///   https://developer.apple.com/design/human-interface-guidelines/search-fields
    public static let description = RuleDescription(
        id: "prompt-sentence",
        name: "Prompt Sentence",
        summary: "A navigation-bar or search-bar prompt is one short complete sentence with ending punctuation.",
        rationale: """
            HIG Navigation bars and Search Bars: a prompt is a single line of text above the bar \
            that gives brief instructions — one short sentence with appropriate punctuation. The rule \
            reports a prompt without ending punctuation, a prompt of more than one sentence, and (where \
            the script has case) one that starts with a lowercase letter. Each language's own sentence \
            marks count (。 in Japanese, ؟ in Arabic); languages that end sentences without marks \
            (Thai, Lao, Khmer) are not checked for punctuation.
            """,
        category: .wording,
        defaultSeverity: .warning,
        hig: [.navigationBars, .searchFields],
        triggeringExamples: [
            RuleExample(
                "Choose a photo", role: .prompt,
                message:
                    "End the prompt “Choose a photo” with punctuation: a prompt is one complete sentence; HIG Navigation bars."
            ),
            RuleExample(
                "select the recipients.", role: .prompt,
                message:
                    "Start the prompt with a capital: “select the recipients.” → “Select the recipients.”; HIG Navigation bars.",
                suggestion: "Select the recipients."),
            RuleExample(
                "Choose a photo. You can change it later.", role: .prompt,
                message:
                    "The prompt “Choose a photo. You can change it later.” has 2 sentences: keep it to one short sentence; HIG Navigation bars."
            ),
            RuleExample(
                "Wähle ein Foto aus", role: .prompt, locale: "de",
                message:
                    "End the prompt “Wähle ein Foto aus” with punctuation: a prompt is one complete sentence; HIG Navigation bars."
            ),
            RuleExample(
                "写真を選択", role: .prompt, locale: "ja",
                message:
                    "End the prompt “写真を選択” with punctuation: a prompt is one complete sentence; HIG Navigation bars."),
        ],
        nonTriggeringExamples: [
            RuleExample("Choose a photo.", role: .prompt),
            RuleExample("Where do you want to go?", role: .prompt),
            RuleExample("写真を選択してください。", role: .prompt, locale: "ja"),
            RuleExample("iCloud Drive is syncing.", role: .prompt, note: "a product name may start a sentence"),
            RuleExample("Choose a photo", role: .label, note: "only prompts are checked"),
            RuleExample("เลือกรูปภาพ", role: .prompt, locale: "th", note: "Thai does not end sentences with a mark"),
            RuleExample("Version 2.1 is ready.", role: .prompt, note: "a dot inside a number"),
        ])

    enum Message {
        static func punctuation(_ text: String) -> String {
            "End the prompt \(Format.quoted(text)) with punctuation: a prompt is one complete sentence; "
                + "HIG Navigation bars."
        }

        static func sentences(_ text: String, count: Int) -> String {
            "The prompt \(Format.quoted(text)) has \(count) sentences: keep it to one short sentence; "
                + "HIG Navigation bars."
        }

        static func capital(_ text: String, corrected: String) -> String {
            "Start the prompt with a capital: \(Format.quoted(text)) → \(Format.quoted(corrected)); "
                + "HIG Navigation bars."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// For a navigation-bar or search-bar prompt: findings when it does not end with sentence
    /// punctuation, when it holds more than one sentence, and when its first word starts in
    /// lowercase in a cased language (with the capitalized text as the suggestion).
    public func check(_ context: TextContext) -> [Finding] {
        guard context.role == .prompt else { return [] }
        let text = context.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return [] }
        var findings: [Finding] = []
        let endsWithPlaceholder = TextTokenizer.tokenize(text).last?.kind == .placeholder
        if !endsWithPlaceholder, LocaleSupport.endsSentence(text, locale: context.locale) == false {
            findings.append(context.finding(Self.description, message: Message.punctuation(context.text)))
        }
        let count = Self.sentenceCount(text, locale: context.locale)
        if count > 1 {
            findings.append(context.finding(Self.description, message: Message.sentences(context.text, count: count)))
        }
        let language = context.language
        if !LocaleSupport.caselessLanguages.contains(language), LocaleSupport.hasCasedLetters(text) {
            let first = TextTokenizer.tokenize(text).first { $0.kind == .word || $0.kind == .placeholder }
            if let first, first.kind == .word, !TitleCaser.isUntouchable(first.text),
                BrandNames(extra: context.options.brandNames).spelling(of: first.text) != first.text,
                first.text.first(where: \.isLetter)?.isLowercase == true
            {
                let corrected = TitleCaser.capitalized(text)
                findings.append(
                    context.finding(
                        Self.description, message: Message.capital(context.text, corrected: corrected),
                        suggestion: corrected))
            }
        }
        return findings
    }

    /// Words that end with a period without ending a sentence.
    static let abbreviations: Set<String> = [
        "e.g", "i.e", "etc", "mr", "mrs", "ms", "dr", "vs", "no", "st", "approx", "min", "max", "z.b", "bzw", "ca",
        "usw",
    ]

    /// Sentences in `text`: sentence marks followed by a space (or CJK marks) end one, except at
    /// the very end.
    static func sentenceCount(_ text: String, locale: String) -> Int {
        guard let terminators = LocaleSupport.sentenceTerminators(locale) else { return 1 }
        let chars = Array(text)
        var count = 1
        for (i, c) in chars.enumerated() where terminators.contains(c) && c != "…" {
            var j = i + 1
            while j < chars.count, terminators.contains(chars[j]) || LocaleSupport.closingMarks.contains(chars[j]) {
                j += 1
            }
            guard j < chars.count else { break }
            let wide = ["。", "！", "？", "।", "։", "።", "။"].contains(c)
            if c == "." {
                var k = i
                while k > 0, chars[k - 1].isLetter || chars[k - 1] == "." { k -= 1 }
                if abbreviations.contains(String(chars[k..<i]).lowercased()) { continue }
            }
            if wide || chars[j].isWhitespace { count += 1 }
        }
        return count
    }
}
