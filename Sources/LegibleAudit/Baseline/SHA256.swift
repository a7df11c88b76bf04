import Foundation

/// SHA-256 (FIPS 180-4), for stable fingerprints of findings and the audit cache's keys.
///
/// Foundation on Linux has no CryptoKit; this small implementation hashes a few hundred
/// bytes per finding for SARIF fingerprints and baselines, and (through `Hasher`, piece by
/// piece) an app's files and fonts for `AuditCacheKey`.
enum SHA256 {
    fileprivate static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// The digest of `bytes` as 64 lowercase hexadecimal digits.
    static func hex<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        hexDigits(digest(bytes))
    }

    /// `digest` as 64 lowercase hexadecimal digits.
    static func hexDigits(_ digest: [UInt8]) -> String {
        digest.map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// The 32-byte digest of `bytes`.
    static func digest<Bytes: Collection>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var hasher = Hasher()
        Array(bytes).withUnsafeBytes { hasher.update($0) }
        return hasher.finalize()
    }

    /// A digest computed piece by piece, for inputs too large to hold whole (an app's files and
    /// fonts, `AuditCacheKey`): `update` any number of times, then `finalize` once.
    struct Hasher {
        /// The eight working words, h0 … h7 (FIPS 180-4 5.3.3), held apart rather than in an array
        /// so that a block's compression allocates nothing.
        private var h0: UInt32 = 0x6a09_e667, h1: UInt32 = 0xbb67_ae85, h2: UInt32 = 0x3c6e_f372
        private var h3: UInt32 = 0xa54f_f53a, h4: UInt32 = 0x510e_527f, h5: UInt32 = 0x9b05_688c
        private var h6: UInt32 = 0x1f83_d9ab, h7: UInt32 = 0x5be0_cd19
        /// Bytes not yet making a whole 64-byte block.
        private var pending: [UInt8] = []
        /// Bytes given so far.
        private var length: UInt64 = 0

        /// Adds `bytes` to the message.
        mutating func update(_ bytes: UnsafeRawBufferPointer) {
            length &+= UInt64(bytes.count)
            var offset = 0
            if !pending.isEmpty {
                let taken = min(64 - pending.count, bytes.count)
                pending.append(contentsOf: bytes[0..<taken])
                offset = taken
                guard pending.count == 64 else { return }
                let block = pending
                pending.removeAll(keepingCapacity: true)
                block.withUnsafeBytes { compress($0, at: 0) }
            }
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                while bytes.count - offset >= 64 {
                    compress(bytes, at: offset, w: w)
                    offset += 64
                }
            }
            if offset < bytes.count { pending.append(contentsOf: bytes[offset...]) }
        }

        /// Adds the UTF-8 bytes of `text`.
        mutating func update(_ text: String) {
            var text = text
            text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
        }

        /// Adds `data`.
        mutating func update(_ data: Data) {
            data.withUnsafeBytes { update($0) }
        }

        /// The 32-byte digest of everything given (FIPS 180-4 padding: 0x80, zeros, the length in bits).
        mutating func finalize() -> [UInt8] {
            let bitLength = length &* 8
            var tail: [UInt8] = [0x80]
            while (pending.count + tail.count) % 64 != 56 { tail.append(0) }
            for shift in stride(from: 56, through: 0, by: -8) {
                tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
            }
            let message = pending + tail
            message.withUnsafeBytes { buffer in
                for chunk in stride(from: 0, to: buffer.count, by: 64) { compress(buffer, at: chunk) }
            }
            pending.removeAll()
            return [h0, h1, h2, h3, h4, h5, h6, h7].flatMap { word in
                (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - $0 * 8)) }
            }
        }

        /// Runs the compression function over the 64 bytes of `buffer` from `chunk`.
        private mutating func compress(_ buffer: UnsafeRawBufferPointer, at chunk: Int) {
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in compress(buffer, at: chunk, w: w) }
        }

        /// `compress(_:at:)` with `w`, 64 words, for the message schedule.
        private mutating func compress(
            _ buffer: UnsafeRawBufferPointer, at chunk: Int, w: UnsafeMutableBufferPointer<UInt32>
        ) {
            precondition(chunk >= 0 && chunk + 64 <= buffer.count && w.count >= 64)
            guard let base = buffer.baseAddress, let w = w.baseAddress else { return }
            for i in 0..<16 {
                w[i] = UInt32(bigEndian: base.loadUnaligned(fromByteOffset: chunk + i * 4, as: UInt32.self))
            }
            for i in 16..<64 {
                let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
                let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            var a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, hh = h7
            SHA256.k.withUnsafeBufferPointer { k in
                guard let k = k.baseAddress else { return }
                for i in 0..<64 {
                    let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                    let ch = (e & f) ^ (~e & g)
                    let t1 = hh &+ s1 &+ ch &+ k[i] &+ w[i]
                    let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                    let maj = (a & b) ^ (a & c) ^ (b & c)
                    let t2 = s0 &+ maj
                    hh = g
                    g = f
                    f = e
                    e = d &+ t1
                    d = c
                    c = b
                    b = a
                    a = t1 &+ t2
                }
            }
            h0 = h0 &+ a
            h1 = h1 &+ b
            h2 = h2 &+ c
            h3 = h3 &+ d
            h4 = h4 &+ e
            h5 = h5 &+ f
            h6 = h6 &+ g
            h7 = h7 &+ hh
        }
    }
}

private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
