import ArgumentParser
import Foundation
import LegibleAudit

/// `legible rules [ID]`: lists the rules, or explains one.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules Legible checks, or explain one with its examples.")

    @Argument(help: ArgumentHelp("A rule's identifier, e.g. truncation.", valueName: "id"))
    var id: String?

    @Option(name: [.customLong("format"), .customShort("f")], help: "Output format (markdown: the README's table).")
    var format: RulesFormat = .text

    /// One rule in `legible rules --format json`.
    struct Entry: Encodable {
        var id, name, summary, category, defaultSeverity, hig, rationale: String
    }

    func run() throws {
        let registry = RuleRegistry.standard
        if let id {
            guard let description = registry.description(id: id), let text = registry.explanation(of: id) else {
                // The nearest identifier, else the one identifier the text begins (`trunc`).
                let nearest = registry.suggestions(for: id).first ?? Suggestion.closest(to: id, among: registry.ids)
                let hint = nearest.map { "; did you mean '\($0)'?" } ?? "."
                throw CommandFailure.error("no rule '\(id)'\(hint) Run 'legible rules' for the list.")
            }
            if format == .json {
                try JSONOutput.print(["rules": [Self.entry(description)]])
            } else {
                Output.out(text)
            }
            return
        }
        switch format {
        case .json: try JSONOutput.print(["rules": registry.descriptions.map(Self.entry)])
        case .markdown: Output.out(registry.markdownTable())
        case .text: Output.out(registry.listing())
        }
    }

    static func entry(_ d: RuleDescription) -> Entry {
        Entry(
            id: d.id, name: d.name, summary: d.summary, category: d.category.rawValue,
            defaultSeverity: d.defaultSeverity.rawValue, hig: d.hig, rationale: d.rationale)
    }
}
