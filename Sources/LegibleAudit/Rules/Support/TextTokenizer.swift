import Foundation

/// One piece of a UI string as the wording and capitalization rules see it.
struct TextToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// Letters and digits, with the apostrophes, hyphens, dots, `@` and `_` inside them
        /// (`Don’t`, `Sign-In`, `example.com`).
        case word
        /// A format specifier or placeholder, never changed: `%@`, `%1$@`, `%lld`, `%.2f`, `%%`,
        /// `%#@count@`, `{name}`, `{{name}}`, `$(VAR)`, `${VAR}`.
        case placeholder
        case space
        /// Anything else: punctuation, symbols, emoji.
        case other
    }

    var kind: Kind
    var text: String
}

/// Splits UI strings into words, placeholders, spaces and other characters.
enum TextTokenizer {
    static func tokenize(_ text: String) -> [TextToken] {
        let chars = Array(text)
        var tokens: [TextToken] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if let end = placeholderEnd(chars, at: i) {
                tokens.append(TextToken(kind: .placeholder, text: String(chars[i..<end])))
                i = end
            } else if isWordCharacter(c) {
                var j = i + 1
                while j < chars.count {
                    if isWordCharacter(chars[j]) {
                        j += 1
                    } else if connectors.contains(chars[j]), j + 1 < chars.count, isWordCharacter(chars[j + 1]) {
                        j += 2
                    } else {
                        break
                    }
                }
                tokens.append(TextToken(kind: .word, text: String(chars[i..<j])))
                i = j
            } else if c.isWhitespace {
                var j = i + 1
                while j < chars.count, chars[j].isWhitespace { j += 1 }
                tokens.append(TextToken(kind: .space, text: String(chars[i..<j])))
                i = j
            } else {
                tokens.append(TextToken(kind: .other, text: String(c)))
                i += 1
            }
        }
        return tokens
    }

    /// Characters that join word characters into one word.
    static let connectors: Set<Character> = ["'", "’", "-", "‐", "‑", ".", "@", "_"]
    /// Hyphens that join the parts of a compound.
    static let hyphens: Set<Character> = ["-", "‐", "‑"]

    static func isWordCharacter(_ c: Character) -> Bool {
        if c.isLetter || c.isNumber { return true }
        guard let scalar = c.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Where a placeholder starting at `i` ends (exclusive), or `nil`.
    static func placeholderEnd(_ chars: [Character], at i: Int) -> Int? {
        switch chars[i] {
        case "%": return specifierEnd(chars, at: i)
        case "{":
            var j = i + 1
            let double = j < chars.count && chars[j] == "{"
            if double { j += 1 }
            let start = j
            while j < chars.count, chars[j] != "}", chars[j] != "{", !chars[j].isWhitespace { j += 1 }
            guard j > start, j < chars.count, chars[j] == "}" else { return nil }
            j += 1
            if double {
                guard j < chars.count, chars[j] == "}" else { return nil }
                j += 1
            }
            return j
        case "$":
            guard i + 1 < chars.count, chars[i + 1] == "(" || chars[i + 1] == "{" else { return nil }
            let close: Character = chars[i + 1] == "(" ? ")" : "}"
            var j = i + 2
            while j < chars.count, chars[j] != close, !chars[j].isWhitespace { j += 1 }
            guard j > i + 2, j < chars.count else { return nil }
            return j + 1
        default:
            return nil
        }
    }

    /// A printf / `String(format:)` specifier at `i` (`%@`, `%1$@`, `%lld`, `%.2f`, `%%`, `%#@name@`).
    /// A space is not accepted as a flag, so "50% off" is no specifier.
    static func specifierEnd(_ chars: [Character], at i: Int) -> Int? {
        var j = i + 1
        guard j < chars.count else { return nil }
        if chars[j] == "%" { return j + 1 }
        // Positional argument: digits followed by "$".
        var k = j
        while k < chars.count, chars[k].isASCII, chars[k].isNumber { k += 1 }
        if k > j, k < chars.count, chars[k] == "$" { j = k + 1 }
        guard j < chars.count else { return nil }
        if chars[j] == "#", j + 1 < chars.count, chars[j + 1] == "@" {
            var n = j + 2
            while n < chars.count, chars[n].isASCII, chars[n].isLetter || chars[n].isNumber || chars[n] == "_" {
                n += 1
            }
            guard n > j + 2, n < chars.count, chars[n] == "@" else { return nil }
            return n + 1
        }
        while j < chars.count, "-+#0'".contains(chars[j]) { j += 1 }
        while j < chars.count, chars[j].isASCII, chars[j].isNumber || chars[j] == "*" { j += 1 }
        if j < chars.count, chars[j] == "." {
            j += 1
            while j < chars.count, chars[j].isASCII, chars[j].isNumber || chars[j] == "*" { j += 1 }
        }
        for length in ["hh", "ll", "h", "l", "L", "q", "z", "t", "j"] {
            let lengthChars = Array(length)
            if j + lengthChars.count <= chars.count, Array(chars[j..<(j + lengthChars.count)]) == lengthChars {
                j += lengthChars.count
                break
            }
        }
        guard j < chars.count, "@dDiuUxXoOfFeEgGcCsSpaA".contains(chars[j]) else { return nil }
        return j + 1
    }

    /// The words of `text`, lowercased, placeholders and punctuation left out.
    static func words(_ text: String) -> [String] {
        tokenize(text).filter { $0.kind == .word }.map { $0.text.lowercased() }
    }

    /// `text` without placeholders, punctuation at its ends and surrounding white space, lowercased,
    /// inner white space collapsed: what word lists are compared with.
    static func normalizedPhrase(_ text: String) -> String {
        let kept = tokenize(text).filter { $0.kind != .placeholder }
        var result = ""
        for token in kept {
            switch token.kind {
            case .space: result += " "
            default: result += token.text
            }
        }
        let trimSet = CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters).union(.symbols)
        return result.trimmingCharacters(in: trimSet).lowercased()
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
