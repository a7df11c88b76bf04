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
    /// The `format-specifiers` rule (category localization, default severity error): its identifier,
    /// summary, rationale and the examples its tests run. It rests on Apple's documentation pages:
    /// - String Format Specifiers:
    ///   https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Strings/Articles/formatSpecifiers.html
    /// - Localizing and varying text with a string catalog:
    ///   https://developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog
    public static let description = RuleDescription(
        id: "format-specifiers",
        name: "Format specifiers",
        summary: "A translation's format specifiers must match the source's in count, type and position.",
        rationale: """
            A format string is read argument by argument: a translation with a different specifier type (%@ for %d, \
            %d for %lld), an extra specifier, or two types at one position (%1$@ and %1$d) makes String(format:) read \
            the wrong bytes, which garbles the text or crashes the app. Not a HIG rule; a localization check every \
            audit needs (Apple's String Format Specifiers).
            """,
        category: .localization,
        defaultSeverity: .error,
        hig: [.formatSpecifiers, .stringCatalogs],
        triggeringExamples: [
            RuleExample(
                "%d Dateien", role: .label, locale: "de", note: "%d where the code passes an object",
                source: "%@ files",
                message:
                    "\"%d Dateien\" (de) does not match the source \"%@ files\": argument 1 is %@ in the source but %d here"
            ),
            RuleExample(
                "%1$@ hat %1$d Beiträge", role: .label, locale: "de", note: "position 1 used as object and as integer",
                source: "%1$@ has %2$d posts",
                message:
                    "\"%1$@ hat %1$d Beiträge\" (de) does not match the source \"%1$@ has %2$d posts\": argument 1 is used as both %1$@ and %1$d"
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "%2$@ von %1$@", role: .label, locale: "de", note: "reordered by position", source: "%1$@ of %2$@"),
            RuleExample(
                "100 %% geladen: %@", role: .label, locale: "de", note: "%% takes no argument",
                source: "100 %% loaded: %@"),
        ])

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// One finding per translation whose format specifiers differ from the source language's
    /// value of the same key, table and variation (in count, type or position; plural variants by
    /// type only), and per value that names a `%#@variable@` its entry does not define.
    /// Missing translations are skipped.
    public func check(_ collection: StringCollection) -> [Finding] {
        // A key can be in both a .strings and a .stringsdict file of a table (a common fallback):
        // iOS looks the key up in the .stringsdict first, so each form is compared with the
        // source's value of the same form.
        var sources: [Identity: LocalizedString] = [:]
        for string in collection.strings where string.locale == collection.sourceLanguage {
            sources[Self.identity(string)] = sources[Self.identity(string)] ?? string
            let anyForm = Self.identity(string, form: "")
            sources[anyForm] = sources[anyForm] ?? string
        }
        var findings: [Finding] = []
        for string in collection.strings where string.state != .missing {
            // A translated variable name (`%#@منشورات@` for `%#@NOTES@`) finds no rule at run time.
            if let problem = Self.undefinedVariable(string) {
                findings.append(finding(string, source: nil, problem: problem))
                continue
            }
            guard string.locale != collection.sourceLanguage else { continue }
            guard
                let source = sources[Self.identity(string)] ?? sources[Self.identity(string, form: "")]
                    ?? sources[Self.identity(string, variation: nil)]
            else { continue }
            let isPluralVariant = string.variation?.contains("plural.") ?? false
            // A source with no specifier at all is not a format string: the code shows it as it
            // is, so a translation's "100% przez" is text, not a `% p` specifier.
            if source.substitutions.isEmpty, string.substitutions.isEmpty,
                FormatSpecifier.parse(source.value).isEmpty
            {
                continue
            }
            if string.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, string.substitutions.isEmpty,
                FormatSpecifier.arguments(FormatSpecifier.parse(source.value)).isEmpty == false, !isPluralVariant
            {
                findings.append(finding(string, source: source, problem: Self.emptyProblem))
                continue
            }
            // The format itself (its substitutions' variants are compared one by one below). A
            // translation without the source's plural substitutions (one form for every count, as
            // in Korean) may use any argument the source's variants use.
            let partial = isPluralVariant || !source.substitutions.isEmpty || !string.substitutions.isEmpty
            if string.substitutions.isEmpty, !source.substitutions.isEmpty {
                let every = ([source.value] + source.substitutions.flatMap { $0.variants.map(\.value) }).joined(
                    separator: " ")
                if let problem = Self.compare(
                    source: every, translation: string.value, partial: true,
                    implicitArgument: source.substitutions.first?.formatSpecifier,
                    allowed: Self.conflicts(in: every))
                {
                    findings.append(finding(string, source: source, problem: problem))
                }
            } else if let problem = Self.compare(source: source.value, translation: string.value, partial: partial) {
                findings.append(finding(string, source: source, problem: problem))
            }
            // Each substitution variant against the source's variant of the same category
            // (`other` when the source has no such category): a variant may leave an argument
            // out ("one": "One follower"), never change a type; what the source's own variant
            // does (the same position read two ways) is allowed.
            let sourceSubstitutions = Dictionary(
                source.substitutions.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            for substitution in string.substitutions {
                guard let expected = sourceSubstitutions[substitution.name] else { continue }
                let all = expected.variants.map(\.value).joined(separator: " ")
                for variant in substitution.variants {
                    let reference =
                        expected.variants.first { $0.variation == variant.variation }
                        ?? expected.variants.first { $0.variation == "plural.other" } ?? expected.variants.first
                    guard let reference else { continue }
                    // Specifiers any variant of the source uses are allowed in every variant (a
                    // language with more categories uses them in its own).
                    let referenceText = reference.value + " " + all
                    if let problem = Self.compare(
                        source: referenceText, translation: variant.value, partial: true,
                        implicitArgument: expected.formatSpecifier,
                        allowed: Self.conflicts(in: all))
                    {
                        var located = string
                        located.location = variant.location
                        located.value = variant.value
                        located.variation = [string.variation, "\(substitution.name).\(variant.variation)"]
                            .compactMap { $0 }.joined(separator: ".")
                        findings.append(finding(located, source: source, quoting: reference.value, problem: problem))
                    }
                }
            }
        }
        return findings
    }

    enum Message {
        static func mismatch(_ value: String, locale: String, source: String?, problem: String) -> String {
            guard let source else { return "\"\(value)\" (\(locale)): \(problem)" }
            return "\"\(value)\" (\(locale)) does not match the source \"\(source)\": \(problem)"
        }

        static func empty(locale: String, source: String, arguments: String) -> String {
            "The \(locale) translation is empty where the source is \"\(source)\": iOS shows nothing, and the "
                + "source's \(arguments) is missing"
        }
    }

    private func finding(
        _ string: LocalizedString, source: LocalizedString?, quoting: String? = nil,
        problem: String
    ) -> Finding {
        let sourceText = quoting ?? source.map(\.readableValue)
        let message =
            problem == Self.emptyProblem
            ? Message.empty(
                locale: string.locale, source: sourceText ?? "", arguments: Self.argumentList(source?.value ?? ""))
            : Message.mismatch(string.value, locale: string.locale, source: sourceText, problem: problem)
        return Finding(
            rule: Self.description.id, severity: Self.description.defaultSeverity, message: message,
            key: string.key, table: string.table, locale: string.locale, variation: string.variation,
            location: string.location, hig: Self.description.hig)
    }

    static let emptyProblem = "the translation is empty"

    /// "%@, %d": the specifiers that take arguments in `text`.
    static func argumentList(_ text: String) -> String {
        FormatSpecifier.arguments(FormatSpecifier.parse(text)).map(\.specifier.text).joined(separator: ", ")
    }

    /// A `%#@name@` in the value or a variant that names no substitution the entry defines, when
    /// it defines some: iOS finds no rule for it and shows the format as written.
    static func undefinedVariable(_ string: LocalizedString) -> String? {
        guard !string.substitutions.isEmpty else { return nil }
        let defined = Set(string.substitutions.map(\.name))
        let texts = [string.value] + string.substitutions.flatMap { $0.variants.map(\.value) }
        for text in texts {
            for specifier in FormatSpecifier.parse(text) {
                if let name = specifier.substitution, !defined.contains(name) {
                    let names = string.substitutions.map { "%#@\($0.name)@" }.joined(separator: ", ")
                    return "\(specifier.text) names no plural variable of the entry (it defines \(names)): iOS finds "
                        + "no rule for it and shows the format unformatted; a variable's name must not be translated"
                }
            }
        }
        return nil
    }

    /// Positions `text` reads two ways, with the two types (`1 object int64`): the source may
    /// do so on purpose, and a translation that does the same is not blamed for it.
    static func conflicts(in text: String) -> Set<String> {
        var seen: [Int: String] = [:]
        var result: Set<String> = []
        for (position, specifier) in FormatSpecifier.arguments(FormatSpecifier.parse(text)) {
            if let earlier = seen[position], earlier != specifier.typeSignature {
                result.insert("\(position) \([earlier, specifier.typeSignature].sorted().joined(separator: " "))")
            }
            seen[position] = seen[position] ?? specifier.typeSignature
        }
        return result
    }

    /// Which source value a translation is compared with: the same table, key, variation and form.
    struct Identity: Hashable {
        var table: String
        var key: String
        /// The variation (`plural.one`); `""` for none.
        var variation: String
        /// `stringsdict` or `strings`; `""` for either.
        var form: String
    }

    /// The string's table, key, variation and form (`.stringsdict` or not; `form` overrides).
    static func identity(_ string: LocalizedString, variation: String?? = .none, form: String? = nil) -> Identity {
        let v: String? = variation ?? string.variation
        let f = form ?? (string.location.file.hasSuffix(".stringsdict") ? "stringsdict" : "strings")
        return Identity(table: string.table, key: string.key, variation: v ?? "", form: f)
    }

    /// What is wrong with `translation`'s specifiers against `source`'s, or `nil`.
    /// - Parameter partial: the translation may leave arguments out (plural variants).
    /// - Parameter allowed: positions the source itself reads two ways (`conflicts(in:)`).
    static func compare(
        source: String, translation: String, partial: Bool, implicitArgument: String? = nil,
        allowed: Set<String> = []
    ) -> String? {
        var sourceArguments = FormatSpecifier.arguments(FormatSpecifier.parse(source))
        // In a substitution's variant, the substitution's own argument may appear as a plain
        // specifier of its format (`%lld followers`) even when the source's variants show it
        // by position only.
        if let implicitArgument, let specifier = FormatSpecifier.parse("%" + implicitArgument).first {
            sourceArguments.append((0, specifier))
        }
        let translatedArguments = FormatSpecifier.arguments(FormatSpecifier.parse(translation))
        // What each position may be: the source's first specifier there, and any other type the
        // source itself reads it as.
        var expected: [Int: FormatSpecifier] = [:]
        var accepted: [Int: Set<String>] = [:]
        for (position, specifier) in sourceArguments {
            if expected[position] == nil { expected[position] = specifier }
            accepted[position, default: []].insert(specifier.typeSignature)
        }
        var seen: [Int: FormatSpecifier] = [:]
        for (position, specifier) in translatedArguments {
            if let earlier = seen[position], earlier.typeSignature != specifier.typeSignature,
                !allowed.contains(
                    "\(position) \([earlier.typeSignature, specifier.typeSignature].sorted().joined(separator: " "))")
            {
                return "argument \(position) is used as both \(earlier.text) and \(specifier.text)"
            }
            seen[position] = seen[position] ?? specifier
            let key = expected[position] != nil ? position : (implicitArgument != nil ? 0 : nil)
            guard let key, let wanted = expected[key] else {
                return "\(specifier.text) reads argument \(position), which the source does not have"
            }
            if !(accepted[key] ?? []).contains(specifier.typeSignature),
                !(implicitArgument != nil && (accepted[0] ?? []).contains(specifier.typeSignature))
            {
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
