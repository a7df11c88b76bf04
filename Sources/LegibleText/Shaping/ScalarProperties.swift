/// The Unicode properties the shaper asks of every scalar (white space, default-ignorable,
/// emoji), looked up in the Swift standard library once per scalar and then kept.
///
/// Each lookup in the standard library's tables costs a few hundred instructions and the
/// shaper asks up to four per scalar; a text uses few distinct scalars. One instance per
/// `Shaper` (so per thread): not thread-safe. Scalars of the Basic Multilingual Plane are kept
/// in a 64 KiB table, the others in a dictionary.
final class ScalarProperties {
    private static let known: UInt8 = 1
    private static let whitespace: UInt8 = 2
    private static let ignorable: UInt8 = 4
    private static let emojiPresentation: UInt8 = 8
    private static let emoji: UInt8 = 16

    private let basic: UnsafeMutablePointer<UInt8>
    private var astral: [UInt32: UInt8] = [:]

    init() {
        basic = .allocate(capacity: 0x10000)
        basic.initialize(repeating: 0, count: 0x10000)
    }

    deinit { basic.deallocate() }

    /// `properties.isWhitespace`.
    func isWhitespace(_ scalar: Unicode.Scalar) -> Bool { flags(scalar) & Self.whitespace != 0 }

    /// `Shaper.isIgnorable`: default-ignorable code points and controls.
    func isIgnorable(_ scalar: Unicode.Scalar) -> Bool { flags(scalar) & Self.ignorable != 0 }

    /// `properties.isEmojiPresentation`.
    func isEmojiPresentation(_ scalar: Unicode.Scalar) -> Bool { flags(scalar) & Self.emojiPresentation != 0 }

    /// `properties.isEmoji`.
    func isEmoji(_ scalar: Unicode.Scalar) -> Bool { flags(scalar) & Self.emoji != 0 }

    private func flags(_ scalar: Unicode.Scalar) -> UInt8 {
        let value = scalar.value
        if value < 0x10000 {
            let cached = basic[Int(value)]
            if cached != 0 { return cached }
            let computed = Self.compute(scalar)
            basic[Int(value)] = computed
            return computed
        }
        if let cached = astral[value] { return cached }
        let computed = Self.compute(scalar)
        astral[value] = computed
        return computed
    }

    private static func compute(_ scalar: Unicode.Scalar) -> UInt8 {
        let properties = scalar.properties
        var flags = known
        if properties.isWhitespace { flags |= whitespace }
        if Shaper.isIgnorable(scalar) { flags |= ignorable }
        if properties.isEmojiPresentation { flags |= emojiPresentation }
        if properties.isEmoji { flags |= emoji }
        return flags
    }
}
