import Foundation

/// A text shown on a `Screen`: a key of the app's string tables (resolved to each locale's value
/// by the engine) or literal text (the same in every locale).
///
/// In `legible.json` a bare string is a key (`"title": "settings.title"`); an object names either
/// `{"key": "settings.title", "table": "Settings"}` or `{"text": "Cancel"}`. String Catalog keys are
/// often the source text itself, so a bare string reads naturally either way.
public enum ScreenText: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A key of a string table (`nil` table: any table, `Localizable` first).
    case key(String, table: String? = nil)
    /// Text as written, not looked up.
    case literal(String)

    enum CodingKeys: String, CodingKey, CaseIterable { case key, table, text }

    /// Decodes the `legible.json` form; omitted fields take their defaults.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let key = try? single.decode(String.self) {
            self = .key(key)
            return
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let text = try c.decodeIfPresent(String.self, forKey: .text) {
            self = .literal(text)
        } else if let key = try c.decodeIfPresent(String.self, forKey: .key) {
            self = .key(key, table: try c.decodeIfPresent(String.self, forKey: .table))
        } else {
            throw DecodingError.dataCorruptedError(
                forKey: .key, in: c, debugDescription: "expected a key (\"key\") or literal text (\"text\")")
        }
    }

    /// Encodes in the form `init(from:)` reads.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case let .key(key, table):
            if let table {
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encode(key, forKey: .key)
                try c.encode(table, forKey: .table)
            } else {
                var single = encoder.singleValueContainer()
                try single.encode(key)
            }
        case let .literal(text):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(text, forKey: .text)
        }
    }

    /// The key, when this is one.
    public var key: String? {
        if case let .key(key, _) = self { return key }
        return nil
    }

    /// The literal text, when this is literal.
    public var literal: String? {
        if case let .literal(text) = self { return text }
        return nil
    }

    /// `“Cancel”` for literals, `key settings.title` for keys.
    public var description: String {
        switch self {
        case let .key(key, table): table.map { "key \($0):\(key)" } ?? "key \(key)"
        case let .literal(text): "“\(text)”"
        }
    }
}
