import Foundation
import Testing

@testable import LegibleAudit

/// Rules cite Apple's pages by name and address, never internal notes or the section numbers
/// of old HIG editions, which Apple's site does not show.
@Suite struct AppleReferenceTests {
    let registry = RuleRegistry.standard

    @Test func everyReferenceIsAnApplePageFromTheCatalog() {
        for rule in registry.descriptions {
            for reference in rule.references {
                #expect(
                    AppleReference.all.contains(reference), "\(rule.id): \(reference.name) is not in AppleReference.all"
                )
                #expect(reference.url.hasPrefix("https://developer.apple.com/"), "\(rule.id): \(reference.url)")
            }
        }
        let hig = AppleReference.all.filter(\.isHIG)
        #expect(hig.count == 22)
        for page in hig {
            // The last part of a HIG address is the page name, lowercased and hyphenated.
            let slug = page.name.lowercased().replacingOccurrences(of: " ", with: "-")
            #expect(page.url == "https://developer.apple.com/design/human-interface-guidelines/" + slug, "\(page.name)")
        }
        #expect(Set(AppleReference.all.map(\.name)).count == AppleReference.all.count)
    }

    @Test func findingsNameTheRulesPages() {
        #expect(TitleCaseRule.description.hig == "Buttons, Edit menus, Alerts")
        #expect(
            TapTargetRule.description.references.first?.url
                == "https://developer.apple.com/design/human-interface-guidelines/buttons")
        #expect(MissingTranslationRule.description.references == [.stringCatalogs])
    }

    /// What users read about a rule (`legible rules ID`, the README table, SARIF) says nothing internal.
    @Test func ruleTextsSayNothingInternal() throws {
        let sectionNumber = try Regex(#"\b\d+\.\d+(\.\d+)? [A-Z][a-z]|\(\d+\.\d+(\.\d+)?\)"#)
        for rule in registry.descriptions {
            let text = try #require(registry.explanation(of: rule.id)) + registry.markdownTable()
            for word in ["seed", "HIG-RULES", "FACTS", "../shared"] {
                #expect(!text.contains(word), "\(rule.id) mentions \(word)")
            }
            #expect(
                text.firstMatch(of: sectionNumber) == nil,
                "\(rule.id) cites a section number: \(text.firstMatch(of: sectionNumber).map { String($0.output[0].substring ?? "") } ?? "")"
            )
        }
    }

    /// No source file points at notes outside the repository.
    @Test func sourcesCiteNothingOutsideTheRepository() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var checked = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            checked += 1
            for word in ["../shared/FACTS", "../shared/facts", "../shared/TECH-NOTES", "HIG-RULES", "seed 004"] {
                #expect(!text.contains(word), "\(url.lastPathComponent) cites \(word)")
            }
        }
        #expect(checked > 100)
    }
}
