import XCTest

@testable import LegibleSource

/// legible.json's `exclude` leaves out localization files by the scanner's rules.
final class AuditProjectExcludeTests: XCTestCase {
    func testExcludedPaths() {
        let patterns = ["_at_commit", "/app/Vendor", "**/Generated/*.strings"]
        XCTAssertTrue(AuditProject.isExcluded("/app/_at_commit/abc/en.lproj/Localizable.strings", by: patterns))
        XCTAssertTrue(AuditProject.isExcluded("/app/Vendor", by: patterns))
        XCTAssertTrue(AuditProject.isExcluded("/app/Vendor/de.lproj/Main.strings", by: patterns))
        XCTAssertTrue(AuditProject.isExcluded("/app/Sources/Generated/X.strings", by: patterns))
        XCTAssertFalse(AuditProject.isExcluded("/app/VendorKit/de.lproj/Main.strings", by: patterns))
        XCTAssertFalse(AuditProject.isExcluded("/app/Sources/Generated/X.xcstrings", by: patterns))
        XCTAssertFalse(AuditProject.isExcluded("/app/en.lproj/Localizable.strings", by: patterns))
    }
}
