import Foundation

/// What the rules need to know about a locale: its language, whether its script has letter case,
/// and how its sentences end.
enum LocaleSupport {
    /// The language subtag: `pt-BR` → `pt`, `zh_Hans` → `zh`, `EN` → `en`.
    static func language(_ locale: String) -> String {
        let lower = locale.lowercased()
        let end = lower.firstIndex { $0 == "-" || $0 == "_" } ?? lower.endIndex
        return String(lower[..<end])
    }

    /// Languages whose usual script has no letter case (letter-case rules never apply to them).
    static let caselessLanguages: Set<String> = [
        "ja", "zh", "ko", "th", "lo", "km", "my", "ar", "fa", "ur", "he", "yi", "hi", "mr", "ne", "bn", "pa", "gu",
        "ta", "te", "kn", "ml", "si", "or", "as", "ka", "am", "ti", "dv", "bo", "ckb", "ps", "sd", "ug",
    ]

    /// Whether the letter-case rules (`title-case`, `sentence-case`) run for `text` in `locale`:
    /// the language is one of `options.titleCaseLanguages`, its script has case, and the text has
    /// at least one cased letter.
    static func caseRulesApply(locale: String, text: String, options: RuleOptions) -> Bool {
        let language = language(locale)
        guard options.titleCaseLanguages.map({ Self.language($0) }).contains(language) else { return false }
        guard !caselessLanguages.contains(language) else { return false }
        return hasCasedLetters(text)
    }

    static func hasCasedLetters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.changesWhenCaseMapped }
    }

    /// Characters that end a sentence in `locale`'s language; `nil` for languages whose sentences
    /// need not end with a mark (Thai, Lao, Khmer: a space ends them), where punctuation is not checked.
    static func sentenceTerminators(_ locale: String) -> Set<Character>? {
        switch language(locale) {
        case "th", "lo", "km", "bo": return nil
        case "ja", "zh": return ["。", "！", "？", "!", "?", ".", "…", "．"]
        case "ko": return [".", "?", "!", "…", "。"]
        case "ar", "fa", "ur", "ps", "ckb", "sd", "ug": return [".", "؟", "!", "…", "۔", "?"]
        case "hi", "mr", "ne", "sa": return ["।", "?", "!", ".", "…"]
        case "bn", "pa", "as", "or": return ["।", "?", "!", ".", "…"]
        case "hy": return ["։", "՞", "՜", ".", "…", "?"]
        case "el": return [".", ";", "!", "…", "?"]
        case "my": return ["။", "?", "!", "."]
        case "am", "ti": return ["።", "?", "!", "."]
        default: return [".", "?", "!", "…"]
        }
    }

    /// Closing marks that may follow a sentence's final punctuation (`.”`, `?)`).
    static let closingMarks: Set<Character> = ["\"", "”", "’", "'", "»", "›", ")", "]", "」", "』", "）"]

    /// Whether `text` ends a sentence in `locale` (trailing closing quotes and brackets skipped).
    static func endsSentence(_ text: String, locale: String) -> Bool? {
        guard let terminators = sentenceTerminators(locale) else { return nil }
        var trimmed = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        while let last = trimmed.last, closingMarks.contains(last) { trimmed = trimmed.dropLast() }
        guard let last = trimmed.last else { return false }
        return terminators.contains(last)
    }
}
