import XCTest

@testable import LegibleText

/// Behaviour of ``GraphemeBreaker`` (UAX #29 extended grapheme clusters, as tailored by
/// CLDR 42 in ICU 72) on cases worked out from the rules.
final class SegmentationGraphemeBreakerTests: XCTestCase {
    private func boundaries(_ text: String) throws -> [Int] {
        try GraphemeBreaker().boundaries(in: utf16(text))
    }

    func testEmptyAndASCII() throws {
        XCTAssertEqual(try boundaries(""), [0])
        XCTAssertEqual(try boundaries("ab"), [0, 1, 2])
        // GB3: CR LF is one cluster.
        XCTAssertEqual(try boundaries("a\r\nb"), [0, 1, 3, 4])
    }

    func testCombiningMarksStayWithTheirBase() throws {
        // GB9: × Extend. e + U+0301 COMBINING ACUTE ACCENT.
        XCTAssertEqual(try boundaries("e\u{0301}"), [0, 2])
        XCTAssertEqual(try boundaries("e\u{0301}\u{0323}x"), [0, 3, 4])
    }

    func testEmojiSequences() throws {
        // GB11: ExtPict Extend* ZWJ × ExtPict. 👨‍👩‍👧‍👦 = 4 × (2 units) + 3 ZWJ = 11 units.
        XCTAssertEqual(try boundaries("👨\u{200D}👩\u{200D}👧\u{200D}👦"), [0, 11])
        // Skin-tone modifier (Extend): 👋🏽 = 2 + 2 units.
        XCTAssertEqual(try boundaries("👋🏽!"), [0, 4, 5])
        // Emoji presentation selector U+FE0F is Extend: ❤️ = 1 + 1.
        XCTAssertEqual(try boundaries("❤\u{FE0F}"), [0, 2])
    }

    func testFlagsPairRegionalIndicators() throws {
        // GB12/GB13: regional indicators pair up from the start. 🇫🇷🇩🇪 = 4 RIs, 2 units each.
        XCTAssertEqual(try boundaries("🇫🇷🇩🇪"), [0, 4, 8])
        // An odd one out stands alone.
        XCTAssertEqual(try boundaries("🇫🇷🇩"), [0, 4, 6])
    }

    func testDevanagariConjunctIsOneClusterInICU72() throws {
        // क्षि = KA U+0915, VIRAMA U+094D, SSA U+0937, VOWEL SIGN I U+093F.
        // Plain Unicode 15.0 (UAX #29 without GB9c) would give क्|षि = [0, 2, 4]; Unicode 15.1
        // added GB9c (consonant + virama × consonant). ICU 72 already implements CLDR 42's
        // tailoring that does the same (GraphemeBreakTest-cldr-15.0.0 rule [9.3]), so the whole
        // aksara is one cluster.
        XCTAssertEqual(try boundaries("क्षि"), [0, 4])
        // नमस्ते = न | म | स्ते (स ् त े): 1 + 1 + 4 units.
        XCTAssertEqual(try boundaries("नमस्ते"), [0, 1, 2, 6])
    }

    func testThaiVowelsAndToneMarks() throws {
        // Above/below vowels and tone marks are Extend (Mn): ที่ = ท ี ่, กุ้ง = ก ุ ้ | ง.
        XCTAssertEqual(try boundaries("ที่นี่"), [0, 3, 6])
        XCTAssertEqual(try boundaries("กุ้ง"), [0, 3, 4])
        // SARA AM U+0E33 is a SpacingMark (GB9a): น ้ ำ is one cluster.
        XCTAssertEqual(try boundaries("น้ำ"), [0, 3])
        // Leading vowel SARA E U+0E40 is not Prepend: เ | ป็ | น.
        XCTAssertEqual(try boundaries("เป็น"), [0, 1, 3, 4])
    }

    func testHangulJamoSequences() throws {
        // GB6–GB8: L V T jamo form one syllable: ᄒ U+1112 ᅡ U+1161 ᆫ U+11AB, then 글 (LVT).
        XCTAssertEqual(try boundaries("\u{1112}\u{1161}\u{11AB}글"), [0, 3, 4])
        // Precomposed LV syllable + trailing T jamo: 가 + ᆨ.
        XCTAssertEqual(try boundaries("가\u{11A8}"), [0, 2])
    }

    func testBreakerIsReusable() throws {
        let breaker = try GraphemeBreaker()
        XCTAssertEqual(breaker.boundaries(in: utf16("e\u{0301}e")), [0, 2, 3])
        XCTAssertEqual(breaker.boundaries(in: []), [0])
        XCTAssertEqual(breaker.boundaries(in: utf16("🇫🇷")), [0, 4])
    }
}
