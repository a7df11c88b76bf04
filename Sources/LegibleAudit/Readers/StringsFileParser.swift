import Foundation
import LegibleText

/// A scanner for the old-style (NeXTSTEP / OpenStep) property-list syntax of `.strings`
/// files that keeps the position of every key and value.
///
/// It accepts what Core Foundation's `CFOldStylePList.c` (and so
/// `PropertyListSerialization`) accepts, and decodes values the same way:
/// - entries `key = value;`, and the shortcut `key;` whose value is the key itself;
///   optionally the whole file wrapped in `{ … }`;
/// - keys and values quoted with `"` or `'`, or unquoted from `[A-Za-z0-9_.$:/-]`;
/// - comments `/* … */` and `// …` (a `/` not starting a comment is an unquoted character);
/// - escapes `\a \b \f \n \r \t \v \"`, a backslash before a line break (the break),
///   `\U` with up to four hex digits (a UTF-16 unit: `\UD83D\UDE00` is one emoji),
///   one to three octal digits (a byte in the NeXTSTEP encoding: `\012` is a line feed,
///   `\341` is "Æ"), and a backslash before any other character gives that character
///   (`\\`, `\'`);
/// - whitespace: U+0009–U+000D, space, U+2028, U+2029.
/// Values that are arrays, dictionaries or data (which CF also accepts) are skipped with
/// a warning: they are not text that is shown.
struct StringsFileParser {
    /// One `key = value;` entry.
    struct Entry: Sendable {
        var key: String
        var value: String
        /// Position of the key's first character (inside its quote when quoted).
        var keyLine: Int
        var keyColumn: Int
        /// Position of the value's first character (inside its quote when quoted); the
        /// key's position for the `key;` shortcut.
        var valueLine: Int
        var valueColumn: Int
        /// The comment just before the key, without its delimiters.
        var comment: String?
    }

    /// A problem at a position: a syntax error (`errors`) or a warning (`warnings`).
    struct Problem: Error, Sendable, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    let text: SourceText
    private var index = 0
    /// The last comment seen and the line it starts on.
    private var lastComment: (text: String, line: Int)?
    /// The line of the last entry's `;`: a comment starting on it belongs to that entry.
    private var lastTerminatorLine = 0
    private(set) var warnings: [Problem] = []

    init(text: SourceText) {
        self.text = text
    }

    private var scalars: [Unicode.Scalar] { text.scalars }
    private var atEnd: Bool { index >= scalars.count }

    /// Syntax errors, in file order; `parse()` reads on after each (see there).
    private(set) var errors: [Problem] = []
    /// The most syntax errors reported for one file; past it, reading stops with a note
    /// that more may follow (a file in the wrong format would give one per line).
    static let maximumErrors = 20

    /// Reads every entry.
    ///
    /// A syntax error does not stop the reading: it is recorded in `errors` at its position,
    /// saying what was expected, and the parser resynchronises. A missing `;` after a
    /// complete `key = value` keeps that entry and reads on from the next key; any other error
    /// skips to the next line. An unterminated string or comment ends the reading.
    ///
    /// - Returns: The entries read, in file order, duplicates included.
    mutating func parse() -> [Entry] {
        var entries: [Entry] = []
        // A second byte order mark (U+FEFF left after decoding) — damus's UTF-16 files
        // have two. `PropertyListSerialization` rejects such a file, yet the app ships it,
        // so it is read with a warning.
        if index < scalars.count && scalars[index] == "\u{FEFF}" {
            while index < scalars.count && scalars[index] == "\u{FEFF}" { index += 1 }
            warnings.append(
                Problem(
                    line: 1, column: 1,
                    message:
                        "the text starts with U+FEFF after the byte order mark (a second byte order mark); it is ignored, but PropertyListSerialization rejects the file"
                ))
        }
        skipSpaceAndComments()
        var braced = false
        if !atEnd && scalars[index] == "{" {
            braced = true
            index += 1
        }
        while errors.count < Self.maximumErrors {
            skipSpaceAndComments()
            if atEnd {
                if braced { errors.append(problem("expected '}' to close the dictionary but the file ended")) }
                return entries
            }
            if braced && scalars[index] == "}" {
                index += 1
                skipSpaceAndComments()
                if !atEnd {
                    errors.append(problem("unexpected \(describe(index)) after '}'; expected the end of the file"))
                }
                return entries
            }
            let entryStart = index
            do {
                if let entry = try parseEntry() { entries.append(entry) }
            } catch let problem as Problem {
                errors.append(problem)
                resynchronize(from: max(entryStart, index))
            } catch {
                return entries
            }
        }
        if !atEnd {
            let position = text.position(at: index)
            warnings.append(
                Problem(
                    line: position.line, column: position.column,
                    message:
                        "more than \(Self.maximumErrors) syntax errors; the rest of the file is not read"))
        }
        return entries
    }

    /// Moves past the line where an error was found, so that the next entry can be read.
    private mutating func resynchronize(from offset: Int) {
        index = min(offset, scalars.count)
        while index < scalars.count, !["\n", "\r", "\u{2028}", "\u{2029}"].contains(scalars[index]) { index += 1 }
        lastComment = nil
    }

    /// Reads one `key = value;` or `key;` entry at the cursor; `nil` for a value that is not a
    /// string (skipped with a warning).
    ///
    /// - Throws: `Problem` at the first syntax error. A missing `;` after a complete entry is
    ///   recorded in `errors` instead, and the entry is returned.
    private mutating func parseEntry() throws -> Entry? {
        var comment: String?
        if let last = lastComment, last.line > lastTerminatorLine { comment = last.text }
        lastComment = nil
        let keyStart = index
        guard let key = try parseString() else {
            throw problem(
                "unexpected \(describe(index)); expected a key (a quoted string, or unquoted characters A-Z a-z 0-9 _ . $ : / -)"
            )
        }
        let keyPosition = text.position(at: keyStart + (isQuote(scalars[keyStart]) ? 1 : 0))
        skipSpaceAndComments()
        guard !atEnd else {
            throw problem("expected '=' or ';' after the key \"\(key)\" but the file ended")
        }
        if scalars[index] == ";" {
            index += 1
            lastTerminatorLine = text.position(at: index - 1).line
            lastComment = nil
            return Entry(
                key: key, value: key, keyLine: keyPosition.line, keyColumn: keyPosition.column,
                valueLine: keyPosition.line, valueColumn: keyPosition.column, comment: comment)
        }
        guard scalars[index] == "=" else {
            throw problem("unexpected \(describe(index)) after the key \"\(key)\"; expected '=' or ';'")
        }
        index += 1
        skipSpaceAndComments()
        guard !atEnd else {
            throw problem("expected a value after '=' for the key \"\(key)\" but the file ended")
        }
        let valueStart = index
        var value: String?
        if let string = try parseString() {
            value = string
        } else if scalars[index] == "{" || scalars[index] == "(" || scalars[index] == "<" {
            let position = text.position(at: valueStart)
            try skipObject(depth: 0)
            warnings.append(
                Problem(
                    line: position.line, column: position.column,
                    message: "the value of \"\(key)\" is not a string (an array, dictionary or data); it is not read"))
        } else {
            throw problem(
                "unexpected \(describe(index)) after '=' for the key \"\(key)\"; expected a value (a quoted string, or unquoted characters A-Z a-z 0-9 _ . $ : / -)"
            )
        }
        let valueEnd = index
        skipSpaceAndComments()
        if !atEnd, scalars[index] == ";" {
            index += 1
            lastTerminatorLine = text.position(at: index - 1).line
        } else {
            // The entry is complete but for its ';': keep it, and read on from here.
            errors.append(problem("expected ';' after the value of the key \"\(key)\"", at: valueEnd))
            lastTerminatorLine = text.position(at: valueEnd).line
        }
        lastComment = nil
        guard let value else { return nil }
        let position = text.position(at: valueStart + (isQuote(scalars[valueStart]) ? 1 : 0))
        return Entry(
            key: key, value: value, keyLine: keyPosition.line, keyColumn: keyPosition.column,
            valueLine: position.line, valueColumn: position.column, comment: comment)
    }

    // MARK: Lexing

    private func problem(_ message: String, at offset: Int? = nil) -> Problem {
        let position = text.position(at: offset ?? index)
        return Problem(line: position.line, column: position.column, message: message)
    }

    private func describe(_ offset: Int) -> String {
        guard offset < scalars.count else { return "end of file" }
        let scalar = scalars[offset]
        if scalar.value < 0x21 || (0x7F..<0xA0).contains(scalar.value) {
            return String(format: "character U+%04X", scalar.value)
        }
        return "'\(scalar)'"
    }

    private func isQuote(_ scalar: Unicode.Scalar) -> Bool { scalar == "\"" || scalar == "'" }

    static func isUnquotedCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": true
        default: false
        }
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        (0x09...0x0D).contains(scalar.value) || scalar == " " || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// Skips whitespace and comments, remembering the last comment.
    private mutating func skipSpaceAndComments() {
        while index < scalars.count {
            let scalar = scalars[index]
            if Self.isSpace(scalar) {
                index += 1
                continue
            }
            guard scalar == "/", index + 1 < scalars.count else { return }
            let start = index
            if scalars[index + 1] == "/" {
                index += 2
                let body = index
                while index < scalars.count,
                    !["\n", "\r", "\u{2028}", "\u{2029}"].contains(scalars[index])
                {
                    index += 1
                }
                lastComment = (trimmed(body..<index), text.position(at: start).line)
            } else if scalars[index + 1] == "*" {
                index += 2
                let body = index
                var end = scalars.count
                while index < scalars.count {
                    if scalars[index] == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
                        end = index
                        index += 2
                        break
                    }
                    index += 1
                }
                if end == scalars.count {
                    index = scalars.count
                    let position = text.position(at: start)
                    warnings.append(
                        Problem(
                            line: position.line, column: position.column,
                            message: "unterminated comment: everything after '/*' is ignored; expected '*/'"))
                }
                lastComment = (trimmed(body..<end), text.position(at: start).line)
            } else {
                return
            }
        }
    }

    private func trimmed(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Reads a quoted or unquoted string at the cursor; `nil` (cursor unmoved) if there is none.
    private mutating func parseString() throws -> String? {
        guard index < scalars.count else { return nil }
        let first = scalars[index]
        if isQuote(first) {
            return try parseQuoted(quote: first)
        }
        guard Self.isUnquotedCharacter(first) else { return nil }
        let start = index
        while index < scalars.count && Self.isUnquotedCharacter(scalars[index]) { index += 1 }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<index])
        return String(view)
    }

    private mutating func parseQuoted(quote: Unicode.Scalar) throws -> String {
        let opening = index
        index += 1
        var units: [UInt16] = []
        while true {
            guard index < scalars.count else {
                let line = text.position(at: opening).line
                throw problem(
                    "unterminated string starting on line \(line): expected a closing \(quote) but the file ended",
                    at: opening)
            }
            let scalar = scalars[index]
            index += 1
            if scalar == quote {
                return String(decodingUTF16: units)
            }
            guard scalar == "\\" else {
                units.append(contentsOf: scalar.utf16)
                continue
            }
            guard index < scalars.count else {
                throw problem("unterminated backslash sequence at the end of the file", at: index - 1)
            }
            let escaped = scalars[index]
            index += 1
            switch escaped {
            case "0"..."7":
                var number = UInt8(escaped.value - 0x30)
                for _ in 0..<2 {
                    guard index < scalars.count, ("0"..."7").contains(scalars[index]) else { break }
                    // Core Foundation keeps the number in a byte: \777 wraps to 0xFF.
                    number = number &<< 3 &+ UInt8(scalars[index].value - 0x30)
                    index += 1
                }
                units.append(NeXTSTEPEncoding.unit(for: number))
            case "U":
                var number: UInt16 = 0
                for _ in 0..<4 {
                    guard index < scalars.count, let digit = Self.hexValue(scalars[index]) else { break }
                    number = number << 4 | digit
                    index += 1
                }
                units.append(number)
            case "a": units.append(0x07)
            case "b": units.append(0x08)
            case "f": units.append(0x0C)
            case "n": units.append(0x0A)
            case "r": units.append(0x0D)
            case "t": units.append(0x09)
            case "v": units.append(0x0B)
            default:
                units.append(contentsOf: escaped.utf16)
            }
        }
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt16? {
        switch scalar {
        case "0"..."9": UInt16(scalar.value - 0x30)
        case "a"..."f": UInt16(scalar.value - 0x61 + 10)
        case "A"..."F": UInt16(scalar.value - 0x41 + 10)
        default: nil
        }
    }

    /// Skips an array `( … )`, dictionary `{ … }` or data `< … >` value.
    private mutating func skipObject(depth: Int) throws {
        guard depth < 256 else { throw problem("nesting deeper than 256 levels") }
        skipSpaceAndComments()
        guard index < scalars.count else { throw problem("expected a value but the file ended") }
        let opening = scalars[index]
        switch opening {
        case "(":
            index += 1
            skipSpaceAndComments()
            if index < scalars.count && scalars[index] == ")" {
                index += 1
                return
            }
            while true {
                try skipObject(depth: depth + 1)
                skipSpaceAndComments()
                guard index < scalars.count else { throw problem("expected ',' or ')' in an array but the file ended") }
                if scalars[index] == "," {
                    index += 1
                    skipSpaceAndComments()
                    if index < scalars.count && scalars[index] == ")" {
                        index += 1
                        return
                    }
                } else if scalars[index] == ")" {
                    index += 1
                    return
                } else {
                    throw problem("unexpected \(describe(index)) in an array; expected ',' or ')'")
                }
            }
        case "{":
            index += 1
            while true {
                skipSpaceAndComments()
                guard index < scalars.count else {
                    throw problem("expected '}' to close a dictionary but the file ended")
                }
                if scalars[index] == "}" {
                    index += 1
                    return
                }
                guard let key = try parseString() else {
                    throw problem("unexpected \(describe(index)) in a dictionary; expected a key or '}'")
                }
                skipSpaceAndComments()
                guard index < scalars.count else {
                    throw problem("expected '=' or ';' after the key \"\(key)\" but the file ended")
                }
                if scalars[index] == "=" {
                    index += 1
                    try skipObject(depth: depth + 1)
                    skipSpaceAndComments()
                }
                guard index < scalars.count, scalars[index] == ";" else {
                    throw problem("expected ';' after the value of the key \"\(key)\"")
                }
                index += 1
            }
        case "<":
            index += 1
            while index < scalars.count && scalars[index] != ">" {
                let scalar = scalars[index]
                guard Self.hexValue(scalar) != nil || Self.isSpace(scalar) else {
                    throw problem("unexpected \(describe(index)) in data; expected hex digits or '>'")
                }
                index += 1
            }
            guard index < scalars.count else { throw problem("expected '>' to close data but the file ended") }
            index += 1
        default:
            if try parseString() == nil {
                throw problem("unexpected \(describe(index)); expected a value")
            }
        }
    }
}
