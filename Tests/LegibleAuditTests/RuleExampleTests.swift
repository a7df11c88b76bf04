import Foundation
import LegibleAudit
import Testing

/// Every registered rule's examples are its tests: each triggering example must produce at least
/// one finding of that rule, each non-triggering example none.
@Suite struct RuleExampleTests {
    @Test("Rule examples", arguments: RuleRegistry.standard.ids)
    func examples(_ id: String) throws {
        let rule = try #require(RuleRegistry.standard.rule(id: id))
        let description = rule.description
        for example in description.triggeringExamples {
            let findings = RuleTestSupport.findings(of: rule, for: example).filter { $0.rule == id }
            #expect(!findings.isEmpty, "\(id) should trigger on \(example.text.debugDescription) (\(example.role.rawValue), \(example.locale)) \(example.note ?? "")")
            for finding in findings {
                #expect(finding.hig == description.hig, "\(id): finding without the rule's HIG section")
                #expect(!finding.message.isEmpty)
            }
        }
        for example in description.nonTriggeringExamples {
            let findings = RuleTestSupport.findings(of: rule, for: example).filter { $0.rule == id }
            #expect(findings.isEmpty, "\(id) should not trigger on \(example.text.debugDescription) (\(example.role.rawValue), \(example.locale)) \(example.note ?? ""): \(findings.map(\.message))")
        }
    }
}
