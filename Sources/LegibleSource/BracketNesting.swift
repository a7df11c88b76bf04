/// How a Swift file nests its brackets, read from its bytes in one linear pass before
/// swift-syntax's parser sees the file, so that the scan can skip the inputs that parser takes
/// exponential or cubic time on (Docs/upstream/swift-syntax-nesting.md):
///
/// - square brackets nested in one another, `[[[…1…]]]` or `[(Int, [(Int, …`: each `[` makes
///   the parser look ahead twice at what follows it (could it be an `[N of T]` inline array
///   type? an array type?), so the time doubles with each level: 24 levels took 3.3 s, 50
///   unclosed ones never end;
/// - brackets never closed, `foo("foo("…`: for each one, the parser's recovery scans the rest of
///   the file for the `)`, and for each `(` it meets, the rest of that line.
///
/// Strings (with `#` delimiters, multi-line, interpolations), comments (nested block comments)
/// and `#/…/#` regular expressions are read as Swift's lexer reads them, so that a bracket
/// inside them is not counted. A bare `/…/` regular expression is read as code: a bracket in
/// it counts (real files balance them, and the limits are far above real nesting), and a `"` in
/// it hides the rest of its line as a string would; the scan's time limit covers what that hides
/// (`let r = /"/; let a = [[[…]]]` 27 deep: given up after 20 s).
struct BracketNesting: Equatable, Sendable {
    /// The most `[` open at once within one scope: a `{` (a closure, a block) and a string
    /// interpolation start a new scope, as the parser's lookahead never goes past them.
    var squareDepth = 0
    /// The byte offset of the `[` that first reached `squareDepth`.
    var squareDepthOffset = 0
    /// The brackets (`(`, `[`, `{`) still open at the end of the file.
    var unclosed = 0
    /// The byte offset of the first bracket still open at the end of the file.
    var firstUnclosedOffset = 0

    /// Reads `bytes` (UTF-8 Swift source).
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var reader = Reader(bytes)
        reader.read()
        squareDepth = reader.squareDepth
        squareDepthOffset = reader.squareDepthOffset
        unclosed = reader.open.count
        firstUnclosedOffset = reader.open.first?.offset ?? 0
    }

    /// `init(_:)` on an array's bytes.
    init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { BracketNesting($0) }
    }
}

/// The lexer behind `BracketNesting`: a stack of open brackets and of the strings whose
/// interpolations are open.
private struct Reader {
    /// An open bracket: its byte, its offset, and for a `{` or an interpolation's `(` the
    /// `[` depth of the scope it interrupts.
    struct Open {
        var byte: UInt8
        var offset: Int
        var outerSquares: Int
        /// The `(` of a string interpolation: its `)` returns to the string.
        var interpolation: Bool
        /// The string an interpolation is in.
        var string: StringKind?
    }

    /// A string literal's delimiter: the number of `#`s and whether it is multi-line.
    struct StringKind {
        var hashes: Int
        var multiline: Bool
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var open: [Open] = []
    /// The `[`s open in the current scope.
    var squares = 0
    var squareDepth = 0
    var squareDepthOffset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private func byte(at i: Int) -> UInt8? { i < bytes.count ? bytes[i] : nil }

    mutating func read() {
        while index < bytes.count {
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                readStringOrHashes()
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                open.append(Open(byte: b, offset: index, outerSquares: squares, interpolation: false, string: nil))
                if b == UInt8(ascii: "{") { squares = 0 }
                index += 1
            case UInt8(ascii: "["):
                open.append(Open(byte: b, offset: index, outerSquares: squares, interpolation: false, string: nil))
                squares += 1
                if squares > squareDepth {
                    squareDepth = squares
                    squareDepthOffset = index
                }
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                index += 1
                guard let top = open.popLast() else { break }
                if top.byte == UInt8(ascii: "[") {
                    squares = max(0, squares - 1)
                } else if top.byte == UInt8(ascii: "{") || top.interpolation {
                    squares = top.outerSquares
                }
                if top.interpolation, let string = top.string { readString(string) }
            default:
                index += 1
            }
        }
    }

    /// Skips a `/* … */` comment, nested ones included, from its `/`.
    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// At a `#` or `"`: a string literal (`"…"`, `"""…"""`, `#"…"#`), a `#/…/#` regular
    /// expression, or `#`s of something else (`#if`, `#selector`), read past.
    private mutating func readStringOrHashes() {
        var end = index
        while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
        let hashes = end - index
        if byte(at: end) == UInt8(ascii: "\"") {
            let multiline = byte(at: end + 1) == UInt8(ascii: "\"") && byte(at: end + 2) == UInt8(ascii: "\"")
            index = end + (multiline ? 3 : 1)
            readString(StringKind(hashes: hashes, multiline: multiline))
        } else if hashes > 0, byte(at: end) == UInt8(ascii: "/") {
            index = end + 1
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), hashesFollow(index + 1, hashes) {
                    index += 1 + hashes
                    return
                }
                index += 1
            }
        } else {
            index = max(end, index + 1)
        }
    }

    /// Whether `count` `#`s stand at `start`.
    private func hashesFollow(_ start: Int, _ count: Int) -> Bool {
        guard start + count <= bytes.count else { return false }
        for i in start..<start + count where bytes[i] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Reads a string's contents from just after its opening delimiter (or an interpolation's
    /// `)`) to its closing one, or to the `(` of an interpolation, which opens a scope of code
    /// whose `)` comes back here. A single-line string ends at the end of its line, closed or not.
    private mutating func readString(_ kind: StringKind) {
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\\"), hashesFollow(index + 1, kind.hashes) {
                let after = index + 1 + kind.hashes
                if byte(at: after) == UInt8(ascii: "(") {
                    open.append(
                        Open(
                            byte: UInt8(ascii: "("), offset: after, outerSquares: squares, interpolation: true,
                            string: kind))
                    squares = 0
                    index = after + 1
                    return
                }
                // An escaped character (`\"`, `\\`): never a delimiter (a line break still ends
                // a single-line string).
                index = after
                if let next = byte(at: index), next != 0x0A, next != 0x0D { index += 1 }
            } else if b == UInt8(ascii: "\"") {
                if kind.multiline {
                    if byte(at: index + 1) == UInt8(ascii: "\""), byte(at: index + 2) == UInt8(ascii: "\""),
                        hashesFollow(index + 3, kind.hashes)
                    {
                        index += 3 + kind.hashes
                        return
                    }
                } else if hashesFollow(index + 1, kind.hashes) {
                    index += 1 + kind.hashes
                    return
                }
                index += 1
            } else if !kind.multiline, b == 0x0A || b == 0x0D {
                return
            } else {
                index += 1
            }
        }
    }
}
