import Foundation
import LegibleText

extension Finding {
    /// Whether this finding comes before `other` in reports (the one order of findings):
    /// file, table, key, locale, rule, first size category (smallest first, none last),
    /// variation, line, message, then element name and role, Bold Text state (none, off, on),
    /// severity (worst first), failing sizes and column — numbers as numbers, strings by their
    /// Unicode scalars — so that the order never depends on the order findings arrived in.
    public func precedes(_ other: Finding) -> Bool {
        FindingOrder(self).compare(FindingOrder(other)) == .orderedAscending
    }
}

extension Array where Element == Finding {
    /// The findings in report order (see `Finding.precedes(_:)`).
    public func sortedForReport() -> [Finding] {
        var sorted = self
        sorted.sortForReport()
        return sorted
    }

    /// Puts the findings in report order, in place (see `Finding.precedes(_:)`), each
    /// finding's key computed once, not once per comparison.
    public mutating func sortForReport() {
        let keys = map(FindingOrder.init)
        let order = indices.sorted { keys[$0].compare(keys[$1]) == .orderedAscending }
        permute(to: order)
    }
}

/// A finding's place in report order, its fields typed: compared field by field.
struct FindingOrder {
    let file: String
    let table: String
    let key: String
    let locale: String
    let rule: String
    /// The first size category's index (0 = xSmall … 11 = AX5); `Int.max` for none.
    let size: Int
    let variation: String
    /// 0 when unknown.
    let line: Int
    let message: String
    let elementName: String
    let elementRole: String
    /// 0 no Bold Text state, 1 off, 2 on.
    let boldText: Int
    /// 0 error, 1 warning, 2 note.
    let severity: Int
    let sizes: [Int]
    /// 0 when unknown.
    let column: Int

    init(_ finding: Finding) {
        file = finding.file ?? ""
        table = finding.table ?? ""
        key = finding.key ?? ""
        locale = finding.locale ?? ""
        rule = finding.rule
        size = finding.sizeCategory.flatMap { ContentSizeCategory(name: $0)?.index } ?? Int.max
        variation = finding.variation ?? ""
        line = finding.line ?? 0
        message = finding.message
        elementName = finding.element?.name ?? ""
        elementRole = finding.element?.role ?? ""
        boldText = finding.boldText.map { $0 ? 2 : 1 } ?? 0
        severity = 2 - finding.severity.rank
        sizes = (finding.sizeCategories ?? []).map { ContentSizeCategory(name: $0)?.index ?? Int.max }
        column = finding.column ?? 0
    }

    /// How `self` compares with `other`.
    func compare(_ other: FindingOrder) -> ComparisonResult {
        func text(_ a: String, _ b: String) -> ComparisonResult {
            if a.utf8.elementsEqual(b.utf8) { return .orderedSame }
            return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) ? .orderedAscending : .orderedDescending
        }
        func number(_ a: Int, _ b: Int) -> ComparisonResult {
            a == b ? .orderedSame : a < b ? .orderedAscending : .orderedDescending
        }
        let steps: [() -> ComparisonResult] = [
            { text(file, other.file) }, { text(table, other.table) }, { text(key, other.key) },
            { text(locale, other.locale) }, { text(rule, other.rule) }, { number(size, other.size) },
            { text(variation, other.variation) }, { number(line, other.line) }, { text(message, other.message) },
            { text(elementName, other.elementName) }, { text(elementRole, other.elementRole) },
            { number(boldText, other.boldText) }, { number(severity, other.severity) },
            {
                sizes.lexicographicallyPrecedes(other.sizes)
                    ? .orderedAscending
                    : other.sizes.lexicographicallyPrecedes(sizes) ? .orderedDescending : .orderedSame
            },
            { number(column, other.column) },
        ]
        for step in steps {
            let result = step()
            if result != .orderedSame { return result }
        }
        return .orderedSame
    }
}
