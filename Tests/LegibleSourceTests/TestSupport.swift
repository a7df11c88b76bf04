import LegibleAudit
import LegibleSource
import XCTest

/// Scans one in-memory file, serially.
func scan(_ source: String, path: String = "View.swift", wrappers: [String] = []) -> SourceScan {
    SwiftSourceScanner(options: .init(wrapperFunctions: wrappers, concurrent: false)).scan(source: source, path: path)
}

/// The placements of `key`.
func placements(_ scan: SourceScan, _ key: String) -> [SourcePlacement] {
    scan.placements.filter { $0.reference.key == key }
}

/// The one placement of `key`, failing the test when there is not exactly one.
func placement(
    _ scan: SourceScan, _ key: String, file: StaticString = #filePath, line: UInt = #line
) -> SourcePlacement? {
    let found = placements(scan, key)
    XCTAssertEqual(
        found.count, 1, "placements of \(key): \(found.map { "\($0.element.role) \($0.location)" })",
        file: file, line: line)
    return found.first
}

/// Asserts a placement's line and column.
func assertAt(
    _ placement: SourcePlacement?, _ line: Int, _ column: Int, file: StaticString = #filePath,
    line testLine: UInt = #line
) {
    XCTAssertEqual(placement?.location.line, line, "line", file: file, line: testLine)
    XCTAssertEqual(placement?.location.column, column, "column", file: file, line: testLine)
}

/// A temporary folder holding `files` (text, path inside the folder), removed when `test` ends.
func temporaryProject(_ files: [(text: String, path: String)], in test: XCTestCase) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-project-\(UUID().uuidString)")
    test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    for file in files {
        let url = folder.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.text.utf8).write(to: url)
    }
    return folder
}
