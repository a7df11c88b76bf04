/// Finds extended grapheme cluster boundaries (UAX #29) with ICU.
///
/// Backed by ICU's character iterator (`ubrk_open(UBRK_CHARACTER, "", …)`). ICU 72 implements
/// CLDR 42's tailoring of the Unicode 15.0 rules, which keeps Indic aksaras (consonant +
/// virama + consonant) together — what Unicode 15.1 later standardised as GB9c. Swift's own
/// `Character` may therefore segment differently.
///
/// Not thread-safe: use one `GraphemeBreaker` per thread or task (it is deliberately not
/// `Sendable`). The ICU iterator is reused for every text with `ubrk_setText`.
///
/// Sources: UAX #29 <https://www.unicode.org/reports/tr29/>; CLDR 42 segmentation rules.
public final class GraphemeBreaker {
    private let iterator: ICUBreakIterator

    /// Opens a grapheme-cluster iterator (root locale).
    ///
    /// - Throws: ``SegmentationError/graphemeBreakIteratorUnavailable(icuError:)`` when ICU
    ///   cannot open the iterator.
    public init() throws(SegmentationError) {
        do {
            iterator = try ICUBreakIterator(kind: .character, locale: "")
        } catch {
            throw .graphemeBreakIteratorUnavailable(icuError: error.icuError)
        }
    }

    /// All extended grapheme cluster boundaries.
    ///
    /// - Parameter text: UTF-16 code units.
    /// - Returns: Strictly increasing UTF-16 offsets, starting with 0 and ending with
    ///   `text.count` (`[0]` for empty text). Cluster `i` is `result[i]..<result[i + 1]`.
    public func boundaries(in text: [UInt16]) -> [Int] {
        // Room for a boundary after every code unit, which most texts have.
        var result: [Int] = []
        result.reserveCapacity(text.count + 1)
        result.append(0)
        iterator.forEachBoundary(in: text, withRuleStatus: false) { offset, _ in
            result.append(offset)
        }
        return result
    }
}
