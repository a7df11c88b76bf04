import XCTest

@testable import LegibleAudit

/// libxml2's errors in words: its error numbers are libxml2's own (`xmlParserErrors`), which
/// Foundation's `XMLParser.ErrorCode` names differently past the first few dozen (error 80, a
/// `--` in a comment, was shown as "externalStandaloneEntityError").
final class XMLErrorMessageTests: XCTestCase {
    /// The one error of reading `contents` as `App/de.xliff` beside a good `.strings` file,
    /// whose strings are kept.
    private func error(in contents: String, line: UInt = #line) throws -> Diagnostic {
        let root = try ReaderFixtures.temporaryDirectory()
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        for (text, path) in [
            ("\"hello\" = \"Hallo\";\n", "App/de.lproj/Localizable.strings"), (contents, "App/de.xliff"),
        ] {
            try ReaderFixtures.write(text, to: path, in: root)
        }
        let collection = ProjectReader().read(paths: [root.appendingPathComponent("App").path])
        XCTAssertTrue(collection.strings.contains { $0.key == "hello" }, "the other file's strings", line: line)
        let errors = collection.diagnostics.filter { $0.level == .error }
        XCTAssertEqual(errors.count, 1, "\(collection.diagnostics)", line: line)
        return try XCTUnwrap(errors.first, line: line)
    }

    private func xliff(_ body: String) -> String {
        "<?xml version=\"1.0\"?><xliff version=\"1.2\"><file original=\"a.strings\" source-language=\"en\""
            + " target-language=\"de\"><body>\(body)</body></file></xliff>"
    }

    func testADoubleHyphenInACommentIsNamed() throws {
        let found = try error(in: xliff("<!-- a -- b -->"))
        XCTAssertTrue(found.location.file.hasSuffix("de.xliff"))
        XCTAssertEqual(found.message, "'--' is not allowed inside an XML comment: expected '-->' or text without '--'")
    }

    /// libxml2 reads at most 10,000,000 bytes of a document without its huge-input option
    /// (`XML_MAX_TEXT_LENGTH`), and says "out of memory": the message says what the limit is.
    func testAFileOverLibxml2sLimitSaysSo() throws {
        let unit = "<trans-unit id=\"k%d\"><source>Hello</source><target>Hallo</target></trans-unit>\n"
        let count = 10_000_000 / unit.utf8.count + 1_000
        let found = try error(in: xliff((0..<count).map { String(format: unit, $0) }.joined()))
        XCTAssertTrue(
            found.message.hasPrefix(
                "the XML parser (libxml2) stopped: it reads a file, text or attribute value of at most 10,000,000 bytes"
            ), found.message)
    }

    func testOtherErrorsGiveLibxml2sNumberAlone() {
        XCTAssertEqual(XMLNesting.errorMessage(code: 99, open: nil, root: nil), "malformed XML (libxml2 error 99)")
    }
}
