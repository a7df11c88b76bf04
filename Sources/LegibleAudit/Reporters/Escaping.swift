import Foundation

/// The one place where text is escaped for XML, HTML, inline JSON and Markdown.
///
/// Every reporter that writes markup sends each piece of report data (keys, messages,
/// translations, paths) through these functions, never through ad-hoc replacements.
/// Translations are arbitrary Unicode typed by people and machines: they can hold `<`,
/// `&`, quotes, `]]>` and control characters, and none of those may break a report.
public enum Escaping {
    /// Escapes text for XML 1.0 character data (between tags).
    ///
    /// `&`, `<` and `>` become entities (so `]]>` can never appear); characters that XML 1.0
    /// forbids (C0 controls other than tab, line feed and carriage return, U+FFFE, U+FFFF)
    /// cannot be written even as character references, so they become a visible
    /// `\u{…}` notation instead of silently disappearing.
    /// - Parameter text: Any text.
    /// - Returns: Text safe between XML tags.
    public static func xmlText(_ text: String) -> String {
        escape(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\r": "&#13;"
            default: nil
            }
        }
    }

    /// Escapes text for an XML attribute value in double or single quotes.
    ///
    /// Like `xmlText(_:)`, and also escapes both quotes, and writes tab, line feed and
    /// carriage return as character references so that attribute-value normalization does
    /// not turn them into spaces.
    /// - Parameter text: Any text.
    /// - Returns: Text safe inside `attr="…"` or `attr='…'`.
    public static func xmlAttribute(_ text: String) -> String {
        escape(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&apos;"
            case "\t": "&#9;"
            case "\n": "&#10;"
            case "\r": "&#13;"
            default: nil
            }
        }
    }

    /// Escapes text for HTML, both for element content and for quoted attribute values.
    ///
    /// `&`, `<`, `>`, `"` and `'` become references; control characters that HTML does not
    /// allow become the visible `\u{…}` notation (tab, line feed and carriage return stay).
    /// - Parameter text: Any text.
    /// - Returns: Text safe in HTML content and in `attr="…"`.
    public static func html(_ text: String) -> String {
        escape(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            default: nil
            }
        }
    }

    /// Makes JSON text safe to embed in an HTML `<script>` element.
    ///
    /// `<`, `>` and `&` only occur inside JSON strings, where `\u003c` and friends mean the
    /// same thing; escaping them means `</script>` and `<!--` can never appear. U+2028 and
    /// U+2029 are escaped too, for old JavaScript parsers.
    /// - Parameter json: Valid JSON text.
    /// - Returns: The same JSON value, safe inside `<script type="application/json">`.
    public static func jsonInScript(_ json: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(json.unicodeScalars.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Escapes text for a Markdown table cell on GitHub (GFM).
    ///
    /// HTML-significant characters become entities (GitHub renders inline HTML), `|` is
    /// backslash-escaped so it does not end the cell, Markdown punctuation that would
    /// start emphasis, links or code is backslash-escaped, and line breaks become spaces.
    /// - Parameter text: Any text.
    /// - Returns: Text that reads as itself in a GFM table cell or paragraph.
    public static func markdown(_ text: String) -> String {
        escape(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "|": "\\|"
            case "\\", "`", "*", "_", "[", "]", "#", "~": "\\" + String(scalar)
            case "\n", "\r", "\t": " "
            default: nil
            }
        }
    }

    /// Wraps text in a Markdown code span that cannot be broken by the text's own
    /// backticks or pipes (for keys and paths in GFM tables).
    /// - Parameter text: Any text.
    /// - Returns: A code span such as `` `key` `` or ``` `` a`b `` ```.
    public static func markdownCode(_ text: String) -> String {
        let clean = escape(text) { scalar in
            switch scalar {
            case "|": "\\|"
            case "\n", "\r", "\t": " "
            default: nil
            }
        }
        var longest = 0
        var run = 0
        for character in clean {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = clean.hasPrefix("`") || clean.hasSuffix("`") || longest > 0 ? " " : ""
        return fence + pad + clean + pad + fence
    }

    /// Makes text safe for one line of terminal or log output.
    ///
    /// Line breaks (CR, LF, NEL, U+2028, U+2029) become spaces so that a message never
    /// starts what a parser takes for a new `path:line:column:` entry; other control
    /// characters (ESC above all, which could drive the terminal) become `\u{…}`.
    /// - Parameter text: Any text.
    /// - Returns: The text on one line, without control characters other than tab.
    public static func terminalLine(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar.value {
            case 0x0A where previousWasCR:
                continue
            case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
                out += " "
            case 0x09:
                out.unicodeScalars.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether XML 1.0 allows this character at all (production `Char`).
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Shared loop: replaces the scalars `replacement` names, and any character XML and
    /// HTML cannot carry (controls, noncharacters U+FFFE/U+FFFF, C1 controls) with `\u{…}`.
    private static func escape(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                out += replaced
            } else if !isXMLCharacter(scalar) || (0x7F...0x9F).contains(scalar.value) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
