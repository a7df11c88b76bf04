import Foundation
import LegibleText
import XCTest

@testable import LegibleAudit

/// The structure rules on screens read from storyboards: Fixtures/IB's Tabs.storyboard end to
/// end, and the corpus storyboards (LoopKit/Loop, KeePassium; skipped when absent), whose every
/// finding was checked by reading the storyboard.
final class InterfaceBuilderScreenAuditTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/IB")
    private static let corpus: URL = {
        if let path = ProcessInfo.processInfo.environment["LEGIBLE_CORPUS"] { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }()
    private static let measurer = TextMeasurer()

    private var storyboard: String { Self.fixtures.appendingPathComponent("Base.lproj/Tabs.storyboard").path }

    private func tabs() -> StringCollection {
        ProjectReader().read(paths: [storyboard, Self.fixtures.appendingPathComponent("de.lproj/Tabs.strings").path])
    }

    /// Six tabs, six segments, a minute interval of 7 and 25 pages, each reported once for all
    /// locales and devices (naming no locale), in the storyboard: at the text the finding is
    /// about, else at the scene.
    func testStructureFindingsAreLocatedInTheStoryboard() throws {
        let result = AuditEngine(configuration: AuditConfiguration(), measurer: Self.measurer).run(tabs())
        func only(_ rule: String) throws -> Finding {
            let found = result.findings.filter { $0.rule == rule }
            XCTAssertEqual(found.count, 1, "\(rule): " + found.map(\.message).joined(separator: "\n"))
            return try XCTUnwrap(found.first, rule)
        }
        let tabs = try only("tab-count")
        XCTAssertEqual(tabs.key, "tbi-06-pro.title")
        XCTAssertEqual(tabs.table, "Tabs")
        XCTAssertNil(tabs.locale, "English and German")
        XCTAssertEqual([tabs.file, tabs.line.map(String.init)], [storyboard, "183"])
        XCTAssertTrue(tabs.message.contains("6 tabs"), tabs.message)

        let segments = try only("segment-count")
        XCTAssertEqual(segments.key, "seg-01-six.segmentTitles[5]")
        XCTAssertEqual([segments.file, segments.line.map(String.init)], [storyboard, "62"])
        XCTAssertTrue(segments.message.contains("seg-01-six (Period) has 6 segments"), segments.message)

        let interval = try only("minute-interval")
        XCTAssertEqual([interval.file, interval.line.map(String.init)], [storyboard, "49"])
        XCTAssertEqual(interval.severity, .error)
        XCTAssertTrue(interval.message.contains("dpk-01-tim has minuteInterval 7"), interval.message)

        let pages = try only("page-count")
        XCTAssertEqual([pages.file, pages.line.map(String.init)], [storyboard, "49"])
        XCTAssertEqual(pages.severity, .warning)
        XCTAssertTrue(pages.message.contains("pgc-01-pag has 25 pages"), pages.message)
        XCTAssertEqual(pages.element?.name, "Tabs Home Feed")

        // The long right item leaves the title too little room, measured in each locale's text.
        let titles = result.findings.filter { $0.rule == "navigation-title-fit" }
        XCTAssertEqual(Set(titles.map(\.locale)), ["en", "de"])
        XCTAssertTrue(titles.allSatisfy { $0.key == "nvi-01-hom.title" })
        let german = try XCTUnwrap(titles.first { $0.locale == "de" })
        XCTAssertTrue(german.message.contains("“Jetzt alles synchronisieren”"), german.message)
        XCTAssertEqual(german.file, Self.fixtures.appendingPathComponent("de.lproj/Tabs.strings").path)
    }

    /// `legible.json`'s screens are checked beside the storyboard's.
    func testConfigurationScreensAreCheckedBesideTheStoryboards() {
        var configuration = AuditConfiguration()
        configuration.screens = [
            Screen(name: "Gallery", pageControls: [Screen.PageControl(name: "gallery", numberOfPages: 30)])
        ]
        let result = AuditEngine(configuration: configuration, measurer: Self.measurer).run(tabs())
        XCTAssertEqual(
            result.findings.filter { $0.rule == "page-count" }.compactMap(\.element?.name).sorted(),
            ["Gallery", "Tabs Home Feed"])
    }

    // MARK: - Corpus

    private func corpus(_ path: String) throws -> StringCollection {
        let url = Self.corpus.appendingPathComponent(path)
        try XCTSkipUnless(FileManager.default.fileExists(atPath: url.path), "corpus absent: \(url.path)")
        return ProjectReader().read(paths: [url.path])
    }

    private func screenFindings(_ collection: StringCollection) -> [Finding] {
        AuditEngine(configuration: AuditConfiguration(), measurer: Self.measurer)
            .checkScreens(collection.screens, strings: collection.strings, sourceLanguage: collection.sourceLanguage)
    }

    /// Loop's Main.storyboard: Status (whose navigation item titles the bar that
    /// StatusTableViewController hides in code) pushes Predicted Glucose and Carbohydrates with
    /// `show` segues, so their back buttons say "Status". The only findings: that back title has
    /// too little room beside long titles (Predicted Glucose in most languages, "Carbohydrates"
    /// left in English in Vietnamese) on an iPhone SE, and on an iPhone 16 in Polish and Vietnamese,
    /// and in German with Bold Text (the title in heavy, calibrated like bold since issue 12).
    func testLoopStoryboard() throws {
        let collection = try corpus("LoopKit__Loop/Loop")
        XCTAssertEqual(collection.screens.map(\.name), ["Main Predicted Glucose", "Main Carbohydrates", "Main Status"])
        let status = ScreenText.key("3kU-n2-fha.title", table: "Main")
        let bars = collection.screens.map(\.navigationBar)
        XCTAssertEqual(
            bars.map { $0?.title },
            [.key("PA3-sP-cWY.title", table: "Main"), .key("Vpi-5b-bY5.title", table: "Main"), status])
        XCTAssertEqual(bars.map { $0?.backButtonTitle }, [status, status, nil])
        XCTAssertEqual(bars[1]?.trailingItems, [.image("add")])
        XCTAssertTrue(
            collection.screens.allSatisfy { $0.toolbar == nil && $0.controls.isEmpty && $0.segmentedControls.isEmpty })

        let findings = screenFindings(collection)
        XCTAssertEqual(Set(findings.map(\.rule)), ["back-button-title"])
        XCTAssertTrue(findings.allSatisfy { $0.key == "3kU-n2-fha.title" })
        XCTAssertEqual(findings.filter { $0.element?.name == "Main Carbohydrates" }.map(\.locale), ["vi"])
        XCTAssertEqual(findings.count, 19, findings.map { "\($0.locale ?? "") \($0.message)" }.joined(separator: "\n"))
    }

    /// KeePassium's three storyboards: two scenes with a Cancel item beside their title, one
    /// without a bar. The only finding: the Touch ID button, an image in a stack view, is
    /// 43.5 pt wide (its symbol and 8 pt insets).
    func testKeePassiumStoryboards() throws {
        let collection = try corpus("keepassium__KeePassium/KeePassium")
        XCTAssertEqual(
            collection.screens.map(\.name),
            [
                "DatabaseCreatorVC {Create Database}", "DatabaseUnlockerVC Unlock Database",
                "PasscodeInputVC Unlock KeePassium",
            ])
        XCTAssertEqual(
            collection.screens.map { $0.navigationBar?.leadingItems ?? [] }, [[.text("Cancel")], [], [.text("Cancel")]])
        XCTAssertNil(collection.screens[1].navigationBar)
        XCTAssertEqual(
            collection.screens[2].controls,
            [
                Screen.Control(name: "HCs-4z-c3c", role: .button, icon: "touchid", width: 43.5, height: 44)
            ])
        let findings = screenFindings(collection)
        XCTAssertEqual(findings.map(\.rule), ["tap-target"])
        XCTAssertNil(findings.first?.locale, "every locale")
        XCTAssertTrue(
            findings.first?.message.contains("HCs-4z-c3c offers 43.5 × 44 pt") == true, findings.first?.message ?? "")
    }
}
