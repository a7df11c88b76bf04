import CLegibleICU
import Foundation

/// CLDR plural categories, from ICU's plural rules (`uplrules_select`).
///
/// Used to choose, for each plural variant of a string, a sample number that iOS would show
/// with that variant (Unicode CLDR, "Language Plural Rules").
public enum PluralRules {
    /// The category (`zero`, `one`, `two`, `few`, `many`, `other`) of `number` in `locale`;
    /// `other` when ICU has no rules for the locale.
    public static func category(of number: Int, locale: String) -> String {
        var buffer = [CChar](repeating: 0, count: 16)
        let icuLocale = locale.replacingOccurrences(of: "-", with: "_")
        let length = legible_icu_plural_category(icuLocale, Double(number), &buffer, Int32(buffer.count))
        guard length > 0 else { return "other" }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Candidate sample numbers, widest first: the first one in a category is the sample for it.
    static let candidates: [Int] =
        [
            12_345, 10_005, 10_002, 10_001, 1_234, 1_005, 1_002, 1_001, 345, 234, 123, 105,
            102, 101,
        ] + Array((0...99).reversed())

    /// The widest "realistic" number of `category` in `locale`: the first of 12,345, 10,005, …,
    /// 1,234, …, 99 … 0 that falls in it; `nil` when none does (the category does not exist).
    public static func sampleNumber(for category: String, locale: String) -> Int? {
        let categories = candidateCategories(locale)
        return candidates.indices.first { categories[$0] == category }.map { candidates[$0] }
    }

    /// The narrowest number of `category` in `locale` among the same candidates (0 … 99 first,
    /// so one or two digits where the category has them); `nil` when none falls in it.
    public static func shortestSampleNumber(for category: String, locale: String) -> Int? {
        let categories = candidateCategories(locale)
        return candidates.indices.last { categories[$0] == category }.map { candidates[$0] }
    }

    /// The category of each of `candidates` in `locale`, worked out once per locale: ICU opens
    /// (reads and parses) a locale's rules for every `category(of:locale:)`, and the audit asks
    /// for a sample of every plural variant of every string.
    static func candidateCategories(_ locale: String) -> [String] {
        if let known = candidateCategoryCache.withLock({ $0[locale] }) { return known }
        let categories = candidates.map { category(of: $0, locale: locale) }
        candidateCategoryCache.withLock { $0[locale] = categories }
        return categories
    }

    /// `candidateCategories` by locale (a few dozen locales at most).
    private static let candidateCategoryCache = Locked<[String: [String]]>([:])
}
