import Foundation
import LegibleAudit
import XCTest

@testable import LegibleSource

/// A Swift scan kept in the audit cache (`SwiftSourceScanner.scan(paths:cache:)`) is read back
/// as it was made, and made again when a file changes.
final class SourceScanCacheTests: XCTestCase {
    /// Every field of `SourceScan` is kept (`SourceScanCache.Entry`), but the parse time: a field
    /// added to the scan must be added to the entry (and to this list).
    func testTheEntryKeepsEveryFieldOfTheScan() {
        XCTAssertEqual(
            Mirror(reflecting: SourceScan()).children.map { $0.label ?? "" },
            ["placements", "unplaced", "screens", "wrappers", "files", "diagnostics", "literals", "parseSeconds"])
        XCTAssertEqual(
            Mirror(reflecting: SourceScanCache.Entry(SourceScan())).children.map { $0.label ?? "" },
            ["placements", "unplaced", "screens", "wrappers", "files", "diagnostics", "literals"])
    }

    func testAScanIsReadBackAndAChangedFileScannedAgain() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("legible-scan-cache-\(UUID().uuidString)")
        addTeardownBlock { try? manager.removeItem(at: root) }
        let app = root.appendingPathComponent("App")
        try manager.createDirectory(at: app, withIntermediateDirectories: true)
        let file = app.appendingPathComponent("Row.swift")
        let source = """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    HStack {
                        Image(systemName: "star")
                        Text("row.title").lineLimit(1)
                    }
                    .padding(.horizontal, 20)
                    .navigationTitle("screen.title")
                }
            }
            """
        try Data(source.utf8).write(to: file)
        let cache = SourceScanCache(cache: AuditCache(folder: root.appendingPathComponent("cache")), tool: "test")
        let scanner = SwiftSourceScanner()
        let (first, made) = scanner.scan(paths: [app.path], cache: cache)
        XCTAssertEqual(made, .scanned(files: 1))
        XCTAssertTrue(first.placements.contains { $0.element.layout != nil }, "\(first.placements)")
        let (second, read) = scanner.scan(paths: [app.path], cache: cache)
        XCTAssertEqual(read, .reused(files: 1))
        XCTAssertEqual(SourceScanCache.Entry(second), SourceScanCache.Entry(first))
        // The key moves a line down: scanned again, and the placements say so.
        try Data(("// edited\n" + source).utf8).write(to: file)
        let (third, again) = scanner.scan(paths: [app.path], cache: cache)
        XCTAssertEqual(again, .scanned(files: 1))
        XCTAssertEqual(
            third.placements.map(\.location.line), first.placements.map { $0.location.line + 1 })
        // Other options (a wrapper function): another scan.
        let (_, other) = SwiftSourceScanner(options: .init(wrapperFunctions: ["L"])).scan(
            paths: [app.path], cache: cache)
        XCTAssertEqual(other, .scanned(files: 1))
    }
}
