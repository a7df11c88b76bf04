import LegibleAudit
import LegibleSource
import XCTest

final class FileWalkTests: XCTestCase {
    func testSkippedFoldersExcludesAndPathOrder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-source-walk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "App/B.swift", "App/A.swift", "App/Generated/G.swift", "Pods/P/P.swift", ".build/x/X.swift",
            "App/Sub/C.swift", "App/readme.md",
        ]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "let t = Text(\"\(file)\")".write(to: url, atomically: true, encoding: .utf8)
        }
        let scanner = SwiftSourceScanner(options: .init(excludes: ["Generated"]))
        let result = scanner.scan(paths: [root.path])
        let relative = result.files.map { String($0.dropFirst(root.path.count + 1)) }
        XCTAssertEqual(relative, ["App/A.swift", "App/B.swift", "App/Sub/C.swift"])
        XCTAssertEqual(result.placements.map(\.reference.key), ["App/A.swift", "App/B.swift", "App/Sub/C.swift"])
        XCTAssertNotNil(result.parseSeconds)
        let globbed = SwiftSourceScanner(options: .init(excludes: ["App/Sub/**"])).scan(paths: [root.path])
        XCTAssertEqual(globbed.files.count, 3, "\(globbed.files)")
    }
}
