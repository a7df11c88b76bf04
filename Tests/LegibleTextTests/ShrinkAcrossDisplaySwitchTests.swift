import Foundation
import XCTest

@testable import LegibleText

/// Shrinking a label of 20 pt or more below 20 pt sets it in the text face, as UIKit sets the
/// system font at the smaller size: the stand-in switches from Inter Display back to Inter,
/// whose advances are about 11 % wider, so the text may no longer fit where the Display
/// face's advances said it did.
final class ShrinkAcrossDisplaySwitchTests: XCTestCase {
    /// The golden natural width of "Account Settings" at `size`: Inter Display's advances from
    /// 20 pt, Inter's below, plus the facts file's tracking per cluster.
    private func natural(
        at size: Double, display: GoldenText, text: GoldenText,
        table: TrackingTable
    ) -> Double {
        let golden = size >= 20 ? display : text
        let upem = size >= 20 ? 2048.0 : 2816.0
        return Double(golden.advanceSum) * size / upem + table.tracking(atPointSize: size) * Double(golden.text.count)
    }

    func testTitleShrunkBelow20PointsIsMeasuredInTheTextFace() throws {
        let table = try TrackingTable.load()
        let display = try GoldenData.require("latin-en-title1")
        let text = try GoldenData.require("latin-en-body-account-settings")
        XCTAssertEqual(display.text, text.text)
        XCTAssertEqual(try GoldenData.unitsPerEm(try XCTUnwrap(display.runs.first)), 2048)
        XCTAssertEqual(try GoldenData.unitsPerEm(try XCTUnwrap(text.runs.first)), 2816)
        let measurer = TextCoreFixtures.measurer
        for width in stride(from: 90.0, through: 200, by: 5) {
            // The largest scale (to 1e-4) whose width at 28 × scale pt fits; none: the minimum.
            let fitting = stride(from: 1.0, through: 0.5, by: -1e-4).first {
                natural(at: 28 * $0, display: display, text: text, table: table) <= width
            }
            let measured = measurer.measure(
                MeasureRequest(
                    text: display.text, font: .textStyle(.title1),
                    constraints: LayoutConstraints(width: width, lines: 1, minimumScaleFactor: 0.5)))
            XCTAssertEqual(measured.fits, fitting != nil, "\(width) pt: fits")
            XCTAssertEqual(measured.scale, fitting ?? 0.5, accuracy: 1.5e-4, "\(width) pt: scale")
            if fitting == nil {
                XCTAssertTrue(measured.visibleText.hasSuffix("\u{2026}"), "\(width) pt: \(measured.visibleText)")
            }
        }
    }
}
