import Foundation

/// The three forms a property list comes in, told apart by its first bytes, and the one
/// way the `.strings` and `.stringsdict` readers read the XML and binary ones into
/// `PlistNode`s.
///
/// `PropertyListSerialization` reads all three forms into the same values (Apple,
/// "PropertyListSerialization", https://developer.apple.com/documentation/foundation/propertylistserialization;
/// `PropertyListSerialization.PropertyListFormat`: `.openStep`, `.xml`, `.binary`), and so
/// does iOS when it loads a `.strings` table: Xcode compiles `.strings` and `.stringsdict`
/// files to binary property lists, and translation platforms export XML ones.
/// - `binary`: the bytes start with the magic `bplist00`.
/// - `xml`: after an optional byte order mark and whitespace, the text starts with
///   `<?xml`, `<!DOCTYPE plist` or `<plist` — in UTF-8 or UTF-16 (either byte order, with
///   or without a byte order mark: UTF-16 without one is recognised by its NUL bytes).
/// - `text`: anything else — the old-style (OpenStep) `"key" = "value";` form, which
///   `StringsFileParser` reads.
enum PlistForm: String, Sendable, Equatable {
    case text
    case xml
    case binary

    /// The binary property list's magic number and format version.
    static let binaryMagic = Array("bplist00".utf8)

    /// How the XML form starts, after the byte order mark and whitespace.
    static let xmlStarts = ["<?xml", "<!DOCTYPE plist", "<plist"]

    /// The form of `data`, from its first bytes.
    static func of(_ data: Data) -> PlistForm {
        let head = [UInt8](data.prefix(256))
        if head.starts(with: binaryMagic) { return .binary }

        // The code unit size and byte order, as SourceText decodes them.
        var body = head[...]
        var unitSize = 1
        var bigEndian = false
        if head.starts(with: [0xEF, 0xBB, 0xBF]) {
            body = head[3...]
        } else if head.starts(with: [0xFF, 0xFE]) {
            unitSize = 2
            body = head[2...]
        } else if head.starts(with: [0xFE, 0xFF]) {
            unitSize = 2
            bigEndian = true
            body = head[2...]
        } else if head.count >= 2 && (head[0] == 0) != (head[1] == 0) {
            unitSize = 2  // UTF-16 without a byte order mark: ASCII has a NUL in every unit
            bigEndian = head[0] == 0
        }

        // The ASCII characters at the start, whitespace skipped; a non-ASCII unit ends them.
        var characters: [UInt8] = []
        var index = body.startIndex
        while index + unitSize <= body.endIndex && characters.count < 16 {
            let byte: UInt8
            if unitSize == 1 {
                byte = body[index]
            } else {
                let high = bigEndian ? body[index] : body[index + 1]
                byte = bigEndian ? body[index + 1] : body[index]
                guard high == 0 else { break }
            }
            index += unitSize
            guard byte < 0x80 else { break }
            if characters.isEmpty && [0x20, 0x09, 0x0A, 0x0D].contains(byte) { continue }
            characters.append(byte)
        }
        let start = String(decoding: characters, as: UTF8.self)
        return xmlStarts.contains { start.hasPrefix($0) } ? .xml : .text
    }

    /// Reads an XML property list with `PlistXMLParser` (every `<key>` and `<string>` with
    /// its line and column), or a binary one with `PropertyListSerialization` (which has no
    /// positions: every node's line and column are 0).
    ///
    /// A binary dictionary does not keep its order through `PropertyListSerialization`, so
    /// its members come sorted by key, for the same output on every run. Binary property
    /// lists cannot hold two values for one key.
    ///
    /// - Parameter data: An XML or binary property list (not the `text` form).
    /// - Returns: The root value and the XML reader's warnings (none for binary).
    /// - Throws: `PlistXMLParser.Failure`: not well-formed XML (with its position), or a
    ///   binary property list that `PropertyListSerialization` rejects (line 0).
    static func parse(_ data: Data) throws -> (PlistNode, [PlistXMLParser.Warning]) {
        guard of(data) == .binary else { return try PlistXMLParser.parse(data) }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let reason =
                (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            throw PlistXMLParser.Failure(
                line: 0, column: 0,
                message: "not a valid binary property list (PropertyListSerialization: \(reason))")
        }
        return (node(object), [])
    }

    /// A value decoded by `PropertyListSerialization` as a `PlistNode` without position;
    /// kinds other than dictionary, array and string by their XML element name.
    static func node(_ object: Any) -> PlistNode {
        let value: PlistNode.Value
        switch object {
        case let string as String:
            value = .string(string)
        case let dictionary as [String: Any]:
            value = .dict(
                dictionary.keys.sorted().map { key in
                    PlistNode.Member(key: key, line: 0, column: 0, value: node(dictionary[key]!))
                })
        case let dictionary as NSDictionary:  // keys that are not all strings
            let members = dictionary.map { (key: "\($0.key)", value: $0.value) }.sorted { $0.key < $1.key }
            value = .dict(members.map { PlistNode.Member(key: $0.key, line: 0, column: 0, value: node($0.value)) })
        case let array as [Any]:
            value = .array(array.map(node))
        case is Data:
            value = .other("data")
        case is Date:
            value = .other("date")
        case let bool as Bool where type(of: object) == Bool.self:
            value = .other(bool ? "true" : "false")
        case let number as NSNumber:
            value = .other(["f", "d"].contains(String(cString: number.objCType)) ? "real" : "integer")
        default:
            value = .other("\(type(of: object))")
        }
        return PlistNode(value: value, line: 0, column: 0)
    }
}
