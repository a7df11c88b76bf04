import Foundation
import LegibleText
import XCTest

@testable import LegibleAudit

/// Audits of Interface Builder fixtures with no configuration: the storyboard's own elements.
final class InterfaceBuilderAuditTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/IB")

    /// A real report: a "Send" button that German shows as "Se…en" — "Senden" in a fixed-width
    /// system button with the default middle truncation.
    func testGermanSendButtonIsCutInTheMiddle() throws {
        let collection = ProjectReader().read(paths: [Self.fixtures.path])
        let engine = AuditEngine(configuration: AuditConfiguration(), measurer: TextMeasurer())
        let result = engine.run(collection)
        let findings = result.findings.filter { $0.rule == "truncation" && $0.key == "abc-12-xyz.normalTitle" }
        XCTAssertEqual(findings.map(\.locale), ["de"], findings.map(\.message).joined(separator: "\n"))
        let measurement = try XCTUnwrap(findings.first?.measurement)
        // 60 pt wide, with its content insets: 42 pt for the title, 15 pt system font.
        XCTAssertEqual(measurement.availableWidth, 42)
        XCTAssertEqual(measurement.pointSize, 15)
        XCTAssertEqual(findings.first?.element?.lineBreakMode, "byTruncatingMiddle")
        // Cut in the middle: the start and the end of "Senden" around one ellipsis (the report
        // saw "Se…en"; how many letters each side keeps depends on the face's widths).
        let parts = measurement.visibleText.components(separatedBy: "…")
        XCTAssertEqual(parts.count, 2, measurement.visibleText)
        XCTAssertTrue(parts[0].hasPrefix("Se") && "Senden".hasPrefix(parts[0]), measurement.visibleText)
        XCTAssertTrue(!parts[1].isEmpty && "Senden".hasSuffix(parts[1]), measurement.visibleText)
        // A fixed system font: the same at every size.
        XCTAssertEqual(findings.first?.sizeCategories?.count, 12)
    }
}
