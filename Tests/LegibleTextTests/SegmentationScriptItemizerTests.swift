import XCTest

@testable import LegibleText

/// Behaviour of ``ScriptItemizer`` (UAX #24 scripts, Common/Inherited resolved, brackets
/// paired), with expected runs worked out by hand.
final class SegmentationScriptItemizerTests: XCTestCase {
    private func runs(_ text: String) -> [ScriptRun] {
        ScriptItemizer.runs(in: utf16(text))
    }

    private func run(_ start: Int, _ end: Int, _ script: String) -> ScriptRun {
        ScriptRun(start: start, end: end, script: script)
    }

    func testEmptyText() {
        XCTAssertEqual(runs(""), [])
    }

    func testSpacesJoinThePrecedingRun() {
        // H e l l o ␠ (0–5) П р и в е т ␠ (6–12) 世 界 (13–14).
        XCTAssertEqual(runs("Hello Привет 世界"), [run(0, 6, "Latn"), run(6, 13, "Cyrl"), run(13, 15, "Hani")])
    }

    func testLeadingCommonJoinsTheFirstScript() {
        XCTAssertEqual(runs("123 abc"), [run(0, 7, "Latn")])
        XCTAssertEqual(runs("«Привет»"), [run(0, 8, "Cyrl")])
        // A combining mark at the very start (Inherited) also joins.
        XCTAssertEqual(runs("\u{0301}a"), [run(0, 2, "Latn")])
    }

    func testAllCommonTextIsZyyy() {
        XCTAssertEqual(runs("123 !?"), [run(0, 6, "Zyyy")])
        XCTAssertEqual(runs("👍"), [run(0, 2, "Zyyy")])
    }

    func testBracketsAroundAnotherScript() {
        // S a y ␠ ( (0–4) م ر ح ب ا (5–9) ) ␠ n o w (10–14): the ")" takes the script of
        // the run its "(" was opened in.
        XCTAssertEqual(runs("Say (مرحبا) now"), [run(0, 5, "Latn"), run(5, 10, "Arab"), run(10, 15, "Latn")])
    }

    func testNestedBrackets() {
        // H i ␠ ( (0–3) | م ر ح ب ا ␠ [ (4–10) | П р и в е т (11–16) | ] (17) | ) ␠ o k (18–21).
        // "[" opens in the Arabic run, so "]" is Arabic; "(" opened in Latin, so ")" is Latin.
        XCTAssertEqual(
            runs("Hi (مرحبا [Привет]) ok"),
            [run(0, 4, "Latn"), run(4, 11, "Arab"), run(11, 17, "Cyrl"), run(17, 18, "Arab"), run(18, 22, "Latn")])
    }

    func testBracketOpenedBeforeTheScriptIsKnown() {
        // "(" at the start is pushed while the run is still Common and fixed up to Cyrillic.
        // ( П р и в е т ) (0–7) ␠ a b c (8–11).
        XCTAssertEqual(runs("(Привет) abc"), [run(0, 9, "Cyrl"), run(9, 12, "Latn")])
    }

    func testQuotationMarksPair() {
        // “ opened in Latin, so ” after Greek text goes back to Latin.
        // s a y ␠ “ (0–4) Γ ε ι α (5–8) ” ! (9–10)
        XCTAssertEqual(runs("say “Γεια”!"), [run(0, 5, "Latn"), run(5, 9, "Grek"), run(9, 11, "Latn")])
    }

    func testUnmatchedClosingBracketIsHarmless() {
        XCTAssertEqual(runs(")abc("), [run(0, 5, "Latn")])
        XCTAssertEqual(runs("abc) Привет"), [run(0, 5, "Latn"), run(5, 11, "Cyrl")])
    }

    func testJapaneseScriptsStaySeparate() {
        // こ ん に ち は (Hira) 世 界 (Hani) カ タ カ ナ (Kana).
        XCTAssertEqual(runs("こんにちは世界カタカナ"), [run(0, 5, "Hira"), run(5, 7, "Hani"), run(7, 11, "Kana")])
        // ー (U+30FC) is Common and stays with its katakana.
        XCTAssertEqual(runs("ラーメン"), [run(0, 4, "Kana")])
        // CJK brackets: 「 東 京 」 へ — 」 pairs with 「, opened in the Han run.
        XCTAssertEqual(runs("「東京」へ"), [run(0, 4, "Hani"), run(4, 5, "Hira")])
    }

    func testEmojiStayInTheSurroundingRun() {
        // H i ␠ (3) 👋 🏽 (2 units each) ␠ t h e r e (6): the emoji and modifier are Common.
        XCTAssertEqual(runs("Hi 👋🏽 there"), [run(0, 13, "Latn")])
        XCTAssertEqual(runs("مرحبا 👋"), [run(0, 8, "Arab")])
    }

    func testOtherScripts() {
        XCTAssertEqual(runs("नमस्ते"), [run(0, 6, "Deva")])
        XCTAssertEqual(runs("안녕하세요"), [run(0, 5, "Hang")])
        XCTAssertEqual(runs("ภาษาไทย 123"), [run(0, 11, "Thai")])
        // Arabic harakat are Inherited: مَرْحَبًا stays one Arabic run.
        XCTAssertEqual(runs("مَرْحَبًا"), [run(0, 9, "Arab")])
        XCTAssertEqual(runs("Save שלום"), [run(0, 5, "Latn"), run(5, 9, "Hebr")])
    }

    func testSupplementaryCodePointsAndLoneSurrogates() {
        // 𝐀 (U+1D400, Common, 2 units) joins Latin; 𠀀 (U+20000, Han, 2 units).
        XCTAssertEqual(runs("a𝐀𠀀"), [run(0, 3, "Latn"), run(3, 5, "Hani")])
        // A lone surrogate is Unknown and joins the surrounding run.
        XCTAssertEqual(ScriptItemizer.runs(in: [0x61, 0xD800, 0x62]), [run(0, 3, "Latn")])
    }
}
