import Foundation

extension AuditEngine {
    /// Merges identical findings, in place: the same finding from several devices (a fixed-width
    /// element), or about an element rather than its text (a fixed font) from several locales,
    /// is one finding: the same rule, message and place. When locales were merged, the finding
    /// names none. (A function of its own so that its index of messages is freed on return.)
    static func mergeIdentical(_ findings: inout [Finding]) {
        var firstIndex: [MergeIdentity: Int] = [:]
        firstIndex.reserveCapacity(findings.count)
        var mergedCount = 0
        for position in findings.indices {
            let identity = MergeIdentity(findings[position])
            if let index = firstIndex[identity] {
                if findings[index].locale != findings[position].locale { findings[index].locale = nil }
                if findings[index].key != findings[position].key { findings[index].key = nil }
            } else {
                firstIndex[identity] = mergedCount
                if mergedCount != position { findings.swapAt(mergedCount, position) }
                mergedCount += 1
            }
        }
        findings.removeLast(findings.count - mergedCount)
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

/// What makes two findings one for `AuditEngine.mergeIdentical`: the same rule, file, line,
/// column, table, variation, severity and message (a missing file, table or variation the same
/// as an empty one, a missing line or column the same as 0).
///
/// The identity was once those fields as strings joined with U+0001, a string built and hashed
/// per finding. The fields compare as the joined strings did unless one holds a U+0001 (a
/// starter that never composes, so canonical equivalence cannot move it across fields); a
/// finding with one keeps the joined string, which only another such finding can equal.
enum MergeIdentity: Hashable {
    case fields(Fields)
    case joined(String)

    struct Fields: Hashable {
        let rule: String
        let file: String
        let line: Int
        let column: Int
        let table: String
        let variation: String
        let severity: Severity
        let message: String
    }

    init(_ finding: Finding) {
        let fields = Fields(rule: finding.rule, file: finding.file ?? "", line: finding.line ?? 0,
                            column: finding.column ?? 0, table: finding.table ?? "",
                            variation: finding.variation ?? "", severity: finding.severity, message: finding.message)
        func holdsSeparator(_ string: String) -> Bool {
            string.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.baseAddress.map { memchr($0, 1, bytes.count) != nil } ?? false
            }
                ?? string.utf8.contains(1)
        }
        guard holdsSeparator(fields.rule) || holdsSeparator(fields.file) || holdsSeparator(fields.table)
            || holdsSeparator(fields.variation) || holdsSeparator(fields.message) else {
            self = .fields(fields)
            return
        }
        self = .joined([fields.rule, fields.file, String(fields.line), String(fields.column), fields.table,
                        fields.variation, fields.severity.rawValue, fields.message].joined(separator: "\u{1}"))
    }
}
