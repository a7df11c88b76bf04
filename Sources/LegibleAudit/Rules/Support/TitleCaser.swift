import Foundation

/// Apple's title-style capitalization, as the Apple Style Guide states it ("capitalization", https://support.apple.com/guide/applestyleguide/c-apsgb744e4a3/web).
///
/// Capitalize the first and last word, and every noun, pronoun, verb, adjective and adverb.
/// Lowercase articles, coordinating conjunctions, "to", "as", and prepositions of four letters
/// or fewer, unless first, last or after a colon; but capitalize a preposition that is part of a
/// phrasal verb ("Log In", "Set Up", "Turn On"). Capitalize the second part of a hyphenated
/// compound ("Sign-In Options"), except "Built-in" and "Plug-in". Keep product names as they
/// are spelled ("iPhone", "Mac mini"), and leave alone what is not a plain word: acronyms and
/// other all-capital words ("ALT", "TV"), words with inner capitals ("iCloud", "JavaScript"),
/// words with digits, dots or `@`, emoji, format specifiers (`%@`, `%1$@`, `%lld`, `%#@name@`)
/// and placeholders (`{name}`, `$(VAR)`).
///
/// Where the rules leave a choice — a short word that may be a preposition or an adverb, a minor
/// word after a colon or dash, the second part of "Re-enter" — the word is accepted as written:
/// a finding must be right.
struct TitleCaser: Sendable {
    let brands: BrandNames

    init(brandNames: [String] = []) {
        self.brands = BrandNames(extra: brandNames)
    }

    /// One word that should be written differently.
    struct Change: Hashable, Sendable {
        var original: String
        var corrected: String
    }

    struct Result: Hashable, Sendable {
        /// The text in title style (words with a choice kept as written).
        var corrected: String
        /// The words that differ, in order.
        var changes: [Change]
    }

    /// `text` in title style, with the words that change.
    func apply(_ text: String) -> Result {
        var tokens = TextTokenizer.tokenize(text)
        let slots = tokens.indices.filter { tokens[$0].kind == .word || tokens[$0].kind == .placeholder }
        var decided: [Int: String] = [:]
        matchBrands(tokens, slots: slots, into: &decided)

        for (position, index) in slots.enumerated() where tokens[index].kind == .word && decided[index] == nil {
            let word = tokens[index].text
            if index > 0, tokens[index - 1].kind == .other, ["#", "@"].contains(tokens[index - 1].text) {
                continue  // hashtag or mention
            }
            let before = previousNonSpace(tokens, before: index)
            let context = Position(
                first: position == 0, last: position == slots.count - 1,
                afterBreak: before.map { [":", ".", "?", "!", "¿", "¡"].contains($0.text) } ?? false,
                afterDash: before.map { ["–", "—", "-", "/", "|", "·", "•"].contains($0.text) } ?? false,
                previousWord: position > 0 ? adjacentWord(tokens, slots[position - 1], index) : nil)
            decided[index] = expected(word, context)
        }

        var changes: [Change] = []
        for index in slots where tokens[index].kind == .word {
            if let new = decided[index], new != tokens[index].text {
                changes.append(Change(original: tokens[index].text, corrected: new))
                tokens[index].text = new
            }
        }
        return Result(corrected: tokens.map(\.text).joined(), changes: changes)
    }

    struct Position {
        var first: Bool
        var last: Bool
        /// After a colon or a sentence's end.
        var afterBreak: Bool
        /// After a dash, slash or separator.
        var afterDash: Bool
        /// The word just before, when only a space separates them.
        var previousWord: String?
    }

    /// The expected spelling of one word at its position.
    func expected(_ word: String, _ position: Position) -> String {
        let parts = Self.hyphenParts(word)
        if parts.count > 1 { return expectedCompound(parts) }
        if Self.isUntouchable(word) { return word }
        let lower = word.lowercased()
        if position.first || position.last { return Self.capitalized(word) }
        if EnglishWords.isPhrasalParticle(lower, after: position.previousWord) { return Self.capitalized(word) }
        let isMinor = EnglishWords.minor.contains(lower)
        let isAmbiguous = EnglishWords.ambiguousMinor.contains(lower)
        // The Style Guide capitalizes an article after a colon; other short words there may go either way.
        if position.afterBreak, ["a", "an", "the"].contains(lower) { return Self.capitalized(word) }
        if (position.afterBreak || position.afterDash) && (isMinor || isAmbiguous) { return word }
        if position.afterBreak { return Self.capitalized(word) }
        if isMinor { return Self.isPlainCapitalized(word) ? lower : word }
        if isAmbiguous { return word }
        return Self.capitalized(word)
    }

    /// A hyphenated compound: its first part capitalized, later parts capitalized unless they are
    /// minor words inside a longer compound, follow a prefix, a single letter or a number, or the
    /// compound is Built-in / Plug-in.
    func expectedCompound(_ parts: [(text: String, separator: String)]) -> String {
        let whole = parts.map { $0.text + $0.separator }.joined()
        let lowercaseRest = EnglishWords.lowercaseCompounds.contains(
            whole.lowercased().replacingOccurrences(of: "‑", with: "-")
                .replacingOccurrences(of: "‐", with: "-"))
        var result = ""
        for (i, part) in parts.enumerated() {
            var text = part.text
            if i == 0 {
                if !Self.isUntouchable(text) { text = Self.capitalized(text) }
            } else if lowercaseRest {
                if Self.isPlainCapitalized(text) { text = text.lowercased() }
            } else if !Self.isUntouchable(text) {
                let lower = text.lowercased()
                let previous = parts[i - 1].text.lowercased()
                // A minor word inside a longer compound ("Up-to-Date") may stay lowercase; the second
                // part of a two-part compound is capitalized ("Sign-In", "Add-On").
                let innerMinor =
                    i < parts.count - 1
                    && (EnglishWords.minor.contains(lower) || EnglishWords.ambiguousMinor.contains(lower))
                let free =
                    innerMinor || EnglishWords.prefixes.contains(previous) || previous.count == 1
                    || previous.allSatisfy { $0.isNumber }
                if !free { text = Self.capitalized(text) }
            }
            result += text + part.separator
        }
        return result
    }

    // MARK: - Brands

    /// Assigns brand spellings to the words that form a brand name.
    private func matchBrands(_ tokens: [TextToken], slots: [Int], into decided: inout [Int: String]) {
        var position = 0
        while position < slots.count {
            let index = slots[position]
            guard tokens[index].kind == .word else {
                position += 1
                continue
            }
            var matched = 0
            for candidate in brands.candidates(startingWith: Self.withoutPossessive(tokens[index].text).base) {
                if let spelled = match(candidate, tokens, slots, from: position) {
                    for (k, spelling) in spelled.enumerated() {
                        let word = tokens[slots[position + k]].text
                        // All-capital text is styled, not miscased: leave it.
                        decided[slots[position + k]] =
                            Self.isAllCaps(word) && !Self.isAllCaps(spelling) ? word : spelling
                    }
                    matched = candidate.count
                    break
                }
            }
            position += max(1, matched)
        }
    }

    /// The brand's spelling for each word, when `candidate` matches the words from `position`.
    private func match(_ candidate: [String], _ tokens: [TextToken], _ slots: [Int], from position: Int) -> [String]? {
        guard position + candidate.count <= slots.count else { return nil }
        var spelled: [String] = []
        for (k, name) in candidate.enumerated() {
            let index = slots[position + k]
            guard tokens[index].kind == .word else { return nil }
            if k > 0 {
                let between = tokens[(slots[position + k - 1] + 1)..<index]
                guard between.count == 1, between.first?.kind == .space else { return nil }
            }
            let (base, suffix) =
                k == candidate.count - 1 ? Self.withoutPossessive(tokens[index].text) : (tokens[index].text, "")
            guard base.lowercased() == name.lowercased() else { return nil }
            spelled.append(name + suffix)
        }
        return spelled
    }

    // MARK: - Word shapes

    /// Splits "Sign-In" into ("Sign", "-"), ("In", "").
    static func hyphenParts(_ word: String) -> [(text: String, separator: String)] {
        var parts: [(String, String)] = []
        var current = ""
        for c in word {
            if TextTokenizer.hyphens.contains(c) {
                parts.append((current, String(c)))
                current = ""
            } else {
                current.append(c)
            }
        }
        parts.append((current, ""))
        return parts.map { (text: $0.0, separator: $0.1) }
    }

    /// ("iPhone", "’s") for "iPhone’s".
    static func withoutPossessive(_ word: String) -> (base: String, suffix: String) {
        for suffix in ["'s", "’s", "'S", "’S"] where word.hasSuffix(suffix) && word.count > suffix.count {
            return (String(word.dropLast(suffix.count)), suffix)
        }
        return (word, "")
    }

    /// Words title style leaves as written: with digits, dots, `@` or `_`; without cased letters;
    /// all capitals of two letters or more (acronyms); inner capitals (iCloud, JavaScript); single
    /// letters other than "a" and "i".
    static func isUntouchable(_ word: String) -> Bool {
        if word.contains(where: { $0.isNumber || $0 == "." || $0 == "@" || $0 == "_" }) { return true }
        let letters = word.filter { $0.isLetter }
        guard letters.contains(where: { $0.isCased }) else { return true }
        if letters.count == 1 { return !["a", "i"].contains(letters.lowercased()) }
        if isAllCaps(word) { return true }
        return letters.dropFirst().contains { $0.isUppercase }
    }

    /// Whether every cased letter is a capital (and there are at least two letters).
    static func isAllCaps(_ word: String) -> Bool {
        let cased = word.filter { $0.isCased }
        return cased.count >= 2 && cased.allSatisfy { $0.isUppercase }
    }

    /// First letter capital, the others lowercase ("The", "Of").
    static func isPlainCapitalized(_ word: String) -> Bool {
        let letters = word.filter { $0.isCased }
        guard let first = letters.first else { return false }
        return first.isUppercase && letters.dropFirst().allSatisfy { $0.isLowercase }
    }

    /// `word` with its first letter capitalized, the rest as written.
    static func capitalized(_ word: String) -> String {
        guard let index = word.firstIndex(where: { $0.isLetter }) else { return word }
        let letter = word[index]
        guard letter.isLowercase else { return word }
        return String(word[..<index]) + String(letter).uppercased() + String(word[word.index(after: index)...])
    }

    private func previousNonSpace(_ tokens: [TextToken], before index: Int) -> TextToken? {
        var i = index - 1
        while i >= 0 {
            if tokens[i].kind != .space { return tokens[i] }
            i -= 1
        }
        return nil
    }

    /// The word at `previous` when only a space separates it from `index`.
    private func adjacentWord(_ tokens: [TextToken], _ previous: Int, _ index: Int) -> String? {
        guard tokens[previous].kind == .word, index - previous == 2, tokens[previous + 1].kind == .space else {
            return nil
        }
        return tokens[previous].text
    }
}
