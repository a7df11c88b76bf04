import Foundation

/// What shaping a text needs that does not depend on the font: its grapheme clusters
/// (UAX #29), each cluster's bidi embedding level (UAX #9) and script (UAX #24), its scalars,
/// white space and paragraph separators, and the line-break opportunities after each cluster
/// (UAX #14), all from ICU.
///
/// Made once per text and locale by `Shaper.analyze(_:locale:)` and shaped in as many fonts as
/// needed (`Shaper.shape(_:font:)`; the shaper keeps the last text it shaped): an audit shapes each text at two weights
/// and in the Text and Display faces, and the segmentation is the same for all four. Immutable
/// (a class so that shaping shares it rather than copying its arrays).
final class TextAnalysis: Sendable {
    /// The text as given.
    let text: String
    /// The locale it was analysed for (line-break rules; later the HarfBuzz language and faces).
    let locale: String
    let utf16: [UInt16]
    /// UTF-16 offset of each grapheme cluster's start, plus the text's length at the end.
    let graphemeStarts: [Int]
    /// The grapheme cluster of every UTF-16 offset (and the cluster count at the text's length).
    let graphemeAt: [Int]
    /// Bidi embedding level of each cluster (that of its first code unit).
    let levels: [UInt8]
    /// ISO 15924 script of each cluster, Common and Inherited resolved (`ScriptItemizer`).
    let scripts: [String]
    /// The scalars of all clusters and their UTF-16 offsets; cluster `g`'s are
    /// `scalarStart[g]..<scalarStart[g + 1]`.
    let scalarValues: [Unicode.Scalar]
    let scalarOffsets: [Int]
    let scalarStart: [Int]
    /// Whether the cluster is white space (paragraph separators included).
    let isSpace: [Bool]
    /// Whether the cluster is a paragraph separator.
    let isNewline: [Bool]
    /// Whether the cluster is shown as an emoji.
    let isEmoji: [Bool]
    /// Line-break opportunity after each cluster: 0 none, 1 allowed, 2 mandatory.
    let breakAfter: [UInt8]

    /// Number of grapheme clusters.
    var count: Int { levels.count }

    init(
        text: String, locale: String, utf16: [UInt16], graphemeStarts: [Int], graphemeAt: [Int], levels: [UInt8],
        scripts: [String], scalarValues: [Unicode.Scalar], scalarOffsets: [Int], scalarStart: [Int],
        isSpace: [Bool], isNewline: [Bool], isEmoji: [Bool], breakAfter: [UInt8]
    ) {
        self.text = text
        self.locale = locale
        self.utf16 = utf16
        self.graphemeStarts = graphemeStarts
        self.graphemeAt = graphemeAt
        self.levels = levels
        self.scripts = scripts
        self.scalarValues = scalarValues
        self.scalarOffsets = scalarOffsets
        self.scalarStart = scalarStart
        self.isSpace = isSpace
        self.isNewline = isNewline
        self.isEmoji = isEmoji
        self.breakAfter = breakAfter
    }

    /// The analysis of a text without grapheme clusters (the empty string).
    convenience init(empty text: String, locale: String) {
        self.init(
            text: text, locale: locale, utf16: Array(text.utf16), graphemeStarts: [0], graphemeAt: [0],
            levels: [], scripts: [], scalarValues: [], scalarOffsets: [], scalarStart: [0], isSpace: [],
            isNewline: [], isEmoji: [], breakAfter: [])
    }
}
