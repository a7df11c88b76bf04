import Foundation
import LegibleAudit
import XCTest

/// The command line on swift-argument-parser, as a user meets it: exit status 2 and
/// "did you mean" for mistakes, value lists, completions, and the option combinations that
/// used to be silently ignored.
extension CommandLineTests {
    func testUsageErrorsExitWith2AndSuggest() throws {
        let option = try legible(["audit", "--fial-on", "error"])
        XCTAssertEqual(option.status, 2, option.error)
        XCTAssertTrue(
            option.error.hasPrefix("error: Unknown option '--fial-on'. Did you mean '--fail-on'?"), option.error)
        XCTAssertEqual(option.output, "")

        let value = try legible(["audit", "--format", "jsn"])
        XCTAssertEqual(value.status, 2)
        XCTAssertTrue(
            value.error.contains("The value 'jsn' is invalid for '-f <format>'")
                || value.error.contains("The value 'jsn' is invalid for '--format <format>'"), value.error)
        XCTAssertTrue(value.error.contains("Did you mean 'json' for 'jsn'?"), value.error)

        let item = try legible(["audit", "--sizes", "Large,AX9"])
        XCTAssertEqual(item.status, 2)
        XCTAssertTrue(item.error.contains("Did you mean 'AX1' for 'AX9' in 'Large,AX9'?"), item.error)

        let failOn = try legible(["audit", "--fail-on", "warnin"])
        XCTAssertEqual(failOn.status, 2)
        XCTAssertTrue(failOn.error.contains("Please provide one of 'error', 'warning' or 'never'."), failOn.error)
        XCTAssertTrue(failOn.error.contains("Did you mean 'warning' for 'warnin'?"), failOn.error)

        let command = try legible(["audti", "."])
        XCTAssertEqual(command.status, 2)
        XCTAssertTrue(
            command.error.hasPrefix("error: unknown subcommand 'audti'; did you mean 'audit'?"), command.error)

        let missing = try legible(["measure"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.error.contains("Missing expected argument '<text>'"), missing.error)

        let report = try legible(["audit", "--report", "jsno=out.json"])
        XCTAssertEqual(report.status, 2)
        XCTAssertTrue(
            report.error.contains("'jsno' in --report 'jsno=out.json' is not a report format; did you mean 'json'?"),
            report.error)
    }

    /// Help lists each option's values; a bare `legible` prints the root help and exits 0.
    func testHelpListsValuesAndVersion() throws {
        let help = try legible(["audit", "--help"])
        XCTAssertEqual(help.status, 0)
        // Wrapped at the terminal's width: compared with single spaces.
        let text = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let formats = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        XCTAssertTrue(text.contains("(values: \(formats))"), text)
        XCTAssertTrue(text.contains("(values: error, warning, never; default: error)"), text)
        let root = try legible([])
        XCTAssertEqual(root.status, 0)
        XCTAssertTrue(root.output.contains("SUBCOMMANDS:"), root.output)
        XCTAssertTrue(root.output.contains("audit"), root.output)
    }

    func testCompletionScripts() throws {
        for (shell, marker) in [
            ("zsh", "#compdef legible"), ("bash", "complete -o filenames -F"), ("fish", "complete -c 'legible'"),
        ] {
            let run = try legible(["--generate-completion-script", shell])
            XCTAssertEqual(run.status, 0, run.error)
            XCTAssertTrue(run.output.contains(marker), "\(shell): \(run.output.prefix(200))")
            // The values of an option are offered (here --fail-on's).
            XCTAssertTrue(run.output.contains("warning"), shell)
        }
    }

    /// `--font-size` with `--style`: the fixed size scales with the style, as
    /// `UIFontMetrics(forTextStyle:).scaledFont(for:)` does; alone it never scales
    /// (issue 12: `--style` was silently ignored).
    func testFontSizeWithStyleScalesWithTheStyle() throws {
        func pointSize(_ arguments: [String]) throws -> Double {
            let run = try legible(["measure", "Done", "--json"] + arguments)
            XCTAssertEqual(run.status, 0, run.error)
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            return try XCTUnwrap(object["pointSize"] as? Double)
        }
        XCTAssertEqual(try pointSize(["--font-size", "10", "--size", "AX3"]), 10, "a fixed size never scales")
        XCTAssertEqual(try pointSize(["--font-size", "10", "--style", "caption2", "--size", "Large"]), 10)
        // caption2 is 11 pt at Large and 30 pt at AX3 (Apple's Dynamic Type sizes table, see
        // Sources/LegibleText/DynamicType): 10 pt scales by 30 / 11.
        let scaled = try pointSize(["--font-size", "10", "--style", "caption2", "--size", "AX3"])
        let caption2AX3 = try pointSize(["--style", "caption2", "--size", "AX3"])
        let caption2Large = try pointSize(["--style", "caption2", "--size", "Large"])
        XCTAssertEqual(caption2Large, 11)
        XCTAssertEqual(scaled, 10 * caption2AX3 / caption2Large, accuracy: 0.5)
        XCTAssertGreaterThan(scaled, 20)
    }

    /// Counted nouns agree with their number ("1 file read", not "1 files read").
    func testPluralsInListings() throws {
        let folder = try project(catalog: Self.catalog, config: Self.config)
        let strings = try legible(["strings", "Localizable.xcstrings"], in: folder)
        XCTAssertEqual(strings.status, 0, strings.error)
        XCTAssertTrue(strings.output.contains("2 strings, 1 key, 2 locales, 1 file;"), strings.output)
        let progress = try legible(["audit", ".", "--progress", "--fail-on", "never"], in: folder)
        XCTAssertTrue(progress.error.contains("1 file read"), progress.error)
        XCTAssertFalse(progress.error.contains("1 files"), progress.error)
        let gate = try legible(
            [
                "audit", ".", "--sizes", "Large", "--bold-text", "off", "--locales", "ja",
                "--max-findings", "0", "--format", "json", "--no-progress",
            ], in: folder)
        XCTAssertEqual(gate.status, 1, gate.error)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(gate.output.utf8)) as? [String: Any])
        let count = try XCTUnwrap(report["findings"] as? [Any]).count
        let expected = count == 1 ? "1 finding exceeds the maximum of 0" : "\(count) findings exceed the maximum of 0"
        XCTAssertTrue(gate.error.contains(expected), gate.error)
    }

    /// `--format github` prints workflow commands and appends the Markdown summary to
    /// `$GITHUB_STEP_SUMMARY`.
    func testGitHubFormatAndStepSummary() throws {
        let folder = try project(catalog: Self.catalog, config: Self.config)
        let summary = folder.appendingPathComponent("summary.md")
        try Data("before\n".utf8).write(to: summary)
        let tool = try XCTUnwrap(Self.tool)
        let run = try Self.run(
            tool, ["audit", ".", "--format", "github", "--no-progress"], in: folder,
            environment: ["GITHUB_STEP_SUMMARY": summary.path, "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(run.status, 1, run.error)
        let line = try XCTUnwrap(run.output.split(separator: "\n").first { $0.hasPrefix("::error ") }, run.output)
        XCTAssertTrue(line.hasPrefix("::error file=Localizable.xcstrings,line="), String(line))
        XCTAssertTrue(line.contains(",title=Truncation (truncation)::"), String(line))
        XCTAssertTrue(line.contains("エクスプローラー"), String(line))
        let written = try String(contentsOf: summary, encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("before\n### Legible: "), written)
    }
}
