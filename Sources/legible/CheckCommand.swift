import Foundation
import LegibleAudit
import LegibleCommandLine

/// `legible check TEXT --role ROLE`: runs every text rule on one string.
enum CheckCommand: Subcommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "check",
            abstract: "Run every text rule (capitalization, wording) on one string in a role.",
            discussion: """
                Example:
                  legible check "Log in to your account" --role button
                """,
            options: [
                .option("--role", short: "r", type: .choice(Role.allCases.map(\.rawValue)), default: "button",
                        help: "Where the string is shown."),
                .option("--locale", short: "l", default: "en", help: "The string's locale."),
                .flag("--json", help: "Print { \"findings\": [...] } as JSON."),
            ],
            arguments: [ArgumentSpec("text", help: "The string to check.")])
    }

    static func run(_ parsed: ParsedCommand) -> Int32 {
        guard let text = parsed.positionals.first,
              let role = Role(rawValue: parsed.string("--role") ?? "button") else { return 2 }
        let findings = checkText(text, role: role, locale: parsed.string("--locale") ?? "en")
        if parsed.flag("--json") {
            struct Findings: Encodable { var findings: [Finding] }
            return RulesCommand.printJSON(Findings(findings: findings))
        }
        if findings.isEmpty {
            Output.out("\"\(text)\" (\(role.rawValue), \(parsed.string("--locale") ?? "en")): no findings")
            return 0
        }
        for finding in findings {
            let suggestion = finding.suggestion.map { " Suggested: \"\($0)\"" } ?? ""
            Output.out("\(finding.severity.rawValue): \(finding.message)\(suggestion) [\(finding.rule)]")
        }
        return findings.contains { $0.severity == .error } ? 1 : 0
    }
}
