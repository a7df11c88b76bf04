import Foundation
import XCTest

@testable import LegibleAudit

/// The README's rule table is the registry's own Markdown table (regenerate it with
/// `legible rules --format markdown`).
final class ReadmeRuleTableTests: XCTestCase {
    func testReadmeTableMatchesTheRuleDescriptions() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "<!-- rules-table:start -->"))
        let end = try XCTUnwrap(text.range(of: "<!-- rules-table:end -->"))
        let table = text[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(
            table, RuleRegistry.standard.markdownTable().trimmingCharacters(in: .whitespacesAndNewlines),
            "README.md's rule table is out of date: paste the output of `legible rules --format markdown`")
    }
}
