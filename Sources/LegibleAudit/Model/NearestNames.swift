import Foundation

/// The names near a misspelt one, for "did you mean" in messages: a rule id (`RuleRegistry`), a
/// `legible.json` field or value (`JSONNodeDecoder`).
enum NearestNames {
    /// The names of `candidates` within a few edits of `name` (at most 2, or a third of its
    /// length), closest first, then in alphabetical order.
    static func suggestions(for name: String, among candidates: [String]) -> [String] {
        let scored = candidates.map { ($0, editDistance($0, name)) }.filter { $0.1 <= max(2, name.count / 3) }
        return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
    }

    /// The Levenshtein distance between `a` and `b`, in characters: the fewest insertions,
    /// deletions and substitutions that turn one into the other.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
