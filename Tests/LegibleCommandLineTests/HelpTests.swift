import XCTest
@testable import LegibleCommandLine

/// Generated help: snapshots, the ways of asking for it, columns and wrapping.
final class HelpTests: XCTestCase {
    // MARK: Snapshots

    func testRootHelpSnapshot() {
        assertHelp(Fixtures.legible.helpText(), """
            OVERVIEW: Finds UI text in iOS apps that will not fit or will not read well.

            USAGE: legible [--version] <subcommand>

            OPTIONS:
              --version   Show the version and the linked HarfBuzz, FreeType and ICU.
              -h, --help  Show help information.

            SUBCOMMANDS:
              audit       Find UI strings that will not fit or will not read well.
              measure     Measure one string as a label would show it.
              rules       List the rules and what each one checks.
              check       Check a report against a limit of findings.
              strings     List the UI strings found under each path.
              baseline    Record the current findings so that later audits report only new
                          ones.
              merge       Merge baselines into one.

              See 'legible help <subcommand>' for detailed help.
            """)
    }

    func testAuditHelpSnapshot() {
        assertHelp(Fixtures.legible.helpText(for: "audit"), """
            OVERVIEW: Find UI strings that will not fit or will not read well.

            Reads the strings files, string catalogs and storyboards under each path,
            measures every string at each Dynamic Type size in every locale, and reports the
            strings that overflow their space or are hard to read.

              legible audit App/ --format json -o report.json
              legible audit --sizes L,AX2 --fail-on warning

            USAGE: legible audit [<options>] [<path> ...]

            ARGUMENTS:
              <path>                     Files or folders to audit; the current folder if
                                         none.

            OPTIONS:
              -f, --format <format>,...  The report formats. (values: text, json, sarif;
                                         default: text)
              -o, --output <file>        Where to write the report; standard output if
                                         absent.
              --sizes <size>,...         The Dynamic Type sizes to measure at. (values: L,
                                         XL, XXL, AX1, AX2, AX3; default: L,AX2)
              --fail-on <severity>       The lowest severity that makes the exit status
                                         non-zero. (values: error, warning, never; default:
                                         error)
              --min-scale <scale>        The smallest text scale that a label may shrink to.
                                         (default: 0.5)
              --width <points>           Override the width of every label, in points.
              --max-lines <n>            Override the line limit of every label.
              --fonts <dir> ...          A folder of fonts to measure with; repeat the
                                         option for more folders.
              --bold-text                Measure as if the Bold Text accessibility setting
                                         were on.
              --json                     The same as --format json.
              -h, --help                 Show help information.
            """)
    }

    func testSmallSubcommandHelpSnapshots() {
        assertHelp(Fixtures.legible.helpText(for: "rules"), """
            OVERVIEW: List the rules and what each one checks.

            USAGE: legible rules [--json] [<rule>]

            ARGUMENTS:
              <rule>      Show only this rule.

            OPTIONS:
              --json      Write the list as JSON.
              -h, --help  Show help information.
            """)
        assertHelp(Fixtures.legible.helpText(for: "merge"), """
            OVERVIEW: Merge baselines into one.

            USAGE: legible merge <output> <baseline> ...

            ARGUMENTS:
              <output>    The merged baseline to write.
              <baseline>  The baselines to merge.

            OPTIONS:
              -h, --help  Show help information.
            """)
        assertHelp(Fixtures.legible.helpText(for: "strings"), """
            OVERVIEW: List the UI strings found under each path.

            USAGE: legible strings [--locales <locale>,...] [<path> ...]

            ARGUMENTS:
              <path>                  Files or folders to read.

            OPTIONS:
              --locales <locale>,...  Only these locales (BCP 47 tags).
              -h, --help              Show help information.
            """)
    }

    func testHelpOfACommandWithoutSubcommandsAndWithChoiceArgument() {
        let tool = CommandSpec(
            name: "tool", abstract: "A tool.",
            options: [.option("--count", short: "c", type: .int, default: "3", help: "How many.")],
            arguments: [ArgumentSpec("mode", type: .choice(["fast", "slow"]), help: "The mode.")]
        )
        assertHelp(tool.helpText(), """
            OVERVIEW: A tool.

            USAGE: tool [--count <count>] <mode>

            ARGUMENTS:
              <mode>               The mode. (values: fast, slow)

            OPTIONS:
              -c, --count <count>  How many. (default: 3)
              -h, --help           Show help information.
            """)
    }

    // MARK: Asking for help

    func testEveryWayOfAskingForSubcommandHelpGivesTheSameText() throws {
        let expected = Fixtures.legible.helpText(for: "audit")
        for arguments in [
            ["audit", "--help"], ["audit", "-h"], ["help", "audit"], ["help", "audit", "--help"],
            ["audit", "App", "--json", "-h"], ["--version", "audit", "--help"],
        ] {
            let result = try Fixtures.legible.parse(arguments)
            XCTAssertEqual(result, .help(command: ["legible", "audit"], text: expected), "\(arguments)")
        }
    }

    func testEveryWayOfAskingForRootHelpGivesTheSameText() throws {
        let expected = Fixtures.legible.helpText()
        for arguments in [["--help"], ["-h"], ["help"], ["help", "help"], ["help", "--help"], ["--version", "-h"]] {
            let result = try Fixtures.legible.parse(arguments)
            XCTAssertEqual(result, .help(command: ["legible"], text: expected), "\(arguments)")
        }
    }

    func testHelpWinsOverMistakesInTheSameCommand() throws {
        let audit = Fixtures.legible.helpText(for: "audit")
        XCTAssertEqual(try parseHelp("audit", "--zzz", "--help")?.text, audit)
        XCTAssertEqual(try parseHelp("audit", "--format", "xml", "-h")?.text, audit)
        XCTAssertEqual(try parseHelp("audit", "--format", "--help")?.text, audit)
        XCTAssertEqual(try parseHelp("audit", "--json=yes", "--help")?.text, audit)
        XCTAssertEqual(try parseHelp("merge", "--help")?.text, Fixtures.legible.helpText(for: "merge"))
        XCTAssertEqual(try parseHelp("rules", "a", "b", "--help")?.text, Fixtures.legible.helpText(for: "rules"))
        XCTAssertEqual(try parseHelp("audti", "--help")?.command, ["legible"])
    }

    func testHelpAfterDoubleDashIsNotHelp() throws {
        XCTAssertEqual(try parse("audit", "--", "--help").strings("path"), ["--help"])
        XCTAssertEqual(parseError("audit", "--zzz", "--", "--help")?.kind, .unknownOption("--zzz", suggestion: nil))
    }

    func testHelpForCommandWithoutSubcommands() throws {
        let tool = CommandSpec(name: "tool", abstract: "A tool.", arguments: [ArgumentSpec("file", help: "A file.")])
        XCTAssertEqual(try parseHelp("-h", spec: tool)?.command, ["tool"])
        XCTAssertEqual(try parseHelp("-h", spec: tool)?.text, tool.helpText())
        // Without subcommands, `help` is an ordinary value.
        XCTAssertEqual(try parse("help", spec: tool).string("file"), "help")
    }

    // MARK: Layout

    func testEveryHelpLineFitsIn80ColumnsWithoutTrailingSpaces() {
        for name in [nil] + Fixtures.legible.subcommands.map(\.name) {
            for line in Fixtures.legible.helpText(for: name).split(separator: "\n") {
                XCTAssertLessThanOrEqual(line.count, 80, "\(name ?? "root"): \(line)")
                XCTAssertFalse(line.hasSuffix(" "), "\(name ?? "root"): '\(line)'")
            }
        }
    }

    func testLongLabelPutsItsHelpOnTheNextLine() {
        let tool = CommandSpec(name: "tool", abstract: "A tool.", options: [
            .option("--a-very-long-option-name", valueName: "long-value", help: "Long."),
            .flag("--short", help: "Short."),
        ])
        assertHelp(tool.helpText(), """
            OVERVIEW: A tool.

            USAGE: tool [--a-very-long-option-name <long-value>] [--short]

            OPTIONS:
              --a-very-long-option-name <long-value>
                                          Long.
              --short                     Short.
              -h, --help                  Show help information.
            """)
    }

    func testUsageFoldsOptionsOnlyWhenTheLineIsTooLong() {
        let options = (1...5).map { OptionSpec.flag("--flag-number-\($0)", help: "A flag.") }
        let short = CommandSpec(name: "tool", abstract: "A tool.", options: Array(options.prefix(3)))
        let long = CommandSpec(name: "tool", abstract: "A tool.", options: options)
        XCTAssertTrue(short.helpText().contains("USAGE: tool [--flag-number-1] [--flag-number-2] [--flag-number-3]\n"))
        XCTAssertTrue(long.helpText().contains("USAGE: tool [<options>]\n"))
    }

    func testWrappingGivesAnOverlongWordItsOwnLine() {
        let word = String(repeating: "x", count: 90)
        XCTAssertEqual(HelpFormatter.wrapLines("a \(word) b", prefix: "", indent: 2), ["a", "  " + word, "  b"])
        XCTAssertEqual(HelpFormatter.wrapLines("", prefix: "  label  ", indent: 9), ["  label"])
    }

    func testDiscussionParagraphsAreWrappedAndExamplesKept() {
        let text = "one two\nthree\n\n\n  keep   this\n  as is\n   \nlast"
        XCTAssertEqual(HelpFormatter.paragraphs(text), "one two three\n\n  keep   this\n  as is\n\nlast")
    }

    // MARK: Helpers

    /// Compares help line by line, so a failure names the first line that differs.
    private func assertHelp(_ actual: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        let actualLines = actual.components(separatedBy: "\n")
        let expectedLines = expected.components(separatedBy: "\n")
        for (number, (got, want)) in zip(actualLines, expectedLines).enumerated() where got != want {
            XCTFail("line \(number + 1):\n  got:  '\(got)'\n  want: '\(want)'", file: file, line: line)
            return
        }
        XCTAssertEqual(actualLines.count, expectedLines.count, "line count; got:\n\(actual)", file: file, line: line)
    }
}
