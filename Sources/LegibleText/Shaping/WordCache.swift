import CHarfBuzz
import Foundation

// Word-by-word shaping: a run is shaped as the words between its spaces, and each word is
// shaped once per face, script, direction and language and then reused — the technique of
// Blink's word shape cache and Gecko's shaped-word cache.
//
// It gives HarfBuzz's result for the whole run exactly when no glyph substitution or
// positioning reaches across a space: when the face's space glyph is in no GSUB or GPOS lookup
// (not as input, context or output) and the face has no AAT `morx`/`kerx` and no `kern` table
// (`FontFace.spaceTakesPartInShaping`, Blink's `HasSpaceInLigaturesOrKerning`, Gecko's
// `gfxFont::SpaceMayParticipateInShaping`). A space is not a joining character (ArabicShaping.txt:
// joining type U), so a word between spaces joins as it does at the start or end of a text.
// A word at the edge of a run that continues the text in another run (another face, script
// or direction) is shaped with the text around it as context, as a whole run is, and is not
// kept.

extension Shaper {
    /// One piece of a run: a word or a single U+0020, as UTF-16 offsets into the text.
    struct Word {
        let range: Range<Int>
        /// Whether the piece is shaped on its own and kept in the word cache (else it is shaped
        /// with the text around it as context).
        let cached: Bool
    }

    /// A word shaped on its own: the key of the word cache.
    struct WordKey: Hashable {
        let face: ObjectIdentifier
        let script: UInt32
        let rightToLeft: Bool
        let language: String
        let units: [UInt16]
    }

    /// Words the word cache holds per shaper before it is emptied (a few MB).
    static let wordCacheLimit = 100_000

    /// The words and spaces of clusters `clusters` (one run in `face`), or `nil` when the run is
    /// shaped whole: the face lets a space take part in shaping, the text has a tab (laid out as
    /// a space, `shapeRun`), or the run is one word that continues into a neighbouring run.
    func wordsOfRun(_ a: TextAnalysis, _ clusters: Range<Int>, face: FaceInstance) -> [Word]? {
        if a.utf16.contains(0x09) || face.face.spaceTakesPartInShaping { return nil }
        let starts = a.graphemeStarts
        let runStart = starts[clusters.lowerBound]
        let runEnd = starts[clusters.upperBound]
        // A word touching the run's edge where the text goes on needs the text as context.
        func word(_ range: Range<Int>) -> Word {
            Word(range: range, cached: (range.lowerBound > runStart || runStart == 0)
                && (range.upperBound < runEnd || runEnd == a.utf16.count))
        }
        var words: [Word] = []
        var wordStart = runStart
        for g in clusters {
            let start = starts[g]
            guard starts[g + 1] == start + 1, a.utf16[start] == 0x20 else { continue }
            if wordStart < start { words.append(word(wordStart..<start)) }
            words.append(Word(range: start..<start + 1, cached: true))
            wordStart = start + 1
        }
        if wordStart < runEnd { words.append(word(wordStart..<runEnd)) }
        if words.count == 1, !words[0].cached { return nil }
        return words
    }

    /// The glyphs of `utf16[range]` shaped on its own (clusters from 0), from the word cache.
    func cachedWord(_ utf16: [UInt16], _ range: Range<Int>, face: FaceInstance, rightToLeft: Bool, script: String,
                    locale: String) -> [Glyph] {
        let units = Array(utf16[range])
        let key = WordKey(face: ObjectIdentifier(face), script: Self.hbScript(script).rawValue,
                          rightToLeft: rightToLeft, language: locale, units: units)
        if let glyphs = words[key] { return glyphs }
        let glyphs = shapeRun(units, start: 0, end: units.count, face: face, rightToLeft: rightToLeft, script: script,
                              locale: locale)
        if words.count >= Self.wordCacheLimit { words.removeAll(keepingCapacity: true) }
        words[key] = glyphs
        return glyphs
    }
}

extension FontFace {
    /// Whether the space glyph (U+0020's) may take part in shaping, so that a text must not be
    /// shaped word by word: true when the space is in any GSUB or GPOS lookup's glyphs (input,
    /// backtrack, lookahead or output, as `hb_ot_layout_lookup_collect_glyphs` gives them), when
    /// the face has AAT `morx` or `kerx` tables or a `kern` table, or when it has no space.
    ///
    /// Computed once per face, on first use (a face with thousands of lookups takes a few
    /// milliseconds).
    public var spaceTakesPartInShaping: Bool { spaceProbe.value { Self.probeSpace(face: face, font: defaultFont) } }

    static func probeSpace(face: OpaquePointer, font: OpaquePointer) -> Bool {
        var space: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, 0x20, &space) != 0 else { return true }
        if hb_aat_layout_has_substitution(face) != 0 || hb_aat_layout_has_positioning(face) != 0 { return true }
        let kern = hb_face_reference_table(face, tag("kern"))
        let hasKern = hb_blob_get_length(kern) > 0
        hb_blob_destroy(kern)
        if hasKern { return true }
        let sets = (0..<4).map { _ in hb_set_create() }
        defer { sets.forEach { hb_set_destroy($0) } }
        for table in [tag("GSUB"), tag("GPOS")] {
            for lookup in 0..<hb_ot_layout_table_get_lookup_count(face, table) {
                sets.forEach { hb_set_clear($0) }
                hb_ot_layout_lookup_collect_glyphs(face, table, lookup, sets[0], sets[1], sets[2], sets[3])
                if sets.contains(where: { hb_set_has($0, space) != 0 }) { return true }
            }
        }
        return false
    }
}

/// A flag computed once, on first use, from any thread.
final class LazyFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var computed: Bool?

    func value(_ compute: () -> Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if let computed { return computed }
        let value = compute()
        computed = value
        return value
    }
}
