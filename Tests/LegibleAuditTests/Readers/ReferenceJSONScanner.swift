import Foundation

@testable import LegibleAudit

// The JSON scanner as it was before it recorded values flat (commit 9a0449c), kept as the
// reference that `JSONScanner` and the catalog reader are compared with.

/// A small JSON parser (RFC 8259) that records the line and column of every value.
///
/// Used for String Catalogs, where every value needs an exact position and `JSONDecoder`
/// gives none. Input is UTF-8 (a leading byte order mark is skipped). Lines end at LF,
/// CR or CR LF; columns count Unicode scalars, so a tab counts 1 and "é" counts 1.
/// Escapes `\" \\ \/ \b \f \n \r \t \uXXXX` are decoded, a `\uD83D\uDE00` surrogate pair
/// becomes one scalar, and a lone surrogate becomes U+FFFD. Invalid UTF-8 inside a string
/// becomes U+FFFD.
struct ReferenceJSONScanner {
    /// Nesting deeper than this is an error rather than a stack overflow.
    static let maximumDepth = 512

    /// Parses one JSON document.
    ///
    /// - Parameter data: The document, UTF-8.
    /// - Returns: The top-level value.
    /// - Throws: `JSONSyntaxError` at the first character that does not fit the grammar,
    ///   saying what was expected.
    static func parse(_ data: Data) throws -> JSONNode {
        let bytes = [UInt8](data)
        return try bytes.withUnsafeBufferPointer { buffer in
            var scanner = Cursor(bytes: buffer)
            return try scanner.parseDocument()
        }
    }

    /// The parser's state over one buffer.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var line = 1
        /// Byte offset where the current line starts.
        var lineStart = 0
        /// A byte offset on the current line and its column, so that columns are counted
        /// once per line however long the line is.
        var cachedOffset = 0
        var cachedColumn = 1

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func parseDocument() throws -> JSONNode {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                index = 3
                lineStart = 3
                cachedOffset = 3
            }
            let value = try parseValue(depth: 0)
            skipWhitespace()
            if index < bytes.count {
                throw error("unexpected \(describe(at: index)) after the top-level value; expected the end of the file")
            }
            return value
        }

        // MARK: Positions

        /// The column of a byte offset on the current line (1-based, in Unicode scalars).
        mutating func column(at offset: Int) -> Int {
            var from = lineStart
            var column = 1
            if cachedOffset >= lineStart && cachedOffset <= offset {
                from = cachedOffset
                column = cachedColumn
            }
            var i = from
            while i < offset {
                if bytes[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
            cachedOffset = offset
            cachedColumn = column
            return column
        }

        mutating func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
            JSONSyntaxError(line: line, column: column(at: offset ?? index), message: message)
        }

        /// Names the byte at `offset` for messages: "'x'", "end of file".
        func describe(at offset: Int) -> String {
            guard offset < bytes.count else { return "end of file" }
            let byte = bytes[offset]
            if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
            if byte < 0x80 { return String(format: "character U+%04X", byte) }
            return "non-ASCII character"
        }

        // MARK: Grammar

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09:
                    index += 1
                case 0x0A:
                    index += 1
                    newLine()
                case 0x0D:
                    index += 1
                    if index < bytes.count && bytes[index] == 0x0A { index += 1 }
                    newLine()
                default:
                    return
                }
            }
        }

        mutating func newLine() {
            line += 1
            lineStart = index
            cachedOffset = index
            cachedColumn = 1
        }

        mutating func parseValue(depth: Int) throws -> JSONNode {
            skipWhitespace()
            guard index < bytes.count else {
                throw error("expected a value but the file ended")
            }
            if depth > ReferenceJSONScanner.maximumDepth {
                throw error("nesting deeper than \(ReferenceJSONScanner.maximumDepth) levels")
            }
            let startLine = line
            let startColumn = column(at: index)
            switch bytes[index] {
            case UInt8(ascii: "{"):
                return try parseObject(depth: depth)
            case UInt8(ascii: "["):
                index += 1
                var elements: [JSONNode] = []
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return JSONNode(value: .array(elements), line: startLine, column: startColumn)
                }
                while true {
                    elements.append(try parseValue(depth: depth + 1))
                    skipWhitespace()
                    guard index < bytes.count else { throw error("expected ',' or ']' in an array but the file ended") }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                    } else if bytes[index] == UInt8(ascii: "]") {
                        index += 1
                        return JSONNode(value: .array(elements), line: startLine, column: startColumn)
                    } else {
                        throw error("unexpected \(describe(at: index)) in an array; expected ',' or ']'")
                    }
                }
            case UInt8(ascii: "\""):
                let (string, line, column) = try parseString()
                return JSONNode(value: .string(string), line: line, column: column)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return JSONNode(value: .number(try parseNumber()), line: startLine, column: startColumn)
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                return JSONNode(value: .bool(true), line: startLine, column: startColumn)
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                return JSONNode(value: .bool(false), line: startLine, column: startColumn)
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                return JSONNode(value: .null, line: startLine, column: startColumn)
            default:
                throw error(
                    "unexpected \(describe(at: index)); expected a value (object, array, string, number, true, false or null)"
                )
            }
        }

        mutating func parseObject(depth: Int) throws -> JSONNode {
            let startLine = line
            let startColumn = column(at: index)
            index += 1  // {
            var members: [JSONNode.Member] = []
            skipWhitespace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                index += 1
                return JSONNode(value: .object(members), line: startLine, column: startColumn)
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    let expected = members.isEmpty ? "a string key or '}'" : "a string key after ','"
                    if index >= bytes.count { throw error("expected \(expected) but the file ended") }
                    throw error("unexpected \(describe(at: index)); expected \(expected)")
                }
                let (key, keyLine, keyColumn) = try parseString()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw error("unexpected \(describe(at: index)) after the key \"\(key)\"; expected ':'")
                }
                index += 1
                let value = try parseValue(depth: depth + 1)
                members.append(JSONNode.Member(key: key, line: keyLine, column: keyColumn, value: value))
                skipWhitespace()
                guard index < bytes.count else {
                    throw error("expected ',' or '}' after the value of \"\(key)\" but the file ended")
                }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return JSONNode(value: .object(members), line: startLine, column: startColumn)
                } else {
                    throw error("unexpected \(describe(at: index)) after the value of \"\(key)\"; expected ',' or '}'")
                }
            }
        }

        /// Parses a string at its opening quote; returns it with the position of its first
        /// character (just inside the quote).
        mutating func parseString() throws -> (String, Int, Int) {
            let quote = index
            index += 1
            let start = index
            let startLine = line
            let startColumn = column(at: start)
            // Fast path: no escapes.
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                    index += 1
                    return (string, startLine, startColumn)
                }
                if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                index += 1
            }
            var utf8 = [UInt8](UnsafeBufferPointer(rebasing: bytes[start..<index]))
            while true {
                guard index < bytes.count else {
                    throw error("unterminated string: the file ended before its closing '\"'", at: quote)
                }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return (String(decoding: utf8, as: UTF8.self), startLine, startColumn)
                }
                if byte == 0x0A || byte == 0x0D {
                    throw error("unterminated string: expected a closing '\"' before the end of the line", at: quote)
                }
                if byte < 0x20 {
                    throw error(String(format: "control character U+%04X in a string; expected it escaped", byte))
                }
                if byte != UInt8(ascii: "\\") {
                    utf8.append(byte)
                    index += 1
                    continue
                }
                let escape = index
                index += 1
                guard index < bytes.count else {
                    throw error("unterminated string: the file ended before its closing '\"'", at: quote)
                }
                let letter = bytes[index]
                index += 1
                switch letter {
                case UInt8(ascii: "\""): utf8.append(0x22)
                case UInt8(ascii: "\\"): utf8.append(0x5C)
                case UInt8(ascii: "/"): utf8.append(0x2F)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar: Unicode.Scalar = "\u{FFFD}"
                    let unit = try hexQuad(escapeAt: escape)
                    if (0xD800...0xDBFF).contains(unit) {
                        // A high surrogate: combine with a following \uDC00–\uDFFF.
                        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        {
                            let save = index
                            index += 2
                            let low = try hexQuad(escapeAt: save)
                            if (0xDC00...0xDFFF).contains(low) {
                                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                                scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                            } else {
                                index = save  // not a pair: read the second escape on its own
                            }
                        }
                    } else if let single = Unicode.Scalar(UInt32(unit)) {
                        scalar = single
                    }
                    utf8.append(contentsOf: Array(String(scalar).utf8))
                default:
                    throw error(
                        "invalid escape: '\\' followed by \(describe(at: index - 1)) in a string; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
                        at: escape)
                }
            }
        }

        /// Reads the four hex digits after `\u`.
        mutating func hexQuad(escapeAt escape: Int) throws -> UInt16 {
            var value: UInt16 = 0
            for _ in 0..<4 {
                guard index < bytes.count else {
                    throw error("expected four hex digits after '\\u' but the file ended", at: escape)
                }
                let byte = bytes[index]
                let digit: UInt16
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt16(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt16(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt16(byte - UInt8(ascii: "A") + 10)
                default:
                    throw error(
                        "unexpected \(describe(at: index)) in '\\u' escape; expected four hex digits", at: escape)
                }
                value = value << 4 | digit
                index += 1
            }
            return value
        }

        mutating func parseNumber() throws -> String {
            let start = index
            func digits() -> Int {
                let from = index
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                    index += 1
                }
                return index - from
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") else {
                throw error("unexpected \(describe(at: index)) in a number; expected a digit")
            }
            if bytes[index] == UInt8(ascii: "0") { index += 1 } else { _ = digits() }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                if digits() == 0 {
                    throw error("unexpected \(describe(at: index)) in a number; expected a digit after '.'")
                }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                if digits() == 0 {
                    throw error("unexpected \(describe(at: index)) in a number; expected a digit in the exponent")
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }

        mutating func expectLiteral(_ literal: StaticString) throws {
            let start = index
            let text = literal.withUTF8Buffer { Array($0) }
            for byte in text {
                guard index < bytes.count, bytes[index] == byte else {
                    throw error(
                        "invalid literal; expected a value (object, array, string, number, true, false or null)",
                        at: start)
                }
                index += 1
            }
        }
    }
}
