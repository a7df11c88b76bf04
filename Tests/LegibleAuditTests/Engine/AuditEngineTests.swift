import Foundation
import LegibleText
import XCTest

@testable import LegibleAudit

/// The audit engine on small catalogs written here: the two real reported failures, the
/// severity levels, Bold Text, suppression and rule settings.
final class AuditEngineTests: XCTestCase {
    static let measurer = TextMeasurer()

    /// A one-key catalog with the given values per locale.
    func collection(_ key: String, _ values: [String: String], comment: String? = nil) -> StringCollection {
        var strings: [LocalizedString] = []
        for (index, (locale, value)) in values.sorted(by: { $0.key < $1.key }).enumerated() {
            strings.append(
                LocalizedString(
                    key: key, locale: locale, value: value,
                    location: SourceLocation(file: "App.xcstrings", line: index + 1, column: 5),
                    comment: comment))
        }
        return StringCollection(sourceLanguage: "en", strings: strings, files: ["App.xcstrings"])
    }

    func run(_ collection: StringCollection, _ configure: (inout AuditConfiguration) -> Void) -> AuditEngine.Result {
        var configuration = AuditConfiguration()
        configure(&configuration)
        return AuditEngine(configuration: configuration, measurer: Self.measurer).run(collection)
    }

    /// IceCubesApp #654: "エクスプローラー" in a five-tab bar on a 320 pt iPhone is cut; "Explore" fits.
    func testJapaneseExploreTabInFiveTabBar() {
        let result = run(collection("tab.explore", ["en": "Explore", "ja": "エクスプローラー"])) { config in
            config.devices = [.init(name: "iPhone SE", width: 320)]
            var tab = ElementConfiguration(key: "tab.explore", role: .tabBarItem)
            tab.count = 5
            config.elements = [tab]
        }
        let truncations = result.findings.filter { $0.rule == "truncation" }
        XCTAssertEqual(truncations.map(\.locale), ["ja"])
        let finding = truncations.first
        XCTAssertEqual(finding?.severity, .error)
        XCTAssertEqual(finding?.element?.role, "tabBarItem")
        // 320 / 5 − 2 × 2 pt padding.
        XCTAssertEqual(finding?.measurement?.availableWidth, 60)
        XCTAssertEqual(finding?.measurement?.pointSize, 10)
        XCTAssertTrue(finding?.measurement?.visibleText.hasSuffix("…") ?? false)
        XCTAssertTrue(finding?.measurement?.faces.contains { $0.hasPrefix("Noto Sans CJK JP") } ?? false)
    }

    /// mastodon-ios #1139: "Überprüfe deinen Posteingang" as a navigation title with a back button
    /// on a 375 pt iPhone showed "Überprüfe deinen Po…"; "Check Your Inbox" fits.
    func testGermanNavigationTitleWithBackButton() {
        var strings = collection(
            "Scene.ConfirmEmail.Title", ["en": "Check Your Inbox", "de": "Überprüfe deinen Posteingang"])
        strings.strings += collection("Common.Back", ["en": "Back", "de": "Zurück"]).strings
        let result = run(strings) { config in
            config.devices = [.init(name: "iPhone 8", width: 375)]
            var title = ElementConfiguration(key: "Scene.ConfirmEmail.Title", role: .navigationTitle)
            title.backButtonTitle = "Common.Back"
            config.elements = [title]
        }
        let truncations = result.findings.filter { $0.rule == "truncation" }
        XCTAssertEqual(truncations.map(\.locale), ["de"])
        guard let finding = truncations.first, let measurement = finding.measurement else {
            return XCTFail("no finding")
        }
        XCTAssertEqual(finding.severity, .error)
        XCTAssertTrue(measurement.visibleText.hasPrefix("Überprüfe deinen P"), measurement.visibleText)
        XCTAssertTrue(measurement.visibleText.hasSuffix("…"))
        XCTAssertEqual(measurement.pointSize, 17)
        XCTAssertEqual(measurement.weight, 600)
        // The room: 375 − 2 × 16 margins − 2 × (chevron 13 + gap 6 + "Zurück" + 8 spacing) < 244 pt of text.
        XCTAssertLessThan(measurement.availableWidth, 375 - 32 - 2 * 27)
        XCTAssertGreaterThan(measurement.width, measurement.availableWidth)
    }

    /// Severity by the first failing size: error at Large or smaller, warning from xLarge to
    /// xxxLarge, the configured level at AX sizes only.
    func testSeverityFollowsTheFirstFailingSize() {
        func severity(width: Double, accessibility: Severity = .warning) -> (Severity?, String?) {
            let result = run(collection("k", ["en": "Save Changes"])) { config in
                var element = ElementConfiguration(key: "k", role: .label)
                element.width = width
                element.textStyle = .body
                config.elements = [element]
                config.boldText = [false]
                config.ruleOptions.accessibilitySizeSeverity = accessibility
                // Half a point is within the stand-in's error band, which would lower the severity.
                config.ruleOptions.standInErrorBand = 0
            }
            let finding = result.findings.first { $0.rule == "truncation" }
            return (finding?.severity, finding?.sizeCategory)
        }
        let natural = { (size: ContentSizeCategory) in
            Self.measurer.measure(MeasureRequest(text: "Save Changes", font: .textStyle(.body), sizeCategory: size))
                .width
        }
        // Just under the width at Large: fails at Large.
        XCTAssertEqual(severity(width: natural(.large) - 0.5).0, .error)
        XCTAssertEqual(severity(width: natural(.large) - 0.5).1, "Large")
        // Room for Large but not xLarge: warning.
        XCTAssertEqual(severity(width: natural(.large) + 0.5).0, .warning)
        XCTAssertEqual(severity(width: natural(.large) + 0.5).1, "xLarge")
        // Room for xxxLarge but not AX1: the accessibility severity.
        XCTAssertEqual(severity(width: natural(.xxxLarge) + 0.5, accessibility: .note).0, .note)
        XCTAssertEqual(severity(width: natural(.xxxLarge) + 0.5).1, "AX1")
        // Room for everything: no finding.
        XCTAssertNil(severity(width: natural(.ax5) + 1).0)
    }

    /// Bold Text makes a string that fits with regular weight overflow: one bold-text finding,
    /// no truncation finding repeating it.
    func testBoldTextOnlyFailure() throws {
        let regular = Self.measurer.measure(MeasureRequest(text: "Notifications", font: .textStyle(.body))).width
        let bold = Self.measurer.measure(MeasureRequest(text: "Notifications", font: .textStyle(.body), boldText: true))
            .width
        XCTAssertGreaterThan(bold, regular)
        let result = run(collection("k", ["en": "Notifications"])) { config in
            var element = ElementConfiguration(key: "k", role: .label)
            element.width = (regular + bold) / 2
            element.textStyle = .body
            config.elements = [element]
            config.sizes = [.large]
        }
        XCTAssertNil(result.findings.first { $0.rule == "truncation" })
        let finding = try XCTUnwrap(result.findings.first { $0.rule == "bold-text" })
        XCTAssertEqual(finding.boldTextStates, ["on"])
        XCTAssertEqual(finding.boldText, true)
        XCTAssertTrue(finding.message.contains("with Bold Text off but not with it on"), finding.message)
    }

    /// `legible:ignore truncation` in the key's comment hides the finding and counts it.
    func testInlineSuppression() {
        let strings = collection(
            "k", ["en": "A rather long button title"], comment: "Shown on the paywall. legible:ignore truncation")
        let result = run(strings) { config in
            var element = ElementConfiguration(key: "k", role: .button)
            element.width = 40
            config.elements = [element]
        }
        XCTAssertEqual(result.findings.filter { $0.rule == "truncation" }.count, 0)
        XCTAssertEqual(result.summary.suppressed, 1)
    }

    /// Rule settings: severity override and disabling.
    func testRuleSettings() {
        let strings = collection("k", ["en": "A rather long button title"])
        let overridden = run(strings) { config in
            var element = ElementConfiguration(key: "k", role: .button)
            element.width = 40
            config.elements = [element]
            config.rules.rules["truncation"] = .init(severity: .note)
        }
        XCTAssertEqual(overridden.findings.first { $0.rule == "truncation" }?.severity, .note)
        let disabled = run(strings) { config in
            var element = ElementConfiguration(key: "k", role: .button)
            element.width = 40
            config.elements = [element]
            config.rules.rules["truncation"] = .init(enabled: false)
        }
        XCTAssertTrue(disabled.findings.filter { $0.rule == "truncation" }.isEmpty)
    }

    /// Strings no element matches are counted as unchecked, not measured.
    func testUncheckedStrings() {
        let result = run(collection("k", ["en": "Hello", "de": "Hallo"])) { _ in }
        XCTAssertEqual(result.summary.unchecked, 2)
        XCTAssertEqual(result.summary.checks, 0)
    }

    /// Checks counted: strings × devices × sizes × Bold Text states.
    func testCheckCount() {
        let result = run(collection("k", ["en": "Hello", "de": "Hallo"])) { config in
            config.elements = [ElementConfiguration(key: "k", role: .label)]
        }
        XCTAssertEqual(result.summary.checks, 2 * 2 * 12 * 2)
    }

    /// A character no face covers gives a coverage finding naming the code point.
    func testCoverage() throws {
        let result = run(collection("k", ["en": "Private \u{10FFFD} use"])) { config in
            config.elements = [ElementConfiguration(key: "k", role: .label)]
            config.sizes = [.large]
        }
        let finding = try XCTUnwrap(result.findings.first { $0.rule == "coverage" })
        XCTAssertTrue(finding.message.contains("U+10FFFD"), finding.message)
        XCTAssertEqual(finding.locale, "en")
        XCTAssertEqual(finding.key, "k")
    }

    /// Width variants: iOS picks one that fits, so only the narrowest is judged.
    func testOnlyTheNarrowestWidthVariantIsJudged() {
        func strings(narrow: String) -> StringCollection {
            let location = SourceLocation(file: "Localizable.stringsdict", line: 3, column: 9)
            return StringCollection(
                sourceLanguage: "en",
                strings: [
                    LocalizedString(
                        key: "greeting", locale: "en", variation: "width.50",
                        value: "Welcome to the application, dear friend", location: location),
                    LocalizedString(
                        key: "greeting", locale: "en", variation: "width.10", value: narrow, location: location),
                ])
        }
        func truncations(_ collection: StringCollection) -> [Finding] {
            run(collection) { config in
                var element = ElementConfiguration(key: "greeting", role: .label)
                element.width = 80
                config.elements = [element]
                config.sizes = [.large]
            }.findings.filter { $0.rule == "truncation" }
        }
        XCTAssertEqual(truncations(strings(narrow: "Hi")).count, 0)
        let failing = truncations(strings(narrow: "Welcome, dear friend"))
        XCTAssertEqual(failing.map(\.variation), ["width.10"])
    }
}
