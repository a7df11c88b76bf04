import XCTest

@testable import LegibleAudit

/// Issue 13, classes 10 and 11: a rejected file says where and what was expected.
final class ClearErrorTests: XCTestCase {
    /// Class 10: `.stringsdict` errors read "XMLParser error 76: standaloneValueError".
    func testPropertyListXMLErrorsSayWhatWasExpected() {
        let cases: [(String, String, Int)] = [
            (
                "<plist version=\"1.0\"><dict>\n  <key>a</key><string>x</strin>\n</dict></plist>",
                "not well-formed XML: mismatched end tag: expected </string> to close <string> opened at line 2, column 15",
                2
            ),
            (
                "<plist version=\"1.0\"><dict>\n  <key>a</key><string>x</string>\n",
                "not well-formed XML: unexpected end of the document: expected </dict> to close <dict> opened at line 1, column 22",
                2
            ),
            (
                "<plist version=\"1.0\"><dict><key a=1>a</key></dict></plist>",
                "not well-formed XML: expected a quoted attribute value (name=\"value\")", 1
            ),
        ]
        for (text, message, line) in cases {
            let collection = StringsDictReader.read(data: Data(text.utf8), path: "en.lproj/L.stringsdict")
            XCTAssertEqual(collection.diagnostics.map(\.message), [message], text)
            XCTAssertEqual(collection.diagnostics.first?.location.line, line, text)
            XCTAssertFalse(collection.diagnostics.first?.message.contains("XMLParser error") ?? true)
        }
    }
}

extension ClearErrorTests {
    /// Class 11: a `.strings` file that is not text said so with no line or byte offset.
    func testInvalidTextIsLocated() {
        let cases: [(Data, String, Int, Int)] = [
            (
                Data("\"a\" = \"b\";\n\"c\" = \"d".utf8) + Data([0xC3, 0x28]) + Data("\";\n".utf8),
                "not valid UTF-8 text at byte offset 19: byte 0xC3 is not valid UTF-8", 2, 9
            ),
            (
                Data([0xFF, 0xFE]) + "\"a\" = \"b\";\n\"c".data(using: .utf16LittleEndian)! + Data([0x00, 0xDC]),
                "not valid UTF-16LE text at byte offset 28: U+DC00 is a low surrogate without a high one before it", 2,
                3
            ),
            (
                Data([0xFE, 0xFF]) + "\"a\"".data(using: .utf16BigEndian)! + Data([0x00]),
                "not valid UTF-16BE text at byte offset 8: the file ends in the middle of a UTF-16 code unit (an odd number of bytes)",
                1, 4
            ),
        ]
        for (data, message, line, column) in cases {
            let collection = StringsFileReader.read(data: data, path: "de.lproj/L.strings")
            XCTAssertEqual(
                collection.diagnostics.map(\.message), [message + "; expected a .strings file in UTF-8 or UTF-16"])
            XCTAssertEqual(
                [collection.diagnostics.first?.location.line, collection.diagnostics.first?.location.column],
                [line, column])
        }
    }
}
