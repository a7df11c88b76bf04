import Foundation

/// The names near a misspelt one, for "did you mean" in messages: a rule id (`RuleRegistry`), a
/// `legible.json` field or value (`JSONNodeDecoder`).
enum NearestNames {
    /// The names of `candidates` within a few edits of `name` (at most 2, or a third of its
    /// length), closest first, then in alphabetical order.
    static func suggestions(for name: String, among candidates: [String]) -> [String] {
        let scored = candidates.map { ($0, EditDistance.between($0, name)) }.filter { $0.1 <= max(2, name.count / 3) }
        return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
    }
}
