import LegibleAudit
import LegibleText

/// Drawings of truncated strings for the HTML report (glyph outlines come later).
enum Drawings {
    static func provider(_ measurer: TextMeasurer) -> DrawingProvider? { nil }
}
