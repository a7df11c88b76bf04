import XCTest

@testable import LegibleText

/// Behaviour of ``Bidi`` on cases whose levels are worked out by hand from UAX #9.
final class SegmentationBidiTests: XCTestCase {
    private func runs(_ text: String, _ direction: Bidi.BaseDirection) -> BidiParagraphRuns {
        Bidi.runs(in: utf16(text), baseDirection: direction)
    }

    private func run(_ start: Int, _ end: Int, _ level: UInt8) -> BidiRun {
        BidiRun(start: start, end: end, level: level)
    }

    func testEmptyText() {
        XCTAssertEqual(runs("", .auto), BidiParagraphRuns(paragraphLevel: 0, paragraphs: [], runs: []))
        XCTAssertEqual(runs("", .rightToLeft), BidiParagraphRuns(paragraphLevel: 1, paragraphs: [], runs: []))
    }

    func testPlainLatin() {
        let result = runs("Hello", .auto)
        XCTAssertEqual(result.paragraphLevel, 0)
        XCTAssertFalse(result.isRightToLeft)
        XCTAssertEqual(result.runs, [run(0, 5, 0)])
        XCTAssertFalse(result.runs[0].isRightToLeft)
    }

    func testArabicWithDigitsAndLatin() {
        // م ر ح ب ا (0–4, AL) space (5) 1 2 3 (6–8) space (9) w o r l d (10–14).
        // P2/P3: first strong is AL → level 1. W2: EN after AL becomes AN; W3: AL → R.
        // I2 (odd level): AN and L go up to 2. N1: space between R and AN (AN counts as R) → R.
        // N2: space between AN and L → embedding direction (R, level 1).
        let result = runs("مرحبا 123 world", .auto)
        XCTAssertEqual(result.paragraphLevel, 1)
        XCTAssertTrue(result.isRightToLeft)
        XCTAssertEqual(result.paragraphs, [BidiParagraph(start: 0, end: 15, level: 1)])
        XCTAssertEqual(result.runs, [run(0, 6, 1), run(6, 9, 2), run(9, 10, 1), run(10, 15, 2)])
        XCTAssertEqual(result.runs.map(\.isRightToLeft), [true, false, true, false])
    }

    func testHebrewInsideLeftToRightParagraph() {
        // H e l l o (0–4) space (5) ש ל ו ם (6–9, R) space (10) w o r l d (11–15).
        // Hebrew R at level 1; spaces between L and R take the embedding direction (N2) → 0.
        let expected = [run(0, 6, 0), run(6, 10, 1), run(10, 16, 0)]
        XCTAssertEqual(runs("Hello שלום world", .leftToRight).runs, expected)
        let auto = runs("Hello שלום world", .auto)
        XCTAssertEqual(auto.paragraphLevel, 0)
        XCTAssertEqual(auto.runs, expected)
    }

    func testHebrewWithNumberInRightToLeftParagraph() {
        // ש ל ו ם (0–3, R) space (4) 1 2 3 (5–7, EN). R is not AL, so EN stays EN (W2, W7).
        // N1: space between R and EN (EN counts as R) → R, level 1. I2: EN → 2.
        XCTAssertEqual(runs("שלום 123", .rightToLeft).runs, [run(0, 5, 1), run(5, 8, 2)])
    }

    func testLatinInRightToLeftParagraphIsLevelTwo() {
        // I2: L at odd level goes up one.
        let result = runs("abc", .rightToLeft)
        XCTAssertEqual(result.paragraphLevel, 1)
        XCTAssertEqual(result.runs, [run(0, 3, 2)])
    }

    func testNoStrongCharacterDefaultsToLeftToRight() {
        let result = runs("123 !", .auto)
        XCTAssertEqual(result.paragraphLevel, 0)
        XCTAssertEqual(result.runs, [run(0, 5, 0)])
    }

    func testParagraphsAreResolvedSeparately() {
        // ש ל ו ם \n (0–4) H e l l o (5–9). P1 splits after the B; with .auto each paragraph
        // takes its own first strong character; the \n gets its paragraph's level (L1).
        let auto = runs("שלום\nHello", .auto)
        XCTAssertEqual(auto.paragraphLevel, 1)
        XCTAssertEqual(
            auto.paragraphs, [BidiParagraph(start: 0, end: 5, level: 1), BidiParagraph(start: 5, end: 10, level: 0)])
        XCTAssertEqual(auto.runs, [run(0, 5, 1), run(5, 10, 0)])
        // With an explicit direction both paragraphs are LTR; the \n (level 0) and "Hello"
        // (level 0) stay in separate runs because runs do not cross paragraphs.
        let ltr = runs("שלום\nHello", .leftToRight)
        XCTAssertEqual(ltr.paragraphs.map(\.level), [0, 0])
        XCTAssertEqual(ltr.runs, [run(0, 4, 1), run(4, 5, 0), run(5, 10, 0)])
    }

    func testRunsCoverTheTextWithoutGaps() {
        let text = utf16("Price: 12 ₪ (מחיר) — أهلاً\nnext line שלום")
        for direction in [Bidi.BaseDirection.leftToRight, .rightToLeft, .auto] {
            let result = Bidi.runs(in: text, baseDirection: direction)
            var position = 0
            for bidiRun in result.runs {
                XCTAssertEqual(bidiRun.start, position)
                XCTAssertLessThan(bidiRun.start, bidiRun.end)
                position = bidiRun.end
            }
            XCTAssertEqual(position, text.count)
            XCTAssertEqual(result.paragraphs.first?.start, 0)
            XCTAssertEqual(result.paragraphs.last?.end, text.count)
        }
    }
}
