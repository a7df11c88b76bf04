import Foundation
import XCTest

@testable import LegibleText

/// A golden case whose font is absent or not the pinned file is skipped with a message naming
/// it, never passed silently; when every case is skipped the test says so (`XCTSkip`).
final class GoldenSkipTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-skip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testAbsentFontIsSkippedByName() throws {
        let golden = try GoldenData.text("latin-en-body")
        let reason = try XCTUnwrap(try GoldenData.skipReason(golden, root: folder.path))
        XCTAssertTrue(reason.hasPrefix("latin-en-body (shaping.tests:"), reason)
        XCTAssertTrue(reason.contains("opentype/inter/Inter-Regular.otf is absent"), reason)
    }

    func testDifferentFontIsSkippedWithBothDigests() throws {
        let golden = try GoldenData.text("latin-en-body")
        let fontPath = try XCTUnwrap(golden.runs.first?.fontPath)
        let copy = folder.appendingPathComponent(fontPath)
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not the pinned font".utf8).write(to: copy)
        let reason = try XCTUnwrap(try GoldenData.skipReason(golden, root: folder.path))
        XCTAssertTrue(reason.contains("has SHA-1 \(SHA1.hex(Data("not the pinned font".utf8)))"), reason)
        XCTAssertTrue(reason.contains(try XCTUnwrap(try GoldenData.manifest()[fontPath])), reason)
    }

    func testPinnedFontRuns() throws {
        let golden = try GoldenData.text("latin-en-body")
        let path = try XCTUnwrap(golden.runs.first?.fullFontPath)
        guard FileManager.default.fileExists(atPath: path) else {
            throw XCTSkip("\(path) is not installed")
        }
        XCTAssertNil(try GoldenData.skipReason(golden))
    }

    func testEverythingSkippedIsReportedAsSkipped() throws {
        let cases = try GoldenData.texts()
        XCTAssertThrowsError(try GoldenData.runnable(cases, root: folder.path, failOnSkip: false, log: false)) {
            error in
            XCTAssertTrue(error is XCTSkip, "\(error)")
        }
        // Data errors are failures, not skips: a font missing from the manifest.
        XCTAssertThrowsError(try GoldenData.skipReason(cases[0], pinned: [:])) { error in
            XCTAssertTrue(error is GoldenDataError, "\(error)")
        }
    }

    func testSHA1() throws {
        XCTAssertEqual(SHA1.hex(Data("abc".utf8)), "a9993e364706816aba3e25717850c26c9cd0d89d")
        XCTAssertEqual(SHA1.hex(Data()), "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        XCTAssertEqual(SHA1.hex(Data(repeating: 0x61, count: 1000)), "291e9a6c66994949b57ba5e650361e98fc36b1ba")
        // The Swift digest and the tool's agree on a file.
        let file = folder.appendingPathComponent("sample.bin")
        let data = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try data.write(to: file)
        XCTAssertEqual(SHA1.hex(ofFileAt: file.path), SHA1.hex(data))
    }
}
