import Foundation

/// A `%#@name@` reference to a named substitution in a format string, optionally
/// positional (`%2$#@name@`).
///
/// Source: Apple, "Localizing strings that contain plurals" — the format key refers to its
/// variables with `%#@variable@`; String Catalogs use the same form for `substitutions`.
struct FormatReference: Hashable, Sendable {
    var name: String
    /// The `N` of `%N$#@name@`, when given.
    var argumentNumber: Int?

    /// Every reference in `format`, in order. `%%` is a literal percent sign, not a reference.
    static func all(in format: String) -> [FormatReference] {
        let scalars = Array(format.unicodeScalars)
        var references: [FormatReference] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            var cursor = index + 1
            if cursor < scalars.count && scalars[cursor] == "%" {
                index = cursor + 1
                continue
            }
            var digits = ""
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) {
                digits.unicodeScalars.append(scalars[cursor])
                cursor += 1
            }
            var argument: Int?
            if !digits.isEmpty {
                guard cursor < scalars.count, scalars[cursor] == "$" else {
                    index = cursor
                    continue
                }
                argument = Int(digits)
                cursor += 1
            }
            guard cursor + 1 < scalars.count, scalars[cursor] == "#", scalars[cursor + 1] == "@" else {
                index = cursor
                continue
            }
            cursor += 2
            var name = String.UnicodeScalarView()
            while cursor < scalars.count, scalars[cursor] != "@" {
                name.append(scalars[cursor])
                cursor += 1
            }
            if cursor < scalars.count {
                references.append(FormatReference(name: String(name), argumentNumber: argument))
                cursor += 1
            }
            index = cursor
        }
        return references
    }
}
