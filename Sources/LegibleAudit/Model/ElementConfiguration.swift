import Foundation
import LegibleText

/// One entry of `legible.json`'s `elements`: which keys it covers and the element that shows
/// them. What an entry leaves out comes from its role's preset (`RolePreset`).
public struct ElementConfiguration: Sendable, Hashable, Codable {
    /// One key, exactly.
    public var key: String?
    /// Key patterns (`tab.*`); a string or a list.
    public var keys: [String]?
    /// Only for these tables (`Localizable`, `Main`), when given.
    public var table: String?
    /// The element's role (`button`, `tabBarItem`): its preset fills in what the entry leaves out.
    /// An entry without one is read as a `label`, with a warning.
    public var role: Role
    /// A name for reports.
    public var name: String?
    /// Frame width, points. When absent, derived from each device and the role.
    public var width: Double?
    /// Frame height, points, when fixed (`vertical-clipping`, `tap-target`).
    public var height: Double?
    /// `numberOfLines` (0: unlimited); default: the role's.
    public var lines: Int?
    /// The Dynamic Type text style (`body`, `Caption 1`, `UICTFontTextStyleBody`); default: the role's.
    public var textStyle: TextStyle?
    /// A fixed font instead of a text style.
    public var font: FontConfiguration?
    /// `NSLineBreakMode` (`byTruncatingTail`, or IB's `tailTruncation`); default: the role's.
    public var lineBreakMode: LineBreakMode?
    /// `minimumScaleFactor` of a label that shrinks to fit, 0–1; absent: no shrinking.
    public var minimumScaleFactor: Double?
    /// Content insets, points (`left` / `right` accepted for `leading` / `trailing`).
    public var insets: EdgeInsets?
    /// Caps Dynamic Type (`AX2`), like `dynamicTypeSize(...xxxLarge)`.
    public var maxSizeCategory: ContentSizeCategory?
    /// Items in the bar or control: tabs in a tab bar, segments, toolbar items, alert actions side by side.
    public var count: Int?
    /// Tab bar items: the bar also has a search tab (`UISearchTab`, `Tab(role: .search)`), not
    /// counted in `count`; in the iOS 26 design it takes its own circle beside the tab capsule.
    public var searchTab: Bool?
    /// Table cell accessory: `none`, `disclosure`, `detail`, `checkmark`, `switch`.
    public var accessory: String?
    /// Navigation titles: the back button's title ("" for chevron only); absent: no back button.
    public var backButtonTitle: String?
    /// Navigation titles: widths of the bar items on each side, points (back button excluded).
    public var leadingItemsWidth: Double?
    /// Navigation titles: the width of the bar items on the trailing side, points.
    public var trailingItemsWidth: Double?
    /// Whether the font follows Dynamic Type. Default: true for text styles; for fixed fonts, false.
    public var adjustsFontForContentSizeCategory: Bool?
    /// `uppercase` or `lowercase`: the text is shown with its case changed (SwiftUI's
    /// `.textCase(.uppercase)`, a grouped list's section header), so that is what is measured.
    public var textCase: TextCase?
    /// What the Swift source scanner assumed about the element where the source does not say
    /// ("a large title: SwiftUI's automatic title display mode, which follows the view that
    /// pushes this one"). A fit finding that rests on it counts one severity lower and says so.
    /// Never read from or written to `legible.json`.
    public var assumption: String?
    /// The room the views around the text give it, as the Swift source lays them out
    /// (`LayoutRoom`), when the scan read them: worked out on each device from the role's room
    /// and at each size category. Never read from or written to `legible.json`.
    public var layout: LayoutRoom?

    /// The fields of an entry as `legible.json` spells them (`comment` is read and ignored).
    enum CodingKeys: String, CodingKey, CaseIterable {
        case key, keys, table, role, name, width, height, lines, textStyle, font, lineBreakMode, minimumScaleFactor
        case insets, maxSizeCategory, count, accessory, backButtonTitle, leadingItemsWidth, trailingItemsWidth
        case adjustsFontForContentSizeCategory, textCase, searchTab, comment
    }

    /// Makes an entry for `key` or the patterns `keys` in `role`; set the other fields after.
    public init(key: String? = nil, keys: [String]? = nil, role: Role) {
        self.key = key
        self.keys = keys
        self.role = role
    }

    /// Decodes one entry of `elements`.
    ///
    /// - Throws: `DecodingError` at the field at fault; an entry needs `key` or `keys`.
    public init(from decoder: Decoder) throws {
        try self.init(from: decoder, isDefault: false)
    }

    /// Decodes an entry; `isDefault`: `defaultElement`, which covers every key (`keys` is `*`,
    /// whatever it says).
    init(from decoder: Decoder, isDefault: Bool) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        key = try c.decodeIfPresent(String.self, forKey: .key)
        if let single = try? c.decodeIfPresent(String.self, forKey: .keys) {
            keys = [single]
        } else {
            keys = try c.decodeIfPresent([String].self, forKey: .keys)
        }
        if isDefault {
            key = nil
            keys = ["*"]
        } else if key != nil, keys != nil {
            decoder.warn(
                "both \"key\" and \"keys\": the entry covers the key and every key the patterns match; "
                    + "give one of them")
        }
        table = try c.decodeIfPresent(String.self, forKey: .table)
        if let role = try c.decodeIfPresent(Role.self, forKey: .role) {
            self.role = role
        } else {
            role = .label
            decoder.warn(
                "no \"role\"; measured as a label (\"role\": \"label\"), whose room and font may not be the element's")
        }
        name = try c.decodeIfPresent(String.self, forKey: .name)
        /// A number that must be at least `minimum` (points, counts): a negative width or line
        /// count would otherwise be measured as if it meant something (or trap the layout).
        func atLeast<T: Decodable & Comparable>(
            _ type: T.Type, _ key: CodingKeys, _ minimum: T, _ expected: String
        ) throws -> T? {
            guard let value = try c.decodeIfPresent(T.self, forKey: key) else { return nil }
            guard value >= minimum else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: c, debugDescription: "expected \(expected) (got \(value))")
            }
            return value
        }
        /// A length in points, 0 … `MeasurementLimits.maximumPoints`: 1e21 points is a typo, and
        /// would overflow the layout's arithmetic.
        func points(_ key: CodingKeys) throws -> Double? {
            guard let value = try atLeast(Double.self, key, 0, "0 or more points") else { return nil }
            guard MeasurementLimits.accepts(value) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: c,
                    debugDescription: "expected at most \(Int(MeasurementLimits.maximumPoints)) points (got \(value))")
            }
            return value
        }
        width = try points(.width)
        height = try points(.height)
        lines = try atLeast(Int.self, .lines, 0, "0 (unlimited) or more lines")
        if let style = try c.decodeIfPresent(String.self, forKey: .textStyle) {
            guard let parsed = TextStyle(name: style) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .textStyle, in: c,
                    debugDescription:
                        "unknown text style \"\(style)\"; expected one of: \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            textStyle = parsed
        }
        font = try c.decodeIfPresent(FontConfiguration.self, forKey: .font)
        if let mode = try c.decodeIfPresent(String.self, forKey: .lineBreakMode) {
            guard let parsed = LineBreakMode(name: mode) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .lineBreakMode, in: c,
                    debugDescription:
                        "unknown line break mode \"\(mode)\"; expected one of: \(LineBreakMode.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            lineBreakMode = parsed
        }
        minimumScaleFactor = try c.decodeIfPresent(Double.self, forKey: .minimumScaleFactor)
        if let factor = minimumScaleFactor, !(0...1).contains(factor) {
            throw DecodingError.dataCorruptedError(
                forKey: .minimumScaleFactor, in: c,
                debugDescription: "expected a factor between 0 and 1 (got \(factor))")
        }
        insets = try c.decodeIfPresent(EdgeInsets.self, forKey: .insets)
        if let size = try c.decodeIfPresent(String.self, forKey: .maxSizeCategory) {
            guard let parsed = ContentSizeCategory(name: size) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .maxSizeCategory, in: c, debugDescription: "unknown size category \"\(size)\"")
            }
            maxSizeCategory = parsed
        }
        count = try atLeast(Int.self, .count, 1, "1 or more items")
        accessory = try c.decodeIfPresent(String.self, forKey: .accessory)
        if let accessory, !Self.accessories.contains(accessory.lowercased()) {
            throw DecodingError.dataCorruptedError(
                forKey: .accessory, in: c,
                debugDescription:
                    "unknown accessory \"\(accessory)\"; expected one of: none, disclosure, detail, checkmark, switch")
        }
        searchTab = try c.decodeIfPresent(Bool.self, forKey: .searchTab)
        backButtonTitle = try c.decodeIfPresent(String.self, forKey: .backButtonTitle)
        leadingItemsWidth = try atLeast(Double.self, .leadingItemsWidth, 0, "0 or more points")
        trailingItemsWidth = try atLeast(Double.self, .trailingItemsWidth, 0, "0 or more points")
        adjustsFontForContentSizeCategory = try c.decodeIfPresent(Bool.self, forKey: .adjustsFontForContentSizeCategory)
        if let name = try c.decodeIfPresent(String.self, forKey: .textCase) {
            guard let parsed = TextCase(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .textCase, in: c,
                    debugDescription: "unknown text case \"\(name)\"; expected uppercase or lowercase")
            }
            textCase = parsed
        }
        if key == nil, keys == nil {
            throw DecodingError.dataCorruptedError(
                forKey: .keys, in: c, debugDescription: "an element needs \"key\" or \"keys\"")
        }
    }

    /// Encodes the fields `init(from:)` reads (not `comment`).
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(key, forKey: .key)
        try c.encodeIfPresent(keys, forKey: .keys)
        try c.encodeIfPresent(table, forKey: .table)
        try c.encode(role, forKey: .role)
        try c.encodeIfPresent(name, forKey: .name)
        try c.encodeIfPresent(width, forKey: .width)
        try c.encodeIfPresent(height, forKey: .height)
        try c.encodeIfPresent(lines, forKey: .lines)
        try c.encodeIfPresent(textStyle, forKey: .textStyle)
        try c.encodeIfPresent(font, forKey: .font)
        try c.encodeIfPresent(lineBreakMode, forKey: .lineBreakMode)
        try c.encodeIfPresent(minimumScaleFactor, forKey: .minimumScaleFactor)
        try c.encodeIfPresent(insets, forKey: .insets)
        try c.encodeIfPresent(maxSizeCategory, forKey: .maxSizeCategory)
        try c.encodeIfPresent(count, forKey: .count)
        try c.encodeIfPresent(accessory, forKey: .accessory)
        try c.encodeIfPresent(backButtonTitle, forKey: .backButtonTitle)
        try c.encodeIfPresent(leadingItemsWidth, forKey: .leadingItemsWidth)
        try c.encodeIfPresent(trailingItemsWidth, forKey: .trailingItemsWidth)
        try c.encodeIfPresent(adjustsFontForContentSizeCategory, forKey: .adjustsFontForContentSizeCategory)
        try c.encodeIfPresent(textCase, forKey: .textCase)
        try c.encodeIfPresent(searchTab, forKey: .searchTab)
    }

    /// Accessory names `RolePreset.accessoryWidth(_:)` knows (lowercased), and `none`.
    static let accessories: Set<String> = [
        "none", "disclosure", "disclosureindicator", "detail", "detailbutton",
        "detaildisclosure", "detaildisclosurebutton", "checkmark", "switch",
    ]

    /// Whether this entry covers `key` in `table`.
    public func matches(key candidate: String, table candidateTable: String) -> Bool {
        if let table, table != candidateTable { return false }
        if let key, key == candidate { return true }
        return keys?.contains { Glob.matches($0, candidate) } ?? false
    }
}

/// A fixed font in `legible.json`: `{ "family": "Avenir Next", "size": 15, "weight": "semibold" }`.
public struct FontConfiguration: Sendable, Hashable, Codable {
    /// Family name; absent or "system" for the system font.
    public var family: String?
    /// Point size (more than 0); it follows Dynamic Type only when the entry's
    /// `adjustsFontForContentSizeCategory` is true.
    public var size: Double
    /// The weight (`regular` when absent), by `UIFont.Weight` name, CSS number or style name.
    public var weight: FontWeight

    enum CodingKeys: String, CodingKey, CaseIterable { case family, size, weight }

    /// Makes a fixed font; the system font at regular weight unless told otherwise.
    public init(family: String? = nil, size: Double, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// Decodes `{"family", "size", "weight"}`; `family` "system" means the system font.
    /// - Throws: `DecodingError` when `size` is missing, not above 0 or above
    ///   `MeasurementLimits.maximumPoints`, or `weight` is not a weight name.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let family = try c.decodeIfPresent(String.self, forKey: .family)
        self.family = family?.lowercased() == "system" ? nil : family
        size = try c.decode(Double.self, forKey: .size)
        guard MeasurementLimits.accepts(size, inclusive: false) else {
            throw DecodingError.dataCorruptedError(
                forKey: .size, in: c,
                debugDescription:
                    "expected more than 0 and at most \(Int(MeasurementLimits.maximumPoints)) points (got \(size))")
        }
        if let name = try c.decodeIfPresent(String.self, forKey: .weight) {
            guard let weight = FontWeight(name: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .weight, in: c, debugDescription: "unknown weight \"\(name)\"")
            }
            self.weight = weight
        } else {
            weight = .regular
        }
    }

    /// Encodes the fields as `init(from:)` reads them: the weight by name (`semibold`), not by
    /// number, so that what is written reads back the same (the audit cache keeps placements so).
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(family, forKey: .family)
        try c.encode(size, forKey: .size)
        try c.encode(weight.name, forKey: .weight)
    }
}
