import Foundation

/// The room a label gives its text, in UILabel's terms.
public struct LayoutConstraints: Hashable, Sendable, Codable {
    /// Width available to the text, points (the frame less its insets); `nil`: unlimited.
    public var width: Double?
    /// `numberOfLines`: 0 means as many as needed.
    public var lines: Int
    /// Height available to the text, points; `nil`: the label grows to fit its lines.
    public var height: Double?
    /// UILabel's `lineBreakMode`: how text that does not fit is wrapped or truncated; default
    /// `.byTruncatingTail`, UILabel's own (Docs/sources.md 4).
    public var lineBreakMode: LineBreakMode
    /// `minimumScaleFactor` with `adjustsFontSizeToFitWidth` on; 0 (or 1) for no shrinking.
    public var minimumScaleFactor: Double

    /// Makes constraints; the defaults are UILabel's: one line, tail truncation, no shrinking,
    /// unlimited width and height (Docs/sources.md 4).
    public init(
        width: Double? = nil, lines: Int = 1, height: Double? = nil,
        lineBreakMode: LineBreakMode = .byTruncatingTail, minimumScaleFactor: Double = 0
    ) {
        self.width = width
        self.lines = lines
        self.height = height
        self.lineBreakMode = lineBreakMode
        self.minimumScaleFactor = minimumScaleFactor
    }
}

/// One laid-out line.
public struct LaidOutLine: Hashable, Sendable, Codable {
    /// The line's text as shown (with an ellipsis when truncated).
    public var text: String
    /// Its width in points (trailing white space excluded).
    public var width: Double
}

/// Where text was laid out and what the person would see.
public struct TextLayout: Hashable, Sendable, Codable {
    /// Natural one-line width at the requested point size, points (tracking included).
    public var width: Double
    /// The width the text had, points (`nil`: unlimited).
    public var availableWidth: Double?
    /// Lines shown.
    public var lines: [LaidOutLine]
    /// Lines the whole text needs at this width, without a line limit.
    public var lineCount: Int
    /// Whether the text is shown whole: no truncation, no clipping, within the height.
    public var fits: Bool
    /// How much the text is wider than its room (one line), or the width of the text that
    /// was cut (several lines), points; 0 when it fits.
    public var overflow: Double
    /// How much the lines are taller than the height, points; 0 when no height is set.
    public var verticalOverflow: Double
    /// The text as shown, lines joined with "\n", with U+2026 where text was cut.
    public var visibleText: String
    /// Shrink-to-fit scale used (1 when none).
    public var scale: Double
    /// Point size the text was set in after shrinking.
    public var pointSize: Double
    /// Line height at that size, points.
    public var lineHeight: Double
    /// Whether the text was cut (truncated or clipped) horizontally or by the line limit.
    public var isTruncated: Bool
}
