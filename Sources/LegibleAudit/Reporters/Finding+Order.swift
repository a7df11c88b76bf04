import Foundation

extension Finding {
    /// Whether this finding comes before `other` in reports: by `sortKey` (file, table, key,
    /// locale, rule, size, variation, line, message), then by element, Bold Text state and
    /// severity, so that the order never depends on the order findings arrived in.
    public func precedes(_ other: Finding) -> Bool {
        let a = sortKey, b = other.sortKey
        if a != b { return a.lexicographicallyPrecedes(b) }
        let tieA = tieBreaker, tieB = other.tieBreaker
        return tieA.lexicographicallyPrecedes(tieB)
    }

    fileprivate var tieBreaker: [String] {
        [element?.name ?? "", element?.role ?? "", boldText.map { $0 ? "1" : "0" } ?? "-",
         String(2 - severity.rank), (sizeCategories ?? []).joined(separator: ","), column.map(String.init) ?? ""]
    }

    /// Whether this finding is worse than `other`: higher severity first, then the larger
    /// overflow, then report order. Used where only the worst findings are shown.
    public func isWorse(than other: Finding) -> Bool {
        if severity != other.severity { return severity > other.severity }
        let overflowA = measurement?.overflow ?? -1, overflowB = other.measurement?.overflow ?? -1
        if overflowA != overflowB { return overflowA > overflowB }
        return precedes(other)
    }
}

extension Array where Element == Finding {
    /// The findings in report order (see `Finding.precedes(_:)`).
    public func sortedForReport() -> [Finding] {
        var sorted = self
        sorted.sortForReport()
        return sorted
    }

    /// Puts the findings in report order, in place (see `Finding.precedes(_:)`).
    public mutating func sortForReport() {
        // The order of `precedes(_:)`, with each finding's keys computed once, not once per comparison.
        let keys = map { ($0.sortKey, $0.tieBreaker) }
        let order = indices.sorted { a, b in
            if keys[a].0 != keys[b].0 { return keys[a].0.lexicographicallyPrecedes(keys[b].0) }
            return keys[a].1.lexicographicallyPrecedes(keys[b].1)
        }
        permute(to: order)
    }
}
