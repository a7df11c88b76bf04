import XCTest

@testable import LegibleText

/// The shortcuts taken for speed give what the straightforward code gave.
final class ShapingSpeedupTests: XCTestCase {
    /// `String(decodingUTF16:)` transcodes like `String(decoding:as: UTF16.self)`, lone
    /// surrogates included (each is U+FFFD), from a buffer, an array, a slice and a collection
    /// without contiguous storage.
    func testOnePassTranscodingMatchesTheStandardLibrary() {
        let texts: [[UInt16]] = [
            Array("".utf16), Array("Save".utf16), Array("Einstellungen speichern".utf16),
            Array("Größe ändern — “quoted” ½".utf16), Array("設定を保存 한국어 الإعدادات שמירה".utf16),
            Array("सहेजें ยกเลิก 👋🏽 👨‍👩‍👧 🇩🇪 1️⃣".utf16), Array("𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u{10FFFD}".utf16),
            [0xD800], [0xDC00], [0x41, 0xD800, 0x42], [0xD83D, 0x41], [0x41, 0xDE00, 0xD83D, 0xDE00, 0xDBFF],
            [0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0xFFFE, 0xFEFF],
        ]
        for units in texts {
            let expected = String(decoding: units, as: UTF16.self)
            let made = units.withUnsafeBufferPointer { String(decodingUTF16: $0) }
            XCTAssertEqual(made, expected, "\(units.map { String($0, radix: 16) })")
            XCTAssertEqual(Array(made.utf8), Array(expected.utf8))
            XCTAssertEqual(Array(String(decodingUTF16: units).utf8), Array(expected.utf8))
            // Without contiguous storage (read through a copy), and reversed: swapped surrogate
            // pairs are lone surrogates.
            XCTAssertEqual(Array(String(decodingUTF16: units.lazy.map { $0 }).utf8), Array(expected.utf8))
            XCTAssertEqual(
                Array(String(decodingUTF16: units.reversed()).utf8),
                Array(String(decoding: units.reversed(), as: UTF16.self).utf8))
            for cut in Set([0, units.count / 2, units.count]) {
                XCTAssertEqual(
                    Array(String(decodingUTF16: units[cut...]).utf8),
                    Array(String(decoding: units[cut...], as: UTF16.self).utf8))
            }
        }
    }

    /// `ScalarProperties` answers what `Unicode.Scalar.Properties` answers, asked twice (the
    /// second time from its table).
    func testScalarPropertiesMatchTheStandardLibrary() {
        let properties = ScalarProperties()
        var values: [UInt32] = Array(0...0x3000) + Array(0xFE00...0xFFFF) + Array(0x1F1E6...0x1F1FF)
        values += [0x1F44B, 0x1F3FD, 0x200D, 0x20E3, 0xE0001, 0xE0020, 0x10FFFD, 0x1D4D0]
        for _ in 0..<2 {
            for value in values {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let expected = scalar.properties
                XCTAssertEqual(properties.isWhitespace(scalar), expected.isWhitespace, "U+\(String(value, radix: 16))")
                XCTAssertEqual(properties.isEmojiPresentation(scalar), expected.isEmojiPresentation)
                XCTAssertEqual(properties.isEmoji(scalar), expected.isEmoji)
                XCTAssertEqual(
                    properties.isIgnorable(scalar),
                    expected.isDefaultIgnorableCodePoint || expected.generalCategory == .control)
            }
        }
    }

    /// A shaper keeps what it shaped and looked up (the last text's runs, spaces by face, the
    /// ellipsis by face): one shaper that shapes texts of other scripts, locales, weights and
    /// sizes one after another, and back again, gives each the runs, faces, advances and
    /// ellipses a new shaper gives it.
    func testOneShaperGivesWhatANewShaperGives() throws {
        let resolver = FontResolver(library: FontLibrary(cacheURL: nil), tracking: .auto)
        let shared = try Shaper(resolver: resolver)
        let fonts = [
            FontResolver.FontKey(family: nil, weight: .regular, pointSize: 17),
            FontResolver.FontKey(family: nil, weight: .bold, pointSize: 17),
            FontResolver.FontKey(family: nil, weight: .regular, pointSize: 28),
        ]
        // Each text in every font in a row, and Han text in Japanese, then Chinese: the lookups
        // are asked again with only the font, or only the locale, changed.
        let texts = [
            ("en", "Save changes"), ("ar", "حفظ التغييرات 5"), ("ja", "設定を保存 OK"), ("zh-Hans", "設定を保存 OK"),
            ("he", "שמור שינויים"), ("de", "Speichern 👋🏽"), ("zh-Hans", "保存，设置"), ("ja", "保存，设置"),
        ]
        var faces = Set<ObjectIdentifier>()
        for (locale, text) in texts + texts.reversed() {
            for font in fonts + fonts.reversed() {
                // (The text shaped last is reused: each text is shaped in every font in a row.)
                let reused = shared.shape(text, locale: locale, font: font)
                let fresh = try Shaper(resolver: resolver).shape(text, locale: locale, font: font, reuseLast: false)
                let what = "\(locale) \(text) \(font)"
                XCTAssertEqual(reused.advances, fresh.advances, what)
                XCTAssertEqual(reused.runs.count, fresh.runs.count, what)
                for (a, b) in zip(reused.runs, fresh.runs) {
                    XCTAssertTrue(a.face === b.face, what)
                    XCTAssertEqual(a.ellipsisAdvance, b.ellipsisAdvance, what)
                    XCTAssertEqual(a.ellipsisTracked, b.ellipsisTracked, what)
                    XCTAssertEqual(a.advance, b.advance, what)
                    faces.insert(ObjectIdentifier(a.face))
                }
                XCTAssertEqual(reused.missingCharacters.map(\.offset), fresh.missingCharacters.map(\.offset), what)
            }
        }
        // The lookups' answers changed between the texts: their runs are in many faces.
        XCTAssertGreaterThan(faces.count, 6)
    }

    /// `ExactText.same` answers what comparing the two strings' UTF-8 bytes one by one answers:
    /// equal bytes only, so a decomposed text is not its composed twin.
    func testSameBytesMatchesComparingByteByByte() {
        let texts = [
            "", "a", "b", "ab", "abc", "Caf\u{E9}", "Cafe\u{301}", "Save", "Save ", "设置", "设定", "👨‍👩‍👧",
            String(repeating: "x", count: 40) + "y", String(repeating: "x", count: 40) + "z",
            String(repeating: "long text ", count: 30),
        ]
        for a in texts {
            for b in texts {
                XCTAssertEqual(ExactText.same(a, b), Array(a.utf8) == Array(b.utf8), "\(a) / \(b)")
                XCTAssertEqual(ExactText(a) == ExactText(b), Array(a.utf8) == Array(b.utf8))
            }
        }
        // A substring's own string (not native storage at first) compares by its bytes too.
        let sliced = String("xSavex".dropFirst().dropLast())
        XCTAssertTrue(ExactText.same(sliced, "Save"))
        XCTAssertFalse(ExactText.same("Caf\u{E9}", "Cafe\u{301}"), "Swift calls them equal; their bytes differ")
    }

    /// `ContentSizeCategory.index` is the position in `allCases`, and `init(name:)` still takes
    /// every alias.
    func testSizeCategoryIndexAndNames() {
        for (position, category) in ContentSizeCategory.allCases.enumerated() {
            XCTAssertEqual(category.index, position)
            for name in [
                category.name, category.name.uppercased(), category.uiKitName, category.swiftUIName,
                category.uiKitCaseName, " \(category.name) ",
            ] {
                XCTAssertEqual(ContentSizeCategory(name: name), category, name)
            }
        }
        XCTAssertEqual(ContentSizeCategory(name: "xs"), .xSmall)
        XCTAssertNil(ContentSizeCategory(name: "huge"))
    }
}
