import Foundation

/// A key in its strings table: what "one key" means when keys are counted or looked up
/// (`Localizable` / `settings.title`). The same key in two tables is two keys.
public struct TableKey: Hashable, Sendable, Codable, Comparable {
    /// The strings table (`Localizable`, `Main`, `InfoPlist`).
    public var table: String
    /// The localization key, as the table writes it.
    public var key: String

    /// Makes a key in `table`.
    public init(table: String, key: String) {
        self.table = table
        self.key = key
    }

    /// The key of a localized string.
    public init(_ string: LocalizedString) {
        self.init(table: string.table, key: string.key)
    }

    /// Orders by table, then key (by their Unicode scalars, so the order never depends on the locale).
    public static func < (lhs: TableKey, rhs: TableKey) -> Bool {
        (lhs.table.unicodeScalars.lexicographicallyPrecedes(rhs.table.unicodeScalars))
            || (lhs.table == rhs.table && lhs.key.unicodeScalars.lexicographicallyPrecedes(rhs.key.unicodeScalars))
    }
}
