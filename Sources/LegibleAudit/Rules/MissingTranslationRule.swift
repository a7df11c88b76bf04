import Foundation

/// `missing-translation`: every locale the app ships should have every key translated; where
/// one is missing iOS shows the development language's text, which is measured instead.
public struct MissingTranslationRule: CatalogRule {
    public static let description = RuleDescription(
        id: "missing-translation",
        name: "Missing translation",
        summary: "Every key should be translated in every locale the app ships.",
        rationale: """
            A key without a translation shows the development language's text (String Catalog state \"new\", or no \
            value at all), mixing languages on one screen. The fallback text is what gets measured for fit. Not a \
            HIG rule; a localization check (HIG-RULES.md section 5).
            """,
        category: .localization,
        defaultSeverity: .warning,
        hig: "Localization (HIG-RULES.md 5)",
        triggeringExamples: [RuleExample("Settings", role: .label, locale: "de", note: "state new: shows the English text")],
        nonTriggeringExamples: [RuleExample("Einstellungen", role: .label, locale: "de", note: "translated")])

    public init() {}

    public func check(_ collection: StringCollection) -> [Finding] {
        collection.strings.compactMap { string in
            guard string.locale != collection.sourceLanguage, string.state == .missing || string.state == .new,
                  !collection.untranslatableKeys.contains(KeyReference(table: string.table, key: string.key)) else {
                return nil
            }
            let fallback = string.fallbackLocale ?? collection.sourceLanguage
            let what = string.state == .new ? "is not translated yet (state new)" : "has no \(string.locale) translation"
            return Finding(rule: Self.description.id, severity: Self.description.defaultSeverity,
                           message: "\"\(string.key)\" \(what): iOS shows the \(fallback) text \"\(string.value)\"",
                           key: string.key, table: string.table, locale: string.locale, variation: string.variation,
                           location: string.location, hig: Self.description.hig)
        }
    }
}
