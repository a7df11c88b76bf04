import Foundation

/// `stale-translation`: a translation marked `needs_review` or `stale` (the source changed
/// after it was translated) may no longer say what the source says.
public struct StaleTranslationRule: CatalogRule {
    /// The `stale-translation` rule (category localization, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on Apple's documentation page:
    /// - Localizing and varying text with a string catalog:
    ///   https://developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog
    public static let description = RuleDescription(
        id: "stale-translation",
        name: "Stale translation",
        summary: "Translations marked needs_review or stale should be reviewed before release.",
        rationale: """
            Xcode marks a translation stale when its source string changed or disappeared, and needs_review when \
            someone asked for a second look: it may show outdated or wrong text. Not a HIG rule; a \
            localization check (Xcode's String Catalog states).
            """,
        category: .localization,
        defaultSeverity: .warning,
        hig: [.stringCatalogs],
        triggeringExamples: [
            RuleExample(
                "Alte Übersetzung", role: .label, locale: "de", note: "state stale", source: "New wording",
                state: .stale,
                message: "\"Alte Übersetzung\" (de) is marked stale: review it against the source")
        ],
        nonTriggeringExamples: [
            RuleExample("Neue Übersetzung", role: .label, locale: "de", note: "state translated", source: "New wording")
        ])

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// One finding per string whose translation state is `stale` or `needs_review`, at the
    /// string's location.
    public func check(_ collection: StringCollection) -> [Finding] {
        collection.strings.compactMap { string in
            guard string.state == .stale || string.state == .needsReview else { return nil }
            return Finding(
                rule: Self.description.id, severity: Self.description.defaultSeverity,
                message:
                    "\"\(string.value)\" (\(string.locale)) is marked \(string.state.rawValue): review it against the source",
                key: string.key, table: string.table, locale: string.locale, variation: string.variation,
                location: string.location, hig: Self.description.hig)
        }
    }
}
