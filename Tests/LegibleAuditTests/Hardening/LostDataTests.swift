import XCTest

@testable import LegibleAudit

/// Issue 13: input that was read must not be dropped because something beside it was not.
final class LostDataTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try ReaderFixtures.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    static let goodXLIFF = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff version="1.2"><file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext"><body>
        <trans-unit id="hello"><source>Hello</source><target>Hallo</target></trans-unit>
        <trans-unit id="bye"><source>Bye</source><target>Tschüss</target></trans-unit>
        </body></file></xliff>
        """

    /// Class 5: one truncated extra `.xliff` in `Localized Contents` dropped the good one too.
    func testXclocFilesStandOrFallAlone() throws {
        try ReaderFixtures.write(Self.goodXLIFF, to: "de.xcloc/Localized Contents/de.xliff", in: root)
        try ReaderFixtures.write(
            String(Self.goodXLIFF.prefix(200)), to: "de.xcloc/Localized Contents/extra.xliff", in: root)
        let collection = try XLIFFReader.read(url: root.appendingPathComponent("de.xcloc"))
        XCTAssertEqual(collection.strings.filter { $0.locale == "de" }.map(\.value), ["Hallo", "Tschüss"])
        let errors = collection.diagnostics.filter { $0.level == .error }
        XCTAssertEqual(errors.count, 1, "\(collection.diagnostics)")
        XCTAssertTrue(errors.first?.location.file.hasSuffix("extra.xliff") == true)
        XCTAssertGreaterThan(errors.first?.location.line ?? 0, 0)
    }
}

/// Class 6: one syntax error in a `.strings` file dropped the whole file, and every key of
/// the source language was then reported missing from it.
final class StringsSyntaxErrorTests: XCTestCase {
    private func read(_ text: String, path: String = "de.lproj/Localizable.strings") -> StringCollection {
        StringsFileReader.read(data: Data(text.utf8), path: path)
    }

    func testMissingSemicolonKeepsTheEntriesAroundIt() {
        let collection = read("\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";\n")
        XCTAssertEqual(collection.strings.map(\.key), ["a", "b", "c"])
        let errors = collection.diagnostics.filter { $0.level == .error }
        XCTAssertEqual(errors.map(\.message), ["expected ';' after the value of the key \"b\""])
        XCTAssertEqual([errors.first?.location.line, errors.first?.location.column], [2, 10])
        XCTAssertTrue(collection.diagnostics.contains { $0.level == .note && $0.message.contains("iOS does not load") })
    }

    func testOtherErrorsSkipToTheNextLine() {
        let collection = read("\"a\" = \"A\";\n\"b\" \"B\";\n\"c\" = \"C\";\nd = ;\n\"e\" = \"E\";\n")
        XCTAssertEqual(collection.strings.map(\.key), ["a", "c", "e"])
        let errors = collection.diagnostics.filter { $0.level == .error }
        XCTAssertEqual(errors.map(\.location.line), [2, 4])
        XCTAssertTrue(errors[0].message.contains("expected '=' or ';'"), errors[0].message)
    }

    func testAnUnterminatedStringStopsTheReadingWithOneError() {
        let collection = read("\"a\" = \"A\";\n\"b\" = \"B;\n")
        XCTAssertEqual(collection.strings.map(\.key), ["a"])
        XCTAssertEqual(collection.diagnostics.filter { $0.level == .error }.count, 1)
    }

    func testAFileNotReadInFullHasNoMissingTranslations() throws {
        let root = try ReaderFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let keys = (1...50).map { "\"key\($0)\" = \"Value \($0)\";" }
        try ReaderFixtures.write(keys.joined(separator: "\n"), to: "App/en.lproj/Localizable.strings", in: root)
        var german = keys.map { $0.replacingOccurrences(of: "Value", with: "Wert") }
        german[10] = String(german[10].dropLast())  // no ';'
        try ReaderFixtures.write(german.joined(separator: "\n"), to: "App/de.lproj/Localizable.strings", in: root)
        try ReaderFixtures.write("\"key1\" = \"Valeur\";", to: "App/fr.lproj/Localizable.strings", in: root)
        let collection = ProjectReader().read(paths: [root.appendingPathComponent("App").path])
        XCTAssertEqual(collection.strings.filter { $0.locale == "de" }.count, 50, "every German entry is read")
        XCTAssertEqual(collection.strings.filter { $0.locale == "de" && $0.state == .missing }.count, 0)
        XCTAssertEqual(
            collection.strings.filter { $0.locale == "fr" && $0.state == .missing }.count, 49,
            "a complete file's missing keys are still reported")
    }
}

/// Class 7: an input that could not be read was skipped in silence (exit 0, "clean").
final class UnreadableInputTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try ReaderFixtures.temporaryDirectory()
        try ReaderFixtures.write("\"hello\" = \"Hallo\";\n", to: "App/de.lproj/Localizable.strings", in: root)
    }

    override func tearDownWithError() throws {
        // `rm` removes folders below paths longer than PATH_MAX, which FileManager cannot.
        let remove = Process()
        remove.executableURL = URL(fileURLWithPath: "/bin/rm")
        remove.arguments = ["-rf", root.path]
        try remove.run()
        remove.waitUntilExit()
    }

    func testAFileBelowAVeryLongPathIsAnError() throws {
        // Made with mkdirat / openat: no single path given to the system is too long.
        var folder = open(root.appendingPathComponent("App").path, O_RDONLY | O_DIRECTORY)
        let name = String(repeating: "d", count: 250)
        for _ in 0..<20 {
            XCTAssertEqual(mkdirat(folder, name, 0o755), 0)
            let next = openat(folder, name, O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = next
        }
        let file = openat(folder, "Deep.strings", O_WRONLY | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(file, 0)
        close(file)
        close(folder)
        let collection = ProjectReader().read(paths: [root.appendingPathComponent("App").path])
        XCTAssertEqual(collection.strings.map(\.value), ["Hallo"])
        let errors = collection.diagnostics.filter { $0.level == .error }
        XCTAssertEqual(errors.count, 1, "\(collection.diagnostics)")
        XCTAssertTrue(errors.first?.message.contains("is longer than") == true, errors.first?.message ?? "")
    }

    func testAnUnreadableFolderIsAnError() throws {
        try XCTSkipIf(getuid() == 0, "root reads every folder")
        let locked = root.appendingPathComponent("App/fr.lproj")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        chmod(locked.path, 0)
        defer { chmod(locked.path, 0o755) }
        let collection = ProjectReader().read(paths: [root.appendingPathComponent("App").path])
        XCTAssertEqual(collection.strings.map(\.value), ["Hallo"])
        XCTAssertEqual(collection.diagnostics.filter { $0.level == .error }.map(\.location.file), [locked.path])
    }
}
