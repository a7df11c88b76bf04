import Foundation
import LegibleText

extension Finding {
    /// Whether this finding comes before `other` in reports (the one order of findings):
    /// file, table, key, locale, rule, first size category (smallest first, none last),
    /// variation, line, message, then element name and role, Bold Text state (none, off, on),
    /// severity (worst first), failing sizes and column — numbers as numbers, strings by their
    /// Unicode scalars — so that the order never depends on the order findings arrived in.
    public func precedes(_ other: Finding) -> Bool {
        let keys = FindingOrder.keys(of: [self, other])
        return keys[0] < keys[1]
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
        let keys = FindingOrder.keys(of: self)
        let order = keys.withUnsafeBufferPointer { keys in indices.sorted { keys[$0] < keys[$1] } }
        permute(to: order)
    }
}

/// A finding's place in report order: each field as a number, its strings replaced by their
/// ranks among the same field's values in all the findings sorted (`keys(of:)`), so that a
/// comparison reads integers only (comparing strings, and copying them in and out of the sort,
/// was a tenth of a large audit).
struct FindingOrder: Comparable {
    var file = 0
    var table = 0
    var key = 0
    var locale = 0
    var rule = 0
    /// The first size category's index (0 = xSmall … 11 = AX5); `Int.max` for none.
    var size = 0
    var variation = 0
    /// 0 when unknown.
    var line = 0
    var message = 0
    var elementName = 0
    var elementRole = 0
    /// 0 no Bold Text state, 1 off, 2 on.
    var boldText = 0
    /// 0 error, 1 warning, 2 note.
    var severity = 0
    /// The failing sizes' rank among the findings' lists of sizes (as lists of size indices,
    /// compared element by element, a shorter list before its continuations).
    var sizes = 0
    /// 0 when unknown.
    var column = 0

    /// The keys of `findings`, in their order. Strings rank by their Unicode scalars (their
    /// UTF-8 bytes, which order the same), numbers as numbers.
    static func keys(of findings: [Finding]) -> [FindingOrder] {
        var texts = Ranks<UTF8Text>()
        var sizeLists = Ranks<[Int]>()
        var keys = findings.map { finding in
            var order = FindingOrder()
            order.file = texts.id(UTF8Text(finding.file ?? ""))
            order.table = texts.id(UTF8Text(finding.table ?? ""))
            order.key = texts.id(UTF8Text(finding.key ?? ""))
            order.locale = texts.id(UTF8Text(finding.locale ?? ""))
            order.rule = texts.id(UTF8Text(finding.rule))
            order.size = finding.sizeCategory.flatMap { ContentSizeCategory(name: $0)?.index } ?? Int.max
            order.variation = texts.id(UTF8Text(finding.variation ?? ""))
            order.line = finding.line ?? 0
            order.message = texts.id(UTF8Text(finding.message))
            order.elementName = texts.id(UTF8Text(finding.element?.name ?? ""))
            order.elementRole = texts.id(UTF8Text(finding.element?.role ?? ""))
            order.boldText = finding.boldText.map { $0 ? 2 : 1 } ?? 0
            order.severity = 2 - finding.severity.rank
            order.sizes = sizeLists.id(
                (finding.sizeCategories ?? []).map { ContentSizeCategory(name: $0)?.index ?? Int.max })
            order.column = finding.column ?? 0
            return order
        }
        let textRank = texts.ranks { $0.precedes($1) }
        let sizesRank = sizeLists.ranks { $0.lexicographicallyPrecedes($1) }
        for index in keys.indices {
            keys[index].file = textRank[keys[index].file]
            keys[index].table = textRank[keys[index].table]
            keys[index].key = textRank[keys[index].key]
            keys[index].locale = textRank[keys[index].locale]
            keys[index].rule = textRank[keys[index].rule]
            keys[index].variation = textRank[keys[index].variation]
            keys[index].message = textRank[keys[index].message]
            keys[index].elementName = textRank[keys[index].elementName]
            keys[index].elementRole = textRank[keys[index].elementRole]
            keys[index].sizes = sizesRank[keys[index].sizes]
        }
        return keys
    }

    static func < (a: FindingOrder, b: FindingOrder) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.table != b.table { return a.table < b.table }
        if a.key != b.key { return a.key < b.key }
        if a.locale != b.locale { return a.locale < b.locale }
        if a.rule != b.rule { return a.rule < b.rule }
        if a.size != b.size { return a.size < b.size }
        if a.variation != b.variation { return a.variation < b.variation }
        if a.line != b.line { return a.line < b.line }
        if a.message != b.message { return a.message < b.message }
        if a.elementName != b.elementName { return a.elementName < b.elementName }
        if a.elementRole != b.elementRole { return a.elementRole < b.elementRole }
        if a.boldText != b.boldText { return a.boldText < b.boldText }
        if a.severity != b.severity { return a.severity < b.severity }
        if a.sizes != b.sizes { return a.sizes < b.sizes }
        return a.column < b.column
    }

    /// Distinct values numbered as they come (`id(_:)`), then ranked in their order (`ranks(by:)`).
    struct Ranks<Value: Hashable> {
        private var ids: [Value: Int] = [:]
        private var values: [Value] = []

        /// The number of `value`: the same for equal values, in the order first seen.
        mutating func id(_ value: Value) -> Int {
            if let id = ids[value] { return id }
            ids[value] = values.count
            values.append(value)
            return values.count - 1
        }

        /// Each number's rank among the values ordered by `precedes` (equal values rank equal).
        func ranks(by precedes: (Value, Value) -> Bool) -> [Int] {
            let order = values.indices.sorted { precedes(values[$0], values[$1]) }
            var rank = [Int](repeating: 0, count: values.count)
            for (position, id) in order.enumerated() { rank[id] = position }
            return rank
        }
    }
}

/// A string compared, hashed and ordered by its UTF-8 bytes. (`String` compares by canonical
/// equivalence, normalizing non-ASCII text for every hash and comparison; findings are ordered
/// by their exact text.)
struct UTF8Text: Hashable {
    let string: String

    init(_ string: String) { self.string = string }

    func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    static func == (a: UTF8Text, b: UTF8Text) -> Bool { a.string.utf8.elementsEqual(b.string.utf8) }

    /// Whether `self` comes first in byte order (which is Unicode scalar order).
    func precedes(_ other: UTF8Text) -> Bool {
        var a = string
        var b = other.string
        return a.withUTF8 { a in
            b.withUTF8 { b in
                let common = min(a.count, b.count)
                if common > 0, let pa = a.baseAddress, let pb = b.baseAddress {
                    let result = memcmp(pa, pb, common)
                    if result != 0 { return result < 0 }
                }
                return a.count < b.count
            }
        }
    }
}
