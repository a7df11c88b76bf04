import Foundation
import Testing

@testable import LegibleAudit

/// The registry: identifiers unique, sorted and well formed; every rule documented with a HIG
/// reference and examples of both kinds; rendering for `legible rules` and the README.
@Suite struct RuleRegistryTests {
    let registry = RuleRegistry.standard

    @Test func identifiersAreUniqueSortedAndWellFormed() {
        let ids = registry.ids
        #expect(Set(ids).count == ids.count)
        #expect(ids == ids.sorted())
        for id in ids {
            #expect(id.range(of: #"^[a-z][a-z0-9]*(-[a-z0-9]+)*$"#, options: .regularExpression) != nil, "\(id)")
        }
        for engineRule in ["truncation", "coverage", "format-specifiers", "missing-translation", "stale-translation"] {
            #expect(ids.contains(engineRule), "\(engineRule) missing")
        }
    }

    @Test func everyRuleIsDocumented() {
        for rule in registry.descriptions {
            #expect(!rule.name.isEmpty && !rule.summary.isEmpty, "\(rule.id)")
            #expect(rule.rationale.count > 80, "\(rule.id): rationale too short")
            #expect(!rule.references.isEmpty, "\(rule.id): no HIG reference")
            #expect(
                rule.rationale.contains("HIG") || rule.references.allSatisfy { !$0.isHIG },
                "\(rule.id): rationale cites no HIG page")
            #expect(!rule.triggeringExamples.isEmpty, "\(rule.id): no triggering example")
            #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id): no non-triggering example")
            #expect(!registry.kinds(of: rule.id).isEmpty, "\(rule.id): neither a text, fit nor screen rule")
            #expect(rule.summary.hasSuffix("."), "\(rule.id): the summary is one sentence")
            for example in rule.triggeringExamples {
                #expect(
                    example.message?.isEmpty == false,
                    "\(rule.id): the triggering example \(example.text.debugDescription) states no message")
            }
            for example in rule.triggeringExamples + rule.nonTriggeringExamples {
                if registry.kinds(of: rule.id).contains("screen"), !registry.kinds(of: rule.id).contains("fit") {
                    #expect(
                        example.screen != nil,
                        "\(rule.id): a screen rule's example \(example.text.debugDescription) has no screen")
                }
                if registry.kinds(of: rule.id) == ["catalog"] {
                    #expect(
                        example.source != nil,
                        "\(rule.id): a catalog rule's example \(example.text.debugDescription) has no source")
                }
            }
        }
    }

    /// Every rule is run by the registry's instance lists for its kinds, once.
    @Test func everyRuleRunsAsItsKinds() {
        for id in registry.ids {
            let kinds = registry.kinds(of: id)
            #expect(
                registry.textRules.filter { type(of: $0).description.id == id }.count
                    == (kinds.contains("text") ? 1 : 0), "\(id)")
            #expect(
                registry.fitRules.filter { type(of: $0).description.id == id }.count == (kinds.contains("fit") ? 1 : 0),
                "\(id)")
            #expect(
                registry.screenRules.filter { type(of: $0).description.id == id }.count
                    == (kinds.contains("screen") ? 1 : 0), "\(id)")
            #expect(
                registry.catalogRules.filter { type(of: $0).description.id == id }.count
                    == (kinds.contains("catalog") ? 1 : 0), "\(id)")
        }
    }

    @Test func expectedRulesArePresent() {
        let required = [
            "shrink-then-truncate", "vertical-clipping", "bold-text", "dynamic-type", "alert-title-one-line",
            "back-button-title", "segment-fit-and-balance", "tap-target", "bar-metrics", "title-case",
            "sentence-case", "button-punctuation", "button-wording", "alert-pronouns", "prompt-sentence",
            "vague-progress", "refresh-title", "activity-title", "switch-label", "placeholder", "alert-buttons",
            "action-sheet", "tab-count", "segment-count", "toolbar-items", "nav-bar-items", "page-count",
            "minute-interval", "navigation-title-fit",
        ]
        for id in required { #expect(registry.contains(id), "\(id) missing") }
    }

    @Test func lookupsAndKinds() {
        #expect(registry.rule(id: "title-case") == TitleCaseRule.self)
        #expect(registry.description(id: "nope") == nil)
        #expect(registry.kinds(of: "tap-target") == ["fit", "screen"])
        #expect(registry.kinds(of: "title-case") == ["text"])
        #expect(registry.kinds(of: "format-specifiers") == ["catalog"])
        #expect(registry.suggestions(for: "title-caps").first == "title-case")
        #expect(registry.suggestions(for: "tap-targets").first == "tap-target")
    }

    @Test func addingRulesKeepsTheOrder() {
        let extended = registry.adding([TitleCaseRule.self])
        #expect(extended.ids == registry.ids)
    }

    @Test func listing() {
        let text = registry.listing()
        let lines = text.split(separator: "\n")
        #expect(lines.count == registry.ids.count + 1)
        #expect(lines[0].hasPrefix("ID"))
        #expect(text.contains("title-case               capitalization  warning   Button, bar item"))
    }

    @Test func explanation() throws {
        let text = try #require(registry.explanation(of: "title-case"))
        #expect(text.hasPrefix("Title-Style Capitalization (title-case)"))
        #expect(
            text.contains(
                "HIG:               Buttons — https://developer.apple.com/design/human-interface-guidelines/buttons\n"))
        #expect(text.contains("✗ “Log in” — button, en; phrasal verb"))
        #expect(text.contains("✓ “Blogs que sigo” — navigationTitle, es"))
        let screen = try #require(registry.explanation(of: "navigation-title-fit"))
        #expect(
            screen.contains(
                "nav bar [“Cancelar”] “Nova publicação” [“Publicar para os seguidores”] — navigationTitle, pt-BR, 440 pt device"
            ))
        #expect(registry.explanation(of: "nope") == nil)
    }

    @Test func markdownTable() {
        let table = registry.markdownTable()
        let lines = table.split(separator: "\n")
        #expect(lines[0] == "| Rule | Category | Default severity | What it checks | Apple guidance |")
        #expect(lines.count == registry.ids.count + 2)
        #expect(table.contains("| `minute-interval` | structure | error |"))
        #expect(table.contains("| [Pickers](https://developer.apple.com/design/human-interface-guidelines/pickers) |"))
    }

    @Test func checkTextRunsEveryApplicableTextRule() {
        let findings = checkText("Yes.", role: .alertAction, locale: "en")
        #expect(Set(findings.map(\.rule)) == ["button-punctuation", "button-wording"])
        #expect(checkText("Delete", role: .alertAction, locale: "en").isEmpty)
        #expect(
            checkText("are You Sure You Want To Delete This?", role: .alertTitle, locale: "en").map(\.rule)
                .contains("sentence-case"))
    }
}
