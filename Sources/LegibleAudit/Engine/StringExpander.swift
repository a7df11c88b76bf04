import Foundation
import LegibleText

/// Turns a localized value into the texts to measure: its substitutions expanded into every
/// combination of their plural variants, and its format specifiers replaced by sample values.
struct StringExpander: Sendable {
    /// One text to measure.
    struct Expansion: Hashable, Sendable {
        /// Which substitution variants it uses (`count=one`), `nil` when there is one text only.
        var label: String?
        var text: String
        /// The same text with the narrowest values for the arguments that `samples.keys` does not
        /// set (an empty `%@`, one-digit numbers): whether a cut text would fit with short
        /// arguments. `nil` when it would be `text` (no arguments, or all of them set).
        var short: String?
    }

    let samples: SampleValues
    let numbers: LocaleNumbers
    /// At most this many combinations of substitution variants per string.
    static let combinationLimit = 36

    func expand(_ string: LocalizedString) -> [Expansion] {
        // Most values have no specifier (every one starts with "%"): the value is the text.
        guard string.value.utf8.contains(UInt8(ascii: "%")) else {
            return [Expansion(label: nil, text: string.value, short: nil)]
        }
        let ownCategory = Self.pluralCategory(of: string.variation)
        let byName = Dictionary(string.substitutions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Substitutions the value reaches, in order of first use.
        var names: [String] = []
        func collect(_ text: String, depth: Int) {
            guard depth < 4 else { return }
            for specifier in FormatSpecifier.parse(text) {
                guard let name = specifier.substitution, let substitution = byName[name], !names.contains(name) else {
                    continue
                }
                names.append(name)
                for variant in substitution.variants { collect(variant.value, depth: depth + 1) }
            }
        }
        collect(string.value, depth: 0)
        let overrides = overridesFor(key: string.key)
        func expansion(label: String?, chosen: [String: Substitution.Variant]) -> Expansion {
            let text = render(
                string.value, category: ownCategory, locale: string.locale, overrides: overrides,
                chosen: chosen, byName: byName)
            let short = render(
                string.value, category: ownCategory, locale: string.locale, overrides: overrides,
                chosen: chosen, byName: byName, short: true)
            return Expansion(label: label, text: text, short: short == text ? nil : short)
        }
        guard !names.isEmpty else { return [expansion(label: nil, chosen: [:])] }
        var combinations: [[String: Substitution.Variant]] = [[:]]
        for name in names {
            guard let substitution = byName[name], !substitution.variants.isEmpty else { continue }
            var next: [[String: Substitution.Variant]] = []
            for combination in combinations {
                for variant in substitution.variants {
                    var extended = combination
                    extended[name] = variant
                    next.append(extended)
                    if next.count >= Self.combinationLimit { break }
                }
                if next.count >= Self.combinationLimit { break }
            }
            combinations = next
        }
        var seen = Set<String>()
        var result: [Expansion] = []
        for combination in combinations {
            let label = names.compactMap { name in
                combination[name].map { "\(name)=\(Self.pluralCategory(of: $0.variation) ?? $0.variation)" }
            }.joined(separator: ", ")
            let made = expansion(label: label.isEmpty ? nil : label, chosen: combination)
            guard seen.insert(made.text).inserted else { continue }
            result.append(made)
        }
        return result
    }

    private func overridesFor(key: String) -> [String: String] {
        if let exact = samples.keys[key] { return exact }
        for (pattern, values) in samples.keys.sorted(by: { $0.key < $1.key }) where Glob.matches(pattern, key) {
            return values
        }
        return [:]
    }

    /// `text` with substitutions replaced by their chosen variants and specifiers by samples:
    /// the wide samples, or with `short` the narrowest ones (`shortSample`).
    func render(
        _ text: String, category: String?, locale: String, overrides: [String: String],
        chosen: [String: Substitution.Variant], byName: [String: Substitution], depth: Int = 0,
        argument: String? = nil, short: Bool = false
    ) -> String {
        let specifiers = FormatSpecifier.parse(text)
        guard !specifiers.isEmpty else { return text }
        let units = Array(text.utf16)
        var output = ""
        var cursor = 0
        var nextArgument = 1
        for specifier in specifiers {
            output += String(decodingUTF16: units[cursor..<specifier.range.lowerBound])
            cursor = specifier.range.upperBound
            if let name = specifier.substitution {
                let argument = byName[name].map { "%" + $0.formatSpecifier }
                if depth < 4, let variant = chosen[name] ?? byName[name]?.variants.last {
                    output += render(
                        variant.value, category: Self.pluralCategory(of: variant.variation) ?? category,
                        locale: locale, overrides: overrides, chosen: chosen, byName: byName,
                        depth: depth + 1, argument: argument, short: short)
                }
                continue
            }
            if specifier.kind == .argument {
                let format = FormatSpecifier.parse(argument ?? "%lld").first ?? specifier
                output += sample(
                    for: format, position: 0, category: category, locale: locale, overrides: overrides, short: short)
                continue
            }
            var position = nextArgument
            if specifier.kind != .percent {
                position = specifier.position ?? nextArgument
                if specifier.position == nil { nextArgument += 1 }
            }
            output += sample(
                for: specifier, position: position, category: category, locale: locale, overrides: overrides,
                short: short)
        }
        output += String(decodingUTF16: units[cursor...])
        return output
    }

    private func sample(
        for specifier: FormatSpecifier, position: Int, category: String?, locale: String,
        overrides: [String: String], short: Bool
    ) -> String {
        if specifier.kind != .percent, let value = overrides[String(position)] { return value }
        if short { return shortSample(for: specifier, category: category, locale: locale) }
        switch specifier.kind {
        case .percent: return "%"
        case .object, .cString: return samples.string
        case .integer, .unsignedInteger:
            let number = category.flatMap { numbers.pluralSample($0, locale: locale) } ?? samples.integer
            if specifier.conversion.lowercased() == "x" { return String(number, radix: 16) }
            if specifier.conversion.lowercased() == "o" { return String(number, radix: 8) }
            return numbers.format(Double(number), fractionDigits: 0, locale: locale)
        case .float:
            let digits = specifier.precision ?? (specifier.conversion.lowercased() == "g" ? 2 : 6)
            return numbers.format(samples.float, fractionDigits: digits, locale: locale)
        case .character: return "W"
        case .pointer: return "0x600000c8e0a0"
        case .substitution, .argument: return ""
        }
    }

    /// The narrowest value an argument can plausibly have, for telling a text that is cut
    /// whatever its arguments from one that is cut only with wide ones: nothing for `%@` and
    /// `%s` (a lower bound: any value is at least as wide), the narrowest number of the plural
    /// category (one digit where it has one), `1` with the specifier's precision for floats.
    private func shortSample(for specifier: FormatSpecifier, category: String?, locale: String) -> String {
        switch specifier.kind {
        case .percent: return "%"
        case .object, .cString, .character, .substitution, .argument: return ""
        case .pointer: return "0x0"
        case .integer, .unsignedInteger:
            let number = category.flatMap { PluralRules.shortestSampleNumber(for: $0, locale: locale) } ?? 1
            if specifier.conversion.lowercased() == "x" { return String(number, radix: 16) }
            if specifier.conversion.lowercased() == "o" { return String(number, radix: 8) }
            return numbers.format(Double(number), fractionDigits: 0, locale: locale)
        case .float:
            let digits = specifier.precision ?? (specifier.conversion.lowercased() == "g" ? 0 : 6)
            return numbers.format(1, fractionDigits: digits, locale: locale)
        }
    }

    /// The plural category in a variation path (`device.iphone.plural.few` → `few`).
    static func pluralCategory(of variation: String?) -> String? {
        guard let variation else { return nil }
        let parts = variation.split(separator: ".").map(String.init)
        guard let index = parts.lastIndex(of: "plural"), index + 1 < parts.count else { return nil }
        return parts[index + 1]
    }
}
