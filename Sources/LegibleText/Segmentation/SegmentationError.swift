import CLegibleICU

/// An ICU service that the segmentation layer needs could not be created.
///
/// ICU's break iterators load their rules (and, for line breaking in Thai, Lao, Khmer and
/// Burmese, their dictionaries) from ICU's data library when they are opened; that can fail
/// when the data is missing or memory runs out. Each case carries the ICU error name
/// (`UErrorCode`, for example `"U_MISSING_RESOURCE_ERROR"`).
public enum SegmentationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// ICU could not open a UAX #14 line-break iterator for `locale`.
    case lineBreakIteratorUnavailable(locale: String, icuError: String)
    /// ICU could not open a UAX #29 extended-grapheme-cluster iterator.
    case graphemeBreakIteratorUnavailable(icuError: String)

    /// A one-line English message naming the ICU service, the locale where one applies, and the
    /// ICU error name, e.g. `ICU could not open a line-break iterator for locale "th" (U_MISSING_RESOURCE_ERROR)`.
    public var description: String {
        switch self {
        case .lineBreakIteratorUnavailable(let locale, let icuError):
            return "ICU could not open a line-break iterator for locale \"\(locale)\" (\(icuError))"
        case .graphemeBreakIteratorUnavailable(let icuError):
            return "ICU could not open a grapheme-cluster break iterator (\(icuError))"
        }
    }
}

/// The name of an ICU `UErrorCode`, such as `"U_MISSING_RESOURCE_ERROR"`.
func icuErrorName(_ code: Int32) -> String {
    guard let name = legible_icu_error_name(code) else { return "UErrorCode \(code)" }
    return String(cString: name)
}

/// Traps unless `count` UTF-16 code units fit ICU's `int32_t` lengths; returns it as `Int32`.
///
/// Text of two giga-units or more is a programmer error for a UI-string measurer.
func icuLength(_ count: Int) -> Int32 {
    guard let length = Int32(exactly: count) else {
        preconditionFailure("text of \(count) UTF-16 code units exceeds ICU's Int32 length limit")
    }
    return length
}
