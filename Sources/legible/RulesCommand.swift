import Foundation
import LegibleAudit
import LegibleCommandLine

/// `legible rules [ID]`: lists the rules, or explains one.
enum RulesCommand: Subcommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "rules",
            abstract: "List the rules Legible checks, or explain one with its examples.",
            options: [
                .option("--format", short: "f", type: .choice(["text", "json", "markdown"]), default: "text",
                        help: "Output format (markdown: the README's table)."),
            ],
            arguments: [ArgumentSpec("id", arity: .optional, help: "A rule's identifier, e.g. truncation.")])
    }

    /// One rule in `legible rules --format json`.
    struct Entry: Encodable {
        var id, name, summary, category, defaultSeverity, hig, rationale: String
    }

    static func run(_ parsed: ParsedCommand) -> Int32 {
        let registry = RuleRegistry.standard
        let format = parsed.string("--format") ?? "text"
        if let id = parsed.positionals.first {
            guard let description = registry.description(id: id), let text = registry.explanation(of: id) else {
                let hint = registry.suggestions(for: id).first.map { "; did you mean '\($0)'?" } ?? ""
                Output.error("error: no rule '\(id)'\(hint) Run 'legible rules' for the list.")
                return 2
            }
            if format == "json" {
                return printJSON(["rules": [entry(description)]])
            }
            Output.out(text)
            return 0
        }
        switch format {
        case "json": return printJSON(["rules": registry.descriptions.map(entry)])
        case "markdown": Output.out(registry.markdownTable())
        default: Output.out(registry.listing())
        }
        return 0
    }

    static func entry(_ d: RuleDescription) -> Entry {
        Entry(id: d.id, name: d.name, summary: d.summary, category: d.category.rawValue,
              defaultSeverity: d.defaultSeverity.rawValue, hig: d.hig, rationale: d.rationale)
    }

    static func printJSON<T: Encodable>(_ value: T) -> Int32 {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return 2 }
        Output.out(String(decoding: data, as: UTF8.self))
        return 0
    }
}
