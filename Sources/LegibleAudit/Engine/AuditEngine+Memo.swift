import Foundation
import LegibleText

extension AuditEngine {
    /// The key of each of `strings`' measurement (`MeasurementMemo`): a digest of the string
    /// (every field: `addFields(of:to:)`), its key's placements (their `Codable` form) and
    /// unchecked reason, the values
    /// of the keys elements read beside it (back titles, layout siblings) in its locale, the
    /// configuration, the source language and the memo's context. Taken on all cores.
    ///
    /// - Parameters:
    ///   - strings: The strings the audit measures, in order.
    ///   - collection: The collection they come from (its placements and source language).
    ///   - placements: `collection`'s placements, indexed.
    ///   - values: Localized values by table, key and locale (`localizedValues(_:)`).
    /// - Returns: One key per string, in order.
    func measurementKeys(
        _ strings: [LocalizedString], collection: StringCollection, placements: SourcePlacementIndex,
        values: [LocalizedKey: String], memo: MeasurementMemo
    ) -> [ContentDigest] {
        let common = ContentHasher()
        common.update(memo.context)
        common.update(StableDigest.of(configuration))
        common.update(StableDigest.of(collection.sourceLanguage))
        let shared = common.finalize()
        // Per key: its placements, whole (room, layout, origin), and why it is unchecked; and
        // whether its elements read other keys' values (every key's may, when the
        // configuration's elements give back titles).
        // A key's placements are digested in their `Codable` form (every field, the element's
        // layout room included; no dictionary, so the bytes are the same in every run): a `Mirror`
        // walk of them cost a tenth of an audit after one change. On all cores.
        let configurationReads = configuration.elements.contains { $0.backButtonTitle != nil }
        var seen = Set<TableKey>()
        let distinct: [TableKey] = strings.map(TableKey.init).filter { seen.insert($0).inserted }
        let digests = Locked([(digest: ContentDigest, readsBeside: Bool)?](repeating: nil, count: distinct.count))
        let workers = ProcessInfo.processInfo.activeProcessorCount
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            for index in stride(from: worker, to: distinct.count, by: workers) {
                let key = distinct[index]
                let placed = placements.isEmpty ? [] : placements.placements(table: key.table, key: key.key)
                let reads =
                    configurationReads
                    || placed.contains {
                        $0.element.backButtonTitle != nil || $0.element.layout?.hasSiblingKeys == true
                    }
                let hasher = ContentHasher()
                hasher.update(placements.uncheckedReason(table: key.table, key: key.key) + ";")
                // A list that cannot be encoded (none is expected) is digested field by field.
                if let data = try? encoder.encode(placed) {
                    data.withUnsafeBytes { hasher.update($0) }
                } else {
                    hasher.update(StableDigest.of(placed))
                }
                let digest = hasher.finalize()
                digests.withLock { $0[index] = (digest, reads) }
            }
        }
        var byKey: [TableKey: (digest: ContentDigest, readsBeside: Bool)] = [:]
        for (key, digest) in zip(distinct, digests.withLock { $0 }) { byKey[key] = digest }
        // Per locale: the values of the keys an element reads beside its own (a back title, a
        // layout's sibling text), of any table (a key that names none reads several).
        let read = Self.keysReadBeside(collection: collection, configuration: configuration)
        var byLocale: [String: ContentDigest] = [:]
        if !read.isEmpty {
            var entries: [String: [(LocalizedKey, String)]] = [:]
            for (key, value) in values where read.contains(key.key) {
                entries[key.locale, default: []].append((key, value))
            }
            for (locale, list) in entries {
                byLocale[locale] = StableDigest.of(
                    list.map { "\($0.0.table)\u{0}\($0.0.key)\u{0}\($0.1)" }.sorted())
            }
        }
        let none = ContentDigest(high: 0, low: 0)
        let (placementDigests, localeDigests) = (byKey, byLocale)
        let total = strings.count
        let chunkSize = max(1, min(512, total / (ProcessInfo.processInfo.activeProcessorCount * 4) + 1))
        let chunkCount = (total + chunkSize - 1) / chunkSize
        let keys = Locked([ContentDigest](repeating: none, count: total))
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let range = (chunk * chunkSize)..<min(total, (chunk + 1) * chunkSize)
            var found: [ContentDigest] = []
            found.reserveCapacity(range.count)
            for index in range {
                let string = strings[index]
                let hasher = ContentHasher()
                hasher.update(shared)
                let placed = placementDigests[TableKey(string)]
                hasher.update(placed?.digest ?? none)
                if placed?.readsBeside == true { hasher.update(localeDigests[string.locale] ?? none) }
                Self.addFields(of: string, to: hasher)
                found.append(hasher.finalize())
            }
            keys.withLock { $0.replaceSubrange(range, with: found) }
        }
        return keys.withLock { $0 }
    }

    /// The stored properties of `LocalizedString` that `addFields(of:to:)` hashes, by name: a
    /// test compares them with the type's (`Mirror`), so that a property added later is not
    /// left out of the measurements' keys.
    static let hashedStringFields = [
        "key", "table", "locale", "variation", "value", "location", "comment", "state", "fallbackLocale",
        "substitutions", "element", "localeFolder", "extractionState", "widthBudget",
    ]

    /// Adds every field of `string` to `hasher`, each with its length: its texts directly (a
    /// `Codable` or `Mirror` walk of 14,000 strings cost a tenth of an audit after one change),
    /// its rarer structured fields (substitutions, element, width budget) through `StableDigest`
    /// when it has them.
    static func addFields(of string: LocalizedString, to hasher: ContentHasher) {
        func text(_ value: String?) {
            guard let value else {
                hasher.update("-;")
                return
            }
            hasher.update("\(value.utf8.count):")
            hasher.update(value)
        }
        text(string.key)
        text(string.table)
        text(string.locale)
        text(string.variation)
        text(string.value)
        text(string.location.file)
        text("\(string.location.line),\(string.location.column)")
        text(string.comment)
        text(string.state.rawValue)
        text(string.fallbackLocale)
        text(string.localeFolder)
        text(string.extractionState)
        if string.substitutions.isEmpty, string.element == nil, string.widthBudget == nil {
            hasher.update("-;")
        } else {
            hasher.update(StableDigest.of((string.substitutions, string.element, string.widthBudget)))
        }
    }

    /// The keys elements read beside their own text: back-button titles (the configuration's
    /// elements' and the source's) and layout rows' sibling texts given as keys.
    static func keysReadBeside(collection: StringCollection, configuration: AuditConfiguration) -> Set<String> {
        var keys = Set(configuration.elements.compactMap(\.backButtonTitle))
        for placement in collection.placements {
            if let title = placement.element.backButtonTitle { keys.insert(title) }
            guard let layout = placement.element.layout, layout.hasSiblingKeys else { continue }
            for step in layout.steps {
                guard case .row(let row) = step else { continue }
                for child in row.children {
                    if case .text(.key(let key, _), _) = child.kind { keys.insert(key) }
                }
            }
        }
        return keys
    }
}

extension StringOutcome {
    /// What `audit(_:values:placements:repeated:into:)` added to an empty chunk for one string.
    init(_ result: AuditEngine.ChunkResult) {
        findings = result.findings
        checks = result.checks
        measuredBy = result.measuredBy.keys.first
        uncheckedBecause = result.uncheckedBecause.keys.first
        faces = result.faces.sorted()
    }
}

extension AuditEngine.ChunkResult {
    /// Adds one string's outcome, as `audit` would have added it.
    mutating func add(_ outcome: StringOutcome) {
        for found in outcome.findings { add(found) }
        checks += outcome.checks
        if let origin = outcome.measuredBy { measuredBy[origin, default: 0] += 1 }
        if let reason = outcome.uncheckedBecause {
            unchecked += 1
            uncheckedBecause[reason, default: 0] += 1
        }
        faces.formUnion(outcome.faces)
    }
}
