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
            let distance = editDistance(word, target)
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

    /// The optimal-string-alignment distance between two strings, counted in characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // d[i][j] is the distance between the first i characters of a and the first j of b.
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
