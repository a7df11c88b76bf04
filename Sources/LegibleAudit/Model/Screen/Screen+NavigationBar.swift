import Foundation
import LegibleText

extension Screen {
    /// A navigation bar (`UINavigationBar` with its top `UINavigationItem`).
    public struct NavigationBar: Hashable, Sendable, Codable {
        /// The title, when there is one.
        public var title: ScreenText?
        /// The prompt above the bar (`navigationItem.prompt`).
        public var prompt: ScreenText?
        /// What the back button would say: `backButtonTitle`, else the previous screen's title.
        /// `nil` with `showsBackButton` true: a back button whose title is not known.
        public var backButtonTitle: ScreenText?
        /// Whether a back button is shown (default: whether `backButtonTitle` is given).
        public var showsBackButton: Bool
        /// `UINavigationItem.BackButtonDisplayMode`.
        public var backButtonDisplayMode: BackButtonDisplayMode
        /// `leftBarButtonItems`, leading edge first.
        public var leadingItems: [BarItem]
        /// `rightBarButtonItems`, in visual order from the title towards the trailing edge.
        public var trailingItems: [BarItem]
        /// A segmented control used as the title view.
        public var segmentedControl: SegmentedControl?
        /// Whether the bar shows a large title (`prefersLargeTitles`).
        public var largeTitle: Bool
        /// A font that replaces the standard 17 pt semibold title (`titleTextAttributes`).
        public var titleFont: FixedFont?
        /// Bar height when fixed (a custom bar), points.
        public var height: Double?

        /// Creates a value; omitted arguments take their defaults.
        public init(
            title: ScreenText? = nil, prompt: ScreenText? = nil, backButtonTitle: ScreenText? = nil,
            showsBackButton: Bool? = nil, backButtonDisplayMode: BackButtonDisplayMode = .default,
            leadingItems: [BarItem] = [], trailingItems: [BarItem] = [],
            segmentedControl: SegmentedControl? = nil, largeTitle: Bool = false, titleFont: FixedFont? = nil,
            height: Double? = nil
        ) {
            self.title = title
            self.prompt = prompt
            self.backButtonTitle = backButtonTitle
            self.showsBackButton = showsBackButton ?? (backButtonTitle != nil)
            self.backButtonDisplayMode = backButtonDisplayMode
            self.leadingItems = leadingItems
            self.trailingItems = trailingItems
            self.segmentedControl = segmentedControl
            self.largeTitle = largeTitle
            self.titleFont = titleFont
            self.height = height
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case title, prompt, backButtonTitle, showsBackButton, backButtonDisplayMode, leadingItems, trailingItems
            case segmentedControl, largeTitle, titleFont, height
        }

        /// Decodes the `legible.json` form; omitted fields take their defaults.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                title: try c.decodeIfPresent(ScreenText.self, forKey: .title),
                prompt: try c.decodeIfPresent(ScreenText.self, forKey: .prompt),
                backButtonTitle: try c.decodeIfPresent(ScreenText.self, forKey: .backButtonTitle),
                showsBackButton: try c.decodeIfPresent(Bool.self, forKey: .showsBackButton),
                backButtonDisplayMode: try c.decodeIfPresent(BackButtonDisplayMode.self, forKey: .backButtonDisplayMode)
                    ?? .default,
                leadingItems: try c.decodeIfPresent([BarItem].self, forKey: .leadingItems) ?? [],
                trailingItems: try c.decodeIfPresent([BarItem].self, forKey: .trailingItems) ?? [],
                segmentedControl: try c.decodeIfPresent(SegmentedControl.self, forKey: .segmentedControl),
                largeTitle: try c.decodeIfPresent(Bool.self, forKey: .largeTitle) ?? false,
                titleFont: try c.decodeIfPresent(FixedFont.self, forKey: .titleFont),
                height: try c.decodeIfPresent(Double.self, forKey: .height))
        }

        /// The bar's controls besides the back button, spaces left out.
        public var controls: [BarItem] { (leadingItems + trailingItems).filter { !$0.isSpace } }
    }

    /// `UINavigationItem.BackButtonDisplayMode` (iOS 14+): `default` shows the previous title,
    /// "Back", or nothing, whichever fits; `generic` shows "Back" or nothing; `minimal` only the chevron.
    public enum BackButtonDisplayMode: String, Hashable, Sendable, Codable {
        case `default`, generic, minimal
    }

    /// An item of a navigation bar or toolbar (`UIBarButtonItem`).
    public struct BarItem: Hashable, Sendable, Codable {
        /// The title, for a text item.
        public var title: ScreenText?
        /// The image's name (an SF Symbol or asset), for an icon item.
        public var icon: String?
        /// Plain, or done / prominent (semibold title).
        public var style: BarItemStyle
        /// A flexible or fixed space (`.flexibleSpace`, `.fixedSpace`): not a control.
        public var isSpace: Bool
        /// Frame width when fixed (a custom view), points.
        public var width: Double?
        /// Frame height when fixed (a custom view), points.
        public var height: Double?
        /// The icon's side at @1x, points, when known.
        public var iconSize: Double?

        /// Creates a value; omitted arguments take their defaults.
        public init(
            title: ScreenText? = nil, icon: String? = nil, style: BarItemStyle = .plain, isSpace: Bool = false,
            width: Double? = nil, height: Double? = nil, iconSize: Double? = nil
        ) {
            self.title = title
            self.icon = icon
            self.style = style
            self.isSpace = isSpace
            self.width = width
            self.height = height
            self.iconSize = iconSize
        }

        /// A text item: `BarItem.text("Cancel")`.
        public static func text(_ literal: String, style: BarItemStyle = .plain) -> BarItem {
            BarItem(title: .literal(literal), style: style)
        }

        /// An icon item: `BarItem.image("gear")`.
        public static func image(_ name: String) -> BarItem { BarItem(icon: name) }

        /// A flexible space.
        public static let space = BarItem(isSpace: true)

        enum CodingKeys: String, CodingKey, CaseIterable { case title, icon, style, isSpace, width, height, iconSize }

        /// Decodes the `legible.json` form; omitted fields take their defaults.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                title: try c.decodeIfPresent(ScreenText.self, forKey: .title),
                icon: try c.decodeIfPresent(String.self, forKey: .icon),
                style: try c.decodeIfPresent(BarItemStyle.self, forKey: .style) ?? .plain,
                isSpace: try c.decodeIfPresent(Bool.self, forKey: .isSpace) ?? false,
                width: try c.decodeIfPresent(Double.self, forKey: .width),
                height: try c.decodeIfPresent(Double.self, forKey: .height),
                iconSize: try c.decodeIfPresent(Double.self, forKey: .iconSize))
        }

        /// Whether the item shows text (an item with a title and no icon).
        public var showsText: Bool { title != nil && icon == nil && !isSpace }
        /// Whether the item shows only an image.
        public var isIcon: Bool { icon != nil && !isSpace }
    }

    /// `UIBarButtonItem.Style`: `done` (and iOS 26's `prominent`) set the title in semibold.
    public enum BarItemStyle: String, Hashable, Sendable, Codable {
        case plain, done, prominent
    }
}
