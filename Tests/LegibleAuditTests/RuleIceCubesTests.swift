import Foundation
import LegibleAudit
import Testing

/// Real data: IceCubesApp's English `Localizable.strings` before (c1d2b289…) and after (76b8de1d…)
/// the maintainers converted settings strings to title case (PR #1000, "Clean up settings
/// capitalization"). The title-case rule runs on the values whose keys changed, as buttons.
@Suite struct RuleIceCubesTests {
    static let corpus = URL(fileURLWithPath: "/work/shared/corpus/Dimillian__IceCubesApp/_at_commit")
    static let path = "IceCubesApp/Resources/Localization/en.lproj/Localizable.strings"
    static let before = corpus.appendingPathComponent("c1d2b28919a175892a443a753825673c8c8a318f")
        .appendingPathComponent(path)
    static let after = corpus.appendingPathComponent("76b8de1dadeee4dddbe2b6bf2b12acc60c8144c6").appendingPathComponent(
        path)

    /// Reads an old-style plist `.strings` file (the project's own reader is written elsewhere).
    static func read(_ url: URL) throws -> [String: String] {
        let data = try Data(contentsOf: url)
        let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        return plist as? [String: String] ?? [:]
    }

    static func titleCaseFindings(_ text: String) -> [Finding] {
        TitleCaseRule().check(TextContext(text: text, locale: "en", role: .button))
    }

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: before.path)
                && FileManager.default.fileExists(atPath: after.path),
            "IceCubesApp corpus files absent"))
    func settingsCapitalization() throws {
        let old = try Self.read(Self.before)
        let new = try Self.read(Self.after)
        let changed = old.keys.filter { new[$0] != nil && new[$0] != old[$0] }.sorted()
        let flaggedBefore = changed.filter { !Self.titleCaseFindings(old[$0] ?? "").isEmpty }
        let flaggedAfter = changed.filter { !Self.titleCaseFindings(new[$0] ?? "").isEmpty }
        print(
            "IceCubes PR #1000: \(changed.count) changed keys; title-case flags \(flaggedBefore.count) before, "
                + "\(flaggedAfter.count) after")
        for key in changed where !flaggedBefore.contains(key) {
            print("  not flagged before: \(key) = \(old[key] ?? "")")
        }
        for key in flaggedAfter {
            let finding = Self.titleCaseFindings(new[key] ?? "").first
            print("  still flagged after: \(key) = \(new[key] ?? "") → \(finding?.suggestion ?? "")")
        }
        #expect(changed.count == 31)
        #expect(flaggedBefore.count == changed.count, "every sentence-case original is reported")
        #expect(flaggedAfter.isEmpty, "the maintainers' title case is accepted")
        // The suggestions agree with what the maintainers wrote, except where they also changed words.
        let agreeing = changed.filter { key in
            Self.titleCaseFindings(old[key] ?? "").first?.suggestion == new[key]
        }
        print("  suggestion equals the maintainers' fix for \(agreeing.count) of \(changed.count)")
        #expect(agreeing.count == changed.count - 1, "only settings.app.source also changed its words")
    }
}
