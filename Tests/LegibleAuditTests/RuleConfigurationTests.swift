import Foundation
import Testing

@testable import LegibleAudit

/// Severity overrides, enabling, scopes and inline suppression.
@Suite struct RuleConfigurationTests {
    static func finding(
        _ rule: String, severity: Severity = .warning, key: String = "settings.title",
        locale: String = "en", role: Role = .button
    ) -> Finding {
        Finding(
            rule: rule, severity: severity, message: "m", key: key, locale: locale,
            element: ElementSummary(role: role.rawValue))
    }

    @Test func decodesShorthandsAndObjects() throws {
        let json = """
            {"alert-pronouns": "off", "title-case": {"severity": "error", "roles": ["button"], "keys": ["settings.*", "!settings.debug.*"]},
             "tap-target": "note", "bold-text": true, "trunction": {"locales": ["de", "pt"]}}
            """
        let config = try JSONDecoder().decode(RuleConfiguration.self, from: Data(json.utf8))
        #expect(!config.isEnabled("alert-pronouns"))
        #expect(config.isEnabled("bold-text") && config.isEnabled("placeholder"))
        #expect(config.severity(for: "tap-target", default: .warning) == .note)
        #expect(config.rules["title-case"]?.roles == [.button])
        #expect(config.unknownRules().map(\.id) == ["trunction"])
        #expect(config.unknownRules().first?.suggestions == ["truncation"])
        let again = try JSONDecoder().decode(RuleConfiguration.self, from: JSONEncoder().encode(config))
        #expect(again == config)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(RuleConfiguration.self, from: Data(#"{"title-case": "loud"}"#.utf8))
        }
    }

    @Test func severityOverrideKeepsLoweredFindings() {
        let config = RuleConfiguration(rules: [
            "tap-target": .init(severity: .error), "alert-buttons": .init(severity: .error),
        ])
        let outcome = config.apply([
            Self.finding("tap-target"),
            Self.finding("alert-buttons", severity: .note),
            Self.finding("title-case"),
        ])
        #expect(outcome.findings.map(\.severity) == [.error, .note, .warning])
    }

    @Test func scopes() {
        let config = RuleConfiguration(rules: [
            "title-case": .init(
                roles: [.button, .alertAction], keys: ["settings.*", "!settings.debug.*"], locales: ["en"])
        ])
        let findings = [
            Self.finding("title-case"),
            Self.finding("title-case", role: .label),
            Self.finding("title-case", key: "profile.title"),
            Self.finding("title-case", key: "settings.debug.flag"),
            Self.finding("title-case", locale: "en-GB"),
            Self.finding("title-case", locale: "de"),
            Self.finding("button-wording"),
        ]
        let outcome = config.apply(findings)
        #expect(outcome.findings.count == 3)
        #expect(outcome.outOfScope == 4)
        #expect(outcome.suppressed == 4)
    }

    @Test func inlineSuppression() {
        let findings = [Self.finding("title-case"), Self.finding("truncation"), Self.finding("button-wording")]
        let none = RuleConfiguration().apply(findings, comment: "Title of the settings screen")
        #expect(none.findings.count == 3 && none.suppressed == 0)
        let some = RuleConfiguration().apply(
            findings, comment: "Brand name. legible:ignore title-case, truncation — approved")
        #expect(some.findings.map(\.rule) == ["button-wording"])
        #expect(some.suppressedByComment == 2)
        let all = RuleConfiguration().apply(findings, comment: "legible:ignore")
        #expect(all.findings.isEmpty && all.suppressedByComment == 3)
        #expect(InlineSuppression(comment: "legible:ignore all").all)
        #expect(
            InlineSuppression(comment: "x legible:ignore tap-target\nlegible:ignore bold-text").rules == [
                "tap-target", "bold-text",
            ])
    }

    @Test func disabledRulesAreDroppedNotCountedAsSuppressed() {
        let config = RuleConfiguration(rules: ["alert-pronouns": .init(enabled: false)])
        let outcome = config.apply([Self.finding("alert-pronouns"), Self.finding("title-case")])
        #expect(outcome.findings.map(\.rule) == ["title-case"])
        #expect(outcome.disabled == 1 && outcome.suppressed == 0)
    }
}
