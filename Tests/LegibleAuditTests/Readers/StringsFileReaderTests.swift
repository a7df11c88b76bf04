import XCTest

@testable import LegibleAudit

final class StringsFileReaderTests: XCTestCase {
    private let path = ReaderFixtures.path("Comments.strings")

    private func read(_ text: String, path: String = "App/de.lproj/Test.strings") -> StringCollection {
        StringsFileReader.read(data: Data(text.utf8), path: path)
    }

    /// What `PropertyListSerialization` (Core Foundation's old-style parser) makes of the data.
    private func plist(_ data: Data) throws -> [String: Any] {
        let object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        return try XCTUnwrap(object as? [String: Any])
    }

    private func values(_ collection: StringCollection) -> [String: String] {
        Dictionary(collection.strings.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    func testFixtureValuesCommentsAndOrder() throws {
        let result = StringsFileReader.read(url: URL(fileURLWithPath: path), locale: "de")
        XCTAssertEqual(
            result.strings.map(\.key),
            [
                "app.title", "unquoted_key.with-dots:and/slashes$", "single", "escapes", "unicode", "octal",
                "shorthand", "Grüße 😀", "same line", "multi\nline", "dup", "empty",
            ])
        XCTAssertEqual(
            result.strings.map(\.value),
            [
                "Legible", "unquoted-value.1", "it's", "tab\there\nnew \"q\" back\\slash \r\0end 's", "été 😀", "\nAÆ",
                "shorthand", "after multibyte", "second on the line", "value after a key with a line break",
                "last value", "",
            ])
        XCTAssertEqual(
            result.strings.map(\.comment),
            [
                "The app's title", nil, nil, nil, nil, nil, nil, "second, the one that counts", nil, nil, nil, nil,
            ])
        XCTAssertEqual(Set(result.strings.map(\.locale)), ["de"])
        XCTAssertEqual(Set(result.strings.map(\.table)), ["Comments"])
        XCTAssertEqual(Set(result.strings.map(\.state)), [.translated])
    }

    func testExactPositions() throws {
        let result = StringsFileReader.read(url: URL(fileURLWithPath: path), locale: "de")
        let positions = Dictionary(
            uniqueKeysWithValues: result.strings.map { ($0.key, [$0.location.line, $0.location.column]) })
        XCTAssertEqual(positions["app.title"], [4, 16])
        XCTAssertEqual(positions["unquoted_key.with-dots:and/slashes$"], [5, 39])  // unquoted: its first character
        XCTAssertEqual(positions["single"], [6, 13])
        XCTAssertEqual(positions["shorthand"], [10, 2])  // the key is the value
        XCTAssertEqual(positions["Grüße 😀"], [14, 14])  // columns count scalars ("😀" is one)
        XCTAssertEqual(positions["same line"], [14, 47])
        XCTAssertEqual(positions["multi\nline"], [16, 10])
        XCTAssertEqual(positions["dup"], [17, 10])  // the last value wins
        XCTAssertEqual(result.strings.first?.location.file, path)
    }

    func testDuplicateKeyIsAWarningAndTheLastValueWins() {
        let result = StringsFileReader.read(url: URL(fileURLWithPath: path), locale: "de")
        XCTAssertEqual(
            result.diagnostics,
            [
                Diagnostic(
                    .warning, "duplicate key \"dup\" (also on line 11); the last value wins, as on iOS",
                    at: SourceLocation(file: path, line: 17, column: 2))
            ])
    }

    func testValuesAgreeWithPropertyListSerialization() throws {
        let data = try ReaderFixtures.data("Comments.strings")
        let ours = values(StringsFileReader.read(data: data, path: path, locale: "de"))
        let theirs = try plist(data).mapValues { $0 as? String }
        XCTAssertEqual(ours.count, theirs.count)
        for (key, value) in theirs {
            XCTAssertEqual(ours[key], value, key)
        }
    }

    func testUTF16InEveryByteOrderWithAndWithoutByteOrderMark() throws {
        let text = try XCTUnwrap(String(data: ReaderFixtures.data("Comments.strings"), encoding: .utf8))
        let reference = read(text, path: "App/de.lproj/Comments.strings")
        for bigEndian in [false, true] {
            for byteOrderMark in [true, false] {
                let data = ReaderFixtures.utf16(text, bigEndian: bigEndian, byteOrderMark: byteOrderMark)
                let result = StringsFileReader.read(data: data, path: "App/de.lproj/Comments.strings")
                let label = "bigEndian \(bigEndian), BOM \(byteOrderMark)"
                XCTAssertEqual(result.strings, reference.strings, label)
                XCTAssertEqual(result.diagnostics, reference.diagnostics, label)
                // PropertyListSerialization needs the byte order mark to read UTF-16.
                let withMark = ReaderFixtures.utf16(text, bigEndian: bigEndian, byteOrderMark: true)
                XCTAssertEqual(values(result), try plist(withMark).compactMapValues { $0 as? String }, label)
            }
        }
        // UTF-8 with a byte order mark.
        let utf8 = StringsFileReader.read(
            data: Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)), path: "App/de.lproj/Comments.strings")
        XCTAssertEqual(utf8.strings, reference.strings)
    }

    func testRawNULInUTF8IsNotMistakenForUTF16() throws {
        let text = "\"a\" = \"x\u{0}y\";\n\"b\" = \"a longer value that outweighs the one NUL byte\";"
        let result = read(text)
        XCTAssertEqual(values(result), ["a": "x\u{0}y", "b": "a longer value that outweighs the one NUL byte"])
        XCTAssertEqual(values(result), try plist(Data(text.utf8)).compactMapValues { $0 as? String })
    }

    func testLocaleAndTableComeFromThePath() {
        let result = read("\"k\" = \"v\";", path: "App/pt_BR.lproj/InfoPlist.strings")
        XCTAssertEqual(result.strings.first?.locale, "pt-BR")
        XCTAssertEqual(result.strings.first?.localeFolder, "pt_BR")
        XCTAssertEqual(result.strings.first?.table, "InfoPlist")
        let base = StringsFileReader.read(
            data: Data("\"k\" = \"v\";".utf8), path: "App/Base.lproj/Main.strings", sourceLanguage: "fr")
        XCTAssertEqual(base.strings.first?.locale, "fr")
        XCTAssertEqual(base.strings.first?.isBase, true)
        let loose = read("\"k\" = \"v\";", path: "Loose.strings")
        XCTAssertEqual(loose.strings.first?.locale, "en")
        XCTAssertEqual(loose.diagnostics.map(\.level), [.note])
    }

    func testMissingSemicolon() {
        let fixture = ReaderFixtures.path("MissingSemicolon.strings")
        let result = StringsFileReader.read(url: URL(fileURLWithPath: fixture), locale: "de")
        // The entries around the error are read (issue 13); iOS would load none of them, as the note says.
        XCTAssertEqual(result.strings.map(\.key), ["a", "c", "e"])
        XCTAssertEqual(
            result.diagnostics.first,
            Diagnostic(
                .error, "expected ';' after the value of the key \"c\"",
                at: SourceLocation(file: fixture, line: 2, column: 10)))
        XCTAssertEqual(result.diagnostics.map(\.level), [.error, .note])
    }

    func testUnterminatedString() {
        let fixture = ReaderFixtures.path("Unterminated.strings")
        let result = StringsFileReader.read(url: URL(fileURLWithPath: fixture), locale: "de")
        XCTAssertEqual(result.strings.map(\.key), ["a"], "the entry before the error is kept (issue 13)")
        XCTAssertEqual(
            result.diagnostics.first,
            Diagnostic(
                .error, "unterminated string starting on line 2: expected a closing \" but the file ended",
                at: SourceLocation(file: fixture, line: 2, column: 7)))
        XCTAssertEqual(result.diagnostics.map(\.level), [.error, .note])
    }

    func testOtherSyntaxErrors() {
        let cases: [(String, String, Int, Int)] = [
            ("\"a\" \"b\";", "unexpected '\"' after the key \"a\"; expected '=' or ';'", 1, 5),
            (
                "\"a\" = ;",
                "unexpected ';' after '=' for the key \"a\"; expected a value (a quoted string, or unquoted characters A-Z a-z 0-9 _ . $ : / -)",
                1, 7
            ),
            ("\"a\"", "expected '=' or ';' after the key \"a\" but the file ended", 1, 4),
            ("\"a\" =\n", "expected a value after '=' for the key \"a\" but the file ended", 2, 1),
            (
                "= \"b\";",
                "unexpected '='; expected a key (a quoted string, or unquoted characters A-Z a-z 0-9 _ . $ : / -)", 1, 1
            ),
            ("{ \"a\" = \"b\";", "expected '}' to close the dictionary but the file ended", 1, 13),
            ("\"a\" = \"b\\", "unterminated backslash sequence at the end of the file", 1, 9),
            ("\"a\" = (\"b\" \"c\");", "unexpected '\"' in an array; expected ',' or ')'", 1, 12),
        ]
        for (text, message, line, column) in cases {
            let result = read(text)
            XCTAssertEqual(
                result.diagnostics.first,
                Diagnostic(
                    .error, message, at: SourceLocation(file: "App/de.lproj/Test.strings", line: line, column: column)),
                text)
            // The one complete entry of the unclosed dictionary is kept, with a note (issue 13).
            XCTAssertEqual(result.strings.map(\.key), text.hasPrefix("{") ? ["a"] : [], text)
            XCTAssertEqual(result.diagnostics.count, text.hasPrefix("{") ? 2 : 1, text)
            // PropertyListSerialization rejects these too, or (for a lone "a") reads no dictionary.
            let object = try? PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
            XCTAssertNil(object as? [String: Any], text)
        }
    }

    func testShorthandKeyIsAcceptedLikePropertyListSerialization() throws {
        // The brief expected `"key";` to be invalid; Core Foundation accepts it, value = key.
        let text = "\"alone\";\n\"a\" = \"b\";"
        XCTAssertEqual(values(read(text)), ["alone": "alone", "a": "b"])
        XCTAssertEqual(try plist(Data(text.utf8)) as? [String: String], ["alone": "alone", "a": "b"])
    }

    func testBracedDictionaryAndUnquotedSlashes() throws {
        let text = "{ a/b = c/d; 'x' = \"y\"; }"
        XCTAssertEqual(values(read(text)), ["a/b": "c/d", "x": "y"])
        XCTAssertEqual(try plist(Data(text.utf8)) as? [String: String], ["a/b": "c/d", "x": "y"])
    }

    func testNonStringValuesAreSkippedWithAWarning() {
        let result = read(
            "\"list\" = (\"a\", \"b\",);\n\"dict\" = { k = v; };\n\"data\" = <0fAB 12>;\n\"ok\" = \"yes\";")
        XCTAssertEqual(values(result), ["ok": "yes"])
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            [
                "the value of \"list\" is not a string (an array, dictionary or data); it is not read",
                "the value of \"dict\" is not a string (an array, dictionary or data); it is not read",
                "the value of \"data\" is not a string (an array, dictionary or data); it is not read",
            ])
        XCTAssertEqual(result.diagnostics.map(\.location.line), [1, 2, 3])
    }

    func testUnterminatedCommentIsAWarning() {
        let result = read("\"a\" = \"b\";\n/* never closed\n\"c\" = \"d\";")
        XCTAssertEqual(values(result), ["a": "b"])
        XCTAssertEqual(
            result.diagnostics,
            [
                Diagnostic(
                    .warning, "unterminated comment: everything after '/*' is ignored; expected '*/'",
                    at: SourceLocation(file: "App/de.lproj/Test.strings", line: 2, column: 1))
            ])
    }

    func testEmptyAndCommentOnlyFiles() {
        XCTAssertEqual(read("").strings, [])
        XCTAssertEqual(read("").diagnostics, [])
        XCTAssertEqual(read("  /* nothing */\n// at all\n").strings, [])
    }

    func testOctalEscapesMatchPropertyListSerializationForEveryByte() throws {
        var lines: [String] = []
        for byte in 0...255 { lines.append("\"o\(byte)\" = \"<\\\(String(byte, radix: 8))>\";") }
        lines.append("\"short\" = \"\\5\\05\\0055\";")  // \5 ≡ \05 ≡ \005; a fourth digit is a plain character
        lines.append("\"wrap\" = \"\\777|\\400\";")  // the byte wraps, as in CF
        let data = Data(lines.joined(separator: "\n").utf8)
        let ours = values(StringsFileReader.read(data: data, path: "App/de.lproj/Octal.strings"))
        let theirs = try plist(data).compactMapValues { $0 as? String }
        XCTAssertEqual(ours.count, 258)
        XCTAssertEqual(ours, theirs)
        XCTAssertEqual(ours["o10"], "<\n>")
        XCTAssertEqual(ours["o225"], "<Æ>")
        XCTAssertEqual(ours["short"], "\u{05}\u{05}\u{05}5")
    }

    func testUnicodeEscapesAndSurrogatePairsMatchPropertyListSerialization() throws {
        let text = #""a" = "\U00e9\UD83D\UDE00\U41 \Uzz \UD83Dx";"#
        let ours = values(read(text))
        XCTAssertEqual(ours["a"], "é😀A \0zz \u{FFFD}x")
        XCTAssertEqual(ours, try plist(Data(text.utf8)).compactMapValues { $0 as? String })
    }

    func testSecondByteOrderMarkIsSkippedWithAWarning() {
        // damus's UTF-16 files start FF FE FF FE.
        let data = ReaderFixtures.utf16("\u{FEFF}\"a\" = \"b\";", bigEndian: false, byteOrderMark: true)
        let result = StringsFileReader.read(data: data, path: "App/ko.lproj/Localizable.strings")
        XCTAssertEqual(values(result), ["a": "b"])
        XCTAssertEqual(result.strings.first?.location.column, 9)  // U+FEFF is column 1
        XCTAssertEqual(result.diagnostics.map(\.level), [.warning])
        XCTAssertThrowsError(try PropertyListSerialization.propertyList(from: data, options: [], format: nil))
    }

    func testUndecodableAndBinaryFiles() {
        let latin1 = StringsFileReader.read(
            data: Data([0x22, 0x61, 0x22, 0x3D, 0x22, 0xE9, 0x22, 0x3B]), path: "App/fr.lproj/L.strings")
        XCTAssertEqual(
            latin1.diagnostics.map(\.message),
            [
                "not valid UTF-8 text at byte offset 5: byte 0xE9 is not valid UTF-8; expected a .strings file in UTF-8 or UTF-16"
            ])
        XCTAssertEqual(latin1.diagnostics.first?.location.column, 6)
        let binary = StringsFileReader.read(data: Data("bplist00\u{0}\u{1}".utf8), path: "App/fr.lproj/L.strings")
        XCTAssertEqual(binary.diagnostics.map(\.level), [.error])
        XCTAssertEqual(binary.strings, [])
    }
}
