import Foundation
import LegibleText
import XCTest

@testable import LegibleAudit

/// The engine in each design: findings name the design they were measured in, say when they
/// hold in one design only, merge when both designs give the same room, and say when an
/// assumed iOS 26 metric decides the verdict.
final class DesignAuditTests: XCTestCase {
    static let measurer = TextMeasurer()

    func collection(_ key: String, _ values: [String: String]) -> StringCollection {
        var strings: [LocalizedString] = []
        for (index, (locale, value)) in values.sorted(by: { $0.key < $1.key }).enumerated() {
            strings.append(
                LocalizedString(
                    key: key, locale: locale, value: value,
                    location: SourceLocation(file: "App.xcstrings", line: index + 1, column: 5)))
        }
        return StringCollection(sourceLanguage: "en", strings: strings, files: ["App.xcstrings"])
    }

    func truncations(
        _ collection: StringCollection, designs: [Design],
        _ configure: (inout AuditConfiguration) -> Void
    ) -> [Finding] {
        var configuration = AuditConfiguration()
        configuration.designs = designs
        configuration.sizes = [.large]
        configuration.boldText = [false]
        configure(&configuration)
        return AuditEngine(configuration: configuration, measurer: Self.measurer).run(collection).findings
            .filter { $0.rule == "truncation" }
    }

    /// IceCubesApp #654 in a 5-tab bar on the 375 pt iPhone: cut in both designs, each named.
    func testExploreTabIsCutInBothDesigns() {
        let found = truncations(
            collection("tab.explore", ["en": "Explore", "ja": "エクスプローラー"]),
            designs: [.ios18, .ios26]
        ) { config in
            config.devices = [.init(name: "iPhone SE (3rd generation)", width: 375)]
            var tab = ElementConfiguration(key: "tab.explore", role: .tabBarItem)
            tab.count = 5
            config.elements = [tab]
        }
        XCTAssertEqual(found.map(\.locale), ["ja", "ja"])
        XCTAssertEqual(Set(found.compactMap(\.designs)), [["iOS 18"], ["iOS 26"]])
        let rooms = found.compactMap(\.measurement?.availableWidth).sorted()
        // iOS 26: the item (375 − 42 − 16.25) / 5 + 8.25 = 71.6, less the assumed 2 × 2 pt; iOS 18: 375 / 5 − 4.
        XCTAssertEqual(rooms[0], (375 - 58.25) / 5 + 8.25 - 4, accuracy: 0.01)
        XCTAssertEqual(rooms[1], 71.0, accuracy: 0.01)
        XCTAssertTrue(
            found.allSatisfy { $0.message.hasSuffix(" design") }, found.map(\.message).joined(separator: "\n"))
    }

    /// A fixed-width element has the same room in both designs: one finding naming both.
    func testSameRoomInBothDesignsIsOneFinding() {
        let found = truncations(
            collection("button.save", ["de": "Einstellungen speichern"]),
            designs: [.ios18, .ios26]
        ) { config in
            var button = ElementConfiguration(key: "button.save", role: .button)
            button.width = 80
            button.textStyle = .body
            config.elements = [button]
        }
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.designs, ["iOS 18", "iOS 26"])
        XCTAssertTrue(found.first?.message.hasSuffix(" — in the iOS 18 and iOS 26 designs") ?? false)
    }

    /// An alert title kept to one line that needs more than iOS 18's 238 pt but less than iOS
    /// 26's 260 pt is cut in iOS 18 alone, and the finding says so.
    func testFindingInOneDesignOnlySaysSo() {
        let found = truncations(
            collection("alert.title", ["en": "Delete all downloaded episodes"]),
            designs: [.ios18, .ios26]
        ) { config in
            var title = ElementConfiguration(key: "alert.title", role: .alertTitle)
            title.lines = 1
            config.elements = [title]
        }
        XCTAssertEqual(found.count, 1, found.map(\.message).joined(separator: "\n"))
        guard let finding = found.first else { return }
        XCTAssertEqual(finding.designs, ["iOS 18"])
        XCTAssertTrue(
            finding.message.hasSuffix(" — in the iOS 18 design only; it is not reported in the iOS 26 design"),
            finding.message)
    }

    /// A tab label cut by less than the assumed inset is one severity lower and says its verdict
    /// rests on the assumption.
    func testVerdictWithinTheAssumedTabInsetSaysSo() throws {
        // Find a label that overflows the 5-tab label room at 402 pt by less than 4 pt.
        let room = RolePreset.width(for: .tabBarItem, deviceWidth: 402, count: 5, accessory: nil, design: .ios26)
        let font = Self.measurer.resolve(
            RolePreset.font(for: .tabBarItem, design: .ios26), category: .large, boldText: false)
        var text = ""
        for candidate in [
            "Benachrichtigung", "Mitteilungenxx", "Mitteilungenxxx", "Einstellungenx", "Bibliothekenxxx",
            "Benachrichtigen", "Favoritenlisten", "Lesezeichenlist", "Nachrichtenlist",
        ] {
            let width = Self.measurer.layout(
                Self.measurer.shape(candidate, locale: "de", font: font), font: font,
                constraints: LayoutConstraints()
            ).width
            if width > room, width - room < 4 {
                text = candidate
                break
            }
        }
        try XCTSkipIf(text.isEmpty, "no candidate falls in the band with these fonts")
        let found = truncations(collection("tab.x", ["de": text]), designs: [.ios26]) { config in
            config.devices = [.init(name: "iPhone 16 Pro", width: 402)]
            var tab = ElementConfiguration(key: "tab.x", role: .tabBarItem)
            tab.count = 5
            config.elements = [tab]
        }
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.severity, .warning)
        XCTAssertTrue(
            found.first?.message.contains(
                "its room is an iOS 26 tab item less an assumed 2 pt label inset a side, assumed; it could fit in the 77 pt it may have at most"
            ) ?? false,
            found.first?.message ?? "")
    }

    /// Navigation titles: iOS 26 shows the back button as a 44 pt chevron circle.
    func testNavigationTitleRoomInIOS26() {
        var strings = collection("Scene.ConfirmEmail.Title", ["de": "Überprüfe deinen Posteingang"])
        strings.strings += collection("Common.Back", ["de": "Zurück"]).strings
        let found = truncations(strings, designs: [.ios26]) { config in
            config.devices = [.init(name: "iPhone SE (3rd generation)", width: 375)]
            var title = ElementConfiguration(key: "Scene.ConfirmEmail.Title", role: .navigationTitle)
            title.backButtonTitle = "Common.Back"
            config.elements = [title]
        }
        XCTAssertEqual(
            found.first?.measurement?.availableWidth ?? 0,
            375 - 2 * (16 + 44 + RolePreset.LiquidAssumption.titleGap), accuracy: 0.01)
    }

    /// No 320 pt iPhone runs iOS 26: an app audited in the iOS 26 design alone is measured in the
    /// iOS 18 design on it (with its titled back button), and the summary says why.
    func testA320PointIPhoneShowsTheIOS18Design() {
        var strings = collection("Scene.ConfirmEmail.Title", ["de": "Überprüfe deinen Posteingang"])
        strings.strings += collection("Common.Back", ["de": "Zurück"]).strings
        var configuration = AuditConfiguration()
        configuration.designs = [.ios26]
        configuration.sizes = [.large]
        configuration.boldText = [false]
        configuration.devices = [.init(name: "iPhone SE", width: 320)]
        var title = ElementConfiguration(key: "Scene.ConfirmEmail.Title", role: .navigationTitle)
        title.backButtonTitle = "Common.Back"
        configuration.elements = [title]
        let result = AuditEngine(configuration: configuration, measurer: Self.measurer).run(strings)
        let found = result.findings.filter { $0.rule == "truncation" }
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(
            result.summary.designReason?.hasSuffix(
                "iPhone SE (320 pt) cannot run iOS 26 (it needs an iPhone 11 or SE 2nd generation): measured in the iOS 18 design"
            ) == true, result.summary.designReason ?? "")
        // iOS 18: 320 − 2×16 − 2×(13 + 6 + "Zurück" + 8), less than 320 − 2×16 − 2×27.
        XCTAssertLessThan(found.first?.measurement?.availableWidth ?? .infinity, 320 - 32 - 54)
    }

    /// iOS 18-only audits read as before: no design in messages or findings.
    func testIOS18AloneNamesNoDesign() {
        let found = truncations(collection("tab.explore", ["ja": "エクスプローラー"]), designs: [.ios18]) { config in
            config.devices = [.init(name: "iPhone SE", width: 320)]
            var tab = ElementConfiguration(key: "tab.explore", role: .tabBarItem)
            tab.count = 5
            config.elements = [tab]
        }
        XCTAssertEqual(found.count, 1)
        XCTAssertNil(found.first?.designs)
        XCTAssertFalse(found.first?.message.contains("design") ?? true)
    }

    /// The iOS 26 navigation bar: a 44 pt back circle, text buttons in capsules of text + 32,
    /// 16 pt margins; the back-button-title rule has nothing to say (the chevron stands alone).
    func testNavigationBarLayoutInIOS26() {
        let bar = Screen.NavigationBar(
            title: .key("t"), backButtonTitle: .key("b"), showsBackButton: true,
            trailingItems: [Screen.BarItem(title: .key("d"), style: .done)])
        let texts: [ScreenText: String] = [.key("t"): "Title", .key("b"): "Einstellungen", .key("d"): "Fertig"]
        var context = ScreenContext(
            screen: Screen(name: "S", navigationBar: bar), locale: "de", texts: texts,
            measurer: Self.measurer, deviceWidth: 375)
        context.design = .ios26
        let layout = NavigationBarLayout(context: context, bar: bar)
        let done = layout.trailing(bold: false)
        XCTAssertEqual(done.count, 1)
        let doneText = context.width(of: "Fertig", pointSize: 17, weight: .semibold, boldText: false)?.width ?? 0
        XCTAssertEqual(done.first?.width ?? 0, doneText + 32, accuracy: 0.01)
        XCTAssertEqual(layout.leading(bold: false).map(\.width), [44])
        XCTAssertEqual(layout.titleRoom(bold: false), 375 - 16 - 16 - 44 - (doneText + 32) - 8 - 8, accuracy: 0.01)
        XCTAssertTrue(BackButtonTitleRule().check(context).isEmpty)
        // Adjacent icons share one glass capsule.
        let icons = Screen.NavigationBar(
            title: .key("t"),
            trailingItems: [
                Screen.BarItem(icon: "plus"),
                Screen.BarItem(icon: "gear"),
            ])
        let iconLayout = NavigationBarLayout(context: context, bar: icons)
        XCTAssertEqual(iconLayout.trailing(bold: false).map(\.width), [88])
    }
}
