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

    /// A size in bytes for people, in decimal units: `512` → "512 bytes", `2_345` → "2.3 kB",
    /// `4_500_000` → "4.5 MB".
    public static func bytes(_ n: Int) -> String {
        if n < 1000 { return count(n, "byte") }
        let units = ["kB", "MB", "GB", "TB"]
        var value = Double(n) / 1000
        var unit = 0
        while value >= 999.95, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        return String(format: "%.1f %@", value, units[unit])
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
        return decimal(units: (value * factor).rounded(), decimals: decimals)
            ?? trimmed(String(format: "%.\(decimals)f", rounded))
    }

    /// `units` ÷ 10^`decimals` written with `decimals` places, trailing zeros removed: what
    /// `String(format: "%.Nf")` writes for the double nearest that quotient (it is within half a
    /// unit in the last place of it, far less than half of 10^-N, so it rounds to it), without
    /// Foundation's formatter (a tenth of the rules' time on a catalog with many findings).
    /// `nil` for more than 15 digits, where the double may not be that quotient.
    private static func decimal(units: Double, decimals: Int) -> String? {
        guard abs(units) < 1e15, (1...3).contains(decimals) else { return nil }
        let scaled = Int(units)
        var divisor = 1
        for _ in 0..<decimals { divisor *= 10 }
        let magnitude = abs(scaled)
        var fraction = magnitude % divisor
        var places = decimals
        while places > 0, fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        var text = scaled < 0 ? "-" : ""
        text += String(magnitude / divisor)
        guard places > 0 else { return text }
        let digits = String(fraction)
        text += "." + String(repeating: "0", count: places - digits.count) + digits
        return text
    }

    private static func trimmed(_ formatted: String) -> String {
        var text = formatted
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

    /// `text` with its line feeds as spaces (the visible text of a cut layout, on one line):
    /// Foundation's `replacingOccurrences(of: "\n", with: " ")`, which is left out for the
    /// texts without a line feed (most of them; the search was a twentieth of a truncation
    /// finding's time).
    static func oneLine(_ text: String) -> String {
        text.utf8.contains(0x0A) ? text.replacingOccurrences(of: "\n", with: " ") : text
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
