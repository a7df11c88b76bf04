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
        FormatSpecifier.parse(format).compactMap { specifier in
            guard let name = specifier.substitution, !name.isEmpty else { return nil }
            return FormatReference(name: name, argumentNumber: specifier.position)
        }
    }
}
