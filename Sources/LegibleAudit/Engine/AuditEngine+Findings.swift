import Foundation

extension AuditEngine {
    /// Merges identical findings, in place: the same finding from several devices (a fixed-width
    /// element), or about an element rather than its text (a fixed font) from several locales,
    /// is one finding: the same rule, message and place. When locales were merged, the finding
    /// names none. (A function of its own so that its index of messages is freed on return.)
    static func mergeIdentical(_ findings: inout [Finding]) {
        var index = MergeIndex(capacity: findings.count)
        var mergedCount = 0
        for position in findings.indices {
            if let first = index.match(findings[position], keepingAt: mergedCount, in: findings) {
                if findings[first].locale != findings[position].locale { findings[first].locale = nil }
                if findings[first].key != findings[position].key { findings[first].key = nil }
            } else {
                if mergedCount != position { findings.swapAt(mergedCount, position) }
                mergedCount += 1
            }
        }
        findings.removeLast(findings.count - mergedCount)
    }

    /// Rules some of whose findings are about a property of the element, not of its text: a
    /// fixed font (`dynamic-type`), a frame smaller than a tap target (`tap-target`). Such a
    /// finding measured nothing (it names no size category).
    static let elementPropertyRules: Set<String> = [DynamicTypeRule.description.id, TapTargetRule.description.id]

    /// Merges findings about a property of an element (see `elementPropertyRules`) that several
    /// locales and variations of one key repeat: one finding per rule, element and key, the
    /// source language's (whose message quotes the source text) when there is one, naming no
    /// locale or variation when several had it.
    static func mergeElementProperties(_ findings: inout [Finding], sourceLanguage: String) {
        struct Identity: Hashable {
            let rule: String
            let table: String?
            let key: String?
            let element: ElementSummary?
            let severity: Severity
        }
        var kept: [Identity: (index: Int, locales: Set<String>, variations: Set<String>)] = [:]
        var merged: [Finding] = []
        merged.reserveCapacity(findings.count)
        for finding in findings {
            guard elementPropertyRules.contains(finding.rule), finding.sizeCategories == nil, finding.element != nil else {
                merged.append(finding)
                continue
            }
            let identity = Identity(rule: finding.rule, table: finding.table, key: finding.key, element: finding.element,
                                    severity: finding.severity)
            guard var entry = kept[identity] else {
                kept[identity] = (merged.count, [finding.locale ?? ""], [finding.variation ?? ""])
                merged.append(finding)
                continue
            }
            entry.locales.insert(finding.locale ?? "")
            entry.variations.insert(finding.variation ?? "")
            if finding.locale == sourceLanguage, merged[entry.index].locale != sourceLanguage {
                merged[entry.index] = finding
            }
            kept[identity] = entry
        }
        for entry in kept.values {
            if entry.locales.count > 1 { merged[entry.index].locale = nil }
            if entry.variations.count > 1 { merged[entry.index].variation = nil }
        }
        findings = merged
    }

    /// Sorts findings by `Finding.sortKey` (stably), in place, each finding's key computed once,
    /// not once per comparison.
    static func sortByKey(_ findings: inout [Finding]) {
        findings.sortBySortKey()
    }

    /// The strings an audit of `collection` reports on: the configured locales, untranslatable
    /// keys left out of every locale but the source language.
    func filteredStrings(_ collection: StringCollection) -> [LocalizedString] {
        if configuration.locales == nil, collection.untranslatableKeys.isEmpty { return collection.strings }
        var strings = collection.strings
        if let locales = configuration.locales {
            let wanted = Set(locales)
            strings = strings.filter { wanted.contains($0.locale) || $0.locale == collection.sourceLanguage && wanted.contains("source") }
        }
        return strings.filter { string in
            string.locale == collection.sourceLanguage
                || !collection.untranslatableKeys.contains(KeyReference(table: string.table, key: string.key))
        }
    }

    /// `.stringsdict` width variants (`NSStringVariableWidthRuleType`, variations `width.<n>`):
    /// iOS picks the variant that fits the room, so only the narrowest (smallest `n`) of each
    /// key and locale is measured — a finding means even it does not fit.
    static func narrowestWidthVariants(_ strings: [LocalizedString]) -> [LocalizedString] {
        func width(_ string: LocalizedString) -> Int? {
            guard let variation = string.variation, variation.hasPrefix("width.") else { return nil }
            return Int(variation.dropFirst("width.".count).prefix { $0.isNumber })
        }
        var narrowest: [String: Int] = [:]
        for string in strings {
            guard let n = width(string) else { continue }
            let key = "\(string.table)\u{1}\(string.key)\u{1}\(string.locale)"
            narrowest[key] = min(narrowest[key] ?? n, n)
        }
        guard !narrowest.isEmpty else { return strings }
        return strings.filter { string in
            guard let n = width(string) else { return true }
            return narrowest["\(string.table)\u{1}\(string.key)\u{1}\(string.locale)"] == n
        }
    }

    /// Applies `rules` settings (severity, scope) and inline `legible:ignore RULE` comments
    /// (`RuleConfiguration.apply`), key by key: replaces `findings` with those kept (grouped by
    /// key, in the order keys first appear) and returns how many were hidden.
    func applyConfiguration(_ findings: inout [Finding], strings: [LocalizedString]) -> Int {
        var comments: [String: String] = [:]
        for string in strings {
            if let comment = string.comment { comments["\(string.table)\u{1}\(string.key)"] = comment }
        }
        var byKey: [String: [Finding]] = [:]
        var order: [String] = []
        for finding in findings {
            let key = "\(finding.table ?? "")\u{1}\(finding.key ?? "")"
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(finding)
        }
        // The groups now hold the findings: release the list, and each group once applied.
        let count = findings.count
        findings = []
        findings.reserveCapacity(count)
        var suppressed = 0
        for key in order {
            let outcome = configuration.rules.apply(byKey.removeValue(forKey: key) ?? [], comment: comments[key],
                                                    registry: registry)
            findings += outcome.findings
            suppressed += outcome.suppressed
        }
        return suppressed
    }
}

/// The findings `AuditEngine.mergeIdentical` has kept, by identity: the same rule, file, line,
/// column, table, variation, severity and message (a missing file, table or variation the same
/// as an empty one, a missing line or column the same as 0).
///
/// Findings are found by their place (every field but the message), then by message among
/// those at the place, compared and not hashed: hashing a string normalizes it (canonical
/// equivalence), which for a message in Thai or Arabic cost more than the rest of the merge.
/// A place with many messages (more than `crowdedPlace`) has them hashed after all, so that
/// the search never grows with their number.
///
/// The identity was once those fields as strings joined with U+0001, a string built and hashed
/// per finding. The fields compare as the joined strings did unless one holds a U+0001 (a
/// starter that never composes, so canonical equivalence cannot move it across fields); a
/// finding with one is found by the joined string, which only another such finding can equal.
struct MergeIndex {
    /// Messages at one place beyond which they are hashed.
    static let crowdedPlace = 16

    /// Every field of the identity but the message.
    struct Place: Hashable {
        let rule: String
        let file: String
        let line: Int
        let column: Int
        let table: String
        let variation: String
        let severity: Severity

        init(_ finding: Finding) {
            rule = finding.rule
            file = finding.file ?? ""
            line = finding.line ?? 0
            column = finding.column ?? 0
            table = finding.table ?? ""
            variation = finding.variation ?? ""
            severity = finding.severity
        }
    }

    /// The findings kept at one place: a chain of positions through `next`, or, once crowded,
    /// a table by message.
    enum Bucket {
        case chain(first: Int, length: Int)
        case crowded(MessageTable)
    }

    private var places: [Place: Bucket] = [:]
    /// For each position in a chain, the next position at the same place (-1: the last).
    private var next: [Int]
    /// Findings whose fields hold a U+0001, by their fields joined with it.
    private var joined: [String: Int] = [:]

    init(capacity: Int) {
        places.reserveCapacity(capacity)
        next = Array(repeating: -1, count: capacity)
    }

    /// The position of the kept finding identical to `finding`; when there is none, `nil`,
    /// and `finding` is recorded as kept at `position`. `kept` holds the kept findings.
    mutating func match(_ finding: Finding, keepingAt position: Int, in kept: [Finding]) -> Int? {
        if let identity = Self.joinedIdentity(finding) {
            if let first = joined[identity] { return first }
            joined[identity] = position
            return nil
        }
        let place = Place(finding)
        switch places[place] {
        case nil:
            places[place] = .chain(first: position, length: 1)
        case let .crowded(table):
            if let first = table.positions[finding.message] { return first }
            table.positions[finding.message] = position
        case let .chain(first, length):
            var member = first
            while member >= 0 {
                if kept[member].message == finding.message { return member }
                member = next[member]
            }
            next[position] = first
            places[place] = length < Self.crowdedPlace
                ? .chain(first: position, length: length + 1)
                : .crowded(table(finding.message, at: position, chain: first, in: kept))
        }
        return nil
    }

    /// A place's chain starting at `first`, and `message` at `position`, as a table by message.
    private func table(_ message: String, at position: Int, chain first: Int, in kept: [Finding]) -> MessageTable {
        let table = MessageTable()
        table.positions[message] = position
        var member = first
        while member >= 0 {
            table.positions[kept[member].message] = member
            member = next[member]
        }
        return table
    }

    /// The fields joined with U+0001, when one of them holds a U+0001.
    static func joinedIdentity(_ finding: Finding) -> String? {
        func holdsSeparator(_ string: String?) -> Bool {
            guard let string else { return false }
            return string.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.baseAddress.map { memchr($0, 1, bytes.count) != nil } ?? false
            } ?? string.utf8.contains(1)
        }
        guard holdsSeparator(finding.rule) || holdsSeparator(finding.file) || holdsSeparator(finding.table)
            || holdsSeparator(finding.variation) || holdsSeparator(finding.message) else { return nil }
        return [finding.rule, finding.file ?? "", String(finding.line ?? 0), String(finding.column ?? 0),
                finding.table ?? "", finding.variation ?? "", finding.severity.rawValue, finding.message]
            .joined(separator: "\u{1}")
    }
}

/// The positions of the findings at one crowded place, by message (a class: updated in place).
final class MessageTable {
    var positions: [String: Int] = [:]
}
