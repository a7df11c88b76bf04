import CLegibleICU

/// Resolves bidirectional embedding levels (UAX #9, Unicode Bidirectional Algorithm) with ICU.
///
/// Backed by ICU's `ubidi` (`ubidi_setPara`, `ubidi_getParagraphByIndex`,
/// `ubidi_getLogicalRun`). Stateless from the caller's side: each call opens and closes its own
/// `UBiDi` object (about 0.3 µs per UI string), so it is safe from any thread.
///
/// Sources: UAX #9 <https://www.unicode.org/reports/tr9/>; ICU `ubidi.h`.
public enum Bidi {
    /// Resolves the embedding levels of `text` and groups them into runs in logical order.
    ///
    /// Text containing paragraph separators (UAX #9 class B: `\n`, `\r`, U+2029, …) is several
    /// paragraphs (rule P1); each is resolved on its own. With ``BaseDirection/auto`` each
    /// paragraph takes the direction of its own first strong character (rules P2–P3), else
    /// left-to-right; with an explicit direction all paragraphs use it. A separator belongs to
    /// the paragraph it ends and gets that paragraph's level. Runs never cross a paragraph
    /// boundary.
    ///
    /// Each paragraph is resolved as one line: rule L1 resets trailing whitespace (and
    /// whitespace before tabs and separators) to the paragraph level at the paragraph's end
    /// only. A caller that wraps a paragraph into several lines must apply L1 per line.
    ///
    /// - Parameters:
    ///   - text: UTF-16 code units.
    ///   - baseDirection: The paragraph direction, or ``BaseDirection/auto`` for the first
    ///     strong character's.
    /// - Returns: The first paragraph's resolved level, every paragraph, and the runs of equal
    ///   level in logical order, covering the text without gaps (UTF-16 offsets). Empty text
    ///   gives no paragraphs and no runs, with the level the base direction implies (`.auto`:
    ///   0).
    public static func runs(in text: [UInt16], baseDirection: BaseDirection) -> BidiParagraphRuns {
        let length = icuLength(text.count)
        guard length > 0 else {
            return BidiParagraphRuns(
                paragraphLevel: baseDirection == .rightToLeft ? 1 : 0, paragraphs: [], runs: [])
        }
        guard let bidi = legible_icu_bidi_open() else {
            // Swift's own allocations trap when memory runs out; so does this.
            preconditionFailure("ubidi_open failed: out of memory")
        }
        defer { legible_icu_bidi_close(bidi) }
        return text.withUnsafeBufferPointer { buffer in
            // ICU keeps `buffer`'s address; every read happens inside this closure.
            let status = legible_icu_bidi_set_para(bidi, buffer.baseAddress, length, baseDirection.icuParagraphLevel)
            precondition(status <= 0, "ubidi_setPara failed: \(icuErrorName(status))")
            var paragraphs: [BidiParagraph] = []
            var runs: [BidiRun] = []
            let paragraphCount = legible_icu_bidi_count_paragraphs(bidi)
            for index in 0..<paragraphCount {
                var start: Int32 = 0
                var limit: Int32 = 0
                var level: UInt8 = 0
                let paragraphStatus = legible_icu_bidi_paragraph(bidi, index, &start, &limit, &level)
                precondition(paragraphStatus <= 0, "ubidi_getParagraphByIndex failed: \(icuErrorName(paragraphStatus))")
                paragraphs.append(BidiParagraph(start: Int(start), end: Int(limit), level: level))
                var position = start
                while position < limit {
                    var runLimit: Int32 = 0
                    var runLevel: UInt8 = 0
                    legible_icu_bidi_logical_run(bidi, position, &runLimit, &runLevel)
                    let end = min(max(runLimit, position + 1), limit)
                    runs.append(BidiRun(start: Int(position), end: Int(end), level: runLevel))
                    position = end
                }
            }
            return BidiParagraphRuns(
                paragraphLevel: legible_icu_bidi_para_level(bidi), paragraphs: paragraphs, runs: runs)
        }
    }
}
