import Foundation
import XCTest

@testable import LegibleAudit

/// XLIFFReader over hand-written fixtures (Fixtures/XLIFF). Expected positions were taken
/// from the fixture text with a Python script (1-based line, column in Unicode scalars).
final class XLIFFReaderTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/XLIFF")

    private var collection: StringCollection!

    override func setUpWithError() throws {
        collection = try XLIFFReader.read(url: Self.fixtures.appendingPathComponent("de.xliff"))
    }

    private func string(
        _ key: String, _ locale: String, variation: String? = nil, table: String = "Localizable"
    )
        -> LocalizedString?
    {
        collection.strings.first {
            $0.key == key && $0.locale == locale && $0.variation == variation && $0.table == table
        }
    }

    func testSourceAndTargetValuesWithLocations() throws {
        XCTAssertEqual(collection.sourceLanguage, "en")
        XCTAssertEqual(collection.locales, ["en", "de-DE"])
        let source = try XCTUnwrap(string("settings.title", "en"))
        XCTAssertEqual(source.value, "Settings")
        XCTAssertEqual(source.table, "Localizable")
        XCTAssertEqual(source.state, .translated)
        XCTAssertEqual(source.comment, "Title of the settings screen.")
        XCTAssertEqual(source.location.line, 9)
        XCTAssertEqual(source.location.column, 17)
        XCTAssertTrue(source.location.file.hasSuffix("Fixtures/XLIFF/de.xliff"))

        let target = try XCTUnwrap(string("settings.title", "de-DE"))
        XCTAssertEqual(target.value, "Einstellungen")
        XCTAssertEqual(target.state, .translated)
        XCTAssertNil(target.fallbackLocale)
        XCTAssertEqual(target.comment, "Title of the settings screen.")
        XCTAssertEqual([target.location.line, target.location.column], [10, 17])
    }

    func testEntitiesNotesAndWidthBudgets() throws {
        let save = try XCTUnwrap(string("save", "de-DE"))
        XCTAssertEqual(save.value, "Speichern & schließen")
        XCTAssertEqual(save.comment, "Button.\nKeep it short.")
        XCTAssertEqual(save.widthBudget, WidthBudget(value: 120, unit: .point))
        XCTAssertEqual([save.location.line, save.location.column], [15, 36])
        XCTAssertEqual(string("save", "en")?.value, "Save & Close")
        XCTAssertEqual(string("save", "en")?.widthBudget, WidthBudget(value: 120, unit: .point))

        XCTAssertEqual(string("untranslated", "de-DE")?.widthBudget, WidthBudget(value: 20, unit: .char))
        // A group's maxwidth applies to its units; size-unit defaults to pixel (XLIFF 1.2).
        XCTAssertEqual(string("toolbar.share", "de-DE")?.widthBudget, WidthBudget(value: 80, unit: .pixel))
        XCTAssertNil(string("settings.title", "de-DE")?.widthBudget)
    }

    func testStateMapping() {
        let expected: [String: TranslationState] = [
            "settings.title": .translated, "save": .translated, "final": .translated, "signed": .translated,
            "fresh": .new, "needs": .new, "review": .needsReview, "review.l10n": .needsReview,
        ]
        for (key, state) in expected {
            XCTAssertEqual(string(key, "de-DE")?.state, state, key)
        }
        XCTAssertEqual(string("final", "de-DE")?.location.column, 94)
    }

    func testMissingAndEmptyTargetsFallBackToTheSource() throws {
        let missing = try XCTUnwrap(string("untranslated", "de-DE"))
        XCTAssertEqual(missing.state, .missing)
        XCTAssertEqual(missing.value, "Not yet translated")
        XCTAssertEqual(missing.fallbackLocale, "en")
        XCTAssertEqual([missing.location.line, missing.location.column], [26, 17])

        let empty = try XCTUnwrap(string("empty", "de-DE"))
        XCTAssertEqual(empty.value, "Empty target")
        XCTAssertEqual(empty.state, .new)
        XCTAssertEqual(empty.fallbackLocale, "en")
        XCTAssertEqual([empty.location.line, empty.location.column], [31, 9])
    }

    func testColumnsCountUnicodeScalarsAndMultilineValues() throws {
        let source = try XCTUnwrap(string("Grüße", "en"))
        XCTAssertEqual(source.value, "Grüße 👋")
        XCTAssertEqual([source.location.line, source.location.column], [33, 59])
        let target = try XCTUnwrap(string("Grüße", "de-DE"))
        XCTAssertEqual(target.value, "Größe 👋 ok")
        XCTAssertEqual([target.location.line, target.location.column], [33, 83])

        let multi = try XCTUnwrap(string("multi", "de-DE"))
        XCTAssertEqual(multi.value, "Zeile eins\nZeile zwei")
        XCTAssertEqual([multi.location.line, multi.location.column], [37, 17])
    }

    func testAltTransIsIgnoredAndTranslateNoIsListed() {
        XCTAssertEqual(string("brand", "de-DE")?.value, "Legible")
        XCTAssertEqual(collection.strings.filter { $0.key == "brand" }.count, 2)
        XCTAssertTrue(collection.untranslatableKeys.contains(TableKey(table: "Localizable", key: "brand")))
        XCTAssertEqual(collection.untranslatableKeys.count, 1)
    }

    func testStringsdictPluralsBecomeSubstitutions() throws {
        // As StringsDictReader reads a .stringsdict: the format is the value, the variable
        // is a substitution whose variants are the plural cases.
        let files = try XCTUnwrap(string("%d files", "de-DE"))
        XCTAssertEqual(files.value, "%#@files@")
        XCTAssertEqual(files.comment, "Number of files.")
        let variable = try XCTUnwrap(files.substitutions.first)
        XCTAssertEqual(files.substitutions.count, 1)
        XCTAssertEqual(variable.name, "files")
        XCTAssertEqual(variable.formatSpecifier, "d")
        XCTAssertEqual(variable.variants.map(\.variation), ["plural.one", "plural.other"])
        XCTAssertEqual(variable.variants.map(\.value), ["%d Datei", "%d Dateien"])
        XCTAssertEqual([variable.variants[0].location.line, variable.variants[0].location.column], [62, 17])
        XCTAssertEqual(string("%d files", "en")?.substitutions.first?.variants.map(\.value), ["%d file", "%d files"])
        XCTAssertNil(string("%d files", "de-DE", variation: "plural.one"))
    }

    func testStringsdictFormatWithTextKeepsSubstitutions() throws {
        let format = try XCTUnwrap(string("replying_to", "de-DE"))
        XCTAssertEqual(format.value, "Antwort an %@%#@OTHERS@")
        XCTAssertEqual([format.location.line, format.location.column], [70, 17])
        XCTAssertEqual(format.substitutions.count, 1)
        let others = try XCTUnwrap(format.substitutions.first)
        XCTAssertEqual(others.name, "OTHERS")
        XCTAssertNil(others.argumentNumber)
        XCTAssertEqual(others.formatSpecifier, "lld")
        XCTAssertEqual(others.variants.map(\.variation), ["plural.one", "plural.other"])
        // The `other` case has no target: the source value stands in.
        XCTAssertEqual(others.variants.map(\.value), [" & %lld weitere", " & %lld others"])
        XCTAssertEqual([others.variants[1].location.line, others.variants[1].location.column], [77, 17])
    }

    func testStringCatalogVariationsAndSubstitutions() throws {
        XCTAssertEqual(string("%lld items", "de-DE", variation: "plural.one")?.value, "%lld Element")
        XCTAssertEqual(string("%lld items", "de-DE", variation: "plural.other")?.state, .needsReview)
        XCTAssertEqual(string("Tap here", "de-DE", variation: "device.iphone")?.value, "Hier tippen")

        let found = try XCTUnwrap(string("Found %#@count@", "de-DE"))
        XCTAssertEqual(found.value, "%1$#@count@ gefunden")
        XCTAssertEqual([found.location.line, found.location.column], [97, 36])
        let count = try XCTUnwrap(found.substitutions.first)
        XCTAssertEqual(count.name, "count")
        XCTAssertEqual(count.argumentNumber, 1)
        XCTAssertEqual(count.formatSpecifier, "lld")
        XCTAssertEqual(count.variants.map(\.variation), ["plural.one", "plural.other"])
        XCTAssertEqual(count.variants.map(\.value), ["%1$lld Ergebnis", "%1$lld Ergebnisse"])
        // Substitution units are attached, never strings of their own.
        XCTAssertEqual(collection.strings.filter { $0.key == "Found %#@count@" }.count, 2)
    }

    func testCountsAgreeWithTheIndependentScript() {
        // Scripts/count-xliff-units.py Tests/LegibleAuditTests/Fixtures/XLIFF/de.xliff:
        // Localizable.strings 14 units → 14 + 14; .stringsdict 6 units → 2 + 2; .xcstrings 6 → 4 + 4.
        XCTAssertEqual(collection.strings.count, 40)
        XCTAssertEqual(collection.strings.filter { $0.locale == "en" }.count, 20)
        XCTAssertEqual(collection.files.count, 1)
        XCTAssertEqual(collection.diagnostics, [])
    }

    func testIncludeSourceStringsFalseKeepsOnlyTheTarget() throws {
        let targetOnly = try XLIFFReader.read(
            url: Self.fixtures.appendingPathComponent("de.xliff"), includeSourceStrings: false)
        XCTAssertEqual(targetOnly.strings.count, 20)
        XCTAssertEqual(Set(targetOnly.strings.map(\.locale)), ["de-DE"])
    }

    func testXclocBundleUsesContentsJSON() throws {
        let bundle = try XLIFFReader.read(url: Self.fixtures.appendingPathComponent("fr.xcloc"))
        XCTAssertEqual(bundle.sourceLanguage, "en")
        let storyboard = try XCTUnwrap(bundle.strings.first { $0.key == "abc-12-xyz.normalTitle" && $0.locale == "fr" })
        XCTAssertEqual(storyboard.table, "Main")
        XCTAssertEqual(storyboard.value, "Envoyer")
        XCTAssertEqual(bundle.strings.first { $0.key == "abc-12-xyz.normalTitle" && $0.locale == "en" }?.value, "Send")
        XCTAssertEqual(
            bundle.strings.first { $0.key == "CFBundleDisplayName" && $0.locale == "fr-CA" }?.value, "Lisible")
        XCTAssertEqual(bundle.strings.count, 4)
        // The second file's target-language disagrees with contents.json's targetLocale.
        XCTAssertEqual(bundle.diagnostics.count, 1)
        XCTAssertEqual(bundle.diagnostics.first?.level, .warning)
        XCTAssertEqual(bundle.diagnostics.first?.location.line, 12)
        XCTAssertTrue(bundle.diagnostics.first?.message.contains("fr-CA") ?? false)
    }

    func testMalformedXMLThrowsADiagnosticWithPosition() {
        XCTAssertThrowsError(try XLIFFReader.read(url: Self.fixtures.appendingPathComponent("Malformed.xliff"))) {
            error in
            guard let diagnostic = error as? Diagnostic else { return XCTFail("expected a Diagnostic, got \(error)") }
            XCTAssertEqual(diagnostic.level, .error)
            XCTAssertTrue(diagnostic.location.file.hasSuffix("Malformed.xliff"))
            XCTAssertEqual(diagnostic.location.line, 11)
            XCTAssertEqual(
                diagnostic.message,
                "mismatched end tag: expected </target> to close <target> opened at line 11, column 9"
            )
        }
    }

    func testOtherRootElementIsRejected() {
        XCTAssertThrowsError(try XLIFFReader.read(url: Self.fixtures.appendingPathComponent("NotXLIFF.xml"))) { error in
            let diagnostic = error as? Diagnostic
            XCTAssertEqual(diagnostic?.message, "expected <xliff> as the root element, found <plist>")
            XCTAssertEqual(diagnostic?.location.line, 2)
            XCTAssertEqual(diagnostic?.location.column, 1)
        }
    }

    func testMissingFileThrows() {
        XCTAssertThrowsError(try XLIFFReader.read(url: Self.fixtures.appendingPathComponent("absent.xliff"))) { error in
            XCTAssertEqual((error as? Diagnostic)?.level, .error)
        }
    }

    func testMalformedInputsOfManyKinds() {
        let cases: [(String, String)] = [
            ("", "expected an XML document; the file is empty"),
            (
                "<xliff version=\"1.2\">\n<file>",
                "unexpected end of the document: expected </file> to close <file> opened at line 2, column 1"
            ),
            ("<xliff a=1/>", "expected a quoted attribute value (name=\"value\")"),
            (
                "<xliff>&nbsp;</xliff>",
                "undefined entity: expected &amp;, &lt;, &gt;, &quot;, &apos; or a character reference"
            ),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(
                try XLIFFReader.read(
                    data: Data(text.utf8), path: "x.xliff", defaults: .init(), includeSourceStrings: true),
                text
            ) { error in
                XCTAssertEqual((error as? Diagnostic)?.message, message, text)
            }
        }
    }

    func testUnitIDGrammar() {
        XCTAssertEqual(XLIFFUnitID("Cancel"), .plain(key: "Cancel"))
        XCTAssertEqual(
            XLIFFUnitID("a|==|device.iphone.plural.one"),
            .catalogVariation(key: "a", variation: "device.iphone.plural.one"))
        XCTAssertEqual(
            XLIFFUnitID("K|==|substitutions.arg1.plural.few"),
            .catalogSubstitution(key: "K", name: "arg1", variation: "plural.few")
        )
        XCTAssertEqual(
            XLIFFUnitID("/%lld Recent Visitors:dict/NSStringLocalizedFormatKey:dict/:string"),
            .stringsdictFormat(key: "%lld Recent Visitors"))
        XCTAssertEqual(
            XLIFFUnitID("/a/b:dict/recent:dict/one:dict/:string"),
            .stringsdictVariable(key: "a/b", name: "recent", variation: "plural.one"))
        XCTAssertEqual(
            XLIFFUnitID("/k:dict/NSStringDeviceSpecificRuleType:dict/iphone:dict/:string"),
            .stringsdictRule(key: "k", variation: "device.iphone"))
        XCTAssertEqual(
            XLIFFUnitID("/k:dict/NSStringVariableWidthRuleType:dict/20:dict/:string"),
            .stringsdictRule(key: "k", variation: "width.20"))
        XCTAssertEqual(XLIFFReader.normalizedLocale("zh_Hans"), "zh-Hans")
    }

    func testFormatSpecifierOfAPluralVariable() {
        XCTAssertEqual(XLIFFStringBuilder.formatSpecifier(in: ["%@ and %d others", "%@ and %d other"]), "d")
        XCTAssertEqual(XLIFFStringBuilder.formatSpecifier(in: ["100%% of %2$lld"]), "lld")
        XCTAssertEqual(XLIFFStringBuilder.formatSpecifier(in: ["%@"]), "@")
        XCTAssertEqual(XLIFFStringBuilder.formatSpecifier(in: ["none"]), "d")
        let references = XLIFFStringBuilder.references(in: "Found %1$#@count@ in %#@folders@, 100%%")
        XCTAssertEqual(references.map(\.name), ["count", "folders"])
        XCTAssertEqual(references.map(\.argument), [1, nil])
        XCTAssertEqual(references.map(\.text), ["%1$#@count@", "%#@folders@"])
    }
}
