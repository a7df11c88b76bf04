import Foundation

/// How to make a text fit its element when it does not: the figures behind a fit finding's
/// "Fix:" sentence, measured with the same fonts and room as the finding.
///
/// Reports show `summary`; JSON also gives each figure (`fix` in a finding). Every width is in
/// points; sizes are Dynamic Type size categories by their HIG names (`Large`, `AX2`).
public struct FitAdvice: Hashable, Sendable, Codable {
    /// How much too long the text is at the size the finding shows (its first failing size),
    /// points: the overflow of one line, or the width of what does not fit on the lines it has.
    public var excessWidth: Double
    /// About how many characters (grapheme clusters) `excessWidth` is, at the text's average
    /// advance at that size, rounded up.
    public var excessCharacters: Int
    /// The longest start of the text that fits the element at that size, cut where a line may
    /// break (UAX #14, Unicode Line Breaking Algorithm: after a word, between ideographs) or,
    /// when not even the first word fits, between grapheme clusters (UAX #29); measured, not
    /// estimated. `nil` when no character fits, or when the text could not be measured again.
    public var longestFittingText: String?
    /// The largest size category checked up to which the text fits, in the Bold Text state of
    /// the size shown; `nil` when it is cut at every size checked.
    public var largestFittingSize: String?
    /// Lines the text needs at the largest size checked (`numberOfLines`, `lineLimit`), when
    /// more lines would fit it: `nil` for an element with unlimited lines or a fixed height.
    public var linesNeeded: Int?
    /// The `minimumScaleFactor` that would fit the text on its one line at every size checked
    /// (with `adjustsFontSizeToFitWidth`, `minimumScaleFactor(_:)` in SwiftUI), rounded down
    /// to 0.01; `nil` for an element of several lines.
    public var minimumScaleFactor: Double?
    /// The advice in one sentence, for people: "Fix: 31.4 pt (about 5 characters) too long at
    /// Large, where “Einstellungen” fits; it fits up to Medium. Any of these would fit it at
    /// every size checked: 2 lines (numberOfLines, lineLimit), minimumScaleFactor 0.72, or a
    /// shorter text."
    public var summary: String

    /// Makes advice from its figures (see each property for its unit and meaning).
    public init(
        excessWidth: Double, excessCharacters: Int, longestFittingText: String?, largestFittingSize: String?,
        linesNeeded: Int?, minimumScaleFactor: Double?, summary: String
    ) {
        self.excessWidth = excessWidth
        self.excessCharacters = excessCharacters
        self.longestFittingText = longestFittingText
        self.largestFittingSize = largestFittingSize
        self.linesNeeded = linesNeeded
        self.minimumScaleFactor = minimumScaleFactor
        self.summary = summary
    }
}
