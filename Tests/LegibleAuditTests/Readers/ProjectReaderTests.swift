import XCTest

@testable import LegibleAudit

final class ProjectReaderTests: XCTestCase {
    private var root: URL!
    private var app: String { root.appendingPathComponent("App").path }

    override func setUpWithError() throws {
        root = try ReaderFixtures.temporaryDirectory()
        let files: [(String, String)] = [
            (
                "App/Base.lproj/Localizable.strings",
                "\"hello\" = \"Hello (Base)\";\n\"base.only\" = \"Only in Base\";\n"
            ),
            ("App/en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n\"bye\" = \"Bye\";\n"),
            ("App/de.lproj/Localizable.strings", "\"hello\" = \"Hallo\";\n"),
            (
                "App/pt_BR.lproj/Localizable.strings",
                "\"hello\" = \"Olá\";\n\"bye\" = \"Tchau\";\n\"base.only\" = \"Só\";\n"
            ),
            ("App/fr.lproj/Localizable.strings", "\"bye\" = \"Salut\";\n\"base.only\" = \"Seul\";\n"),
            ("App/ja.lproj/Localizable.strings", "\"hello\" = \"こんにちは\"\n"),  // no semicolon
            ("App/en.lproj/Localizable.stringsdict", Self.stringsdict(pluralKey: "items", widthKey: "title")),
            ("App/de.lproj/Localizable.stringsdict", Self.stringsdict(pluralKey: "items", widthKey: nil)),
            ("App/fr.lproj/Localizable.stringsdict", Self.stringsdict(pluralKey: "hello", widthKey: nil)),
            ("App/Sub/English.lproj/Legacy.strings", "\"one\" = \"One\";\n\"two\" = \"Two\";\n"),
            ("App/Sub/German.lproj/Legacy.strings", "\"two\" = \"Zwei\";\n"),
            ("App/Pods/Lib/de.lproj/Localizable.strings", "\"pod\" = \"skipped\";\n"),
            ("App/.build/x/de.lproj/Localizable.strings", "\"build\" = \"skipped\";\n"),
            ("App/node_modules/de.lproj/Localizable.strings", "\"node\" = \"skipped\";\n"),
            (
                "App/Export.xcloc/Source Contents/en.lproj/Localizable.strings",
                "\"xcloc\" = \"handed to the XLIFF reader\";\n"
            ),
            ("App/Export.xcloc/Localized Contents/de.xliff", "<xliff/>"),
            ("App/Main.storyboard", "<document/>"),
            ("App/README.md", "not input"),
        ]
        for (path, contents) in files { try ReaderFixtures.write(contents, to: path, in: root) }
        try ReaderFixtures.write(try ReaderFixtures.data("Catalog.xcstrings"), to: "App/Catalog.xcstrings", in: root)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private static func stringsdict(pluralKey: String, widthKey: String?) -> String {
        var entries = """
            <key>\(pluralKey)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d things</string></dict></dict>
            """
        if let widthKey {
            entries += """
                <key>\(widthKey)</key><dict><key>NSStringVariableWidthRuleType</key><dict>
                <key>20</key><string>Short</string><key>50</key><string>A longer title</string></dict></dict>
                """
        }
        return
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n\(entries)\n</dict></plist>\n"
    }

    func testFindsInputSkippingVendoredFoldersAndTreatingXclocAsOne() {
        let (files, diagnostics) = ProjectReader().findInputs(in: [app])
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(
            files.map { String($0.path.dropFirst(app.count + 1)) },
            [
                "Base.lproj/Localizable.strings", "Catalog.xcstrings", "Export.xcloc", "Main.storyboard",
                "Sub/English.lproj/Legacy.strings", "Sub/German.lproj/Legacy.strings",
                "de.lproj/Localizable.strings", "de.lproj/Localizable.stringsdict",
                "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict",
                "fr.lproj/Localizable.strings", "fr.lproj/Localizable.stringsdict",
                "ja.lproj/Localizable.strings", "pt_BR.lproj/Localizable.strings",
            ])
        XCTAssertEqual(files.map(\.kind).filter { $0 == .xcloc }.count, 1)
    }

    func testReadsEverythingAndReportsWhatItCouldNotRead() {
        let result = ProjectReader().read(paths: [app])
        XCTAssertEqual(result.sourceLanguage, "en")
        XCTAssertEqual(result.files.count, 14)
        XCTAssertEqual(
            result.diagnostics.map {
                "\($0.level.rawValue) \($0.location.file.dropFirst(app.count + 1)):\($0.location.line): \($0.message)"
            },
            [
                "error ja.lproj/Localizable.strings:1: expected ';' after the value of the key \"hello\"",
                "note ja.lproj/Localizable.strings:1: iOS does not load a .strings file with a syntax error: until it is fixed, the app shows the development language's values for this table; the entry read around the error is still checked",
            ])
        XCTAssertEqual(result.untranslatableKeys, [TableKey(table: "Catalog", key: "AppName")])
        // Base values take the source language and stay flagged as Base.
        let base = result.strings.filter(\.isBase)
        XCTAssertEqual(base.map(\.key), ["hello", "base.only"])
        XCTAssertEqual(Set(base.map(\.locale)), ["en"])
        let portuguese = result.strings.filter { $0.localeFolder == "pt_BR" }
        XCTAssertEqual(Set(portuguese.map(\.locale)), ["pt-BR"])
        XCTAssertEqual(result.strings.filter { $0.localeFolder == "German" }.first?.locale, "de")
        XCTAssertFalse(result.strings.contains { ["pod", "build", "node", "xcloc"].contains($0.key) })
    }

    func testFillsInMissingValuesOfStringsTablesFromTheSourceLanguage() {
        let result = ProjectReader().read(paths: [app])
        // (The catalog's own missing values have no locale folder.)
        let missing = result.strings.filter { $0.state == .missing && $0.localeFolder != nil }
        XCTAssertEqual(result.strings.suffix(missing.count), missing[...], "the filled-in values come last")
        XCTAssertEqual(
            missing.map {
                "\($0.table)|\($0.locale)|\($0.key)|\($0.variation ?? "-")|\($0.value)|\($0.fallbackLocale ?? "-")"
            },
            [
                // Localizable.strings: Base overlaid with en gives hello, base.only, bye.
                "Localizable|de|base.only|-|Only in Base|en",
                "Localizable|de|bye|-|Bye|en",
                // fr has "hello" in its .stringsdict, so it is not missing from its .strings.
                // ja's table has a syntax error: which keys it holds is unknown, so none is missing.
                // Localizable.stringsdict: items, title (two widths).
                "Localizable|de|title|width.20|Short|en",
                "Localizable|de|title|width.50|A longer title|en",
                "Localizable|fr|items|-|%#@n@|en",
                "Localizable|fr|title|width.20|Short|en",
                "Localizable|fr|title|width.50|A longer title|en",
                // Legacy folder names: English is the source of German.
                "Legacy|de|one|-|One|en",
            ])
        // A missing value points at the source value and names the locale's folder.
        let first = missing[0]
        XCTAssertEqual(
            first.location, SourceLocation(file: app + "/Base.lproj/Localizable.strings", line: 2, column: 16))
        XCTAssertEqual(first.localeFolder, "de")
        XCTAssertEqual(missing[4].substitutions.map(\.name), ["n"])
    }

    func testOutputIsTheSameReadConcurrentlyOrNot() {
        let concurrent = ProjectReader().read(paths: [app])
        let sequential = ProjectReader(options: .init(concurrent: false)).read(paths: [app])
        XCTAssertEqual(concurrent.strings, sequential.strings)
        XCTAssertEqual(concurrent.diagnostics, sequential.diagnostics)
        XCTAssertEqual(concurrent.files, sequential.files)
        XCTAssertEqual(concurrent.files, concurrent.files.sorted())
    }

    func testSourceLanguageDetection() throws {
        // A catalog's sourceLanguage decides.
        let french = try ReaderFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: french) }
        try ReaderFixtures.write(#"{"sourceLanguage": "fr", "strings": {"k": {}}}"#, to: "P/L.xcstrings", in: french)
        try ReaderFixtures.write("\"k\" = \"base\";", to: "P/Base.lproj/Main.strings", in: french)
        let fromCatalog = ProjectReader().read(paths: [french.appendingPathComponent("P").path])
        XCTAssertEqual(fromCatalog.sourceLanguage, "fr")
        XCTAssertEqual(fromCatalog.strings.filter(\.isBase).map(\.locale), ["fr"])

        // No catalog, no en/Base folder: the configured default.
        let plain = try ReaderFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: plain) }
        try ReaderFixtures.write("\"k\" = \"v\";", to: "P/de.lproj/L.strings", in: plain)
        try ReaderFixtures.write("\"k\" = \"w\";\n\"x\" = \"y\";", to: "P/it.lproj/L.strings", in: plain)
        let defaulted = ProjectReader(options: .init(defaultSourceLanguage: "it")).read(paths: [plain.path])
        XCTAssertEqual(defaulted.sourceLanguage, "it")
        XCTAssertEqual(defaulted.strings.filter { $0.state == .missing }.map { "\($0.locale) \($0.key)" }, ["de x"])

        // An explicit source language overrides everything.
        let overridden = ProjectReader(options: .init(sourceLanguage: "de")).read(paths: [app])
        XCTAssertEqual(overridden.sourceLanguage, "de")
        XCTAssertEqual(Set(overridden.strings.filter(\.isBase).map(\.locale)), ["de"])
    }

    func testPathsThatAreFilesOrDoNotExist() {
        let file = app + "/de.lproj/Localizable.strings"
        let result = ProjectReader().read(paths: [file, app + "/README.md", root.path + "/nothing-here"])
        XCTAssertEqual(result.files, [file])
        XCTAssertEqual(result.strings.map(\.value), ["Hallo"])
        XCTAssertEqual(result.diagnostics.map(\.level), [.warning, .error])
        XCTAssertEqual(result.diagnostics.last?.message, "no such file or folder")
    }
}
