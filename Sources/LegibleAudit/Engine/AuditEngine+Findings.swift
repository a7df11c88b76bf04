import Foundation
import LegibleText

extension AuditEngine {
    /// Merges identical findings, in place: the same finding from several devices (a fixed-width
    /// element), or about an element rather than its text (a fixed font) from several locales,
    /// is one finding: the same rule, message and place. When locales were merged, the finding
    /// names none. (A function of its own so that its index of messages is freed on return.)
    static func mergeIdentical(_ findings: inout [Finding]) {
        var kept: [SameFinding: Int] = [:]
        kept.reserveCapacity(findings.count)
        var mergedCount = 0
        for position in findings.indices {
            let same = findings.withUnsafeBufferPointer { SameFinding($0.baseAddress! + position) }
            if let first = kept[same] {
                if findings[first].locale != findings[position].locale { findings[first].locale = nil }
                if findings[first].key != findings[position].key { findings[first].key = nil }
            } else {
                kept[same] = mergedCount
                if mergedCount != position { findings.exchange(mergedCount, position) }
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
        // In place: the findings kept are moved to the front, in their order; a merged finding
        // replaced by the source language's is swapped out to the part dropped.
        var kept: [Identity: (index: Int, locales: Set<String>, variations: Set<String>)] = [:]
        var write = 0
        for read in findings.indices {
            guard findings[read].sizeCategories == nil, findings[read].element != nil,
                elementPropertyRules.contains(findings[read].rule)
            else {
                if write != read { findings.exchange(write, read) }
                write += 1
                continue
            }
            let finding = findings[read]
            let identity = Identity(
                rule: finding.rule, table: finding.table, key: finding.key, element: finding.element,
                severity: finding.severity)
            guard var entry = kept[identity] else {
                kept[identity] = (write, [finding.locale ?? ""], [finding.variation ?? ""])
                if write != read { findings.exchange(write, read) }
                write += 1
                continue
            }
            entry.locales.insert(finding.locale ?? "")
            entry.variations.insert(finding.variation ?? "")
            if finding.locale == sourceLanguage, findings[entry.index].locale != sourceLanguage {
                findings.exchange(entry.index, read)
            }
            kept[identity] = entry
        }
        findings.removeLast(findings.count - write)
        for entry in kept.values {
            if entry.locales.count > 1 { findings[entry.index].locale = nil }
            if entry.variations.count > 1 { findings[entry.index].variation = nil }
        }
    }

    /// Marks each finding about a pseudo-locale's text (its locale `en-x-double`) with its kind
    /// (`Finding.pseudo`), in place: reports show it, the summary counts it apart and the gate
    /// judges it by `--pseudo-fail-on`.
    static func markPseudo(_ findings: inout [Finding]) {
        for index in findings.indices {
            guard let locale = findings[index].locale, let kind = PseudoKind(localeTag: locale) else { continue }
            findings[index].pseudo = kind.rawValue
        }
    }

    /// Puts findings in report order (`Finding.precedes(_:)`), in place.
    static func sortByKey(_ findings: inout [Finding]) {
        findings.sortForReport()
    }

    /// The strings an audit of `collection` reports on: the configured locales, untranslatable
    /// keys left out of every locale but the source language.
    func filteredStrings(_ collection: StringCollection) -> [LocalizedString] {
        if configuration.locales == nil, collection.untranslatableKeys.isEmpty { return collection.strings }
        var strings = collection.strings
        if let locales = configuration.locales {
            let wanted = Set(locales)
            strings = strings.filter {
                wanted.contains($0.locale) || $0.locale == collection.sourceLanguage && wanted.contains("source")
            }
        }
        return strings.filter { string in
            string.locale == collection.sourceLanguage
                || !collection.untranslatableKeys.contains(TableKey(table: string.table, key: string.key))
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
        var narrowest: [LocalizedKey: Int] = [:]
        for string in strings {
            guard let n = width(string) else { continue }
            let key = LocalizedKey(string)
            narrowest[key] = min(narrowest[key] ?? n, n)
        }
        guard !narrowest.isEmpty else { return strings }
        return strings.filter { string in
            guard let n = width(string) else { return true }
            return narrowest[LocalizedKey(string)] == n
        }
    }

    /// Applies `rules` settings (severity, scope) and inline `legible:ignore RULE` comments
    /// (`RuleConfiguration.apply`), key by key: replaces `findings` with those kept (grouped by
    /// key, in the order keys first appear) and returns how many were hidden.
    func applyConfiguration(_ findings: inout [Finding], strings: [LocalizedString]) -> Int {
        var comments: [TableKey: String] = [:]
        for string in strings {
            if let comment = string.comment { comments[TableKey(string)] = comment }
        }
        // Grouped by table and key, the groups in the order their keys first come, each in its
        // findings' order: moved into that order in place (an audit can have 100,000 findings).
        var groups: [TableKey: Int] = [:]
        var groupOf = [Int](repeating: 0, count: findings.count)
        var ignoredBy: [InlineSuppression] = []
        for index in findings.indices {
            let key = TableKey(table: findings[index].table ?? "", key: findings[index].key ?? "")
            if let group = groups[key] {
                groupOf[index] = group
            } else {
                groups[key] = ignoredBy.count
                groupOf[index] = ignoredBy.count
                ignoredBy.append(InlineSuppression(comment: comments[key]))
            }
        }
        groups = [:]
        if zip(groupOf, groupOf.dropFirst()).contains(where: { $0 > $1 }) {
            findings.permute(to: findings.indices.sorted { (groupOf[$0], $0) < (groupOf[$1], $1) })
            groupOf.sort()
        }
        var outcome = RuleConfiguration.Outcome(findings: [], suppressedByComment: 0, outOfScope: 0, disabled: 0)
        var write = 0
        for read in findings.indices {
            guard
                configuration.rules.apply(
                    to: &findings[read], ignored: ignoredBy[groupOf[read]], registry: registry, counting: &outcome)
            else { continue }
            if write != read { findings.exchange(write, read) }
            write += 1
        }
        findings.removeLast(findings.count - write)
        return outcome.suppressed
    }
}

/// What makes two findings one for `AuditEngine.mergeIdentical`: the same rule, file, line,
/// column, table, variation, severity and message, compared and hashed by their UTF-8 bytes
/// (as `ExactText` is for shapes: no normalization per hash, no string built per finding).
struct SameFinding: Hashable {
    let rule: String
    let file: String
    let line: Int
    let column: Int
    let table: String
    let variation: String
    let severity: Severity
    let message: String

    /// The fields of the finding at `finding`, read in place (a `Finding` argument, even
    /// `borrowing`, was copied whole to read eight of its fields).
    init(_ finding: UnsafePointer<Finding>) {
        rule = finding.pointee.rule
        file = finding.pointee.file ?? ""
        line = finding.pointee.line ?? 0
        column = finding.pointee.column ?? 0
        table = finding.pointee.table ?? ""
        variation = finding.pointee.variation ?? ""
        severity = finding.pointee.severity
        message = finding.pointee.message
    }

    func hash(into hasher: inout Hasher) {
        for text in [rule, file, table, variation, message] {
            var text = text
            text.withUTF8 { bytes in
                hasher.combine(bytes.count)
                hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            }
        }
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(severity)
    }

    static func == (a: SameFinding, b: SameFinding) -> Bool {
        a.line == b.line && a.column == b.column && a.severity == b.severity
            && ExactText.same(a.rule, b.rule) && ExactText.same(a.file, b.file)
            && ExactText.same(a.table, b.table) && ExactText.same(a.variation, b.variation)
            && ExactText.same(a.message, b.message)
    }
}
