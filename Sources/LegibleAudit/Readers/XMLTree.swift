import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

// A small XML tree with exact source positions, shared by the XLIFF and Interface Builder
// readers. Foundation's `XMLParser` (libxml2) checks well-formedness and decodes text and
// entities; a scanner over the same text finds where each start tag, attribute and text
// value stands, because libxml2's own `lineNumber` / `columnNumber` are reported at the end
// of a tag (and one scalar later for a self-closing tag), not where a value begins.

/// The nesting limit of the XML readers (`XMLTree` for XLIFF and Interface Builder files,
/// `PlistXMLParser` for `.stringsdict` and XML `.strings`): an element deeper than this is a
/// located error, not a stack overflow in the code that walks the tree. Real files nest a few
/// dozen levels; String Catalogs (`JSONScanner.maximumDepth`) stop at the same depth.
enum XMLNesting {
    /// The deepest element a reader accepts; the root element is at depth 1.
    static let maximumDepth = 512

    /// The most attributes one start tag may have. libxml2 (2.9) checks each attribute against
    /// all the earlier ones of its tag, so 200,000 attributes took 40 s; real files have a
    /// few dozen. Checked before libxml2 sees the file (`firstOverfullTag(in:path:)`).
    static let maximumAttributes = 1_024

    /// The message for an element opened at `maximumDepth + 1`.
    static func tooDeepMessage(element name: String) -> String {
        "<\(name)> is nested deeper than \(maximumDepth) elements; expected at most \(maximumDepth) levels of nesting"
    }

    /// An error at the first start tag with more than `maximumAttributes` attributes, found in
    /// one linear pass, or `nil`.
    static func firstOverfullTag(in scalars: [Unicode.Scalar]) -> (offset: Int, name: String, count: Int)? {
        var scanner = XMLTreeTagScanner(scalars: scalars)
        while let (name, tag) = scanner.nextStartTag() {
            if tag.attributeCount > maximumAttributes { return (tag.offset, name, tag.attributeCount) }
        }
        return nil
    }

    /// What libxml2's error `code` means, saying what was expected: the one wording of XML
    /// errors for `XMLTree` (XLIFF, Interface Builder) and `PlistXMLParser` (property lists).
    ///
    /// - Parameters:
    ///   - code: `XMLParser.ErrorCode`'s raw value (libxml2's `xmlParserErrors`).
    ///   - open: the innermost element still open, described ("</b> to close <b> opened at
    ///     line 3, column 5"), if any.
    ///   - root: the root element's name, once it has been read.
    static func errorMessage(code: Int, open: String?, root: String?) -> String {
        switch code {
        case 4:
            return "expected an XML document; the file is empty"
        case 5, 77:
            if let open { return "unexpected end of the document: expected \(open)" }
            if let root { return "expected nothing after the root element </\(root)>, found more content" }
            return "expected an XML root element"
        case 76:
            return "mismatched end tag: expected \(open ?? "a matching end tag")"
        case 73:
            return "expected '>' to end the tag"
        case 74:
            return "expected '</' to start an end tag"
        case 38:
            return "'<' is not allowed in an attribute value: expected '&lt;'"
        case 39, 40, 41, 43:
            return "expected a quoted attribute value (name=\"value\")"
        case 42:
            return "an attribute is given twice in one tag: expected each attribute once"
        case 23:
            return "expected ';' to end an entity reference"
        case 26, 27:
            return "undefined entity: expected &amp;, &lt;, &gt;, &quot;, &apos; or a character reference"
        case 9:
            return "invalid character: expected XML 1.0 characters (no control characters but tab, newline and return)"
        case 68:
            return "expected an element name after '<'"
        case 64, 65:
            return "expected an XML declaration such as <?xml version=\"1.0\"?> (or none) at the start of the file"
        case 85:
            return "the document type declaration is not well-formed: expected <!DOCTYPE name [ … ]>"
        case 45, 46:
            return "an XML comment is not closed: expected '-->'"
        case 63:
            return "a CDATA section is not closed: expected ']]>'"
        case 80:
            return "'--' is not allowed inside an XML comment: expected '-->' or text without '--'"
        case 81:
            return "the bytes are not in the encoding the file declares: expected UTF-8, or the encoding its XML "
                + "declaration names"
        case 1:
            // XML_ERR_NO_MEMORY: libxml2 reports its 10,000,000-byte limit on a document, text or
            // attribute value this way (`XML_MAX_TEXT_LENGTH`; Foundation's XMLParser does not
            // set the XML_PARSE_HUGE option that lifts it).
            return "the XML parser (libxml2) stopped: it reads a file, text or attribute value of at most "
                + "10,000,000 bytes; expected a smaller file (split it, or export fewer languages per file)"
        default:
            // libxml2's own number (`xmlParserErrors`): Foundation's `XMLParser.ErrorCode` names
            // other errors for the same numbers past the first few dozen.
            return "malformed XML (libxml2 error \(code))" + (open.map { "; expected \($0)" } ?? "")
        }
    }

    /// The encodings an XML declaration may name: those libxml2 decodes itself (values in
    /// ISO-8859-1 are right; their columns count its bytes as UTF-8 would). Others go
    /// through iconv, and libxml2 2.9 crashes (SIGSEGV in `xmlParseChunk`) on some of them,
    /// such as UTF-7 (found by fuzzing); the readers also place values by decoding the text
    /// as UTF-8 or UTF-16 themselves.
    static let supportedEncodings: Set<String> = [
        "utf-8", "utf8", "utf-16", "utf-16le", "utf-16be", "us-ascii", "ascii", "iso-8859-1", "iso_8859-1", "latin1",
    ]

    /// The encoding the XML declaration of `data` names, with its 1-based line and column,
    /// when it is not one of `supportedEncodings`. Read from the bytes, so that a file that
    /// is not valid text is checked too. (UTF-16 files name UTF-16, or nothing.)
    static func unsupportedEncoding(in data: Data) -> (line: Int, column: Int, name: String)? {
        var head = String(decoding: data.prefix(300), as: UTF8.self)
        if head.hasPrefix("\u{FEFF}") { head.removeFirst() }
        let trimmed = head.drop { $0.isWhitespace }
        guard trimmed.hasPrefix("<?xml"), let end = trimmed.range(of: "?>"),
            let key = trimmed.range(of: "encoding", range: trimmed.startIndex..<end.lowerBound)
        else { return nil }
        var rest = trimmed[key.upperBound..<end.lowerBound].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        rest = rest.dropFirst()
        let name = String(rest.prefix { $0 != quote })
        guard !supportedEncodings.contains(name.lowercased()) else { return nil }
        let before = head[..<key.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column =
            before.split(separator: "\n", omittingEmptySubsequences: false).last.map { $0.unicodeScalars.count + 1 }
            ?? 1
        return (line, column, name)
    }

    /// The message for an encoding that is not read.
    static func unsupportedEncodingMessage(_ name: String) -> String {
        "the XML declaration names the encoding \"\(name)\"; expected UTF-8, UTF-16 or ISO-8859-1"
    }

    /// The message for a start tag with too many attributes.
    static func tooManyAttributesMessage(element name: String, count: Int) -> String {
        "<\(name)> has \(count) attributes; expected at most \(maximumAttributes)"
    }
}

/// One element of a parsed XML file, with where its parts stand in the file.
///
/// Offsets count Unicode scalars from the start of the file; `XMLTreeSource.location(of:)`
/// turns them into 1-based lines and columns.
final class XMLTreeNode {
    /// The qualified name as written (`trans-unit`, `xml:space`).
    let name: String
    let attributes: [String: String]
    /// Offset of the `<` that opens the start tag.
    let tagOffset: Int
    /// Offset just after the start tag's `>`: where the element's text begins.
    let contentOffset: Int
    /// Offset of each attribute's name.
    let attributeOffsets: [String: Int]
    /// Whether the element was written as an empty-element tag (`<target/>`).
    let isEmptyTag: Bool
    private(set) var children: [XMLTreeNode] = []
    private(set) weak var parent: XMLTreeNode?
    /// Character data and child elements in document order.
    private var content: [Content] = []

    private enum Content {
        case text(String)
        case child(Int)
    }

    init(
        name: String, attributes: [String: String], tagOffset: Int, contentOffset: Int,
        attributeOffsets: [String: Int], isEmptyTag: Bool
    ) {
        self.name = name
        self.isEmptyTag = isEmptyTag
        self.attributes = attributes
        self.tagOffset = tagOffset
        self.contentOffset = contentOffset
        self.attributeOffsets = attributeOffsets
    }

    /// Where the element's text begins: after the start tag, or at the tag when it is empty.
    var valueOffset: Int { isEmptyTag ? tagOffset : contentOffset }

    /// The name without a namespace prefix (`space` for `xml:space`).
    var localName: String {
        name.split(separator: ":").last.map(String.init) ?? name
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    func append(child: XMLTreeNode) {
        child.parent = self
        content.append(.child(children.count))
        children.append(child)
    }

    func append(text: String) {
        // Taken out and appended to in place: `previous + text` copied the whole text for
        // every chunk the parser reports (quadratic for a long value full of entities).
        if case .text(var previous) = content.last {
            content.removeLast()
            previous += text
            content.append(.text(previous))
        } else {
            content.append(.text(text))
        }
    }

    /// All character data inside the element, children's included, in document order.
    var innerText: String {
        var result = ""
        for item in content {
            switch item {
            case .text(let text): result += text
            case .child(let index): result += children[index].innerText
            }
        }
        return result
    }

    /// The direct children with this (local) name.
    func children(named name: String) -> [XMLTreeNode] {
        children.filter { $0.localName == name }
    }

    /// The first direct child with this name and, if given, this `key` attribute.
    func child(named name: String, key: String? = nil) -> XMLTreeNode? {
        children.first { $0.localName == name && (key == nil || $0["key"] == key) }
    }

    /// The nearest ancestor with one of these names.
    func ancestor(named names: Set<String>) -> XMLTreeNode? {
        var node = parent
        while let current = node {
            if names.contains(current.localName) { return current }
            node = current.parent
        }
        return nil
    }

    /// Every element below this one, depth first, in document order.
    func descendants() -> [XMLTreeNode] {
        var result: [XMLTreeNode] = []
        func walk(_ node: XMLTreeNode) {
            for child in node.children {
                result.append(child)
                walk(child)
            }
        }
        walk(self)
        return result
    }
}

/// The text of an XML file as Unicode scalars, with the start of every line.
struct XMLTreeSource {
    let path: String
    let scalars: [Unicode.Scalar]
    /// Offset of the first scalar of each line; line 1 starts at 0.
    let lineStarts: [Int]

    init(path: String, data: Data) {
        self.path = path
        let text = Self.decode(data)
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(data.count)
        var starts = [0]
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if previousWasCR && scalar != "\n" { starts.append(scalars.count) }
            scalars.append(scalar)
            if scalar == "\n" { starts.append(scalars.count) }
            previousWasCR = scalar == "\r"
        }
        if previousWasCR { starts.append(scalars.count) }
        self.scalars = scalars
        self.lineStarts = starts
    }

    /// Decodes UTF-8 (with or without a byte-order mark) or UTF-16 with a byte-order mark.
    private static func decode(_ data: Data) -> String {
        let bytes = [UInt8](data.prefix(3))
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
            return String(data: data, encoding: .utf16LittleEndian).map { String($0.drop { $0 == "\u{FEFF}" }) } ?? ""
        }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            return String(data: data, encoding: .utf16BigEndian).map { String($0.drop { $0 == "\u{FEFF}" }) } ?? ""
        }
        var body = data
        if bytes.count == 3, bytes == [0xEF, 0xBB, 0xBF] { body = data.dropFirst(3) }
        return String(decoding: body, as: UTF8.self)
    }

    /// The 1-based line and column (in Unicode scalars) of an offset.
    func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(file: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }
}

/// Finds start tags and their attributes in the raw text, in document order.
///
/// `XMLParser` reports elements in document order, so the next start tag with the reported
/// name, after skipping comments, CDATA sections, processing instructions, the document
/// type declaration and end tags, is the one being reported.
struct XMLTreeTagScanner {
    struct Tag {
        var offset: Int
        var contentOffset: Int
        var attributeOffsets: [String: Int]
        var isEmptyTag: Bool
        /// Attributes written in the tag, repeated names included.
        var attributeCount = 0
    }

    private let scalars: [Unicode.Scalar]
    private var cursor = 0

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    mutating func nextStartTag(named name: String) -> Tag? {
        nextStartTag(where: { $0 == name })?.tag
    }

    /// The next start tag, whatever its name.
    mutating func nextStartTag() -> (name: String, tag: Tag)? {
        nextStartTag(where: { _ in true })
    }

    private mutating func nextStartTag(where accepts: (String) -> Bool) -> (name: String, tag: Tag)? {
        var index = cursor
        while let open = firstIndex(of: "<", from: index) {
            if matches("<!--", at: open) {
                index = end(of: "-->", from: open + 4)
            } else if matches("<![CDATA[", at: open) {
                index = end(of: "]]>", from: open + 9)
            } else if matches("<?", at: open) {
                index = end(of: "?>", from: open + 2)
            } else if matches("<!", at: open) {
                index = endOfDeclaration(from: open + 2)
            } else if matches("</", at: open) {
                index = end(of: ">", from: open + 2)
            } else {
                var position = open + 1
                var tagName = ""
                while position < scalars.count, !Self.isNameEnd(scalars[position]) {
                    tagName.unicodeScalars.append(scalars[position])
                    position += 1
                }
                let (attributes, count, contentOffset) = scanAttributes(from: position)
                if accepts(tagName) {
                    cursor = contentOffset
                    let isEmpty = contentOffset >= 2 && scalars[contentOffset - 2] == "/"
                    return (
                        tagName,
                        Tag(
                            offset: open, contentOffset: contentOffset, attributeOffsets: attributes,
                            isEmptyTag: isEmpty, attributeCount: count)
                    )
                }
                index = contentOffset
            }
        }
        return nil
    }

    private mutating func scanAttributes(from start: Int) -> ([String: Int], Int, Int) {
        var offsets: [String: Int] = [:]
        var count = 0
        var index = start
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == ">" { return (offsets, count, index + 1) }
            if scalar == "/" || Self.isSpace(scalar) {
                index += 1
                continue
            }
            let nameStart = index
            var attribute = ""
            while index < scalars.count, scalars[index] != "=", !Self.isSpace(scalars[index]), scalars[index] != ">" {
                attribute.unicodeScalars.append(scalars[index])
                index += 1
            }
            offsets[attribute] = nameStart
            count += 1
            while index < scalars.count, Self.isSpace(scalars[index]) || scalars[index] == "=" { index += 1 }
            guard index < scalars.count else { break }
            let quote = scalars[index]
            guard quote == "\"" || quote == "'" else { continue }
            index += 1
            while index < scalars.count, scalars[index] != quote { index += 1 }
            index += 1
        }
        return (offsets, count, scalars.count)
    }

    private func firstIndex(of scalar: Unicode.Scalar, from start: Int) -> Int? {
        var index = start
        while index < scalars.count {
            if scalars[index] == scalar { return index }
            index += 1
        }
        return nil
    }

    private func matches(_ literal: String, at index: Int) -> Bool {
        var position = index
        for scalar in literal.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    /// The offset just after the next `terminator`, or the end of the text.
    private func end(of terminator: String, from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            if matches(terminator, at: index) { return index + terminator.unicodeScalars.count }
            index += 1
        }
        return scalars.count
    }

    /// The end of `<!DOCTYPE …>`, whose internal subset (`[…]`) may hold `>`.
    private func endOfDeclaration(from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < scalars.count {
            switch scalars[index] {
            case "[": depth += 1
            case "]": depth -= 1
            case ">" where depth <= 0: return index + 1
            default: break
            }
            index += 1
        }
        return scalars.count
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    private static func isNameEnd(_ scalar: Unicode.Scalar) -> Bool {
        isSpace(scalar) || scalar == "/" || scalar == ">"
    }
}

/// A parsed XML file: its root element and its text.
struct XMLTree {
    let root: XMLTreeNode
    let source: XMLTreeSource

    /// The 1-based position of an offset in the file.
    func location(of offset: Int) -> SourceLocation { source.location(of: offset) }

    /// Where an attribute's name stands, or the element's start tag if the attribute is absent.
    func location(of attribute: String, in node: XMLTreeNode) -> SourceLocation {
        source.location(of: node.attributeOffsets[attribute] ?? node.tagOffset)
    }

    /// Parses `data` with `XMLParser` and records where every element stands.
    ///
    /// - Parameters:
    ///   - data: the file's bytes (UTF-8, or UTF-16 with a byte-order mark).
    ///   - path: the path that diagnostics and locations name.
    /// - Throws: a `Diagnostic` (level error) at the position libxml2 reports, saying what
    ///   was expected, when the XML is not well-formed or has no root element.
    static func parse(data: Data, path: String) throws -> XMLTree {
        let source = XMLTreeSource(path: path, data: data)
        if let encoding = XMLNesting.unsupportedEncoding(in: data) {
            throw Diagnostic(
                .error, XMLNesting.unsupportedEncodingMessage(encoding.name),
                at: SourceLocation(file: path, line: encoding.line, column: encoding.column))
        }
        if let overfull = XMLNesting.firstOverfullTag(in: source.scalars) {
            throw Diagnostic(
                .error, XMLNesting.tooManyAttributesMessage(element: overfull.name, count: overfull.count),
                at: source.location(of: overfull.offset))
        }
        let builder = XMLTreeBuilder(source: source)
        let expanded: Data?
        do {
            expanded = try XMLEntities.expanded(data, scalars: source.scalars)
        } catch let failure as XMLEntities.Failure {
            throw Diagnostic(.error, failure.message, at: source.location(of: failure.offset))
        }
        let parser = XMLParser(data: expanded ?? data)
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        builder.parser = parser
        let finished = parser.parse()
        if let error = builder.error {
            throw error
        }
        if !finished || parser.parserError != nil {
            throw builder.diagnostic(for: parser.parserError, line: parser.lineNumber, column: parser.columnNumber)
        }
        guard let root = builder.root else {
            let isEmpty = source.scalars.allSatisfy { $0.properties.isWhitespace }
            let message =
                isEmpty
                ? "expected an XML document; the file is empty" : "expected an XML root element; the file has none"
            throw Diagnostic(.error, message, at: SourceLocation(file: path, line: 1, column: 1))
        }
        return XMLTree(root: root, source: source)
    }
}

/// `XMLParser` delegate that builds the tree; used by one parse on one thread only.
private final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    let source: XMLTreeSource
    var scanner: XMLTreeTagScanner
    var root: XMLTreeNode?
    var stack: [XMLTreeNode] = []
    var error: Diagnostic?
    weak var parser: XMLParser?

    init(source: XMLTreeSource) {
        self.source = source
        self.scanner = XMLTreeTagScanner(scalars: source.scalars)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        guard error == nil else { return }
        let tag = scanner.nextStartTag(named: elementName)
        guard stack.count < XMLNesting.maximumDepth else {
            let at =
                tag.map { source.location(of: $0.offset) }
                ?? SourceLocation(
                    file: source.path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            error = Diagnostic(.error, XMLNesting.tooDeepMessage(element: elementName), at: at)
            parser.abortParsing()
            return
        }
        let fallback = source.lineStarts[min(max(parser.lineNumber - 1, 0), source.lineStarts.count - 1)]
        let node = XMLTreeNode(
            name: elementName, attributes: attributeDict, tagOffset: tag?.offset ?? fallback,
            contentOffset: tag?.contentOffset ?? fallback, attributeOffsets: tag?.attributeOffsets ?? [:],
            isEmptyTag: tag?.isEmptyTag ?? false
        )
        if let parent = stack.last {
            parent.append(child: node)
        } else if root == nil {
            root = node
        }
        stack.append(node)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        guard error == nil else { return }
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard error == nil else { return }
        stack.last?.append(text: string)
    }

    func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
        guard error == nil else { return }
        stack.last?.append(text: whitespaceString)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard error == nil else { return }
        stack.last?.append(text: String(decoding: CDATABlock, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard error == nil else { return }
        error = diagnostic(for: parseError, line: parser.lineNumber, column: parser.columnNumber)
        parser.abortParsing()
    }

    /// A diagnostic for libxml2's error, saying what was expected where that can be told.
    func diagnostic(for parseError: Error?, line: Int, column: Int) -> Diagnostic {
        let code = (parseError as NSError?)?.code ?? 0
        let location = SourceLocation(file: source.path, line: max(line, 1), column: max(column, 1))
        let open = stack.last.map { node -> String in
            let at = source.location(of: node.tagOffset)
            return "</\(node.name)> to close <\(node.name)> opened at line \(at.line), column \(at.column)"
        }
        let message = XMLNesting.errorMessage(code: code, open: open, root: root?.name)
        return Diagnostic(.error, message, at: location)
    }
}
