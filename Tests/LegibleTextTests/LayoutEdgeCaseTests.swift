import XCTest

@testable import LegibleText

/// Layout inputs that must not trap, whatever a caller passes.
final class LayoutEdgeCaseTests: XCTestCase {
    static let measurer = TextMeasurer(options: .init(includeSystemFonts: true))

    func testNegativeLineCountIsReadAsUnlimited() {
        let request = MeasureRequest(
            text: "Hallo schöne neue Welt", constraints: LayoutConstraints(width: 60, lines: -1))
        let measured = Self.measurer.measure(request)
        let unlimited = Self.measurer.measure(
            MeasureRequest(
                text: "Hallo schöne neue Welt",
                constraints: LayoutConstraints(width: 60, lines: 0)))
        XCTAssertEqual(measured.lines, unlimited.lines)
        XCTAssertEqual(measured.fits, unlimited.fits)
        XCTAssertEqual(measured.visibleText, unlimited.visibleText)
    }

    /// Issue 13, class 2: `Int(_:)` of a huge height trapped (exit 132).
    func testHugeFiniteLengthsDoNotTrap() {
        for height in [1e21, 1e300, Double.greatestFiniteMagnitude] {
            let measured = Self.measurer.measure(
                MeasureRequest(
                    text: "Hallo schöne neue Welt", constraints: LayoutConstraints(width: 60, lines: 0, height: height))
            )
            XCTAssertTrue(measured.fits, "\(height)")
        }
        let tiny = Self.measurer.measure(
            MeasureRequest(
                text: "Hallo", font: .fixed(family: nil, pointSize: 1e20, weight: .regular, scalesWith: nil),
                constraints: LayoutConstraints(width: 60, lines: 2, height: 1e21)))
        XCTAssertFalse(tiny.fits)
        XCTAssertEqual(Int(saturating: 1e21), Int.max)
        XCTAssertEqual(Int(saturating: -1e21), Int.min)
        XCTAssertEqual(Int(saturating: .nan), 0)
        XCTAssertEqual(Int(saturating: 41.9), 41)
        XCTAssertFalse(PathBuilder.format(1e21).isEmpty)
    }
}
