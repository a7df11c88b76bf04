import Foundation
import LegibleText

/// The wording every reporter shares: numbers of points, size ranges,
/// a finding's position, one-line messages. Reporters use these instead of each other's helpers.
enum ReportText {
    /// "xSmall–AX5" when the sizes are a run of categories, else the list (`Format.sizes`).
    static func sizeRange(_ sizes: [String]) -> String {
        Format.sizes(named: sizes)
    }

    /// `path:line:column`, `path`, or `table:key` for a finding.
    static func position(of finding: Finding) -> String {
        if let location = finding.location { return location.description }
        let parts = [finding.table, finding.key].compactMap { $0 }
        return parts.isEmpty ? "legible" : parts.joined(separator: ":")
    }

    /// Messages go on one line, without control characters (see `Escaping.terminalLine(_:)`).
    static func oneLine(_ text: String) -> String {
        Escaping.terminalLine(text)
    }

    /// The sizes a finding fails at: "xxLarge", "xxLarge–AX5" or "Large, AX5" (`Format.sizes`),
    /// with " (Bold)" when it fails with Bold Text on only; "" without sizes.
    static func sizes(of finding: Finding) -> String {
        let all = finding.sizeCategories ?? finding.sizeCategory.map { [$0] } ?? []
        guard !all.isEmpty else { return "" }
        var text = Format.sizes(named: all)
        if finding.boldTextStates == ["on"] { text += " (Bold)" }
        return text
    }

    /// A number with at most two decimals, no trailing zeros ("120", "31.4"; `Format.points`);
    /// "0" for a value that is not finite (drawings' coordinates).
    static func number(_ value: Double) -> String {
        value.isFinite ? Format.points(value, decimals: 2) : "0"
    }

    /// "31.36 pt": points to two places (`Format.points`).
    static func points(_ value: Double) -> String {
        "\(number(value)) pt"
    }

    /// The overflow a finding is about, points, and whether it is vertical: a `vertical-clipping`
    /// finding (or one whose text fits its width but not its height) is about the height its
    /// lines need beyond the frame, the others about the width. `nil` without a measurement.
    static func overflow(of finding: Finding) -> (points: Double, vertical: Bool)? {
        guard let m = finding.measurement else { return nil }
        if let vertical = m.verticalOverflow, vertical > 0, finding.rule == "vertical-clipping" || m.overflow <= 0 {
            return (vertical, true)
        }
        return (m.overflow, false)
    }

    /// "31.4 pt", or "6 pt taller" for a vertical overflow; "" without a measurement.
    static func overflowText(of finding: Finding) -> String {
        guard let overflow = overflow(of: finding) else { return "" }
        return points(overflow.points) + (overflow.vertical ? " taller" : "")
    }
}
