import LegibleAudit
import LegibleSource
import LegibleText
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

/// The layout the scan found for `key` in `source`, and the element's role; fails when there is none.
func layout(
    _ source: String, _ key: String, file: StaticString = #filePath, line: UInt = #line
) throws
    -> (LayoutRoom, Role)
{
    let p = try XCTUnwrap(placement(scan(source), key, file: file, line: line), file: file, line: line)
    return (try XCTUnwrap(p.element.layout, "no layout for \(key)", file: file, line: line), p.element.role)
}

/// The room `layout` gives on a `device`-wide iPhone at `category` in `design`, the role's preset
/// room offered (with `accessory`), sibling texts as wide as `widths` says (0 pt otherwise): the
/// rooms test the layout, not the measuring.
func room(
    _ layout: LayoutRoom, role: Role, device: Double = 393, category: ContentSizeCategory = .large,
    design: Design = .ios18, widths: [String: Double] = [:], accessory: String? = nil
) -> LayoutRoom.Evaluation {
    let preset = RolePreset.width(for: role, deviceWidth: device, count: nil, accessory: accessory, design: design)
    return layout.width(
        offered: layout.offered(deviceWidth: device, presetWidth: preset, role: role, design: design),
        design: design, pointSize: { LayoutRoom.pointSize(of: $0, at: category) },
        textWidth: { text, _ in widths[text.text] ?? 0 })
}
