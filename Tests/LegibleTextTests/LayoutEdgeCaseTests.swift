import XCTest
@testable import LegibleText

/// Layout inputs that must not trap, whatever a caller passes.
final class LayoutEdgeCaseTests: XCTestCase {
    static let measurer = TextMeasurer(options: .init(includeSystemFonts: true))

    func testNegativeLineCountIsReadAsUnlimited() {
        let request = MeasureRequest(text: "Hallo schöne neue Welt", constraints: LayoutConstraints(width: 60, lines: -1))
        let measured = Self.measurer.measure(request)
        let unlimited = Self.measurer.measure(MeasureRequest(text: "Hallo schöne neue Welt",
                                                             constraints: LayoutConstraints(width: 60, lines: 0)))
        XCTAssertEqual(measured.lines, unlimited.lines)
        XCTAssertEqual(measured.fits, unlimited.fits)
        XCTAssertEqual(measured.visibleText, unlimited.visibleText)
    }
}
