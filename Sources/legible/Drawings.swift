import LegibleAudit
import LegibleText

/// Drawings of truncated strings for the HTML report.
enum Drawings {
    static func provider(_ measurer: TextMeasurer) -> DrawingProvider? {
        FindingDrawings.provider(measurer: measurer)
    }
}
