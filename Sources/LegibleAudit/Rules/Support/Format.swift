import Foundation

/// Number and list formatting for rule messages: points to one decimal, whole numbers bare.
enum Format {
    /// `44` → "44", `31.36` → "31.4", `0.04` → "0.0".
    static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        if rounded == rounded.rounded() { return whole(rounded) }
        return String(format: "%.1f", rounded)
    }

    /// `0.5` → "0.5", `0.75` → "0.75".
    static func scale(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return whole(rounded) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A whole number without a decimal point, for any value: `Int(_:)` traps past 9.2e18.
    static func whole(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
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

    /// "xSmall", "xSmall–Large" (a run of consecutive categories), "Large, AX2".
    static func sizes(_ names: [String]) -> String {
        guard let first = names.first else { return "" }
        if names.count == 1 { return first }
        return "\(first)–\(names.last ?? first)"
    }
}
