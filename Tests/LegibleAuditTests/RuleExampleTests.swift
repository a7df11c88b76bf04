import Foundation
import LegibleAudit
import Testing

/// Every registered rule's examples are its tests, as swift-format's finding specs are: each
/// triggering example must produce a finding of that rule with the message (and suggestion) the
/// example states, each non-triggering example none. Catalog rules' examples give the source
/// text they translate and the translation's state.
@Suite struct RuleExampleTests {
    @Test("Rule examples", arguments: RuleRegistry.standard.ids)
    func examples(_ id: String) throws {
        let rule = try #require(RuleRegistry.standard.rule(id: id))
        let description = rule.description
        for example in description.triggeringExamples {
            let findings = RuleTestSupport.findings(of: rule, for: example).filter { $0.rule == id }
            let label = "\(id) on \(example.text.debugDescription) (\(example.role.rawValue), \(example.locale))"
            let first = try #require(findings.first, "\(label) should trigger. \(example.note ?? "")")
            #expect(first.message == example.message, "\(label): message")
            #expect(first.suggestion == example.suggestion, "\(label): suggestion")
            #expect(first.fix?.summary == example.fix, "\(label): fix")
            for finding in findings {
                #expect(finding.hig == description.hig, "\(id): finding without the rule's HIG section")
            }
        }
        for example in description.nonTriggeringExamples {
            let findings = RuleTestSupport.findings(of: rule, for: example).filter { $0.rule == id }
            #expect(
                findings.isEmpty,
                "\(id) should not trigger on \(example.text.debugDescription) (\(example.role.rawValue), \(example.locale)) \(example.note ?? ""): \(findings.map(\.message))"
            )
        }
    }
}
