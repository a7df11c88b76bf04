import Foundation
import LegibleText
import XCTest

@testable import LegibleAudit

/// `--pseudo`: the source language's strings measured pseudo-localized, their findings in a
/// pseudo-locale, counted apart, gated by `--pseudo-fail-on`, never matching a real locale's
/// baseline entry.
final class PseudoAuditTests: XCTestCase {
    static let measurer = TextMeasurer()

    /// "Save" in a 60 pt button (one line, no shrinking): it fits in English; its expanded text,
    /// "Šávé Šávé Šá", is three times as long and does not.
    func audit(_ kinds: [PseudoKind]) -> AuditEngine.Result {
        let location = SourceLocation(file: "App.xcstrings", line: 3, column: 5)
        let collection = StringCollection(
            sourceLanguage: "en",
            strings: [LocalizedString(key: "save", locale: "en", value: "Save", location: location)],
            files: ["App.xcstrings"])
        var configuration = AuditConfiguration()
        configuration.devices = [.init(name: "iPhone SE", width: 320)]
        configuration.sizes = [.large]
        configuration.boldText = [false]
        var button = ElementConfiguration(key: "save", role: .label)
        button.width = 60
        button.lines = 1
        configuration.elements = [button]
        configuration.pseudo = kinds
        return AuditEngine(configuration: configuration, measurer: Self.measurer).run(collection)
    }

    func report(_ result: AuditEngine.Result) -> AuditReport {
        AuditReport(
            tool: ToolInfo(version: "0", harfbuzz: "", freetype: "", icu: ""), summary: result.summary,
            findings: result.findings, diagnostics: [])
    }

    func testExpandedTextThatDoesNotFitIsAPseudoFinding() throws {
        let result = audit([.expanded])
        let finding = try XCTUnwrap(result.findings.first { $0.rule == "truncation" })
        XCTAssertEqual(finding.locale, "en-x-expanded")
        XCTAssertEqual(finding.pseudo, "expanded")
        XCTAssertEqual(finding.measurement?.text, "Šávé Šávé Šá")
        XCTAssertTrue(finding.message.contains("(en-x-expanded)"), finding.message)
        // No real finding: the English fits.
        XCTAssertTrue(result.findings.allSatisfy { $0.pseudo != nil })
        XCTAssertEqual(result.summary.findingsBySeverity, [:])
        XCTAssertEqual(result.summary.locales, ["en"])
        XCTAssertEqual(result.summary.pseudo?.kinds, ["expanded"])
        XCTAssertEqual(result.summary.pseudo?.locales, ["en-x-expanded"])
        XCTAssertEqual(result.summary.pseudo?.strings, 1)
        XCTAssertEqual(result.summary.pseudo?.findingsByRule["truncation"], 1)
    }

    func testWithoutPseudoNothingChanges() {
        let result = audit([])
        XCTAssertTrue(result.findings.isEmpty)
        XCTAssertNil(result.summary.pseudo)
    }

    func testRightToLeftStringsAreShapedRightToLeftAndMeasured() throws {
        let result = audit([.rightToLeftStrings, .doubleLength])
        XCTAssertEqual(result.summary.pseudo?.locales, ["en-x-double", "en-x-rtlstr"])
        // "Save Save" does not fit 60 pt; "Save" set right to left is as wide as "Save" and fits.
        XCTAssertEqual(result.findings.compactMap(\.locale), ["en-x-double"])
    }

    func testPseudoFindingsPassTheGateUnlessPseudoFailOnSaysOtherwise() {
        let report = report(audit([.expanded]))
        XCTAssertTrue(GatePolicy(failOn: .warning, maxFindings: 0).decide(report).passed)
        let decision = GatePolicy(pseudoFailOn: .warning).decide(report)
        XCTAssertFalse(decision.passed)
        XCTAssertEqual(
            decision.reasons, ["1 pseudo-localization finding is at warning or error level (--pseudo-fail-on warning)"])
    }

    func testJSONReportCarriesThePseudoField() throws {
        let data = try JSONReporter().render(report(audit([.expanded])), options: ReportOptions())
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.contains(#""pseudo": "expanded""#) || text.contains(#""pseudo" : "expanded""#), text)
        let decoded = try JSONReporter.decode(data)
        XCTAssertEqual(decoded.findings.first?.pseudo, "expanded")
        XCTAssertEqual(decoded.summary.pseudo?.findingsBySeverity.values.reduce(0, +), 1)
    }

    func testPseudoFindingNeverMatchesARealLocalesBaselineEntry() throws {
        let report = report(audit([.expanded]))
        let pseudo = try XCTUnwrap(report.findings.first)
        // The same key, rule, file and sizes in the source language: a real finding's entry.
        var real = pseudo
        real.locale = "en"
        real.pseudo = nil
        let baseline = Baseline(findings: [FindingIdentity(real)])
        let applied = baseline.apply(to: report)
        XCTAssertEqual(applied.hidden, 0)
        XCTAssertEqual(applied.report.findings, report.findings)
        // Its own entry hides it, and the pseudo counts follow.
        let own = Baseline(findings: [FindingIdentity(pseudo)]).apply(to: report)
        XCTAssertEqual(own.hidden, 1)
        XCTAssertEqual(own.report.summary.pseudo?.findingsByRule, [:])
    }

    func testTextReporterCountsPseudoFindingsApart() throws {
        let data = try TextReporter().render(report(audit([.expanded])), options: ReportOptions())
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.contains("Findings: 0 (0 errors, 0 warnings, 0 notes)."), text)
        XCTAssertTrue(
            text.contains("Pseudo-localization: expanded, 1 string as en-x-expanded: 1 finding ("), text)
    }

    func testHTMLGivesThePseudoLocaleAColumnAndMarkdownCountsRealFindings() throws {
        let report = report(audit([.expanded]))
        let html = String(decoding: try HTMLReporter().render(report, options: ReportOptions()), as: UTF8.self)
        XCTAssertTrue(html.contains("en-x-expanded (pseudo: expanded)"))
        XCTAssertTrue(html.contains("<th scope=\"row\">Pseudo-localization</th><td>expanded: 1 finding,"))
        let markdown = String(decoding: try MarkdownReporter().render(report, options: ReportOptions()), as: UTF8.self)
        XCTAssertTrue(markdown.hasPrefix("### Legible: no findings\n"), markdown)
        XCTAssertTrue(markdown.contains("Pseudo-localization (expanded): 1 finding, forecasts"), markdown)
    }

    func testGitHubAnnotationAndSARIFSayItIsAForecast() throws {
        let report = report(audit([.expanded]))
        let github = String(
            decoding: try GitHubReporter().render(report, options: ReportOptions(rules: ReporterFixture.rules)),
            as: UTF8.self)
        XCTAssertTrue(github.contains("title=Truncation (truncation) forecast for en-x-expanded::"), github)
        let sarif = String(decoding: try SARIFReporter().render(report, options: ReportOptions()), as: UTF8.self)
        XCTAssertTrue(sarif.contains(#""pseudo""#) && sarif.contains(#""expanded""#), sarif)
        // A forecast: a SARIF note and JUnit output, never an error code scanning or a test tab
        // would gate on (the finding itself is an error: --pseudo-fail-on decides).
        XCTAssertTrue(report.findings.contains { $0.pseudo != nil && $0.severity == .error })
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = ((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        XCTAssertFalse(results.isEmpty)
        XCTAssertEqual(Set(results.compactMap { $0["level"] as? String }), ["note"])
        let junit = String(decoding: try JUnitReporter().render(report, options: ReportOptions()), as: UTF8.self)
        XCTAssertFalse(junit.contains("<failure"), junit)
    }

    // MARK: - legible.json

    func testConfigurationReadsPseudoKinds() throws {
        let configuration = try AuditConfiguration.parse(
            Data(#"{"pseudo": ["expanded", "double-length"]}"#.utf8), file: "legible.json")
        XCTAssertEqual(configuration.pseudo, [.expanded, .doubleLength])
    }

    func testUnknownPseudoKindNamesTheFileWhatWasExpectedAndTheNearestKind() {
        do {
            _ = try AuditConfiguration.parse(Data(#"{"pseudo": ["dubble-length"]}"#.utf8), file: "App/legible.json")
            XCTFail("accepted an unknown kind")
        } catch let diagnostic as Diagnostic {
            XCTAssertTrue(diagnostic.description.hasPrefix("App/legible.json:1:"), diagnostic.description)
            XCTAssertTrue(diagnostic.message.hasPrefix("pseudo[0]: "), diagnostic.message)
            XCTAssertTrue(diagnostic.message.contains(#"did you mean "double-length"?"#), diagnostic.message)
            XCTAssertTrue(diagnostic.message.contains("expanded"), diagnostic.message)
        } catch {
            XCTFail("unexpected \(error)")
        }
    }
}
