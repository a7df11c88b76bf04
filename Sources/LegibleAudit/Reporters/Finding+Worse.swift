import Foundation

extension Finding {
    /// Whether this finding is worse than `other`: higher severity first, then the larger
    /// overflow (`ReportText.overflow(of:)`: vertical for clipped text), then report order. Used
    /// where only the worst findings are shown.
    public func isWorse(than other: Finding) -> Bool {
        if severity != other.severity { return severity > other.severity }
        let overflowA = ReportText.overflow(of: self)?.points ?? -1,
            overflowB = ReportText.overflow(of: other)?.points ?? -1
        if overflowA != overflowB { return overflowA > overflowB }
        return precedes(other)
    }
}
