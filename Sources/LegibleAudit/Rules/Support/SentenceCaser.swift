import Foundation

/// Apple's sentence-style capitalization: "Capitalize only the first letter of the first word,
/// proper nouns, and proper adjectives" (Apple Style Guide, "capitalization", https://support.apple.com/guide/applestyleguide/c-apsgb744e4a3/web).
///
/// Proper nouns cannot be told from other words, so the check is one-sided: a sentence must start
/// with a capital, and a sentence that capitalizes most of its words — at least two of them
/// common words such as "You", "Want", "Delete", which are never names — is in title style. The
/// suggestion lowercases the common and minor words only; other capitalized words may be names
/// and are kept.
struct SentenceCaser: Sendable {
    let brands: BrandNames

    init(brandNames: [String] = []) {
        self.brands = BrandNames(extra: brandNames)
    }

    struct Result: Hashable, Sendable {
        /// A sentence (or the text) starts with a lowercase letter.
        var lowercaseStarts: [String]
        /// Words capitalized in the middle of a sentence that title style would capitalize, when
        /// the text reads as title style; empty otherwise.
        var titleCasedWords: [String]
        /// The text in sentence style (see the type's discussion).
        var corrected: String

        var isSentenceCase: Bool { lowercaseStarts.isEmpty && titleCasedWords.isEmpty }
    }

    func apply(_ text: String) -> Result {
        var tokens = TextTokenizer.tokenize(text)
        let brandWords = brandWordIndices(tokens)
        var sentenceStart = true
        var lowercaseStarts: [String] = []
        var capitalizedMid: [Int] = []
        var midCandidates = 0
        var afterColon = false
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .space:
                continue
            case .placeholder:
                sentenceStart = false
                afterColon = false
                continue
            case .other:
                if [".", "?", "!", "。", "？", "！"].contains(token.text) {
                    sentenceStart = true
                } else if token.text == ":" {
                    afterColon = true
                }
                continue
            case .word:
                break
            }
            defer {
                sentenceStart = false
                afterColon = false
            }
            let word = token.text
            if brandWords.contains(index) || TitleCaser.isUntouchable(word) || isFirstPerson(word) { continue }
            if sentenceStart {
                if let first = word.first(where: { $0.isLetter }), first.isLowercase {
                    lowercaseStarts.append(word)
                    tokens[index].text = TitleCaser.capitalized(word)
                }
                continue
            }
            if afterColon { continue }
            let lower = word.lowercased()
            if EnglishWords.minor.contains(lower) || EnglishWords.ambiguousMinor.contains(lower) {
                if TitleCaser.isPlainCapitalized(word) { capitalizedMid.append(index) }
                continue
            }
            midCandidates += 1
            if TitleCaser.isPlainCapitalized(word) { capitalizedMid.append(index) }
        }

        let capitalizedContent = capitalizedMid.filter { !EnglishWords.minor.contains(tokens[$0].text.lowercased()) }
        let commonCapitalized = capitalizedMid.filter { EnglishWords.common.contains(tokens[$0].text.lowercased()) }
        let titleStyle =
            midCandidates > 0 && commonCapitalized.count >= 2
            && Double(capitalizedContent.count) / Double(midCandidates) >= 0.6
        var titleCasedWords: [String] = []
        if titleStyle {
            for index in capitalizedMid {
                titleCasedWords.append(tokens[index].text)
                let lower = tokens[index].text.lowercased()
                if EnglishWords.common.contains(lower) || EnglishWords.minor.contains(lower)
                    || EnglishWords.ambiguousMinor.contains(lower)
                {
                    tokens[index].text = lower
                }
            }
        }
        return Result(
            lowercaseStarts: lowercaseStarts, titleCasedWords: titleCasedWords,
            corrected: tokens.map(\.text).joined())
    }

    /// "I", "I’m", "I'll": always capitalized.
    private func isFirstPerson(_ word: String) -> Bool {
        word == "I" || word.hasPrefix("I'") || word.hasPrefix("I’")
    }

    /// Indices of the word tokens that belong to a brand name.
    private func brandWordIndices(_ tokens: [TextToken]) -> Set<Int> {
        var result = Set<Int>()
        let words = tokens.indices.filter { tokens[$0].kind == .word }
        var position = 0
        while position < words.count {
            var matched = 0
            let base = TitleCaser.withoutPossessive(tokens[words[position]].text).base
            for candidate in brands.candidates(startingWith: base) where position + candidate.count <= words.count {
                let ok = candidate.enumerated().allSatisfy { k, name in
                    let word =
                        k == candidate.count - 1
                        ? TitleCaser.withoutPossessive(tokens[words[position + k]].text).base
                        : tokens[words[position + k]].text
                    let adjacent = k == 0 || words[position + k] - words[position + k - 1] == 2
                    return adjacent && word.lowercased() == name.lowercased() && word == name
                }
                if ok {
                    matched = candidate.count
                    break
                }
            }
            for k in 0..<matched { result.insert(words[position + k]) }
            position += max(1, matched)
        }
        return result
    }
}
