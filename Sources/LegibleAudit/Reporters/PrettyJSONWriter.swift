import Foundation

/// Writes JSON byte for byte as `JSONEncoder` does with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]` (`SortedJSON.encode`), without building a tree of the value
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
///
/// The bytes go to a buffer of its own, grown by doubling and handed over without a copy by
/// `data()`. Not copyable: it owns that memory (a struct, not a class, so that its fields are
/// not checked for exclusive access at every byte).
struct PrettyJSONWriter: ~Copyable {
    /// A double that is NaN or infinite, which `JSONEncoder` refuses (its default strategy).
    struct NonFiniteNumber: Error {}

    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Bytes written.
    private(set) var count = 0
    /// Nesting level of the innermost open container (0: top level).
    private var level: Int
    /// Whether the innermost open container has a member yet.
    private var hasMembers = false

    /// A writer whose members start at nesting `level`: 2 for the elements of a report's
    /// `findings` (the report object is level 0, the array's members level 2), with room for
    /// `capacity` bytes before it grows.
    init(level: Int = 0, capacity: Int = 4_096) {
        self.level = level
        self.capacity = max(capacity, 64)
        buffer = .allocate(capacity: self.capacity)
    }

    deinit { buffer.deallocate() }

    /// The bytes written, copied.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: buffer, count: count)) }

    /// The bytes written, handed over without a copy.
    consuming func data() -> Data {
        let data = Data(bytesNoCopy: buffer, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
        discard self
        return data
    }

    // MARK: Containers

    /// Starts the next member of the open container: `,` and a newline after the first, then
    /// the indentation.
    mutating func nextElement() {
        reserve(2 + 2 * level)
        if hasMembers {
            buffer[count] = 0x2C
            buffer[count + 1] = 0x0A
            count += 2
        }
        hasMembers = true
        (buffer + count).initialize(repeating: 0x20, count: 2 * level)
        count += 2 * level
    }

    /// Starts the member `key` of the open object (`key` needs no escaping).
    mutating func key(_ key: StaticString) {
        nextElement()
        reserve(key.utf8CodeUnitCount + 5)
        buffer[count] = 0x22
        (buffer + count + 1).update(from: key.utf8Start, count: key.utf8CodeUnitCount)
        count += key.utf8CodeUnitCount + 1
        append("\" : ")
    }

    /// Opens an object (`bracket` `{`) or array (`[`); returns what `close` needs to restore.
    mutating func open(_ bracket: StaticString) -> Bool {
        append(bracket)
        append("\n")
        level += 1
        defer { hasMembers = false }
        return hasMembers
    }

    /// Closes the container `open` returned `outer` for, with `bracket` (`}` or `]`).
    mutating func close(_ bracket: StaticString, outer: Bool) {
        level -= 1
        reserve(2 + 2 * level)
        buffer[count] = 0x0A
        (buffer + count + 1).initialize(repeating: 0x20, count: 2 * level)
        count += 1 + 2 * level
        append(bracket)
        hasMembers = outer
    }

    private mutating func append(_ text: StaticString) {
        reserve(text.utf8CodeUnitCount)
        (buffer + count).update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        count += text.utf8CodeUnitCount
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        let grown = max(2 * capacity, needed)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.update(from: buffer, count: count)
        buffer.deallocate()
        buffer = larger
        capacity = grown
    }

    // MARK: Values

    /// Writes `string` quoted, with `"`, `\` and control characters escaped.
    mutating func value(_ string: String) {
        var string = string
        string.withUTF8 { utf8 in
            // At worst six bytes (`\u00xx`) for each.
            reserve(2 + 6 * utf8.count)
            buffer[count] = 0x22
            count += 1
            guard let source = utf8.baseAddress else { return }
            var start = 0
            for index in 0..<utf8.count where Self.needsEscape[Int(source[index])] {
                (buffer + count).update(from: source + start, count: index - start)
                count += index - start
                escape(source[index])
                start = index + 1
            }
            (buffer + count).update(from: source + start, count: utf8.count - start)
            count += utf8.count - start
        }
        buffer[count] = 0x22
        count += 1
    }

    /// Whether a byte is escaped: `"`, `\` and the C0 controls.
    private static let needsEscape: [Bool] = (0...255).map { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }

    /// Writes the escape for `byte` (room reserved by `value`).
    private mutating func escape(_ byte: UInt8) {
        buffer[count] = 0x5C
        let short: UInt8? =
            switch byte {
            case 0x22, 0x5C: byte
            case 0x08: UInt8(ascii: "b")
            case 0x0C: UInt8(ascii: "f")
            case 0x0A: UInt8(ascii: "n")
            case 0x0D: UInt8(ascii: "r")
            case 0x09: UInt8(ascii: "t")
            default: nil
            }
        if let short {
            buffer[count + 1] = short
            count += 2
            return
        }
        buffer[count + 1] = UInt8(ascii: "u")
        buffer[count + 2] = UInt8(ascii: "0")
        buffer[count + 3] = UInt8(ascii: "0")
        buffer[count + 4] = Self.hexDigits[Int(byte >> 4)]
        buffer[count + 5] = Self.hexDigits[Int(byte & 0xF)]
        count += 6
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Writes an integer in decimal.
    mutating func value(_ number: Int) {
        reserve(20)
        if number < 0 {
            guard number != .min else { return appendText(number.description) }
            buffer[count] = UInt8(ascii: "-")
            count += 1
        }
        appendDigits(number.magnitude)
    }

    /// Writes the decimal digits of `number`.
    private mutating func appendDigits(_ number: UInt) {
        var digits = 1
        var rest = number / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        var value = number
        for position in stride(from: count + digits - 1, through: count, by: -1) {
            buffer[position] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
        }
        count += digits
    }

    /// Writes a double as `JSONEncoder` does: its `description`, without a trailing `.0`.
    /// Whole numbers below 10¹⁵ (which `description` writes as their digits and `.0`) are
    /// written as integers, without formatting the double.
    /// - Throws: `NonFiniteNumber` for NaN and infinities.
    mutating func value(_ number: Double) throws {
        guard number.isFinite else { throw NonFiniteNumber() }
        if number.magnitude < 1e15, number.rounded(.towardZero) == number {
            reserve(17)
            if number.sign == .minus {
                buffer[count] = UInt8(ascii: "-")
                count += 1
            }
            return appendDigits(UInt(number.magnitude))
        }
        let text = number.description
        appendText(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }

    private mutating func appendText(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            reserve(utf8.count)
            guard let source = utf8.baseAddress else { return }
            (buffer + count).update(from: source, count: utf8.count)
            count += utf8.count
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
