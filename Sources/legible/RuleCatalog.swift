import LegibleAudit

/// The rules the CLI knows, and which are enabled by a configuration.
enum RuleCatalog {
    static var all: [RuleDescription] {
        (AuditEngine.defaultFitRules.map { type(of: $0).description }
            + AuditEngine.defaultCatalogRules.map { type(of: $0).description }).sorted { $0.id < $1.id }
    }

    static func enabledDescriptions(_ configuration: AuditConfiguration) -> [RuleDescription] {
        all.filter { configuration.rules[$0.id]?.enabled != false }
    }
}
