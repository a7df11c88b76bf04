import CLegibleICU

/// Finds line-break opportunities (UAX #14, Unicode Line Breaking Algorithm) with ICU.
///
/// Backed by ICU's rule-based line iterator (`ubrk_open(UBRK_LINE, locale, …)`), which
/// implements UAX #14 with CLDR's tailorings and breaks text in scripts written without spaces
/// (Thai, Lao, Khmer, Burmese) with its dictionaries. One ICU iterator is opened per instance
/// and reused for every text with `ubrk_setText`.
///
/// Not thread-safe: the ICU iterator holds the current text and position. Use one
/// `LineBreaker` per thread or task (it is deliberately not `Sendable`); opening one costs a
/// few microseconds.
///
/// Sources: UAX #14 <https://www.unicode.org/reports/tr14/>; ICU `ubrk.h`.
public final class LineBreaker {
    /// The ICU locale ID the iterator was opened with.
    public let locale: String

    private let iterator: ICUBreakIterator

    /// Opens a line-break iterator for a locale.
    ///
    /// The locale selects ICU's tailorings: for example `"ja"` uses CSS `line-break: normal`
    /// (a break is allowed before small kana and ー), `"ja@lb=strict"` and the root rules do
    /// not; `@lb=loose` is also understood. Thai, Lao, Khmer and Burmese text is broken with
    /// ICU's dictionaries in every locale. Unknown locales fall back to the root rules, as ICU
    /// does.
    ///
    /// - Parameter locale: An ICU locale ID such as `"en"`, `"th"`, `"ja"`; `"root"` or `""`
    ///   for the untailored rules.
    /// - Throws: ``SegmentationError/lineBreakIteratorUnavailable(locale:icuError:)`` when
    ///   ICU cannot open the iterator (missing data, no memory).
    public init(locale: String) throws(SegmentationError) {
        self.locale = locale
        do {
            iterator = try ICUBreakIterator(kind: .line, locale: locale)
        } catch {
            throw .lineBreakIteratorUnavailable(locale: locale, icuError: error.icuError)
        }
    }

    /// Every position where a line may break.
    ///
    /// These are ICU's line boundaries except offset 0; the end of non-empty text is always
    /// included (as ICU reports it), and is mandatory only if the text ends with a hard line
    /// break such as `"\n"`. A break after spaces falls after the spaces (UAX #14 LB18), so a
    /// line ending at an opportunity keeps its trailing spaces.
    ///
    /// - Parameter text: UTF-16 code units.
    /// - Returns: Opportunities with strictly increasing UTF-16 offsets; empty for empty text.
    public func opportunities(in text: [UInt16]) -> [LineBreakOpportunity] {
        var result: [LineBreakOpportunity] = []
        // Room for an opportunity every four code units (words and their spaces) at once.
        result.reserveCapacity(text.count / 4 + 2)
        iterator.forEachBoundary(in: text, withRuleStatus: true) { offset, status in
            let mandatory =
                status >= Int32(LEGIBLE_ICU_LINE_HARD)
                && status < Int32(LEGIBLE_ICU_LINE_HARD_LIMIT)
            result.append(LineBreakOpportunity(offset: offset, isMandatory: mandatory))
        }
        return result
    }
}
