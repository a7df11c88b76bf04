import Foundation

/// SHA-1 (FIPS 180-4), to check test fonts against the golden manifest.
///
/// Foundation on Linux has no digest API and no package beyond the toolchain can be fetched,
/// so this is the textbook algorithm. It is used only to identify files, not for security.
enum SHA1 {
    /// The digest of the file at `path`, or `nil` when it cannot be read.
    ///
    /// Uses `sha1sum` (or `shasum` on macOS) when installed: this Swift implementation, built
    /// for debugging as tests are, takes about 3 s for the 19.5 MB Noto CJK collection.
    static func hex(ofFileAt path: String) -> String? {
        guard FileManager.default.isReadableFile(atPath: path) else { return nil }
        for tool in ["/usr/bin/sha1sum", "/usr/bin/shasum"] where FileManager.default.isExecutableFile(atPath: tool) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = [path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { continue }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
            let digest = String(decoding: data.prefix(40), as: UTF8.self)
            if digest.count == 40, digest.allSatisfy(\.isHexDigit) { return digest.lowercased() }
        }
        return FileManager.default.contents(atPath: path).map(hex)
    }

    /// The digest of `data` as 40 lowercase hex digits.
    static func hex(_ data: Data) -> String {
        var h: (UInt32, UInt32, UInt32, UInt32, UInt32) = (
            0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0
        )
        let length = data.count
        var tail = [UInt8](data.suffix(length % 64))
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        let bits = UInt64(length) &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
        }
        var w = [UInt32](repeating: 0, count: 80)
        func compress(_ block: UnsafeRawBufferPointer) {
            for i in 0..<16 {
                w[i] =
                    UInt32(block[i * 4]) << 24 | UInt32(block[i * 4 + 1]) << 16
                    | UInt32(block[i * 4 + 2]) << 8 | UInt32(block[i * 4 + 3])
            }
            for i in 16..<80 {
                let x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]
                w[i] = x << 1 | x >> 31
            }
            var (a, b, c, d, e) = h
            for i in 0..<80 {
                let f: UInt32
                let k: UInt32
                switch i {
                case 0..<20:
                    f = (b & c) | (~b & d)
                    k = 0x5A82_7999
                case 20..<40:
                    f = b ^ c ^ d
                    k = 0x6ED9_EBA1
                case 40..<60:
                    f = (b & c) | (b & d) | (c & d)
                    k = 0x8F1B_BCDC
                default:
                    f = b ^ c ^ d
                    k = 0xCA62_C1D6
                }
                let temp = (a << 5 | a >> 27) &+ f &+ e &+ k &+ w[i]
                e = d
                d = c
                c = b << 30 | b >> 2
                b = a
                a = temp
            }
            h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e)
        }
        let whole = length - length % 64
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < whole {
                compress(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + 64]))
                offset += 64
            }
        }
        tail.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                compress(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + 64]))
                offset += 64
            }
        }
        return [h.0, h.1, h.2, h.3, h.4].map { word in
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 8 - hex.count) + hex
        }.joined()
    }
}
