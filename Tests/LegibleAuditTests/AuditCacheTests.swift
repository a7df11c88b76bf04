import Foundation
import LegibleText
import XCTest

@testable import LegibleAudit

/// The audit cache's store (`AuditCache`) and key (`AuditCacheKey`), without the tool.
final class AuditCacheTests: XCTestCase {
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-audit-cache-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func entry(_ strings: Int) -> AuditCache.Entry {
        let tool = ToolInfo(version: "0.1.0", harfbuzz: "6.0.0", freetype: "2.12.1", icu: "72.1")
        let report = AuditReport(
            tool: tool, summary: AuditSummary(files: 1, keys: strings, strings: strings), findings: [])
        return AuditCache.Entry(
            report: report, warnings: ["warning: de is not in the files read"], filesRead: ["/a"], fonts: [:])
    }

    func testAnEntryStoredIsReadBackEqual() throws {
        let cache = AuditCache(folder: try folder())
        guard case .miss = cache.lookup(key: "k1", tool: "t") else { return XCTFail("an empty cache is a miss") }
        let stored = try cache.store(entry(3), key: "k1", tool: "t")
        XCTAssertEqual(stored.entries, 1)
        XCTAssertEqual(stored.totalBytes, stored.bytes)
        guard case let .hit(read, bytes) = cache.lookup(key: "k1", tool: "t") else { return XCTFail("a hit") }
        XCTAssertEqual(read, entry(3))
        XCTAssertEqual(bytes, stored.bytes)
        // Another tool's entry under the same name is not used.
        guard case let .unusable(reason) = cache.lookup(key: "k1", tool: "other") else { return XCTFail("unusable") }
        XCTAssertTrue(
            reason.contains(
                "written by t, cache format \(AuditCache.formatVersion) (expected other, format \(AuditCache.formatVersion))"
            ), reason)
    }

    func testTheLeastRecentlyUsedEntriesGoFirst() throws {
        let cache = AuditCache(folder: try folder(), maximumEntries: 2)
        try cache.store(entry(1), key: "a", tool: "t")
        try cache.store(entry(2), key: "b", tool: "t")
        // Used times a second apart, so that the order does not rest on the clock's resolution.
        let manager = FileManager.default
        try manager.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -100)], ofItemAtPath: cache.path(forKey: "a"))
        try manager.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -50)], ofItemAtPath: cache.path(forKey: "b"))
        // Reading "a" makes it the most recently used: "b" goes when "c" comes.
        guard case .hit = cache.lookup(key: "a", tool: "t") else { return XCTFail("a hit") }
        let stored = try cache.store(entry(3), key: "c", tool: "t")
        XCTAssertEqual(stored.entries, 2)
        XCTAssertTrue(manager.fileExists(atPath: cache.path(forKey: "a")))
        XCTAssertFalse(manager.fileExists(atPath: cache.path(forKey: "b")))
        XCTAssertTrue(manager.fileExists(atPath: cache.path(forKey: "c")))
    }

    func testTheByteLimitKeepsTheNewestEntryWhateverItsSize() throws {
        let first = try folder()
        let probe = AuditCache(folder: first)
        let size = try probe.store(entry(1), key: "probe", tool: "t").bytes
        let cache = AuditCache(folder: try folder(), maximumEntries: 20, maximumBytes: size + size / 2)
        try cache.store(entry(1), key: "a", tool: "t")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -100)], ofItemAtPath: cache.path(forKey: "a"))
        let stored = try cache.store(entry(1), key: "b", tool: "t")
        XCTAssertEqual(stored.entries, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.path(forKey: "a")))
        let tiny = AuditCache(folder: try folder(), maximumBytes: 1)
        XCTAssertEqual(try tiny.store(entry(1), key: "x", tool: "t").entries, 1)
    }

    func testTheStreamingDigestIsTheOneShotDigest() {
        var bytes: [UInt8] = []
        var state: UInt32 = 12345
        for _ in 0..<1000 {
            state = state &* 1_103_515_245 &+ 12345
            bytes.append(UInt8(truncatingIfNeeded: state >> 16))
        }
        // FIPS 180-4's two-block example, fed in pieces that straddle the 64-byte blocks.
        let message = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        for split in [0, 1, 55, 56, 64] {
            var hasher = SHA256.Hasher()
            message.prefix(split).withUnsafeBytes { hasher.update($0) }
            message.dropFirst(split).withUnsafeBytes { hasher.update($0) }
            XCTAssertEqual(
                SHA256.hexDigits(hasher.finalize()), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        }
        for pieces in [1, 3, 63, 64, 65, 999] {
            var hasher = SHA256.Hasher()
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + pieces)
                bytes[start..<end].withUnsafeBytes { hasher.update($0) }
                start = end
            }
            XCTAssertEqual(SHA256.hexDigits(hasher.finalize()), SHA256.hex(bytes), "pieces of \(pieces)")
        }
    }

    func testTheContentDigestIsXXH3128() {
        // xxHash's own test vectors (xxhsum -H2): the empty input, and "abc".
        XCTAssertEqual(ContentDigest(of: [UInt8]()).description, "99aa06d3014798d86001c324468d497f")
        XCTAssertEqual(ContentDigest(of: "abc").description, "06b05ab6733a618578af5f94892f3950")
        // Fed in pieces that straddle its 64-byte stripes and 1,024-byte blocks, the same digest.
        var bytes: [UInt8] = []
        var state: UInt32 = 12345
        for _ in 0..<5000 {
            state = state &* 1_103_515_245 &+ 12345
            bytes.append(UInt8(truncatingIfNeeded: state >> 16))
        }
        for pieces in [1, 63, 64, 65, 1024, 4999] {
            let hasher = ContentHasher()
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + pieces)
                bytes[start..<end].withUnsafeBytes { hasher.update($0) }
                start = end
            }
            XCTAssertEqual(hasher.finalize(), ContentDigest(of: bytes), "pieces of \(pieces)")
        }
    }

    func testTheKeyDependsOnEveryFieldAndOnTheFilesBytes() throws {
        let folder = try folder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Localizable.strings")
        try Data("\"a\" = \"b\";".utf8).write(to: file)
        func key(_ fields: [(String, String)], file path: String? = nil) -> String {
            let key = AuditCacheKey()
            for (label, value) in fields { key.add(label, value) }
            if let path { key.addFile(path) }
            return key.finalize()
        }
        let base = key([("tool", "1"), ("options", "x")], file: file.path)
        XCTAssertEqual(base, key([("tool", "1"), ("options", "x")], file: file.path))
        XCTAssertNotEqual(base, key([("tool", "2"), ("options", "x")], file: file.path))
        // Fields do not run into each other.
        XCTAssertNotEqual(key([("a", "bc")]), key([("ab", "c")]))
        XCTAssertNotEqual(key([("a", "b"), ("c", "")]), key([("a", "b:c")]))
        // The same time stamp, other bytes: another key. Other time stamp, same bytes: the same.
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        try Data("\"a\" = \"c\";".utf8).write(to: file)
        try FileManager.default.setAttributes(
            [.modificationDate: attributes[.modificationDate] as Any], ofItemAtPath: file.path)
        XCTAssertNotEqual(base, key([("tool", "1"), ("options", "x")], file: file.path))
        try Data("\"a\" = \"b\";".utf8).write(to: file)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 1000)], ofItemAtPath: file.path)
        XCTAssertEqual(base, key([("tool", "1"), ("options", "x")], file: file.path))
        XCTAssertEqual(
            AuditCacheKey.digest(ofFileAt: file.path), ContentDigest(of: Array("\"a\" = \"b\";".utf8)).description)
        XCTAssertNil(AuditCacheKey.digest(ofFileAt: folder.appendingPathComponent("none").path))
        XCTAssertNotEqual(
            base, key([("tool", "1"), ("options", "x")], file: folder.appendingPathComponent("none").path))
    }

    func testBytesForPeople() {
        XCTAssertEqual(Format.bytes(1), "1 byte")
        XCTAssertEqual(Format.bytes(512), "512 bytes")
        XCTAssertEqual(Format.bytes(2_345), "2.3 kB")
        XCTAssertEqual(Format.bytes(4_500_000), "4.5 MB")
        XCTAssertEqual(Format.bytes(999_990), "1.0 MB")
    }
}
