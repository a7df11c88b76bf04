import Foundation

/// A translator's size limit for a string, as XLIFF 1.2 writes it with `maxwidth` and
/// `size-unit` on a `<trans-unit>` (or on its `<group>`).
///
/// XLIFF 1.2 (`xliff-core-1.2-strict.xsd`, `AttrGroup_TextContent`): `maxwidth` is a
/// number in `size-unit`, whose default is `pixel`. Legible measures in points, so a
/// `point` or `pixel` budget (iOS points, one pixel per point at 1x) can be checked
/// against the measured width directly; `char` counts characters.
public struct WidthBudget: Hashable, Sendable, Codable {
    /// The `size-unit` values XLIFF 1.2 allows.
    public enum Unit: String, Hashable, Sendable, Codable, CaseIterable {
        case byte, char, col, cm, dlgunit, em, ex, glyph, `in`, mm, percent, pixel, point, row
    }

    /// The `maxwidth` number.
    public var value: Double
    /// The `size-unit`; `pixel` when the file does not say.
    public var unit: Unit

    /// Creates a budget of `value` in `unit` (XLIFF's default unit is `pixel`).
    public init(value: Double, unit: Unit = .pixel) {
        self.value = value
        self.unit = unit
    }
}
