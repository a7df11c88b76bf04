import Foundation

extension Screen {
    /// A toolbar (`UIToolbar`, `toolbarItems`).
    public struct Toolbar: Hashable, Sendable, Codable {
        /// Items from leading to trailing, spaces included.
        public var items: [BarItem]
        /// Bar height when fixed, points.
        public var height: Double?

        /// Creates a value; omitted arguments take their defaults.
        public init(items: [BarItem] = [], height: Double? = nil) {
            self.items = items
            self.height = height
        }

        enum CodingKeys: String, CodingKey, CaseIterable { case items, height }

        /// Decodes the `legible.json` form; omitted fields take their defaults.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                items: try c.decodeIfPresent([BarItem].self, forKey: .items) ?? [],
                height: try c.decodeIfPresent(Double.self, forKey: .height))
        }

        /// The items that are controls (spaces left out).
        public var controls: [BarItem] { items.filter { !$0.isSpace } }
    }

    /// A tab bar (`UITabBar` of a `UITabBarController`).
    public struct TabBar: Hashable, Sendable, Codable {
        /// The items, leading first.
        public var items: [TabItem]
        /// Bar height when fixed, points.
        public var height: Double?

        /// Creates a value; omitted arguments take their defaults.
        public init(items: [TabItem] = [], height: Double? = nil) {
            self.items = items
            self.height = height
        }

        enum CodingKeys: String, CodingKey, CaseIterable { case items, height }

        /// Decodes the `legible.json` form; omitted fields take their defaults.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                items: try c.decodeIfPresent([TabItem].self, forKey: .items) ?? [],
                height: try c.decodeIfPresent(Double.self, forKey: .height))
        }
    }

    /// One tab (`UITabBarItem`).
    public struct TabItem: Hashable, Sendable, Codable {
        /// The title, when there is one.
        public var title: ScreenText?
        /// The image's name (an SF Symbol or asset), for an image.
        public var icon: String?
        /// The icon's side at @1x, points, when known.
        public var iconSize: Double?

        enum CodingKeys: String, CodingKey, CaseIterable { case title, icon, iconSize }

        /// Creates a value; omitted arguments take their defaults.
        public init(title: ScreenText? = nil, icon: String? = nil, iconSize: Double? = nil) {
            self.title = title
            self.icon = icon
            self.iconSize = iconSize
        }
    }

    /// A search bar (`UISearchBar`, `UISearchController`).
    public struct SearchBar: Hashable, Sendable, Codable {
        /// The placeholder text.
        public var placeholder: ScreenText?
        /// The prompt above the bar.
        public var prompt: ScreenText?
        /// Scope bar titles (`scopeButtonTitles`).
        public var scopeTitles: [ScreenText]
        /// Bar height when fixed, points.
        public var height: Double?

        /// Creates a value; omitted arguments take their defaults.
        public init(
            placeholder: ScreenText? = nil, prompt: ScreenText? = nil, scopeTitles: [ScreenText] = [],
            height: Double? = nil
        ) {
            self.placeholder = placeholder
            self.prompt = prompt
            self.scopeTitles = scopeTitles
            self.height = height
        }

        enum CodingKeys: String, CodingKey, CaseIterable { case placeholder, prompt, scopeTitles, height }

        /// Decodes the `legible.json` form; omitted fields take their defaults.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                placeholder: try c.decodeIfPresent(ScreenText.self, forKey: .placeholder),
                prompt: try c.decodeIfPresent(ScreenText.self, forKey: .prompt),
                scopeTitles: try c.decodeIfPresent([ScreenText].self, forKey: .scopeTitles) ?? [],
                height: try c.decodeIfPresent(Double.self, forKey: .height))
        }
    }
}
