/// A maximal stretch of text at one resolved bidi embedding level (UAX #9), in logical order.
public struct BidiRun: Sendable, Equatable, Hashable {
    /// UTF-16 offset of the first code unit.
    public let start: Int
    /// UTF-16 offset just past the last code unit.
    public let end: Int
    /// The resolved embedding level: even is left-to-right, odd is right-to-left.
    public let level: UInt8

    /// Whether the run is laid out right to left (its level is odd).
    public var isRightToLeft: Bool { level & 1 == 1 }

    /// Creates a run.
    ///
    /// - Parameters:
    ///   - start: UTF-16 offset of the first code unit.
    ///   - end: UTF-16 offset just past the last code unit.
    ///   - level: The resolved embedding level.
    public init(start: Int, end: Int, level: UInt8) {
        self.start = start
        self.end = end
        self.level = level
    }
}
