import LegibleAudit

/// The rules the CLI knows, and which are enabled by a configuration.
enum RuleCatalog {
    static var all: [RuleDescription] { RuleRegistry.standard.descriptions }

    static func enabledDescriptions(_ configuration: AuditConfiguration) -> [RuleDescription] {
        all.filter { configuration.rules.isEnabled($0.id) }
    }
}
