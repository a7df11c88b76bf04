import XCTest

@testable import LegibleAudit

/// `Schemas/legible.schema.json` and the reader (`AuditConfiguration.parse`) accept the same
/// fields with the same types: each object of the schema lists exactly its Swift type's
/// `CodingKeys`; every field the schema lists, given a value of its type, is read, and given a
/// value of another type is rejected with an error naming that field; and the README's and
/// Examples' configurations pass both.
final class ConfigurationSchemaTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func schema() throws -> JSONNode {
        try JSONScanner.parse(Data(contentsOf: Self.root.appendingPathComponent("Schemas/legible.schema.json")))
    }

    /// Each object of the schema (the root, `$defs`) and the type whose `CodingKeys` the reader
    /// reads it with.
    static let types: [String: Any.Type] = [
        "": AuditConfiguration.CodingKeys.self,
        "defaultElement": ElementConfiguration.CodingKeys.self,
        "font": FontConfiguration.CodingKeys.self,
        "insets": EdgeInsets.CodingKeys.self,
        "device": AuditConfiguration.Device.CodingKeys.self,
        "samples": SampleValues.CodingKeys.self,
        "ruleSettings": RuleConfiguration.RuleSettings.CodingKeys.self,
        "screenText": ScreenText.CodingKeys.self,
        "screen": Screen.CodingKeys.self,
        "navigationBar": Screen.NavigationBar.CodingKeys.self,
        "barItem": Screen.BarItem.CodingKeys.self,
        "toolbar": Screen.Toolbar.CodingKeys.self,
        "tabBar": Screen.TabBar.CodingKeys.self,
        "tabItem": Screen.TabItem.CodingKeys.self,
        "searchBar": Screen.SearchBar.CodingKeys.self,
        "segmentedControl": Screen.SegmentedControl.CodingKeys.self,
        "segment": Screen.Segment.CodingKeys.self,
        "control": Screen.Control.CodingKeys.self,
        "pageControl": Screen.PageControl.CodingKeys.self,
        "datePicker": Screen.DatePicker.CodingKeys.self,
        "alert": Screen.Alert.CodingKeys.self,
        "alertAction": Screen.AlertAction.CodingKeys.self,
        "fixedFont": FixedFont.CodingKeys.self,
        "sourceLocation": SourceLocation.CodingKeys.self,
    ]

    // MARK: Same fields

    func testEverySchemaObjectListsItsTypesCodingKeys() throws {
        let schema = try schema()
        var objects: [String: JSONNode] = ["": schema]
        for member in schema["$defs"]?.members ?? [] {
            guard let object = SchemaWalker.objectBranch(member.value) else { continue }
            objects[member.key] = object
        }
        // `element` is `defaultElement` with a key required: the same fields.
        objects["element"] = nil
        XCTAssertEqual(
            Set(objects.keys), Set(Self.types.keys),
            "schema objects without a Swift type, or types without a schema object")
        for (name, type) in Self.types {
            let listed = Set(objects[name]?["properties"]?.members?.map(\.key) ?? [])
            let names = try XCTUnwrap(JSONNodeDecoder.caseNames(of: type), "\(type) is not CaseIterable")
            XCTAssertEqual(listed, Set(names), "fields of \(name.isEmpty ? "the top level" : name) (\(type))")
        }
    }

    func testRuleIdentifiersAndRolesAreTheCodes() throws {
        let schema = try schema()
        let rules = schema["properties"]?["rules"]?["propertyNames"]?["enum"]?.list?.compactMap(\.string)
        XCTAssertEqual(Set(rules ?? []), Set(RuleRegistry.standard.ids))
        let roles = schema["$defs"]?["defaultElement"]?["properties"]?["role"]?["enum"]?.list?.compactMap(\.string)
        XCTAssertEqual(roles, Role.allCases.map(\.rawValue))
    }

    // MARK: Same types

    /// Every field, at every depth, with a value of its schema type is read; with a value of
    /// another JSON type it is rejected by an error that names its path.
    func testEveryFieldHasTheSchemasType() throws {
        let walker = SchemaWalker(root: try schema())
        let fields = walker.fields(of: walker.root, path: [], depth: 0)
        XCTAssertGreaterThan(fields.count, 120, "the walk reaches every definition")
        var rejected = 0
        for field in fields {
            let valid = walker.document(setting: field.path, to: walker.sample(field.schema))
            do {
                _ = try AuditConfiguration.parse(Data(valid.json.utf8), file: "legible.json")
            } catch {
                XCTFail("\(field.name): the schema's sample \(valid.json) is rejected: \(error)")
                continue
            }
            guard let wrong = walker.wrongValue(field.schema) else { continue }
            let invalid = walker.document(setting: field.path, to: wrong)
            do {
                _ = try AuditConfiguration.parse(Data(invalid.json.utf8), file: "legible.json")
                XCTFail("\(field.name): a value of another type is accepted: \(invalid.json)")
            } catch let diagnostic as Diagnostic {
                XCTAssertTrue(
                    diagnostic.message.hasPrefix(field.name + ":") || diagnostic.message.hasPrefix(field.name + "["),
                    "\(field.name): \(diagnostic.message)")
                rejected += 1
            }
        }
        XCTAssertGreaterThan(rejected, 100)
    }

    // MARK: The documented configurations

    func testReadmeAndExampleConfigurationsPassSchemaAndReader() throws {
        let walker = SchemaWalker(root: try schema())
        var documents: [(String, Data)] = []
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(
            readme.components(separatedBy: "## Configuration: `legible.json`").dropFirst().first?
                .components(separatedBy: "\n## ").first)
        for (index, block) in section.components(separatedBy: "```json\n").dropFirst().enumerated() {
            let body = block.components(separatedBy: "```").first ?? ""
            // A fragment (`"screens": [...]`) is a member of the top-level object.
            let document = body.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("{") ? body : "{\(body)}"
            documents.append(("README block \(index + 1)", Data(document.utf8)))
        }
        XCTAssertEqual(documents.count, 3, "README configuration examples")
        // The examples, and the fuzzer's seed that sets every field.
        let found = ["Examples", "Fuzz/Seeds"].flatMap { folder in
            FileManager.default.enumerator(
                at: Self.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix("legible.json") } ?? []
        }
        XCTAssertEqual(found.count, 3, "Examples/Shopping, Examples/PluginExample and the fuzzer's seed")
        for url in found { documents.append((url.path, try Data(contentsOf: url))) }
        for (name, data) in documents {
            XCTAssertEqual(
                walker.validate(try JSONScanner.parse(data), against: walker.root, at: ""), [],
                "\(name) against the schema")
            do {
                let config = try AuditConfiguration.parse(data, file: name)
                XCTAssertEqual(config.diagnostics, [], "\(name): warnings")
            } catch {
                XCTFail("\(name): \(error)")
            }
        }
    }

    /// The validator finds what it should, so that its empty answers above mean something.
    func testValidatorRejectsWhatTheReaderRejects() throws {
        let walker = SchemaWalker(root: try schema())
        let bad: [(String, [String])] = [
            (
                #"{"elements": [{"key": "a", "role": "label", "insets": {"lft": 1}}]}"#,
                ["elements[0].insets.lft: not allowed"]
            ),
            (#"{"version": true}"#, ["version: expected 1"]),
            (#"{"elements": [{"role": "label"}]}"#, ["elements[0]: none of the alternatives"]),
            (#"{"rules": {"truncation": {"severity": "fatal"}}}"#, ["rules.truncation: none of the alternatives"]),
            (#"{"elements": [{"key": "a", "role": "label", "lines": 1.5}]}"#, ["elements[0].lines: expected integer"]),
            (#"{"minimumTapTarget": 0}"#, ["minimumTapTarget: not above exclusiveMinimum"]),
        ]
        for (json, expected) in bad {
            XCTAssertEqual(
                walker.validate(try JSONScanner.parse(Data(json.utf8)), against: walker.root, at: ""), expected, json)
            XCTAssertThrowsError(try AuditConfiguration.parse(Data(json.utf8), file: "l"), json)
        }
    }
}

extension JSONNode {
    init(_ value: Value) { self.init(value: value, line: 0, column: 0) }

    /// The array's elements, or `nil`.
    var list: [JSONNode]? {
        if case .array(let items) = value { return items }
        return nil
    }

    /// The number, or `nil`.
    var number: Double? {
        if case .number(let text) = value { return Double(text) }
        return nil
    }

    /// The value as JSON text.
    var json: String {
        switch value {
        case .object(let members):
            "{" + members.map { "\(JSONNode(.string($0.key)).json): \($0.value.json)" }.joined(separator: ", ") + "}"
        case .array(let items): "[" + items.map(\.json).joined(separator: ", ") + "]"
        case .string(let text):
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .number(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        }
    }

    /// This object with `key` set to `child` (replacing it if present).
    func setting(_ key: String, _ child: JSONNode) -> JSONNode {
        var members = self.members ?? []
        members.removeAll { $0.key == key }
        members.append(Member(key: key, line: 0, column: 0, value: child))
        return JSONNode(.object(members))
    }
}

/// Walks and checks JSON against `Schemas/legible.schema.json`: the subset of JSON Schema 2020-12
/// the file uses (`type`, `enum`, `const`, `properties`, `additionalProperties`, `required`,
/// `items`, `minItems`, `minimum` / `maximum` and their exclusive forms, `minLength`, `anyOf`,
/// `propertyNames`, `$ref` to `#/$defs/…`).
struct SchemaWalker {
    let root: JSONNode

    /// One field the schema lists: its path from the top level and its schema.
    struct Field {
        var path: [Step]
        var schema: JSONNode
        /// `elements[0].font.size`, as the reader's messages write it.
        var name: String {
            path.reduce("") { text, step in
                switch step {
                case .member(let key): text.isEmpty ? key : "\(text).\(key)"
                case .item: text + "[0]"
                }
            }
        }
    }

    enum Step {
        case member(String)
        case item
    }

    /// `schema` with a `$ref` replaced by its target (other keywords beside the `$ref` kept).
    func resolve(_ schema: JSONNode) -> JSONNode {
        guard let ref = schema["$ref"]?.string else { return schema }
        var target = resolve(root["$defs"]?[String(ref.dropFirst("#/$defs/".count))] ?? JSONNode(.object([])))
        for member in schema.members ?? [] where member.key != "$ref" {
            target = target.setting(member.key, member.value)
        }
        return target
    }

    /// The object form of a definition: itself when it has `properties` or
    /// `additionalProperties`, else its first `anyOf` branch that is one.
    static func objectBranch(_ schema: JSONNode) -> JSONNode? {
        if schema["properties"] != nil || schema["additionalProperties"]?.members != nil { return schema }
        for branch in schema["anyOf"]?.list ?? [] {
            if let found = objectBranch(branch) { return found }
        }
        return nil
    }

    func object(_ schema: JSONNode) -> JSONNode? { Self.objectBranch(resolve(schema)) }

    /// Every field under `schema`: objects' properties (and a sample name for
    /// `additionalProperties`), through arrays their items' fields.
    func fields(of schema: JSONNode, path: [Step], depth: Int) -> [Field] {
        guard depth < 8 else { return [] }
        let resolved = resolve(schema)
        if resolved["type"]?.string == "array", let items = resolved["items"] {
            return fields(of: items, path: path + [.item], depth: depth + 1)
        }
        guard let object = object(resolved) else { return [] }
        var found: [Field] = []
        for member in object["properties"]?.members ?? [] {
            found.append(Field(path: path + [.member(member.key)], schema: member.value))
            found += fields(of: member.value, path: path + [.member(member.key)], depth: depth + 1)
        }
        if let additional = object["additionalProperties"], additional.members != nil {
            let key = sampleName(object)
            found.append(Field(path: path + [.member(key)], schema: additional))
            found += fields(of: additional, path: path + [.member(key)], depth: depth + 1)
        }
        return found
    }

    /// A member name an object with `additionalProperties` accepts.
    func sampleName(_ object: JSONNode) -> String {
        object["propertyNames"]?["enum"]?.list?.first?.string ?? "x"
    }

    /// A valid value for `schema`: its first example, `const` or `enum` value, else a value of
    /// its type within its bounds; objects with their required fields.
    func sample(_ schema: JSONNode) -> JSONNode {
        let resolved = resolve(schema)
        if let first = resolved["examples"]?.list?.first { return first }
        if let constant = resolved["const"] { return constant }
        if let first = resolved["enum"]?.list?.first { return first }
        switch resolved["type"]?.string {
        case "string": return JSONNode(.string("x"))
        case "boolean": return JSONNode(.bool(true))
        case "integer": return JSONNode(.number(String(resolved["minimum"]?.int ?? 1)))
        case "number":
            let low = resolved["minimum"]?.number ?? resolved["exclusiveMinimum"]?.number ?? 0
            let high = resolved["maximum"]?.number ?? resolved["exclusiveMaximum"]?.number ?? low + 2
            return JSONNode(.number(String((low + high) / 2)))
        case "array": return JSONNode(.array([sample(resolved["items"] ?? JSONNode(.object([])))]))
        case "object": return minimalObject(resolved)
        default:
            if let first = resolved["anyOf"]?.list?.first { return sample(first) }
            return JSONNode(.string("x"))
        }
    }

    /// An object with the required fields (and those its first `anyOf` branch requires).
    func minimalObject(_ schema: JSONNode) -> JSONNode {
        let resolved = resolve(schema)
        var required = resolved["required"]?.list?.compactMap(\.string) ?? []
        if let branch = resolved["anyOf"]?.list?.first, branch["properties"] == nil {
            required += branch["required"]?.list?.compactMap(\.string) ?? []
        }
        var value = JSONNode(.object([]))
        for name in required {
            value = value.setting(name, sample(resolved["properties"]?[name] ?? JSONNode(.object([]))))
        }
        // An element without a role is read with a warning: give it one.
        if resolved["properties"]?["role"] != nil, resolved["properties"]?["keys"] != nil {
            value = value.setting("role", JSONNode(.string("label")))
        }
        return value
    }

    /// The JSON types a schema accepts ("string", "number", "integer", "boolean", "array",
    /// "object"); `nil` when it accepts any value.
    func types(_ schema: JSONNode) -> Set<String>? {
        let resolved = resolve(schema)
        if let type = resolved["type"]?.string { return [type] }
        if let values = resolved["enum"]?.list ?? resolved["const"].map({ [$0] }) {
            return Set(
                values.map { value in
                    switch value.value {
                    case .string: "string"
                    case .bool: "boolean"
                    case .number: "integer"
                    default: "other"
                    }
                })
        }
        if let branches = resolved["anyOf"]?.list {
            var all = Set<String>()
            for branch in branches {
                guard let some = types(branch) else { return nil }
                all.formUnion(some)
            }
            return all
        }
        return nil
    }

    /// A value of a JSON type the schema does not accept; `nil` when it accepts any.
    func wrongValue(_ schema: JSONNode) -> JSONNode? {
        guard let accepted = types(schema) else { return nil }
        if !accepted.contains("boolean") { return JSONNode(.bool(true)) }
        if !accepted.contains("string") { return JSONNode(.string("12")) }
        if !accepted.contains("integer"), !accepted.contains("number") { return JSONNode(.number("12")) }
        return JSONNode(.array([]))
    }

    /// The smallest document that sets the field at `path` to `value`, other objects on the way
    /// given their required fields.
    func document(setting path: [Step], to value: JSONNode) -> JSONNode {
        func build(_ schema: JSONNode, _ rest: ArraySlice<Step>) -> JSONNode {
            guard let step = rest.first else { return value }
            let resolved = resolve(schema)
            switch step {
            case .item:
                return JSONNode(.array([build(resolved["items"] ?? JSONNode(.object([])), rest.dropFirst())]))
            case .member(let key):
                let object = object(resolved) ?? JSONNode(.object([]))
                let child = object["properties"]?[key] ?? object["additionalProperties"] ?? JSONNode(.object([]))
                return minimalObject(object).setting(key, build(child, rest.dropFirst()))
            }
        }
        return build(root, path[...])
    }

    // MARK: Validation

    /// The problems of `value` against `schema`, each "path: what" (empty: valid).
    func validate(_ value: JSONNode, against schema: JSONNode, at path: String) -> [String] {
        let schema = resolve(schema)
        func here(_ text: String) -> [String] { [path.isEmpty ? text : "\(path): \(text)"] }
        if let branches = schema["anyOf"]?.list,
            !branches.contains(where: { validate(value, against: $0, at: path).isEmpty })
        {
            return here("none of the alternatives")
        }
        if let constant = schema["const"], !Self.same(constant, value) { return here("expected \(constant.json)") }
        if let choices = schema["enum"]?.list, !choices.contains(where: { Self.same($0, value) }) {
            return here("not one of the values")
        }
        if let type = schema["type"]?.string, !Self.has(value, type: type) { return here("expected \(type)") }
        var problems: [String] = []
        if let x = value.number {
            if let low = schema["minimum"]?.number, x < low { problems += here("below minimum") }
            if let high = schema["maximum"]?.number, x > high { problems += here("above maximum") }
            if let low = schema["exclusiveMinimum"]?.number, x <= low { problems += here("not above exclusiveMinimum") }
            if let high = schema["exclusiveMaximum"]?.number, x >= high {
                problems += here("not below exclusiveMaximum")
            }
        }
        if let text = value.string, let length = schema["minLength"]?.int, text.count < length {
            problems += here("too short")
        }
        if let items = value.list {
            if let least = schema["minItems"]?.int, items.count < least { problems += here("too few items") }
            if let itemSchema = schema["items"] {
                for (index, item) in items.enumerated() {
                    problems += validate(item, against: itemSchema, at: "\(path)[\(index)]")
                }
            }
        }
        if let members = value.members {
            for name in schema["required"]?.list?.compactMap(\.string) ?? [] where value[name] == nil {
                problems += here("missing \(name)")
            }
            for member in members {
                let memberPath = path.isEmpty ? member.key : "\(path).\(member.key)"
                if let names = schema["propertyNames"],
                    !validate(JSONNode(.string(member.key)), against: names, at: "").isEmpty
                {
                    problems.append("\(memberPath): name not allowed")
                }
                if let property = schema["properties"]?[member.key] {
                    problems += validate(member.value, against: property, at: memberPath)
                } else if let additional = schema["additionalProperties"], additional.members != nil {
                    problems += validate(member.value, against: additional, at: memberPath)
                } else if schema["additionalProperties"]?.bool == false {
                    problems.append("\(memberPath): not allowed")
                }
            }
        }
        return problems
    }

    static func has(_ value: JSONNode, type: String) -> Bool {
        switch (type, value.value) {
        case ("string", .string), ("boolean", .bool), ("number", .number), ("array", .array), ("object", .object): true
        case ("integer", .number): value.number.map { $0.rounded() == $0 } ?? false
        default: false
        }
    }

    static func same(_ a: JSONNode, _ b: JSONNode) -> Bool {
        switch (a.value, b.value) {
        case let (.string(x), .string(y)): x == y
        case let (.bool(x), .bool(y)): x == y
        case (.number, .number): a.number == b.number
        default: false
        }
    }
}
