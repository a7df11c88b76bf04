import Foundation
import LegibleText

/// UIKit's standard metrics for each role: the font, line count, line break mode and the room
/// the role leaves for text on a device of a given width, in each `Design`.
///
/// iOS 18 design:
///
/// Sources (Docs/sources.md 3): root-view margins 16 pt in compact width (UseYourLoaf,
/// SAP Fiori); alert width 270 pt (Flutter `_kCupertinoDialogWidth`, Ionic, marpies.com), alert
/// title Headline and message Footnote; action sheets the screen width less 8 pt each side,
/// actions 20 pt (Flutter, Ionic); tab bar labels 10 pt (Flutter, Ionic, react-native-bottom-tabs),
/// tab items sharing the width equally in compact width (`UITabBar.itemPositioning`); segmented
/// controls 13 pt (Ionic, Erik Kennedy), equal segments (`apportionsSegmentWidthsByContent`
/// false); navigation titles 17 pt semibold (Flutter, Ionic); large titles 34 pt bold; storyboard
/// and code buttons truncate in the middle (`UIButton.titleLabel` default).
///
/// NOT FOUND, and assumed here (documented in the README): padding inside a tab bar item
/// (2 pt each side); padding inside a segment (6 pt each side); the system button's title font
/// (Body, 17 pt, following Dynamic Type); cell accessory widths (disclosure 24, detail 40,
/// checkmark 30, switch 67 = 51 + 16 spacing); the navigation bar's title algorithm (centred,
/// so it gets the device width less twice the wider side's items, the 16 pt margins and 8 pt
/// spacing; a back button is the chevron, 13 pt, a 6 pt gap and its title at 17 pt regular).
///
/// iOS 26 design: the metrics in `Liquid` (measured from UIKit's own view trees, each with its
/// source) and `LiquidAssumption` (what no source has
/// measured yet: one constant each, so that a measurement replaces it in one line).
public enum RolePreset {
    /// Compact-width root view margin, points.
    public static let margin = 16.0
    /// An alert's width in the iOS 18 design, points (270; Docs/sources.md 3g).
    public static let alertWidth = 270.0
    /// The padding of an alert's title and message on each side, points (16; Docs/sources.md 3g).
    public static let alertContentInset = 16.0
    /// Padding inside a tab bar item on each side, points (2): not found in any source, assumed
    /// (the README's role preset table; Docs/sources.md 3d).
    public static let tabItemPadding = 2.0
    /// Padding inside a segment on each side, points (6): not found in any source, assumed
    /// (the README's role preset table; Docs/sources.md 3e).
    public static let segmentPadding = 6.0
    /// Spacing between navigation bar and toolbar items, points (8): assumed, as UIKit's title
    /// algorithm is not published (Docs/sources.md 3c).
    public static let barItemSpacing = 8.0
    /// The back button's chevron width, points (13): assumed (Docs/sources.md 3c).
    public static let backChevronWidth = 13.0
    /// The gap between the back chevron and its title, points (6): assumed (Docs/sources.md 3c).
    public static let backChevronGap = 6.0
    /// The least width of a bar's other control beside a text bar item, points (44): HIG's
    /// minimum tap target (https://developer.apple.com/design/human-interface-guidelines/buttons),
    /// a chevron-only back button or one icon item. A text bar item is sized to its title and the
    /// navigation title gives way to it (Docs/containers.md, "Bars"): what it cannot have is the
    /// bar's other controls, which an element alone does not know; each is assumed at this width.
    public static let otherBarControlWidth = 44.0

    /// The font a role uses unless told otherwise, in `design`.
    public static func font(for role: Role, design: Design) -> FontSpecification {
        if design == .ios26 {
            switch role {
            case .tabBarItem:
                return .fixed(
                    family: nil, pointSize: Liquid.tabLabelSize, weight: LiquidAssumption.tabLabelWeight,
                    scalesWith: nil)
            case .alertAction:
                return .fixed(
                    family: nil, pointSize: Liquid.alertActionSize, weight: Liquid.alertActionWeight, scalesWith: .body)
            default:
                break
            }
        }
        switch role {
        case .navigationTitle: return .fixed(family: nil, pointSize: 17, weight: .semibold, scalesWith: nil)
        case .navigationSubtitle:
            return .fixed(family: nil, pointSize: LiquidAssumption.subtitleSize, weight: .regular, scalesWith: nil)
        case .largeSubtitle:
            return .fixed(
                family: nil, pointSize: LiquidAssumption.largeSubtitleSize, weight: .regular, scalesWith: .subheadline)
        case .backButton, .barButtonItem, .toolbarItem:
            return .fixed(family: nil, pointSize: 17, weight: .regular, scalesWith: nil)
        case .largeTitle: return .fixed(family: nil, pointSize: 34, weight: .bold, scalesWith: .largeTitle)
        case .tabBarItem: return .fixed(family: nil, pointSize: 10, weight: .medium, scalesWith: nil)
        case .segment: return .fixed(family: nil, pointSize: 13, weight: .regular, scalesWith: nil)
        case .alertTitle: return .textStyle(.headline)
        case .alertMessage, .actionSheetTitle, .actionSheetMessage: return .textStyle(.footnote)
        case .alertAction: return .textStyle(.body)
        case .actionSheetAction: return .fixed(family: nil, pointSize: 20, weight: .regular, scalesWith: .title3)
        case .tableCellSubtitle: return .textStyle(.subheadline)
        case .prompt: return .fixed(family: nil, pointSize: 13, weight: .regular, scalesWith: nil)
        case .textFieldPlaceholder, .searchPlaceholder, .textField:
            return .fixed(family: nil, pointSize: 17, weight: .regular, scalesWith: nil)
        default: return .textStyle(.body)
        }
    }

    /// Default `numberOfLines` for a role (0 = unlimited).
    ///
    /// A menu row has `menuCommandLines`: menus wrap a long title rather than cut it on one line
    /// (Docs/containers.md, "Menus").
    public static func lines(for role: Role) -> Int {
        switch role {
        case .alertTitle, .alertMessage, .actionSheetTitle, .actionSheetMessage, .textView: 0
        case .menuCommand: menuCommandLines
        default: 1
        }
    }

    /// Default line break mode: buttons and alert and action-sheet actions truncate in the
    /// middle, others at the tail; multi-line text wraps by words.
    public static func lineBreakMode(for role: Role) -> LineBreakMode {
        switch role {
        case .button, .barButtonItem, .toolbarItem, .alertAction, .actionSheetAction: .byTruncatingMiddle
        case .alertTitle, .alertMessage, .actionSheetTitle, .actionSheetMessage, .textView: .byWordWrapping
        default: .byTruncatingTail
        }
    }

    /// The lines a menu row's title may take before it is cut at the standard sizes (2): iOS
    /// wraps a long menu title to a second line (MattFaz/actuali issue 330, iOS 26;
    /// Docs/containers.md, "Menus"); the line limit itself is not published, so it is an
    /// assumption the finding names (`menuCommandAssumption` in the Swift scan). At the
    /// accessibility sizes a row is assumed to take the lines it needs (`ElementResolver`).
    public static let menuCommandLines = 2

    /// The smallest point size an alert or action-sheet action's title shrinks to before it is
    /// cut, at the standard sizes (10 pt): UIAlertController shrinks an action's title to fit
    /// before it truncates (SDCAlertView pull request 33, "UIAlertView scales down font to a
    /// minimum font size before cutting"; Flutter's CupertinoAlertDialog, which imitates it:
    /// "Dialog action content shrinks to fit, up to a certain point", `_kDialogMinButtonFontSize
    /// = 10.0`). Docs/containers.md, "Alerts and action sheets".
    public static let actionMinimumPointSize = 10.0

    /// Default `minimumScaleFactor` for a role (0: no shrinking): an alert action (17 pt) and an
    /// action sheet's action (20 pt) shrink down to `actionMinimumPointSize`; at the
    /// accessibility sizes they wrap instead (`ElementResolver`).
    public static func minimumScaleFactor(for role: Role) -> Double {
        switch role {
        case .alertAction: actionMinimumPointSize / 17
        case .actionSheetAction: actionMinimumPointSize / 20
        default: 0
        }
    }

    /// Frame width for `role` on a device `deviceWidth` points wide in `design`, with `count`
    /// items where the role shares its bar.
    ///
    /// - Parameters:
    ///   - count: tabs in the tab bar (a separate search tab not counted), segments, toolbar
    ///     items, alert actions.
    ///   - accessory: a table cell's accessory (`disclosure`, `switch` …).
    ///   - searchTab: the tab bar has a separate search tab (`UISearchTab`, `Tab(role: .search)`),
    ///     which in the iOS 26 design takes its own circle beside the tab capsule.
    ///   - design: the system design the bar is drawn in.
    /// - Returns: the room for the text, points (never negative).
    public static func width(
        for role: Role, deviceWidth: Double, count: Int?, accessory: String?,
        searchTab: Bool = false, design: Design
    ) -> Double {
        if design == .ios26,
            let width = liquidWidth(
                for: role, deviceWidth: deviceWidth, count: count,
                accessory: accessory, searchTab: searchTab)
        {
            return max(0, width)
        }
        let content = deviceWidth - 2 * margin
        switch role {
        case .tabBarItem:
            // A search tab is an ordinary tab in the iOS 18 design.
            return deviceWidth / Double(max((count ?? 5) + (searchTab ? 1 : 0), 1)) - 2 * tabItemPadding
        case .segment:
            return content / Double(max(count ?? 2, 1)) - 2 * segmentPadding
        case .toolbarItem:
            // Items at their own widths (flexible spaces between them): the bar less the others,
            // each assumed at its least width.
            return content - Double(max(count ?? 3, 1) - 1) * (otherBarControlWidth + barItemSpacing)
        case .alertTitle, .alertMessage:
            return alertWidth - 2 * alertContentInset
        case .alertAction:
            // Two actions sit side by side (each half the alert); one, or three and more, stack.
            return (count == 2 ? alertWidth / 2 : alertWidth) - 2 * 8
        case .actionSheetTitle, .actionSheetMessage, .actionSheetAction:
            return deviceWidth - 2 * 8 - 2 * margin
        case .tableCellTitle, .tableCellSubtitle:
            return content - accessoryWidth(accessory, design: design)
        case .searchPlaceholder:
            return content - 28
        case .textFieldPlaceholder, .textField:
            return content - 14
        case .backButton:
            return deviceWidth / 3
        case .barButtonItem:
            // Sized to its title, the navigation title giving way; one other control assumed
            // on the bar's other side.
            return content - otherBarControlWidth - barItemSpacing
        default:
            return content
        }
    }

    /// A role's room that rests on an assumption (no source gives it) rather than on the
    /// app's layout or a published or measured metric, with the widest room the element could
    /// have instead. A truncation within that margin may not happen, so the fit rules count it
    /// one severity lower and say why.
    public struct AssumedRoom: Sendable, Hashable {
        /// The widest room the element could have, points: the text is certainly cut only when
        /// it needs more than this.
        public var widest: Double
        /// What was assumed, for messages: "a quarter of the screen for a bar button item
        /// beside unknown bar items".
        public var assumption: String
    }

    /// The assumption behind `width(for:…)` when the element has no width of its own, or `nil`
    /// when the room is a documented or measured metric.
    ///
    /// - A bar button item's W / 4 cap (iOS 18 and iOS 26): UIKit publishes none, and the room a
    ///   bar item gets depends on the bar's other items and title, which an element alone does
    ///   not know; it could have the whole bar between its 16 pt margins.
    /// - A toolbar item when the number of items is not known (3 assumed): it could be alone.
    /// - An iOS 26 action sheet row's label: the 208 pt row is measured, its label inset
    ///   (`LiquidAssumption.actionSheetLabelInset`) is not, nor whether a long row makes the
    ///   sheet (a popover) wider; it could have the screen less its 16 pt margins.
    /// - An iOS 26 tab label in tabs that fill the capsule, and an iOS 26 alert action's label:
    ///   the item and the capsule are measured, the label's inset inside them
    ///   (`LiquidAssumption.tabLabelInset`, `alertActionLabelInset`) is not; the label could
    ///   have the whole item or capsule.
    ///
    /// - Parameters: as `width(for:…)`.
    public static func assumedRoom(
        for role: Role, deviceWidth: Double, count: Int?, searchTab: Bool = false, design: Design
    ) -> AssumedRoom? {
        let bar = deviceWidth - 2 * margin
        switch role {
        case .tabBarItem where design == .ios26:
            let item = Liquid.tabItemWidth(deviceWidth: deviceWidth, tabs: max(count ?? 5, 1), searchTab: searchTab)
            guard !item.hugs else { return nil }
            return AssumedRoom(
                widest: item.width, assumption: "an iOS 26 tab item less an assumed 2 pt label inset a side")
        case .alertAction where design == .ios26:
            return AssumedRoom(
                widest: Liquid.alertActionCapsuleWidth(count: count),
                assumption: "an iOS 26 alert action's capsule less an assumed 8 pt label inset a side")
        case .barButtonItem:
            return AssumedRoom(
                widest: design == .ios26 ? bar - Liquid.textCapsulePadding : bar,
                assumption: "a bar button item sized to its title beside one other 44 pt control")
        case .toolbarItem where count == nil:
            return AssumedRoom(
                widest: design == .ios26 ? bar - Liquid.textCapsulePadding : bar,
                assumption: "a toolbar of three items, the other two at 44 pt")
        case .actionSheetAction where design == .ios26:
            return AssumedRoom(
                widest: bar, assumption: "the iOS 26 action sheet's 208 pt row less an assumed 8 pt label inset a side")
        default:
            return nil
        }
    }

    /// The iOS 26 room for the roles whose room changed; `nil` for the others (as in iOS 18).
    static func liquidWidth(
        for role: Role, deviceWidth: Double, count: Int?, accessory: String?,
        searchTab: Bool
    ) -> Double? {
        switch role {
        case .tabBarItem:
            let item = Liquid.tabItemWidth(deviceWidth: deviceWidth, tabs: max(count ?? 5, 1), searchTab: searchTab)
            return item.hugs ? item.width - Liquid.tabHugGrowth : item.width - 2 * LiquidAssumption.tabLabelInset
        case .toolbarItem:
            // Text items in their own capsules sized to their titles, the capsules
            // Liquid.glassGroupGap apart between the bar's margins (the navigation bar's rules:
            // LiquidAssumption.toolbarLikeNavigationBar); the other items at their least width.
            let others = Double(max(count ?? 3, 1) - 1)
            let capsule =
                deviceWidth - 2 * Liquid.barMargin - others * (otherBarControlWidth + Liquid.glassGroupGap)
            return capsule - Liquid.textCapsulePadding
        case .barButtonItem:
            // Its capsule grows around its title (text + 32, Liquid.textCapsulePadding) and the
            // title gives way; one other control (a chevron-only back button,
            // Liquid.backButtonWidth) assumed beside it.
            return deviceWidth - 2 * Liquid.barMargin - Liquid.backButtonWidth - Liquid.glassGroupGap
                - Liquid.textCapsulePadding
        case .backButton:
            // The iOS 26 back button shows the chevron alone (Liquid.backButtonWidth): its title
            // keeps iOS 18's assumed cap (W / 3).
            return nil
        case .alertTitle, .alertMessage:
            return Liquid.alertTextWidth
        case .alertAction:
            // Two actions side by side in 140 pt capsules; one, or three and more, stacked in
            // capsules of the alert's width less its 16 pt button inset each side.
            return Liquid.alertActionCapsuleWidth(count: count) - 2 * LiquidAssumption.alertActionLabelInset
        case .actionSheetTitle, .actionSheetMessage:
            return Liquid.actionSheetWidth - 2 * Liquid.actionSheetRowInset
        case .actionSheetAction:
            return Liquid.actionSheetRowWidth - 2 * LiquidAssumption.actionSheetLabelInset
        case .tableCellTitle, .tableCellSubtitle:
            return deviceWidth - 2 * margin - accessoryWidth(accessory, design: .ios26)
        case .largeTitle, .largeSubtitle:
            return deviceWidth - 2 * Liquid.largeTitleInset
        default:
            return nil
        }
    }

    /// Room an accessory takes at a cell's trailing edge in `design`, points (assumed; see the
    /// type's doc; the iOS 26 switch is measured, `Liquid.switchWidth`).
    public static func accessoryWidth(_ accessory: String?, design: Design = .ios18) -> Double {
        switch accessory?.lowercased() {
        case "disclosure", "disclosureindicator": 24
        case "detail", "detailbutton", "detaildisclosure", "detaildisclosurebutton": 40
        case "checkmark": 30
        case "switch": design == .ios26 ? Liquid.switchWidth + 16 : 67
        default: 0
        }
    }

    /// Room for a centred navigation title in `design`: the device width less twice the wider
    /// side.
    ///
    /// iOS 18: the side's items, a back button (the chevron, a gap and its title at 17 pt), 8 pt
    /// spacing, and 16 pt margins. iOS 26: W − 2 × (16 + side + gap), the side a 44 pt
    /// chevron-only back button plus the items (`Liquid`), the gap `LiquidAssumption.titleGap`.
    /// - Parameters:
    ///   - backTitleWidth: the back button's title width at 17 pt, when there is a back button (0
    ///     for the chevron alone); `nil`: none.
    ///   - leading, trailing: the bar items' widths on each side, back button excluded, points.
    public static func navigationTitleWidth(
        deviceWidth: Double, backTitleWidth: Double?, leading: Double,
        trailing: Double, design: Design
    ) -> Double {
        switch design {
        case .ios18:
            var lead = leading
            if let title = backTitleWidth {
                lead += backChevronWidth + (title == 0 ? 0 : backChevronGap + title)
            }
            let side = max(lead, trailing)
            let used = side > 0 ? 2 * (side + barItemSpacing) : 0
            return max(0, deviceWidth - 2 * margin - used)
        case .ios26:
            let lead =
                leading
                + (backTitleWidth == nil
                    ? 0
                    : Liquid.backButtonWidth
                        + (leading > 0 ? Liquid.glassGroupGap : 0))
            let side = max(lead, trailing)
            let used = side > 0 ? 2 * (side + LiquidAssumption.titleGap) : 0
            return max(0, deviceWidth - 2 * Liquid.barMargin - used)
        }
    }
}
