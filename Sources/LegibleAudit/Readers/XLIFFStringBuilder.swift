import Foundation

/// Turns the units of one XLIFF `<file>` into `LocalizedString`s for the source language
/// or for the target locale (see `XLIFFReader` for the mapping).
struct XLIFFStringBuilder {
    enum Side {
        case source
        case target(locale: String)
    }

    /// A unit's value on one side.
    struct Entry {
        var value: String
        var location: SourceLocation
        var state: TranslationState
        var fallbackLocale: String?
    }

    /// The units of one `.stringsdict` entry, in document order.
    private struct StringsdictEntry {
        var format: XLIFFUnit?
        var rules: [(variation: String, unit: XLIFFUnit)] = []
        var variables: [(name: String, cases: [(variation: String, unit: XLIFFUnit)])] = []
        /// `NSStringFormatValueTypeKey` per variable, when exported.
        var valueTypes: [String: String] = [:]
        var firstLocation: SourceLocation
    }

    let file: XLIFFFile
    let sourceLanguage: String
    /// Plain keys to leave out because a `.stringsdict` entry of the same table has them.
    let shadowedKeys: Set<String>
    /// Substitutions that no string of their key refers to, and entries without a format.
    let diagnostics: [Diagnostic]
    private let stringsdictEntries: [String: StringsdictEntry]

    /// - Parameters:
    ///   - shadowedKeys: keys of this table that a `.stringsdict` `<file>` of the same export
    ///     defines. Xcode also exports such a key from the `.strings` file as a
    ///     `translate="no"` unit whose value is the key itself (note "(Key in .stringsdict)");
    ///     iOS looks the key up in the `.stringsdict` first, so that unit is never shown.
    init(file: XLIFFFile, sourceLanguage: String, shadowedKeys: Set<String> = []) {
        self.file = file
        self.sourceLanguage = sourceLanguage
        self.shadowedKeys = shadowedKeys
        var entries: [String: StringsdictEntry] = [:]
        for unit in file.units {
            switch unit.parsedID {
            case .stringsdictFormat(let key):
                entries[key, default: StringsdictEntry(firstLocation: unit.location)].format = unit
            case .stringsdictRule(let key, let variation):
                entries[key, default: StringsdictEntry(firstLocation: unit.location)].rules.append((variation, unit))
            case .stringsdictVariable(let key, let name, let variation):
                var entry = entries[key] ?? StringsdictEntry(firstLocation: unit.location)
                if variation == "NSStringFormatValueTypeKey" {
                    entry.valueTypes[name] = unit.source.value
                } else if variation != "NSStringFormatSpecTypeKey" {
                    if let index = entry.variables.firstIndex(where: { $0.name == name }) {
                        entry.variables[index].cases.append((variation, unit))
                    } else {
                        entry.variables.append((name, [(variation, unit)]))
                    }
                }
                entries[key] = entry
            default:
                continue
            }
        }
        stringsdictEntries = entries
        var diagnostics: [Diagnostic] = []
        for (key, entry) in entries.sorted(by: { $0.value.firstLocation < $1.value.firstLocation })
        where entry.format == nil && entry.variables.count > 1 {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "expected an NSStringLocalizedFormatKey unit for the .stringsdict key \"\(key)\"; each variable is read on its own",
                    at: entry.firstLocation
                ))
        }
        // A format that refers to a variable the entry does not define finds no rule at run
        // time. When the entry defines others (a translated variable name, `%#@آخرين@` for
        // `%#@OTHERS@`), the string is read with them and the `format-specifiers` rule reports
        // it; an entry that defines none is an input problem. StringsDictReader does the same.
        for (key, entry) in entries.sorted(by: { $0.value.firstLocation < $1.value.firstLocation }) {
            guard let format = entry.format, entry.variables.isEmpty else { continue }
            let names = Set(entry.variables.map(\.name))
            for text in [format.source, format.target].compactMap({ $0 }) {
                for reference in Self.references(in: text.value) where !names.contains(reference.name) {
                    let defined = entry.variables.map(\.name).joined(separator: ", ")
                    diagnostics.append(
                        Diagnostic(
                            .warning,
                            "the format of \"\(key)\" refers to \(reference.text), which the entry does not define (it defines \(defined.isEmpty ? "none" : defined))",
                            at: text.location
                        ))
                }
            }
        }
        let keysReferring = Self.catalogSubstitutionOrphans(file: file)
        for (key, name, location) in keysReferring {
            diagnostics.append(
                Diagnostic(
                    .warning, "no string of key \"\(key)\" refers to the substitution %#@\(name)@; it is not attached",
                    at: location
                ))
        }
        self.diagnostics = diagnostics
    }

    /// The keys of the `.stringsdict` entries among these units.
    static func stringsdictKeys(in file: XLIFFFile) -> Set<String> {
        var keys: Set<String> = []
        for unit in file.units {
            switch unit.parsedID {
            case .stringsdictFormat(let key), .stringsdictRule(let key, _), .stringsdictVariable(let key, _, _):
                keys.insert(key)
            default:
                continue
            }
        }
        return keys
    }

    /// Whether a plain unit is left out (see `shadowedKeys`).
    func isShadowed(_ unit: XLIFFUnit) -> Bool {
        if case .plain(let key) = unit.parsedID { return shadowedKeys.contains(key) }
        return false
    }

    /// The strings of this file on one side, in document order.
    func strings(side: Side) -> [LocalizedString] {
        var output: [LocalizedString] = []
        var emittedStringsdictKeys: Set<String> = []
        for unit in file.units {
            switch unit.parsedID {
            case .plain(let key):
                guard !shadowedKeys.contains(key) else { continue }
                output.append(make(key: key, variation: nil, unit: unit, side: side))
            case .catalogVariation(let key, let variation):
                output.append(make(key: key, variation: variation, unit: unit, side: side))
            case .catalogSubstitution:
                continue
            case .stringsdictFormat(let key), .stringsdictRule(let key, _), .stringsdictVariable(let key, _, _):
                guard !emittedStringsdictKeys.contains(key), let entry = stringsdictEntries[key] else { continue }
                emittedStringsdictKeys.insert(key)
                output += stringsdictStrings(key: key, entry: entry, side: side)
            }
        }
        attachCatalogSubstitutions(to: &output, side: side)
        return output
    }

    // MARK: - Values

    func entry(_ unit: XLIFFUnit, side: Side) -> Entry {
        switch side {
        case .source:
            return Entry(value: unit.source.value, location: unit.source.location, state: .translated)
        case .target:
            if let target = unit.target, !target.value.isEmpty || unit.source.value.isEmpty {
                return Entry(
                    value: target.value, location: target.location, state: XLIFFReader.translationState(unit.state))
            }
            let given = unit.state.map(XLIFFReader.translationState)
            let state: TranslationState = given == .new || given == .needsReview ? given ?? .missing : .missing
            return Entry(
                value: unit.source.value, location: unit.target?.location ?? unit.source.location,
                state: state, fallbackLocale: sourceLanguage
            )
        }
    }

    private func locale(_ side: Side) -> String {
        switch side {
        case .source: sourceLanguage
        case .target(let locale): locale
        }
    }

    private func make(
        key: String, variation: String?, unit: XLIFFUnit, side: Side, comment: String? = nil,
        substitutions: [Substitution] = []
    ) -> LocalizedString {
        let value = entry(unit, side: side)
        let notes = unit.notes.isEmpty ? comment : unit.notes.joined(separator: "\n")
        return LocalizedString(
            key: key, table: file.table, locale: locale(side), variation: variation, value: value.value,
            location: value.location, comment: notes, state: value.state, fallbackLocale: value.fallbackLocale,
            substitutions: substitutions, widthBudget: unit.widthBudget
        )
    }

    // MARK: - .stringsdict entries

    private func stringsdictStrings(key: String, entry: StringsdictEntry, side: Side) -> [LocalizedString] {
        var output: [LocalizedString] = []
        let formatComment = entry.format.flatMap { $0.notes.isEmpty ? nil : $0.notes.joined(separator: "\n") }
        for rule in entry.rules {
            output.append(
                make(key: key, variation: rule.variation, unit: rule.unit, side: side, comment: formatComment))
        }
        guard let format = entry.format else {
            // No format unit: each variable's cases stand alone (one variable: `plural.one` …).
            let prefix = entry.variables.count > 1
            for variable in entry.variables {
                for (variation, unit) in variable.cases {
                    let path = prefix ? "\(variable.name).\(variation)" : variation
                    output.append(make(key: key, variation: path, unit: unit, side: side))
                }
            }
            return output
        }
        let formatValue = self.entry(format, side: side).value
        let references = Self.references(in: formatValue)
        var ordered = references.compactMap { reference in entry.variables.first { $0.name == reference.name } }
        for variable in entry.variables where !ordered.contains(where: { $0.name == variable.name }) {
            ordered.append(variable)
        }
        let substitutions = ordered.map { variable -> Substitution in
            let variants = variable.cases.map { variation, unit -> Substitution.Variant in
                let value = self.entry(unit, side: side)
                return Substitution.Variant(variation: variation, value: value.value, location: value.location)
            }
            let argument = references.first { $0.name == variable.name }?.argument
            let specifier = entry.valueTypes[variable.name] ?? Self.formatSpecifier(in: variants.map(\.value))
            return Substitution(
                name: variable.name, argumentNumber: argument, formatSpecifier: specifier, variants: variants)
        }
        output.append(make(key: key, variation: nil, unit: format, side: side, substitutions: substitutions))
        return output
    }

    // MARK: - String Catalog substitutions

    private func attachCatalogSubstitutions(to output: inout [LocalizedString], side: Side) {
        var order: [String] = []
        var byKey: [String: [(name: String, variation: String, unit: XLIFFUnit)]] = [:]
        for unit in file.units {
            guard case .catalogSubstitution(let key, let name, let variation) = unit.parsedID else { continue }
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append((name, variation, unit))
        }
        for key in order {
            let cases = byKey[key] ?? []
            var names: [String] = []
            for item in cases where !names.contains(item.name) { names.append(item.name) }
            for name in names {
                let variants = cases.filter { $0.name == name }.map { item -> Substitution.Variant in
                    let value = entry(item.unit, side: side)
                    return Substitution.Variant(variation: item.variation, value: value.value, location: value.location)
                }
                var targets = output.indices.filter { index in
                    output[index].key == key && Self.references(in: output[index].value).contains { $0.name == name }
                }
                if targets.isEmpty {
                    targets = output.indices.filter { output[$0].key == key && output[$0].variation == nil }
                }
                for index in targets {
                    let argument = Self.references(in: output[index].value).first { $0.name == name }?.argument
                    output[index].substitutions.append(
                        Substitution(
                            name: name, argumentNumber: argument,
                            formatSpecifier: Self.formatSpecifier(in: variants.map(\.value)), variants: variants
                        ))
                }
            }
        }
    }

    /// Substitution units whose key has no unit at all to attach them to.
    private static func catalogSubstitutionOrphans(file: XLIFFFile) -> [(String, String, SourceLocation)] {
        var keys: Set<String> = []
        for unit in file.units {
            switch unit.parsedID {
            case .plain(let key), .catalogVariation(let key, _): keys.insert(key)
            default: continue
            }
        }
        var seen: Set<String> = []
        var orphans: [(String, String, SourceLocation)] = []
        for unit in file.units {
            guard case .catalogSubstitution(let key, let name, _) = unit.parsedID, !keys.contains(key) else { continue }
            if seen.insert(key + "\u{0}" + name).inserted { orphans.append((key, name, unit.location)) }
        }
        return orphans
    }

    // MARK: - Format strings

    /// A `%#@name@` reference (also `%1$#@name@`).
    struct Reference: Equatable {
        var name: String
        var argument: Int?
        var text: String
    }

    /// The `%#@name@` references in a format string, in order.
    static func references(in format: String) -> [Reference] {
        FormatSpecifier.parse(format).compactMap { specifier in
            guard let name = specifier.substitution, !name.isEmpty else { return nil }
            return Reference(name: name, argument: specifier.position, text: specifier.text)
        }
    }

    /// The specifier a plural variable formats its number with (`lld`, `d`), without `%`: the
    /// first numeric specifier in the values, else the first of any kind, else `d`.
    ///
    /// XLIFF does not carry `NSStringFormatValueTypeKey` or a catalog's `formatSpecifier`; a
    /// plural variable's argument is a number, and its variants may also hold `%@`.
    static func formatSpecifier(in values: [String]) -> String {
        let all = specifiers(in: values)
        let nonNumeric: Set<Character> = ["@", "c", "C", "s", "S", "p"]
        return all.first { !nonNumeric.contains($0.last ?? "@") } ?? all.first ?? "d"
    }

    /// The length modifiers and conversions of the format specifiers in the values, in order.
    private static func specifiers(in values: [String]) -> [String] {
        var found: [String] = []
        let lengths: Set<Character> = ["h", "l", "q", "z", "t", "j", "L"]
        let conversions: Set<Character> = [
            "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G",
            "c", "C", "s", "S", "p", "a", "A", "@",
        ]
        for value in values {
            var characters = Array(value)[...]
            while let percent = characters.firstIndex(of: "%") {
                var index = percent + 1
                var specifier = ""
                while index < characters.endIndex, characters[index].isNumber || "$-+ #.*'".contains(characters[index])
                {
                    index += 1
                }
                while index < characters.endIndex, lengths.contains(characters[index]) {
                    specifier.append(characters[index])
                    index += 1
                }
                if index < characters.endIndex, conversions.contains(characters[index]) {
                    found.append(specifier + String(characters[index]))
                }
                characters = characters[min(index + 1, characters.endIndex)...]
            }
        }
        return found
    }
}
