import XCTest

@testable import LegibleText

/// `TextMeasurer.shapedStart(of:upTo:)` gives, wherever it answers, what shaping the start
/// alone gives — compared field by field with `shape(_:locale:font:caching:)` of the start, at
/// every cut between grapheme clusters of texts in many scripts — and declines where it cannot
/// know (right-to-left text, a cut HarfBuzz flags, a joining script).
final class ShapedStartTests: XCTestCase {
    let measurer = TextCoreFixtures.measurer

    /// Texts by locale: Latin with kerned pairs and ligatures, Cyrillic, Greek, Vietnamese
    /// (stacked marks), Devanagari (conjuncts), Thai (no spaces), Japanese, Chinese, Korean,
    /// emoji sequences, mixed scripts, line breaks, and the right-to-left and joining scripts
    /// the shortcut must decline.
    static let texts: [(locale: String, text: String)] = [
        ("en", "AVATAR Wave To: office fi ffl “Yes,” Tyrone said. 1,234.5%"),
        ("en", "Save changes before closing?"),
        ("de", "Benachrichtigungseinstellungen ändern"),
        ("fr", "« Paramètres » — l’écran d’accueil"),
        ("ru", "Настройки уведомлений: Г-н Уваров"),
        ("el", "Ρυθμίσεις ειδοποιήσεων ΆΥΤΟ"),
        ("vi", "Cài đặt thông báo của bạn ở đây"),
        ("hi", "सूचना सेटिंग्स क्षत्रिय स्त्री"),
        ("th", "การตั้งค่าการแจ้งเตือนของคุณ"),
        ("ja", "通知設定を変更しますか？「はい」"),
        ("zh-Hans", "更改通知设置（推荐）。"),
        ("ko", "알림 설정을 변경하시겠습니까?"),
        ("en", "Hi 👋🏽 family 👨‍👩‍👧 flag 🇩🇪 key 1️⃣ done"),
        ("en", "Latin 日本語 Ελληνικά mixed\nsecond line\u{2028}third"),
        ("en", "123 456 ... (test) [x] {y}"),
        // Regional indicator pairs, numbers after currency and percent signs, a left-to-right
        // mark, and line-break rules that read past spaces (`OP SP*`, `CL SP* NS`).
        ("en", "🇩🇪🇫🇷🇮 $5 10% -3\u{200E}x ( a ) ヽb 「 c 」 々d"),
        ("ja", "… 12「 テスト 」 ー 々 (1) 2"),
        ("ar", "الإعدادات العامة للتطبيق"),
        ("he", "הגדרות כלליות abc 123"),
        ("en", "Left שלום right"),
        ("mn", "ᠮᠣᠩᠭᠣᠯ ᠪᠢᠴᠢᠭ"),
    ]

    func testStartsMatchShapingThemAlone() throws {
        var answered = 0
        var declined = 0
        for (locale, text) in Self.texts {
            for font in [
                ResolvedFont(family: nil, pointSize: 17, weight: .regular, lineHeight: 22),
                ResolvedFont(family: nil, pointSize: 28, weight: .bold, lineHeight: 34),
            ] {
                let whole = measurer.shape(text, locale: locale, font: font, caching: .none)
                for end in whole.graphemeStarts.dropFirst().dropLast() {
                    guard let start = measurer.shapedStart(of: whole, upTo: end) else {
                        declined += 1
                        continue
                    }
                    answered += 1
                    let alone = String(decoding: Array(text.utf16)[..<end], as: UTF16.self)
                    let expected = measurer.shape(alone, locale: locale, font: font, caching: .none)
                    let label = "\(locale) «\(alone)» at \(font.pointSize) pt"
                    XCTAssertEqual(Array(start.text.utf8), Array(alone.utf8), label)
                    XCTAssertEqual(start.graphemeStarts, expected.graphemeStarts, label)
                    // Bit for bit: the same glyphs summed in the same order.
                    XCTAssertEqual(start.advances.map(\.bitPattern), expected.advances.map(\.bitPattern), label)
                    XCTAssertEqual(start.tracked, expected.tracked, label)
                    XCTAssertEqual(start.isSpace, expected.isSpace, label)
                    XCTAssertEqual(start.isNewline, expected.isNewline, label)
                    XCTAssertEqual(start.breakAfter, expected.breakAfter, label)
                    XCTAssertEqual(start.runOfGrapheme, expected.runOfGrapheme, label)
                    XCTAssertEqual(start.missingCharacters, expected.missingCharacters, label)
                    XCTAssertEqual(start.isLeftToRightOnly, expected.isLeftToRightOnly, label)
                    XCTAssertEqual(start.runs.count, expected.runs.count, label)
                    for (made, shaped) in zip(start.runs, expected.runs) {
                        XCTAssertEqual(made.start, shaped.start, label)
                        XCTAssertEqual(made.end, shaped.end, label)
                        XCTAssertTrue(made.face === shaped.face, label)
                        XCTAssertEqual(made.script, shaped.script, label)
                        XCTAssertEqual(made.isRightToLeft, shaped.isRightToLeft, label)
                        XCTAssertEqual(made.advance.bitPattern, shaped.advance.bitPattern, label)
                        XCTAssertEqual(made.glyphCount, shaped.glyphCount, label)
                        XCTAssertEqual(made.graphemeCount, shaped.graphemeCount, label)
                        XCTAssertEqual(made.ellipsisAdvance, shaped.ellipsisAdvance, label)
                        XCTAssertEqual(made.ellipsisTracked, shaped.ellipsisTracked, label)
                    }
                    // Laid out, the same lines.
                    let room = LayoutConstraints(width: 40, lines: 0)
                    XCTAssertEqual(
                        measurer.layout(start, font: font, constraints: room).lines.map(\.width),
                        measurer.layout(expected, font: font, constraints: room).lines.map(\.width), label)
                }
            }
        }
        // Most cuts of these texts are answered without shaping; the right-to-left and joining
        // texts are all declined.
        XCTAssertGreaterThan(answered, 2 * declined, "answered \(answered), declined \(declined)")
    }

    func testDeclinedWhereItCannotKnow() {
        let font = ResolvedFont(family: nil, pointSize: 17, weight: .regular, lineHeight: 22)
        for (locale, text) in [
            ("ar", "الإعدادات العامة"), ("he", "הגדרות כלליות"), ("en", "Left שלום right"),
            ("mn", "ᠮᠣᠩᠭᠣᠯ ᠪᠢᠴᠢᠭ"),
        ] {
            let whole = measurer.shape(text, locale: locale, font: font, caching: .none)
            for end in whole.graphemeStarts.dropFirst().dropLast() {
                XCTAssertNil(measurer.shapedStart(of: whole, upTo: end), "\(locale) \(text) at \(end)")
            }
        }
        let whole = measurer.shape("Wave AVA", locale: "en", font: font, caching: .none)
        // Not between two clusters, not a start, the whole text.
        XCTAssertNil(measurer.shapedStart(of: whole, upTo: 0))
        XCTAssertNil(measurer.shapedStart(of: whole, upTo: whole.utf16.count))
        // Where the whole text's first cluster is kerned against the next, shaping the first
        // alone gives another advance: the cut is flagged and declined.
        var kerned = 0
        for end in whole.graphemeStarts.dropFirst().dropLast() {
            let alone = String(decoding: Array(whole.utf16)[..<end], as: UTF16.self)
            let expected = measurer.shape(alone, locale: "en", font: font, caching: .none)
            if expected.advances.last?.bitPattern != whole.advances[expected.count - 1].bitPattern {
                kerned += 1
                XCTAssertNil(measurer.shapedStart(of: whole, upTo: end), "kerned across \(end)")
            }
        }
        // "Wa", "AV" and "VA" are kerned in the system face's stand-in.
        XCTAssertGreaterThanOrEqual(kerned, 2)
    }
}
