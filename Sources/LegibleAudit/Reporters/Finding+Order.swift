import Foundation
import LegibleText

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
        let overflowA = ReportText.overflow(of: self)?.points ?? -1, overflowB = ReportText.overflow(of: other)?.points ?? -1
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
        let keys = map { (FindingOrderKey($0), FindingOrderKey.TieBreaker($0)) }
        let order = indices.sorted { a, b in
            switch keys[a].0.compare(keys[b].0) {
            case .less: true
            case .greater: false
            case .equal: keys[a].1.precedes(keys[b].1)
            }
        }
        permute(to: order)
    }

    /// Sorts by `Finding.sortKey` alone, stably, in place (the engine's order).
    mutating func sortBySortKey() {
        let keys = map(FindingOrderKey.init)
        let order = indices.sorted { keys[$0].compare(keys[$1]) == .less }
        permute(to: order)
    }
}

/// A finding's `sortKey`, with its numbers kept as numbers: compares as the key's strings
/// compare (`lexicographicallyPrecedes`), without formatting a number or building an array
/// per finding.
struct FindingOrderKey {
    /// How two keys compare.
    enum Comparison { case less, equal, greater }

    let file: String
    let table: String
    let key: String
    let locale: String
    let rule: String
    /// The size category's index, 99 for none (the key's two digits).
    let sizeIndex: Int
    let variation: String
    /// The line, 0 for none (the key's eight digits).
    let line: Int
    let message: String

    init(_ finding: Finding) {
        file = finding.file ?? ""
        table = finding.table ?? ""
        key = finding.key ?? ""
        locale = finding.locale ?? ""
        rule = finding.rule
        sizeIndex = finding.sizeCategory.flatMap { ContentSizeCategory(name: $0)?.index } ?? 99
        variation = finding.variation ?? ""
        line = finding.line ?? 0
        message = finding.message
    }

    /// How `self` compares with `other`, component by component.
    func compare(_ other: FindingOrderKey) -> Comparison {
        if let order = Self.compare(file, other.file) ?? Self.compare(table, other.table)
            ?? Self.compare(key, other.key) ?? Self.compare(locale, other.locale) ?? Self.compare(rule, other.rule) {
            return order
        }
        // Two-digit indices (0–11, or 99) compare as their numbers.
        if sizeIndex != other.sizeIndex { return sizeIndex < other.sizeIndex ? .less : .greater }
        if let order = Self.compare(variation, other.variation) ?? Self.compareLines(line, other.line) {
            return order
        }
        return Self.compare(message, other.message) ?? .equal
    }

    /// `nil` when the strings are equal, else their order.
    static func compare(_ a: String, _ b: String) -> Comparison? {
        if a == b { return nil }
        return a < b ? .less : .greater
    }

    /// Lines as their `%08d` strings compare: as numbers from 0 to 99,999,999 (eight digits),
    /// through the strings otherwise.
    static func compareLines(_ a: Int, _ b: Int) -> Comparison? {
        if a == b { return nil }
        let eightDigits = 0...99_999_999
        if eightDigits.contains(a), eightDigits.contains(b) { return a < b ? .less : .greater }
        return compare(String(format: "%08d", a), String(format: "%08d", b))
    }

    /// What orders findings whose keys are equal: `Finding.tieBreaker`'s strings, with the
    /// single-character ones as numbers.
    struct TieBreaker {
        let name: String
        let role: String
        /// "-", "0", "1": no Bold Text state, off, on.
        let boldText: Int
        /// `2 - severity.rank`, a single digit.
        let severity: Int
        let sizeCategories: String
        let column: String

        init(_ finding: Finding) {
            name = finding.element?.name ?? ""
            role = finding.element?.role ?? ""
            boldText = finding.boldText.map { $0 ? 2 : 1 } ?? 0
            severity = 2 - finding.severity.rank
            sizeCategories = (finding.sizeCategories ?? []).joined(separator: ",")
            column = finding.column.map(String.init) ?? ""
        }

        func precedes(_ other: TieBreaker) -> Bool {
            if let order = FindingOrderKey.compare(name, other.name) ?? FindingOrderKey.compare(role, other.role) {
                return order == .less
            }
            if boldText != other.boldText { return boldText < other.boldText }
            if severity != other.severity { return severity < other.severity }
            let order = FindingOrderKey.compare(sizeCategories, other.sizeCategories)
                ?? FindingOrderKey.compare(column, other.column)
            return order == .less
        }
    }
}
