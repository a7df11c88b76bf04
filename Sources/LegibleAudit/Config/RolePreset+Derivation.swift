import Foundation

extension RolePreset {
    /// The arithmetic behind `width(for:…)`, for reports: "393 − 2×16 (margins) − 24
    /// (disclosure) = 329". Each number is a constant of `RolePreset` or `Liquid` (with its
    /// source there) or the device's width; the left side evaluates to the right, which is
    /// `width(for:…)` itself (before it is clamped at 0). Points; × and ÷ bind before − and +.
    ///
    /// - Parameters: as `width(for:…)`.
    /// - Returns: the derivation, ending "= width".
    public static func widthDerivation(
        for role: Role, deviceWidth: Double, count: Int?, accessory: String?,
        searchTab: Bool = false, design: Design
    ) -> String {
        let w = n(deviceWidth)
        let margins = "2×\(n(margin)) (margins)"
        let expression: String
        if design == .ios26,
            let liquid = liquidDerivation(
                for: role, deviceWidth: deviceWidth, count: count, accessory: accessory, searchTab: searchTab)
        {
            expression = liquid
        } else {
            switch role {
            case .tabBarItem:
                let tabs = max((count ?? 5) + (searchTab ? 1 : 0), 1)
                expression = "\(w) ÷ \(tabs) (tabs) − 2×\(n(tabItemPadding)) (item padding, assumed)"
            case .segment:
                let segments = max(count ?? 2, 1)
                expression =
                    "(\(w) − \(margins)) ÷ \(segments) (segments) − 2×\(n(segmentPadding)) (segment padding, assumed)"
            case .toolbarItem:
                let others = max(count ?? 3, 1) - 1
                expression =
                    "\(w) − \(margins)"
                    + (others > 0
                        ? " − \(others)×(\(n(otherBarControlWidth)) + \(n(barItemSpacing))) (other items at 44 pt, assumed)"
                        : "")
            case .alertTitle, .alertMessage:
                expression = "\(n(alertWidth)) (alert) − 2×\(n(alertContentInset)) (insets)"
            case .alertAction:
                expression =
                    count == 2
                    ? "\(n(alertWidth)) ÷ 2 (two actions side by side) − 2×8 (insets)"
                    : "\(n(alertWidth)) (alert) − 2×8 (insets)"
            case .actionSheetTitle, .actionSheetMessage, .actionSheetAction:
                expression = "\(w) − 2×8 (sheet inset) − \(margins)"
            case .tableCellTitle, .tableCellSubtitle:
                expression = "\(w) − \(margins)" + accessoryTerm(accessory, design: design)
            case .searchPlaceholder:
                expression = "\(w) − \(margins) − 28 (search icon and insets)"
            case .textFieldPlaceholder, .textField:
                expression = "\(w) − \(margins) − 14 (field insets)"
            case .backButton:
                expression = "\(w) ÷ 3 (assumed)"
            case .barButtonItem:
                expression =
                    "\(w) − \(margins) − \(n(otherBarControlWidth)) (one other control, assumed) − \(n(barItemSpacing)) (spacing)"
            default:
                expression = "\(w) − \(margins)"
            }
        }
        let value =
            width(
                for: role, deviceWidth: deviceWidth, count: count, accessory: accessory, searchTab: searchTab,
                design: design)
        return "\(expression) = \(n(value))"
    }

    /// The iOS 26 arithmetic for the roles `liquidWidth` gives; `nil` for the others.
    static func liquidDerivation(
        for role: Role, deviceWidth: Double, count: Int?, accessory: String?, searchTab: Bool
    ) -> String? {
        let w = n(deviceWidth)
        let margins = "2×\(n(Liquid.barMargin)) (margins)"
        switch role {
        case .tabBarItem:
            let tabs = max(count ?? 5, 1)
            let item = Liquid.tabItemWidth(deviceWidth: deviceWidth, tabs: tabs, searchTab: searchTab)
            return item.hugs
                ? "\(n(item.width)) (iOS 26 tab item, \(tabs) tabs) − \(n(Liquid.tabHugGrowth)) (hugging tab's growth)"
                : "\(n(item.width)) (iOS 26 tab item, \(tabs) tabs) − 2×\(n(LiquidAssumption.tabLabelInset)) (label inset, assumed)"
        case .toolbarItem:
            let others = max(count ?? 3, 1) - 1
            return "\(w) − \(margins)"
                + (others > 0
                    ? " − \(others)×(\(n(otherBarControlWidth)) + \(n(Liquid.glassGroupGap))) (other items at 44 pt, assumed)"
                    : "")
                + " − \(n(Liquid.textCapsulePadding)) (capsule padding)"
        case .barButtonItem:
            return "\(w) − \(margins) − \(n(Liquid.backButtonWidth)) (one other control, assumed) − "
                + "\(n(Liquid.glassGroupGap)) (glass gap) − \(n(Liquid.textCapsulePadding)) (capsule padding)"
        case .alertTitle, .alertMessage:
            return "\(n(Liquid.alertTextWidth)) (iOS 26 alert text width)"
        case .alertAction:
            return "\(n(Liquid.alertActionCapsuleWidth(count: count))) (action capsule) − "
                + "2×\(n(LiquidAssumption.alertActionLabelInset)) (label inset, assumed)"
        case .actionSheetTitle, .actionSheetMessage:
            return
                "\(n(Liquid.actionSheetWidth)) (iOS 26 action sheet) − 2×\(n(Liquid.actionSheetRowInset)) (row inset)"
        case .actionSheetAction:
            return "\(n(Liquid.actionSheetRowWidth)) (action sheet row) − "
                + "2×\(n(LiquidAssumption.actionSheetLabelInset)) (label inset, assumed)"
        case .tableCellTitle, .tableCellSubtitle:
            return "\(w) − 2×\(n(margin)) (margins)" + accessoryTerm(accessory, design: .ios26)
        case .largeTitle, .largeSubtitle:
            return "\(w) − 2×\(n(Liquid.largeTitleInset)) (large title inset)"
        default:
            return nil
        }
    }

    /// " − 24 (disclosure)" for a cell's accessory, "" for none.
    static func accessoryTerm(_ accessory: String?, design: Design) -> String {
        let width = accessoryWidth(accessory, design: design)
        guard width > 0, let accessory else { return "" }
        return " − \(n(width)) (\(accessory), assumed)"
    }

    /// A number as derivations write it: up to two decimals.
    private static func n(_ value: Double) -> String { Format.points(value, decimals: 2) }
}
