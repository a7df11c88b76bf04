import CXXHash

/// A 128-bit digest of bytes: xxHash's XXH3-128 (<https://xxhash.com>), a fast hash for
/// telling contents apart — not a cryptographic one.
///
/// The audit cache keys on these: an app's files and fonts (tens of megabytes) are hashed in a
/// few milliseconds, where SHA-256 took most of a warm audit's time. Two different contents give
/// the same digest by chance with a probability of about 2⁻¹²⁸ per pair; nothing here defends
/// against a file made on purpose to collide (a cache entry is the user's own).
public struct ContentDigest: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The digest's high 64 bits.
    public var high: UInt64
    /// The digest's low 64 bits.
    public var low: UInt64

    /// A digest from its two halves.
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The digest of `bytes` in one call.
    public init(of bytes: UnsafeRawBufferPointer) {
        self.init(XXH3_128bits(bytes.baseAddress, bytes.count))
    }

    /// The digest of `text`'s UTF-8 bytes.
    public init(of text: String) {
        var text = text
        self = text.withUTF8 { ContentDigest(of: UnsafeRawBufferPointer($0)) }
    }

    /// The digest of `bytes`.
    public init(of bytes: some Collection<UInt8>) {
        self =
            bytes.withContiguousStorageIfAvailable { ContentDigest(of: UnsafeRawBufferPointer($0)) }
            ?? Array(bytes).withUnsafeBytes { ContentDigest(of: $0) }
    }

    /// The digest written as `description` (32 hexadecimal digits); `nil` for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        let hexadecimal = { (c: UInt8) in (48...57).contains(c) || (97...102).contains(c) || (65...70).contains(c) }
        guard digits.count == 32, digits.allSatisfy(hexadecimal), let high = UInt64(String(hex.prefix(16)), radix: 16),
            let low = UInt64(String(hex.suffix(16)), radix: 16)
        else { return nil }
        self.init(high: high, low: low)
    }

    /// Reads the digest from its 32 hexadecimal digits.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let digest = ContentDigest(hex: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected 32 hexadecimal digits, found \"\(text)\"")
        }
        self = digest
    }

    /// Writes the digest as its 32 hexadecimal digits (`description`).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    init(_ hash: XXH128_hash_t) {
        self.init(high: hash.high64, low: hash.low64)
    }

    /// 32 lowercase hexadecimal digits, the high half first (XXH3-128's canonical order).
    public var description: String {
        Self.hex(high) + Self.hex(low)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Orders digests by their value, high half first.
    public static func < (a: ContentDigest, b: ContentDigest) -> Bool {
        (a.high, a.low) < (b.high, b.low)
    }
}

/// XXH3-128 over bytes given piece by piece (`ContentDigest`), for hashing files read in pieces
/// and keys made of many fields.
///
/// Owns xxHash's state and frees it in `deinit`; one hasher is used on one thread at a time.
public final class ContentHasher {
    private let state: OpaquePointer

    /// A hasher with nothing hashed yet.
    public init() {
        guard let state = XXH3_createState() else {
            fatalError("xxHash could not allocate its state (out of memory)")
        }
        self.state = state
        XXH3_128bits_reset(state)
    }

    deinit {
        XXH3_freeState(state)
    }

    /// Adds `bytes`.
    public func update(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count > 0 else { return }
        XXH3_128bits_update(state, bytes.baseAddress, bytes.count)
    }

    /// Adds `text`'s UTF-8 bytes.
    public func update(_ text: String) {
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    /// Adds `digest`'s 16 bytes (high half first, each little-endian).
    public func update(_ digest: ContentDigest) {
        withUnsafeBytes(of: (digest.high.littleEndian, digest.low.littleEndian)) { update($0) }
    }

    /// The digest of everything added so far (more may be added after).
    public func finalize() -> ContentDigest {
        ContentDigest(XXH3_128bits_digest(state))
    }
}
