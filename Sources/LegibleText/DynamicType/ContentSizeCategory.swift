import Foundation

/// A Dynamic Type content size category (`UIContentSizeCategory`), from xSmall to AX5.
///
/// Raw values are the HIG's names (Apple HIG, Typography, "Dynamic Type sizes"). `init(name:)`
/// also accepts UIKit's raw values (`UICTContentSizeCategoryL`), the Swift case names
/// (`extraLarge`, `accessibilityMedium`) and SwiftUI's `DynamicTypeSize` names
/// (`xLarge`, `accessibility3`). Source of the names: Docs/sources.md 1e (`UIContentSizeCategory`, https://developer.apple.com/documentation/uikit/uicontentsizecategory).
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case xSmall, small = "Small", medium = "Medium", large = "Large", xLarge, xxLarge, xxxLarge
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    /// Whether this is one of the five accessibility sizes (AX1–AX5).
    public var isAccessibility: Bool { self >= .ax1 }

    /// The HIG name (`xSmall`, `Large`, `AX2`).
    public var name: String { rawValue }

    /// UIKit's raw value (`UICTContentSizeCategoryL`).
    public var uiKitName: String {
        let suffix = [
            "XS", "S", "M", "L", "XL", "XXL", "XXXL",
            "AccessibilityM", "AccessibilityL", "AccessibilityXL", "AccessibilityXXL", "AccessibilityXXXL",
        ]
        return "UICTContentSizeCategory" + suffix[index]
    }

    /// SwiftUI's `DynamicTypeSize` case name (`xLarge`, `accessibility3`).
    public var swiftUIName: String {
        [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
            "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
        ][index]
    }

    /// UIKit's Swift case name (`extraSmall`, `accessibilityExtraExtraExtraLarge`).
    public var uiKitCaseName: String {
        [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
            "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
        ][index]
    }

    /// Position in `allCases`, 0 (xSmall) to 11 (AX5).
    public var index: Int {
        // A switch, not `allCases.firstIndex(of:)`: that builds the array on every comparison.
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .ax1: 7
        case .ax2: 8
        case .ax3: 9
        case .ax4: 10
        case .ax5: 11
        }
    }

    /// Accepts any of the HIG, UIKit raw, UIKit case and SwiftUI names, case-insensitively,
    /// plus the short forms `XS`, `S`, `M`, `L`, `XL`, `XXL`, `XXXL`.
    public init?(name: String) {
        // The HIG name as written (what reports carry): no aliases to build and lowercase. No
        // other category has an alias equal to one's HIG name, so the answer is the same. (A
        // table: `init(rawValue:)` compares the name with the cases one by one, and ordering a
        // report's findings reads every finding's sizes.)
        if let exact = Self.byHIGName[name] {
            self = exact
            return
        }
        let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
        let short = ["xs", "s", "m", "l", "xl", "xxl", "xxxl"]
        for category in Self.allCases {
            let names = [
                category.rawValue, category.uiKitName, category.swiftUIName, category.uiKitCaseName,
                ".\(category.swiftUIName)", ".\(category.uiKitCaseName)",
            ]
            if names.contains(where: { $0.lowercased() == wanted }) {
                self = category
                return
            }
            if category.index < short.count, short[category.index] == wanted {
                self = category
                return
            }
        }
        return nil
    }

    /// The categories by HIG name (`rawValue`).
    private static let byHIGName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// Orders categories from smallest (`xSmall`) to largest (`AX5`), as `allCases` lists them.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}
