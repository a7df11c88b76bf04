/// Lengths as the text core accepts them, and the conversions that stay safe for any value.
public enum MeasurementLimits {
    /// The largest point size, width, height or tap target accepted where a value enters
    /// (legible.json, command-line options), in points: far beyond any screen (a 13-inch
    /// iPad is 1,032 pt wide) and small enough that sums and products of lengths stay
    /// finite and whole numbers of them convert to `Int`.
    public static let maximumPoints = 100_000.0

    /// Whether `value` is a length the measurer accepts: finite, at least `minimum` and at
    /// most `maximumPoints`.
    public static func accepts(_ value: Double, minimum: Double = 0, inclusive: Bool = true) -> Bool {
        value.isFinite && (inclusive ? value >= minimum : value > minimum) && value <= maximumPoints
    }
}

extension Int {
    /// `value` toward zero, clamped to `Int.min ... Int.max`; 0 for NaN. `Int(_:)` traps on a
    /// value out of range (1e20 points), which must never end a run.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.2e18 {
            self = .max
        } else if value <= -9.2e18 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
