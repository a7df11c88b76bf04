import Foundation

/// `format-specifiers`: a translation's format specifiers must match the source language's in
/// count, type and position.
///
/// `String(format:)` reads its arguments by the specifiers it finds: a `%d` where the code
/// passes an object, a `%d` where it passes a 64-bit `Int` (`%lld`), or a specifier the source
/// does not have reads memory that is not an argument — garbled text or a crash. Plural
/// variants may leave an argument out ("one": "One file"), so for them only the types of the
/// specifiers they do use are compared.
public struct FormatSpecifiersRule: CatalogRule {
    public static let description = RuleDescription(
        id: "format-specifiers",
        name: "Format specifiers",
        summary: "A translation's format specifiers must match the source's in count, type and position.",
        rationale: """
            A format string is read argument by argument: a translation with a different specifier type (%@ for %d, \
            %d for %lld), an extra specifier, or two types at one position (%1$@ and %1$d) makes String(format:) read \
            the wrong bytes, which garbles the text or crashes the app. Not a HIG rule; a localization check every \
            audit needs (HIG-RULES.md section 5).
            """,
        category: .localization,
        defaultSeverity: .error,
        hig: "Localization (HIG-RULES.md 5)",
        triggeringExamples: [
            RuleExample("%d Dateien", role: .label, locale: "de", note: "source \"%@ files\": %d where the code passes an object"),
            RuleExample("%1$@ hat %1$d Beiträge", role: .label, locale: "de", note: "position 1 used as object and as integer"),
        ],
        nonTriggeringExamples: [
            RuleExample("%2$@ von %1$@", role: .label, locale: "de", note: "source \"%1$@ of %2$@\": reordered by position"),
            RuleExample("100 %% geladen: %@", role: .label, locale: "de", note: "%% takes no argument"),
        ])

    public init() {}

    public func check(_ collection: StringCollection) -> [Finding] {
        var sources: [String: LocalizedString] = [:]
        for string in collection.strings where string.locale == collection.sourceLanguage {
            sources[Self.identity(string)] = sources[Self.identity(string)] ?? string
        }
        var findings: [Finding] = []
        for string in collection.strings where string.locale != collection.sourceLanguage && string.state != .missing {
            guard let source = sources[Self.identity(string)] ?? sources[Self.identity(string, variation: nil)] else { continue }
            let isPluralVariant = string.variation?.contains("plural.") ?? false
            // Positional specifiers inside substitution variants count as the string's own.
            let sourceText = ([source.value] + source.substitutions.flatMap { $0.variants.map(\.value) })
                .joined(separator: " ")
            let translatedText = ([string.value] + string.substitutions.flatMap { $0.variants.map(\.value) })
                .joined(separator: " ")
            let partial = isPluralVariant || !source.substitutions.isEmpty || !string.substitutions.isEmpty
            if let problem = Self.compare(source: sourceText, translation: translatedText, partial: partial,
                                          implicitArgument: source.substitutions.first?.formatSpecifier) {
                findings.append(finding(string, source: source.value, problem: problem))
            }
            // Substitution variants against the source's same substitution.
            let sourceSubstitutions = Dictionary(source.substitutions.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            for substitution in string.substitutions {
                guard let expected = sourceSubstitutions[substitution.name] else { continue }
                // The variants' own specifiers against every specifier the source's variants use:
                // a variant may leave some out ("one": "One follower"), never change a type.
                let reference = expected.variants.map(\.value).joined(separator: " ")
                for variant in substitution.variants {
                    if let problem = Self.compare(source: reference, translation: variant.value, partial: true,
                                                  implicitArgument: expected.formatSpecifier) {
                        var located = string
                        located.location = variant.location
                        located.value = variant.value
                        located.variation = [string.variation, "\(substitution.name).\(variant.variation)"]
                            .compactMap { $0 }.joined(separator: ".")
                        findings.append(finding(located, source: reference, problem: problem))
                    }
                }
            }
        }
        return findings
    }

    private func finding(_ string: LocalizedString, source: String, problem: String) -> Finding {
        Finding(rule: Self.description.id, severity: Self.description.defaultSeverity,
                message: "\"\(string.value)\" (\(string.locale)) does not match the source \"\(source)\": \(problem)",
                key: string.key, table: string.table, locale: string.locale, variation: string.variation,
                location: string.location, hig: Self.description.hig)
    }

    static func identity(_ string: LocalizedString, variation: String?? = .none) -> String {
        let v: String? = variation ?? string.variation
        return "\(string.table)\u{1}\(string.key)\u{1}\(v ?? "")"
    }

    /// What is wrong with `translation`'s specifiers against `source`'s, or `nil`.
    /// - Parameter partial: the translation may leave arguments out (plural variants).
    static func compare(source: String, translation: String, partial: Bool, implicitArgument: String? = nil) -> String? {
        var sourceArguments = FormatSpecifier.arguments(FormatSpecifier.parse(source))
        // In a substitution's variant, the substitution's own argument may appear as a plain
        // specifier of its format (`%lld followers`) even when the source's variants show it
        // by position only.
        if let implicitArgument, let specifier = FormatSpecifier.parse("%" + implicitArgument).first {
            sourceArguments.append((0, specifier))
        }
        let translatedArguments = FormatSpecifier.arguments(FormatSpecifier.parse(translation))
        var expected: [Int: FormatSpecifier] = [:]
        for (position, specifier) in sourceArguments where expected[position] == nil { expected[position] = specifier }
        var seen: [Int: FormatSpecifier] = [:]
        for (position, specifier) in translatedArguments {
            if let earlier = seen[position], earlier.typeSignature != specifier.typeSignature {
                return "argument \(position) is used as both \(earlier.text) and \(specifier.text)"
            }
            seen[position] = specifier
            guard let wanted = expected[position] ?? (implicitArgument != nil ? expected[0] : nil) else {
                return "\(specifier.text) reads argument \(position), which the source does not have"
            }
            if wanted.typeSignature != specifier.typeSignature {
                return "argument \(position) is \(wanted.text) in the source but \(specifier.text) here"
            }
        }
        if !partial {
            let missing = expected.keys.sorted().filter { seen[$0] == nil }
            if !missing.isEmpty {
                let names = missing.compactMap { expected[$0]?.text }.joined(separator: ", ")
                return "the source's \(names) (argument \(missing.map(String.init).joined(separator: ", "))) is missing"
            }
        }
        return nil
    }
}
