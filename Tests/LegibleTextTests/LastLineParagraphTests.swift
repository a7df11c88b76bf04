import Foundation
import XCTest

@testable import LegibleText

/// A label with fewer lines than the text's paragraphs shows each visible line on one line: the
/// last visible line ends at its paragraph separator and the ellipsis marks the hidden rest,
/// instead of running the following paragraphs into it ("Hello\nWorld…" in a one-line label).
final class LastLineParagraphTests: XCTestCase {
    private let measurer = TextCoreFixtures.measurer

    private func layout(
        _ text: String, width: Double?, lines: Int, mode: LineBreakMode = .byTruncatingTail
    ) -> TextMeasurement {
        measurer.measure(
            MeasureRequest(text: text, constraints: LayoutConstraints(width: width, lines: lines, lineBreakMode: mode)))
    }

    func testOneLineLabelShowsTheFirstParagraph() {
        for width in [200.0, 1000, nil] {
            let measured = layout("Hello\nWorld", width: width, lines: 1)
            XCTAssertEqual(measured.visibleText, "Hello\u{2026}", "width \(String(describing: width))")
            XCTAssertEqual(measured.lineDetails.count, 1)
            XCTAssertFalse(measured.fits)
            let hello = measurer.measure(MeasureRequest(text: "Hello\u{2026}")).width
            XCTAssertEqual(measured.lineDetails.first?.width ?? 0, hello, accuracy: 0.5, "the line is Hello + ellipsis")
        }
        // Cut within the first paragraph when it is too wide by itself.
        XCTAssertEqual(layout("Hello\nWorld", width: 30, lines: 1).visibleText, "H\u{2026}")
    }

    func testEveryModeKeepsTheLineToOneLine() {
        let cases: [(LineBreakMode, String)] = [
            (.byTruncatingTail, "Hello\u{2026}"), (.byTruncatingHead, "\u{2026}World"),
            (.byTruncatingMiddle, "Hello\u{2026}World"), (.byClipping, "Hello"),
        ]
        for (mode, expected) in cases {
            let measured = layout("Hello\nWorld", width: 200, lines: 1, mode: mode)
            XCTAssertEqual(measured.visibleText, expected, "\(mode)")
            XCTAssertFalse(measured.visibleText.contains("\n"), "\(mode)")
            XCTAssertFalse(measured.fits, "\(mode)")
        }
    }

    func testLastOfSeveralLinesEndsAtItsParagraph() {
        let measured = layout("One\nTwo\nThree", width: 200, lines: 2)
        XCTAssertEqual(measured.lineDetails.map(\.text), ["One", "Two\u{2026}"])
        XCTAssertEqual(measured.lines, 2)
        XCTAssertEqual(measured.lineCount, 3)
        XCTAssertFalse(measured.fits)
        // When everything fits nothing changes.
        let all = layout("One\nTwo\nThree", width: 200, lines: 3)
        XCTAssertEqual(all.visibleText, "One\nTwo\nThree")
        XCTAssertTrue(all.fits)
    }
}
