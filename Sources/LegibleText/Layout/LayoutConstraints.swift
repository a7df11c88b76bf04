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

    /// Whether the text shrinks to fit (`adjustsFontSizeToFitWidth` with a `minimumScaleFactor`
    /// strictly between 0 and 1; 0, 1 or more, or NaN: it does not).
    var shrinks: Bool { minimumScaleFactor > 0 && minimumScaleFactor < 1 }
}

/// One laid-out line.
public struct LaidOutLine: Hashable, Sendable, Codable {
    /// The line's text as shown (with an ellipsis when truncated).
    public var text: String
    /// Its width in points (trailing white space excluded).
    public var width: Double
}

/// Where text was laid out and what the person would see.
///
/// Equal layouts have equal fields, and a layout encodes as its fields do, `lines` included.
public struct TextLayout: Hashable, Sendable, Codable {
    /// Natural one-line width at the requested point size, points (tracking included).
    public var width: Double
    /// The width the text had, points (`nil`: unlimited).
    public var availableWidth: Double?
    /// Lines shown.
    public var lines: [LaidOutLine] {
        get { textlessLineWidth.map { [LaidOutLine(text: "", width: $0)] } ?? storedLines }
        set {
            storedLines = newValue
            textlessLineWidth = nil
        }
    }
    /// The number of lines shown: `lines.count`, without making the lines.
    public var shownLineCount: Int { textlessLineWidth == nil ? storedLines.count : 1 }
    /// The lines, unless the layout is one line without its text.
    private var storedLines: [LaidOutLine]
    /// The width of the one line shown, when its text is left out (a label that fits on one
    /// line, laid out with `LineTexts.never`): most of an audit's layouts, which would
    /// otherwise each allocate an array of one line.
    private var textlessLineWidth: Double?
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

    /// Makes a layout from its fields.
    public init(
        width: Double, availableWidth: Double?, lines: [LaidOutLine], lineCount: Int, fits: Bool,
        overflow: Double, verticalOverflow: Double, visibleText: String, scale: Double, pointSize: Double,
        lineHeight: Double, isTruncated: Bool
    ) {
        self.width = width
        self.availableWidth = availableWidth
        self.storedLines = lines
        self.textlessLineWidth = nil
        self.lineCount = lineCount
        self.fits = fits
        self.overflow = overflow
        self.verticalOverflow = verticalOverflow
        self.visibleText = visibleText
        self.scale = scale
        self.pointSize = pointSize
        self.lineHeight = lineHeight
        self.isTruncated = isTruncated
    }

    /// A layout of one line shown without its text (`lines` is one line of `lineWidth` points
    /// and empty text), with the other fields as `init(width:availableWidth:lines:…)` takes them.
    init(
        width: Double, availableWidth: Double?, textlessLineWidth lineWidth: Double, lineCount: Int, fits: Bool,
        overflow: Double, verticalOverflow: Double, visibleText: String, scale: Double, pointSize: Double,
        lineHeight: Double, isTruncated: Bool
    ) {
        self.init(
            width: width, availableWidth: availableWidth, lines: [], lineCount: lineCount, fits: fits,
            overflow: overflow, verticalOverflow: verticalOverflow, visibleText: visibleText, scale: scale,
            pointSize: pointSize, lineHeight: lineHeight, isTruncated: isTruncated)
        textlessLineWidth = lineWidth
    }

    private enum CodingKeys: String, CodingKey {
        case width, availableWidth, lines, lineCount, fits, overflow, verticalOverflow, visibleText, scale
        case pointSize, lineHeight, isTruncated
    }

    /// Reads a layout from its fields, `lines` spelled out.
    ///
    /// - Throws: `DecodingError` when a field is missing or of another type.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            width: try c.decode(Double.self, forKey: .width),
            availableWidth: try c.decodeIfPresent(Double.self, forKey: .availableWidth),
            lines: try c.decode([LaidOutLine].self, forKey: .lines),
            lineCount: try c.decode(Int.self, forKey: .lineCount),
            fits: try c.decode(Bool.self, forKey: .fits), overflow: try c.decode(Double.self, forKey: .overflow),
            verticalOverflow: try c.decode(Double.self, forKey: .verticalOverflow),
            visibleText: try c.decode(String.self, forKey: .visibleText),
            scale: try c.decode(Double.self, forKey: .scale),
            pointSize: try c.decode(Double.self, forKey: .pointSize),
            lineHeight: try c.decode(Double.self, forKey: .lineHeight),
            isTruncated: try c.decode(Bool.self, forKey: .isTruncated))
    }

    /// Writes the layout's fields, `lines` spelled out (a line kept as a width too).
    ///
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(width, forKey: .width)
        try c.encodeIfPresent(availableWidth, forKey: .availableWidth)
        try c.encode(lines, forKey: .lines)
        try c.encode(lineCount, forKey: .lineCount)
        try c.encode(fits, forKey: .fits)
        try c.encode(overflow, forKey: .overflow)
        try c.encode(verticalOverflow, forKey: .verticalOverflow)
        try c.encode(visibleText, forKey: .visibleText)
        try c.encode(scale, forKey: .scale)
        try c.encode(pointSize, forKey: .pointSize)
        try c.encode(lineHeight, forKey: .lineHeight)
        try c.encode(isTruncated, forKey: .isTruncated)
    }

    /// Whether every field is equal, `lines` compared as read (a line kept as a width equals
    /// the same line spelled out).
    public static func == (a: TextLayout, b: TextLayout) -> Bool {
        a.width == b.width && a.availableWidth == b.availableWidth && a.lines == b.lines
            && a.lineCount == b.lineCount && a.fits == b.fits && a.overflow == b.overflow
            && a.verticalOverflow == b.verticalOverflow && a.visibleText == b.visibleText && a.scale == b.scale
            && a.pointSize == b.pointSize && a.lineHeight == b.lineHeight && a.isTruncated == b.isTruncated
    }

    /// Hashes every field, `lines` as read.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(availableWidth)
        hasher.combine(lines)
        hasher.combine(lineCount)
        hasher.combine(fits)
        hasher.combine(overflow)
        hasher.combine(verticalOverflow)
        hasher.combine(visibleText)
        hasher.combine(scale)
        hasher.combine(pointSize)
        hasher.combine(lineHeight)
        hasher.combine(isTruncated)
    }
}
