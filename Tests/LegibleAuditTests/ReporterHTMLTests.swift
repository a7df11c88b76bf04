import Foundation
import XCTest

@testable import LegibleAudit

/// What the HTML page promises beyond its golden file: self-contained, grouped, drawn.
final class ReporterHTMLTests: XCTestCase {
    private func html(
        _ reporter: HTMLReporter = HTMLReporter(), report: AuditReport = ReporterFixture.report
    ) throws -> String {
        try reporter.renderString(report, options: ReporterFixture.options)
    }

    func testSelfContained() throws {
        let page = try html()
        for external in [
            "<link", "src=\"http", "src='http", "@import", "url(http", "<iframe", "fetch(", "XMLHttpRequest",
        ] {
            XCTAssertFalse(page.contains(external), external)
        }
        XCTAssertTrue(page.contains("Content-Security-Policy"))
        XCTAssertTrue(page.contains("prefers-color-scheme: dark"))
    }

    func testGroupsFindingsByKeyElementAndRule() throws {
        let page = try html()
        XCTAssertEqual(page.components(separatedBy: "<tbody class=\"group\"").count - 1, 7)
        XCTAssertEqual(page.components(separatedBy: "<li data-i=").count - 1, 11)
        // settings.save fails in three locales: one row, three cells, worst first.
        let firstGroup = try XCTUnwrap(page.components(separatedBy: "<tbody class=\"group\"").dropFirst().first)
        XCTAssertTrue(firstGroup.contains("data-key=\"settings.save\""))
        XCTAssertEqual(firstGroup.components(separatedBy: "<span class=\"chip").count - 1, 3)
    }

    func testFallbackDrawingUsesTheMeasuredWidth() throws {
        let page = try html()
        XCTAssertTrue(page.contains("textLength=\"151.4\""), "the text is stretched to its measured width")
        XCTAssertTrue(page.contains("<rect class=\"box\" x=\"0\" y=\"0\" width=\"120\""))
        // Right to left: the box sits at the right end, the overflow on the left.
        XCTAssertTrue(page.contains("<rect class=\"box\" x=\"5.5\" y=\"0\" width=\"120\""))
        XCTAssertTrue(page.contains("direction=\"rtl\""))
    }

    func testDrawingProviderOutlines() throws {
        let drawing = TextDrawing(
            boxWidth: 120, boxHeight: 25, baseline: 20,
            runs: [
                TextDrawing.GlyphRun(
                    path: "M0 0L10 -14L20 0Z", x: 0, y: 20, fill: .visible, text: "Einstellungen spei"),
                TextDrawing.GlyphRun(path: "M0 0h2v-2h-2z", x: 110, y: 20, fill: .ellipsis, text: "…"),
                TextDrawing.GlyphRun(path: "M0 0L5 -14Z", x: 120, y: 20, fill: .overflow, text: "chern"),
            ],
            overflow: TextDrawing.Rect(x: 120, y: 0, width: 31.4, height: 25),
            visibleText: "Einstellungen spei…", text: "Einstellungen speichern", pointSize: 21)
        let reporter = HTMLReporter(drawings: { finding in
            finding.key == "settings.save" && finding.locale == "de" ? drawing : nil
        })
        let page = try html(reporter)
        XCTAssertTrue(
            page.contains("<path class=\"fill-visible\" transform=\"translate(0 20)\" d=\"M0 0L10 -14L20 0Z\"/>"))
        XCTAssertTrue(page.contains("class=\"fill-ellipsis\""))
        XCTAssertTrue(page.contains("<rect class=\"cut-region\" x=\"120\" y=\"0\" width=\"31.4\" height=\"25\"/>"))
        XCTAssertTrue(page.contains("Glyph outlines from the measured font"))
        // The other truncations still get the fallback.
        XCTAssertTrue(page.contains("textLength=\"140\""))
        XCTAssertEqual(try JSONDecoder().decode(TextDrawing.self, from: JSONEncoder().encode(drawing)), drawing)
    }

    func testEmptyReport() throws {
        let empty = AuditReport(
            tool: ReporterFixture.tool, summary: AuditSummary(locales: ["en"], sizes: ["Large"]), findings: [])
        let page = try html(report: empty)
        XCTAssertTrue(page.contains("data-total=\"0\""))
        XCTAssertTrue(page.contains("Nothing to show"))
        for format in ReportFormat.allCases {
            XCTAssertNoThrow(try format.makeReporter().render(empty, options: ReportOptions()))
        }
    }
}
