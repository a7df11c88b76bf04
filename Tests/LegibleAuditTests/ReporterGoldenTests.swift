import Foundation
import XCTest

@testable import LegibleAudit

/// Every format, from the one fixed set of findings, against its golden file.
/// `LEGIBLE_RECORD_GOLDEN=1 swift test --filter LegibleAuditTests.ReporterGoldenTests`
/// rewrites the golden files (and fails, so the diff gets reviewed).
final class ReporterGoldenTests: XCTestCase {
    private func render(_ format: ReportFormat) throws -> Data {
        try format.makeReporter().render(ReporterFixture.report, options: ReporterFixture.options)
    }

    func testText() throws {
        ReporterFixture.assertGolden(try render(.text), named: "report.txt")
    }

    func testJSON() throws {
        ReporterFixture.assertGolden(try render(.json), named: "report.json")
    }

    func testSARIF() throws {
        ReporterFixture.assertGolden(try render(.sarif), named: "report.sarif")
    }

    func testJUnit() throws {
        ReporterFixture.assertGolden(try render(.junit), named: "junit.xml")
    }

    func testMarkdown() throws {
        ReporterFixture.assertGolden(try render(.markdown), named: "report.md")
    }

    func testHTML() throws {
        ReporterFixture.assertGolden(try render(.html), named: "report.html")
    }

    /// Same input, same bytes, whatever order the findings came in.
    func testOutputDoesNotDependOnInputOrder() throws {
        var reversed = ReporterFixture.report
        reversed.findings.reverse()
        reversed.diagnostics.reverse()
        for format in ReportFormat.allCases {
            let reporter = format.makeReporter()
            XCTAssertEqual(
                try reporter.render(ReporterFixture.report, options: ReporterFixture.options),
                try reporter.render(reversed, options: ReporterFixture.options), "\(format)")
        }
    }

    /// Paths are relative to the base folder; the wall time appears only when asked for.
    func testRelativePathsAndNoTimingByDefault() throws {
        for format in ReportFormat.allCases {
            let text = try format.makeReporter().renderString(ReporterFixture.report, options: ReporterFixture.options)
            XCTAssertFalse(text.contains("/project/"), "\(format) leaks an absolute path")
            XCTAssertFalse(
                text.contains("1.25 s") || text.contains("durationSeconds"), "\(format) writes the wall time unasked")
        }
        var options = ReporterFixture.options
        options.includeTiming = true
        let text = try TextReporter().renderString(ReporterFixture.report, options: options)
        XCTAssertTrue(text.contains("Time: 1.25 s."))
        let json = try JSONReporter().renderString(ReporterFixture.report, options: options)
        XCTAssertTrue(json.contains("\"durationSeconds\" : 1.25"))
    }

    /// The command line makes its report's paths relative in place before writing it, so that
    /// no reporter copies the findings: every format's bytes stay those of the report as read.
    func testPathsMadeRelativeInPlaceWriteTheSameReports() throws {
        var relative = ReporterFixture.report
        relative.makeFindingPathsRelative(to: ReporterFixture.base)
        let files = Set(relative.findings.compactMap(\.file))
        XCTAssertFalse(files.isEmpty)
        XCTAssertFalse(files.contains { $0.hasPrefix("/project/") }, "\(files)")
        XCTAssertEqual(
            Set(
                ReporterFixture.report.findings.compactMap(\.file).map {
                    $0.replacingOccurrences(of: "/project/", with: "")
                }),
            files)
        for format in ReportFormat.allCases {
            let reporter = format.makeReporter()
            XCTAssertEqual(
                try reporter.render(ReporterFixture.report, options: ReporterFixture.options),
                try reporter.render(relative, options: ReporterFixture.options), "\(format)")
        }
        // A path outside the base folder is kept as it is.
        var outside = ReporterFixture.report
        outside.findings[0].file = "/elsewhere/Localizable.strings"
        outside.makeFindingPathsRelative(to: ReporterFixture.base)
        XCTAssertEqual(outside.findings[0].file, "/elsewhere/Localizable.strings")
    }

    func testFormatNamesAndReporters() {
        for format in ReportFormat.allCases {
            XCTAssertEqual(ReportFormat(name: format.rawValue), format)
            XCTAssertEqual(format.makeReporter().format, format)
        }
        XCTAssertEqual(ReportFormat(name: "MD"), .markdown)
        XCTAssertNil(ReportFormat(name: "pdf"))
    }
}
