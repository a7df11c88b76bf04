/// The result of ``Bidi/runs(in:baseDirection:)``: paragraph levels and level runs.
public struct BidiParagraphRuns: Sendable, Equatable, Hashable {
    /// The resolved level of the first paragraph (0 left-to-right, 1 right-to-left); for text
    /// with one paragraph, the paragraph level.
    public let paragraphLevel: UInt8
    /// Every paragraph, in order, covering the text; empty for empty text.
    public let paragraphs: [BidiParagraph]
    /// Runs of equal resolved level in logical (memory) order, covering the text without gaps;
    /// no run crosses a paragraph boundary. Empty for empty text.
    public let runs: [BidiRun]

    /// Whether the first paragraph is right to left.
    public var isRightToLeft: Bool { paragraphLevel & 1 == 1 }

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - paragraphLevel: The first paragraph's level.
    ///   - paragraphs: The paragraphs.
    ///   - runs: The level runs in logical order.
    public init(paragraphLevel: UInt8, paragraphs: [BidiParagraph], runs: [BidiRun]) {
        self.paragraphLevel = paragraphLevel
        self.paragraphs = paragraphs
        self.runs = runs
    }
}
