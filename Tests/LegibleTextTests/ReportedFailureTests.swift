import Foundation
import XCTest

@testable import LegibleText

/// Truncations people reported from real apps come out as not fitting, and their English
/// sources as fitting, in rooms derived from documented assumptions (FACTS.md section 3).
final class ReportedFailureTests: XCTestCase {
    private let measurer = TextCoreFixtures.measurer

    /// The golden text's natural width computed from hb-shape's advances and the facts file's
    /// tracking.
    private func independentWidth(_ name: String) throws -> Double {
        let w = try IndependentWidths.forRequest(try GoldenData.require(name), table: try TrackingTable.load())
        return w.width(0..<w.clusters.count)
    }

    private func measure(_ name: String, width: Double) throws -> TextMeasurement {
        let golden = try GoldenData.require(name)
        let measured = measurer.measure(golden.measureRequest(constraints: LayoutConstraints(width: width, lines: 1)))
        // Computed first: a missing facts file skips the test (XCTSkip) instead of failing an assertion.
        let expected = try independentWidth(name)
        XCTAssertEqual(measured.width, expected, accuracy: 0.01, "\(name): natural width")
        return measured
    }

    /// Japanese "エクスプローラー" (Explorer) as a tab title in a five-tab bar on a 320 pt iPhone
    /// (SE, or a larger one with Display Zoom).
    ///
    /// Assumptions: tab labels are 10 pt regular (FACTS 3d: 10 pt; weight not found, Flutter
    /// uses regular); on iPhone the five items share the width equally, 320 / 5 = 64 pt; each
    /// label keeps 2 pt from its item's edges (the exact padding was not found, so the checks
    /// below also hold with no padding at all and with 8 pt).
    func testJapaneseTabTitleOnA320PointIPhone() throws {
        let itemWidth = 320.0 / 5
        let room = itemWidth - 2 * 2
        let japanese = try measure("kana-ja-tab", width: room)
        let english = try measure("reported-en-tab", width: room)
        XCTAssertFalse(japanese.fits, "エクスプローラー at \(japanese.width) pt in \(room) pt")
        XCTAssertTrue(japanese.visibleText.hasSuffix("\u{2026}"))
        XCTAssertTrue(english.fits, "Explore at \(english.width) pt in \(room) pt")
        XCTAssertEqual(english.visibleText, "Explore")
        // The verdicts do not hang on the padding.
        XCTAssertFalse(try measure("kana-ja-tab", width: itemWidth).fits)
        XCTAssertTrue(try measure("reported-en-tab", width: itemWidth - 16).fits)
        // Eight full-width kana at 10 pt (ク is 970 units in the JP face): 79.7 pt.
        XCTAssertEqual(japanese.width, 79.7, accuracy: 1e-9)
        XCTAssertEqual(japanese.runs.first?.face.family, "Noto Sans CJK JP")
    }

    /// German "Überprüfe deinen Posteingang" (Check your inbox) as a navigation title with a
    /// back button on a 375 pt iPhone; people saw "Überprüfe deinen Po…".
    ///
    /// Assumptions (FACTS 3b, 3c): the title is 17 pt semibold (Headline at Large) and centred;
    /// the bar keeps 16 pt margins; the back button is the chevron (13 pt, UIKit's back
    /// indicator image) plus a 6 pt gap plus the back title at 17 pt regular ("Zurück" /
    /// "Back"), and 8 pt separate it from the title. A centred title gets the same room on both
    /// sides: 375 − 2 × (16 + back button + 8).
    func testGermanNavigationTitleWithABackButtonOnA375PointIPhone() throws {
        func room(back: String) throws -> Double {
            let backWidth = 13 + 6 + (try independentWidth(back))
            return 375 - 2 * (16 + backWidth + 8)
        }
        let germanRoom = try room(back: "reported-de-back")
        let englishRoom = try room(back: "reported-en-back")
        let german = try measure("reported-de-nav-title", width: germanRoom)
        let english = try measure("reported-en-nav-title", width: englishRoom)
        XCTAssertFalse(german.fits, "\(german.width) pt in \(germanRoom) pt")
        XCTAssertGreaterThan(german.overflow, 40)
        XCTAssertTrue(english.fits, "Check Your Inbox: \(english.width) pt in \(englishRoom) pt")
        XCTAssertEqual(english.visibleText, "Check Your Inbox")
        // What the model shows is what people saw.
        XCTAssertEqual(german.visibleText, "Überprüfe deinen Po\u{2026}", "room \(germanRoom) pt")
    }
}
