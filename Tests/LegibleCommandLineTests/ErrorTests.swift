import XCTest
@testable import LegibleCommandLine

/// Every `CommandLineError`: its kind, the command it names, and its exact message.
final class ErrorTests: XCTestCase {
    /// A command with a comma-separated list of strings and a choice argument.
    private let tool = CommandSpec(
        name: "tool", abstract: "A tool.",
        options: [.option("--tags", valueName: "tag", repetition: .commaSeparated, help: "Tags.")],
        arguments: [ArgumentSpec("mode", type: .choice(["fast", "slow"]), arity: .optional, help: "Mode.")]
    )

    // MARK: Unknown options

    func testUnknownOptionSuggestsTheClosest() throws {
        let error = try XCTUnwrap(parseError("audit", "--fial-on", "error"))
        XCTAssertEqual(error.kind, .unknownOption("--fial-on", suggestion: "--fail-on"))
        XCTAssertEqual(error.command, ["legible", "audit"])
        XCTAssertEqual(error.message, "unknown option '--fial-on'; did you mean --fail-on?")
        XCTAssertEqual(error.description, error.message)
        XCTAssertEqual(error.usageHint, "Run 'legible audit --help' for usage.")
    }

    func testUnknownOptionSuggestionsByDistanceAndPrefix() {
        XCTAssertEqual(parseError("audit", "--fromat=json")?.message, "unknown option '--fromat'; did you mean --format?")
        XCTAssertEqual(parseError("audit", "--jsn")?.message, "unknown option '--jsn'; did you mean --json?")
        XCTAssertEqual(parseError("audit", "--fail")?.message, "unknown option '--fail'; did you mean --fail-on?")
        XCTAssertEqual(parseError("audit", "--hepl")?.message, "unknown option '--hepl'; did you mean --help?")
        XCTAssertEqual(parseError("audit", "-format", "json")?.message, "unknown option '-format'; did you mean --format?")
    }

    func testUnknownOptionWithoutSuggestion() {
        XCTAssertEqual(parseError("audit", "--zzz")?.message, "unknown option '--zzz'")
        XCTAssertEqual(parseError("audit", "-x")?.message, "unknown option '-x'")
        XCTAssertEqual(parseError("audit", "-xyzzy")?.message, "unknown option '-xyzzy'")
        XCTAssertEqual(parseError("--format", "json")?.message, "unknown option '--format'")
        XCTAssertEqual(parseError("--format", "json")?.usageHint, "Run 'legible --help' for usage.")
    }

    func testRootOptionIsUnknownAfterTheSubcommand() {
        let error = parseError("audit", "--version")
        XCTAssertEqual(error?.kind, .unknownOption("--version", suggestion: nil))
        XCTAssertEqual(error?.command, ["legible", "audit"])
    }

    // MARK: Values

    func testMissingValueAtTheEnd() throws {
        let error = try XCTUnwrap(parseError("audit", "--format"))
        XCTAssertEqual(error.kind, .missingValue(option: "--format", valueName: "format"))
        XCTAssertEqual(error.message, "missing value for --format <format>")
        XCTAssertEqual(parseError("audit", "-o")?.message, "missing value for --output <file>")
    }

    func testMissingValueBeforeAnotherOption() {
        XCTAssertEqual(parseError("audit", "--output", "--json")?.message, "missing value for --output <file>")
        XCTAssertEqual(parseError("audit", "--width", "-x")?.message, "missing value for --width <points>")
        XCTAssertEqual(parseError("audit", "--output", "--")?.message, "missing value for --output <file>")
    }

    func testInvalidChoice() throws {
        let error = try XCTUnwrap(parseError("audit", "--format", "xml"))
        XCTAssertEqual(error.kind, .invalidValue("xml", for: "--format", expected: .oneOf(["text", "json", "sarif"])))
        XCTAssertEqual(error.message, "'xml' is not a valid --format; expected one of: text, json, sarif")
        XCTAssertEqual(error.usageHint, "Run 'legible audit --help' for usage.")
        XCTAssertEqual(
            parseError("audit", "--fail-on=Error")?.message,
            "'Error' is not a valid --fail-on; expected one of: error, warning, never"
        )
    }

    func testInvalidItemOfACommaSeparatedList() {
        XCTAssertEqual(
            parseError("audit", "-f", "text,xml")?.message,
            "'xml' is not a valid --format; expected one of: text, json, sarif"
        )
        XCTAssertEqual(
            parseError("audit", "--sizes", "L,,AX2")?.message,
            "'' is not a valid --sizes; expected one of: L, XL, XXL, AX1, AX2, AX3"
        )
        XCTAssertEqual(
            parseError("--tags", "a,,b", spec: tool)?.message,
            "'' is not a valid --tags; expected a non-empty value"
        )
        XCTAssertEqual(parseError("--tags=", spec: tool)?.kind, .invalidValue("", for: "--tags", expected: .nonEmpty))
    }

    func testInvalidInteger() {
        XCTAssertEqual(parseError("audit", "--max-lines", "two")?.message, "'two' is not a valid --max-lines; expected an integer")
        XCTAssertEqual(parseError("audit", "--max-lines", "2.0")?.message, "'2.0' is not a valid --max-lines; expected an integer")
    }

    func testInvalidNumber() {
        XCTAssertEqual(parseError("audit", "--width", "wide")?.message, "'wide' is not a valid --width; expected a number")
        XCTAssertEqual(parseError("audit", "--width", "nan")?.message, "'nan' is not a valid --width; expected a number")
        XCTAssertEqual(parseError("audit", "--width=inf")?.message, "'inf' is not a valid --width; expected a number")
        XCTAssertEqual(parseError("audit", "--width", "")?.message, "'' is not a valid --width; expected a number")
    }

    func testInvalidPositionalValue() throws {
        let error = try XCTUnwrap(parseError("check", "report.json", "many"))
        XCTAssertEqual(error.kind, .invalidValue("many", for: "<limit>", expected: .integer))
        XCTAssertEqual(error.message, "'many' is not a valid <limit>; expected an integer")
        XCTAssertEqual(error.command, ["legible", "check"])
        XCTAssertEqual(parseError("medium", spec: tool)?.message, "'medium' is not a valid <mode>; expected one of: fast, slow")
    }

    func testFlagGivenAValue() throws {
        let error = try XCTUnwrap(parseError("audit", "--json=yes"))
        XCTAssertEqual(error.kind, .unexpectedValue("yes", flag: "--json"))
        XCTAssertEqual(error.message, "--json does not take a value, but was given 'yes'")
        XCTAssertEqual(parseError("audit", "--json=")?.message, "--json does not take a value, but was given ''")
    }

    // MARK: Arguments

    func testMissingRequiredArgument() throws {
        let error = try XCTUnwrap(parseError("merge"))
        XCTAssertEqual(error.kind, .missingArgument("<output>"))
        XCTAssertEqual(error.message, "missing required argument <output>")
        XCTAssertEqual(error.usageHint, "Run 'legible merge --help' for usage.")
        XCTAssertEqual(parseError("merge", "out.json")?.message, "missing required argument <baseline>")
        XCTAssertEqual(parseError("measure", "--size", "12")?.message, "missing required argument <text>")
    }

    func testUnexpectedExtraArgument() throws {
        let error = try XCTUnwrap(parseError("rules", "truncation", "contrast"))
        XCTAssertEqual(error.kind, .unexpectedArgument("contrast"))
        XCTAssertEqual(error.message, "unexpected argument 'contrast'")
        XCTAssertEqual(error.usageHint, "Run 'legible rules --help' for usage.")
        XCTAssertEqual(parseError("check", "r.json", "3", "4")?.message, "unexpected argument '4'")
        XCTAssertEqual(parseError("help", "audit", "extra")?.message, "unexpected argument 'extra'")
        let noArguments = CommandSpec(name: "tool", abstract: "A tool.")
        XCTAssertEqual(parseError("x", spec: noArguments)?.message, "unexpected argument 'x'")
    }

    // MARK: Subcommands

    func testUnknownSubcommandSuggestsTheClosest() throws {
        let error = try XCTUnwrap(parseError("audti", "App"))
        XCTAssertEqual(error.kind, .unknownSubcommand(
            "audti", suggestion: "audit",
            available: ["audit", "measure", "rules", "check", "strings", "baseline", "merge"]))
        XCTAssertEqual(error.command, ["legible"])
        XCTAssertEqual(error.message, "unknown subcommand 'audti'; did you mean audit?")
        XCTAssertEqual(error.usageHint, "Run 'legible --help' for usage.")
        XCTAssertEqual(parseError("mesure")?.message, "unknown subcommand 'mesure'; did you mean measure?")
        XCTAssertEqual(parseError("base")?.message, "unknown subcommand 'base'; did you mean baseline?")
    }

    func testUnknownSubcommandWithoutSuggestionListsThemAll() {
        XCTAssertEqual(
            parseError("frobnicate")?.message,
            "unknown subcommand 'frobnicate'; expected one of: audit, measure, rules, check, strings, baseline, merge"
        )
    }

    func testUnknownSubcommandAfterHelp() {
        XCTAssertEqual(parseError("help", "rulez")?.message, "unknown subcommand 'rulez'; did you mean rules?")
        XCTAssertEqual(parseError("help", "rulez")?.command, ["legible"])
    }

    // MARK: Order

    func testFirstMistakeInTokenOrderWins() {
        XCTAssertEqual(parseError("audit", "--format", "xml", "--zzz")?.kind,
                       .invalidValue("xml", for: "--format", expected: .oneOf(["text", "json", "sarif"])))
        XCTAssertEqual(parseError("audit", "--zzz", "--format", "xml")?.kind, .unknownOption("--zzz", suggestion: nil))
    }
}
