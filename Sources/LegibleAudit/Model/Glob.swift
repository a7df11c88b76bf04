import Foundation

/// Shell-style key patterns for `legible.json`: `*` matches any run of characters (dots
/// included), `?` one character, `\*` and `\?` the characters themselves; everything else
/// matches itself. `tab.*` matches `tab.explore`; `*\?` matches keys ending in a question mark.
public enum Glob {
    /// Whether `pattern` matches the whole of `text`, compared by Unicode scalars (`?` is one scalar).
    public static func matches(_ pattern: String, _ text: String) -> Bool {
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
            if pi < p.count, p[pi] == "?" || same(p[pi], t[ti]) {
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
