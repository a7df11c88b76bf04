import Foundation

/// Writes JSON byte for byte as `JSONEncoder` does with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]` (`JSONReporter.encode`), without building a tree of the value
/// first: for the findings of a report, where the encoder's tree and its generic dispatch cost
/// more than the bytes.
///
/// The format, as Foundation's writer produces it: two spaces of indentation a level; `{` or
/// `[` then a newline, members separated by `,` and a newline, a newline and the indented
/// closing bracket (an empty container is `{`, two newlines, `}`); `"key" : value`. Strings
/// escape `"`, `\` and the C0 controls (`\b \f \n \r \t`, the others `\u00xx` in lowercase
/// hex), nothing else (not `/`, not U+2028, not non-ASCII); integers in decimal; doubles as
/// `description` without a trailing `.0`.
///
/// Members are written in the order they are given: callers give an object's keys sorted by
/// their UTF-8 bytes, as `.sortedKeys` sorts them, and leave out `nil` optionals, as the
/// synthesized `Encodable` conformances do.
struct PrettyJSONWriter {
    /// A double that is NaN or infinite, which `JSONEncoder` refuses (its default strategy).
    struct NonFiniteNumber: Error {}

    /// The JSON written so far (UTF-8).
    private(set) var bytes: [UInt8] = []
    /// Nesting level of the innermost open container (0: top level).
    private var level: Int
    /// Whether the innermost open container has a member yet.
    private var hasMembers = false

    /// A writer whose members start at nesting `level`: 2 for the elements of a report's
    /// `findings` (the report object is level 0, the array's members level 2).
    init(level: Int = 0, capacity: Int = 0) {
        self.level = level
        bytes.reserveCapacity(capacity)
    }

    // MARK: Containers

    /// Starts the next member of the open container: `,` and a newline after the first, then
    /// the indentation.
    mutating func nextElement() {
        if hasMembers {
            bytes.append(0x2C)
            bytes.append(0x0A)
        }
        hasMembers = true
        indent()
    }

    /// Starts the member `key` of the open object (`key` needs no escaping).
    mutating func key(_ key: StaticString) {
        nextElement()
        bytes.append(0x22)
        append(key)
        append("\" : ")
    }

    /// Opens an object (`bracket` `{`) or array (`[`); returns what `close` needs to restore.
    mutating func open(_ bracket: StaticString) -> Bool {
        append(bracket)
        bytes.append(0x0A)
        level += 1
        defer { hasMembers = false }
        return hasMembers
    }

    /// Closes the container `open` returned `outer` for, with `bracket` (`}` or `]`).
    mutating func close(_ bracket: StaticString, outer: Bool) {
        bytes.append(0x0A)
        level -= 1
        indent()
        append(bracket)
        hasMembers = outer
    }

    private mutating func indent() {
        let spaces = 2 * level
        if spaces <= Self.spaces.count {
            bytes.append(contentsOf: Self.spaces[..<spaces])
        } else {
            bytes.append(contentsOf: repeatElement(0x20, count: spaces))
        }
    }

    private static let spaces = [UInt8](repeating: 0x20, count: 32)

    private mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    // MARK: Values

    /// Writes `string` quoted, with `"`, `\` and control characters escaped.
    mutating func value(_ string: String) {
        bytes.append(0x22)
        var string = string
        string.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                if index > start { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index])) }
                escape(byte)
                start = index + 1
            }
            if utf8.count > start { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...])) }
        }
        bytes.append(0x22)
    }

    private mutating func escape(_ byte: UInt8) {
        bytes.append(0x5C)
        switch byte {
        case 0x22, 0x5C: bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            append("u00")
            bytes.append(Self.hexDigits[Int(byte >> 4)])
            bytes.append(Self.hexDigits[Int(byte & 0xF)])
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Writes an integer in decimal.
    mutating func value(_ number: Int) {
        bytes.append(contentsOf: number.description.utf8)
    }

    /// Writes a double as `JSONEncoder` does: its `description`, without a trailing `.0`.
    /// - Throws: `NonFiniteNumber` for NaN and infinities.
    mutating func value(_ number: Double) throws {
        guard number.isFinite else { throw NonFiniteNumber() }
        let text = number.description.utf8
        if text.count >= 2, text.last == UInt8(ascii: "0"), text.dropLast().last == UInt8(ascii: ".") {
            bytes.append(contentsOf: text.dropLast(2))
        } else {
            bytes.append(contentsOf: text)
        }
    }

    /// Writes `true` or `false`.
    mutating func value(_ flag: Bool) {
        flag ? append("true") : append("false")
    }

    /// Writes an array of strings.
    mutating func value(_ strings: [String]) {
        let outer = open("[")
        for string in strings {
            nextElement()
            value(string)
        }
        close("]", outer: outer)
    }

    // MARK: Optional members

    /// Writes the member `key` when `string` is not `nil`.
    mutating func member(_ key: StaticString, _ string: String?) {
        guard let string else { return }
        self.key(key)
        value(string)
    }

    /// Writes the member `key` when `number` is not `nil`.
    mutating func member(_ key: StaticString, _ number: Int?) {
        guard let number else { return }
        self.key(key)
        value(number)
    }

    /// Writes the member `key` when `number` is not `nil`.
    /// - Throws: `NonFiniteNumber` for NaN and infinities.
    mutating func member(_ key: StaticString, _ number: Double?) throws {
        guard let number else { return }
        self.key(key)
        try value(number)
    }

    /// Writes the member `key` when `flag` is not `nil`.
    mutating func member(_ key: StaticString, _ flag: Bool?) {
        guard let flag else { return }
        self.key(key)
        value(flag)
    }

    /// Writes the member `key` when `strings` is not `nil`.
    mutating func member(_ key: StaticString, _ strings: [String]?) {
        guard let strings else { return }
        self.key(key)
        value(strings)
    }
}
