import XCTest

@testable import LegibleAudit

final class StringsDictReaderTests: XCTestCase {
    private let path = ReaderFixtures.path("Plurals.stringsdict")
    private var result: StringCollection!

    override func setUpWithError() throws {
        result = StringsDictReader.read(url: URL(fileURLWithPath: path), locale: "en")
    }

    private func only(_ key: String, file: StaticString = #filePath, line: UInt = #line) throws -> LocalizedString {
        let found = result.strings.filter { $0.key == key }
        XCTAssertEqual(found.count, 1, key, file: file, line: line)
        return try XCTUnwrap(found.first, file: file, line: line)
    }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }

    func testEntriesInFileOrder() {
        XCTAssertEqual(
            result.strings.map { "\($0.key)|\($0.variation ?? "-")|\($0.value)" },
            [
                "files.count|-|%#@files@ in %2$#@folders@",
                "title|width.20|Settings",
                "title|width.50|Application Settings",
                "device.greeting|device.iphone|Tap here",
                "device.greeting|device.mac|Click here",
                "same.line|width.1|ключ",
                "same.line|width.2|значение",
                "bad.entry|-|%#@missing@ and %#@count@",
            ])
        XCTAssertEqual(Set(result.strings.map(\.table)), ["Plurals"])
        XCTAssertEqual(Set(result.strings.map(\.locale)), ["en"])
    }

    func testPluralVariablesBecomeSubstitutionsWithEveryCategory() throws {
        let files = try only("files.count")
        XCTAssertEqual(files.location, location(8, 11))
        XCTAssertEqual(files.substitutions.map(\.name), ["files", "folders", "size"])
        let plural = files.substitutions[0]
        XCTAssertEqual(plural.formatSpecifier, "lld")
        XCTAssertNil(plural.argumentNumber)
        XCTAssertEqual(
            plural.variants.map(\.variation),
            ["plural.zero", "plural.one", "plural.two", "plural.few", "plural.many", "plural.other"])
        XCTAssertEqual(
            plural.variants.map(\.value),
            ["no files", "one file", "two files", "%lld files (few)", "%lld files (many)", "%lld files"])
        XCTAssertEqual(plural.variants[0].location, location(16, 12))
        // %2$#@folders@ gives the argument number.
        XCTAssertEqual(files.substitutions[1].argumentNumber, 2)
        XCTAssertEqual(files.substitutions[1].formatSpecifier, "d")
    }

    func testNestedVariableAndEntities() throws {
        let files = try only("files.count")
        // "folders" refers to %#@size@: a nested variable, one more substitution.
        XCTAssertEqual(
            files.substitutions[1].variants.map(\.value), ["one folder of %#@size@", "%d folders of %#@size@"])
        let size = files.substitutions[2]
        XCTAssertEqual(size.variants.map(\.value), ["%d\u{A0}MB", "%d MB & more"])
        XCTAssertEqual(size.variants[0].location, location(46, 12))
    }

    func testWidthAndDeviceVariants() throws {
        let title = result.strings.filter { $0.key == "title" }
        XCTAssertEqual(title.map(\.location), [location(56, 12), location(58, 12)])
        let device = result.strings.filter { $0.key == "device.greeting" }
        XCTAssertEqual(device.last?.location, location(68, 12))
        // Several elements on one line, with Cyrillic before the second value: columns count scalars.
        let sameLine = result.strings.filter { $0.key == "same.line" }
        XCTAssertEqual(sameLine.map(\.location), [location(71, 94), location(71, 127)])
    }

    func testWarningsForUndefinedVariablesUnknownCategoriesAndMissingOther() {
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            [
                "unknown plural category \"lots\" in variable \"count\" of \"bad.entry\"; expected one of zero, one, two, few, many, other",
                "variable \"count\" of \"bad.entry\" has no \"other\" form; expected one (iOS uses it when no other category applies)",
            ])
        XCTAssertTrue(result.diagnostics.allSatisfy { $0.level == .warning })
        // The undefined %#@missing@ of an entry that defines other variables: a format-specifiers finding.
        let bad = result.strings.filter { $0.key == "bad.entry" }
        XCTAssertEqual(FormatSpecifiersRule().check(StringCollection(strings: bad)).count, bad.count)
    }

    func testValuesAgreeWithPropertyListSerialization() throws {
        let data = try ReaderFixtures.data("Plurals.stringsdict")
        let plist = try XCTUnwrap(
            try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: [String: Any]]
        )
        for string in result.strings where string.variation == nil {
            let entry = try XCTUnwrap(plist[string.key])
            XCTAssertEqual(string.value, entry["NSStringLocalizedFormatKey"] as? String)
            for substitution in string.substitutions {
                let variable = try XCTUnwrap(entry[substitution.name] as? [String: String])
                XCTAssertEqual(substitution.formatSpecifier, variable["NSStringFormatValueTypeKey"])
                for variant in substitution.variants {
                    XCTAssertEqual(
                        variant.value, variable[String(variant.variation.dropFirst("plural.".count))], variant.variation
                    )
                }
            }
        }
        let widths = try XCTUnwrap(plist["title"]?["NSStringVariableWidthRuleType"] as? [String: String])
        XCTAssertEqual(result.strings.filter { $0.key == "title" }.map(\.value), [widths["20"], widths["50"]])
    }

    func testControlCharacterIsReadAsIOSReadsItWithAWarningAtItsPlace() {
        // CFPropertyList keeps a U+0008 inside a <string> (its parseStringTag copies the bytes
        // between the tags): the value holds it, and a warning points at it.
        let bad = ReaderFixtures.path("BadXML.stringsdict")
        let result = StringsDictReader.read(url: URL(fileURLWithPath: bad), locale: "ko")
        XCTAssertEqual(result.strings.map(\.key), ["k"])
        XCTAssertEqual(result.strings.map(\.value), ["bad \u{8} char"])
        XCTAssertEqual(
            result.diagnostics,
            [
                Diagnostic(
                    .warning,
                    "U+0008 is a control character, which XML 1.0 does not allow; iOS's property-list reader "
                        + "(CFPropertyList) keeps it as part of the string, so it is read here as iOS reads it. "
                        + "Remove it: it shows as nothing or as a missing-glyph box, and other XML tools reject the file",
                    at: SourceLocation(file: bad, line: 7, column: 15))
            ])
    }

    func testControlCharactersElsewhereInTheFileAndPrivateUseTextAreKept() {
        // Two control characters on one line and one in a key; a stand-in character (U+E001)
        // already in a file leaves it to fail as libxml2 reads it, never to a wrong value.
        let data = Data(
            "<plist><dict><key>a\u{1}b</key><dict><key>NSStringLocalizedFormatKey</key><string>x\u{2}y\u{1F}z</string></dict></dict></plist>"
                .utf8)
        let result = StringsDictReader.read(data: data, path: "App/ko.lproj/L.stringsdict")
        XCTAssertEqual(result.strings.map(\.key), ["a\u{1}b"])
        XCTAssertEqual(result.strings.map(\.value), ["x\u{2}y\u{1F}z"])
        XCTAssertEqual(result.diagnostics.map(\.level), [.warning, .warning, .warning])
        XCTAssertEqual(result.diagnostics.map(\.location.column), [20, 80, 82])

        // In a CDATA section too.
        let cdata = StringsDictReader.read(
            data: Data(
                "<plist><dict><key>c</key><dict><key>NSStringLocalizedFormatKey</key><string><![CDATA[%lld item\u{4}]]></string></dict></dict></plist>"
                    .utf8), path: "App/ko.lproj/L.stringsdict")
        XCTAssertEqual(cdata.strings.map(\.value), ["%lld item\u{4}"])

        let clash = StringsDictReader.read(
            data: Data(
                "<plist><dict><key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>\u{E001}\u{2}</string></dict></dict></plist>"
                    .utf8), path: "App/ko.lproj/L.stringsdict")
        XCTAssertEqual(clash.strings, [])
        XCTAssertEqual(clash.diagnostics.map(\.level), [.error])
    }

    func testOtherMalformedXML() {
        let mismatched = StringsDictReader.read(
            data: Data("<plist>\n<dict>\n<key>a</key>\n<string>x</strin>\n</dict></plist>".utf8),
            path: "App/en.lproj/L.stringsdict")
        XCTAssertEqual(mismatched.strings, [])
        XCTAssertEqual(mismatched.diagnostics.count, 1)
        XCTAssertEqual(mismatched.diagnostics.first?.level, .error)
        XCTAssertEqual(mismatched.diagnostics.first?.location.line, 4)
        XCTAssertTrue(mismatched.diagnostics.first?.message.hasPrefix("not well-formed XML") == true)

        let truncated = StringsDictReader.read(
            data: Data("<plist><dict><key>a</key><dict>".utf8), path: "App/en.lproj/L.stringsdict")
        XCTAssertEqual(truncated.diagnostics.map(\.level), [.error])

        let notADict = StringsDictReader.read(
            data: Data("<plist><array/></plist>".utf8), path: "App/en.lproj/L.stringsdict")
        XCTAssertEqual(
            notADict.diagnostics.map(\.message), ["the property list's root is an <array>; expected a <dict> of keys"])
    }

    func testEntryOfNoKnownShapeAndUnsupportedRuleType() {
        let xml = """
            <plist><dict>
            <key>plain</key><dict><key>something</key><string>x</string></dict>
            <key>odd</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string>
            <key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringGenderRuleType</string></dict></dict>
            </dict></plist>
            """
        let result = StringsDictReader.read(data: Data(xml.utf8), path: "App/en.lproj/L.stringsdict")
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            [
                "\"plain\" has no NSStringLocalizedFormatKey, NSStringVariableWidthRuleType or NSStringDeviceSpecificRuleType; expected one of them",
                "variable \"v\" of \"odd\": NSStringFormatSpecTypeKey is \"NSStringGenderRuleType\"; expected NSStringPluralRuleType",
                "\"odd\" refers to %#@v@ but defines no plural variable \"v\"",
            ])
    }
}
