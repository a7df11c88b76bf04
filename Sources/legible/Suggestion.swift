import LegibleAudit

/// Finds the declared name that a mistyped one most likely meant, for "did you mean …?".
enum Suggestion {
    /// The candidate closest to `typed`, if close enough.
    ///
    /// Names are compared without their leading dashes by optimal-string-alignment distance
    /// (insertions, deletions, substitutions, and swaps of two neighbours each cost 1). A
    /// candidate is close enough within a third of its length (at least 1); failing that,
    /// a unique candidate that starts with what was typed (`--fail` for `--fail-on`) is taken.
    /// Ties go to the earlier candidate.
    ///
    /// - Parameters:
    ///   - typed: What the user typed, such as `"--fial-on"` or `"audti"`.
    ///   - candidates: The declared names, in declaration order.
    /// - Returns: The suggestion, or `nil` if nothing is close.
    static func closest(to typed: String, among candidates: [String]) -> String? {
        let word = stripDashes(typed)
        guard !word.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let target = stripDashes(candidate)
            let distance = EditDistance.between(word, target)
            guard distance <= max(1, target.count / 3) else { continue }
            if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
        }
        if let best { return best.name }
        let extensions = candidates.filter { stripDashes($0).hasPrefix(word) }
        return extensions.count == 1 ? extensions.first : nil
    }

    private static func stripDashes(_ name: String) -> String {
        String(name.drop(while: { $0 == "-" }))
    }
}
