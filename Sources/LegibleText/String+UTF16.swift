extension String {
    /// The string of UTF-16 `units`, as `String(decoding: units, as: UTF16.self)` makes it (a
    /// lone surrogate is U+FFFD), transcoded to UTF-8 in one pass: the standard library's
    /// generic transcoding goes scalar by scalar through a parser, about 500 instructions a
    /// unit (in an audit's expansion of format strings, 2 % of its instructions;
    /// Benchmarks/README.md, "Tenth round").
    ///
    /// - Parameter units: UTF-16 code units, any number, lone surrogates included.
    public init(decodingUTF16 units: UnsafeBufferPointer<UInt16>) {
        // At most 3 UTF-8 bytes per UTF-16 unit (a surrogate pair: 4 bytes for 2 units).
        self = String(unsafeUninitializedCapacity: units.count * 3) { bytes in
            var out = 0
            var index = 0
            while index < units.count {
                let unit = UInt32(units[index])
                index += 1
                var scalar = unit
                if unit & 0xF800 == 0xD800 {
                    if unit < 0xDC00, index < units.count, units[index] & 0xFC00 == 0xDC00 {
                        scalar = 0x10000 + ((unit - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
                        index += 1
                    } else {
                        scalar = 0xFFFD
                    }
                }
                if scalar < 0x80 {
                    bytes[out] = UInt8(scalar)
                    out += 1
                } else if scalar < 0x800 {
                    bytes[out] = UInt8(0xC0 | scalar >> 6)
                    bytes[out + 1] = UInt8(0x80 | scalar & 0x3F)
                    out += 2
                } else if scalar < 0x10000 {
                    bytes[out] = UInt8(0xE0 | scalar >> 12)
                    bytes[out + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
                    bytes[out + 2] = UInt8(0x80 | scalar & 0x3F)
                    out += 3
                } else {
                    bytes[out] = UInt8(0xF0 | scalar >> 18)
                    bytes[out + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
                    bytes[out + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
                    bytes[out + 3] = UInt8(0x80 | scalar & 0x3F)
                    out += 4
                }
            }
            return out
        }
    }

    /// `init(decodingUTF16:)` of a collection of UTF-16 code units (an array or a slice of one
    /// is read in place).
    ///
    /// - Parameter units: UTF-16 code units, any number, lone surrogates included.
    public init<Units: Collection>(decodingUTF16 units: Units) where Units.Element == UInt16 {
        if let made = units.withContiguousStorageIfAvailable({ String(decodingUTF16: $0) }) {
            self = made
        } else {
            self = Array(units).withUnsafeBufferPointer { String(decodingUTF16: $0) }
        }
    }
}
