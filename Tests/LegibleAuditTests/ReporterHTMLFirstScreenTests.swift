import Foundation
import XCTest

@testable import LegibleAudit

/// What the HTML report shows first, and the overflow it shows for text clipped vertically.
final class ReporterHTMLFirstScreenTests: XCTestCase {
    func testFixFirstListsTheWorstRowsBeforeTheStatistics() throws {
        let html = try HTMLReporter().renderString(ReporterFixture.report, options: ReporterFixture.options)
        let fix = try XCTUnwrap(html.range(of: "<h2 id=\"fix-heading\">Fix first</h2>"))
        let summary = try XCTUnwrap(html.range(of: "<h2 id=\"summary-heading\">Summary</h2>"))
        XCTAssertLessThan(fix.lowerBound, summary.lowerBound, "Fix first comes before the statistics")
        let list = html[fix.upperBound...].prefix { _ in true }
        let items = list.components(separatedBy: "</ol>")[0].components(separatedBy: "<li>").dropFirst()
        XCTAssertEqual(items.count, HTMLReporter.fixFirstCount)
        // Errors first, the row that fails in the most locales first among them.
        XCTAssertTrue(items.first?.contains("href=\"#row-1\"><code>settings.save</code>") == true, items.first ?? "")
        XCTAssertTrue(items.first?.contains("3 locales (ar, de, ja)") == true)
        XCTAssertTrue(items.allSatisfy { !$0.contains("sev-note") }, "the one note is not among the first five")
        XCTAssertTrue(html.contains("<tbody class=\"group\" id=\"row-1\" data-order=\"0\" data-key=\"settings.save\""))
    }

    func testFixFirstListsAKeyOnceWhateverTheDevices() throws {
        var small = ReporterFixture.findings[1]
        small.element?.name = "iPhone SE"
        var large = small
        large.element?.name = "iPhone 16"
        large.message = "another device"
        let report = AuditReport(
            tool: ReporterFixture.tool, summary: AuditSummary(locales: ["de"]), findings: [small, large])
        let html = try HTMLReporter().renderString(report, options: ReportOptions())
        XCTAssertEqual(html.components(separatedBy: "<tbody class=\"group\"").count - 1, 2, "two rows, one per element")
        let list = html.components(separatedBy: "<ol class=\"fix-first\">")[1].components(separatedBy: "</ol>")[0]
        XCTAssertEqual(list.components(separatedBy: "<li>").count - 1, 1, list)
    }

    func testVerticalClippingShowsAndSortsByTheVerticalOverflow() throws {
        let measurement = MeasurementSummary(
            text: "Mehr erfahren", pointSize: 28, weight: 400, width: 383.42, availableWidth: 120,
            overflow: 263.42, verticalOverflow: 6, lines: 3, visibleText: "Mehr erfahren",
            scale: 1, faces: ["Inter Regular"], lineHeight: 34)
        let clipped = Finding(
            rule: "vertical-clipping", severity: .error, message: "clipped by 6 pt", key: "more",
            table: "Localizable", locale: "de", sizeCategory: "AX1", measurement: measurement)
        var wide = clipped
        wide.rule = "truncation"
        wide.key = "wide"
        wide.measurement?.overflow = 10
        wide.measurement?.verticalOverflow = nil
        XCTAssertEqual(ReportText.overflowText(of: clipped), "6 pt taller")
        XCTAssertEqual(ReportText.overflowText(of: wide), "10 pt")
        XCTAssertTrue(wide.isWorse(than: clipped), "10 pt wider outranks 6 pt taller, not 263.42 pt")
        let report = AuditReport(
            tool: ReporterFixture.tool, summary: AuditSummary(locales: ["de"], sizes: ["AX1"]),
            findings: [clipped, wide])
        let html = try HTMLReporter().renderString(report, options: ReportOptions())
        XCTAssertTrue(
            html.contains("data-key=\"more\" data-rule=\"vertical-clipping\" data-rank=\"2\" data-overflow=\"6\""), html
        )
        XCTAssertTrue(html.contains("<td class=\"num\" data-label=\"Overflow\">6 pt taller</td>"))
        XCTAssertTrue(html.contains("<span>+6 pt tall</span>"))
        XCTAssertTrue(html.contains("<dt>Height</dt><dd>6 pt more than the frame (3 lines of 34 pt)</dd>"))
        XCTAssertFalse(html.contains("263.42 pt<"), "the horizontal figure is not the one shown for the row")
        // The wider row comes first: it overflows more.
        let more = try XCTUnwrap(html.range(of: "data-key=\"more\""))
        let wider = try XCTUnwrap(html.range(of: "data-key=\"wide\""))
        XCTAssertLessThan(wider.lowerBound, more.lowerBound)
    }

    func testFindingsReadAsCardsOnAPhoneAndTheTableHasNoColumnPerLocale() throws {
        let html = try HTMLReporter().renderString(ReporterFixture.report, options: ReporterFixture.options)
        let phone = try XCTUnwrap(html.range(of: "@media (max-width: 640px) {"))
        let rules = html[phone.upperBound...].components(separatedBy: "\n    }")[0]
        XCTAssertTrue(
            rules.contains(
                "#findings, #findings tbody, #findings tr, #findings th[scope=row], #findings td { display: block; }"))
        XCTAssertTrue(rules.contains("#findings td[data-label]::before { content: attr(data-label)"))
        // Six columns whatever the number of locales: it fits a 1,400 px window.
        let head = try XCTUnwrap(
            html.components(separatedBy: "<thead><tr><th scope=\"col\"><button type=\"button\" data-sort=\"key\">")
                .dropFirst().first)
        XCTAssertEqual(
            head.components(separatedBy: "</tr></thead>")[0].components(separatedBy: "<th scope=\"col\"").count, 6)
        XCTAssertTrue(html.contains("<td colspan=\"6\">"))
    }
}
