import Foundation

/// Expands the internal general entities an XML file declares in its document type
/// declaration (`<!DOCTYPE x [ <!ENTITY app "Legible"> ]>` … `Willkommen bei &app;`), for
/// `XMLTree` and `PlistXMLParser`.
///
/// Foundation's `XMLParser` on Linux drops the text of such a reference (and part of a
/// nested one) from the characters it reports, so the references are replaced by their
/// replacement text before the parser sees the file, as XML 1.0 (section 4.4.2, "Included")
/// defines. Tags keep their order and names, so the positions `XMLTreeTagScanner` finds in
/// the original text stay right; only a column after a reference on the same line moves in
/// libxml2's own error positions. Character references and the five predefined entities
/// are left to the parser; external and parameter entities are not expanded.
enum XMLEntities {
    /// Expansion beyond this many scalars (an entity that refers to itself, or "billion
    /// laughs": entities that double each other) is an error, not a hang.
    static let maximumExpansion = 1_000_000

    /// Why a file's entities cannot be expanded.
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    /// `data` with its declared internal entities expanded, or `nil` when it declares none
    /// (the common case: nothing is copied) or is not UTF-8.
    static func expanded(_ data: Data, scalars: [Unicode.Scalar]) throws -> Data? {
        guard data.count >= 2, !(data.first == 0xFF || data.first == 0xFE),
            let doctype = firstIndex(of: "<!DOCTYPE", in: scalars, from: 0)
        else { return nil }
        let (declared, end) = declarations(in: scalars, from: doctype)
        guard !declared.isEmpty else { return nil }
        var output = String.UnicodeScalarView()
        output.append(contentsOf: scalars[..<end])
        var growth = 0
        var index = end
        var quote: Unicode.Scalar?
        var inTag = false
        func copy(through terminator: String) {
            let stop =
                firstIndex(of: terminator, in: scalars, from: index).map { $0 + terminator.unicodeScalars.count }
                ?? scalars.count
            output.append(contentsOf: scalars[index..<stop])
            index = stop
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if !inTag, scalar == "<" {
                if matches("<!--", scalars, at: index) {
                    copy(through: "-->")
                    continue
                }
                if matches("<![CDATA[", scalars, at: index) {
                    copy(through: "]]>")
                    continue
                }
                if matches("<?", scalars, at: index) {
                    copy(through: "?>")
                    continue
                }
                inTag = true
            } else if inTag {
                if let open = quote {
                    if scalar == open { quote = nil }
                } else if scalar == "\"" || scalar == "'" {
                    quote = scalar
                } else if scalar == ">" {
                    inTag = false
                }
            }
            if scalar == "&", let semicolon = scalars[index...].prefix(64).firstIndex(of: ";") {
                let name = String(String.UnicodeScalarView(scalars[(index + 1)..<semicolon]))
                if declared[name] != nil {
                    var replacement = try expand(name, declared: declared, offset: index, depth: 0, growth: &growth)
                    if let open = quote {
                        // Inside an attribute value the text cannot close the value or open a tag.
                        replacement = replacement.replacingOccurrences(of: "<", with: "&lt;")
                            .replacingOccurrences(of: String(open), with: open == "\"" ? "&quot;" : "&apos;")
                    }
                    output.append(contentsOf: replacement.unicodeScalars)
                    index = semicolon + 1
                    continue
                }
            }
            output.append(scalar)
            index += 1
        }
        return Data(String(output).utf8)
    }

    /// The internal general entities declared in the document type declaration at `start`,
    /// and the offset just after it.
    private static func declarations(in scalars: [Unicode.Scalar], from start: Int) -> ([String: String], Int) {
        var declared: [String: String] = [:]
        var index = start + 9
        var depth = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if depth > 0, matches("<!--", scalars, at: index) {
                index = firstIndex(of: "-->", in: scalars, from: index).map { $0 + 3 } ?? scalars.count
                continue
            }
            if depth > 0, matches("<!ENTITY", scalars, at: index) {
                var position = index + 8
                func skipSpace() {
                    while position < scalars.count, scalars[position].properties.isWhitespace { position += 1 }
                }
                skipSpace()
                var name = String.UnicodeScalarView()
                while position < scalars.count, !scalars[position].properties.isWhitespace, scalars[position] != ">" {
                    name.append(scalars[position])
                    position += 1
                }
                skipSpace()
                if position < scalars.count, scalars[position] == "\"" || scalars[position] == "'", name.first != "%" {
                    let quote = scalars[position]
                    let valueStart = position + 1
                    let valueEnd = scalars[valueStart...].firstIndex(of: quote) ?? scalars.count
                    // The first declaration of a name binds (XML 1.0, 4.2).
                    let key = String(name)
                    if declared[key] == nil {
                        declared[key] = String(String.UnicodeScalarView(scalars[valueStart..<valueEnd]))
                    }
                    position = valueEnd
                }
                index = scalars[min(position, scalars.count)...].firstIndex(of: ">").map { $0 + 1 } ?? scalars.count
                continue
            }
            switch scalar {
            case "[": depth += 1
            case "]": depth -= 1
            case ">" where depth <= 0: return (declared, index + 1)
            default: break
            }
            index += 1
        }
        return (declared, scalars.count)
    }

    /// The replacement text of `name`, its own references to declared entities expanded.
    private static func expand(
        _ name: String, declared: [String: String], offset: Int, depth: Int,
        growth: inout Int
    ) throws -> String {
        guard depth < 16 else {
            throw Failure(
                offset: offset,
                message:
                    "the entity &\(name); refers to itself through more than 16 levels; expected entities that do not refer to themselves"
            )
        }
        let value = declared[name] ?? ""
        var result = ""
        var rest = Substring(value)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            if let semicolon = after.firstIndex(of: ";"), declared[String(after[..<semicolon])] != nil {
                result += try expand(
                    String(after[..<semicolon]), declared: declared, offset: offset, depth: depth + 1, growth: &growth)
                rest = after[after.index(after: semicolon)...]
            } else {
                result += "&"
                rest = after
            }
        }
        result += rest
        growth += result.unicodeScalars.count
        guard growth <= maximumExpansion else {
            throw Failure(
                offset: offset,
                message:
                    "the file's entities expand to more than \(maximumExpansion) characters; expected entities of a reasonable size"
            )
        }
        return result
    }

    private static func matches(_ literal: String, _ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        var position = index
        for scalar in literal.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    private static func firstIndex(of literal: String, in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard let first = literal.unicodeScalars.first else { return nil }
        var index = start
        while index < scalars.count {
            if scalars[index] == first, matches(literal, scalars, at: index) { return index }
            index += 1
        }
        return nil
    }
}
