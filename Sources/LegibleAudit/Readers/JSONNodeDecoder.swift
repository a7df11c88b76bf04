import Foundation

/// A `Decoder` over a `JSONNode` tree: `Decodable` types read a document `JSONScanner` parsed
/// once, and every error and warning has the path and position of the value it is about.
///
/// Stricter than `JSONDecoder`, so that a typo is never read as "not given":
/// - an object's member whose name is not one of the `CodingKey` type's keys is an error
///   ("unknown field"), with the nearest valid name when one is close (`NearestNames`' edit
///   distance) and the valid names when the key type is `CaseIterable`;
/// - a whole number (`Int`) must be written as one (`1.5` is an error), a number must be finite
///   (`1e999` is an error), `true` is not a number and `1` is not a Boolean;
/// - a `String`-backed `CaseIterable` enum names its cases when the string is none of them.
///
/// Errors are `DecodingError`s whose `debugDescription` is the message after the path
/// ("expected a whole number, found 1.5"); `JSONNodeDecoder.diagnostic(for:in:file:)` turns one
/// into a located `Diagnostic`. Types report problems that do not stop decoding with
/// `Decoder.warn(_:forKey:)`.
struct JSONNodeDecoder: Decoder {
    /// One warning a type reported while decoding.
    struct Warning: Sendable {
        /// Where: field names and array indices from the top-level value.
        var path: [JSONPathKey]
        var message: String
    }

    /// What every decoder of one document shares: the warnings so far (each once).
    final class Context {
        var warnings: [Warning] = []
        func warn(_ path: [CodingKey], _ message: String) {
            let key = path.map(JSONPathKey.init)
            guard !warnings.contains(where: { $0.path == key && $0.message == message }) else { return }
            warnings.append(Warning(path: key, message: message))
        }
    }

    let node: JSONNode
    let codingPath: [CodingKey]
    let context: Context
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Decodes a `T` from `node`, the top-level value of a document.
    ///
    /// - Returns: The value and the warnings its types reported, in document order of decoding.
    /// - Throws: `DecodingError` whose coding path leads to the value at fault.
    static func decode<T: Decodable>(_ type: T.Type, from node: JSONNode) throws -> (value: T, warnings: [Warning]) {
        let decoder = JSONNodeDecoder(node: node, codingPath: [], context: Context())
        let value = try decoder.unbox(T.self)
        return (value, decoder.context.warnings)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let members = node.members else { throw mismatch(Key.self, "an object") }
        for member in members where Key(stringValue: member.key) == nil {
            let names = Self.caseNames(of: Key.self)
            let hint =
                names.flatMap { NearestNames.suggestions(for: member.key, among: $0).first }
                .map { "; did you mean \"\($0)\"?" } ?? ""
            let list =
                names.map { "\(hint.isEmpty ? "; expected" : " Expected") one of: \($0.joined(separator: ", "))" } ?? ""
            throw Self.complete(codingPath + [JSONPathKey(member.key)], "unknown field \"\(member.key)\"\(hint)\(list)")
        }
        return KeyedDecodingContainer(Keyed<Key>(decoder: self, members: members))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = node.value else { throw mismatch([Any].self, "an array") }
        return Unkeyed(decoder: self, items: items)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(decoder: self) }

    /// A decoder for `child`, the value at `key` under this one.
    func child(_ child: JSONNode, _ key: CodingKey) -> JSONNodeDecoder {
        JSONNodeDecoder(node: child, codingPath: codingPath + [key], context: context)
    }

    // MARK: Values

    /// Decodes the value here as a `T`: scalars strictly, `String` enums by their cases, anything
    /// else through its `init(from:)`.
    func unbox<T: Decodable>(_ type: T.Type) throws -> T {
        /// `read()` as a `T` when `T` is `V`; `nil` otherwise (and `read` is not called).
        func scalar<V>(_: V.Type, _ read: () throws -> V) rethrows -> T? {
            T.self == V.self ? try read() as? T : nil
        }
        if let value = try scalar(String.self, string) { return value }
        if let value = try scalar(Bool.self, bool) { return value }
        if let value = try scalar(Double.self, number) { return value }
        if let value = try scalar(Float.self, { Float(try number()) }) { return value }
        if let value = try scalar(Int.self, { try integer(Int.self) }) { return value }
        if let value = try scalar(Int8.self, { try integer(Int8.self) }) { return value }
        if let value = try scalar(Int16.self, { try integer(Int16.self) }) { return value }
        if let value = try scalar(Int32.self, { try integer(Int32.self) }) { return value }
        if let value = try scalar(Int64.self, { try integer(Int64.self) }) { return value }
        if let value = try scalar(UInt.self, { try integer(UInt.self) }) { return value }
        if let value = try scalar(UInt8.self, { try integer(UInt8.self) }) { return value }
        if let value = try scalar(UInt16.self, { try integer(UInt16.self) }) { return value }
        if let value = try scalar(UInt32.self, { try integer(UInt32.self) }) { return value }
        if let value = try scalar(UInt64.self, { try integer(UInt64.self) }) { return value }
        if let names = Self.caseNames(of: T.self), T.self is any RawRepresentable.Type {
            let text = try string()
            guard names.contains(text) else {
                let hint =
                    NearestNames.suggestions(for: text, among: names).first.map { "; did you mean \"\($0)\"?" } ?? ""
                guard names.count > 6 else {
                    throw Self.complete(
                        codingPath, "expected \(Self.alternatives(names)), found \(Self.render(node))\(hint)")
                }
                // A long list (roles) reads better after the value: "unknown role "buton"; did you mean …".
                throw Self.complete(
                    codingPath,
                    "unknown \(noun) \(Self.render(node))\(hint.isEmpty ? ";" : "\(hint)") "
                        + "\(hint.isEmpty ? "expected" : "Expected") one of: \(names.joined(separator: ", "))")
            }
        }
        return try T(from: self)
    }

    /// What the value here is called in messages: its field's name ("role"), singular for an
    /// element of a list ("roles[0]": "role").
    var noun: String {
        guard let last = codingPath.last(where: { $0.intValue == nil })?.stringValue else { return "value" }
        return codingPath.last?.intValue != nil && last.hasSuffix("s") ? String(last.dropLast()) : last
    }

    func string() throws -> String {
        guard case .string(let text) = node.value else { throw mismatch(String.self, "a string") }
        return text
    }

    func bool() throws -> Bool {
        guard case .bool(let flag) = node.value else { throw mismatch(Bool.self, "true or false") }
        return flag
    }

    /// A finite number.
    func number() throws -> Double {
        guard case .number(let text) = node.value, let value = Double(text) else {
            throw mismatch(Double.self, "a number")
        }
        guard value.isFinite else { throw mismatch(Double.self, "a finite number") }
        return value
    }

    /// A whole number in `I`'s range, written as one (`12`, `1e3`, `12.0`; not `1.5`).
    func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        guard case .number(let text) = node.value else { throw mismatch(I.self, "a whole number") }
        if let exact = I(text) { return exact }
        guard let value = Double(text), value.isFinite, value.rounded() == value else {
            throw mismatch(I.self, "a whole number")
        }
        guard let fitting = I(exactly: value) else {
            throw mismatch(I.self, "a whole number from \(I.min) to \(I.max)")
        }
        return fitting
    }

    var isNull: Bool {
        if case .null = node.value { return true }
        return false
    }

    /// "expected `expected`, found …" at this value.
    func mismatch(_ type: Any.Type, _ expected: String) -> DecodingError {
        .typeMismatch(
            type,
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "expected \(expected), found \(Self.render(node))",
                underlyingError: Complete()))
    }

    /// Marks a decoding error whose message says all there is to say (what was found too).
    struct Complete: Error {}

    /// An error at `path` whose `message` is complete: `diagnostic(for:in:file:)` adds nothing.
    static func complete(_ path: [CodingKey], _ message: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: message, underlyingError: Complete()))
    }

    // MARK: Messages

    /// A value as a message quotes it: `"fatal"`, `1.5`, `true`, `null`, `an object`, `an array`
    /// (strings cut at 40 characters).
    static func render(_ node: JSONNode) -> String {
        switch node.value {
        case .string(let text):
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "\"\(shown)\""
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .object: return "an object"
        case .array: return "an array"
        }
    }

    /// `"a"`, `"a" or "b"`, `"a", "b" or "c"`.
    static func alternatives(_ names: [String]) -> String {
        let quoted = names.map { "\"\($0)\"" }
        guard quoted.count > 1 else { return quoted.first ?? "nothing" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }

    /// The string raw values of a `CaseIterable` type (a `CodingKeys` enum, a `String` enum), in
    /// declaration order; `nil` for other types.
    static func caseNames(of type: Any.Type) -> [String]? {
        guard let iterable = type as? any CaseIterable.Type else { return nil }
        func names<C: CaseIterable>(_: C.Type) -> [String]? {
            let all = C.allCases.map { value -> String? in
                if let key = value as? any CodingKey { return key.stringValue }
                return (value as? any RawRepresentable)?.rawValue as? String
            }
            return all.contains(nil) ? nil : all.compactMap { $0 }
        }
        return names(iterable)
    }

    /// `elements[2].insets.left`: a coding path as messages write it.
    static func describe(_ path: [CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    /// The node at `path` under `root` (the last of duplicate members, as decoding reads), and
    /// the position to report: a member's key, an array element's first character; the deepest
    /// part of `path` found.
    static func locate(_ path: [CodingKey], in root: JSONNode) -> (node: JSONNode, line: Int, column: Int) {
        var found = (node: root, line: root.line, column: root.column)
        for key in path {
            if let index = key.intValue, case let .array(items) = found.node.value, items.indices.contains(index) {
                found = (items[index], items[index].line, items[index].column)
            } else if let member = found.node.members?.last(where: { $0.key == key.stringValue }) {
                found = (member.value, member.line, member.column)
            } else {
                break
            }
        }
        return found
    }

    /// A decoding error as a located diagnostic: "`path`: `message`" at the value at fault. A
    /// type's own message about a scalar ("expected 1") gets ", found …" added, unless it quotes
    /// the value already ("(got -1)") or is `complete(_:_:)`.
    static func diagnostic(for error: DecodingError, in root: JSONNode, file: String) -> Diagnostic {
        let path: [CodingKey]
        let detail: String
        var complete = false
        switch error {
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            path = context.codingPath
            detail = context.debugDescription
            complete = context.underlyingError is Complete
        case let .keyNotFound(key, context):
            path = context.codingPath
            detail = "missing field \"\(key.stringValue)\""
        @unknown default:
            path = []
            detail = "\(error)"
        }
        let place = locate(path, in: root)
        var message = detail
        let quotes = complete || detail.contains("found ") || detail.contains("(got ")
        switch place.node.value {
        case .string, .number, .bool, .null:
            if !quotes && !path.isEmpty { message += ", found \(render(place.node))" }
        default: break
        }
        let prefix = describe(path)
        return Diagnostic(
            .error, prefix.isEmpty ? message : "\(prefix): \(message)",
            at: SourceLocation(file: file, line: place.line, column: place.column))
    }

    // MARK: Containers

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: JSONNodeDecoder
        /// Members by name; the last of duplicates, as JSON parsers keep.
        let values: [String: JSONNode]
        let allKeys: [Key]
        var codingPath: [CodingKey] { decoder.codingPath }

        init(decoder: JSONNodeDecoder, members: [JSONNode.Member]) {
            self.decoder = decoder
            var values: [String: JSONNode] = [:]
            var keys: [Key] = []
            for member in members {
                if values.updateValue(member.value, forKey: member.key) == nil, let key = Key(stringValue: member.key) {
                    keys.append(key)
                }
            }
            self.values = values
            self.allKeys = keys
        }

        func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

        func value(_ key: Key) throws -> JSONNodeDecoder {
            guard let node = values[key.stringValue] else {
                throw DecodingError.keyNotFound(
                    key,
                    DecodingError.Context(
                        codingPath: codingPath, debugDescription: "missing field \"\(key.stringValue)\""))
            }
            return decoder.child(node, key)
        }

        func decodeNil(forKey key: Key) throws -> Bool { try value(key).isNull }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decode(type, key) }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(type as Bool.Type, key) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(type as String.Type, key) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(type as Double.Type, key) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(type as Float.Type, key) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(type as Int.Type, key) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(type as Int8.Type, key) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(type as Int16.Type, key) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(type as Int32.Type, key) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(type as Int64.Type, key) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(type as UInt.Type, key) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(type as UInt8.Type, key) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(type as UInt16.Type, key) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(type as UInt32.Type, key) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(type as UInt64.Type, key) }

        private func decode<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
            let child = try value(key)
            if child.isNull {
                throw DecodingError.valueNotFound(
                    T.self,
                    DecodingError.Context(
                        codingPath: child.codingPath, debugDescription: "expected a value, found null"))
            }
            return try child.unbox(T.self)
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try value(key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try value(key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> any Decoder { try value(key) }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: JSONNodeDecoder
        let items: [JSONNode]
        var currentIndex = 0
        var codingPath: [CodingKey] { decoder.codingPath }
        var count: Int? { items.count }
        var isAtEnd: Bool { currentIndex >= items.count }

        init(decoder: JSONNodeDecoder, items: [JSONNode]) {
            self.decoder = decoder
            self.items = items
        }

        mutating func next() throws -> JSONNodeDecoder {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(
                    Any.self,
                    DecodingError.Context(
                        codingPath: codingPath + [JSONPathKey(currentIndex)], debugDescription: "expected more values"))
            }
            defer { currentIndex += 1 }
            return decoder.child(items[currentIndex], JSONPathKey(currentIndex))
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, case .null = items[currentIndex].value else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeNext(type) }
        mutating func decode(_ type: Bool.Type) throws -> Bool { try decodeNext(type) }
        mutating func decode(_ type: String.Type) throws -> String { try decodeNext(type) }
        mutating func decode(_ type: Double.Type) throws -> Double { try decodeNext(type) }
        mutating func decode(_ type: Float.Type) throws -> Float { try decodeNext(type) }
        mutating func decode(_ type: Int.Type) throws -> Int { try decodeNext(type) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeNext(type) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeNext(type) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeNext(type) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeNext(type) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeNext(type) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeNext(type) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeNext(type) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeNext(type) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeNext(type) }

        private mutating func decodeNext<T: Decodable>(_ type: T.Type) throws -> T {
            let child = try next()
            if child.isNull {
                throw DecodingError.valueNotFound(
                    T.self,
                    DecodingError.Context(
                        codingPath: child.codingPath, debugDescription: "expected a value, found null"))
            }
            return try child.unbox(T.self)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type
        ) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try next().container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
        mutating func superDecoder() throws -> any Decoder { try next() }
    }

    struct Single: SingleValueDecodingContainer {
        let decoder: JSONNodeDecoder
        var codingPath: [CodingKey] { decoder.codingPath }
        func decodeNil() -> Bool { decoder.isNull }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.unbox(T.self) }
        func decode(_ type: Bool.Type) throws -> Bool { try decoder.unbox(type) }
        func decode(_ type: String.Type) throws -> String { try decoder.unbox(type) }
        func decode(_ type: Double.Type) throws -> Double { try decoder.unbox(type) }
        func decode(_ type: Float.Type) throws -> Float { try decoder.unbox(type) }
        func decode(_ type: Int.Type) throws -> Int { try decoder.unbox(type) }
        func decode(_ type: Int8.Type) throws -> Int8 { try decoder.unbox(type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try decoder.unbox(type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try decoder.unbox(type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try decoder.unbox(type) }
        func decode(_ type: UInt.Type) throws -> UInt { try decoder.unbox(type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.unbox(type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.unbox(type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.unbox(type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.unbox(type) }
    }
}

/// A field name or an array index in a path through a JSON document.
struct JSONPathKey: CodingKey, Hashable, Sendable {
    var stringValue: String
    var intValue: Int?

    init(_ name: String) { stringValue = name }
    init(_ index: Int) {
        stringValue = String(index)
        intValue = index
    }
    init(_ key: CodingKey) {
        stringValue = key.stringValue
        intValue = key.intValue
    }
    init(stringValue: String) { self.init(stringValue) }
    init(intValue: Int) { self.init(intValue) }
}

extension Decoder {
    /// Reports a problem that does not stop decoding (a field that has no effect, a default
    /// taken), at the value being decoded or its member `key`. Only `JSONNodeDecoder` keeps
    /// warnings; other decoders ignore them.
    func warn(_ message: String, forKey key: CodingKey? = nil) {
        guard let decoder = self as? JSONNodeDecoder else { return }
        decoder.context.warn(decoder.codingPath + (key.map { [$0] } ?? []), message)
    }
}
