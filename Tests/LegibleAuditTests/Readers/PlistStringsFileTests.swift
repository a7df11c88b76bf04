import XCTest

@testable import LegibleAudit

/// `.strings` (and `.stringsdict`) files written as XML or binary property lists, read as
/// iOS reads them; the oracles are `PropertyListSerialization` and Python's `plistlib`
/// (`Scripts/plist-strings.py`) on the same bytes.
final class PlistStringsFileTests: XCTestCase {
    private let xmlPath = ReaderFixtures.path("PlistXML.strings")
    private let classicPath = ReaderFixtures.path("PlistClassic.strings")
    private let nestedPath = ReaderFixtures.path("PlistNested.strings")

    /// The fixture's key → value pairs, every value a string.
    private let expected: [String: String] = [
        "app.title": "Legible",
        "greeting": "Grüße 😀 — été",
        "entities": "Tom & Jerry <b> \"q\" 's' 😀é",
        "backslashes": #"back\slash \n stays \U00e9"#,  // XML has no backslash escapes
        "multi": "line one\nline two\ttab",
        "format": "%1$@ hat %2$lld Dateien",
        "empty": "",
        "selfClosing": "",
        "spaces": "  ",
        "dup": "last value",
        "Grüße 😀": "key with non-ASCII",
        "cdata": "<not a tag> & more",
    ]

    private func values(_ collection: StringCollection) -> [String: String] {
        Dictionary(collection.strings.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// What `PropertyListSerialization` makes of the bytes: its string values, and the form it saw.
    private func serialization(_ data: Data) throws -> ([String: String], PropertyListSerialization.PropertyListFormat)
    {
        var format = PropertyListSerialization.PropertyListFormat.openStep
        let object = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        let dictionary = try XCTUnwrap(object as? [String: Any])
        return (dictionary.compactMapValues { $0 as? String }, format)
    }

    /// The same property list as a binary one, made by `PropertyListSerialization`.
    private func binary(_ data: Data) throws -> Data {
        let object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        return try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
    }

    /// `Scripts/plist-strings.py` on the file: Python's plistlib's string values.
    private func plistlib(_ url: URL) throws -> [String: String] {
        let script = ReaderFixtures.packageRoot.appendingPathComponent("Scripts/plist-strings.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, url.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw XCTSkip("cannot run python3: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 127 { throw XCTSkip("python3 not found") }
        XCTAssertEqual(process.terminationStatus, 0, url.path)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: String])
    }

    // MARK: Telling the forms apart

    func testFormIsToldFromTheFirstBytes() {
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict/></plist>"#
        let cases: [(Data, PlistForm, String)] = [
            (Data("bplist00".utf8) + Data([0, 1]), .binary, "binary magic"),
            (Data(xml.utf8), .xml, "<?xml"),
            (
                Data("<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"x\"><plist/>".utf8), .xml,
                "<!DOCTYPE plist"
            ),
            (Data("<plist version=\"1.0\"><dict/></plist>".utf8), .xml, "<plist"),
            (Data([0xEF, 0xBB, 0xBF]) + Data(" \n\t\r\n\(xml)".utf8), .xml, "UTF-8 byte order mark and whitespace"),
            (ReaderFixtures.utf16("\n" + xml, bigEndian: false, byteOrderMark: true), .xml, "UTF-16LE with BOM"),
            (ReaderFixtures.utf16(xml, bigEndian: true, byteOrderMark: true), .xml, "UTF-16BE with BOM"),
            (ReaderFixtures.utf16(xml, bigEndian: false, byteOrderMark: false), .xml, "UTF-16LE without BOM"),
            (ReaderFixtures.utf16(" " + xml, bigEndian: true, byteOrderMark: false), .xml, "UTF-16BE without BOM"),
            (Data("\"a\" = \"b\";".utf8), .text, "classic"),
            (Data("/* <plist> */ \"a\" = \"b\";".utf8), .text, "classic, a comment first"),
            (
                ReaderFixtures.utf16("\"a\" = \"<plist>\";", bigEndian: false, byteOrderMark: true), .text,
                "classic UTF-16"
            ),
            (Data("<dict></dict>".utf8), .text, "no plist start: the classic parser says what is wrong"),
            (Data("bplist".utf8), .text, "too short for the magic"),
            (Data(), .text, "empty"),
        ]
        for (data, form, label) in cases {
            XCTAssertEqual(PlistForm.of(data), form, label)
        }
    }

    // MARK: XML

    func testXMLValuesPositionsAndDuplicateKey() throws {
        let result = StringsFileReader.read(url: URL(fileURLWithPath: xmlPath), locale: "de")
        XCTAssertEqual(values(result), expected)
        XCTAssertEqual(
            result.strings.map(\.key),
            [
                "app.title", "greeting", "entities", "backslashes", "multi", "format", "empty", "selfClosing",
                "spaces", "Grüße 😀", "cdata", "dup",
            ], "file order, a duplicate key where its last value stands")
        XCTAssertEqual(Set(result.strings.map(\.locale)), ["de"])
        XCTAssertEqual(Set(result.strings.map(\.table)), ["PlistXML"])
        XCTAssertEqual(Set(result.strings.map(\.state)), [.translated])
        XCTAssertEqual(Set(result.strings.map(\.location.file)), [xmlPath])
        let positions = Dictionary(
            uniqueKeysWithValues: result.strings.map { ($0.key, [$0.location.line, $0.location.column]) })
        XCTAssertEqual(positions["app.title"], [6, 10])  // just after <string>
        XCTAssertEqual(positions["greeting"], [8, 10])
        XCTAssertEqual(positions["multi"], [14, 10])
        XCTAssertEqual(positions["empty"], [19, 10])
        XCTAssertEqual(positions["selfClosing"], [21, 2])  // <string/>: its '<'
        XCTAssertEqual(positions["Grüße 😀"], [26, 28])  // columns count scalars
        XCTAssertEqual(positions["cdata"], [28, 10])
        XCTAssertEqual(positions["dup"], [30, 10])  // the last value
        XCTAssertEqual(
            result.diagnostics,
            [
                Diagnostic(
                    .warning, "duplicate key \"dup\" (also on line 24); the last value wins, as on iOS",
                    at: SourceLocation(file: xmlPath, line: 29, column: 7))
            ])
    }

    func testXMLInUTF16ReadsLikeUTF8() throws {
        let utf8 = try ReaderFixtures.data("PlistXML.strings")
        let reference = StringsFileReader.read(data: utf8, path: "App/de.lproj/L.strings")
        let text = String(decoding: utf8, as: UTF8.self).replacingOccurrences(
            of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        for bigEndian in [false, true] {
            for byteOrderMark in [true, false] {
                let label = "bigEndian \(bigEndian), BOM \(byteOrderMark)"
                let data = ReaderFixtures.utf16(text, bigEndian: bigEndian, byteOrderMark: byteOrderMark)
                XCTAssertEqual(PlistForm.of(data), .xml, label)
                let result = StringsFileReader.read(data: data, path: "App/de.lproj/L.strings")
                XCTAssertEqual(result.strings, reference.strings, label)
                XCTAssertEqual(result.diagnostics, reference.diagnostics, label)
                if byteOrderMark {
                    XCTAssertEqual(values(result), try serialization(data).0, label)
                }
            }
        }
    }

    func testNestedAndNonStringValuesAreLocatedErrorsAndTheRestIsKept() throws {
        let result = StringsFileReader.read(url: URL(fileURLWithPath: nestedPath), locale: "de")
        XCTAssertEqual(
            result.strings.map { "\($0.key)=\($0.value)@\($0.location.line):\($0.location.column)" },
            ["before=Vorher@5:10", "after=Nachher@18:10"])
        let flat = "expected a <string> (a .strings file is a flat table of strings)"
        XCTAssertEqual(
            result.diagnostics.map { "\($0.level.rawValue) \($0.location.line):\($0.location.column) \($0.message)" },
            [
                "error 7:8 the value of \"nested\" is a <dict>; \(flat)",
                "error 12:11 the value of \"count\" is an <integer>; \(flat)",
                "error 14:9 the value of \"list\" is an <array>; \(flat)",
                "error 16:2 the value of \"flag\" is a <true>; \(flat)",
            ])
        XCTAssertEqual(Set(result.diagnostics.map(\.location.file)), [nestedPath])
        // PropertyListSerialization and plistlib keep the same two strings.
        let data = try ReaderFixtures.data("PlistNested.strings")
        XCTAssertEqual(values(result), try serialization(data).0)
        XCTAssertEqual(values(result), try plistlib(URL(fileURLWithPath: nestedPath)))

        // The binary form: the same errors, at the file.
        let compiled = StringsFileReader.read(data: try binary(data), path: "App/de.lproj/Nested.strings")
        XCTAssertEqual(values(compiled), ["before": "Vorher", "after": "Nachher"])
        XCTAssertEqual(
            compiled.diagnostics.map { "\($0.level.rawValue) \($0.location) \($0.message)" },
            [
                "note App/de.lproj/Nested.strings a binary property list (a compiled .strings file) has no lines; its values are located at the file",
                "error App/de.lproj/Nested.strings the value of \"count\" is an <integer>; \(flat)",
                "error App/de.lproj/Nested.strings the value of \"flag\" is a <true>; \(flat)",
                "error App/de.lproj/Nested.strings the value of \"list\" is an <array>; \(flat)",
                "error App/de.lproj/Nested.strings the value of \"nested\" is a <dict>; \(flat)",
            ])
    }

    func testMalformedXMLAndARootThatIsNotADictionaryAreOneErrorEach() {
        let broken = StringsFileReader.read(
            data: Data("<plist><dict><key>a</key><string>b</dict></plist>".utf8),
            path: "App/de.lproj/L.strings")
        XCTAssertEqual(broken.strings, [])
        XCTAssertEqual(broken.diagnostics.map(\.level), [.error])
        XCTAssertEqual(broken.diagnostics.first?.location.line, 1)
        XCTAssertTrue(broken.diagnostics.first?.message.hasPrefix("not well-formed XML") ?? false)

        let array = StringsFileReader.read(
            data: Data("<plist>\n<array><string>a</string></array></plist>".utf8),
            path: "App/de.lproj/L.strings")
        XCTAssertEqual(array.strings, [])
        XCTAssertEqual(
            array.diagnostics,
            [
                Diagnostic(
                    .error, "the property list's root is an <array>; expected a <dict> of keys and strings",
                    at: SourceLocation(file: "App/de.lproj/L.strings", line: 2, column: 8))
            ])
    }

    // MARK: The three forms agree

    func testClassicXMLAndBinaryFormsGiveTheSameStrings() throws {
        let classicData = try ReaderFixtures.data("PlistClassic.strings")
        let xmlData = try ReaderFixtures.data("PlistXML.strings")
        let binaryData = try binary(xmlData)
        XCTAssertEqual(PlistForm.of(classicData), .text)
        XCTAssertEqual(PlistForm.of(xmlData), .xml)
        XCTAssertEqual(PlistForm.of(binaryData), .binary)

        let path = "App/de.lproj/Localizable.strings"
        let classic = StringsFileReader.read(data: classicData, path: path)
        let xml = StringsFileReader.read(data: xmlData, path: path)
        let compiled = StringsFileReader.read(data: binaryData, path: path)
        XCTAssertEqual(values(classic), expected)
        XCTAssertEqual(values(xml), expected)
        XCTAssertEqual(values(compiled), expected)
        for result in [classic, xml, compiled] {
            XCTAssertEqual(result.strings.count, expected.count, "one value per key")
            XCTAssertEqual(Set(result.strings.map(\.locale)), ["de"])
            XCTAssertEqual(Set(result.strings.map(\.table)), ["Localizable"])
            XCTAssertEqual(Set(result.strings.map(\.localeFolder)), ["de"])
        }

        // Each reading agrees with PropertyListSerialization's on the same bytes, which sees the three forms.
        let (classicTheirs, classicFormat) = try serialization(classicData)
        let (xmlTheirs, xmlFormat) = try serialization(xmlData)
        let (binaryTheirs, binaryFormat) = try serialization(binaryData)
        XCTAssertEqual(values(classic), classicTheirs)
        XCTAssertEqual(values(xml), xmlTheirs)
        XCTAssertEqual(values(compiled), binaryTheirs)
        XCTAssertEqual([classicFormat, xmlFormat, binaryFormat], [.openStep, .xml, .binary])

        // Binary: no lines; values at the file, said once by a note; sorted by key.
        XCTAssertEqual(Set(compiled.strings.map(\.location)), [SourceLocation(file: path)])
        XCTAssertEqual(compiled.strings.map(\.key), expected.keys.sorted())
        XCTAssertEqual(
            compiled.diagnostics,
            [
                Diagnostic(
                    .note,
                    "a binary property list (a compiled .strings file) has no lines; its values are located at the file",
                    at: SourceLocation(file: path))
            ])
        XCTAssertEqual(compiled.diagnostics.first?.description.hasPrefix("\(path): note:"), true)
    }

    func testXMLAndBinaryAgreeWithPythonPlistlib() throws {
        let folder = try ReaderFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xmlData = try ReaderFixtures.data("PlistXML.strings")
        let binaryURL = try ReaderFixtures.write(try binary(xmlData), to: "de.lproj/Compiled.strings", in: folder)
        let xmlTheirs = try plistlib(URL(fileURLWithPath: xmlPath))
        XCTAssertEqual(xmlTheirs, expected)
        XCTAssertEqual(values(StringsFileReader.read(url: URL(fileURLWithPath: xmlPath))), xmlTheirs)
        XCTAssertEqual(values(StringsFileReader.read(url: binaryURL)), try plistlib(binaryURL))
    }

    func testBinaryFileFromDiskAndAnInvalidOne() throws {
        let folder = try ReaderFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["k": "Wert", "leer": ""], format: .binary, options: 0)
        let url = try ReaderFixtures.write(data, to: "de.lproj/InfoPlist.strings", in: folder)
        let result = StringsFileReader.read(url: url)
        XCTAssertEqual(
            result.strings.map { "\($0.table) \($0.locale) \($0.key)=\($0.value)" },
            ["InfoPlist de k=Wert", "InfoPlist de leer="])
        XCTAssertEqual(result.diagnostics.map(\.level), [.note])

        let invalid = StringsFileReader.read(data: Data("bplist00\u{0}\u{1}".utf8), path: "App/fr.lproj/L.strings")
        XCTAssertEqual(invalid.strings, [])
        XCTAssertEqual(invalid.diagnostics.map(\.level), [.error])
        XCTAssertEqual(invalid.diagnostics.first?.location, SourceLocation(file: "App/fr.lproj/L.strings"))
        XCTAssertTrue(invalid.diagnostics.first?.message.hasPrefix("not a valid binary property list") ?? false)
    }

    // MARK: A project

    func testMixedProjectClassicSourceXMLAndBinaryTranslations() throws {
        let root = try ReaderFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let classic = "/* Title */\n\"title\" = \"Settings\";\n\"greeting\" = \"Hello\";\n\"bye\" = \"Bye\";\n"
        try ReaderFixtures.write(classic, to: "App/en.lproj/Localizable.strings", in: root)
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>title</key>
                <string>Einstellungen</string>
                <key>greeting</key>
                <string>Hallo</string>
                <key>bye</key>
                <string>Tschüss</string>
            </dict>
            </plist>

            """
        try ReaderFixtures.write(xml, to: "App/de.lproj/Localizable.strings", in: root)
        let french = try PropertyListSerialization.data(
            fromPropertyList: ["title": "Réglages", "greeting": "Bonjour"],
            format: .binary, options: 0)
        try ReaderFixtures.write(french, to: "App/fr.lproj/Localizable.strings", in: root)

        let app = root.appendingPathComponent("App").path
        let result = ProjectReader().read(paths: [app])
        XCTAssertEqual(result.sourceLanguage, "en")
        XCTAssertEqual(
            result.diagnostics.map {
                "\($0.level.rawValue) \($0.location.file.dropFirst(app.count + 1)):\($0.location.line) \($0.message)"
            },
            [
                "note fr.lproj/Localizable.strings:0 a binary property list (a compiled .strings file) has no lines; its values are located at the file"
            ])
        let german = result.strings.filter { $0.localeFolder == "de" }
        XCTAssertEqual(
            german.map { "\($0.locale) \($0.state) \($0.key)=\($0.value) \($0.location.line):\($0.location.column)" },
            [
                "de translated title=Einstellungen 6:13",
                "de translated greeting=Hallo 8:13",
                "de translated bye=Tschüss 10:13",
            ])
        XCTAssertEqual(Set(german.map(\.location.file)), [app + "/de.lproj/Localizable.strings"])
        // Only fr's missing "bye" is filled in from the source language.
        XCTAssertEqual(
            result.strings.filter { $0.state == .missing }.map { "\($0.locale) \($0.key)=\($0.value)" },
            ["fr bye=Bye"])
        XCTAssertEqual(
            result.strings.filter { $0.locale == "fr" && $0.state != .missing }.map { "\($0.key)=\($0.value)" },
            ["greeting=Bonjour", "title=Réglages"])
        XCTAssertEqual(result.strings.filter { $0.locale == "en" }.first?.comment, "Title")
    }

    // MARK: .stringsdict

    func testBinaryStringsDictReadsLikeItsXML() throws {
        let xmlData = try ReaderFixtures.data("Plurals.stringsdict")
        let path = "App/en.lproj/Plurals.stringsdict"
        let xml = StringsDictReader.read(data: xmlData, path: path)
        let compiled = StringsDictReader.read(data: try binary(xmlData), path: path)
        /// A string without positions, its variants in a fixed order.
        func shape(_ string: LocalizedString) -> String {
            let substitutions = string.substitutions.map { substitution in
                let variants = substitution.variants.map { "\($0.variation)=\($0.value)" }.sorted()
                return
                    "\(substitution.name)#\(substitution.argumentNumber ?? 0)%\(substitution.formatSpecifier)\(variants)"
            }.sorted()
            return "\(string.key)|\(string.variation ?? "-")|\(string.value)|\(substitutions)"
        }
        XCTAssertFalse(xml.strings.isEmpty)
        XCTAssertEqual(compiled.strings.map(shape).sorted(), xml.strings.map(shape).sorted())
        XCTAssertEqual(Set(compiled.strings.map(\.location)), [SourceLocation(file: path)])
        XCTAssertEqual(
            Set(compiled.strings.flatMap { $0.substitutions.flatMap { $0.variants.map(\.location) } }),
            [SourceLocation(file: path)])
        XCTAssertEqual(
            compiled.diagnostics.filter { $0.level == .note }.map(\.message),
            [
                "a binary property list (a compiled .stringsdict file) has no lines; its values are located at the file"
            ])
        XCTAssertEqual(compiled.diagnostics.filter { $0.level == .error }, [])
    }
}
