import XCTest
@testable import LegibleCommandLine

/// A `legible` command tree shaped like the real one, used by every test.
enum Fixtures {
    enum OutputFormat: String, CaseIterable { case text, json, sarif }

    /// An option group shared between subcommands.
    static let fontOptions: [OptionSpec] = [
        .option("--fonts", valueName: "dir", repetition: .repeatable,
                help: "A folder of fonts to measure with; repeat the option for more folders."),
        .flag("--bold-text", help: "Measure as if the Bold Text accessibility setting were on."),
    ]

    static let audit = CommandSpec(
        name: "audit",
        abstract: "Find UI strings that will not fit or will not read well.",
        discussion: """
            Reads the strings files, string catalogs and storyboards under each path, measures \
            every string at each Dynamic Type size in every locale, and reports the strings that \
            overflow their space or are hard to read.

              legible audit App/ --format json -o report.json
              legible audit --sizes L,AX2 --fail-on warning
            """,
        options: [
            .option("--format", short: "f", type: .choice(of: OutputFormat.self), default: "text",
                    repetition: .commaSeparated, help: "The report formats."),
            .option("--output", short: "o", valueName: "file",
                    help: "Where to write the report; standard output if absent."),
            .option("--sizes", type: .choice(["L", "XL", "XXL", "AX1", "AX2", "AX3"]), valueName: "size",
                    default: "L,AX2", repetition: .commaSeparated, help: "The Dynamic Type sizes to measure at."),
            .option("--fail-on", type: .choice(["error", "warning", "never"]), valueName: "severity",
                    default: "error", help: "The lowest severity that makes the exit status non-zero."),
            .option("--min-scale", type: .double, valueName: "scale", default: "0.5",
                    help: "The smallest text scale that a label may shrink to."),
            .option("--width", type: .double, valueName: "points",
                    help: "Override the width of every label, in points."),
            .option("--max-lines", type: .int, valueName: "n", help: "Override the line limit of every label."),
        ] + fontOptions + [
            .flag("--json", help: "The same as --format json."),
        ],
        arguments: [
            ArgumentSpec("path", arity: .zeroOrMore, help: "Files or folders to audit; the current folder if none."),
        ]
    )

    static let measure = CommandSpec(
        name: "measure",
        abstract: "Measure one string as a label would show it.",
        options: [
            .option("--font", valueName: "file", help: "The font file to shape with."),
            .option("--size", type: .double, valueName: "points", default: "17", help: "The point size."),
        ] + fontOptions,
        arguments: [ArgumentSpec("text", help: "The string to measure.")]
    )

    static let rules = CommandSpec(
        name: "rules",
        abstract: "List the rules and what each one checks.",
        options: [.flag("--json", help: "Write the list as JSON.")],
        arguments: [ArgumentSpec("rule", arity: .optional, help: "Show only this rule.")]
    )

    static let check = CommandSpec(
        name: "check",
        abstract: "Check a report against a limit of findings.",
        arguments: [
            ArgumentSpec("report", help: "The JSON report to check."),
            ArgumentSpec("limit", type: .int, arity: .optional, help: "The most findings allowed."),
        ]
    )

    static let strings = CommandSpec(
        name: "strings",
        abstract: "List the UI strings found under each path.",
        options: [
            .option("--locales", valueName: "locale", repetition: .commaSeparated,
                    help: "Only these locales (BCP 47 tags)."),
        ],
        arguments: [ArgumentSpec("path", arity: .zeroOrMore, help: "Files or folders to read.")]
    )

    static let baseline = CommandSpec(
        name: "baseline",
        abstract: "Record the current findings so that later audits report only new ones.",
        options: [.option("--output", short: "o", valueName: "file", default: "legible-baseline.json",
                          help: "Where to write the baseline.")],
        arguments: [ArgumentSpec("path", arity: .zeroOrMore, help: "Files or folders to audit.")]
    )

    static let merge = CommandSpec(
        name: "merge",
        abstract: "Merge baselines into one.",
        arguments: [
            ArgumentSpec("output", help: "The merged baseline to write."),
            ArgumentSpec("baseline", arity: .oneOrMore, help: "The baselines to merge."),
        ]
    )

    static let legible = CommandSpec(
        name: "legible",
        abstract: "Finds UI text in iOS apps that will not fit or will not read well.",
        options: [.flag("--version", help: "Show the version and the linked HarfBuzz, FreeType and ICU.")],
        subcommands: [audit, measure, rules, check, strings, baseline, merge]
    )
}

extension XCTestCase {
    /// Parses `arguments` against the `legible` fixture and expects a command, not help.
    func parse(
        _ arguments: String..., spec: CommandSpec = Fixtures.legible, file: StaticString = #filePath, line: UInt = #line
    ) throws -> ParsedCommand {
        let result = try spec.parse(arguments)
        guard case .command(let parsed) = result else {
            XCTFail("expected a command, got \(result)", file: file, line: line)
            throw CommandLineError(.unexpectedArgument("(help)"), command: [])
        }
        return parsed
    }

    /// Parses `arguments` and returns the error it throws, failing if it does not throw one.
    func parseError(
        _ arguments: String..., spec: CommandSpec = Fixtures.legible, file: StaticString = #filePath, line: UInt = #line
    ) -> CommandLineError? {
        do throws(CommandLineError) {
            let result = try spec.parse(arguments)
            XCTFail("expected an error, got \(result)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    /// Parses `arguments` and returns the help text, failing if the result is not help.
    func parseHelp(
        _ arguments: String..., spec: CommandSpec = Fixtures.legible, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (command: [String], text: String)? {
        let result = try spec.parse(arguments)
        guard case .help(let command, let text) = result else {
            XCTFail("expected help, got \(result)", file: file, line: line)
            return nil
        }
        return (command, text)
    }
}
