import XCTest

@testable import LegibleText

/// ``ICUInfo`` reports the linked ICU (Debian 12 ships 72.1, implementing Unicode 15.0).
final class SegmentationICUInfoTests: XCTestCase {
    func testVersions() {
        XCTAssertTrue(ICUInfo.version.hasPrefix("72."), ICUInfo.version)
        XCTAssertEqual(ICUInfo.unicodeVersion, "15.0")
    }
}
