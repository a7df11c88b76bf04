/// One paragraph of a text (UAX #9 rule P1) and its resolved paragraph embedding level.
public struct BidiParagraph: Sendable, Equatable, Hashable {
    /// UTF-16 offset of the paragraph's first code unit.
    public let start: Int
    /// UTF-16 offset just past the paragraph, including its separator (`\n`, U+2029…) if any.
    public let end: Int
    /// The paragraph embedding level: 0 left-to-right, 1 right-to-left.
    public let level: UInt8

    /// Whether the paragraph's base direction is right to left (its level is odd).
    public var isRightToLeft: Bool { level & 1 == 1 }

    /// Creates a paragraph.
    ///
    /// - Parameters:
    ///   - start: UTF-16 offset of the first code unit.
    ///   - end: UTF-16 offset just past the paragraph.
    ///   - level: The paragraph embedding level.
    public init(start: Int, end: Int, level: UInt8) {
        self.start = start
        self.end = end
        self.level = level
    }
}
