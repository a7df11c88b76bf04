import Foundation
import LegibleAudit
import LegibleCommandLine
import LegibleText

/// `legible audit [PATH…]`: audits string catalogs.
enum AuditCommand: Subcommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "audit",
            abstract: "Audit an app's strings: truncation at every Dynamic Type size, tap targets, HIG wording.",
            options: [
                .option("--config", short: "c", valueName: "file", help: "legible.json (default: found in PATH)."),
                .option("--format", short: "f", type: .choice(["text", "json"]), default: "text",
                        repetition: .commaSeparated, help: "Report format(s)."),
                .option("--output", short: "o", valueName: "file", help: "Write the report here instead of standard output."),
                .option("--fail-on", type: .choice(["error", "warning", "never"]), default: "error",
                        help: "Exit with 1 when there are findings of this severity or worse."),
                .option("--sizes", repetition: .commaSeparated, help: "Size categories to check (default: all 12)."),
                .option("--locales", repetition: .commaSeparated, help: "Locales to check (default: all)."),
            ] + FontOptions.specs,
            arguments: [ArgumentSpec("path", arity: .zeroOrMore, help: "Folders or files to audit (default: .).")])
    }

    static func run(_ parsed: ParsedCommand) -> Int32 {
        Output.error("audit: not wired yet")
        return 2
    }
}
