import Foundation

/// A Dynamic Type text style (`UIFont.TextStyle`).
///
/// Raw values are UIKit's Swift names. `init(name:)` also accepts UIKit's raw values
/// (`UICTFontTextStyleSubhead`, `UICTFontTextStyleTitle0`) and the HIG's names
/// ("Large Title", "Subhead"). Source: Docs/sources.md 1e (`UIFont.TextStyle`, https://developer.apple.com/documentation/uikit/uifont/textstyle).
public enum TextStyle: String, CaseIterable, Hashable, Sendable, Codable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// UIKit's raw value, as storyboards write it (`UICTFontTextStyleBody`).
    public var uiKitName: String {
        switch self {
        case .largeTitle: "UICTFontTextStyleTitle0"
        case .title1: "UICTFontTextStyleTitle1"
        case .title2: "UICTFontTextStyleTitle2"
        case .title3: "UICTFontTextStyleTitle3"
        case .headline: "UICTFontTextStyleHeadline"
        case .body: "UICTFontTextStyleBody"
        case .callout: "UICTFontTextStyleCallout"
        case .subheadline: "UICTFontTextStyleSubhead"
        case .footnote: "UICTFontTextStyleFootnote"
        case .caption1: "UICTFontTextStyleCaption1"
        case .caption2: "UICTFontTextStyleCaption2"
        }
    }

    /// The HIG's name ("Large Title", "Subheadline").
    public var higName: String {
        switch self {
        case .largeTitle: "Large Title"
        case .title1: "Title 1"
        case .title2: "Title 2"
        case .title3: "Title 3"
        case .headline: "Headline"
        case .body: "Body"
        case .callout: "Callout"
        case .subheadline: "Subheadline"
        case .footnote: "Footnote"
        case .caption1: "Caption 1"
        case .caption2: "Caption 2"
        }
    }

    /// Accepts the Swift name, UIKit's raw value, or the HIG name, case-insensitively and
    /// ignoring spaces and a leading dot (`.body`, `Caption 1`, `subhead`).
    public init?(name: String) {
        let wanted = Self.normalize(name)
        for style in Self.allCases {
            let names = [style.rawValue, style.uiKitName, style.higName]
            if names.map(Self.normalize).contains(wanted) {
                self = style
                return
            }
        }
        if wanted == "subhead" {
            self = .subheadline
            return
        }
        return nil
    }

    private static func normalize(_ name: String) -> String {
        name.lowercased().filter { $0 != " " && $0 != "." && $0 != "_" }
    }
}
