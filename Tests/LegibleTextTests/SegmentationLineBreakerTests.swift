import XCTest

@testable import LegibleText

/// Behaviour of ``LineBreaker`` on cases with expectations worked out from UAX #14 and from
/// dictionary words (not recorded from ICU's output).
final class SegmentationLineBreakerTests: XCTestCase {
    private func offsets(_ text: String, locale: String = "en") throws -> [Int] {
        try LineBreaker(locale: locale).opportunities(in: utf16(text)).map(\.offset)
    }

    func testSpacesBreakAfterTheSpace() throws {
        // LB18: break after spaces; the space stays on the first line.
        XCTAssertEqual(try offsets("Save changes"), [5, 12])
        XCTAssertEqual(try offsets("a  b"), [3, 4])
    }

    func testEmptyTextHasNoOpportunities() throws {
        XCTAssertEqual(try offsets(""), [])
    }

    func testEndOfTextIsAnOpportunityButNotMandatory() throws {
        let result = try LineBreaker(locale: "en").opportunities(in: utf16("OK"))
        XCTAssertEqual(result, [LineBreakOpportunity(offset: 2, isMandatory: false)])
    }

    func testNewlinesAreMandatoryBreaks() throws {
        let breaker = try LineBreaker(locale: "en")
        // LB4/LB5: break after BK, CR LF as a unit, LF, NL (U+0085), LS (U+2028 is BK).
        XCTAssertEqual(
            breaker.opportunities(in: utf16("a\nb")),
            [LineBreakOpportunity(offset: 2, isMandatory: true), LineBreakOpportunity(offset: 3, isMandatory: false)])
        XCTAssertEqual(
            breaker.opportunities(in: utf16("a\r\nb")),
            [LineBreakOpportunity(offset: 3, isMandatory: true), LineBreakOpportunity(offset: 4, isMandatory: false)])
        XCTAssertEqual(
            breaker.opportunities(in: utf16("a\u{2028}b")),
            [LineBreakOpportunity(offset: 2, isMandatory: true), LineBreakOpportunity(offset: 3, isMandatory: false)])
        XCTAssertEqual(
            breaker.opportunities(in: utf16("Line one\n")),
            [LineBreakOpportunity(offset: 5, isMandatory: false), LineBreakOpportunity(offset: 9, isMandatory: true)])
        XCTAssertEqual(
            breaker.opportunities(in: utf16("\n\n")),
            [LineBreakOpportunity(offset: 1, isMandatory: true), LineBreakOpportunity(offset: 2, isMandatory: true)])
    }

    func testNoBreakInsideAbbreviationOrBeforeClosingPunctuation() throws {
        // "e.g." is AL IS AL IS: LB29 (IS × AL) and LB13 (× IS) keep it whole.
        XCTAssertEqual(try offsets("e.g. this"), [5, 9])
        // LB13: × EX, × CL, × IS — no break before "?", "!", ")", "," even after a space.
        XCTAssertEqual(try offsets("Why?"), [4])
        XCTAssertEqual(try offsets("(see below), then"), [5, 13, 17])
    }

    func testFrenchPunctuationSpacing() throws {
        // French puts a (narrow) no-break space before "?", "!", ":" and inside « »:
        // GL (U+00A0, U+202F) forbids breaks on both sides (LB12, LB12a).
        XCTAssertEqual(try offsets("Quoi\u{00A0}?", locale: "fr"), [6])
        XCTAssertEqual(try offsets("Quoi\u{202F}!", locale: "fr"), [6])
        XCTAssertEqual(try offsets("«\u{202F}Bonjour\u{202F}»", locale: "fr"), [11])
        // With an ordinary space LB13 still forbids a break before "?" (× EX beats SP ÷).
        XCTAssertEqual(try offsets("Quoi ?", locale: "fr"), [6])
    }

    func testNumbersAndUnitsStayTogether() throws {
        // LB25: PR × NU, NU × PO; LB12: × GL before the no-break space.
        XCTAssertEqual(try offsets("$9.99 now"), [6, 9])
        XCTAssertEqual(try offsets("50\u{00A0}%"), [4])
    }

    func testHyphenAllowsBreakAfterIt() throws {
        // LB21 (× HY) then a break after HY before letters (LB21 has no rule against it).
        XCTAssertEqual(try offsets("sign-in"), [5, 7])
    }

    func testThaiDictionaryBreaking() throws {
        // Thai has no spaces between words; ICU breaks SA text with its dictionary.
        // สวัสดี|ครับ ("hello" + polite particle): ส ว ั ส ด ี = 6 units, ค ร ั บ = 4.
        XCTAssertEqual(try offsets("สวัสดีครับ", locale: "th"), [6, 10])
        // ฉัน|รัก|คุณ ("I love you"): 3 + 3 + 3 units.
        XCTAssertEqual(try offsets("ฉันรักคุณ", locale: "th"), [3, 6, 9])
        // The dictionary is used in every locale (it is keyed on the script, not the locale).
        XCTAssertEqual(try offsets("สวัสดีครับ", locale: "en"), [6, 10])
    }

    func testJapaneseBreaksBetweenKanaAndKanji() throws {
        // Hiragana, katakana and kanji are ID: a break is allowed between any two (LB31).
        // こ れ は ペ ン で す
        XCTAssertEqual(try offsets("これはペンです", locale: "ja"), [1, 2, 3, 4, 5, 6, 7])
        XCTAssertEqual(try offsets("日本語", locale: "ja"), [1, 2, 3])
        // No break before 。 (CL, LB16/LB13) or after 「 (OP, LB14).
        // は い 。 い い え
        XCTAssertEqual(try offsets("はい。いいえ", locale: "ja"), [1, 3, 4, 5, 6])
        // 「 は い 」 で す
        XCTAssertEqual(try offsets("「はい」です", locale: "ja"), [2, 4, 5, 6])
    }

    func testJapaneseSmallKanaFollowLocaleStrictness() throws {
        // Small kana are CJ. UAX #14 LB1 resolves CJ to NS (no break before them) by default,
        // as ICU's root rules and "@lb=strict" do; CSS line-break: normal treats CJ as ID, and
        // ICU's Japanese data selects those "normal" rules for "ja" (brkitr/ja.txt).
        // ち ょ っ と
        XCTAssertEqual(try offsets("ちょっと", locale: "en"), [3, 4])
        XCTAssertEqual(try offsets("ちょっと", locale: "ja@lb=strict"), [3, 4])
        XCTAssertEqual(try offsets("ちょっと", locale: "ja"), [1, 2, 3, 4])
        XCTAssertEqual(try offsets("ちょっと", locale: "ja@lb=normal"), [1, 2, 3, 4])
        // The prolonged sound mark ー is CJ too: カ ー ド
        XCTAssertEqual(try offsets("カード", locale: "ja@lb=strict"), [2, 3])
        XCTAssertEqual(try offsets("カード", locale: "ja"), [1, 2, 3])
    }

    func testChineseAndKorean() throws {
        // Han: ID, a break between every character; no break before "，" (CL).
        XCTAssertEqual(try offsets("你好，世界", locale: "zh"), [1, 3, 4, 5])
        // Korean words are separated by spaces; Hangul syllables are H2/H3 (LB26–LB28:
        // they break like ID, i.e. between syllables).
        XCTAssertEqual(try offsets("저장 취소", locale: "ko"), [1, 3, 4, 5])
    }

    func testIteratorIsReusedAcrossTexts() throws {
        let breaker = try LineBreaker(locale: "en")
        let long = utf16("The quick brown fox jumps over the lazy dog")
        XCTAssertEqual(breaker.opportunities(in: long).map(\.offset), [4, 10, 16, 20, 26, 31, 35, 40, 43])
        XCTAssertEqual(breaker.opportunities(in: utf16("Hi there")).map(\.offset), [3, 8])
        XCTAssertEqual(breaker.opportunities(in: []), [])
        XCTAssertEqual(breaker.opportunities(in: long).map(\.offset), [4, 10, 16, 20, 26, 31, 35, 40, 43])
    }

    func testSupplementaryCharactersUseUTF16Offsets() throws {
        // 😀 is two UTF-16 units (ID class; LB30b/LB31 allow breaks around it).
        XCTAssertEqual(try offsets("a 😀 b"), [2, 5, 6])
    }

    func testErrorDescriptionNamesLocaleAndICUError() {
        let error = SegmentationError.lineBreakIteratorUnavailable(locale: "th", icuError: "U_MISSING_RESOURCE_ERROR")
        XCTAssertEqual(
            error.description,
            "ICU could not open a line-break iterator for locale \"th\" (U_MISSING_RESOURCE_ERROR)")
    }

    func testUnknownLocaleFallsBackToRootRules() throws {
        XCTAssertEqual(try offsets("Save changes", locale: "xx_YY"), [5, 12])
        XCTAssertEqual(try LineBreaker(locale: "th").locale, "th")
    }
}
