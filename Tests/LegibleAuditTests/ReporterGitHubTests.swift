import Foundation
import XCTest

@testable import LegibleAudit

/// `--format github`: GitHub Actions workflow commands, against the golden file and the
/// escaping rules of the Actions toolkit (`@actions/core` `command.ts`).
final class ReporterGitHubTests: XCTestCase {
    func testGolden() throws {
        let data = try GitHubReporter().render(ReporterFixture.report, options: ReporterFixture.options)
        ReporterFixture.assertGolden(data, named: "github.txt")
    }

    /// One command per finding and diagnostic, each naming its level, and then the summary line.
    func testOneCommandPerFindingAndDiagnostic() throws {
        let text = try GitHubReporter().renderString(ReporterFixture.report, options: ReporterFixture.options)
        let lines = text.split(separator: "\n").map(String.init)
        let report = ReporterFixture.report
        XCTAssertEqual(lines.count, report.findings.count + report.diagnostics.count + 1)
        for severity in Severity.allCases {
            let expected =
                report.findings.filter { $0.severity == severity }.count
                + report.diagnostics.filter { $0.level == severity }.count
            let level = GitHubReporter.level(severity)
            XCTAssertEqual(lines.filter { $0.hasPrefix("::\(level) ") }.count, expected, level)
        }
        XCTAssertTrue(lines.last?.hasPrefix("Legible: ") ?? false, text)
        XCTAssertFalse(text.contains("/project/"), "paths are relative")
    }

    func testEscaping() {
        XCTAssertEqual(GitHubReporter.escapeData("50% off\r\nnow: a, b"), "50%25 off%0D%0Anow: a, b")
        XCTAssertEqual(GitHubReporter.escapeProperty("a:b,c%\n"), "a%3Ab%2Cc%25%0A")
        let command = GitHubReporter.command(
            "warning", location: SourceLocation(file: "App/de,at:1.strings", line: 3, column: 0),
            title: "Title, case", message: "line 1\nline 2 100%")
        XCTAssertEqual(
            command, "::warning file=App/de%2Cat%3A1.strings,line=3,title=Title%2C case::line 1%0Aline 2 100%25")
        XCTAssertEqual(GitHubReporter.command("notice", location: nil, title: "t", message: "m"), "::notice title=t::m")
    }
}
