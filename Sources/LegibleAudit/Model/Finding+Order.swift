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
        return FindingOrder.precedes(keys[0], keys[1], messages: (message, other.message))
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
        let order = keys.withUnsafeBufferPointer { keys in
            indices.sorted { FindingOrder.precedes(keys[$0], keys[$1], messages: (self[$0].message, self[$1].message)) }
        }
        permute(to: order)
    }
}

/// A finding's place in report order: each field as a number, its strings replaced by their
/// ranks among the same field's values in all the findings sorted (`keys(of:)`), so that a
/// comparison reads integers (comparing strings, and copying them in and out of the sort, was a
/// tenth of a large audit). The message, nearly always distinct and rarely reached, is compared
/// as text where the fields before it tie (`precedes(_:_:messages:)`).
struct FindingOrder {
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
    var elementName = 0
    var elementRole = 0
    /// 0 no Bold Text state, 1 off, 2 on.
    var boldText = 0
    /// 0 error, 1 warning, 2 note.
    var severity = 0
    /// The failing sizes: `packedSizes`, or when some list is too long to pack, the list's rank
    /// among the findings' lists (compared element by element, a shorter list before its
    /// continuations).
    var sizes = 0
    /// 0 when unknown.
    var column = 0

    /// The keys of `findings`, in their order. Strings rank by their Unicode scalars (their
    /// UTF-8 bytes, which order the same), numbers as numbers.
    static func keys(of findings: [Finding]) -> [FindingOrder] {
        // A table of ranks per field: each remembers the value it was asked for last.
        var files = Ranks<ExactText>(), tables = Ranks<ExactText>(), keyNames = Ranks<ExactText>()
        var locales = Ranks<ExactText>(), rules = Ranks<ExactText>(), variations = Ranks<ExactText>()
        var names = Ranks<ExactText>(), roles = Ranks<ExactText>()
        var sizeLists = Ranks<[Int]>()
        // Every list packed, or (one too long to pack: a merged or hand-made report) every list ranked.
        let packs = !findings.containsInPlace { ($0.pointee.sizeCategories?.count ?? 0) > 15 }
        // Read in place: mapped, each finding was copied whole to read a dozen fields.
        var keys = findings.mapInPlace { finding in
            var order = FindingOrder()
            order.file = files.id(ExactText(finding.pointee.file ?? ""))
            order.table = tables.id(ExactText(finding.pointee.table ?? ""))
            order.key = keyNames.id(ExactText(finding.pointee.key ?? ""))
            order.locale = locales.id(ExactText(finding.pointee.locale ?? ""))
            order.rule = rules.id(ExactText(finding.pointee.rule))
            order.size = finding.pointee.sizeCategory.flatMap { ContentSizeCategory(name: $0)?.index } ?? Int.max
            order.variation = variations.id(ExactText(finding.pointee.variation ?? ""))
            order.line = finding.pointee.line ?? 0
            order.elementName = names.id(ExactText(finding.pointee.element?.name ?? ""))
            order.elementRole = roles.id(ExactText(finding.pointee.element?.role ?? ""))
            order.boldText = finding.pointee.boldText.map { $0 ? 2 : 1 } ?? 0
            order.severity = 2 - finding.pointee.severity.rank
            if packs {
                order.sizes = Self.packedSizes(finding.pointee.sizeCategories ?? []) ?? 0
            } else {
                order.sizes = sizeLists.id(
                    (finding.pointee.sizeCategories ?? []).map { ContentSizeCategory(name: $0)?.index ?? Int.max })
            }
            order.column = finding.pointee.column ?? 0
            return order
        }
        let byText: (ExactText, ExactText) -> Bool = { $0.precedes($1) }
        let (fileRank, tableRank, keyRank) = (
            files.ranks(by: byText), tables.ranks(by: byText), keyNames.ranks(by: byText)
        )
        let (localeRank, ruleRank) = (locales.ranks(by: byText), rules.ranks(by: byText))
        let (variationRank, nameRank, roleRank) = (
            variations.ranks(by: byText), names.ranks(by: byText), roles.ranks(by: byText)
        )
        let sizesRank = sizeLists.ranks { $0.lexicographicallyPrecedes($1) }
        for index in keys.indices {
            keys[index].file = fileRank[keys[index].file]
            keys[index].table = tableRank[keys[index].table]
            keys[index].key = keyRank[keys[index].key]
            keys[index].locale = localeRank[keys[index].locale]
            keys[index].rule = ruleRank[keys[index].rule]
            keys[index].variation = variationRank[keys[index].variation]
            keys[index].elementName = nameRank[keys[index].elementName]
            keys[index].elementRole = roleRank[keys[index].elementRole]
            if !packs { keys[index].sizes = sizesRank[keys[index].sizes] }
        }
        return keys
    }

    /// A list of up to 15 size names as one number that orders as the lists do, element by element
    /// (a list before its continuations): 4 bits a size from the top, its index + 1 (an unknown
    /// name 13, after AX5), 0 past the end. `nil` for a longer list (ranked instead). A report's
    /// lists are a finding's failing sizes, at most 12.
    static func packedSizes(_ names: [String]) -> Int? {
        guard names.count <= 15 else { return nil }
        var packed = 0
        for (position, name) in names.enumerated() {
            let code = ContentSizeCategory(name: name).map { $0.index + 1 } ?? 13
            packed |= code << (4 * (14 - position))
        }
        return packed
    }

    /// Whether the finding keyed `a` comes before the one keyed `b`: the fields up to the line,
    /// then `messages` (theirs) by their UTF-8 bytes, then the rest.
    static func precedes(_ a: FindingOrder, _ b: FindingOrder, messages: @autoclosure () -> (String, String)) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.table != b.table { return a.table < b.table }
        if a.key != b.key { return a.key < b.key }
        if a.locale != b.locale { return a.locale < b.locale }
        if a.rule != b.rule { return a.rule < b.rule }
        if a.size != b.size { return a.size < b.size }
        if a.variation != b.variation { return a.variation < b.variation }
        if a.line != b.line { return a.line < b.line }
        let (first, second) = messages()
        if !ExactText.same(first, second) { return ExactText(first).precedes(ExactText(second)) }
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

        /// The value asked for last and its number: findings in a row share their file, table,
        /// locale and often key, and comparing with the last costs less than hashing.
        private var last: (value: Value, id: Int)?

        /// The number of `value`: the same for equal values, in the order first seen.
        mutating func id(_ value: Value) -> Int {
            if let last, last.value == value { return last.id }
            let id: Int
            if let known = ids[value] {
                id = known
            } else {
                id = values.count
                ids[value] = id
                values.append(value)
            }
            last = (value, id)
            return id
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
