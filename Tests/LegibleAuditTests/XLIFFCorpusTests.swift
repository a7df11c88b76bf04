import Foundation
import XCTest

@testable import LegibleAudit

/// XLIFFReader over the real Xcode exports in ../shared/corpus/damus-io__damus (read-only;
/// skipped when the corpus is absent). Expected counts come from
/// `Scripts/count-xliff-units.py` (Python's xml.etree) and `grep -c '<trans-unit'`.
final class XLIFFCorpusTests: XCTestCase {
    private static let corpus: URL = {
        if let path = ProcessInfo.processInfo.environment["LEGIBLE_CORPUS"] {
            return URL(fileURLWithPath: path)
        }
        // Tests/LegibleAuditTests/ → package root → its parent holds shared/.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }()

    /// One `<file>` of an export: units, and strings for the source and target side.
    private struct Row {
        var bundle: String
        var original: String
        var units: Int
        var sourceStrings: Int
        var targetStrings: Int
    }

    // Scripts/count-xliff-units.py ../shared/corpus/damus-io__damus
    private static let expected: [Row] = [
        Row(
            bundle: "damus Localizations/ar.xcloc", original: "damus/en-US.lproj/InfoPlist.strings", units: 3,
            sourceStrings: 3, targetStrings: 3),
        Row(
            bundle: "damus Localizations/ar.xcloc", original: "damus/en-US.lproj/Localizable.strings", units: 171,
            sourceStrings: 162, targetStrings: 162),
        Row(
            bundle: "damus Localizations/ar.xcloc", original: "damus/en-US.lproj/Localizable.stringsdict", units: 29,
            sourceStrings: 9, targetStrings: 9),
        Row(
            bundle: "damus Localizations/de_DE.xcloc", original: "damus/en-US.lproj/InfoPlist.strings", units: 3,
            sourceStrings: 3, targetStrings: 3),
        Row(
            bundle: "damus Localizations/de_DE.xcloc", original: "damus/en-US.lproj/Localizable.strings", units: 171,
            sourceStrings: 162, targetStrings: 162),
        Row(
            bundle: "damus Localizations/de_DE.xcloc", original: "damus/en-US.lproj/Localizable.stringsdict", units: 29,
            sourceStrings: 9, targetStrings: 9),
        Row(
            bundle: "damus Localizations/en-US.xcloc", original: "damus/en-US.lproj/InfoPlist.strings", units: 3,
            sourceStrings: 3, targetStrings: 0),
        Row(
            bundle: "damus Localizations/en-US.xcloc", original: "damus/en-US.lproj/Localizable.strings", units: 171,
            sourceStrings: 162, targetStrings: 0),
        Row(
            bundle: "damus Localizations/en-US.xcloc", original: "damus/en-US.lproj/Localizable.stringsdict", units: 29,
            sourceStrings: 9, targetStrings: 0),
        Row(
            bundle: "damus Localizations/tr_TR.xcloc", original: "damus/en-US.lproj/InfoPlist.strings", units: 3,
            sourceStrings: 3, targetStrings: 3),
        Row(
            bundle: "damus Localizations/tr_TR.xcloc", original: "damus/en-US.lproj/Localizable.strings", units: 168,
            sourceStrings: 159, targetStrings: 159),
        Row(
            bundle: "damus Localizations/tr_TR.xcloc", original: "damus/en-US.lproj/Localizable.stringsdict", units: 29,
            sourceStrings: 9, targetStrings: 9),
        Row(
            bundle: "damus/en-US.xcloc", original: "damus/en-US.lproj/InfoPlist.strings", units: 7, sourceStrings: 7,
            targetStrings: 0),
        Row(
            bundle: "damus/en-US.xcloc", original: "damus/en-US.lproj/Localizable.strings", units: 853,
            sourceStrings: 853, targetStrings: 0),
        Row(
            bundle: "damus/en-US.xcloc", original: "damus/en-US.lproj/Localizable.stringsdict", units: 96,
            sourceStrings: 32, targetStrings: 0),
        Row(
            bundle: "damus/en-US.xcloc", original: "damus/InfoPlist.xcstrings", units: 3, sourceStrings: 3,
            targetStrings: 0),
        Row(
            bundle: "damus/en-US.xcloc", original: "damus/Resources/InfoPlist.xcstrings", units: 3, sourceStrings: 3,
            targetStrings: 0),
        Row(
            bundle: "damus/en-US.xcloc", original: "damus/Resources/Localizable.xcstrings", units: 826,
            sourceStrings: 826, targetStrings: 0),
        Row(
            bundle: "damus/en-US.xcloc", original: "highlighter action extension/InfoPlist.xcstrings", units: 3,
            sourceStrings: 3, targetStrings: 0),
    ]

    /// `grep -c '<trans-unit'` per XLIFF file.
    private static let grepCounts: [String: Int] = [
        "damus Localizations/ar.xcloc": 203, "damus Localizations/de_DE.xcloc": 203,
        "damus Localizations/en-US.xcloc": 203, "damus Localizations/tr_TR.xcloc": 200, "damus/en-US.xcloc": 1791,
    ]

    private func damus() throws -> URL {
        let root = Self.corpus.appendingPathComponent("damus-io__damus")
        try XCTSkipUnless(FileManager.default.fileExists(atPath: root.path), "corpus absent: \(root.path)")
        return root
    }

    private func xliffURL(bundle: URL) throws -> URL {
        let folder = bundle.appendingPathComponent("Localized Contents")
        let name = try XCTUnwrap(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".xliff") })
        return folder.appendingPathComponent(name)
    }

    func testUnitCountsMatchAnIndependentCount() throws {
        let root = try damus()
        var table =
            "| bundle | file | units (script) | units (Legible) | source strings | target strings |\n|---|---|---|---|---|---|\n"
        for (bundle, grepCount) in Self.grepCounts.sorted(by: { $0.key < $1.key }) {
            let url = try xliffURL(bundle: root.appendingPathComponent(bundle))
            let tree = try XMLTree.parse(data: try Data(contentsOf: url), path: url.path)
            let document = try XLIFFDocument(tree: tree)
            XCTAssertEqual(document.files.reduce(0) { $0 + $1.units.count }, grepCount, bundle)
            let rows = Self.expected.filter { $0.bundle == bundle }
            XCTAssertEqual(document.files.map(\.original), rows.map(\.original), bundle)
            for ((file, builder), row) in zip(XLIFFReader.builders(for: document, sourceLanguage: nil), rows) {
                XCTAssertEqual(file.units.count, row.units, "\(bundle) \(row.original)")
                let builder = try XCTUnwrap(builder)
                let source = builder.strings(side: .source).count
                let target =
                    file.targetLanguage.map(XLIFFReader.normalizedLocale) == "en-US"
                    ? 0 : builder.strings(side: .target(locale: "x")).count
                XCTAssertEqual(source, row.sourceStrings, "\(bundle) \(row.original)")
                XCTAssertEqual(target, row.targetStrings, "\(bundle) \(row.original)")
                table +=
                    "| \(bundle) | \(row.original) | \(row.units) | \(file.units.count) | \(source) | \(target) |\n"
            }
        }
        print(table)
    }

    func testGermanBundleReadsAsAWhole() throws {
        let collection = try XLIFFReader.read(
            url: try damus().appendingPathComponent("damus Localizations/de_DE.xcloc"))
        XCTAssertEqual(collection.sourceLanguage, "en-US")
        XCTAssertEqual(collection.locales, ["en-US", "de-DE"])
        // Nine keys of Localizable.strings are translate="no" placeholders for .stringsdict keys.
        XCTAssertEqual(collection.strings.filter { $0.locale == "en-US" }.count, 3 + 162 + 9)
        XCTAssertEqual(collection.strings.filter { $0.locale == "de-DE" }.count, 3 + 162 + 9)
        XCTAssertFalse(
            collection.untranslatableKeys.contains(TableKey(table: "Localizable", key: "followers_count")))
        XCTAssertEqual(collection.diagnostics, [])

        let bundleName = try XCTUnwrap(
            collection.strings.first { $0.key == "NSPhotoLibraryAddUsageDescription" && $0.locale == "de-DE" })
        XCTAssertEqual(bundleName.table, "InfoPlist")
        XCTAssertEqual(bundleName.value, "Damus Zugriff auf deine Fotos zu gewähren erlaubt dir Bilder zu sichern.")
        XCTAssertEqual(bundleName.comment, "Privacy - Photo Library Additions Usage Description")
        XCTAssertEqual([bundleName.location.line, bundleName.location.column], [21, 17])

        // `/followers_count:dict/FOLLOWERS:dict/one:dict/:string`, format `%#@FOLLOWERS@`; the
        // .strings placeholder unit for the same key is left out.
        let followers = collection.strings.filter { $0.key == "followers_count" && $0.locale == "de-DE" }
        XCTAssertEqual(followers.count, 1)
        XCTAssertEqual(followers.first?.value, "%#@FOLLOWERS@")
        XCTAssertEqual(followers.first?.substitutions.first?.variants.map(\.variation), ["plural.one", "plural.other"])

        // `Replying to %@, %@%#@OTHERS@` keeps its substitution; the zero case has no target.
        let replying = try XCTUnwrap(
            collection.strings.first { $0.key == "replying_to_two_and_others" && $0.locale == "de-DE" })
        XCTAssertEqual(replying.value, "Antwort an %@, %@%#@OTHERS@")
        XCTAssertEqual(
            replying.substitutions.first?.variants.map(\.variation), ["plural.one", "plural.other", "plural.zero"])
        XCTAssertEqual(replying.substitutions.first?.variants.map(\.value), ["& %d andere", "& %d andere", ""])
    }

    func testArabicExportTranslatedItsVariableNames() throws {
        let collection = try XLIFFReader.read(url: try damus().appendingPathComponent("damus Localizations/ar.xcloc"))
        // 8 of the 9 .stringsdict formats refer to an Arabic variable name (`%#@آخرين@` for
        // `%#@OTHERS@`), which iOS cannot resolve: format-specifiers findings, not input problems.
        XCTAssertEqual(collection.diagnostics, [])
        let findings = FormatSpecifiersRule().check(collection).filter {
            $0.message.contains("names no plural variable")
        }
        XCTAssertEqual(Set(findings.compactMap(\.key)).count, 8)
        let replying = try XCTUnwrap(findings.first { $0.key == "replying_to_one_and_others" })
        XCTAssertTrue(
            replying.message.contains("%#@آخرين@ names no plural variable of the entry (it defines %#@OTHERS@)"),
            replying.message)
    }

    func testCurrentExportOfTheSourceLanguage() throws {
        let collection = try XLIFFReader.read(url: try damus().appendingPathComponent("damus/en-US.xcloc"))
        XCTAssertEqual(collection.locales, ["en-US"])
        XCTAssertEqual(collection.strings.count, 7 + 853 + 32 + 3 + 3 + 826 + 3)
        XCTAssertEqual(Set(collection.strings.map(\.table)), ["InfoPlist", "Localizable"])
        XCTAssertEqual(collection.diagnostics, [])
    }
}

extension XLIFFCorpusTests {
    /// The export's `.stringsdict` units read as StringsDictReader reads the `.stringsdict`
    /// itself (the copy in the same `.xcloc`'s Source Contents): same keys, formats and variants.
    func testStringsdictUnitsMatchStringsDictReader() throws {
        let bundle = try damus().appendingPathComponent("damus/en-US.xcloc")
        let exported = try XLIFFReader.read(url: bundle).strings.filter {
            $0.table == "Localizable" && $0.location.line >= 4517 && $0.location.line < 5004
        }
        let source = bundle.appendingPathComponent("Source Contents/damus/en-US.lproj/Localizable.stringsdict")
        let direct = StringsDictReader.read(url: source, sourceLanguage: "en-US")
        XCTAssertEqual(direct.diagnostics, [])
        XCTAssertEqual(exported.count, 32)
        XCTAssertEqual(exported.map(\.key).sorted(), direct.strings.map(\.key).sorted())
        for string in direct.strings {
            let ours = try XCTUnwrap(exported.first { $0.key == string.key }, string.key)
            XCTAssertEqual(ours.locale, string.locale, string.key)
            XCTAssertEqual(ours.variation, string.variation, string.key)
            XCTAssertEqual(ours.value, string.value, string.key)
            XCTAssertEqual(ours.substitutions.map(\.name), string.substitutions.map(\.name), string.key)
            for (mine, theirs) in zip(ours.substitutions, string.substitutions) {
                XCTAssertEqual(mine.argumentNumber, theirs.argumentNumber, string.key)
                XCTAssertEqual(mine.formatSpecifier, theirs.formatSpecifier, string.key)
                XCTAssertEqual(mine.variants.map(\.variation), theirs.variants.map(\.variation), string.key)
                XCTAssertEqual(mine.variants.map(\.value), theirs.variants.map(\.value), string.key)
            }
        }
    }
}
