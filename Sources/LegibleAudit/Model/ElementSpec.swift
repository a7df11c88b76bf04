import Foundation
import LegibleText

/// Where a string is shown, and so how much room it has: the element's role, width,
/// line count, font and truncation settings.
///
/// Specs come from Interface Builder files (frames, `fontDescription`, `numberOfLines`)
/// and from `legible.json` (`elements`), where a role preset fills in what is not given
/// (see `RolePreset`). Widths and heights are in points; `width` is the element's
/// frame width, the room for text is `width - insets.leading - insets.trailing`.
public struct ElementSpec: Hashable, Sendable, Codable {
    /// What kind of element shows the text (decides presets and which rules apply).
    public var role: Role
    /// A name for reports: the IB object's id and class, or the config entry's name.
    public var name: String?
    /// Frame width in points. `nil`: derived from `device` and the role preset.
    public var width: Double?
    /// Frame height in points, when fixed (a height constraint or an IB frame that does not grow).
    public var height: Double?
    /// `numberOfLines`: 0 means unlimited.
    public var lines: Int
    /// The text style (`UIFont.TextStyle`), when the font follows Dynamic Type.
    public var textStyle: TextStyle?
    /// A fixed font, when the element does not use a text style.
    public var font: FixedFont?
    /// `NSLineBreakMode`.
    public var lineBreakMode: LineBreakMode
    /// `adjustsFontSizeToFitWidth` with this `minimumScaleFactor` (0 = no shrinking).
    public var minimumScaleFactor: Double
    /// Content insets (contentEdgeInsets or a configuration's contentInsets), points.
    public var insets: EdgeInsets
    /// Caps Dynamic Type, like SwiftUI's `dynamicTypeSize(...)` or `maximumContentSizeCategory`.
    public var maxSizeCategory: ContentSizeCategory?
    /// `adjustsFontForContentSizeCategory`: whether a fixed font still scales (UIFontMetrics).
    public var adjustsFontForContentSizeCategory: Bool
    /// The device width the element's width derives from, when `width` is not given.
    public var deviceWidth: Double?
    /// Where the spec was written (an IB element or a `legible.json` entry), or the Swift call
    /// that shows the string (`origin == .source`).
    public var location: SourceLocation?
    /// Where the spec came from; `nil` for specs made in code.
    public var origin: ElementOrigin?
    /// A case change applied before the text is shown (`.textCase(.uppercase)`).
    public var textCase: TextCase?
    /// Whether the element is shown on iPad only (an Interface Builder document whose target
    /// runtime is `iOS.CocoaTouch.iPad`): a width that derives from the device derives from
    /// the iPads audited only.
    public var padOnly: Bool?
    /// For a width that follows the device (an Auto Layout element tied to its container on
    /// both sides), the points the device's width leaves around it: the scene's width in
    /// Interface Builder less the element's frame width.
    public var deviceMargin: Double?

    /// Makes a spec; only `role` is required. The defaults are UILabel's: one line, tail
    /// truncation, no shrinking, no insets, a font that scales with Dynamic Type (Docs/sources.md 4).
    /// `origin`, `textCase`, `padOnly` and `deviceMargin` start `nil`: set them after.
    public init(
        role: Role, name: String? = nil, width: Double? = nil, height: Double? = nil, lines: Int = 1,
        textStyle: TextStyle? = nil, font: FixedFont? = nil, lineBreakMode: LineBreakMode = .byTruncatingTail,
        minimumScaleFactor: Double = 0, insets: EdgeInsets = .zero, maxSizeCategory: ContentSizeCategory? = nil,
        adjustsFontForContentSizeCategory: Bool = true, deviceWidth: Double? = nil, location: SourceLocation? = nil
    ) {
        self.role = role
        self.name = name
        self.width = width
        self.height = height
        self.lines = lines
        self.textStyle = textStyle
        self.font = font
        self.lineBreakMode = lineBreakMode
        self.minimumScaleFactor = minimumScaleFactor
        self.insets = insets
        self.maxSizeCategory = maxSizeCategory
        self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        self.deviceWidth = deviceWidth
        self.location = location
    }

    /// The room for text in points: the width less the leading and trailing insets.
    public var availableWidth: Double? {
        width.map { max(0, $0 - insets.leading - insets.trailing) }
    }
}

/// Where an element's spec came from, in the order that decides which applies: `legible.json`
/// first, then Interface Builder, then the app's Swift source.
public enum ElementOrigin: String, Hashable, Sendable, Codable {
    case config, interfaceBuilder, source
}

/// A case change applied to a text before it is shown: SwiftUI's `Text.Case`
/// (https://developer.apple.com/documentation/swiftui/text/case).
public enum TextCase: String, Hashable, Sendable, Codable {
    case uppercase, lowercase
}

/// The kind of element that shows a string. Raw values are the names `legible.json` uses.
public enum Role: String, Hashable, Sendable, Codable, CaseIterable {
    case label, button, navigationTitle, largeTitle, backButton, barButtonItem, tabBarItem, segment
    case toolbarItem, alertTitle, alertMessage, alertAction, actionSheetTitle, actionSheetMessage
    case actionSheetAction, tableCellTitle, tableCellSubtitle, textFieldPlaceholder, searchPlaceholder
    case prompt, textView, switchLabel, menuCommand, refreshTitle, activityTitle, progressLabel
    case textField, stepper, `switch`
    /// iOS 26's `UINavigationItem.subtitle` and `largeSubtitle` (SwiftUI `navigationSubtitle`).
    case navigationSubtitle, largeSubtitle

    /// Whether people tap this element (HIG: tap targets of at least 44 x 44 pt).
    public var isTappable: Bool {
        switch self {
        case .button, .backButton, .barButtonItem, .tabBarItem, .segment, .toolbarItem, .alertAction,
            .actionSheetAction, .tableCellTitle, .textField, .stepper, .switch, .menuCommand:
            true
        default:
            false
        }
    }
}

/// A font that does not come from a text style: IB's `type="system"`, `boldSystem` or a
/// custom font with a point size; `legible.json`'s `font`.
public struct FixedFont: Hashable, Sendable, Codable {
    /// `nil` for the system font; otherwise a family name ("Avenir Next").
    public var family: String?
    /// The point size at the Large content size category.
    public var pointSize: Double
    /// The weight (`UIFont.Weight` scale), before Bold Text's step up.
    public var weight: FontWeight
    /// The face's PostScript name when the source names one (IB's `name="Avenir-Heavy"`).
    public var postScriptName: String?

    enum CodingKeys: String, CodingKey, CaseIterable { case family, pointSize, weight, postScriptName }

    /// Makes a fixed font: the system font (`family` `nil`) at regular weight unless told otherwise.
    public init(family: String? = nil, pointSize: Double, weight: FontWeight = .regular, postScriptName: String? = nil)
    {
        self.family = family
        self.pointSize = pointSize
        self.weight = weight
        self.postScriptName = postScriptName
    }
}

/// Insets in points, in UIKit's order.
public struct EdgeInsets: Hashable, Sendable, Codable {
    /// Inset above the text, points.
    public var top: Double
    /// Inset before the text (left in left-to-right layouts), points.
    public var leading: Double
    /// Inset below the text, points.
    public var bottom: Double
    /// Inset after the text (right in left-to-right layouts), points.
    public var trailing: Double

    /// No insets on any side.
    public static let zero = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    enum CodingKeys: String, CodingKey, CaseIterable { case top, leading, bottom, trailing, left, right }

    /// Missing sides are 0; `left` / `right` are accepted for `leading` / `trailing`.
    ///
    /// - Throws: `DecodingError` at a side that is not a number of points within
    ///   ±`MeasurementLimits.maximumPoints` (negative insets are UIKit's too: they widen the room).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func side(_ key: CodingKeys, or other: CodingKeys? = nil) throws -> Double {
            var found = try c.decodeIfPresent(Double.self, forKey: key).map { (key, $0) }
            if found == nil, let other { found = try c.decodeIfPresent(Double.self, forKey: other).map { (other, $0) } }
            guard let found else { return 0 }
            guard MeasurementLimits.accepts(abs(found.1)) else {
                throw DecodingError.dataCorruptedError(
                    forKey: found.0, in: c,
                    debugDescription:
                        "expected points from -\(Int(MeasurementLimits.maximumPoints)) to \(Int(MeasurementLimits.maximumPoints)) (got \(found.1))"
                )
            }
            return found.1
        }
        top = try side(.top)
        bottom = try side(.bottom)
        leading = try side(.leading, or: .left)
        trailing = try side(.trailing, or: .right)
    }

    /// Writes the four sides as `top`, `leading`, `bottom`, `trailing` (never `left` / `right`).
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(top, forKey: .top)
        try c.encode(leading, forKey: .leading)
        try c.encode(bottom, forKey: .bottom)
        try c.encode(trailing, forKey: .trailing)
    }

    /// Makes insets; missing sides are 0.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
