import Foundation
import LegibleText

/// The values put in place of format specifiers before a string is measured, chosen for
/// width: wide but realistic, so that a string that fits with them fits in practice.
///
/// Defaults (all configurable in `legible.json` under `samples`):
/// - `%@`, `%s`: "Maximilian" (a long first name; a user name is the commonest argument);
/// - integers: 12,345 — or, in a plural variant, the widest of 12,345, 10,005 … 1,234 … 99 … 0
///   that falls in the variant's CLDR category for the locale (so `one` in English is 1, `few`
///   in Russian 10,002), formatted with the locale's digits and grouping (`NumberFormatter`);
/// - floats: 1,234.56 with the specifier's precision (6 by default, as printf);
/// - `%c`: "W"; `%p`: "0x600000c8e0a0"; `%%`: "%".
/// Per key, `samples.keys` gives the arguments by position.
///
/// A text cut only with these wide values (it fits with the narrowest ones: `%@` empty, one-digit
/// numbers) is reported one severity lower, saying so: the cut depends on what the app shows
/// there. Values given in `samples.keys` are what the app shows: a cut with them is certain.
public struct SampleValues: Sendable, Hashable, Codable {
    /// The value of `%@` and `%s` (default "Maximilian").
    public var string: String
    /// The value of integer specifiers outside plural variants (default 12,345), written with the
    /// locale's digits and grouping.
    public var integer: Int
    /// The value of floating-point specifiers (default 1,234.56), with the specifier's precision.
    public var float: Double
    /// Per key (or key glob): argument values by 1-based position ("1": "Bartholomew").
    public var keys: [String: [String: String]]

    /// Makes sample values; the defaults are those listed on the type.
    public init(
        string: String = "Maximilian", integer: Int = 12_345, float: Double = 1_234.56,
        keys: [String: [String: String]] = [:]
    ) {
        self.string = string
        self.integer = integer
        self.float = float
        self.keys = keys
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case string, integer, float, keys }

    /// Decodes `legible.json`'s `samples`: every field is optional and keeps its default when absent.
    /// - Throws: `DecodingError` when a field has the wrong type.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        string = try container.decodeIfPresent(String.self, forKey: .string) ?? string
        integer = try container.decodeIfPresent(Int.self, forKey: .integer) ?? integer
        float = try container.decodeIfPresent(Double.self, forKey: .float) ?? float
        keys = try container.decodeIfPresent([String: [String: String]].self, forKey: .keys) ?? keys
    }
}

/// Number formatting and plural samples per locale, cached (thread-safe).
final class LocaleNumbers: Sendable {
    private struct Caches {
        var formatters: [String: NumberFormatter] = [:]
        /// Sample numbers are few per locale: each is formatted once.
        var formatted: [String: String] = [:]
        var pluralSamples: [String: Int?] = [:]
    }

    private let caches = Locked(Caches())

    /// `number` with `fractionDigits` decimals, in `locale`'s digits and grouping.
    func format(_ number: Double, fractionDigits: Int, locale: String) -> String {
        caches.withLock { caches in
            let key = "\(locale)#\(fractionDigits)"
            let valueKey = "\(key)#\(number)"
            if let done = caches.formatted[valueKey] { return done }
            let formatter: NumberFormatter
            if let cached = caches.formatters[key] {
                formatter = cached
            } else {
                formatter = NumberFormatter()
                formatter.locale = Locale(identifier: locale)
                formatter.numberStyle = .decimal
                formatter.usesGroupingSeparator = true
                formatter.minimumFractionDigits = fractionDigits
                formatter.maximumFractionDigits = fractionDigits
                caches.formatters[key] = formatter
            }
            let text = formatter.string(from: NSNumber(value: number)) ?? String(number)
            caches.formatted[valueKey] = text
            return text
        }
    }

    /// The sample number for plural `category` in `locale` (see `PluralRules.sampleNumber`).
    func pluralSample(_ category: String, locale: String) -> Int? {
        let key = "\(locale)#\(category)"
        if let cached = caches.withLock({ $0.pluralSamples[key] }) { return cached }
        let sample = PluralRules.sampleNumber(for: category, locale: locale)
        caches.withLock { $0.pluralSamples[key] = sample }
        return sample
    }
}
