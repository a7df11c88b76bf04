import XCTest

@testable import LegibleAudit

/// Issue 13, class 2: rule messages format any finite number; `Int(_:)` trapped past 9.2e18.
final class HugeNumberTests: XCTestCase {
    func testFormatGivesWholeNumbersOfAnySize() {
        XCTAssertEqual(Format.points(44), "44")
        XCTAssertEqual(Format.points(31.36), "31.4")
        XCTAssertEqual(Format.points(1e20), "100000000000000000000")
        XCTAssertFalse(Format.scale(1e21).contains("."), "no trap, no decimal point")
        XCTAssertEqual(Format.points(-1e300).count, 302)
    }
}
