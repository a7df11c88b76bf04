import Foundation

/// The iOS Dynamic Type table: point size, leading and weights of every text style at every
/// content size category (12 x 11 = 132 cells).
///
/// Source: Apple HIG, Typography, "iOS, iPadOS Dynamic Type sizes" (December 2025 revision),
/// cross-checked against sizes measured with `preferredFont(forTextStyle:)` on iOS 13.3
/// (temoki/UIKit_DynamicType): they agree in 131 of 132 cells. The exception is AX5 Caption 2,
/// 40 pt in the HIG and 41 pt measured; the HIG value is kept. Leading values are the HIG's
/// and were not independently measured. See Docs/sources.md 1: the HIG Typography tables
/// (https://developer.apple.com/design/human-interface-guidelines/typography), from which this data was generated.
public enum DynamicTypeTable {
    /// One cell of the table.
    public struct Metrics: Hashable, Sendable {
        /// Point size.
        public let pointSize: Double
        /// Line height (leading), points.
        public let leading: Double
        /// The style's weight.
        public let weight: FontWeight
        /// The weight of the style's emphasized (bold trait) variant.
        public let emphasizedWeight: FontWeight
    }

    /// The metrics of `style` at `category`.
    public static func metrics(_ style: TextStyle, _ category: ContentSizeCategory) -> Metrics {
        table[category.index * TextStyle.allCases.count + (TextStyle.allCases.firstIndex(of: style) ?? 0)]
    }

    /// Scale factor a custom font of `style` gets at `category`, as an approximation of
    /// `UIFontMetrics(forTextStyle:).scaledFont(for:)`: the ratio of the style's size at
    /// `category` to its size at Large.
    ///
    /// Apple does not document the curve. `scaledValue(for:)` is known not to be exactly
    /// proportional (Jared Sinclair, "Scaled Metrics", 2024: body 17 at Medium gives 16.33, not
    /// 16); whether `scaledFont(for:)` follows the same curve is not known (Docs/sources.md 4).
    /// The table ratio is what most tools use and errs by well under 1 pt at the standard sizes.
    public static func scaleFactor(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        metrics(style, category).pointSize / metrics(style, .large).pointSize
    }

    static let table: [Metrics] = rows.map { row in
        let f = row.split(separator: ",").map(String.init)
        return Metrics(
            pointSize: Double(f[2]) ?? 0, leading: Double(f[3]) ?? 0,
            weight: FontWeight(name: f[4]) ?? .regular, emphasizedWeight: FontWeight(name: f[5]) ?? .semibold)
    }

    /// category, style, size, leading, weight, emphasized weight — generated from
    /// the HIG Typography tables, in `ContentSizeCategory` x `TextStyle` order.
    private static let rows: [String] = [
        "xSmall,largeTitle,31,38,Regular,Bold",
        "xSmall,title1,25,31,Regular,Bold",
        "xSmall,title2,19,24,Regular,Bold",
        "xSmall,title3,17,22,Regular,Semibold",
        "xSmall,headline,14,19,Semibold,Semibold",
        "xSmall,body,14,19,Regular,Semibold",
        "xSmall,callout,13,18,Regular,Semibold",
        "xSmall,subheadline,12,16,Regular,Semibold",
        "xSmall,footnote,12,16,Regular,Semibold",
        "xSmall,caption1,11,13,Regular,Semibold",
        "xSmall,caption2,11,13,Regular,Semibold",
        "Small,largeTitle,32,39,Regular,Bold",
        "Small,title1,26,32,Regular,Bold",
        "Small,title2,20,25,Regular,Bold",
        "Small,title3,18,23,Regular,Semibold",
        "Small,headline,15,20,Semibold,Semibold",
        "Small,body,15,20,Regular,Semibold",
        "Small,callout,14,19,Regular,Semibold",
        "Small,subheadline,13,18,Regular,Semibold",
        "Small,footnote,12,16,Regular,Semibold",
        "Small,caption1,11,13,Regular,Semibold",
        "Small,caption2,11,13,Regular,Semibold",
        "Medium,largeTitle,33,40,Regular,Bold",
        "Medium,title1,27,33,Regular,Bold",
        "Medium,title2,21,26,Regular,Bold",
        "Medium,title3,19,24,Regular,Semibold",
        "Medium,headline,16,21,Semibold,Semibold",
        "Medium,body,16,21,Regular,Semibold",
        "Medium,callout,15,20,Regular,Semibold",
        "Medium,subheadline,14,19,Regular,Semibold",
        "Medium,footnote,12,16,Regular,Semibold",
        "Medium,caption1,11,13,Regular,Semibold",
        "Medium,caption2,11,13,Regular,Semibold",
        "Large,largeTitle,34,41,Regular,Bold",
        "Large,title1,28,34,Regular,Bold",
        "Large,title2,22,28,Regular,Bold",
        "Large,title3,20,25,Regular,Semibold",
        "Large,headline,17,22,Semibold,Semibold",
        "Large,body,17,22,Regular,Semibold",
        "Large,callout,16,21,Regular,Semibold",
        "Large,subheadline,15,20,Regular,Semibold",
        "Large,footnote,13,18,Regular,Semibold",
        "Large,caption1,12,16,Regular,Semibold",
        "Large,caption2,11,13,Regular,Semibold",
        "xLarge,largeTitle,36,43,Regular,Bold",
        "xLarge,title1,30,37,Regular,Bold",
        "xLarge,title2,24,30,Regular,Bold",
        "xLarge,title3,22,28,Regular,Semibold",
        "xLarge,headline,19,24,Semibold,Semibold",
        "xLarge,body,19,24,Regular,Semibold",
        "xLarge,callout,18,23,Regular,Semibold",
        "xLarge,subheadline,17,22,Regular,Semibold",
        "xLarge,footnote,15,20,Regular,Semibold",
        "xLarge,caption1,14,19,Regular,Semibold",
        "xLarge,caption2,13,18,Regular,Semibold",
        "xxLarge,largeTitle,38,46,Regular,Bold",
        "xxLarge,title1,32,39,Regular,Bold",
        "xxLarge,title2,26,32,Regular,Bold",
        "xxLarge,title3,24,30,Regular,Semibold",
        "xxLarge,headline,21,26,Semibold,Semibold",
        "xxLarge,body,21,26,Regular,Semibold",
        "xxLarge,callout,20,25,Regular,Semibold",
        "xxLarge,subheadline,19,24,Regular,Semibold",
        "xxLarge,footnote,17,22,Regular,Semibold",
        "xxLarge,caption1,16,21,Regular,Semibold",
        "xxLarge,caption2,15,20,Regular,Semibold",
        "xxxLarge,largeTitle,40,48,Regular,Bold",
        "xxxLarge,title1,34,41,Regular,Bold",
        "xxxLarge,title2,28,34,Regular,Bold",
        "xxxLarge,title3,26,32,Regular,Semibold",
        "xxxLarge,headline,23,29,Semibold,Semibold",
        "xxxLarge,body,23,29,Regular,Semibold",
        "xxxLarge,callout,22,28,Regular,Semibold",
        "xxxLarge,subheadline,21,28,Regular,Semibold",
        "xxxLarge,footnote,19,24,Regular,Semibold",
        "xxxLarge,caption1,18,23,Regular,Semibold",
        "xxxLarge,caption2,17,22,Regular,Semibold",
        "AX1,largeTitle,44,52,Regular,Bold",
        "AX1,title1,38,46,Regular,Bold",
        "AX1,title2,34,41,Regular,Bold",
        "AX1,title3,31,38,Regular,Semibold",
        "AX1,headline,28,34,Semibold,Semibold",
        "AX1,body,28,34,Regular,Semibold",
        "AX1,callout,26,32,Regular,Semibold",
        "AX1,subheadline,25,31,Regular,Semibold",
        "AX1,footnote,23,29,Regular,Semibold",
        "AX1,caption1,22,28,Regular,Semibold",
        "AX1,caption2,20,25,Regular,Semibold",
        "AX2,largeTitle,48,57,Regular,Bold",
        "AX2,title1,43,51,Regular,Bold",
        "AX2,title2,39,47,Regular,Bold",
        "AX2,title3,37,44,Regular,Semibold",
        "AX2,headline,33,40,Semibold,Semibold",
        "AX2,body,33,40,Regular,Semibold",
        "AX2,callout,32,39,Regular,Semibold",
        "AX2,subheadline,30,37,Regular,Semibold",
        "AX2,footnote,27,33,Regular,Semibold",
        "AX2,caption1,26,32,Regular,Semibold",
        "AX2,caption2,24,30,Regular,Semibold",
        "AX3,largeTitle,52,61,Regular,Bold",
        "AX3,title1,48,57,Regular,Bold",
        "AX3,title2,44,52,Regular,Bold",
        "AX3,title3,43,51,Regular,Semibold",
        "AX3,headline,40,48,Semibold,Semibold",
        "AX3,body,40,48,Regular,Semibold",
        "AX3,callout,38,46,Regular,Semibold",
        "AX3,subheadline,36,43,Regular,Semibold",
        "AX3,footnote,33,40,Regular,Semibold",
        "AX3,caption1,32,39,Regular,Semibold",
        "AX3,caption2,29,35,Regular,Semibold",
        "AX4,largeTitle,56,66,Regular,Bold",
        "AX4,title1,53,62,Regular,Bold",
        "AX4,title2,50,59,Regular,Bold",
        "AX4,title3,49,58,Regular,Semibold",
        "AX4,headline,47,56,Semibold,Semibold",
        "AX4,body,47,56,Regular,Semibold",
        "AX4,callout,44,52,Regular,Semibold",
        "AX4,subheadline,42,50,Regular,Semibold",
        "AX4,footnote,38,46,Regular,Semibold",
        "AX4,caption1,37,44,Regular,Semibold",
        "AX4,caption2,34,41,Regular,Semibold",
        "AX5,largeTitle,60,70,Regular,Bold",
        "AX5,title1,58,68,Regular,Bold",
        "AX5,title2,56,66,Regular,Bold",
        "AX5,title3,55,65,Regular,Semibold",
        "AX5,headline,53,62,Semibold,Semibold",
        "AX5,body,53,62,Regular,Semibold",
        "AX5,callout,51,60,Regular,Semibold",
        "AX5,subheadline,49,58,Regular,Semibold",
        "AX5,footnote,44,52,Regular,Semibold",
        "AX5,caption1,43,51,Regular,Semibold",
        "AX5,caption2,40,48,Regular,Semibold",
    ]
}
