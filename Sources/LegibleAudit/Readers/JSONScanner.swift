import Foundation

/// A JSON syntax error with the position of the offending character.
struct JSONSyntaxError: Error, Sendable, Equatable {
    /// 1-based line.
    var line: Int
    /// 1-based column, in Unicode scalars.
    var column: Int
    /// What was found and what was expected instead.
    var message: String
}

/// A small JSON parser (RFC 8259) that records the line and column of every value.
///
/// Used for String Catalogs, where every value needs an exact position and `JSONDecoder`
/// gives none. Input is UTF-8 (a leading byte order mark is skipped). Lines end at LF,
/// CR or CR LF; columns count Unicode scalars, so a tab counts 1 and "é" counts 1 (more
/// exactly: columns count the bytes that are not UTF-8 continuation bytes, which is the
/// same for valid UTF-8). Escapes `\" \\ \/ \b \f \n \r \t \uXXXX` are decoded, a
/// `\uD83D\uDE00` surrogate pair becomes one scalar, and a lone surrogate becomes U+FFFD.
/// Invalid UTF-8 inside a string becomes U+FFFD.
///
/// `scan(_:)` checks the whole document and records it flat (`JSONDocument`: one small
/// record per value, in document order, pointing into the bytes); strings are decoded only
/// when asked for. `parse(_:)` builds a `JSONNode` tree from that.
struct JSONScanner {
    /// Nesting deeper than this is an error rather than a stack overflow.
    static let maximumDepth = 512

    /// Parses one JSON document into a tree.
    ///
    /// - Parameter data: The document, UTF-8.
    /// - Returns: The top-level value.
    /// - Throws: `JSONSyntaxError` at the first character that does not fit the grammar,
    ///   saying what was expected.
    static func parse(_ data: Data) throws -> JSONNode {
        try scan(data).tree()
    }

    /// Checks one JSON document and records its values flat, without decoding strings.
    ///
    /// - Parameter data: The document, UTF-8.
    /// - Returns: The document; its first value (index 0) is the top-level value.
    /// - Throws: `JSONSyntaxError` at the first character that does not fit the grammar,
    ///   saying what was expected; the same errors, at the same positions, as `parse(_:)`.
    static func scan(_ data: Data) throws -> JSONDocument {
        guard data.count < Int(UInt32.max) else {
            throw JSONSyntaxError(line: 1, column: 1, message: "the file is larger than 4 GiB")
        }
        let nodes = try data.withUnsafeBytes { raw in
            var scanner = Cursor(bytes: raw.bindMemory(to: UInt8.self))
            do {
                try scanner.parseDocument()
            } catch {
                scanner.nodes.deallocate()
                throw error
            }
            return JSONDocument.Nodes(scanner.nodes, count: scanner.nodeCount)
        }
        return JSONDocument(data: data, nodes: nodes)
    }

    /// The parser's state over one buffer.
    private struct Cursor {
        typealias Node = JSONDocument.Node
        let bytes: UnsafeBufferPointer<UInt8>
        let count: Int
        var index = 0
        var line = 1
        /// Byte offset where the current line starts.
        var lineStart = 0
        /// UTF-8 continuation bytes (`10xxxxxx`) between `lineStart` and the end of the last
        /// string scanned: outside strings a well-formed document has only ASCII, so a
        /// value's column is its byte offset on the line less these, plus 1.
        var continuations = 0
        /// The values recorded so far (`nodeCount` of `nodeCapacity`): a buffer of its own
        /// rather than an array, which checks uniqueness on every append.
        var nodes: UnsafeMutablePointer<Node>
        var nodeCount = 0
        var nodeCapacity: Int

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            self.count = bytes.count
            // Pretty-printed catalogs hold about one value per 17 bytes.
            nodeCapacity = bytes.count / 16 + 16
            nodes = .allocate(capacity: nodeCapacity)
        }

        mutating func grow() {
            let larger = UnsafeMutablePointer<Node>.allocate(capacity: nodeCapacity * 2)
            larger.moveInitialize(from: nodes, count: nodeCount)
            nodes.deallocate()
            nodes = larger
            nodeCapacity *= 2
        }

        mutating func parseDocument() throws {
            if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                index = 3
                lineStart = 3
            }
            try parseValue(depth: 0)
            skipWhitespace()
            if index < count {
                throw error("unexpected \(describe(at: index)) after the top-level value; expected the end of the file")
            }
        }

        // MARK: Positions

        /// The column of a value starting at `offset` (1-based, in Unicode scalars), when
        /// every string before it on the line has been scanned.
        @inline(__always)
        func column(at offset: Int) -> Int {
            offset - lineStart + 1 - continuations
        }

        /// The column of any byte offset on the current line: counts the bytes that are not
        /// continuation bytes (for errors, which may point inside a string).
        func countedColumn(at offset: Int) -> Int {
            var column = 1
            var i = lineStart
            while i < offset {
                if bytes[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
            return column
        }

        func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
            JSONSyntaxError(line: line, column: countedColumn(at: offset ?? index), message: message)
        }

        /// Names the byte at `offset` for messages: "'x'", "end of file".
        func describe(at offset: Int) -> String {
            guard offset < count else { return "end of file" }
            let byte = bytes[offset]
            if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
            if byte < 0x80 { return String(format: "character U+%04X", byte) }
            return "non-ASCII character"
        }

        /// The decoded key of the string node at `node`, for messages.
        func key(_ node: Int) -> String {
            JSONDocument.decode(nodes[node], in: bytes)
        }

        // MARK: Grammar

        @inline(__always)
        mutating func skipWhitespace() {
            while index < count {
                let byte = bytes[index]
                if byte > 0x20 { return }
                switch byte {
                case 0x20:
                    index += 1
                    // Indentation: eight bytes at a time; the first that is not a space ends it.
                    while index + 8 <= count {
                        let others = load(index) ^ 0x2020_2020_2020_2020
                        if others != 0 {
                            index += others.trailingZeroBitCount >> 3
                            break
                        }
                        index += 8
                    }
                case 0x09:
                    index += 1
                case 0x0A:
                    index += 1
                    newLine()
                case 0x0D:
                    index += 1
                    if index < count && bytes[index] == 0x0A { index += 1 }
                    newLine()
                default:
                    return
                }
            }
        }

        /// The eight bytes at `offset` (which must be at most `count - 8`), the first in the
        /// lowest bits.
        @inline(__always)
        func load(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
        }

        @inline(__always)
        mutating func newLine() {
            line += 1
            lineStart = index
            continuations = 0
        }

        @inline(__always)
        mutating func append(_ kind: JSONDocument.Kind, start: Int, end: Int, line: Int, column: Int, flags: UInt8 = 0)
        {
            if nodeCount == nodeCapacity { grow() }
            (nodes + nodeCount).initialize(
                to: Node(
                    start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end),
                    line: UInt32(truncatingIfNeeded: line), column: UInt32(truncatingIfNeeded: column),
                    kind: kind, flags: flags))
            nodeCount += 1
        }

        /// Records that the container at `node` ends here.
        @inline(__always)
        mutating func close(_ node: Int) {
            nodes[node].end = UInt32(truncatingIfNeeded: nodeCount)
        }

        mutating func parseValue(depth: Int) throws {
            skipWhitespace()
            guard index < count else {
                throw error("expected a value but the file ended")
            }
            if depth > JSONScanner.maximumDepth {
                throw error("nesting deeper than \(JSONScanner.maximumDepth) levels")
            }
            let start = index
            switch bytes[index] {
            case UInt8(ascii: "\""):
                try parseString()
            case UInt8(ascii: "{"):
                try parseObject(depth: depth)
            case UInt8(ascii: "["):
                let node = nodeCount
                append(.array, start: start, end: 0, line: line, column: column(at: start))
                index += 1
                skipWhitespace()
                if index < count && bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    close(node)
                    return
                }
                while true {
                    try parseValue(depth: depth + 1)
                    skipWhitespace()
                    guard index < count else { throw error("expected ',' or ']' in an array but the file ended") }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                    } else if bytes[index] == UInt8(ascii: "]") {
                        index += 1
                        close(node)
                        return
                    } else {
                        throw error("unexpected \(describe(at: index)) in an array; expected ',' or ']'")
                    }
                }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let startLine = line
                let startColumn = column(at: start)
                try parseNumber()
                append(.number, start: start, end: index, line: startLine, column: startColumn)
            case UInt8(ascii: "t"):
                append(.true, start: start, end: start + 4, line: line, column: column(at: start))
                try expectLiteral("true")
            case UInt8(ascii: "f"):
                append(.false, start: start, end: start + 5, line: line, column: column(at: start))
                try expectLiteral("false")
            case UInt8(ascii: "n"):
                append(.null, start: start, end: start + 4, line: line, column: column(at: start))
                try expectLiteral("null")
            default:
                throw error(
                    "unexpected \(describe(at: index)); expected a value (object, array, string, number, true, false or null)"
                )
            }
        }

        mutating func parseObject(depth: Int) throws {
            let node = nodeCount
            append(.object, start: index, end: 0, line: line, column: column(at: index))
            index += 1  // {
            skipWhitespace()
            if index < count && bytes[index] == UInt8(ascii: "}") {
                index += 1
                close(node)
                return
            }
            var isFirst = true
            while true {
                skipWhitespace()
                guard index < count, bytes[index] == UInt8(ascii: "\"") else {
                    let expected = isFirst ? "a string key or '}'" : "a string key after ','"
                    if index >= count { throw error("expected \(expected) but the file ended") }
                    throw error("unexpected \(describe(at: index)); expected \(expected)")
                }
                isFirst = false
                let keyNode = nodeCount
                try parseString()
                skipWhitespace()
                guard index < count, bytes[index] == UInt8(ascii: ":") else {
                    throw error("unexpected \(describe(at: index)) after the key \"\(key(keyNode))\"; expected ':'")
                }
                index += 1
                try parseValue(depth: depth + 1)
                skipWhitespace()
                guard index < count else {
                    throw error("expected ',' or '}' after the value of \"\(key(keyNode))\" but the file ended")
                }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    close(node)
                    return
                } else {
                    throw error(
                        "unexpected \(describe(at: index)) after the value of \"\(key(keyNode))\"; expected ',' or '}'")
                }
            }
        }

        /// Scans a string at its opening quote and records it with the position of its first
        /// character (just inside the quote); checks its escapes but does not decode it.
        mutating func parseString() throws {
            let quote = index
            index += 1
            let start = index
            var flags: UInt8 = 0
            var high: UInt64 = 0
            while true {
                // Plain characters, eight at a time up to the first '"', '\' or control
                // character.
                var found = false
                while index + 8 <= count {
                    let word = load(index)
                    let special = Self.specialBytes(word)
                    if special != 0 {
                        let plain = special.trailingZeroBitCount >> 3
                        high |= word & ((1 &<< (plain &<< 3)) &- 1)
                        index += plain
                        found = true
                        break
                    }
                    high |= word
                    index += 8
                }
                while !found && index < count {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                    high |= UInt64(byte)
                    index += 1
                }
                guard index < count else {
                    throw error("unterminated string: the file ended before its closing '\"'", at: quote)
                }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") { break }
                if byte == 0x0A || byte == 0x0D {
                    throw error("unterminated string: expected a closing '\"' before the end of the line", at: quote)
                }
                if byte < 0x20 {
                    throw error(String(format: "control character U+%04X in a string; expected it escaped", byte))
                }
                // A backslash.
                flags |= JSONDocument.Node.escaped
                let escape = index
                index += 1
                guard index < count else {
                    throw error("unterminated string: the file ended before its closing '\"'", at: quote)
                }
                let letter = bytes[index]
                index += 1
                switch letter {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                case UInt8(ascii: "u"):
                    // A surrogate pair is two escapes, each checked on its own, as a lone one.
                    try hexQuad(escapeAt: escape)
                default:
                    throw error(
                        "invalid escape: '\\' followed by \(describe(at: index - 1)) in a string; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
                        at: escape)
                }
            }
            let end = index
            index += 1
            let nonASCII = high & 0x8080_8080_8080_8080 != 0
            append(
                .string, start: start, end: end, line: line, column: column(at: start),
                flags: flags | (nonASCII ? JSONDocument.Node.nonASCII : 0))
            if nonASCII {
                var i = start
                var continuing = 0
                while i + 8 <= end {
                    // Bytes 10xxxxxx: bit 7 set and bit 6 clear.
                    let word = load(i)
                    let flags = ((word & ~(word << 1)) & 0x8080_8080_8080_8080) >> 7
                    continuing += Int((flags &* 0x0101_0101_0101_0101) >> 56)
                    i += 8
                }
                while i < end {
                    if bytes[i] & 0xC0 == 0x80 { continuing += 1 }
                    i += 1
                }
                continuations += continuing
            }
        }

        /// Bit 7 of each of the eight bytes of `word` that is '"', '\' or below U+0020 is set,
        /// exactly for the first such byte (bits above it may be set wrongly); 0 if there is
        /// none.
        @inline(__always)
        static func specialBytes(_ word: UInt64) -> UInt64 {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            // (x - 0x01…) & ~x & 0x80… flags the bytes of x that are 0, and
            // (x - 0x20…) & ~x & 0x80… those below 0x20: exactly up to the first one (a
            // borrow from it may flag the next byte too).
            let zeroQuote = (quote &- ones) & ~quote
            let zeroBackslash = (backslash &- ones) & ~backslash
            let control = (word &- ones &* 0x20) & ~word
            return (zeroQuote | zeroBackslash | control) & highs
        }

        /// Checks the four hex digits after `\u`.
        mutating func hexQuad(escapeAt escape: Int) throws {
            for _ in 0..<4 {
                guard index < count else {
                    throw error("expected four hex digits after '\\u' but the file ended", at: escape)
                }
                switch bytes[index] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
                    UInt8(ascii: "A")...UInt8(ascii: "F"):
                    index += 1
                default:
                    throw error(
                        "unexpected \(describe(at: index)) in '\\u' escape; expected four hex digits", at: escape)
                }
            }
        }

        mutating func parseNumber() throws {
            func digits() -> Int {
                let from = index
                while index < count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
                return index - from
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") else {
                throw error("unexpected \(describe(at: index)) in a number; expected a digit")
            }
            if bytes[index] == UInt8(ascii: "0") { index += 1 } else { _ = digits() }
            if index < count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                if digits() == 0 {
                    throw error("unexpected \(describe(at: index)) in a number; expected a digit after '.'")
                }
            }
            if index < count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                if digits() == 0 {
                    throw error("unexpected \(describe(at: index)) in a number; expected a digit in the exponent")
                }
            }
        }

        mutating func expectLiteral(_ literal: StaticString) throws {
            let start = index
            let text = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
            for byte in text {
                guard index < count, bytes[index] == byte else {
                    throw error(
                        "invalid literal; expected a value (object, array, string, number, true, false or null)",
                        at: start)
                }
                index += 1
            }
        }
    }
}

/// A JSON document as `JSONScanner.scan(_:)` records it: its bytes and one `Node` per value
/// (object keys included) in document order, strings left undecoded.
///
/// An object's node is followed by its members, each a key (a string node) and then its
/// value's nodes; an array's by its elements' nodes. A container's `end` is the index of the
/// first node after it, so a member or element is skipped in one step. Positions are those
/// `JSONNode` gives: 1-based, columns in Unicode scalars, a string's just inside its quote.
struct JSONDocument: Sendable {
    /// What a node is.
    enum Kind: UInt8, Sendable {
        case object, array, string, number, `true`, `false`, null
    }

    /// One value.
    struct Node: Sendable {
        /// `flags` bit: the string has escapes.
        static let escaped: UInt8 = 1
        /// `flags` bit: the string has bytes above 0x7F.
        static let nonASCII: UInt8 = 2

        /// Byte offset of the value's first byte; for a string, of the byte after its quote.
        var start: UInt32
        /// For a string, the byte offset of its closing quote; for a number or literal, of
        /// the byte after it; for an object or array, the index of the first node after it.
        var end: UInt32
        var line: UInt32
        var column: UInt32
        var kind: Kind
        /// `escaped` and `nonASCII` for strings; 0 otherwise.
        var flags: UInt8
    }

    /// A buffer of nodes that frees itself (the scanner's, kept without copying it).
    final class Nodes: @unchecked Sendable {
        // Written only by the scanner, before the document is made.
        let base: UnsafeMutablePointer<Node>
        let count: Int

        init(_ base: UnsafeMutablePointer<Node>, count: Int) {
            self.base = base
            self.count = count
        }

        deinit { base.deallocate() }
    }

    /// The file's bytes.
    let data: Data
    /// The values; index 0 is the top-level value.
    let nodes: Nodes

    /// Decodes a string node: escapes resolved, invalid UTF-8 as U+FFFD.
    static func decode(_ node: Node, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let start = Int(node.start)
        let end = Int(node.end)
        if node.flags & Node.escaped == 0 {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(end - start)
        var index = start
        func hexQuad() -> UInt16 {
            var value: UInt16 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt16
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt16(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt16(byte - UInt8(ascii: "a") + 10)
                default: digit = UInt16(byte - UInt8(ascii: "A") + 10)
                }
                value = value << 4 | digit
                index += 1
            }
            return value
        }
        while index < end {
            let byte = bytes[index]
            if byte != UInt8(ascii: "\\") {
                utf8.append(byte)
                index += 1
                continue
            }
            let letter = bytes[index + 1]
            index += 2
            switch letter {
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var scalar: Unicode.Scalar = "\u{FFFD}"
                let unit = hexQuad()
                if (0xD800...0xDBFF).contains(unit) {
                    // A high surrogate: combine with a following \uDC00–\uDFFF.
                    if index + 1 < end, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        let save = index
                        index += 2
                        let low = hexQuad()
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
                utf8.append(contentsOf: UTF8.encode(scalar)!)
            default: utf8.append(letter)  // '"', '\' and '/' stand for themselves
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Calls `body` with a view of the document for reading it.
    func withView<Result>(_ body: (JSONView) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(nodes) {
            try data.withUnsafeBytes { raw in
                try body(
                    JSONView(
                        bytes: raw.bindMemory(to: UInt8.self),
                        nodes: UnsafeBufferPointer(start: nodes.base, count: nodes.count)))
            }
        }
    }

    /// The document as a tree.
    func tree() -> JSONNode {
        withView { view in view.tree(0) }
    }
}

/// Reads a `JSONDocument` by node index; valid only inside `JSONDocument.withView(_:)`.
struct JSONView {
    typealias Node = JSONDocument.Node
    let bytes: UnsafeBufferPointer<UInt8>
    let nodes: UnsafeBufferPointer<Node>

    /// One member of an object: the indices of its key and of its value.
    struct Member {
        var key: Int
        var value: Int
    }

    @inline(__always) func kind(_ node: Int) -> JSONDocument.Kind { nodes[node].kind }
    @inline(__always) func line(_ node: Int) -> Int { Int(nodes[node].line) }
    @inline(__always) func column(_ node: Int) -> Int { Int(nodes[node].column) }
    @inline(__always) func isObject(_ node: Int) -> Bool { nodes[node].kind == .object }
    @inline(__always) func isString(_ node: Int) -> Bool { nodes[node].kind == .string }

    /// The index of the first node after `node` and everything inside it.
    @inline(__always) func next(_ node: Int) -> Int {
        let record = nodes[node]
        return record.kind == .object || record.kind == .array ? Int(record.end) : node + 1
    }

    /// The members of an object, in file order (empty if `node` is not an object).
    func members(_ node: Int) -> MemberSequence {
        MemberSequence(view: self, first: node + 1, end: isObject(node) ? Int(nodes[node].end) : node + 1)
    }

    /// Iterates an object's members.
    struct MemberSequence: Sequence, IteratorProtocol {
        let view: JSONView
        var first: Int
        let end: Int
        mutating func next() -> Member? {
            guard first < end else { return nil }
            let member = Member(key: first, value: first + 1)
            first = view.next(first + 1)
            return member
        }
    }

    /// The elements of an array (empty if `node` is not an array).
    func elements(_ node: Int) -> [Int] {
        guard kind(node) == .array else { return [] }
        var result: [Int] = []
        var element = node + 1
        while element < Int(nodes[node].end) {
            result.append(element)
            element = next(element)
        }
        return result
    }

    /// The decoded string of a string node.
    func string(_ node: Int) -> String {
        JSONDocument.decode(nodes[node], in: bytes)
    }

    /// Whether decoding the string `node` replaced something with U+FFFD: a lone surrogate
    /// escape (`\uD83D` without its pair) or invalid UTF-8. A U+FFFD written in the file, as
    /// the character or as `\uFFFD`, is not a replacement.
    func hasReplacedCharacters(_ node: Int) -> Bool {
        let decoded = string(node).unicodeScalars.filter { $0 == "\u{FFFD}" }.count
        guard decoded > 0 else { return false }
        let raw = bytes[Int(nodes[node].start)..<Int(nodes[node].end)]
        var written = 0
        var index = raw.startIndex
        while index < raw.endIndex {
            if raw[index] == 0xEF, index + 2 < raw.endIndex, raw[index + 1] == 0xBF, raw[index + 2] == 0xBD {
                written += 1
                index += 3
            } else if raw[index] == UInt8(ascii: "\\"), index + 5 < raw.endIndex, raw[index + 1] == UInt8(ascii: "u"),
                String(decoding: raw[(index + 2)..<(index + 6)], as: UTF8.self).uppercased() == "FFFD"
            {
                written += 1
                index += 6
            } else {
                index += raw[index] == UInt8(ascii: "\\") ? 2 : 1
            }
        }
        return decoded > written
    }

    /// The decoded string, or `nil` if `node` is not a string.
    func stringValue(_ node: Int) -> String? {
        isString(node) ? string(node) : nil
    }

    /// Whether a string node is, decoded, equal (`==`) to `literal`.
    ///
    /// Compares bytes when the string has no escapes: `literal` must be ASCII without the
    /// three ASCII characters that a non-ASCII scalar is canonically equivalent to (`K`,
    /// `;` and `` ` ``: U+212A, U+037E, U+1FEF), so that no other string equals it.
    func equals(_ node: Int, _ literal: StaticString) -> Bool {
        let record = nodes[node]
        guard record.kind == .string else { return false }
        if record.flags & Node.escaped != 0 { return string(node) == literal.description }
        let length = literal.utf8CodeUnitCount
        guard Int(record.end) - Int(record.start) == length else { return false }
        let start = bytes.baseAddress! + Int(record.start)
        let expected = literal.utf8Start
        // Names of the same length mostly differ at once ("stringUnit", "variations").
        guard length == 0 || start.pointee == expected.pointee else { return false }
        return memcmp(start, expected, length) == 0
    }

    /// Whether two string nodes are, decoded, equal (`==`, canonical equivalence).
    func keysEqual(_ a: Int, _ b: Int) -> Bool {
        let first = nodes[a]
        let second = nodes[b]
        if first.flags == 0 && second.flags == 0 {
            // ASCII without escapes: equal exactly when the bytes are.
            let length = Int(first.end) - Int(first.start)
            guard Int(second.end) - Int(second.start) == length else { return false }
            return memcmp(bytes.baseAddress! + Int(first.start), bytes.baseAddress! + Int(second.start), length) == 0
        }
        return string(a) == string(b)
    }

    /// Whether the members' keys are all ASCII without escapes and in strictly increasing
    /// byte order, so that no two are equal.
    func plainKeysIncrease(_ members: [Member]) -> Bool {
        var previous: Node?
        for member in members {
            let key = nodes[member.key]
            guard key.flags == 0 else { return false }
            if let previous {
                let a = Int(previous.end) - Int(previous.start)
                let b = Int(key.end) - Int(key.start)
                let order = memcmp(
                    bytes.baseAddress! + Int(previous.start), bytes.baseAddress! + Int(key.start), min(a, b))
                guard order < 0 || (order == 0 && a < b) else { return false }
            }
            previous = key
        }
        return true
    }

    /// The value of the last member named `key` (JSON parsers keep the last of
    /// duplicates), or `nil` if `node` is not an object or has no such member. `key` as in
    /// `equals(_:_:)`.
    func member(_ node: Int, _ key: StaticString) -> Int? {
        var found: Int?
        for member in members(node) where equals(member.key, key) { found = member.value }
        return found
    }

    /// The Boolean, or `nil` if this is not `true` or `false`.
    func bool(_ node: Int) -> Bool? {
        switch kind(node) {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The number as an integer, or `nil` if this is not an integral number.
    func int(_ node: Int) -> Int? {
        guard kind(node) == .number else { return nil }
        return Int(numberText(node))
    }

    /// A number as written.
    func numberText(_ node: Int) -> String {
        let record = nodes[node]
        return String(
            decoding: UnsafeBufferPointer(rebasing: bytes[Int(record.start)..<Int(record.end)]), as: UTF8.self)
    }

    /// What kind of value this is, for messages: "an object", "a string" …
    func kindDescription(_ node: Int) -> String {
        switch kind(node) {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .true, .false: "a Boolean"
        case .null: "null"
        }
    }

    /// The value at `node` as a tree.
    func tree(_ node: Int) -> JSONNode {
        let line = line(node)
        let column = column(node)
        let value: JSONNode.Value
        switch kind(node) {
        case .object:
            value = .object(
                members(node).map {
                    JSONNode.Member(
                        key: string($0.key), line: self.line($0.key), column: self.column($0.key), value: tree($0.value)
                    )
                })
        case .array: value = .array(elements(node).map { tree($0) })
        case .string: value = .string(string(node))
        case .number: value = .number(numberText(node))
        case .true: value = .bool(true)
        case .false: value = .bool(false)
        case .null: value = .null
        }
        return JSONNode(value: value, line: line, column: column)
    }
}
