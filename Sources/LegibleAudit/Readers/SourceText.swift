import Foundation

/// A text file decoded to Unicode scalars, with its line starts, so that any scalar's
/// 1-based line and column can be found.
///
/// Encodings, as `.strings` files come: UTF-8 (with or without a byte order mark) and
/// UTF-16 little- or big-endian, with a byte order mark or, without one, recognised by
/// its NUL bytes (at least one byte in eight of the first 4 KiB: ASCII in UTF-16LE has NUL
/// at odd byte offsets, in UTF-16BE at even ones; UTF-8 text has next to none). Lines end at LF, CR or CR LF, as Core Foundation's
/// property-list parser counts them; columns count Unicode scalars.
struct SourceText: Sendable {
    /// How the bytes were decoded.
    enum Encoding: String, Sendable {
        case utf8 = "UTF-8"
        case utf16LittleEndian = "UTF-16LE"
        case utf16BigEndian = "UTF-16BE"
    }

    /// The text, without its byte order mark.
    let scalars: [Unicode.Scalar]
    let encoding: Encoding
    /// Whether the file began with a byte order mark.
    let hasByteOrderMark: Bool
    /// Scalar offsets at which lines start; the first is 0.
    let lineStarts: [Int]

    /// Decodes `data`, or returns `nil` if it is neither valid UTF-8 nor UTF-16
    /// (`invalidText(in:)` then tells where).
    init?(data: Data) {
        let bytes = [UInt8](data)
        let (encoding, bom, body) = Self.detect(bytes)
        var scalars: [Unicode.Scalar] = []
        switch encoding {
        case .utf8:
            guard let string = String(data: Data(body), encoding: .utf8) else { return nil }
            scalars = Array(string.unicodeScalars)
        case .utf16LittleEndian, .utf16BigEndian:
            guard body.count % 2 == 0 else { return nil }
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var index = body.startIndex
            while index < body.endIndex {
                let first = UInt16(body[index])
                let second = UInt16(body[index + 1])
                units.append(encoding == .utf16LittleEndian ? first | second << 8 : first << 8 | second)
                index += 2
            }
            var iterator = units.makeIterator()
            var decoder = UTF16()
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): scalars.append(scalar)
                case .emptyInput: break decoding
                case .error: return nil
                }
            }
        }
        self.init(scalars: scalars, encoding: encoding, hasByteOrderMark: bom)
    }

    /// Where `data` stops being text in the encoding `init?(data:)` detects, when it does:
    /// the 1-based line and column of the last good character's successor, the byte offset
    /// from the start of the file, and what is wrong there.
    static func invalidText(
        in data: Data
    ) -> (line: Int, column: Int, byteOffset: Int, encoding: Encoding, problem: String)? {
        let bytes = [UInt8](data)
        let (encoding, _, body) = detect(bytes)
        var line = 1
        var column = 1
        var previousWasCR = false
        func advance(_ scalar: Unicode.Scalar) {
            if scalar == "\n" {
                if !previousWasCR { line += 1 }
                column = 1
            } else if scalar == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            previousWasCR = scalar == "\r"
        }
        switch encoding {
        case .utf8:
            var offset = body.startIndex
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = body.makeIterator()
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let encoded):
                    advance(Unicode.UTF8.decode(encoded))
                    offset += encoded.count
                case .emptyInput:
                    return nil
                case .error(let length):
                    let shown = body[offset..<min(offset + max(length, 1), body.endIndex)]
                        .map { String(format: "0x%02X", $0) }.joined(separator: " ")
                    return (line, column, offset, encoding, "byte \(shown) is not valid UTF-8")
                }
            }
        case .utf16LittleEndian, .utf16BigEndian:
            var index = body.startIndex
            while index + 1 < body.endIndex {
                let first = UInt16(body[index]), second = UInt16(body[index + 1])
                let unit = encoding == .utf16LittleEndian ? first | second << 8 : first << 8 | second
                if UTF16.isLeadSurrogate(unit) {
                    guard index + 3 < body.endIndex else {
                        return (
                            line, column, index, encoding,
                            String(format: "U+%04X (a high surrogate) ends the file without its low half", unit)
                        )
                    }
                    let third = UInt16(body[index + 2]), fourth = UInt16(body[index + 3])
                    let low = encoding == .utf16LittleEndian ? third | fourth << 8 : third << 8 | fourth
                    guard UTF16.isTrailSurrogate(low) else {
                        return (
                            line, column, index, encoding,
                            String(format: "U+%04X (a high surrogate) is not followed by a low surrogate", unit)
                        )
                    }
                    advance("x")
                    index += 4
                } else if UTF16.isTrailSurrogate(unit) {
                    return (
                        line, column, index, encoding,
                        String(format: "U+%04X is a low surrogate without a high one before it", unit)
                    )
                } else {
                    advance(Unicode.Scalar(unit) ?? "x")
                    index += 2
                }
            }
            if index < body.endIndex {
                return (
                    line, column, index, encoding,
                    "the file ends in the middle of a UTF-16 code unit (an odd number of bytes)"
                )
            }
            return nil
        }
    }

    /// The encoding of `bytes` (see the type's discussion), whether they start with a byte
    /// order mark, and the bytes after it.
    private static func detect(_ bytes: [UInt8]) -> (Encoding, Bool, ArraySlice<UInt8>) {
        var encoding = Encoding.utf8
        var bom = false
        var body = bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bom = true
            body = bytes[3...]
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            bom = true
            encoding = .utf16LittleEndian
            body = bytes[2...]
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            bom = true
            encoding = .utf16BigEndian
            body = bytes[2...]
        } else {
            // UTF-16 without a byte order mark: many NUL bytes (every ASCII character has
            // one), at odd offsets for little-endian, even for big-endian. A stray NUL in
            // UTF-8 text (which Core Foundation accepts) does not make it UTF-16.
            var evenZeros = 0
            var oddZeros = 0
            let head = bytes.prefix(4096)
            for (offset, byte) in head.enumerated() where byte == 0 {
                if offset % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
            }
            if (evenZeros + oddZeros) * 8 >= head.count && evenZeros + oddZeros > 0 {
                encoding = oddZeros >= evenZeros ? .utf16LittleEndian : .utf16BigEndian
            }
        }
        return (encoding, bom, body)
    }

    /// Wraps already decoded text.
    init(scalars: [Unicode.Scalar], encoding: Encoding = .utf8, hasByteOrderMark: Bool = false) {
        self.scalars = scalars
        self.encoding = encoding
        self.hasByteOrderMark = hasByteOrderMark
        var starts = [0]
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\r" {
                if index < scalars.count && scalars[index] == "\n" { index += 1 }
                starts.append(index)
            } else if scalar == "\n" {
                starts.append(index)
            }
        }
        lineStarts = starts
    }

    /// The 1-based line and column of the scalar at `offset` (or of the end of the text).
    func position(at offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The scalars of a 1-based line, without its line break; empty past the end.
    func line(_ number: Int) -> ArraySlice<Unicode.Scalar> {
        guard number >= 1 && number <= lineStarts.count else { return [] }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : scalars.count
        while end > start && (scalars[end - 1] == "\n" || scalars[end - 1] == "\r") { end -= 1 }
        return scalars[start..<end]
    }
}
