import Foundation
import XCTest

@testable import LegibleAudit

/// The iOS 26 rooms against the measured examples of ../shared/facts/ios26-design.md, and the
/// iOS 18 rooms as they were.
final class DesignRoomTests: XCTestCase {
    typealias Liquid = RolePreset.Liquid

    func testFiveTabItemsAt402And440MatchTheMeasuredItems() {
        // facts §1a: "402/5 → 68.75/77.00, 440/5 → 76.35/84.60" (NoTomorrow NtTabBarTokens).
        let at402 = Liquid.tabItemWidth(deviceWidth: 402, tabs: 5, searchTab: false)
        XCTAssertFalse(at402.hugs)
        XCTAssertEqual(at402.width, 77.0, accuracy: 0.01)
        XCTAssertEqual(Liquid.tabItemWidth(deviceWidth: 440, tabs: 5, searchTab: false).width, 84.6, accuracy: 0.01)
        // facts §1b, by the same formula: 4 tabs at 402 → 94.2; 5 tabs at 375 → 71.6.
        XCTAssertEqual(Liquid.tabItemWidth(deviceWidth: 402, tabs: 4, searchTab: false).width, 94.19, accuracy: 0.01)
        XCTAssertEqual(Liquid.tabItemWidth(deviceWidth: 375, tabs: 5, searchTab: false).width, 71.6, accuracy: 0.01)
    }

    func testThreeShortTabsMakeA274PointBar() {
        // facts §1a: three short labels give a 274 pt bar of 94 pt tabs (SweepPic, liquidum).
        XCTAssertEqual(Liquid.huggingTabBarWidth(tabs: 3, widestLabel: 30), 274)
        XCTAssertEqual(Liquid.huggingTabBarWidth(tabs: 3, widestLabel: 60), 3 * 99 - 16 + 8)
        XCTAssertTrue(Liquid.tabsHug(3, searchTab: false))
        // The per-tab ceiling at 402 pt: about 352 / 180 / 123 pt for 1 / 2 / 3 tabs (facts §1b).
        XCTAssertEqual(Liquid.tabItemWidth(deviceWidth: 402, tabs: 1, searchTab: false).width, 352, accuracy: 0.01)
        XCTAssertEqual(Liquid.tabItemWidth(deviceWidth: 402, tabs: 2, searchTab: false).width, 180, accuracy: 0.01)
        XCTAssertEqual(Liquid.tabItemWidth(deviceWidth: 402, tabs: 3, searchTab: false).width, 122.67, accuracy: 0.01)
        // A hugging tab's label has the tab less the 39 pt it grows by.
        XCTAssertEqual(
            RolePreset.width(for: .tabBarItem, deviceWidth: 402, count: 3, accessory: nil, design: .ios26),
            122.67 - 39, accuracy: 0.01)
    }

    func testSearchTabLeavesTheCapsuleW112() {
        // facts §1a: pill 290 at 402 beside the 62 pt search circle; 3 tabs → 99.5, 4 → 76.7.
        XCTAssertEqual(Liquid.tabCapsuleWidth(deviceWidth: 402, searchTab: true), 290)
        XCTAssertEqual(Liquid.tabItemWidth(deviceWidth: 402, tabs: 3, searchTab: true).width, 99.5, accuracy: 0.1)
        XCTAssertEqual(Liquid.tabItemWidth(deviceWidth: 402, tabs: 4, searchTab: true).width, 76.7, accuracy: 0.1)
        XCTAssertTrue(Liquid.tabsHug(2, searchTab: true))
        XCTAssertFalse(Liquid.tabsHug(3, searchTab: true))
    }

    func testFillingTabLabelHasTheItemLessTheAssumedInset() {
        let label = RolePreset.width(for: .tabBarItem, deviceWidth: 402, count: 5, accessory: nil, design: .ios26)
        XCTAssertEqual(label, 77 - 2 * RolePreset.LiquidAssumption.tabLabelInset, accuracy: 0.01)
        // The label could have the whole 77 pt item: the inset is assumed; hugging tabs have none.
        XCTAssertEqual(
            RolePreset.assumedRoom(for: .tabBarItem, deviceWidth: 402, count: 5, design: .ios26)?.widest ?? 0, 77,
            accuracy: 0.01)
        XCTAssertNil(RolePreset.assumedRoom(for: .tabBarItem, deviceWidth: 402, count: 3, design: .ios26))
        XCTAssertNil(RolePreset.assumedRoom(for: .tabBarItem, deviceWidth: 402, count: 5, design: .ios18))
    }

    func testNavigationBarRooms() {
        // facts §2: back circle + one icon at 402 pt → 402 − 2 · (16 + 44 + g).
        let g = RolePreset.LiquidAssumption.titleGap
        XCTAssertEqual(
            RolePreset.navigationTitleWidth(
                deviceWidth: 402, backTitleWidth: 0, leading: 0, trailing: 44,
                design: .ios26), 402 - 2 * (16 + 44 + g))
        // A back button's title makes no difference: the iOS 26 back button is the chevron alone.
        XCTAssertEqual(
            RolePreset.navigationTitleWidth(
                deviceWidth: 402, backTitleWidth: 80, leading: 0, trailing: 0,
                design: .ios26), 402 - 2 * (16 + 44 + g))
        XCTAssertEqual(
            RolePreset.navigationTitleWidth(
                deviceWidth: 402, backTitleWidth: nil, leading: 0, trailing: 0,
                design: .ios26), 402 - 32)
        // iOS 18 as before: chevron 13, gap 6, title, 8 pt spacing, 16 pt margins.
        XCTAssertEqual(
            RolePreset.navigationTitleWidth(
                deviceWidth: 375, backTitleWidth: 40, leading: 0, trailing: 0,
                design: .ios18), 375 - 32 - 2 * (13 + 6 + 40 + 8))
        // Text buttons: sized to their text, the title giving way; the bar less its 16 pt margins,
        // a 44 pt chevron-only back button, the 12 pt glass gap and the capsule's 32 pt padding.
        XCTAssertEqual(
            RolePreset.width(for: .barButtonItem, deviceWidth: 400, count: nil, accessory: nil, design: .ios26),
            400 - 32 - 44 - 12 - 32)
        // Toolbar items at their own widths, the other two of three at 44 pt, 12 pt apart.
        XCTAssertEqual(
            RolePreset.width(for: .toolbarItem, deviceWidth: 400, count: 3, accessory: nil, design: .ios26),
            400 - 32 - 2 * (44 + 12) - 32)
        XCTAssertEqual(Liquid.navigationBarHeight, 54)
        // Large titles: 34 pt bold at x 16, one line.
        XCTAssertEqual(
            RolePreset.width(for: .largeTitle, deviceWidth: 402, count: nil, accessory: nil, design: .ios26), 370)
        XCTAssertEqual(
            RolePreset.font(for: .largeTitle, design: .ios26),
            .fixed(family: nil, pointSize: 34, weight: .bold, scalesWith: .largeTitle))
    }

    func testAlertsActionSheetsAndSwitches() {
        func width(_ role: Role, count: Int? = nil, accessory: String? = nil, _ design: Design) -> Double {
            RolePreset.width(for: role, deviceWidth: 393, count: count, accessory: accessory, design: design)
        }
        XCTAssertEqual(width(.alertTitle, .ios26), 260)
        XCTAssertEqual(width(.alertMessage, .ios26), 260)
        XCTAssertEqual(width(.alertAction, count: 2, .ios26), 140 - 16)
        XCTAssertEqual(width(.alertAction, count: 3, .ios26), 288 - 16)
        XCTAssertEqual(
            RolePreset.font(for: .alertAction, design: .ios26),
            .fixed(family: nil, pointSize: 17, weight: .medium, scalesWith: .body))
        XCTAssertEqual(width(.actionSheetTitle, .ios26), 208)
        XCTAssertEqual(width(.actionSheetAction, .ios26), 208 - 16)
        XCTAssertEqual(width(.tableCellTitle, accessory: "switch", .ios26), 393 - 32 - 63 - 16)
    }

    func testIOS18Rooms() {
        func width(_ role: Role, count: Int? = nil, accessory: String? = nil) -> Double {
            RolePreset.width(for: role, deviceWidth: 375, count: count, accessory: accessory, design: .ios18)
        }
        XCTAssertEqual(width(.tabBarItem, count: 5), 71)
        XCTAssertEqual(width(.tabBarItem, count: 3), 121)
        XCTAssertEqual(width(.alertTitle), 238)
        XCTAssertEqual(width(.alertAction, count: 2), 119)
        XCTAssertEqual(width(.alertAction, count: 3), 254)
        XCTAssertEqual(width(.actionSheetAction), 375 - 16 - 32)
        XCTAssertEqual(width(.tableCellTitle, accessory: "switch"), 375 - 32 - 67)
        // Bar items sized to their text (Docs/containers.md, "Bars"): the bar less the 16 pt
        // margins and the other controls at 44 pt with 8 pt spacing.
        XCTAssertEqual(width(.barButtonItem), 375 - 32 - 44 - 8)
        XCTAssertEqual(width(.toolbarItem, count: 3), 375 - 32 - 2 * (44 + 8))
        XCTAssertEqual(width(.toolbarItem, count: 1), 375 - 32)
        XCTAssertEqual(
            RolePreset.font(for: .tabBarItem, design: .ios18),
            .fixed(family: nil, pointSize: 10, weight: .medium, scalesWith: nil))
        XCTAssertEqual(RolePreset.font(for: .alertAction, design: .ios18), .textStyle(.body))
    }

    func testDesignIsParsedWithALocatedError() throws {
        let both = try AuditConfiguration.parse(Data(#"{"design": "both"}"#.utf8), file: "legible.json")
        XCTAssertEqual(both.designs, [.ios18, .ios26])
        XCTAssertEqual(both.designReason, "legible.json")
        XCTAssertEqual(
            try AuditConfiguration.parse(Data(#"{"design": "ios26"}"#.utf8), file: "l.json").designs, [.ios26])
        XCTAssertEqual(AuditConfiguration().designs, [.ios18])
        XCTAssertThrowsError(
            try AuditConfiguration.parse(Data("{\n  \"design\": \"liquid\"\n}".utf8), file: "legible.json")
        ) {
            let diagnostic = $0 as? Diagnostic
            XCTAssertEqual(diagnostic?.message, #"design: expected "ios26", "ios18" or "both", found "liquid""#)
            XCTAssertEqual(diagnostic?.location.line, 2)
        }
    }
}
