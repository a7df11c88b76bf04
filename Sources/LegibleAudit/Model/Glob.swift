import Foundation

/// Shell-style key patterns for `legible.json`: `*` matches any run of characters (dots
/// included), `?` one character, `\*` and `\?` the characters themselves; everything else
/// matches itself. `tab.*` matches `tab.explore`; `*\?` matches keys ending in a question mark.
public enum Glob {
    /// Whether `pattern` matches the whole of `text`, compared by Unicode scalars (`?` is one scalar).
    public static func matches(_ pattern: String, _ text: String) -> Bool {
        // Most patterns are a literal key or a literal start and one `*` ("tab.*"), matched here
        // without building the pattern's and the text's scalars: an audit matches every string's
        // key against every element's patterns.
        let utf8 = pattern.utf8
        if let last = utf8.last, !utf8.dropLast().contains(where: { $0 == 0x2A || $0 == 0x3F || $0 == 0x5C }) {
            switch last {
            case 0x2A: return text.utf8.starts(with: utf8.dropLast())  // "literal*"
            case 0x3F, 0x5C: break  // a final "?" or "\"
            default: return text.utf8.elementsEqual(utf8)
            }
        }
        // Escaped characters become private-use stand-ins that match only themselves.
        var literal: [Unicode.Scalar: Unicode.Scalar] = [:]
        var scalars: [Unicode.Scalar] = []
        var escaping = false
        for scalar in pattern.unicodeScalars {
            if escaping {
                if scalar == "*" || scalar == "?" || scalar == "\\" {
                    let standIn = Unicode.Scalar(0xF0000 + UInt32(literal.count)) ?? scalar
                    literal[standIn] = scalar
                    scalars.append(standIn)
                } else {
                    scalars.append("\\")
                    scalars.append(scalar)
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                scalars.append(scalar)
            }
        }
        if escaping { scalars.append("\\") }
        let p = scalars
        func same(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool { a == b || literal[a] == b }
        let t = Array(text.unicodeScalars)
        var pi = 0
        var ti = 0
        var star: Int?
        var mark = 0
        while ti < t.count {
            // A `*` is always the wildcard (an escaped one is a stand-in), never a literal match
            // for a `*` in the key, which would leave the rest of the key unmatched.
            if pi < p.count, p[pi] != "*", p[pi] == "?" || same(p[pi], t[ti]) {
                pi += 1
                ti += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi
                mark = ti
                pi += 1
            } else if let s = star {
                pi = s + 1
                mark += 1
                ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
