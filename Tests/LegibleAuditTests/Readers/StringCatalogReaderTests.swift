import XCTest

@testable import LegibleAudit

final class StringCatalogReaderTests: XCTestCase {
    private var catalog: StringCollection!
    private let path = ReaderFixtures.path("Catalog.xcstrings")

    override func setUpWithError() throws {
        catalog = StringCatalogReader.read(url: URL(fileURLWithPath: path))
    }

    private func strings(_ key: String, _ locale: String? = nil) -> [LocalizedString] {
        catalog.strings.filter { $0.key == key && (locale == nil || $0.locale == locale) }
    }

    private func only(
        _ key: String, _ locale: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> LocalizedString {
        let found = strings(key, locale)
        XCTAssertEqual(found.count, 1, "\(key) \(locale)", file: file, line: line)
        return try XCTUnwrap(found.first, file: file, line: line)
    }

    func testCatalogShape() {
        XCTAssertEqual(catalog.sourceLanguage, "en")
        XCTAssertEqual(catalog.diagnostics, [])
        XCTAssertEqual(catalog.files, [path])
        XCTAssertEqual(catalog.locales, ["en", "de", "fr", "ja"])
        // greeting 4, "Key is the value" 4, files 2+1+2+2, platform 3+3×3, followers 1+3,
        // "Ünïcödé 😀 key" 1+3, AppName 1.
        XCTAssertEqual(catalog.strings.count, 4 + 4 + 7 + 12 + 4 + 4 + 1)
        XCTAssertEqual(Set(catalog.strings.map(\.table)), ["Catalog"])
    }

    func testValuesStatesCommentsAndExactPositions() throws {
        let english = try only("greeting", "en")
        XCTAssertEqual(english.value, "Hello, \"friend\"\n😀")
        XCTAssertEqual(english.location, SourceLocation(file: path, line: 17, column: 24))
        XCTAssertEqual(english.comment, "Shown on the welcome screen")
        XCTAssertEqual(english.extractionState, "manual")
        XCTAssertEqual(english.state, .translated)
        XCTAssertNil(english.variation)
        XCTAssertNil(english.localeFolder)

        let german = try only("greeting", "de")
        XCTAssertEqual(german.value, "Grüß dich, \"Freund\"\n😀")
        XCTAssertEqual(german.location, SourceLocation(file: path, line: 11, column: 24))
        XCTAssertEqual(german.comment, "Shown on the welcome screen")

        let french = try only("greeting", "fr")
        XCTAssertEqual(french.value, "Salut é")
        XCTAssertEqual(french.state, .needsReview)
        XCTAssertEqual(french.location, SourceLocation(file: path, line: 21, column: 65))

        // Columns count Unicode scalars: "Ünïcödé 😀 key" is 14 scalars but 20 bytes.
        let after = try only("Ünïcödé 😀 key", "en")
        XCTAssertEqual(after.location, SourceLocation(file: path, line: 87, column: 106))
    }

    func testKeyWithoutSourceLocalizationIsItsOwnSourceValue() throws {
        let source = try only("Key is the value", "en")
        XCTAssertEqual(source.value, "Key is the value")
        XCTAssertEqual(source.state, .translated)
        XCTAssertEqual(source.location, SourceLocation(file: path, line: 25, column: 6))
        let german = try only("Key is the value", "de")
        XCTAssertEqual(german.value, "Schlüssel")
        XCTAssertEqual(german.state, .new)
        XCTAssertEqual(german.location, SourceLocation(file: path, line: 27, column: 63))
        let japanese = try only("Key is the value", "ja")
        XCTAssertEqual(japanese.state, .missing)
        XCTAssertEqual(japanese.value, "Key is the value")
        XCTAssertEqual(japanese.fallbackLocale, "en")
    }

    func testPluralVariations() throws {
        let english = strings("files %lld", "en")
        XCTAssertEqual(english.map(\.variation), ["plural.one", "plural.other"])
        XCTAssertEqual(english.map(\.value), ["%lld file", "%lld files"])
        XCTAssertEqual(english.map(\.location.line), [35, 36])
        XCTAssertEqual(english.map(\.location.column), [77, 79])
        let japanese = strings("files %lld", "ja")
        XCTAssertEqual(japanese.map(\.variation), ["plural.other"])
        XCTAssertEqual(japanese.first?.state, .stale)
        XCTAssertEqual(japanese.first?.location, SourceLocation(file: path, line: 43, column: 74))
    }

    func testNestedDeviceAndPluralVariations() {
        let english = strings("platform", "en")
        XCTAssertEqual(
            english.map(\.variation), ["device.iphone.plural.one", "device.iphone.plural.other", "device.mac"])
        XCTAssertEqual(english.map(\.value), ["%lld iPhone", "%lld iPhones", "Mac"])
        XCTAssertEqual(english.first?.location, SourceLocation(file: path, line: 57, column: 83))
        XCTAssertEqual(english.last?.location, SourceLocation(file: path, line: 62, column: 77))
        // A missing locale gets every source variation.
        let german = strings("platform", "de")
        XCTAssertEqual(german.map(\.variation), english.map(\.variation))
        XCTAssertEqual(Set(german.map(\.state)), [.missing])
        XCTAssertEqual(german.map(\.location), english.map(\.location))
    }

    func testSubstitutions() throws {
        let english = try only("followers %lld %@", "en")
        XCTAssertEqual(english.value, "%#@followers@ of %2$@")
        XCTAssertEqual(english.location, SourceLocation(file: path, line: 71, column: 63))
        XCTAssertEqual(
            english.substitutions,
            [
                Substitution(
                    name: "followers", argumentNumber: 1, formatSpecifier: "lld",
                    variants: [
                        .init(
                            variation: "plural.one", value: "%arg follower",
                            location: SourceLocation(file: path, line: 78, column: 81)),
                        .init(
                            variation: "plural.other", value: "%arg followers",
                            location: SourceLocation(file: path, line: 79, column: 83)),
                    ])
            ])
        // The missing copies carry the source's substitutions.
        XCTAssertEqual(try only("followers %lld %@", "fr").substitutions, english.substitutions)
    }

    func testMissingLocalesFallBackToTheSourceLanguage() throws {
        let missing = catalog.strings.filter { $0.state == .missing }
        // greeting: ja; key-as-value: fr, ja; files: de ×2, fr ×2; platform: 3 × 3;
        // followers: 3; Ünïcödé: 3.
        XCTAssertEqual(missing.count, 1 + 2 + 4 + 9 + 3 + 3)
        XCTAssertTrue(missing.allSatisfy { $0.fallbackLocale == "en" && $0.locale != "en" })
        let japanese = try only("greeting", "ja")
        XCTAssertEqual(japanese.value, "Hello, \"friend\"\n😀")
        XCTAssertEqual(japanese.location, SourceLocation(file: path, line: 17, column: 24))
        XCTAssertEqual(japanese.comment, "Shown on the welcome screen")
    }

    func testShouldTranslateFalse() {
        XCTAssertEqual(catalog.untranslatableKeys, [TableKey(table: "Catalog", key: "AppName")])
        XCTAssertEqual(strings("AppName").map(\.locale), ["en"])
        XCTAssertEqual(strings("AppName").first?.value, "Legible")
    }

    func testTruncatedJSONIsOneDiagnostic() throws {
        let truncatedPath = ReaderFixtures.path("Truncated.xcstrings")
        let result = StringCatalogReader.read(url: URL(fileURLWithPath: truncatedPath))
        XCTAssertEqual(result.strings, [])
        XCTAssertEqual(
            result.diagnostics,
            [
                Diagnostic(
                    .error, "malformed JSON: expected a string key or '}' but the file ended",
                    at: SourceLocation(file: truncatedPath, line: 27, column: 35))
            ])
        XCTAssertEqual(
            result.diagnostics.first?.description,
            "\(truncatedPath):27:35: error: malformed JSON: expected a string key or '}' but the file ended")
    }

    func testWrongShapesAreWarningsAndTheRestIsRead() {
        let json = """
            {"sourceLanguage": "en", "strings": {
              "a": {"localizations": {"en": {"stringUnit": {"state": "done", "value": "A"}},
                                      "de": {"variations": {"plural": {"lots": {"stringUnit": {"state": "translated", "value": "x"}}}}},
                                      "fr": {"stringUnit": {"state": "translated"}}}},
              "b": "not an object",
              "c": {"shouldTranslate": "no", "localizations": {"en": {"variations": {"device": {"toaster": {"stringUnit": {"value": "T"}}}}}}},
              "d": {"comment": "dup", "comment": "last", "localizations": {}}
            }}
            """
        let result = StringCatalogReader.read(data: Data(json.utf8), path: "T.xcstrings")
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            [
                "unknown state \"done\" in the en localization of \"a\"; expected translated, new, needs_review or stale (read as needs_review)",
                "unknown plural case \"lots\" in the de localization of \"a\"; expected one of few, many, one, other, two, zero",
                "\"stringUnit\" of the fr localization of \"a\" has no \"value\" string",
                "the entry for \"b\" is a string; expected an object",
                "\"shouldTranslate\" of \"c\" is a string; expected true or false",
                "unknown device case \"toaster\" in the en localization of \"c\"; expected one of appletv, applevision, applewatch, ipad, iphone, ipod, mac, other, vision",
            ])
        XCTAssertTrue(result.diagnostics.allSatisfy { $0.level == .warning })
        XCTAssertEqual(result.diagnostics[0].location, SourceLocation(file: "T.xcstrings", line: 2, column: 59))
        XCTAssertEqual(
            result.strings.map { "\($0.key)|\($0.locale)|\($0.variation ?? "-")|\($0.value)|\($0.state.rawValue)" },
            [
                "a|en|-|A|needs_review",
                "a|de|plural.lots|x|translated",
                "c|en|device.toaster|T|translated",
                "c|de|device.toaster|T|missing",
                "c|fr|device.toaster|T|missing",
                "d|en|-|d|translated",
                "d|de|-|d|missing",
                "d|fr|-|d|missing",
            ])
        XCTAssertEqual(result.strings.last?.comment, "last")
    }

    func testMissingSourceLanguageUsesTheSourceLanguage() {
        let result = StringCatalogReader.read(
            data: Data(#"{"strings": {"k": {}}}"#.utf8), path: "X.xcstrings", sourceLanguage: "fr")
        XCTAssertEqual(result.sourceLanguage, "fr")
        XCTAssertEqual(result.strings.map(\.locale), ["fr"])
        XCTAssertEqual(result.diagnostics.map(\.level), [.warning])
    }

    func testTopLevelArrayIsAnError() {
        let result = StringCatalogReader.read(data: Data("[]".utf8), path: "X.xcstrings")
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            ["the top-level value is an array; expected an object with \"sourceLanguage\" and \"strings\""])
        XCTAssertEqual(result.diagnostics.first?.level, .error)
    }

    func testUnreadableFileIsADiagnostic() {
        let result = StringCatalogReader.read(url: URL(fileURLWithPath: "/nonexistent/None.xcstrings"))
        XCTAssertEqual(result.strings, [])
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertEqual(result.diagnostics.first?.level, .error)
    }
}
