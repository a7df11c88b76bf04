import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A property-list value read from XML, with the position of its text.
struct PlistNode: Sendable {
    /// One `<key>` and its value in a `<dict>`.
    struct Member: Sendable {
        var key: String
        /// Position of the key text's first character (0 in a binary property list).
        var line: Int
        var column: Int
        var value: PlistNode
    }

    enum Value: Sendable {
        case dict([Member])
        case array([PlistNode])
        case string(String)
        /// Any other element (`integer`, `real`, `true`, `false`, `date`, `data`), by name.
        case other(String)
    }

    var value: Value
    /// For a `<string>`: its first character, just after `<string>`; otherwise the element's `>`.
    /// Both 0 for a node decoded from a binary property list (`PlistForm.node`), which has no lines.
    var line: Int
    var column: Int

    var members: [Member]? {
        if case .dict(let members) = value { return members }
        return nil
    }

    var string: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    /// The value of the last member named `key`.
    subscript(key: String) -> PlistNode? {
        members?.last { $0.key == key }?.value
    }

    var kindDescription: String {
        switch value {
        case .dict: "a <dict>"
        case .array: "an <array>"
        case .string: "a <string>"
        case .other(let name): "\(name.first.map { "aeiou".contains($0) } == true ? "an" : "a") <\(name)>"
        }
    }
}

/// Reads an XML property list into `PlistNode`s with `XMLParser` (libxml2 on Linux), so
/// that every `<key>` and `<string>` has its line and column.
///
/// `XMLParser` reports, when an element starts, the position of the start tag's `>`; the
/// text starts just after it. The reported position is checked against the decoded text
/// and corrected when the tag spans lines. Source: Apple, "Property List Programming
/// Guide" (XML property lists, the `PropertyList-1.0.dtd` elements).
struct PlistXMLParser {
    /// Not well-formed XML, or not a property list.
    struct Failure: Error, Sendable, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// A problem that does not stop reading.
    struct Warning: Sendable, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// Parses `data` as an XML property list.
    ///
    /// - Returns: The root value (the `<plist>` element's child) and warnings.
    /// - Throws: `Failure` at the first XML error or when there is no `<plist>` root value.
    static func parse(_ data: Data) throws -> (PlistNode, [Warning]) {
        let text = SourceText(data: data)
        if let encoding = XMLNesting.unsupportedEncoding(in: data) {
            throw Failure(
                line: encoding.line, column: encoding.column,
                message: XMLNesting.unsupportedEncodingMessage(encoding.name))
        }
        if let text, let overfull = XMLNesting.firstOverfullTag(in: text.scalars) {
            let position = text.position(at: overfull.offset)
            throw Failure(
                line: position.line, column: position.column,
                message: XMLNesting.tooManyAttributesMessage(element: overfull.name, count: overfull.count))
        }
        let builder = Builder(text: text)
        var expanded: Data?
        if let text {
            do {
                expanded = try XMLEntities.expanded(data, scalars: text.scalars)
            } catch let failure as XMLEntities.Failure {
                let position = text.position(at: failure.offset)
                throw Failure(line: position.line, column: position.column, message: failure.message)
            }
        }
        var controlWarnings: [Warning] = []
        if let text, let stand = ControlCharacters.standIns(in: expanded ?? data, text: text) {
            // CFPropertyList reads a C0 control character inside a <string> as part of the text
            // (its XML reader copies the bytes between tags as they are: parseStringTag in
            // CoreFoundation's CFPropertyList.c), where libxml2 stops at it. Each is read as iOS
            // reads it, with a warning at its place.
            expanded = stand.data
            builder.restoresControlCharacters = true
            controlWarnings = stand.positions.map {
                Warning(line: $0.line, column: $0.column, message: ControlCharacters.message($0.scalar))
            }
        }
        let parser = XMLParser(data: expanded ?? data)
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        let succeeded = parser.parse()
        if let failure = builder.failure { throw failure }
        if !succeeded {
            let error = parser.parserError.map { "\($0)" } ?? "unknown error"
            throw Failure(
                line: parser.lineNumber, column: parser.columnNumber, message: "not well-formed XML: \(error)")
        }
        guard let root = builder.root else {
            throw Failure(
                line: 1, column: 1, message: "no <plist> element with a value; expected <plist><dict>…</dict></plist>")
        }
        return (root, controlWarnings + builder.warnings)
    }

    /// The `XMLParser` delegate that builds the tree. Used by one parse on one thread.
    private final class Builder: NSObject, XMLParserDelegate {
        struct Frame {
            var name: String
            var line: Int
            var column: Int
            var text = ""
            var members: [PlistNode.Member] = []
            var elements: [PlistNode] = []
            var pendingKey: (key: String, line: Int, column: Int)?
        }

        let text: SourceText?
        var stack: [Frame] = []
        var root: PlistNode?
        var failure: Failure?
        var warnings: [Warning] = []
        /// Whether the root element has been closed.
        var sawRoot = false
        /// Whether the text holds `ControlCharacters`' stand-ins, which keys and strings turn back
        /// into the control characters they stand for.
        var restoresControlCharacters = false

        init(text: SourceText?) {
            self.text = text
        }

        /// The position of an element's text: just after the `>` that `XMLParser` reports.
        func contentPosition(_ parser: XMLParser) -> (Int, Int) {
            let line = parser.lineNumber
            let column = parser.columnNumber
            guard let text else { return (line, column + 1) }
            let scalars = Array(text.line(line))
            let index = column - 1
            if index >= 0 && index < scalars.count {
                if scalars[index] == ">" { return (line, column + 1) }
                if scalars[index] == "/" {  // <string/>: point at its '<'
                    if let open = scalars[..<index].lastIndex(of: "<") { return (line, open + 1) }
                }
            }
            if let close = scalars[..<min(max(index, 0), scalars.count)].lastIndex(of: ">") {
                return (line, close + 2)
            }
            return (line, column + 1)
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            guard failure == nil else { return }
            let (line, column) = contentPosition(parser)
            guard stack.count < XMLNesting.maximumDepth else {
                failure = Failure(line: line, column: column, message: XMLNesting.tooDeepMessage(element: elementName))
                parser.abortParsing()
                return
            }
            switch elementName {
            case "plist", "dict", "array", "key", "string", "integer", "real", "true", "false", "date", "data":
                break
            default:
                warnings.append(
                    Warning(
                        line: line, column: column, message: "unexpected element <\(elementName)> in a property list"))
            }
            stack.append(Frame(name: elementName, line: line, column: column))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard failure == nil, !stack.isEmpty else { return }
            stack[stack.count - 1].text +=
                restoresControlCharacters ? ControlCharacters.restored(string) : string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            guard failure == nil, !stack.isEmpty else { return }
            let text = String(decoding: CDATABlock, as: UTF8.self)
            stack[stack.count - 1].text += restoresControlCharacters ? ControlCharacters.restored(text) : text
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            guard failure == nil, let frame = stack.popLast() else { return }
            if stack.isEmpty { sawRoot = true }
            if let pending = frame.pendingKey {
                warnings.append(
                    Warning(
                        line: pending.line, column: pending.column,
                        message: "<key>\(pending.key)</key> has no value; expected a value element after it"))
            }
            if frame.name == "key" {
                guard !stack.isEmpty, stack[stack.count - 1].name == "dict" else {
                    warnings.append(Warning(line: frame.line, column: frame.column, message: "<key> outside a <dict>"))
                    return
                }
                if let pending = stack[stack.count - 1].pendingKey {
                    warnings.append(
                        Warning(
                            line: pending.line, column: pending.column,
                            message: "<key>\(pending.key)</key> has no value; expected a value element after it"))
                }
                stack[stack.count - 1].pendingKey = (frame.text, frame.line, frame.column)
                return
            }
            let node: PlistNode
            switch frame.name {
            case "dict": node = PlistNode(value: .dict(frame.members), line: frame.line, column: frame.column)
            case "array": node = PlistNode(value: .array(frame.elements), line: frame.line, column: frame.column)
            case "string": node = PlistNode(value: .string(frame.text), line: frame.line, column: frame.column)
            case "plist":
                root = frame.elements.first
                return
            default: node = PlistNode(value: .other(frame.name), line: frame.line, column: frame.column)
            }
            guard !stack.isEmpty else {
                root = node  // a property list without the <plist> wrapper
                return
            }
            let parent = stack.count - 1
            switch stack[parent].name {
            case "dict":
                if let pending = stack[parent].pendingKey {
                    stack[parent].members.append(
                        PlistNode.Member(key: pending.key, line: pending.line, column: pending.column, value: node))
                    stack[parent].pendingKey = nil
                } else {
                    warnings.append(
                        Warning(
                            line: frame.line, column: frame.column,
                            message: "\(node.kindDescription) in a <dict> without a <key> before it"))
                }
            default:
                stack[parent].elements.append(node)
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard failure == nil else { return }
            let line = parser.lineNumber
            let column = parser.columnNumber
            var message = "not well-formed XML"
            let code = (parseError as NSError).code
            if let scalars = text.map({ Array($0.line(line)) }), column >= 1, column <= scalars.count {
                let scalar = scalars[column - 1]
                if scalar.value < 0x20 && scalar != "\t" {
                    message += String(
                        format:
                            ": U+%04X is a control character, which XML 1.0 does not allow; expected text or a closing tag",
                        scalar.value)
                    failure = Failure(line: line, column: column, message: message)
                    parser.abortParsing()
                    return
                }
            }
            let open = stack.last.map {
                "</\($0.name)> to close <\($0.name)> opened at line \($0.line), column \(max($0.column - $0.name.count - 2, 1))"
            }
            message += ": " + XMLNesting.errorMessage(code: code, open: open, root: sawRoot ? "plist" : nil)
            failure = Failure(line: line, column: column, message: message)
            parser.abortParsing()
        }
    }
}

/// C0 control characters in an XML property list, which XML 1.0 forbids
/// (https://www.w3.org/TR/xml/#charsets) and libxml2 stops at, but which iOS's reader,
/// CFPropertyList, keeps as part of a string: its `parseStringTag` copies the bytes between a
/// `<string>`'s tags without checking them (swift-corelibs-foundation,
/// `CoreFoundation/Parsing.subproj/CFPropertyList.c`, the same parser as Apple's).
///
/// So that libxml2 reads such a file as iOS does, each control character is replaced by a
/// stand-in from the Private Use Area (U+E000 plus its value) before parsing and turned back
/// after; a file that already holds one of those stand-ins is left to fail as before.
enum ControlCharacters {
    /// A control character found, with its 1-based line and column.
    struct Position: Sendable, Equatable {
        var scalar: Unicode.Scalar
        var line: Int
        var column: Int
    }

    /// The first stand-in: U+E000 stands for U+0000, U+E01F for U+001F.
    static let standInBase: UInt32 = 0xE000

    /// Whether XML 1.0 forbids `scalar`: a C0 control other than tab, line feed and carriage return.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r"
    }

    /// `data` (UTF-8) with its forbidden control characters replaced by stand-ins, and where
    /// they are in `text`; `nil` when it has none, is not UTF-8, or already holds a stand-in.
    static func standIns(in data: Data, text: SourceText) -> (data: Data, positions: [Position])? {
        guard text.encoding == .utf8, data.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D })
        else { return nil }
        var positions: [Position] = []
        for (offset, scalar) in text.scalars.enumerated() {
            if (standInBase..<standInBase + 0x20).contains(scalar.value) { return nil }
            if isForbidden(scalar) {
                let position = text.position(at: offset)
                positions.append(Position(scalar: scalar, line: position.line, column: position.column))
            }
        }
        guard !positions.isEmpty else { return nil }
        var output = Data()
        output.reserveCapacity(data.count + 2 * positions.count)
        for byte in data {
            // In UTF-8 a byte below 0x80 is always a character of its own.
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                // U+E000 + byte in UTF-8: EE 80 (80 + byte).
                output.append(contentsOf: [0xEE, 0x80, 0x80 + byte])
            } else {
                output.append(byte)
            }
        }
        return (output, positions)
    }

    /// `string` with its stand-ins turned back into the control characters they stand for.
    static func restored(_ string: String) -> String {
        guard string.unicodeScalars.contains(where: { (standInBase..<standInBase + 0x20).contains($0.value) }) else {
            return string
        }
        var scalars = String.UnicodeScalarView()
        for scalar in string.unicodeScalars {
            if (standInBase..<standInBase + 0x20).contains(scalar.value),
                let control = Unicode.Scalar(scalar.value - standInBase)
            {
                scalars.append(control)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// The warning for a control character at its place.
    static func message(_ scalar: Unicode.Scalar) -> String {
        String(
            format:
                "U+%04X is a control character, which XML 1.0 does not allow; iOS's property-list reader "
                + "(CFPropertyList) keeps it as part of the string, so it is read here as iOS reads it. "
                + "Remove it: it shows as nothing or as a missing-glyph box, and other XML tools reject the file",
            scalar.value)
    }
}
