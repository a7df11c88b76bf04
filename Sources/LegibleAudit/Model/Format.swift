import Foundation
import LegibleText

/// Numbers, size categories and lists as Legible writes them: the one place rules' messages and
/// reporters format points, scales and runs of Dynamic Type sizes, so that a message and a
/// report column say the same figure the same way.
///
/// It lives in the model, below the rules and the reporters, so both can use it; the CLI uses
/// `count(_:_:plural:)` for its own messages.
public enum Format {
    /// A count and its noun, as every message and report writes them: "1 file", "2 files",
    /// "3 entries".
    ///
    /// English only, as all of Legible's messages are.
    ///
    /// - Parameters:
    ///   - n: The count.
    ///   - noun: The noun for one (`"file"`).
    ///   - plural: The noun for any other count, when it is not `noun` + "s" (`"entries"`).
    /// - Returns: `n`, a space, and `noun` when `n` is 1, else `plural` (default `noun` + "s").
    public static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(n) \(n == 1 ? noun : plural ?? noun + "s")"
    }

    /// Points rounded to `decimals` places without trailing zeros: `44` → "44", `31.36` → "31.4"
    /// (`decimals: 2`: "31.36"). A positive value that would round to 0 gets one more place
    /// (`0.04` → "0.04"), so that an overflow is never written as "0".
    static func points(_ value: Double) -> String { points(value, decimals: 1) }

    /// `points(_:)` to `decimals` places.
    static func points(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        let factor = pow(10, Double(decimals))
        let rounded = (value * factor).rounded() / factor
        if value > 0, rounded == 0, decimals < 3 { return points(value, decimals: decimals + 1) }
        if rounded == rounded.rounded() { return whole(rounded) }
        var text = String(format: "%.\(decimals)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A scale factor to two places without trailing zeros: `0.5` → "0.5", `0.754` → "0.75".
    static func scale(_ value: Double) -> String {
        points(value, decimals: 2)
    }

    /// A whole number without a decimal point, for any value: `Int(_:)` traps past 9.2e18.
    static func whole(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == 0 { return "0" }
        return abs(value) < 1e15 ? String(Int(value)) : String(format: "%.0f", value)
    }

    /// “text” in typographic quotes.
    static func quoted(_ text: String) -> String { "“\(text)”" }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
        }
    }

    /// Size categories as a run or a list: "Large"; "xLarge–AX5" or "AX4–AX5" for consecutive
    /// categories of the Dynamic Type table (`ContentSizeCategory.allCases`); otherwise a comma
    /// list, "Large, AX5".
    ///
    /// - Parameter sizes: The categories, smallest first, each once.
    static func sizes(_ sizes: [ContentSizeCategory]) -> String {
        guard let first = sizes.first, let last = sizes.last else { return "" }
        let consecutive = sizes.enumerated().allSatisfy { $0.element.index == first.index + $0.offset }
        if sizes.count > 1, consecutive { return "\(first.name)–\(last.name)" }
        return sizes.map(\.name).joined(separator: ", ")
    }

    /// `sizes(_:)` for categories given by name (`"Large"`, `"AX2"`), as findings and summaries
    /// hold them; a name that is no category keeps its place in a comma list.
    static func sizes(named names: [String]) -> String {
        let categories = names.compactMap { ContentSizeCategory(name: $0) }
        guard categories.count == names.count else { return names.joined(separator: ", ") }
        return sizes(categories)
    }
}
