import Foundation
import XCTest

@testable import LegibleAudit

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The one escaping helper, and the reporters that use it, against hostile strings.
final class ReporterEscapingTests: XCTestCase {
    static let hostile = "a<b & \"c\" 'd' ]]> </script><!-- \u{0}\u{1}\u{8}\u{B}\u{1B}\u{7F}\u{FFFE}\ttab\nline\u{2028}"

    func testXMLText() {
        XCTAssertEqual(Escaping.xmlText("a<b>&c"), "a&lt;b&gt;&amp;c")
        XCTAssertEqual(Escaping.xmlText("x]]>y"), "x]]&gt;y")
        XCTAssertEqual(Escaping.xmlText("\"quotes\" 'kept'"), "\"quotes\" 'kept'")
        XCTAssertEqual(Escaping.xmlText("nul\u{0}bell\u{7}esc\u{1B}"), "nul\\u{0}bell\\u{7}esc\\u{1B}")
        XCTAssertEqual(Escaping.xmlText("tab\tnewline\n"), "tab\tnewline\n")
        XCTAssertEqual(Escaping.xmlText("cr\r"), "cr&#13;")
        XCTAssertEqual(Escaping.xmlText("\u{FFFE}\u{FFFF}"), "\\u{FFFE}\\u{FFFF}")
        XCTAssertEqual(Escaping.xmlText("Überprüfe 設定 حفظ 👋"), "Überprüfe 設定 حفظ 👋")
    }

    func testXMLAttribute() {
        XCTAssertEqual(Escaping.xmlAttribute("a\"b'c<d>&e"), "a&quot;b&apos;c&lt;d&gt;&amp;e")
        XCTAssertEqual(Escaping.xmlAttribute("one\ttwo\nthree\rfour"), "one&#9;two&#10;three&#13;four")
        XCTAssertEqual(Escaping.xmlAttribute("\u{1}"), "\\u{1}")
    }

    func testHTML() {
        XCTAssertEqual(
            Escaping.html("<script>alert('x')</script> & \"y\""),
            "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;y&quot;")
        XCTAssertEqual(Escaping.html("C1 \u{85} control"), "C1 \\u{85} control")
    }

    func testJSONInScript() throws {
        let json = #"{"a":"</script><!-- & \u2028"}"#
        let escaped = Escaping.jsonInScript(json + "\u{2028}")
        XCTAssertFalse(escaped.contains("<"))
        XCTAssertFalse(escaped.contains("\u{2028}"))
        // Still the same JSON value.
        let original = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
        let roundTrip =
            try JSONSerialization.jsonObject(with: Data(Escaping.jsonInScript(json).utf8)) as? [String: String]
        XCTAssertEqual(original, roundTrip)
    }

    func testMarkdown() {
        XCTAssertEqual(Escaping.markdown("a|b"), "a\\|b")
        XCTAssertEqual(Escaping.markdown("<b>*x*</b>\nnext"), "&lt;b&gt;\\*x\\*&lt;/b&gt; next")
        XCTAssertEqual(Escaping.markdown("[link](x)"), "\\[link\\](x)")
        XCTAssertEqual(Escaping.markdownCode("key"), "`key`")
        XCTAssertEqual(Escaping.markdownCode("a`b"), "`` a`b ``")
        XCTAssertEqual(Escaping.markdownCode("a|b"), "`a\\|b`")
    }

    private func hostileReport() -> AuditReport {
        var report = ReporterFixture.report
        report.findings[0].key = Self.hostile
        report.findings[0].message = Self.hostile
        report.findings[0].measurement = MeasurementSummary(
            text: Self.hostile, pointSize: 17, weight: 400, width: 200, availableWidth: 100, overflow: 100, lines: 1,
            visibleText: Self.hostile, scale: 1, faces: [Self.hostile])
        report.findings[0].element = ElementSummary(role: "label", name: Self.hostile, lines: 1)
        report.diagnostics[0].message = Self.hostile
        return report
    }

    #if canImport(FoundationXML) || canImport(Darwin)
    private final class Collector: NSObject, XMLParserDelegate {
        var failures: [String] = []
        var text = ""
        var inFailure = false
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == "failure" || name == "error" {
                failures.append(attributes["message"] ?? "")
                inFailure = true
            }
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "failure" || name == "error" { inFailure = false }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inFailure { text += string }
        }
    }

    func testJUnitStaysWellFormedXML() throws {
        let data = try JUnitReporter().render(hostileReport(), options: ReporterFixture.options)
        let parser = XMLParser(data: data)
        let collector = Collector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "JUnit output is not well-formed XML: \(String(describing: parser.parserError))")
        // What XML can carry comes back unchanged; control characters come back as \u{…}.
        let expected =
            "a<b & \"c\" 'd' ]]> </script><!-- \\u{0}\\u{1}\\u{8}\\u{B}\\u{1B}\\u{7F}\\u{FFFE}\ttab\nline\u{2028}"
        XCTAssertTrue(
            collector.failures.contains(expected + " (and 0 more)") || collector.failures.contains(expected),
            "\(collector.failures)")
    }
    #endif

    func testHTMLNeverCarriesMarkupFromTheReport() throws {
        let html = try HTMLReporter().renderString(hostileReport(), options: ReporterFixture.options)
        XCTAssertFalse(html.contains("</script><!--"))
        XCTAssertFalse(html.contains("a<b"))
        XCTAssertFalse(html.contains("\u{0}"))
        XCTAssertTrue(html.contains("a&lt;b &amp; &quot;c&quot; &#39;d&#39; ]]&gt; &lt;/script&gt;&lt;!--"))
        XCTAssertEqual(html.components(separatedBy: "<script>").count, 2, "one script element, the page's own")
    }

    func testTerminalLine() {
        XCTAssertEqual(
            Escaping.terminalLine("one\r\ntwo\nthree\rfour\u{2028}five\u{85}six"), "one two three four five six")
        XCTAssertEqual(Escaping.terminalLine("\u{1B}[2Jclear\u{7}\u{9B}"), "\\u{1B}[2Jclear\\u{7}\\u{9B}")
        XCTAssertEqual(Escaping.terminalLine("tab\tkept, 設定 kept"), "tab\tkept, 設定 kept")
    }

    func testTextKeepsOneFindingPerLine() throws {
        let text = try TextReporter().renderString(hostileReport(), options: ReporterFixture.options)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try XCTUnwrap(lines.first { $0.contains("a<b") && $0.contains("[tap-target]") })
        XCTAssertTrue(line.hasSuffix("[tap-target]"), String(line))
        XCTAssertTrue(line.contains("\\u{1B}"))
        XCTAssertFalse(text.contains("\u{1B}") || text.contains("\u{2028}") || text.contains("\u{0}"))
    }

    func testMarkdownTableStaysATable() throws {
        var report = ReporterFixture.report
        report.findings = [
            Finding(
                rule: "truncation", severity: .error, message: "pipe | and\nbreak <b>", key: "a|b`c",
                locale: "de")
        ]
        let markdown = try MarkdownReporter().renderString(report, options: ReporterFixture.options)
        let row = try XCTUnwrap(markdown.split(separator: "\n").first { $0.hasPrefix("| 🛑") })
        XCTAssertEqual(row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count, 9, String(row))
        XCTAssertTrue(row.contains("&lt;b&gt;"))
    }
}
