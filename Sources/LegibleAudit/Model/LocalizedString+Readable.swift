import Foundation
import LegibleText

extension LocalizedString {
    /// The value as a reader would say it: each `%#@name@` replaced by its substitution's
    /// `other` variant (the form most counts take), so that messages quote "%lld followers",
    /// not `%#@FOLLOWERS@`.
    ///
    /// Nested substitutions are replaced too, a few levels deep; a name the string does not
    /// define stays as written.
    public var readableValue: String {
        var text = value
        let byName = Dictionary(substitutions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        guard !byName.isEmpty else { return text }
        for _ in 0..<4 {
            let references = FormatSpecifier.parse(text).filter { $0.substitution.map { byName[$0] != nil } ?? false }
            guard !references.isEmpty else { break }
            var units = Array(text.utf16)
            for reference in references.reversed() {
                guard let name = reference.substitution, let substitution = byName[name] else { continue }
                let variant =
                    substitution.variants.first { $0.variation == "plural.other" } ?? substitution.variants.last
                units.replaceSubrange(reference.range, with: Array((variant?.value ?? "").utf16))
            }
            text = String(decodingUTF16: units)
        }
        return text
    }
}
