import Foundation

/// A JSON value with the position of its first character, as `JSONScanner` reads it.
///
/// `JSONDecoder` gives no positions, and diagnostics and findings must point at the exact
/// value in a String Catalog, so catalogs are read into this tree instead. Positions are
/// 1-based; columns count Unicode scalars. A string's position is that of its first
/// character, just inside the opening quote; other values start at their first character.
struct JSONNode: Sendable {
    /// One `"key": value` pair of an object, in file order (duplicates are kept).
    struct Member: Sendable {
        var key: String
        /// Position of the key's first character, just inside its opening quote.
        var line: Int
        var column: Int
        var value: JSONNode
    }

    enum Value: Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        /// The number as written (`1`, `-2.5e3`).
        case number(String)
        case bool(Bool)
        case null
    }

    var value: Value
    var line: Int
    var column: Int

    /// The object's members, or `nil` if this is not an object.
    var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The string, or `nil` if this is not a string.
    var string: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    /// The Boolean, or `nil` if this is not `true` or `false`.
    var bool: Bool? {
        if case .bool(let bool) = value { return bool }
        return nil
    }

    /// The number as an integer, or `nil` if this is not an integral number.
    var int: Int? {
        if case .number(let text) = value { return Int(text) }
        return nil
    }

    /// The value of the last member named `key` (JSON parsers keep the last of duplicates),
    /// or `nil` if this is not an object or has no such member.
    subscript(key: String) -> JSONNode? {
        members?.last { $0.key == key }?.value
    }

    /// What kind of value this is, for messages: "an object", "a string" …
    var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a Boolean"
        case .null: "null"
        }
    }
}
