import Foundation
import LegibleText
import Testing

@testable import LegibleAudit

/// One finding per problem (issue 12, section 2), on small collections written here.
@Suite struct OneFindingPerProblemTests {
    static let measurer = TextMeasurer()

    static func collection(
        _ key: String, _ values: [(locale: String, value: String)],
        file: (String) -> String = { "\($0).lproj/Localizable.strings" },
        state: TranslationState = .translated
    ) -> StringCollection {
        let strings = values.enumerated().map { index, entry in
            LocalizedString(
                key: key, locale: entry.locale, value: entry.value,
                location: SourceLocation(file: file(entry.locale), line: index + 1, column: 1),
                state: entry.locale == "en" ? .translated : state)
        }
        return StringCollection(sourceLanguage: "en", strings: strings, files: Array(Set(strings.map(\.location.file))))
    }

    static func run(_ collection: StringCollection, _ configure: (inout AuditConfiguration) -> Void) -> [Finding] {
        var configuration = AuditConfiguration()
        configure(&configuration)
        return AuditEngine(configuration: configuration, measurer: measurer).run(collection).findings
    }

    /// A body-style button too narrow from xLarge with Bold Text off and from Large with it on:
    /// one truncation finding that names both, no bold-text finding repeating it.
    @Test func boldTextDoesNotRepeatTruncation() throws {
        let findings = Self.run(Self.collection("notify", [("en", "Notify"), ("de", "Benachrichtigungen")])) { config in
            config.devices = [.init(name: "iPhone", width: 393)]
            var button = ElementConfiguration(key: "notify", role: .button)
            button.width = 157
            button.textStyle = .body
            config.elements = [button]
        }
        let fit = findings.filter { ["truncation", "bold-text"].contains($0.rule) }
        #expect(fit.count == 1, "\(fit.map(\.message))")
        let truncation = try #require(fit.first)
        #expect(truncation.rule == "truncation")
        #expect(
            truncation.message.contains("with Bold Text off") && truncation.message.contains("with it on"),
            "\(truncation.message)")

        // Capped at Large, it is cut only with Bold Text on: one bold-text finding, no truncation.
        let capped = Self.run(Self.collection("notify", [("en", "Notify"), ("de", "Benachrichtigungen")])) { config in
            config.devices = [.init(name: "iPhone", width: 393)]
            var button = ElementConfiguration(key: "notify", role: .button)
            button.width = 157
            button.textStyle = .body
            button.maxSizeCategory = .large
            config.elements = [button]
        }.filter { ["truncation", "bold-text"].contains($0.rule) }
        #expect(capped.map(\.rule) == ["bold-text"], "\(capped.map(\.message))")
    }

    /// A fixed font and a small frame are properties of the element: reported once, not once per locale.
    @Test func elementPropertiesOncePerElement() throws {
        let values = [("en", "Send"), ("de", "Senden"), ("fr", "Envoyer"), ("ja", "送信")]
        let findings = Self.run(Self.collection("button.send", values)) { config in
            config.devices = [.init(name: "iPhone", width: 393)]
            var button = ElementConfiguration(key: "button.send", role: .button)
            button.width = 120
            button.height = 30
            button.font = FontConfiguration(size: 15)
            config.elements = [button]
        }
        let dynamicType = findings.filter { $0.rule == "dynamic-type" }
        #expect(dynamicType.count == 1)
        #expect(dynamicType.first?.locale == nil)
        let tap = findings.filter { $0.rule == "tap-target" }
        #expect(tap.count == 1, "\(tap.map(\.message))")
        #expect(tap.first?.message.contains("“Send”") == true, "quotes the source text: \(tap.first?.message ?? "")")
    }

    /// A button whose width is given but whose height follows its one-line title is too low in
    /// every locale alike: one tap-target finding for the element (KeePassium's Lock Database).
    @Test func tooLowButtonOncePerElement() throws {
        let values = [("en", "Lock Database"), ("de", "Datenbank sperren"), ("cs", "Zamknout databázi")]
        let findings = Self.run(Self.collection("button.lock", values)) { config in
            config.devices = [.init(name: "iPhone SE", width: 320), .init(name: "iPhone 16", width: 393)]
            var button = ElementConfiguration(key: "button.lock", role: .button)
            button.width = 280
            button.textStyle = .body
            config.elements = [button]
        }.filter { $0.rule == "tap-target" }
        #expect(findings.count == 1, "\(findings.map(\.message))")
        #expect(
            findings.first?.message.contains("“Lock Database” offers 280 × ") == true,
            "\(findings.first?.message ?? "")")
        #expect(findings.first?.message.contains("no height given") == true)
    }

    /// missing-translation: en-GB falls back to en on purpose; "%@" has nothing to translate; a
    /// plural key is one finding per locale, quoted readably.
    @Test func missingTranslationWorthReporting() throws {
        var all = Self.collection("greeting", [("en", "Hello"), ("en-GB", "Hello"), ("de", "Hello")], state: .missing)
        all.strings += Self.collection("placeholder", [("en", "%@"), ("de", "%@")], state: .missing).strings
        all.strings += Self.collection("number", [("en", "%lld. "), ("de", "%lld. ")], state: .missing).strings
        all.strings += Self.collection("empty", [("en", ""), ("de", "")], state: .missing).strings
        let followers = Substitution(
            name: "FOLLOWERS", formatSpecifier: "lld",
            variants: [
                .init(
                    variation: "plural.one", value: "%lld follower",
                    location: SourceLocation(file: "x", line: 1, column: 1)),
                .init(
                    variation: "plural.other", value: "%lld followers",
                    location: SourceLocation(file: "x", line: 2, column: 1)),
            ])
        for variation in ["plural.one", "plural.other"] {
            all.strings.append(
                LocalizedString(
                    key: "followers", locale: "fr", variation: variation, value: "%#@FOLLOWERS@",
                    location: SourceLocation(file: "App.xcstrings", line: 9, column: 1),
                    state: .new, substitutions: [followers]))
        }
        let findings = MissingTranslationRule().check(all)
        #expect(findings.map { "\($0.key ?? "") \($0.locale ?? "")" } == ["greeting de", "followers fr"])
        let plural = try #require(findings.last)
        #expect(plural.message.contains("\"%lld followers\""), "\(plural.message)")
        #expect(!plural.message.contains("%#@"))
    }
}
