import Foundation

extension AuditSummary {
    /// Sets `findingsByRule` and `findingsBySeverity` from the real locales' findings a report
    /// now holds (after a baseline removed some, or reports were merged), and `pseudo`'s counts
    /// from the pseudo-locales' (`Finding.pseudo`); a report with pseudo findings and no
    /// `pseudo` summary gets one naming their kinds and locales.
    /// - Parameter findings: The report's findings.
    public mutating func recount(_ findings: [Finding]) {
        var byRule: [String: Int] = [:]
        var bySeverity: [String: Int] = [:]
        var pseudoByRule: [String: Int] = [:]
        var pseudoBySeverity: [String: Int] = [:]
        var pseudoKinds = Set<String>()
        var pseudoLocales = Set<String>()
        for finding in findings {
            if let kind = finding.pseudo {
                pseudoByRule[finding.rule, default: 0] += 1
                pseudoBySeverity[finding.severity.rawValue, default: 0] += 1
                pseudoKinds.insert(kind)
                if let locale = finding.locale { pseudoLocales.insert(locale) }
            } else {
                byRule[finding.rule, default: 0] += 1
                bySeverity[finding.severity.rawValue, default: 0] += 1
            }
        }
        findingsByRule = byRule
        findingsBySeverity = bySeverity
        if pseudo == nil, !pseudoKinds.isEmpty {
            let kinds = pseudoKinds.compactMap(PseudoKind.init(rawValue:)).sorted().map(\.rawValue)
            pseudo = PseudoSummary(kinds: kinds, locales: pseudoLocales.sorted(), strings: 0)
        }
        pseudo?.findingsByRule = pseudoByRule
        pseudo?.findingsBySeverity = pseudoBySeverity
    }
}
