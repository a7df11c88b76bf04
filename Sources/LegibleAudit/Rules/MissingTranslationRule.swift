import Foundation
import LegibleText

/// `missing-translation`: every locale the app ships should have every key translated; where
/// one is missing iOS shows the source language's text, which is measured instead.
public struct MissingTranslationRule: CatalogRule {
    /// The `missing-translation` rule (category localization, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on Apple's documentation page:
    /// - Localizing and varying text with a string catalog:
    ///   https://developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog
    public static let description = RuleDescription(
        id: "missing-translation",
        name: "Missing translation",
        summary: "Every key should be translated in every locale the app ships.",
        rationale: """
            A key without a translation shows the development language's text (String Catalog state \"new\", or no \
            value at all), mixing languages on one screen. The fallback text is what gets measured for fit. Not a \
            HIG rule; a localization check (Xcode's String Catalog states).
            """,
        category: .localization,
        defaultSeverity: .warning,
        hig: [.stringCatalogs],
        triggeringExamples: [
            RuleExample(
                "Settings", role: .label, locale: "de", note: "state new: shows the English text", source: "Settings",
                state: .new,
                message: "\"example\" is not translated yet (state new): iOS shows the en text \"Settings\"")
        ],
        nonTriggeringExamples: [
            RuleExample("Einstellungen", role: .label, locale: "de", note: "translated", source: "Settings"),
            RuleExample(
                "Color", role: .label, locale: "en-GB",
                note: "a regional variant of the source language falls back to it on purpose",
                source: "Color", state: .missing),
            RuleExample(
                "%lld. ", role: .label, locale: "de", note: "nothing to translate", source: "%lld. ", state: .new),
        ])

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// One finding per key and locale whose value is missing or in state `new`, with the text iOS
    /// shows instead (the fallback locale's, else the source language's). Skipped: the source
    /// language itself, its regional variants (`en-GB` for `en`), keys marked untranslatable and
    /// values with nothing to translate.
    public func check(_ collection: StringCollection) -> [Finding] {
        var reported: Set<LocalizedKey> = []
        return collection.strings.compactMap { string in
            guard string.locale != collection.sourceLanguage, string.state == .missing || string.state == .new,
                !collection.untranslatableKeys.contains(TableKey(table: string.table, key: string.key)),
                !Self.isRegionalVariant(string.locale, of: collection.sourceLanguage),
                Self.hasTextToTranslate(string)
            else {
                return nil
            }
            // A plural key is one finding per locale, not one per variant.
            guard reported.insert(LocalizedKey(string)).inserted else { return nil }
            let fallback = string.fallbackLocale ?? collection.sourceLanguage
            let what =
                string.state == .new ? "is not translated yet (state new)" : "has no \(string.locale) translation"
            let isVariant = string.variation?.hasPrefix("plural.") ?? false
            return Finding(
                rule: Self.description.id, severity: Self.description.defaultSeverity,
                message: "\"\(string.key)\" \(what): iOS shows the \(fallback) text \"\(string.readableValue)\"",
                key: string.key, table: string.table, locale: string.locale,
                variation: isVariant ? nil : string.variation, location: string.location,
                hig: Self.description.hig)
        }
    }

    /// Whether `locale` is a regional variant of the source language (`en-GB` of `en`): iOS falls
    /// back to the source language on purpose, and most keys need no regional spelling.
    static func isRegionalVariant(_ locale: String, of sourceLanguage: String) -> Bool {
        func language(_ identifier: String) -> Substring {
            identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(identifier)
        }
        return language(locale) == language(sourceLanguage)
    }

    /// Whether the value (with its substitutions' variants) has a letter or digit outside its
    /// format specifiers: `"%@"`, `""` and `"%lld. "` have nothing to translate.
    static func hasTextToTranslate(_ string: LocalizedString) -> Bool {
        let texts = [string.value] + string.substitutions.flatMap { $0.variants.map(\.value) }
        return texts.contains { text in
            var units = Array(text.utf16)
            for specifier in FormatSpecifier.parse(text).reversed() { units.removeSubrange(specifier.range) }
            return String(decodingUTF16: units).unicodeScalars.contains {
                CharacterSet.letters.contains($0)
            }
        }
    }
}
