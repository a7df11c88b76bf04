import Foundation
import LegibleText

/// UIKit's standard metrics for each role: the font, line count, line break mode and the room
/// the role leaves for text on a device of a given width.
///
/// Sources (../shared/FACTS.md section 3): root-view margins 16 pt in compact width (UseYourLoaf,
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
public enum RolePreset {
    /// Compact-width root view margin, points.
    public static let margin = 16.0
    public static let alertWidth = 270.0
    public static let alertContentInset = 16.0
    public static let tabItemPadding = 2.0
    public static let segmentPadding = 6.0
    public static let barItemSpacing = 8.0
    public static let backChevronWidth = 13.0
    public static let backChevronGap = 6.0

    /// The font a role uses unless told otherwise.
    public static func font(for role: Role) -> FontSpecification {
        switch role {
        case .navigationTitle: .fixed(family: nil, pointSize: 17, weight: .semibold, scalesWith: nil)
        case .backButton, .barButtonItem, .toolbarItem: .fixed(family: nil, pointSize: 17, weight: .regular, scalesWith: nil)
        case .largeTitle: .fixed(family: nil, pointSize: 34, weight: .bold, scalesWith: .largeTitle)
        case .tabBarItem: .fixed(family: nil, pointSize: 10, weight: .medium, scalesWith: nil)
        case .segment: .fixed(family: nil, pointSize: 13, weight: .regular, scalesWith: nil)
        case .alertTitle: .textStyle(.headline)
        case .alertMessage, .actionSheetTitle, .actionSheetMessage: .textStyle(.footnote)
        case .alertAction: .textStyle(.body)
        case .actionSheetAction: .fixed(family: nil, pointSize: 20, weight: .regular, scalesWith: .title3)
        case .tableCellSubtitle: .textStyle(.subheadline)
        case .prompt: .fixed(family: nil, pointSize: 13, weight: .regular, scalesWith: nil)
        case .textFieldPlaceholder, .searchPlaceholder, .textField:
            .fixed(family: nil, pointSize: 17, weight: .regular, scalesWith: nil)
        default: .textStyle(.body)
        }
    }

    /// Default `numberOfLines` for a role (0 = unlimited).
    public static func lines(for role: Role) -> Int {
        switch role {
        case .alertTitle, .alertMessage, .actionSheetTitle, .actionSheetMessage, .textView: 0
        default: 1
        }
    }

    /// Default line break mode: buttons truncate in the middle, others at the tail; multi-line
    /// text wraps by words.
    public static func lineBreakMode(for role: Role) -> LineBreakMode {
        switch role {
        case .button, .barButtonItem, .toolbarItem: .byTruncatingMiddle
        case .alertTitle, .alertMessage, .actionSheetTitle, .actionSheetMessage, .textView: .byWordWrapping
        default: .byTruncatingTail
        }
    }

    /// Frame width for `role` on a device `deviceWidth` points wide, with `count` items where the
    /// role shares its bar.
    public static func width(for role: Role, deviceWidth: Double, count: Int?, accessory: String?) -> Double {
        let content = deviceWidth - 2 * margin
        switch role {
        case .tabBarItem:
            return deviceWidth / Double(max(count ?? 5, 1)) - 2 * tabItemPadding
        case .segment:
            return content / Double(max(count ?? 2, 1)) - 2 * segmentPadding
        case .toolbarItem:
            return content / Double(max(count ?? 3, 1)) - barItemSpacing
        case .alertTitle, .alertMessage:
            return alertWidth - 2 * alertContentInset
        case .alertAction:
            // Two actions sit side by side (each half the alert); one, or three and more, stack.
            return (count == 2 ? alertWidth / 2 : alertWidth) - 2 * 8
        case .actionSheetTitle, .actionSheetMessage, .actionSheetAction:
            return deviceWidth - 2 * 8 - 2 * margin
        case .tableCellTitle, .tableCellSubtitle:
            return content - accessoryWidth(accessory)
        case .searchPlaceholder:
            return content - 28
        case .textFieldPlaceholder, .textField:
            return content - 14
        case .backButton:
            return deviceWidth / 3
        case .barButtonItem:
            return deviceWidth / 4
        default:
            return content
        }
    }

    /// Room an accessory takes at a cell's trailing edge, points (assumed; see the type's doc).
    public static func accessoryWidth(_ accessory: String?) -> Double {
        switch accessory?.lowercased() {
        case "disclosure", "disclosureindicator": 24
        case "detail", "detailbutton", "detaildisclosure", "detaildisclosurebutton": 40
        case "checkmark": 30
        case "switch": 67
        default: 0
        }
    }
}
