import XCTest

@testable import LegibleAudit

/// Issue 13, class 8: values are what the format defines, and a changed value is said.
final class ChangedValueTests: XCTestCase {
    func testDeclaredInternalEntitiesAreExpanded() throws {
        let xliff = """
            <?xml version="1.0"?>
            <!DOCTYPE xliff [ <!ENTITY app "Legible"> <!ENTITY nested 'the &app; app'> <!-- <!ENTITY no "x"> --> ]>
            <xliff version="1.2"><file original="a.strings" source-language="en" target-language="de"><body>
            <trans-unit id="k" resname="&app;"><source>Welcome to &app;</source><target>Willkommen bei &app;</target></trans-unit>
            <trans-unit id="n"><source>&nested;!</source><target>&#x41;&amp;<![CDATA[&app;]]></target></trans-unit>
            </body></file></xliff>
            """
        let collection = try XLIFFReader.read(
            data: Data(xliff.utf8), path: "a.xliff", defaults: .init(), includeSourceStrings: true)
        XCTAssertEqual(
            collection.strings.map(\.value),
            ["Welcome to Legible", "the Legible app!", "Willkommen bei Legible", "A&&app;"])
        // Positions come from the original text.
        XCTAssertEqual(collection.strings.first { $0.value == "Willkommen bei Legible" }?.location.column, 77)

        let plist = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [ <!ENTITY app "Legible"> ]>
            <plist version="1.0"><dict><key>w</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>20</key><string>Hi &app;</string></dict></dict></dict></plist>
            """
        let strings = StringsDictReader.read(data: Data(plist.utf8), path: "en.lproj/Localizable.stringsdict")
        XCTAssertEqual(strings.strings.map(\.value), ["Hi Legible"])
        XCTAssertEqual(strings.diagnostics.filter { $0.level != .note }, [])
    }

    func testEntityExpansionIsBounded() {
        var declarations = "<!ENTITY a0 \"laugh\">"
        for level in 1...12 {
            declarations += " <!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">"
        }
        let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE x [ \(declarations) ]>\n<x>&a12;</x>"
        XCTAssertThrowsError(try XMLTree.parse(data: Data(xml.utf8), path: "t.xml")) { error in
            XCTAssertTrue((error as? Diagnostic)?.message.contains("expand to more than") == true, "\(error)")
            XCTAssertEqual((error as? Diagnostic)?.location.line, 3)
        }
    }

    func testLoneSurrogatesInACatalogAreAWarning() {
        let json =
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"#
            + #""en":{"stringUnit":{"state":"translated","value":"a\uD83D b"}},"#
            + #""de":{"stringUnit":{"state":"translated","value":"written \uFFFD \uD83D\uDE00"}}}}}}"#
        let collection = StringCatalogReader.read(data: Data(json.utf8), path: "L.xcstrings")
        XCTAssertEqual(collection.strings.first { $0.locale == "en" }?.value, "a\u{FFFD} b")
        let warnings = collection.diagnostics.filter { $0.level == .warning }
        XCTAssertEqual(warnings.count, 1, "\(collection.diagnostics)")
        XCTAssertTrue(warnings.first?.message.contains("lone surrogate") == true)
        XCTAssertEqual(warnings.first?.location.column, 123)
    }
}
