import Foundation
import XCTest

/// Where the readers' test fixtures and the shared corpus are, found from this file's
/// path (no SwiftPM resources).
enum ReaderFixtures {
    /// `Tests/LegibleAuditTests/Fixtures/Readers`.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Readers
        .deletingLastPathComponent()  // LegibleAuditTests
        .appendingPathComponent("Fixtures/Readers")

    /// The package root.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fixture's path.
    static func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// The fixture's bytes.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// The shared corpus (`../shared/corpus` beside the package root; for a git worktree
    /// beside the main checkout, the same place), or `nil`.
    static var corpus: URL? {
        let candidates = [
            packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus"),
            URL(fileURLWithPath: "/work/shared/corpus"),
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// A new empty folder under the system's temporary folder.
    static func temporaryDirectory(_ name: String = #function) throws -> URL {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("legible-readers-\(safe)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `contents` (UTF-8) at `relativePath` under `root`, creating folders.
    @discardableResult
    static func write(_ contents: String, to relativePath: String, in root: URL) throws -> URL {
        try write(Data(contents.utf8), to: relativePath, in: root)
    }

    @discardableResult
    static func write(_ data: Data, to relativePath: String, in root: URL) throws -> URL {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url
    }

    /// `text` in UTF-16, little- or big-endian, with or without a byte order mark.
    static func utf16(_ text: String, bigEndian: Bool, byteOrderMark: Bool) -> Data {
        var bytes: [UInt8] = []
        if byteOrderMark { bytes += bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE] }
        for unit in text.utf16 {
            let high = UInt8(unit >> 8)
            let low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return Data(bytes)
    }
}
