import XCTest

@testable import LegibleAudit

/// Issue 13, class 4: the XML readers were quadratic on wide input (200,000 attributes on one
/// element: 40 s in libxml2's duplicate check; a value of 400,000 entity references: the
/// text was copied for every chunk). These tests check what the fixed paths return; how long they
/// take is measured by the bench, never asserted here (a loaded CI machine makes timed tests flaky).
final class LinearXMLTests: XCTestCase {
    private static let attributes = (0..<200_000).map { "a\($0)=\"v\"" }.joined(separator: " ")

    func testTwoHundredThousandAttributesAreALocatedErrorAtOnce() throws {
        let xliff =
            "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n  <file original=\"a.strings\" \(Self.attributes)/></xliff>"
        XCTAssertThrowsError(try XMLTree.parse(data: Data(xliff.utf8), path: "a.xliff")) { error in
            let diagnostic = error as? Diagnostic
            XCTAssertEqual(
                diagnostic?.message, "<file> has 200001 attributes; expected at most \(XMLNesting.maximumAttributes)")
            XCTAssertEqual([diagnostic?.location.line, diagnostic?.location.column], [3, 3])
        }
        let plist =
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict \(Self.attributes)><key>a</key><string>x</string></dict></plist>"
        let collection = StringsDictReader.read(data: Data(plist.utf8), path: "en.lproj/Localizable.stringsdict")
        XCTAssertEqual(collection.diagnostics.map(\.message), ["<dict> has 200000 attributes; expected at most 1024"])
        XCTAssertEqual(
            [collection.diagnostics.first?.location.line, collection.diagnostics.first?.location.column], [2, 22])
    }

    func testAttributesUpToTheLimitAreRead() throws {
        let attributes = (0..<XMLNesting.maximumAttributes).map { "a\($0)=\"v\"" }.joined(separator: " ")
        let tree = try XMLTree.parse(data: Data("<x \(attributes)/>".utf8), path: "t.xml")
        XCTAssertEqual(tree.root.attributes.count, XMLNesting.maximumAttributes)
    }

    func testALongValueOfEntitiesIsReadWhole() throws {
        let count = 400_000
        let xml = "<x><source>" + String(repeating: "x&amp;", count: count) + "</source></x>"
        let tree = try XMLTree.parse(data: Data(xml.utf8), path: "t.xml")
        XCTAssertEqual(tree.root.child(named: "source")?.innerText.count, 2 * count)
    }
}
