import Foundation

/// A pseudo-localization: a way of turning the source language's text into the text a
/// translation might be, measured before any translation exists (`legible audit --pseudo`,
/// `legible.json` `"pseudo"`, `legible pseudo`).
///
/// The first five are Xcode's pseudolanguages (the scheme's App Language menu: Double-Length,
/// Accented, Bounded String, Right-to-Left, Right-to-Left with Right-to-Left Strings; Apple,
/// "Internationalization and Localization Guide", "Detecting Problems Using Pseudolocalizations",
/// and the launch arguments behind them, `NSDoubleLocalizedStrings`, `NSAccentuateLocalizedStrings`,
/// `NSSurroundLocalizedStrings`, `NSForceRightToLeftWritingDirection` and
/// `NSForceRightToLeftLocalizedStrings`). Apple publishes no character table or marker text for
/// them: what `PseudoLocalizer` does for each is stated there, as its assumption. `expanded` is
/// Legible's own: the text padded to the length a translation commonly reaches
/// (`TextExpansion`, IBM's table).
///
/// Each kind has a BCP 47 private-use locale tag (`en-x-double`): its findings carry it, so they
/// never match a real locale's in a baseline or a rule's `locales` scope.
public enum PseudoKind: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Xcode's Double-Length Pseudolanguage: every text shown twice.
    case doubleLength = "double-length"
    /// Xcode's Accented Pseudolanguage: letters replaced by accented forms.
    case accented
    /// Xcode's Bounded String Pseudolanguage: every string between markers.
    case bounded
    /// Xcode's Right-to-Left Pseudolanguage: the layout mirrored, the text unchanged.
    case rightToLeft = "right-to-left"
    /// Xcode's Right-to-Left Pseudolanguage With Right-to-Left Strings: the text itself set right
    /// to left (Unicode's RIGHT-TO-LEFT OVERRIDE).
    case rightToLeftStrings = "right-to-left-strings"
    /// Accented text padded to the length IBM's table gives a translation of a text that long.
    case expanded

    /// The private-use subtag after `-x-` (RFC 5646 section 2.2.7: one to eight letters or
    /// digits): `double`, `accented`, `bounded`, `rtl`, `rtlstr`, `expanded`.
    public var subtag: String {
        switch self {
        case .doubleLength: "double"
        case .accented: "accented"
        case .bounded: "bounded"
        case .rightToLeft: "rtl"
        case .rightToLeftStrings: "rtlstr"
        case .expanded: "expanded"
        }
    }

    /// The pseudo-locale's tag for a source language: `en-x-double`, `de-x-expanded`.
    public func localeTag(sourceLanguage: String) -> String { "\(sourceLanguage)-x-\(subtag)" }

    /// Whether the pseudo-locale is a right-to-left one (Xcode's two right-to-left pseudolanguages).
    public var isRightToLeft: Bool { self == .rightToLeft || self == .rightToLeftStrings }

    /// The kind a pseudo-locale tag names (`en-x-double` → `.doubleLength`), `nil` for a real locale.
    public init?(localeTag: String) {
        guard let range = localeTag.range(of: "-x-") else { return nil }
        let subtag = localeTag[range.upperBound...]
        guard let kind = Self.allCases.first(where: { $0.subtag == subtag }) else { return nil }
        self = kind
    }

    /// The language a locale is measured in: the source language of a pseudo-locale
    /// (`en-x-rtl` is shaped, broken into lines and given plural samples as `en`), else the
    /// locale itself.
    public static func measuringLocale(_ locale: String) -> String {
        guard PseudoKind(localeTag: locale) != nil, let range = locale.range(of: "-x-") else { return locale }
        return String(locale[..<range.lowerBound])
    }

    /// Orders as declared (the order `--pseudo` and the summary list them in).
    public static func < (lhs: PseudoKind, rhs: PseudoKind) -> Bool {
        let all = allCases
        return all.firstIndex(of: lhs) ?? 0 < all.firstIndex(of: rhs) ?? 0
    }
}
