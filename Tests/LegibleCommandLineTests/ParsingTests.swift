import XCTest
@testable import LegibleCommandLine

/// Options, flags, typed values, positionals and subcommands, read through `ParsedCommand`.
final class ParsingTests: XCTestCase {
    // MARK: Subcommands

    func testSubcommandPathIsReported() throws {
        let parsed = try parse("audit")
        XCTAssertEqual(parsed.command, ["legible", "audit"])
        XCTAssertEqual(parsed.subcommand, "audit")
    }

    func testEverySubcommandIsReachable() throws {
        let names = ["audit", "measure", "rules", "check", "strings", "baseline", "merge"]
        XCTAssertEqual(Fixtures.legible.subcommands.map(\.name), names)
        let arguments: [String: [String]] = [
            "measure": ["measure", "Hello"], "check": ["check", "report.json"],
            "merge": ["merge", "out.json", "a.json"],
        ]
        for name in names {
            let result = try Fixtures.legible.parse(arguments[name] ?? [name])
            guard case .command(let parsed) = result else { return XCTFail("\(name): \(result)") }
            XCTAssertEqual(parsed.command, ["legible", name])
        }
    }

    func testRootWithoutSubcommandHasNoSubcommand() throws {
        let parsed = try parse()
        XCTAssertEqual(parsed.command, ["legible"])
        XCTAssertNil(parsed.subcommand)
        XCTAssertFalse(parsed.flag("--version"))
        XCTAssertEqual(parsed.positionals, [])
    }

    func testRootFlagBeforeSubcommandIsKept() throws {
        XCTAssertTrue(try parse("--version").flag("--version"))
        let parsed = try parse("--version", "rules")
        XCTAssertEqual(parsed.command, ["legible", "rules"])
        XCTAssertTrue(parsed.flag("--version"))
        XCTAssertFalse(parsed.flag("--json"))
    }

    func testCommandWithoutSubcommandsTakesPositionalsDirectly() throws {
        let tool = CommandSpec(
            name: "tool", abstract: "A tool.",
            options: [.option("--count", type: .int, help: "How many.")],
            arguments: [ArgumentSpec("file", arity: .oneOrMore, help: "Files.")]
        )
        let parsed = try parse("a", "--count", "3", "b", spec: tool)
        XCTAssertEqual(parsed.command, ["tool"])
        XCTAssertNil(parsed.subcommand)
        XCTAssertEqual(parsed.strings("file"), ["a", "b"])
        XCTAssertEqual(parsed.int("--count"), 3)
    }

    // MARK: Options with values

    func testLongOptionWithSeparateValue() throws {
        let parsed = try parse("audit", "--output", "report.json")
        XCTAssertEqual(parsed.string("--output"), "report.json")
        XCTAssertTrue(parsed.isPresent("--output"))
    }

    func testLongOptionWithEqualsValue() throws {
        XCTAssertEqual(try parse("audit", "--output=report.json").string("--output"), "report.json")
        XCTAssertEqual(try parse("audit", "--output=a=b").string("--output"), "a=b")
        XCTAssertEqual(try parse("audit", "--output=").string("--output"), "")
        XCTAssertEqual(try parse("audit", "--output=-weird").string("--output"), "-weird")
        XCTAssertEqual(try parse("audit", "--fail-on=warning").string("--fail-on"), "warning")
    }

    func testShortAlias() throws {
        let parsed = try parse("audit", "-o", "report.json", "-f", "json")
        XCTAssertEqual(parsed.string("--output"), "report.json")
        XCTAssertEqual(parsed.strings("--format"), ["json"])
    }

    func testSingleOptionGivenTwiceKeepsTheLast() throws {
        let parsed = try parse("audit", "--output", "a.json", "-o", "b.json")
        XCTAssertEqual(parsed.string("--output"), "b.json")
        XCTAssertEqual(parsed.strings("--output"), ["b.json"])
    }

    func testRepeatableOptionCollectsValuesInOrder() throws {
        let parsed = try parse("audit", "--fonts", "Fonts", "--fonts=More Fonts", "--fonts", "a,b")
        XCTAssertEqual(parsed.strings("--fonts"), ["Fonts", "More Fonts", "a,b"])
    }

    func testRepeatableOptionIsEmptyWhenAbsent() throws {
        let parsed = try parse("audit")
        XCTAssertEqual(parsed.strings("--fonts"), [])
        XCTAssertFalse(parsed.isPresent("--fonts"))
    }

    func testCommaSeparatedListIsSplitTrimmedAndRepeatable() throws {
        let parsed = try parse("audit", "--format", "text,json", "--format", "sarif", "--sizes", "L, AX2 ,XXL")
        XCTAssertEqual(parsed.strings("--format"), ["text", "json", "sarif"])
        XCTAssertEqual(parsed.strings("--sizes"), ["L", "AX2", "XXL"])
        XCTAssertEqual(try parse("strings", "--locales=de,fr-CA").strings("--locales"), ["de", "fr-CA"])
    }

    func testDefaultsApplyWhenAbsentAndAreReplacedWhenGiven() throws {
        let absent = try parse("audit")
        XCTAssertEqual(absent.strings("--format"), ["text"])
        XCTAssertEqual(absent.strings("--sizes"), ["L", "AX2"])
        XCTAssertEqual(absent.string("--fail-on"), "error")
        XCTAssertEqual(absent.double("--min-scale"), 0.5)
        XCTAssertNil(absent.double("--width"))
        XCTAssertNil(absent.int("--max-lines"))
        XCTAssertNil(absent.string("--output"))
        XCTAssertFalse(absent.isPresent("--format"))

        let given = try parse("audit", "--sizes", "AX3", "--min-scale", "0.75")
        XCTAssertEqual(given.strings("--sizes"), ["AX3"])
        XCTAssertEqual(given.double("--min-scale"), 0.75)
        XCTAssertTrue(given.isPresent("--sizes"))
        XCTAssertEqual(try parse("measure", "x").double("--size"), 17)
    }

    // MARK: Typed values

    func testIntAndDoubleValues() throws {
        let parsed = try parse("audit", "--max-lines", "3", "--width", "120.5", "--min-scale=1e-1")
        XCTAssertEqual(parsed.int("--max-lines"), 3)
        XCTAssertEqual(parsed.ints("--max-lines"), [3])
        XCTAssertEqual(parsed.double("--width"), 120.5)
        XCTAssertEqual(parsed.doubles("--width"), [120.5])
        XCTAssertEqual(parsed.double("--min-scale"), 0.1)
        XCTAssertEqual(try parse("audit", "--width", "120").double("--width"), 120)
    }

    func testRepeatedTypedValues() throws {
        let spec = CommandSpec(name: "tool", abstract: "A tool.", options: [
            .option("--line", type: .int, repetition: .repeatable, help: "Lines."),
            .option("--scale", type: .double, repetition: .commaSeparated, help: "Scales."),
        ])
        let parsed = try parse("--line", "3", "--line", "-7", "--scale", "0.5,2", "--scale", "-1", spec: spec)
        XCTAssertEqual(parsed.ints("--line"), [3, -7])
        XCTAssertEqual(parsed.doubles("--scale"), [0.5, 2, -1])
    }

    func testChoiceValuesAsEnumeration() throws {
        let parsed = try parse("audit", "--format", "sarif,json")
        XCTAssertEqual(parsed.choices("--format", as: Fixtures.OutputFormat.self), [.sarif, .json])
        XCTAssertEqual(try parse("audit").choices("--format", as: Fixtures.OutputFormat.self), [.text])

        enum Severity: String, CaseIterable { case error, warning, never }
        XCTAssertEqual(try parse("audit", "--fail-on", "never").choice("--fail-on", as: Severity.self), .never)
        XCTAssertEqual(try parse("audit").choice("--fail-on", as: Severity.self), .error)
    }

    func testChoiceOfEnumerationListsRawValuesInOrder() {
        XCTAssertEqual(ValueType.choice(of: Fixtures.OutputFormat.self), .choice(["text", "json", "sarif"]))
    }

    // MARK: Negative numbers and dashes

    func testNegativeNumbersAreValues() throws {
        let parsed = try parse("audit", "--width", "-3", "--min-scale", "-0.5", "--max-lines", "-2")
        XCTAssertEqual(parsed.double("--width"), -3)
        XCTAssertEqual(parsed.double("--min-scale"), -0.5)
        XCTAssertEqual(parsed.int("--max-lines"), -2)
        XCTAssertEqual(try parse("audit", "--width", "-.25").double("--width"), -0.25)
        XCTAssertEqual(try parse("audit", "--width=-3").double("--width"), -3)
        XCTAssertEqual(try parse("audit", "--output", "-1").string("--output"), "-1")
    }

    func testNegativeNumbersAreStillValidated() {
        XCTAssertEqual(
            parseError("audit", "--max-lines", "-2.5")?.message,
            "'-2.5' is not a valid --max-lines; expected an integer"
        )
    }

    func testNegativeNumbersAreTypedPositionals() throws {
        let parsed = try parse("check", "report.json", "-3")
        XCTAssertEqual(parsed.int("limit"), -3)
        XCTAssertEqual(parsed.positionals, ["report.json", "-3"])
    }

    func testDoubleDashEndsOptions() throws {
        let parsed = try parse("audit", "--json", "App", "--", "--bold-text", "-o", "--help", "-h")
        XCTAssertTrue(parsed.flag("--json"))
        XCTAssertFalse(parsed.flag("--bold-text"))
        XCTAssertNil(parsed.string("--output"))
        XCTAssertEqual(parsed.strings("path"), ["App", "--bold-text", "-o", "--help", "-h"])
        XCTAssertEqual(try parse("audit", "--", "--").strings("path"), ["--"])
    }

    func testLoneDashIsAValue() throws {
        XCTAssertEqual(try parse("audit", "-").strings("path"), ["-"])
        XCTAssertEqual(try parse("audit", "-o", "-").string("--output"), "-")
    }

    // MARK: Flags

    func testFlags() throws {
        let parsed = try parse("audit", "--json", "--bold-text", "--json")
        XCTAssertTrue(parsed.flag("--json"))
        XCTAssertTrue(parsed.flag("--bold-text"))
        XCTAssertTrue(parsed.isPresent("--json"))
        let absent = try parse("audit")
        XCTAssertFalse(absent.flag("--json"))
        XCTAssertFalse(absent.isPresent("--json"))
    }

    func testShortFlag() throws {
        let spec = CommandSpec(name: "tool", abstract: "A tool.", options: [.flag("--quiet", short: "q", help: "Quiet.")])
        XCTAssertTrue(try parse("-q", spec: spec).flag("--quiet"))
        XCTAssertFalse(try parse(spec: spec).flag("--quiet"))
    }

    // MARK: Positional arguments

    func testVariadicArgumentTakesAllPositionalsAroundOptions() throws {
        let parsed = try parse("audit", "App", "--json", "Other", "-o", "r.json", "Third")
        XCTAssertEqual(parsed.strings("path"), ["App", "Other", "Third"])
        XCTAssertEqual(parsed.positionals, ["App", "Other", "Third"])
        XCTAssertTrue(parsed.isPresent("path"))
        XCTAssertEqual(try parse("audit").strings("path"), [])
        XCTAssertFalse(try parse("audit").isPresent("path"))
    }

    func testRequiredThenOneOrMore() throws {
        let parsed = try parse("merge", "out.json", "a.json", "b.json")
        XCTAssertEqual(parsed.string("output"), "out.json")
        XCTAssertEqual(parsed.strings("baseline"), ["a.json", "b.json"])
        XCTAssertEqual(parsed.positionals, ["out.json", "a.json", "b.json"])
    }

    func testOptionalArgument() throws {
        XCTAssertNil(try parse("rules").string("rule"))
        XCTAssertEqual(try parse("rules", "truncation").string("rule"), "truncation")
        XCTAssertEqual(try parse("check", "r.json").strings("report"), ["r.json"])
        XCTAssertNil(try parse("check", "r.json").int("limit"))
        XCTAssertEqual(try parse("check", "r.json", "12").int("limit"), 12)
    }

    func testTypedPositionalsOfEveryType() throws {
        let spec = CommandSpec(name: "tool", abstract: "A tool.", arguments: [
            ArgumentSpec("mode", type: .choice(["fast", "slow"]), help: "Mode."),
            ArgumentSpec("scale", type: .double, help: "Scale."),
            ArgumentSpec("count", type: .int, arity: .zeroOrMore, help: "Counts."),
        ])
        let parsed = try parse("slow", "1.5", "1", "2", spec: spec)
        XCTAssertEqual(parsed.string("mode"), "slow")
        XCTAssertEqual(parsed.double("scale"), 1.5)
        XCTAssertEqual(parsed.ints("count"), [1, 2])
    }
}
