import Foundation

/// Draws the string of a finding in its box, for the HTML report; `nil` when it cannot
/// (the report then draws the box with SVG `<text>` in the browser's font).
///
/// The text core provides this from FreeType outlines and HarfBuzz positions.
public typealias DrawingProvider = @Sendable (Finding) -> TextDrawing?

/// A string drawn as iOS would lay it out in its element: the box, the glyph outlines
/// where the shaper put them, what overflows, and what is left visible.
///
/// Coordinates are in points with the origin at the box's top-left corner and y growing
/// downward (SVG's convention). Glyphs that fall outside the box (the overflow) are still
/// listed, with `fill == .overflow`, so the drawing can show what iOS cuts off.
public struct TextDrawing: Sendable, Hashable, Codable {
    /// The room for the text (the element's width less its insets), points.
    public var boxWidth: Double
    /// The element's height (or the height of the lines it allows), points.
    public var boxHeight: Double
    /// The first line's baseline, points from the top of the box.
    public var baseline: Double
    /// The glyph runs, in visual order.
    public var runs: [GlyphRun]
    /// The part of the text that does not fit, in the box's coordinates (may extend past
    /// the box, to the right for left-to-right text, to the left for right-to-left text).
    public var overflow: Rect?
    /// The text as iOS shows it, with its ellipsis ("Einstellungen spei…").
    public var visibleText: String
    /// The full text, as measured.
    public var text: String
    /// The point size the glyphs are drawn at (after any shrink-to-fit).
    public var pointSize: Double
    /// Whether the text runs right to left (Arabic, Hebrew): the box is then aligned to the
    /// text's right edge.
    public var isRightToLeft: Bool
    /// What the drawing leaves out, said under it (a text too long to draw whole).
    public var note: String?

    /// A drawing; see the properties for units and coordinates.
    public init(
        boxWidth: Double, boxHeight: Double, baseline: Double, runs: [GlyphRun], overflow: Rect? = nil,
        visibleText: String, text: String, pointSize: Double, isRightToLeft: Bool = false, note: String? = nil
    ) {
        self.boxWidth = boxWidth
        self.boxHeight = boxHeight
        self.baseline = baseline
        self.runs = runs
        self.overflow = overflow
        self.visibleText = visibleText
        self.text = text
        self.pointSize = pointSize
        self.isRightToLeft = isRightToLeft
        self.note = note
    }

    /// Glyphs of one face at one position, as one SVG path.
    public struct GlyphRun: Sendable, Hashable, Codable {
        /// SVG path data of the run's glyph outlines, in points, relative to (`x`, `y`), y down.
        public var path: String
        /// The pen position where the run starts, points from the box's left edge.
        public var x: Double
        /// The run's baseline, points from the box's top edge.
        public var y: Double
        /// What the glyphs are: shown, cut off, or the ellipsis iOS draws.
        public var fill: Fill
        /// The run's text, for accessibility and for tests.
        public var text: String?

        /// A run of glyphs; `path` in points relative to (`x`, `y`), y down.
        public init(path: String, x: Double, y: Double, fill: Fill = .visible, text: String? = nil) {
            self.path = path
            self.x = x
            self.y = y
            self.fill = fill
            self.text = text
        }
    }

    /// How a glyph run is painted; the report's stylesheet picks colors for light and dark mode.
    public enum Fill: String, Sendable, Hashable, Codable {
        /// Text iOS shows.
        case visible
        /// Text iOS cuts off (drawn outside the box, faded and marked).
        case overflow
        /// The ellipsis iOS draws in place of the cut text.
        case ellipsis
    }

    /// A rectangle in points, origin top-left.
    public struct Rect: Sendable, Hashable, Codable {
        /// Left edge, points from the box's left edge.
        public var x: Double
        /// Top edge, points from the box's top edge.
        public var y: Double
        /// Width, points.
        public var width: Double
        /// Height, points.
        public var height: Double

        /// A rectangle in points, origin top-left.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }
}
