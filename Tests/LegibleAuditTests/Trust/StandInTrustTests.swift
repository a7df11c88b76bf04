import Foundation
import LegibleText
import Testing

@testable import LegibleAudit

/// False errors from the measurement (issue 12, section 1): an overflow within the stand-in
/// font's error.
@Suite struct StandInTrustTests {
    static let measurer = TextMeasurer()

    static func run(_ text: String, width: Double, options: RuleOptions = RuleOptions()) -> [Finding] {
        let string = LocalizedString(
            key: "title", locale: "pt-BR", value: text,
            location: SourceLocation(file: "pt-BR.lproj/Localizable.strings", line: 1, column: 1))
        var configuration = AuditConfiguration()
        configuration.sizes = [.large]
        configuration.boldText = [false]
        configuration.devices = [.init(name: "iPhone", width: 393)]
        configuration.ruleOptions = options
        var label = ElementConfiguration(key: "title", role: .label)
        label.width = width
        label.textStyle = .body
        label.lines = 1
        configuration.elements = [label]
        return AuditEngine(configuration: configuration, measurer: measurer)
            .run(StringCollection(sourceLanguage: "en", strings: [string])).findings.filter { $0.rule == "truncation" }
    }

    /// "Configurações" over by less than 1 % of its width in a stand-in face: a warning that says
    /// so; over by 5 %: an error. A band of 0 (legible.json) makes it an error again.
    @Test func overflowWithinTheStandInErrorIsOneSeverityLower() throws {
        let natural = try #require(Self.run("Configurações", width: 20).first?.measurement?.width)
        let close = try #require(Self.run("Configurações", width: natural * 0.996).first)
        #expect(close.severity == .warning)
        #expect(
            close.message.hasSuffix("(within the stand-in font's error; measure with SF Pro to confirm)"),
            "\(close.message)")
        let far = try #require(Self.run("Configurações", width: natural * 0.95).first)
        #expect(far.severity == .error)
        #expect(!far.message.contains("stand-in"))
        let strict = try #require(
            Self.run("Configurações", width: natural * 0.996, options: RuleOptions(standInErrorBand: 0)).first)
        #expect(strict.severity == .error)
    }

    /// `standInErrorBand` in legible.json: read, and a wrong value is a located error.
    @Test func standInErrorBandIsConfigurable() throws {
        let config = try AuditConfiguration.parse(Data(#"{ "standInErrorBand": 0.02 }"#.utf8), file: "legible.json")
        #expect(config.ruleOptions.standInErrorBand == 0.02)
        #expect(AuditConfiguration().ruleOptions.standInErrorBand == 0.01)
        do {
            _ = try AuditConfiguration.parse(Data("{\n  \"standInErrorBand\": 5\n}".utf8), file: "legible.json")
            Issue.record("expected an error")
        } catch let error as Diagnostic {
            #expect(error.message.hasPrefix("standInErrorBand: expected a fraction"))
            #expect(error.location.line == 2)
        }
    }
}
