import Foundation
import LegibleText
import XCTest

@testable import LegibleAudit

/// Elements found in Swift source: how keys find them, their precedence, and what findings
/// say of them.
final class SourcePlacementTests: XCTestCase {
    static let measurer = TextMeasurer()

    func placement(
        _ key: String, _ role: Role, line: Int, interpolated: Bool = false,
        configure: (inout ElementConfiguration) -> Void = { _ in }
    ) -> SourcePlacement {
        var element = ElementConfiguration(role: role)
        configure(&element)
        return SourcePlacement(
            reference: TableKey(table: "Localizable", key: key), element: element,
            location: SourceLocation(file: "/app/Views/Tabs.swift", line: line, column: 9),
            confidence: .direct, interpolated: interpolated)
    }

    func strings(_ key: String, _ values: [String: String]) -> [LocalizedString] {
        values.sorted { $0.key < $1.key }.enumerated().map { index, pair in
            LocalizedString(
                key: key, locale: pair.key, value: pair.value,
                location: SourceLocation(file: "/app/Localizable.xcstrings", line: index + 1, column: 5))
        }
    }

    func testSpecifiersBecomeGeneric() {
        XCTAssertEqual(SourcePlacementIndex.withGenericSpecifiers("%lld posts by %1$@"), "%@ posts by %@")
        XCTAssertEqual(SourcePlacementIndex.withGenericSpecifiers("100%% of %.2f"), "100%% of %@")
        XCTAssertEqual(SourcePlacementIndex.withGenericSpecifiers("plain"), "plain")
    }

    func testInterpolatedKeysMatchAnySpecifierExactKeysOnlyThemselves() {
        let index = SourcePlacementIndex([
            placement("Hello %@", .label, line: 3, interpolated: true),
            placement("tab.explore", .tabBarItem, line: 7),
            placement("tab.explore", .tabBarItem, line: 9),  // the same element again: kept once
            placement("tab.explore", .label, line: 11),
        ])
        XCTAssertEqual(index.placements(table: "Localizable", key: "Hello %lld").map(\.location.line), [3])
        XCTAssertEqual(index.placements(table: "Localizable", key: "Hello %1$@").map(\.location.line), [3])
        XCTAssertEqual(index.placements(table: "Other", key: "Hello %@"), [])
        XCTAssertEqual(index.placements(table: "Localizable", key: "tab.explore").map(\.location.line), [7, 11])
        XCTAssertEqual(index.placements(table: "Localizable", key: "tab.Explore"), [])
    }

    func testUncheckedReasons() {
        let unplaced = UnplacedReference(
            reference: TableKey(table: "Localizable", key: "Count %@"),
            reason: "stored in `text`", location: SourceLocation(file: "A.swift", line: 2))
        let index = SourcePlacementIndex([], unplaced: [unplaced], scannedSource: true)
        XCTAssertEqual(index.uncheckedReason(table: "Localizable", key: "Count %lld"), "notUnderstood")
        XCTAssertEqual(index.uncheckedReason(table: "Localizable", key: "other"), "notInSource")
        XCTAssertEqual(
            SourcePlacementIndex([], scannedSource: false).uncheckedReason(table: "Localizable", key: "x"), "noSource")
    }

    /// legible.json wins over Interface Builder, which wins over source; every source element is used.
    func testPrecedence() {
        let string = strings("tab.explore", ["en": "Explore"])[0]
        let placed = [placement("tab.explore", .tabBarItem, line: 7), placement("tab.explore", .label, line: 11)]
        var configuration = AuditConfiguration()
        let resolver = ElementResolver(configuration: configuration)
        XCTAssertEqual(resolver.elements(for: string, placed: placed).map(\.spec.role), [.tabBarItem, .label])
        XCTAssertEqual(resolver.elements(for: string, placed: placed).map(\.spec.origin), [.source, .source])
        XCTAssertEqual(resolver.elements(for: string, placed: placed).first?.spec.location?.line, 7)
        var fromIB = string
        fromIB.element = ElementSpec(role: .button, width: 80)
        XCTAssertEqual(resolver.elements(for: fromIB, placed: placed).map(\.spec.role), [.button])
        XCTAssertEqual(resolver.elements(for: fromIB, placed: placed).map(\.spec.origin), [.interfaceBuilder])
        configuration.elements = [ElementConfiguration(key: "tab.explore", role: .segment)]
        let configured = ElementResolver(configuration: configuration)
        XCTAssertEqual(configured.elements(for: fromIB, placed: placed).map(\.spec.role), [.segment])
        XCTAssertEqual(configured.elements(for: fromIB, placed: placed).map(\.spec.origin), [.config])
        XCTAssertEqual(ElementResolver(configuration: AuditConfiguration()).elements(for: string, placed: []).count, 0)
    }

    /// A tab placed from source is measured like one from legible.json, and its findings say where
    /// the string is shown; the summary counts it as placed from source.
    func testSourceElementIsMeasuredAndNamedInFindings() throws {
        var collection = StringCollection(
            sourceLanguage: "en",
            strings: strings("tab.explore", ["en": "Explore", "ja": "エクスプローラー"])
                + strings("unused", ["en": "Never shown"]),
            files: ["/app/Localizable.xcstrings"])
        collection.placements = [placement("tab.explore", .tabBarItem, line: 7) { $0.count = 5 }]
        collection.sourceFiles = ["/app/Views/Tabs.swift"]
        var configuration = AuditConfiguration()
        configuration.devices = [.init(name: "iPhone SE", width: 320)]
        let result = AuditEngine(configuration: configuration, measurer: Self.measurer).run(collection)
        let truncations = result.findings.filter { $0.rule == "truncation" }
        XCTAssertEqual(truncations.map(\.locale), ["ja"])
        let finding = try XCTUnwrap(truncations.first)
        XCTAssertEqual(finding.element?.origin, "source")
        XCTAssertEqual(finding.element?.shownAt, SourceLocation(file: "/app/Views/Tabs.swift", line: 7, column: 9))
        XCTAssertEqual(finding.measurement?.availableWidth, 60)  // 320 / 5 − 2 × 2 pt
        XCTAssertEqual(result.summary.measuredBy, ["source": 2])
        XCTAssertEqual(result.summary.uncheckedBecause, ["notInSource": 1])

        let report = AuditReport(
            tool: ToolInfo(version: "0", harfbuzz: "0", freetype: "0", icu: "0"),
            summary: result.summary, findings: truncations)
        let options = ReportOptions(basePath: "/app")
        let text = String(decoding: try TextReporter().render(report, options: options), as: UTF8.self)
        XCTAssertTrue(
            text.contains("(shown at Views/Tabs.swift:7:9). Fix: 19.7 pt (about 2 characters) too long"), text)
        XCTAssertTrue(text.contains("or a shorter text. [truncation]"), text)
        XCTAssertTrue(text.contains("Measured 2 strings: 2 from Swift source."), text)
        XCTAssertTrue(text.contains("Not measured: 1 string (1 never referenced in the Swift source)."), text)
        let json =
            try JSONSerialization.jsonObject(with: try JSONReporter().render(report, options: options))
            as? [String: Any]
        let element = ((json?["findings"] as? [[String: Any]])?.first?["element"]) as? [String: Any]
        XCTAssertEqual(element?["origin"] as? String, "source")
        XCTAssertEqual((element?["shownAt"] as? [String: Any])?["file"] as? String, "Views/Tabs.swift")
        XCTAssertEqual((element?["shownAt"] as? [String: Any])?["line"] as? Int, 7)
        let sarif =
            try JSONSerialization.jsonObject(with: try SARIFReporter().render(report, options: options))
            as? [String: Any]
        let sarifResult = ((sarif?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first
        let related = (sarifResult?["relatedLocations"] as? [[String: Any]])?.first
        let uri =
            ((related?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        XCTAssertEqual(uri, "Views/Tabs.swift")
    }

    /// `.textCase(.uppercase)`: the upper-cased text is what is measured (Turkish rules in tr).
    func testTextCaseChangesTheMeasuredText() {
        XCTAssertEqual(AuditEngine.shown("istanbul", case: .uppercase, locale: "tr"), "İSTANBUL")
        XCTAssertEqual(AuditEngine.shown("istanbul", case: .uppercase, locale: "en"), "ISTANBUL")
        XCTAssertEqual(AuditEngine.shown("Mixed", case: nil, locale: "en"), "Mixed")
    }

    /// A button found in source has no frame: its size is not judged from its title; one whose
    /// source states a frame is.
    func testTapTargetsOfSourceButtonsNeedAStatedSize() {
        var collection = StringCollection(
            sourceLanguage: "en", strings: strings("ok", ["en": "OK"]),
            files: ["/app/Localizable.xcstrings"])
        collection.placements = [placement("ok", .button, line: 3)]
        collection.sourceFiles = ["/app/Views/Tabs.swift"]
        var configuration = AuditConfiguration()
        configuration.devices = [.init(name: "iPhone 16", width: 393)]
        let unsized = AuditEngine(configuration: configuration, measurer: Self.measurer).run(collection)
        XCTAssertEqual(unsized.findings.filter { $0.rule == "tap-target" }.count, 0)
        collection.placements = [
            placement("ok", .button, line: 3) {
                $0.width = 30
                $0.height = 30
            }
        ]
        let sized = AuditEngine(configuration: configuration, measurer: Self.measurer).run(collection)
        let messages = sized.findings.filter { $0.rule == "tap-target" }.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("30 × 30 pt") }, messages.joined(separator: "\n"))
    }
}
