import Foundation

/// A shell-style pattern for string keys: `*` matches any run of characters (dots included),
/// `?` one character, everything else itself. `settings.*` matches `settings.display.title`.
struct Glob: Hashable, Sendable {
    let pattern: [Character]

    init(_ pattern: String) {
        self.pattern = Array(pattern)
    }

    func matches(_ text: String) -> Bool {
        let t = Array(text)
        var p = 0, s = 0
        var star = -1, mark = 0
        while s < t.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == t[s] {
                p += 1
                s += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                mark = s
                p += 1
            } else if star >= 0 {
                p = star + 1
                mark += 1
                s = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
