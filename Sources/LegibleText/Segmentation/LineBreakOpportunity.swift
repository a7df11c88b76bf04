/// A position where a line may (or must) break, as defined by UAX #14.
///
/// `offset` counts UTF-16 code units from the start of the text; the break falls before the
/// code unit at `offset` (so a line may end with the text `[0..<offset]`).
public struct LineBreakOpportunity: Sendable, Equatable, Hashable {
    /// UTF-16 offset of the break, in `1...text.count`.
    public let offset: Int
    /// True for a mandatory break (UAX #14 class BK, CR, LF, NL: after `\n`, `\r\n`, U+2028…),
    /// which ICU reports with a rule status in `UBRK_LINE_HARD..<UBRK_LINE_HARD_LIMIT`.
    public let isMandatory: Bool

    /// Creates an opportunity.
    ///
    /// - Parameters:
    ///   - offset: UTF-16 offset of the break.
    ///   - isMandatory: Whether the line must break here.
    public init(offset: Int, isMandatory: Bool) {
        self.offset = offset
        self.isMandatory = isMandatory
    }
}
