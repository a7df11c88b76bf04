import Foundation
import LegibleText
import Testing

@testable import LegibleAudit

/// False errors from what Legible assumes rather than measures (issue 12, section 1): the wide
/// samples put in place of a string's arguments, and a role's room that no source gives. A cut
/// that rests on either is one severity lower and says what would confirm it; without the
/// assumption (real values in `samples.keys`, a width of the element's own) it is an error.
@Suite struct AssumptionTrustTests {
    static let measurer = TextMeasurer()

    static func run(
        _ value: String, key: String = "block.%@", role: Role = .label, width: Double?,
        samples: SampleValues = SampleValues(), deviceWidth: Double = 393
    ) -> [Finding] {
        let string = LocalizedString(
            key: key, locale: "es", value: value,
            location: SourceLocation(file: "es.lproj/Localizable.strings", line: 1, column: 1))
        var configuration = AuditConfiguration()
        configuration.sizes = [.large]
        configuration.boldText = [false]
        configuration.devices = [.init(name: "iPhone", width: deviceWidth)]
        configuration.samples = samples
        var element = ElementConfiguration(key: key, role: role)
        element.width = width
        element.font = FontConfiguration(size: 17)
        element.lines = 1
        configuration.elements = [element]
        return AuditEngine(configuration: configuration, measurer: measurer)
            .run(StringCollection(sourceLanguage: "en", strings: [string])).findings.filter { $0.rule == "truncation" }
    }

    /// The width of `text` alone at 17 pt, from a finding in a 1 pt room (its measurement's width).
    static func width(of text: String) throws -> Double {
        try #require(run(text, key: "probe", width: 1).first?.measurement?.width)
    }

    @Test func cutOnlyWithTheWideSampleIsAWarningThatSaysSo() throws {
        // "Bloquear a " fits, "Bloquear a Maximilian" does not.
        let room = (try Self.width(of: "Bloquear a ") + Self.width(of: "Bloquear a Maximilian")) / 2
        let finding = try #require(Self.run("Bloquear a %@", width: room).first)
        #expect(finding.severity == .warning)
        #expect(finding.measurement?.text == "Bloquear a Maximilian")
        #expect(
            finding.message.contains(
                "(cut with the wide samples for its arguments, not with short ones: give real values in legible.json's samples.keys to confirm)"
            ), "\(finding.message)")
        // The real value given for the key: the cut no longer rests on a sample.
        let given = SampleValues(keys: ["block.%@": ["1": "Maximilian"]])
        let certain = try #require(Self.run("Bloquear a %@", width: room, samples: given).first)
        #expect(certain.severity == .error)
        #expect(!certain.message.contains("samples"))
    }

    @Test func cutEvenWithAnEmptyArgumentIsAnError() throws {
        let room = try Self.width(of: "Bloquear a ") * 0.8
        let finding = try #require(Self.run("Bloquear a %@", width: room).first)
        #expect(finding.severity == .error)
        #expect(!finding.message.contains("samples"))
    }

    @Test func pluralNumbersAreNarrowedToOneDigit() throws {
        // "12,345 publicaciones" is cut where "0 publicaciones" is not.
        let expander = StringExpander(samples: SampleValues(), numbers: LocaleNumbers())
        let string = LocalizedString(
            key: "posts", locale: "es", value: "%lld publicaciones",
            location: SourceLocation(file: "x.strings", line: 1, column: 1))
        let expansion = try #require(expander.expand(string).first)
        #expect(expansion.text == "12.345 publicaciones")
        #expect(expansion.short == "1 publicaciones")
        // A value with no argument, or whose arguments legible.json sets, has no short form.
        #expect(
            expander.expand(
                LocalizedString(
                    key: "a", locale: "es", value: "100 %%",
                    location: SourceLocation(file: "x.strings", line: 1, column: 1))
            ).first?.short == nil)
        let set = StringExpander(samples: SampleValues(keys: ["posts": ["1": "3"]]), numbers: LocaleNumbers())
        #expect(set.expand(string).first?.short == nil)
        // Russian "few" (2–4, 22–24 …): its widest sample is 10,002, its narrowest 2.
        let few = LocalizedString(
            key: "p", locale: "ru", variation: "plural.few", value: "%lld поста",
            location: SourceLocation(file: "x.strings", line: 1, column: 1))
        let wide = try #require(expander.expand(few).first?.text)
        #expect(String(wide.filter(\.isNumber)) == "10002" && wide.hasSuffix(" поста"), "\(wide)")
        #expect(expander.expand(few).first?.short == "2 поста")
    }

    @Test func barButtonItemCutInItsAssumedRoomIsAWarning() throws {
        // A bar button item without a width is sized to its title beside one other 44 pt control:
        // 393 − 2 × 16 − 44 − 8 = 309 pt, which no source gives; this text needs more than that
        // but less than the 361 pt between the bar's margins.
        let text = "Filter the notifications by type and by author"
        let needed = try Self.width(of: text)
        #expect(needed > 309 && needed < 361)
        let finding = try #require(Self.run(text, key: "filter", role: .barButtonItem, width: nil).first)
        #expect(finding.severity == .warning)
        #expect(finding.measurement?.availableWidth == 309)
        #expect(
            finding.message.contains(
                "(its room is a bar button item sized to its title beside one other 44 pt control, assumed; it could fit in the 361 pt it may have at most: give the element its width in legible.json to confirm)"
            ), "\(finding.message)")
        // The same room given in legible.json is the app's layout: an error.
        let given = try #require(Self.run(text, key: "filter", role: .barButtonItem, width: 309).first)
        #expect(given.severity == .error)
        // "Notifications Filter" fits the assumed room: no finding.
        #expect(Self.run("Notifications Filter", key: "filter", role: .barButtonItem, width: nil).isEmpty)
        // Wider than the whole bar: cut whatever the bar holds.
        let long = String(repeating: "Notifications Filter ", count: 3)
        #expect(try Self.width(of: long) > 361)
        #expect(Self.run(long, key: "filter", role: .barButtonItem, width: nil).first?.severity == .error)
    }
}
