import Foundation
import XCTest

@testable import LegibleAudit

/// The XML tree under both readers: positions must survive the markup that is not elements.
final class XMLTreeTests: XCTestCase {
    private func parse(_ text: String) throws -> XMLTree {
        try XMLTree.parse(data: Data(text.utf8), path: "t.xml")
    }

    func testPositionsSkipCommentsCDATAAndDoctype() throws {
        let tree = try parse(
            """
            <?xml version="1.0"?>
            <!DOCTYPE a [ <!ENTITY e "x"> ]>
            <a>
              <!-- <b title="not this"> -->
              <![CDATA[ <b title="nor this"> ]]>
              <b note="1 > 0" title="yes">text</b><b
                 title="second"/>
              <?pi <b?>
              <c>é&amp;<d/>f</c>
            </a>
            """)
        let bs = tree.root.children(named: "b")
        XCTAssertEqual(bs.count, 2)
        XCTAssertEqual(tree.location(of: "title", in: bs[0]).line, 6)
        XCTAssertEqual(tree.location(of: "title", in: bs[0]).column, 19)
        XCTAssertEqual(tree.location(of: bs[0].valueOffset).column, 31)
        XCTAssertEqual(bs[0].innerText, "text")
        XCTAssertEqual(
            [tree.location(of: "title", in: bs[1]).line, tree.location(of: "title", in: bs[1]).column], [7, 6])
        XCTAssertTrue(bs[1].isEmptyTag)
        XCTAssertEqual(
            [tree.location(of: bs[1].valueOffset).line, tree.location(of: bs[1].valueOffset).column], [6, 39])
        let c = try XCTUnwrap(tree.root.child(named: "c"))
        XCTAssertEqual(c.innerText, "é&f")
        XCTAssertEqual(tree.location(of: c.valueOffset).column, 6)
        XCTAssertEqual(tree.root.innerText.contains("<b title=\"nor this\">"), true, "CDATA is text")
    }

    func testLineEndingsAndByteOrderMarks() throws {
        let crlf = try parse("<a>\r\n<b x=\"1\"/>\r\n</a>")
        let b = try XCTUnwrap(crlf.root.child(named: "b"))
        XCTAssertEqual([crlf.location(of: "x", in: b).line, crlf.location(of: "x", in: b).column], [2, 4])

        var utf16 = Data([0xFF, 0xFE])
        utf16.append("<a>\n  <b x=\"ü\"/></a>".data(using: .utf16LittleEndian) ?? Data())
        let tree = try XMLTree.parse(data: utf16, path: "t.xml")
        let b16 = try XCTUnwrap(tree.root.child(named: "b"))
        XCTAssertEqual(b16["x"], "ü")
        XCTAssertEqual([tree.location(of: "x", in: b16).line, tree.location(of: "x", in: b16).column], [2, 6])
    }

    func testLargeDocumentIsReadWhole() throws {
        var text = "<document useAutolayout=\"YES\"><objects>"
        for index in 0..<20_000 {
            text +=
                "<label text=\"Label \(index)\" id=\"l\(index)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"100\" height=\"20\"/>"
            text += "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/></label>\n"
        }
        text += "</objects></document>"
        let document = try InterfaceBuilderReader.read(
            data: Data(text.utf8), path: "big.xib", table: "big", sourceLanguage: "en")
        XCTAssertEqual(document.strings.count, 20_000)
        XCTAssertEqual(document.strings.last?.location.line, 20_000)
    }
}
