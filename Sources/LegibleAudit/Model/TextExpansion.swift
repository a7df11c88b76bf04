import Foundation

/// How much longer a translation commonly is than its English source, by the source's length:
/// the table `PseudoKind.expanded` pads text by.
///
/// Source: IBM Globalization Guidelines, guideline A3 "Providing for UI expansion"
/// (http://www-01.ibm.com/software/globalization/guidelines/a3.html), "Additional Physical
/// Space Required" by "Number of Characters in Text": up to 10, 100 % to 200 %; 11 to 20, 80 % to
/// 100 %; 21 to 30, 60 % to 80 %; 31 to 50, 40 % to 60 %; 51 to 70, 31 % to 40 %; over 70, 30 %.
/// "The number of characters in the text string includes the spaces and punctuation marks."
/// Legible takes each row's upper bound (a layout that holds it holds the common translations),
/// and counts characters as Swift does (grapheme clusters) in the text a translator translates:
/// format specifiers and markup are not counted.
public enum TextExpansion {
    /// The rows: the longest source text of the row, in characters, and the additional length,
    /// percent of the source's (the row's upper bound); the last row has no limit.
    public static let rows: [(upTo: Int?, percent: Int)] = [
        (10, 200), (20, 100), (30, 80), (50, 60), (70, 40), (nil, 30),
    ]

    /// The additional length, percent, for a source text of `length` characters (`0` for none).
    public static func percent(forLength length: Int) -> Int {
        guard length > 0 else { return 0 }
        for row in rows {
            guard let limit = row.upTo else { return row.percent }
            if length <= limit { return row.percent }
        }
        return 30
    }

    /// How many characters a translation of a `length`-character text adds: `length` times
    /// `percent(forLength:)`, rounded up (`Save`, 4 characters: 8; a 100-character text: 30).
    public static func additionalCharacters(forLength length: Int) -> Int {
        (length * percent(forLength: length) + 99) / 100
    }
}
