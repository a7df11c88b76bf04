import XCTest

@testable import LegibleAudit

/// Crashes found by `Scripts/fuzz`, kept as regression tests (issue 13).
final class FuzzRegressionTests: XCTestCase {
    /// libxml2 2.9 crashes (SIGSEGV in `xmlParseChunk` / `xmlSwitchToEncoding`) on an XML
    /// declaration naming UTF-7 or an unknown encoding: found on the `strings`,
    /// `stringsdict` and `storyboard` targets, exit 139 for the whole run.
    func testUnsupportedXMLEncodingsAreLocatedErrors() throws {
        let plist =
            "<?xml version=\"1.0\" encoding=\"utf-7\"?>\n<plist version=\"1.0\"><dict><key>a</key>"
            + "<dict><key>NSStringVariableWidthRuleType</key><dict><key>20</key><string>+AGEA-</string></dict></dict></dict></plist>\n"
        for path in ["en.lproj/Localizable.stringsdict", "en.lproj/Localizable.strings"] {
            let collection =
                path.hasSuffix("dict")
                ? StringsDictReader.read(data: Data(plist.utf8), path: path)
                : StringsFileReader.read(data: Data(plist.utf8), path: path)
            XCTAssertEqual(
                collection.diagnostics.map(\.message),
                ["the XML declaration names the encoding \"utf-7\"; expected UTF-8, UTF-16 or ISO-8859-1"])
            XCTAssertEqual(
                [collection.diagnostics.first?.location.line, collection.diagnostics.first?.location.column], [1, 21])
        }
        // Invalid UTF-8 after the declaration, as the fuzzer left it: checked on the bytes.
        var invalid = Data(plist.utf8)
        invalid.append(contentsOf: [0xFF, 0xFE, 0x00])
        XCTAssertEqual(StringsDictReader.read(data: invalid, path: "en.lproj/L.stringsdict").diagnostics.count, 1)

        let storyboard =
            "<?xml version=\"1.0\" encoding=\"U-TF8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n\u{8}</document>"
        XCTAssertThrowsError(
            try InterfaceBuilderReader.read(
                data: Data(storyboard.utf8), path: "Main.storyboard", table: "Main", sourceLanguage: "en")
        ) { error in
            XCTAssertEqual(
                (error as? Diagnostic)?.message,
                "the XML declaration names the encoding \"U-TF8\"; expected UTF-8, UTF-16 or ISO-8859-1")
        }
        for name in ["UTF-8", "utf8", "US-ASCII", "ISO-8859-1"] {
            let ok =
                "<?xml version=\"1.0\" encoding=\"\(name)\"?>\n<plist version=\"1.0\"><dict><key>k</key><string>v</string></dict></plist>"
            XCTAssertEqual(
                StringsFileReader.read(data: Data(ok.utf8), path: "de.lproj/L.strings").strings.map(\.value), ["v"],
                name)
        }
    }
}
