import Foundation

extension AuditSummary {
    /// Sets `findingsByRule` and `findingsBySeverity` from the findings a report now holds
    /// (after a baseline removed some, or reports were merged).
    /// - Parameter findings: The report's findings.
    public mutating func recount(_ findings: [Finding]) {
        var byRule: [String: Int] = [:]
        var bySeverity: [String: Int] = [:]
        for finding in findings {
            byRule[finding.rule, default: 0] += 1
            bySeverity[finding.severity.rawValue, default: 0] += 1
        }
        findingsByRule = byRule
        findingsBySeverity = bySeverity
    }
}
