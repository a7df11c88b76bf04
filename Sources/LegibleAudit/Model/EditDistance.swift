import Foundation

/// How far apart two names are, for "did you mean …?": the one edit distance Legible uses, for
/// rule identifiers in `legible.json` and `legible rules` and for the command line's options.
public enum EditDistance {
    /// The optimal-string-alignment distance between `a` and `b`, counted in characters
    /// (grapheme clusters): insertions, deletions, substitutions and swaps of two neighbours
    /// each cost 1, and no substring is edited twice (so "ca" → "abc" is 3, not Damerau's 2).
    ///
    /// Source: "Optimal string alignment distance",
    /// <https://en.wikipedia.org/wiki/Damerau%E2%80%93Levenshtein_distance#Optimal_string_alignment_distance>.
    public static func between(_ a: String, _ b: String) -> Int {
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
