import XCTest
@testable import LegibleCommandLine

/// Malformed specs are programmer errors that `parse` stops on; `specProblems` names them.
final class SpecValidationTests: XCTestCase {
    func testFixtureIsWellFormed() {
        XCTAssertEqual(Fixtures.legible.specProblems(), [])
    }

    func testBadNames() {
        let spec = CommandSpec(name: "Tool", abstract: "A tool.", options: [
            .flag("-v", help: "No long name."),
            .flag("--Verbose", help: "Uppercase."),
            .option("--out", short: "1", valueName: "a file", help: "Digit short, spaced value name."),
        ], arguments: [ArgumentSpec("File", help: "Uppercase.")])
        XCTAssertEqual(spec.specProblems(), [
            "the command name 'Tool' is not lowercase words joined by hyphens",
            "the option name '-v' is not '--' and lowercase words joined by hyphens",
            "the option name '--Verbose' is not '--' and lowercase words joined by hyphens",
            "the short name '-1' of --out is not a letter",
            "the value name 'a file' of --out is empty or has spaces",
            "the argument name 'File' is not lowercase words joined by hyphens",
        ])
    }

    func testDuplicateAndReservedNames() {
        let spec = CommandSpec(name: "tool", abstract: "A tool.", options: [
            .flag("--json", short: "j", help: "JSON."),
            .flag("--json", help: "Again."),
            .flag("--jam", short: "j", help: "Same short name."),
            .flag("--help", help: "Reserved."),
            .flag("--hide", short: "h", help: "Reserved short name."),
        ], arguments: [ArgumentSpec("file", help: "A."), ArgumentSpec("file", help: "B.")])
        XCTAssertEqual(spec.specProblems(), [
            "the option --json is declared twice or is reserved",
            "the short name -j of --jam is declared twice or is reserved",
            "the option --help is declared twice or is reserved",
            "the short name -h of --hide is declared twice or is reserved",
            "the argument file is declared twice",
        ])
    }

    func testArgumentOrder() {
        let spec = CommandSpec(name: "tool", abstract: "A tool.", arguments: [
            ArgumentSpec("paths", arity: .zeroOrMore, help: "Variadic first."),
            ArgumentSpec("maybe", arity: .optional, help: "Optional."),
            ArgumentSpec("needed", help: "Required after optional."),
        ])
        XCTAssertEqual(spec.specProblems(), [
            "the variadic argument <paths> is not the last",
            "the required argument <needed> follows an optional one",
        ])
    }

    func testChoicesAndDefaults() {
        let spec = CommandSpec(name: "tool", abstract: "A tool.", options: [
            .option("--empty", type: .choice([]), help: "No choices."),
            .option("--twice", type: .choice(["a", "a"]), help: "Twice."),
            .option("--comma", type: .choice(["a,b"]), help: "Comma."),
            .option("--format", type: .choice(["text", "json"]), default: "xml", help: "Bad default."),
            .option("--count", type: .int, default: "many", help: "Bad default."),
            .option("--sizes", type: .choice(["L", "XL"]), default: "L,XXL", repetition: .commaSeparated, help: "Bad item."),
        ])
        XCTAssertEqual(spec.specProblems(), [
            "--empty has no choices",
            "--twice lists a choice twice",
            "--comma has a choice that is empty, has a comma or starts with '-'",
            "the default of --format is invalid: 'xml' is not a valid --format; expected one of: text, json",
            "the default of --count is invalid: 'many' is not a valid --count; expected an integer",
            "the default of --sizes is invalid: 'XXL' is not a valid --sizes; expected one of: L, XL",
        ])
    }

    func testSubcommandStructure() {
        let nested = CommandSpec(name: "inner", abstract: "Inner.")
        let spec = CommandSpec(
            name: "tool", abstract: "A tool.",
            options: [.flag("--verbose", short: "v", help: "Verbose.")],
            arguments: [ArgumentSpec("file", help: "Not allowed beside subcommands.")],
            subcommands: [
                CommandSpec(name: "help", abstract: "Reserved."),
                CommandSpec(name: "run", abstract: "Run.", options: [.flag("--verbose", help: "Clash."),
                                                                     .flag("--valid", short: "v", help: "Clash.")]),
                CommandSpec(name: "run", abstract: "Twice."),
                CommandSpec(name: "deep", abstract: "Deep.", subcommands: [nested]),
            ]
        )
        XCTAssertEqual(spec.specProblems(), [
            "'tool' has subcommands, so it cannot take positional arguments",
            "the subcommand 'help' is built in and cannot be declared",
            "tool run: the option --verbose is declared twice or is reserved",
            "tool run: the short name -v of --valid is declared twice or is reserved",
            "the subcommand 'run' is declared twice",
            "'tool deep' has subcommands, but only one level is supported",
        ])
    }

    func testWordsAreLowercaseAlphanumericsJoinedByHyphens() {
        for word in ["audit", "fail-on", "ax2", "a-b-c"] { XCTAssertTrue(CommandSpec.isWord(word), word) }
        for word in ["", "-a", "a-", "a--b", "Audit", "a_b", "a b", "ä"] { XCTAssertFalse(CommandSpec.isWord(word), word) }
    }
}
