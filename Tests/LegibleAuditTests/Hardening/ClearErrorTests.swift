import XCTest
@testable import LegibleAudit

/// Issue 13, classes 10 and 11: a rejected file says where and what was expected.
final class ClearErrorTests: XCTestCase {
    /// Class 10: `.stringsdict` errors read "XMLParser error 76: standaloneValueError".
    func testPropertyListXMLErrorsSayWhatWasExpected() {
        let cases: [(String, String, Int)] = [
            ("<plist version=\"1.0\"><dict>\n  <key>a</key><string>x</strin>\n</dict></plist>",
             "not well-formed XML: mismatched end tag: expected </string> to close <string> opened at line 2, column 15", 2),
            ("<plist version=\"1.0\"><dict>\n  <key>a</key><string>x</string>\n",
             "not well-formed XML: unexpected end of the document: expected </dict> to close <dict> opened at line 1, column 22", 2),
            ("<plist version=\"1.0\"><dict><key a=1>a</key></dict></plist>",
             "not well-formed XML: expected a quoted attribute value (name=\"value\")", 1),
        ]
        for (text, message, line) in cases {
            let collection = StringsDictReader.read(data: Data(text.utf8), path: "en.lproj/L.stringsdict")
            XCTAssertEqual(collection.diagnostics.map(\.message), [message], text)
            XCTAssertEqual(collection.diagnostics.first?.location.line, line, text)
            XCTAssertFalse(collection.diagnostics.first?.message.contains("XMLParser error") ?? true)
        }
    }
}
