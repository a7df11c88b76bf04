import Foundation

/// A key in its strings table, in one locale: where one localized value is looked up
/// (`Localizable` / `settings.title` / `de`), its plural or width variations aside.
struct LocalizedKey: Hashable, Sendable {
    /// The strings table (`Localizable`, `Main`, `InfoPlist`).
    var table: String
    /// The key.
    var key: String
    /// The locale identifier (`de`, `pt-BR`).
    var locale: String

    init(table: String, key: String, locale: String) {
        self.table = table
        self.key = key
        self.locale = locale
    }

    /// The table, key and locale of a localized string.
    init(_ string: LocalizedString) {
        self.init(table: string.table, key: string.key, locale: string.locale)
    }
}
