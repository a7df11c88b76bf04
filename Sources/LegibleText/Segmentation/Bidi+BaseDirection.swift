import CLegibleICU

extension Bidi {
    /// The direction of a paragraph (UAX #9 paragraph embedding level).
    public enum BaseDirection: Sendable, Equatable, Hashable {
        /// Level 0 for every paragraph.
        case leftToRight
        /// Level 1 for every paragraph.
        case rightToLeft
        /// Each paragraph's first strong character decides (rules P2–P3); left-to-right when
        /// there is none (ICU's `UBIDI_DEFAULT_LTR`).
        case auto

        /// The `paraLevel` argument of `ubidi_setPara`.
        var icuParagraphLevel: UInt8 {
            switch self {
            case .leftToRight: return 0
            case .rightToLeft: return 1
            case .auto: return UInt8(LEGIBLE_ICU_BIDI_DEFAULT_LTR)
            }
        }
    }
}
