import Foundation

/// A text shaped once, in em units, ready to be laid out at any point size.
///
/// Shaping does not depend on the point size when hinting is off, so advances are kept in ems
/// (font units / units per em) and scaled per size; only the SF Pro tracking a stand-in face
/// gets is size-dependent and added per size. (Faces with an AAT `trak` table are the exception:
/// HarfBuzz applies their tracking for the `ptem` they were shaped at, so they are shaped once
/// per size.)
///
/// The text is kept as grapheme clusters (UAX #29, from ICU): each has its UTF-16 range, its
/// advance (the sum of the advances of the glyphs HarfBuzz gave its characters), whether SF
/// tracking applies to it, and whether a line may break after it (UAX #14, from ICU).
///
/// Immutable; a class so that the many layouts of one shaped text share it rather than copy
/// its dozen arrays.
public final class ShapedText: Sendable {
    /// The text as given.
    public let text: String
    /// The locale identifier it was shaped for (`de`, `zh-Hans`): HarfBuzz's language, the Han face
    /// and the line-break rules.
    public let locale: String
    let utf16: [UInt16]
    /// UTF-16 offset of each grapheme cluster's start, plus the text's length at the end.
    let graphemeStarts: [Int]
    /// Advance of each grapheme cluster in ems.
    let advances: [Double]
    /// Whether the grapheme cluster's face gets SF Pro tracking.
    let tracked: [Bool]
    /// Whether the grapheme cluster is white space (it hangs at the end of a line).
    let isSpace: [Bool]
    /// Whether the grapheme cluster is a paragraph separator (`\n`, U+2028 …): zero width, forced break.
    let isNewline: [Bool]
    /// Line-break opportunity after grapheme cluster `i`: 0 none, 1 allowed, 2 mandatory.
    let breakAfter: [UInt8]
    /// Index of the shaping run each grapheme cluster belongs to.
    let runOfGrapheme: [Int]
    /// The shaping runs in logical order.
    public let runs: [ShapedRun]
    /// Characters no face covers: measured as `.notdef`, never silently counted as fine.
    public let missingCharacters: [MissingCharacter]
    /// Whether every cluster is at bidi embedding level 0 (UAX #9): a left-to-right paragraph
    /// with no right-to-left, Arabic-number or embedded text, so that every start of the text
    /// is too.
    let isLeftToRightOnly: Bool
    /// What a cut of the text before each grapheme cluster keeps of this shape, for left-to-right
    /// runs (`TextMeasurer.shapedStart(of:upTo:)`); empty when not recorded.
    let cuts: [Cut]

    /// What cutting the text before one grapheme cluster keeps of its shape.
    struct Cut {
        /// Whether the glyphs before the cluster are the same when the text is cut before it and
        /// the start shaped alone: its run begins at it, or it has a glyph of its own and no
        /// glyph of it has `HB_GLYPH_FLAG_UNSAFE_TO_BREAK` (HarfBuzz's word for "the two sides
        /// would shape differently"; `hb-buffer.h`). Never for a right-to-left run.
        var isSafeBefore = false
        /// The sum of the cluster's run's glyph advances through this cluster, ems, added in
        /// HarfBuzz's glyph order (so equal to the bit to the advance of the run cut after it).
        var runAdvance = 0.0
        /// The run's glyphs through this cluster.
        var runGlyphs = 0
    }

    /// Number of grapheme clusters.
    var count: Int { advances.count }

    init(
        text: String, locale: String, utf16: [UInt16], graphemeStarts: [Int], advances: [Double], tracked: [Bool],
        isSpace: [Bool], isNewline: [Bool], breakAfter: [UInt8], runOfGrapheme: [Int], runs: [ShapedRun],
        missingCharacters: [MissingCharacter], isLeftToRightOnly: Bool = false, cuts: [Cut] = []
    ) {
        self.text = text
        self.locale = locale
        self.utf16 = utf16
        self.graphemeStarts = graphemeStarts
        self.advances = advances
        self.tracked = tracked
        self.isSpace = isSpace
        self.isNewline = isNewline
        self.breakAfter = breakAfter
        self.runOfGrapheme = runOfGrapheme
        self.runs = runs
        self.missingCharacters = missingCharacters
        self.isLeftToRightOnly = isLeftToRightOnly
        self.cuts = cuts
        self.hasInnerMandatoryBreak = Self.hasMandatoryBreak(breakAfter, beforeLastOf: breakAfter.count)
    }

    /// A text with no grapheme clusters shaped (the empty string, or a text no shaper could be
    /// made for: ICU's break iterators failed to open).
    convenience init(unshaped text: String, locale: String) {
        self.init(
            text: text, locale: locale, utf16: Array(text.utf16), graphemeStarts: [0], advances: [],
            tracked: [], isSpace: [], isNewline: [], breakAfter: [], runOfGrapheme: [], runs: [],
            missingCharacters: [])
    }

    /// Whether a line must end before the last cluster (a paragraph separator or another
    /// mandatory break inside the text): worked out once, asked by every layout.
    let hasInnerMandatoryBreak: Bool

    /// `hasInnerMandatoryBreak` of the first `clusters` clusters (the start `prefix(upTo:)`
    /// makes): a mandatory break before the last of them.
    func hasInnerMandatoryBreak(inFirst clusters: Int) -> Bool {
        clusters >= count ? hasInnerMandatoryBreak : Self.hasMandatoryBreak(breakAfter, beforeLastOf: clusters)
    }

    /// Whether `breakAfter` (2: a mandatory break after the cluster) has one after any of the
    /// first `clusters` clusters but the last of them.
    private static func hasMandatoryBreak(_ breakAfter: [UInt8], beforeLastOf clusters: Int) -> Bool {
        breakAfter[..<max(clusters - 1, 0)].contains(2)
    }

    /// Width of cluster `i` at `size` points, with `tracking` points added to a tracked cluster
    /// and the stand-in's `calibration` applied to it; the one formula every layout sums.
    @inline(__always)
    static func clusterWidth(
        advance: Double, tracked: Bool, size: Double, tracking: Double,
        calibration: Double
    ) -> Double {
        tracked ? (advance * size + tracking) * calibration : advance * size
    }

    /// The clusters of this text that end at or before UTF-16 offset `end`, with the advances
    /// they have in the whole text: the start of the text measured without shaping it again.
    /// Not the start shaped alone where shaping reaches across the cut (kerning with the next
    /// character, a contextual or joining form), so an estimate for a search that shapes its
    /// answer (`TextMeasurer.estimatedLayout(of:upTo:font:constraints:)`, which lays these
    /// clusters out in place and is tested against this). The runs are the whole text's (a
    /// cluster's run gives its ellipsis).
    func prefix(upTo end: Int) -> ShapedText {
        let k = clusterCount(endingBy: end)
        if k == count { return self }
        var breaks = Array(breakAfter[..<k])
        if k > 0 { breaks[k - 1] = max(breaks[k - 1], 1) }
        let units = graphemeStarts[k]
        return ShapedText(
            text: substring(0..<k), locale: locale, utf16: Array(utf16[..<units]),
            graphemeStarts: Array(graphemeStarts[...k]), advances: Array(advances[..<k]), tracked: Array(tracked[..<k]),
            isSpace: Array(isSpace[..<k]), isNewline: Array(isNewline[..<k]), breakAfter: breaks,
            runOfGrapheme: Array(runOfGrapheme[..<k]), runs: runs,
            missingCharacters: missingCharacters.filter { $0.offset < units })
    }

    /// The number of grapheme clusters that end at or before UTF-16 offset `end`: the `k` with
    /// `graphemeStarts[k] <= end < graphemeStarts[k + 1]` (`count` from the text's end on).
    func clusterCount(endingBy end: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high + 1) / 2
            if graphemeStarts[middle] <= end { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The text of grapheme clusters `range`.
    func substring(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        let start = graphemeStarts[range.lowerBound]
        let end = graphemeStarts[range.upperBound]
        if start == 0, end == utf16.count { return text }
        return utf16.withUnsafeBufferPointer { units in
            String(decodingUTF16: UnsafeBufferPointer(rebasing: units[start..<end]))
        }
    }
}

/// A run of text shaped with one face, in one direction and script.
public struct ShapedRun: Sendable {
    /// UTF-16 offsets into the text.
    public let start: Int
    /// UTF-16 offset just past the run's last code unit.
    public let end: Int
    /// The face (with its axis settings) the run was shaped with.
    public let face: FaceInstance
    /// ISO 15924 script code (`Latn`, `Arab`).
    public let script: String
    /// Whether the run's bidi level is right to left (UAX #9), as HarfBuzz shaped it.
    public let isRightToLeft: Bool
    /// Sum of the run's glyph advances, in ems (HarfBuzz's, unrounded, before tracking).
    public let advance: Double
    /// Number of glyphs.
    public let glyphCount: Int
    /// Number of grapheme clusters (tracking is added once per cluster).
    public let graphemeCount: Int
    /// Advance of the ellipsis (U+2026) in this run's face, ems (or the system face's when this
    /// face has no ellipsis).
    let ellipsisAdvance: Double
    let ellipsisTracked: Bool
}

/// A character that no available face covers.
public struct MissingCharacter: Sendable, Hashable, Codable {
    /// The code point.
    public let scalar: UInt32
    /// UTF-16 offset in the text.
    public let offset: Int

    /// `U+0E3F`.
    public var codePoint: String { String(format: "U+%04X", scalar) }
}
