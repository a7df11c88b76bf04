import Foundation

/// The NeXTSTEP Latin character set, which old-style property lists use for octal escapes.
///
/// Core Foundation's `getSlashedChar` (`CFOldStylePList.c`) reads `\ooo` as one byte and
/// converts it with `kCFStringEncodingNextStepLatin`: bytes below 0x80 are ASCII, the
/// others are NeXTSTEP's Latin letters and symbols (`\341` is "Æ"), and a byte with no
/// character (0xFF) becomes U+0000. The table comes from Foundation's own converter, so
/// it matches what `PropertyListSerialization` does.
enum NeXTSTEPEncoding {
    /// UTF-16 unit for each byte 0x00–0xFF.
    static let table: [UInt16] = (0...255).map { byte -> UInt16 in
        if byte < 0x80 { return UInt16(byte) }
        guard let string = String(bytes: [UInt8(byte)], encoding: .nextstep) else { return 0 }
        let units = Array(string.utf16)
        return units.count == 1 ? units[0] : 0
    }

    /// The UTF-16 unit an octal escape's byte stands for.
    static func unit(for byte: UInt8) -> UInt16 {
        table[Int(byte)]
    }
}
