import ArgumentParser
import Foundation
import LegibleAudit

/// `legible check TEXT --role ROLE`: runs every text rule on one string.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run every text rule (capitalization, wording) on one string in a role.",
        discussion: """
            Exit status: 0 no error-level finding, 1 an error-level finding, 2 usage error.

            Example:
              legible check "Log in to your account" --role button
            """)

    @Argument(help: "The string to check.")
    var text: String

    @Option(name: [.customLong("role"), .customShort("r")], help: "Where the string is shown.")
    var role: Role = .button

    @Option(name: [.customLong("locale"), .customShort("l")], help: "The string's locale.")
    var locale = "en"

    @Flag(help: "Print { \"findings\": [...] } as JSON.")
    var json = false

    func run() throws {
        let findings = checkText(text, role: role, locale: locale)
        if json {
            struct Findings: Encodable { var findings: [Finding] }
            try JSONOutput.print(Findings(findings: findings))
            return
        }
        if findings.isEmpty {
            Output.out("\"\(text)\" (\(role.rawValue), \(locale)): no findings")
            return
        }
        for finding in findings {
            let suggestion = finding.suggestion.map { " Suggested: \"\($0)\"" } ?? ""
            Output.out("\(finding.severity.rawValue): \(finding.message)\(suggestion) [\(finding.rule)]")
        }
        if findings.contains(where: { $0.severity == .error }) { throw CommandFailure.findings }
    }
}
