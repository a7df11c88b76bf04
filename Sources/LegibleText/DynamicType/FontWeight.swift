import Foundation

/// A font weight on the CSS / OpenType `usWeightClass` scale, named as `UIFont.Weight` names it.
public enum FontWeight: Int, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
    case semibold = 600, bold = 700, heavy = 800, black = 900

    /// The weight iOS uses for this one when the Bold Text accessibility setting is on.
    ///
    /// Apple does not publish the mapping; this is the one measured by codeandtheory/YMatterType
    /// (PR #67, `SystemFontFamily.accessibilityBoldWeight`): the lightest three weights step up by
    /// 100, the others by 200, up to black. So regular → semibold, medium → bold,
    /// semibold → heavy, bold → black (Docs/sources.md 6a).
    public var boldTextWeight: FontWeight {
        switch self {
        case .ultraLight: .thin
        case .thin: .light
        case .light: .regular
        case .regular: .semibold
        case .medium: .bold
        case .semibold: .heavy
        case .bold, .heavy, .black: .black
        }
    }

    /// `UIFont.Weight` name (`semibold`).
    public var name: String {
        switch self {
        case .ultraLight: "ultraLight"
        case .thin: "thin"
        case .light: "light"
        case .regular: "regular"
        case .medium: "medium"
        case .semibold: "semibold"
        case .bold: "bold"
        case .heavy: "heavy"
        case .black: "black"
        }
    }

    /// Accepts `UIFont.Weight` names, CSS numbers ("600"), and common font style names
    /// ("SemiBold", "ExtraBold", "Demi", "Book").
    public init?(name: String) {
        let wanted = name.lowercased().filter { $0.isLetter || $0.isNumber }
        if let number = Int(wanted) {
            let nearest = Self.allCases.min { abs($0.rawValue - number) < abs($1.rawValue - number) }
            guard let nearest, (1...1000).contains(number) else { return nil }
            self = nearest
            return
        }
        switch wanted {
        case "ultralight", "extralight", "hairline": self = .ultraLight
        case "thin": self = .thin
        case "light": self = .light
        case "regular", "normal", "book", "roman", "": self = .regular
        case "medium": self = .medium
        case "semibold", "demibold", "demi": self = .semibold
        case "bold": self = .bold
        case "heavy", "extrabold", "ultrabold": self = .heavy
        case "black", "ultrablack": self = .black
        default: return nil
        }
    }

    /// Orders weights by their `usWeightClass` value, lightest first.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
