import CHarfBuzz
import Foundation

/// Shapes a text with HarfBuzz: itemizes it by bidi level (ICU, UAX #9), script (UAX #24)
/// and face coverage, shapes each run with the locale's language and the run's script and
/// direction, and sums the advances per grapheme cluster (UAX #29).
///
/// One `Shaper` per thread: it owns ICU iterators that are reused between texts.
final class Shaper {
    let resolver: FontResolver
    private let graphemeBreaker: GraphemeBreaker
    private var lineBreakers: [String: LineBreaker] = [:]
    private let buffer: OpaquePointer
    private let properties = ScalarProperties()
    /// The thread that used this shaper last (`TextMeasurer`'s pool gives it back to that
    /// thread first).
    var lastThread: pthread_t?
    /// HarfBuzz languages by locale (`hb_language_from_string` takes a lock).
    private var languages: [String: hb_language_t] = [:]
    /// The last locale `language(_:)` was asked for and its language, and the last script
    /// `script(_:)` was asked for and HarfBuzz's: most runs are in the locale and script of the
    /// one before (a lookup by hashing, or a script name read by HarfBuzz, cost about 500
    /// instructions a run).
    private var lastLanguage: (locale: String, language: hb_language_t)?
    private var lastScript = (iso15924: "", script: HB_SCRIPT_INVALID)  // `hbScript("")`

    init(resolver: FontResolver) throws {
        self.resolver = resolver
        self.graphemeBreaker = try GraphemeBreaker()
        // hb_buffer_create never returns NULL: on allocation failure it returns the inert empty buffer.
        self.buffer = hb_buffer_create() ?? hb_buffer_get_empty()
    }

    deinit { hb_buffer_destroy(buffer) }

    /// The shaper's line-break iterator for `locale` (opened once: `LineBreaker(locale:)`, else
    /// the root rules).
    func lineBreaker(_ locale: String) -> LineBreaker? {
        if let breaker = lineBreakers[locale] { return breaker }
        let breaker = (try? LineBreaker(locale: locale)) ?? (try? LineBreaker(locale: "root"))
        lineBreakers[locale] = breaker
        return breaker
    }

    /// Shapes `text` for `locale` with the font `font` (family, weight, point size).
    ///
    /// - Parameter reuseLast: when `text` is the text shaped last (the same code points and
    ///   locale), reuse its segmentation and the runs whose face is the same (see `run`);
    ///   `false` starts from scratch.
    func shape(_ text: String, locale: String, font: FontResolver.FontKey, reuseLast: Bool = true) -> ShapedText {
        if reuseLast, let last = lastText, last.locale == locale, ExactText.same(last.text, text) {
            return shape(last, font: font)
        }
        return shape(analyze(text, locale: locale), font: font)
    }

    /// What shaping `text` needs that does not depend on the font: grapheme clusters (UAX #29),
    /// bidi levels (UAX #9), scripts (UAX #24), line-break opportunities (UAX #14), white space.
    func analyze(_ text: String, locale: String) -> TextAnalysis {
        let utf16 = Array(text.utf16)
        var starts = graphemeBreaker.boundaries(in: utf16)
        if starts.first != 0 { starts.insert(0, at: 0) }
        if starts.last != utf16.count { starts.append(utf16.count) }
        let graphemeCount = starts.count - 1
        guard graphemeCount > 0 else { return TextAnalysis(empty: text, locale: locale) }
        let graphemeAt = Self.graphemeAt(starts, length: utf16.count)

        // Bidi level and script of every cluster (those of its first code unit).
        let bidi = Bidi.runs(in: utf16, baseDirection: .auto)
        var levels = [UInt8].filled(bidi.paragraphLevel, count: graphemeCount)
        for run in bidi.runs where run.start < run.end {
            for g in Self.clusters(run.start, run.end, starts, graphemeAt) { levels[g] = run.level }
        }
        let scripts = Self.scripts(utf16, starts, graphemeAt)

        // The scalars of every grapheme cluster, in two flat arrays (values and UTF-16 offsets):
        // cluster g's are scalarStart[g]..<scalarStart[g + 1].
        var scalarValues: [Unicode.Scalar] = []
        var scalarOffsets: [Int] = []
        scalarValues.reserveCapacity(utf16.count)
        scalarOffsets.reserveCapacity(utf16.count)
        var scalarStart = [Int].filled(0, count: graphemeCount + 1)
        for g in 0..<graphemeCount {
            scalarStart[g] = scalarValues.count
            Self.appendScalars(utf16, starts[g], starts[g + 1], values: &scalarValues, offsets: &scalarOffsets)
        }
        scalarStart[graphemeCount] = scalarValues.count

        var isSpace = [Bool].filled(false, count: graphemeCount)
        var isNewline = [Bool].filled(false, count: graphemeCount)
        var isEmoji = [Bool].filled(false, count: graphemeCount)
        for g in 0..<graphemeCount {
            let scalars = scalarStart[g]..<scalarStart[g + 1]
            guard !scalars.isEmpty else { continue }
            if Self.isParagraphSeparator(scalarValues[scalars.lowerBound]) {
                isNewline[g] = true
                isSpace[g] = true
                continue
            }
            isSpace[g] = scalars.allSatisfy { properties.isWhitespace(scalarValues[$0]) }
            isEmoji[g] = self.isEmoji(scalarValues[scalars])
        }

        let breakAfter = self.breakAfter(utf16, locale: locale, starts, graphemeAt, isNewline: isNewline)
        return TextAnalysis(
            text: text, locale: locale, utf16: utf16, graphemeStarts: starts, graphemeAt: graphemeAt, levels: levels,
            scripts: scripts, scalarValues: scalarValues, scalarOffsets: scalarOffsets, scalarStart: scalarStart,
            isSpace: isSpace, isNewline: isNewline, isEmoji: isEmoji, breakAfter: breakAfter)
    }

    /// The grapheme cluster of every UTF-16 offset of a text of `length` units whose clusters
    /// start at `starts` (the length last), and the cluster count at the length.
    private static func graphemeAt(_ starts: [Int], length: Int) -> [Int] {
        let graphemeCount = starts.count - 1
        var graphemeAt = [Int].filled(0, count: length + 1)
        for g in 0..<graphemeCount {
            for offset in starts[g]..<starts[g + 1] { graphemeAt[offset] = g }
        }
        graphemeAt[length] = graphemeCount
        return graphemeAt
    }

    /// The clusters whose first code unit is in `start..<end`.
    private static func clusters(_ start: Int, _ end: Int, _ starts: [Int], _ graphemeAt: [Int]) -> Range<Int> {
        let graphemeCount = starts.count - 1
        var first = graphemeAt[start]
        if starts[first] < start { first += 1 }
        var last = graphemeAt[end]
        if last < graphemeCount, starts[last] < end { last += 1 }
        return first..<max(first, last)
    }

    /// The script of every cluster (that of its first code unit; UAX #24 with Common and
    /// Inherited resolved, `ScriptItemizer`).
    private static func scripts(_ utf16: [UInt16], _ starts: [Int], _ graphemeAt: [Int]) -> [String] {
        var scripts = [String].filled("Zyyy", count: starts.count - 1)
        for run in ScriptItemizer.runs(in: utf16) where run.start < run.end {
            for g in clusters(run.start, run.end, starts, graphemeAt) { scripts[g] = run.script }
        }
        return scripts
    }

    /// The line-break opportunity after every cluster (UAX #14 in `locale`'s tailoring): 0
    /// none, 1 allowed, 2 mandatory (after a paragraph separator, `isNewline`); the last
    /// cluster always allows one.
    private func breakAfter(
        _ utf16: [UInt16], locale: String, _ starts: [Int], _ graphemeAt: [Int], isNewline: [Bool]
    ) -> [UInt8] {
        let graphemeCount = starts.count - 1
        var breakAfter = [UInt8].filled(0, count: graphemeCount)
        if let breaker = lineBreaker(locale) {
            for opportunity in breaker.opportunities(in: utf16) where opportunity.offset > 0 {
                let g = graphemeAt[opportunity.offset]
                // Only at grapheme boundaries; a break inside a cluster moves to its end.
                let index = starts[g] == opportunity.offset ? g - 1 : g
                guard index >= 0, index < graphemeCount else { continue }
                breakAfter[index] = max(breakAfter[index], opportunity.isMandatory ? 2 : 1)
            }
        }
        for g in 0..<graphemeCount where isNewline[g] { breakAfter[g] = 2 }
        breakAfter[graphemeCount - 1] = max(breakAfter[graphemeCount - 1], 1)
        return breakAfter
    }

    /// Shapes an analysed text with the font `font` (family, weight, point size): chooses a face
    /// per grapheme cluster, shapes runs of one face, level and script, and sums the advances
    /// per cluster.
    func shape(_ analysis: TextAnalysis, font: FontResolver.FontKey) -> ShapedText {
        let a = analysis
        if lastText !== a {
            lastText = a
            lastRuns.removeAll(keepingCapacity: true)
        }
        let graphemeCount = a.count
        guard graphemeCount > 0 else { return ShapedText(unshaped: a.text, locale: a.locale) }
        let starts = a.graphemeStarts
        let locale = a.locale
        // The analysis's arrays as locals: read from the analysis (a class) in the loops, each
        // access could retain and release its array.
        let isNewline = a.isNewline
        let isEmoji = a.isEmoji
        let scripts = a.scripts
        let levels = a.levels
        let scalarStart = a.scalarStart
        let scalarValues = a.scalarValues
        // Choose a face per grapheme cluster: its index in `faces`, the faces chosen so far (-1
        // for none yet). Faces are shared by every thread's shaper: an index per cluster, rather
        // than a reference, spares a retain and a release of a shared face for each.
        var faces: [FaceInstance] = []
        var faceOf = [Int].filled(-1, count: graphemeCount)
        func index(of face: FaceInstance) -> Int {
            // Equal faces (the same file, variations and size) shape alike: one run.
            if let known = faces.firstIndex(where: { $0 === face || $0 == face }) { return known }
            faces.append(face)
            return faces.count - 1
        }
        var missing: [MissingCharacter] = []
        let primary = self.primary(font)
        // The fallback chain of the previous cluster's script and emoji state (chains are fixed
        // per script, locale, font and emoji state), and the index in `faces` of each of its
        // faces once chosen.
        var chainKey: (script: String, emoji: Bool)?
        var chain: [FaceInstance] = []
        var chainIndex: [Int] = []
        for g in 0..<graphemeCount where !isNewline[g] {
            let scalars = scalarStart[g]..<scalarStart[g + 1]
            guard !scalars.isEmpty else { continue }
            let emoji = isEmoji[g]
            if chainKey == nil || chainKey?.script != scripts[g] || chainKey?.emoji != emoji {
                chain = self.chain(script: scripts[g], locale: locale, font: font, emoji: emoji)
                chainIndex = [Int].filled(-1, count: chain.count)
                chainKey = (scripts[g], emoji)
            }
            // The first face that covers the cluster's scalars (all but the default-ignorable
            // ones), else the first that covers its first such scalar.
            var chosen = chain.indices.first { covers(chain[$0], scalarValues, scalars) }
            if chosen == nil, let base = scalars.first(where: { !properties.isIgnorable(scalarValues[$0]) }) {
                chosen = chain.indices.first { chain[$0].covers(scalarValues[base]) }
            }
            if let chosen {
                if chainIndex[chosen] < 0 { chainIndex[chosen] = index(of: chain[chosen]) }
                faceOf[g] = chainIndex[chosen]
                continue
            }
            for index in scalars where !properties.isIgnorable(scalarValues[index]) {
                missing.append(MissingCharacter(scalar: scalarValues[index].value, offset: a.scalarOffsets[index]))
            }
            if let fallback = primary ?? chain.first { faceOf[g] = index(of: fallback) }
        }
        // Paragraph separators and spaces take the face of their neighbours so runs stay long.
        let primaryIndex = primary.map { index(of: $0) } ?? -1
        for g in 0..<graphemeCount where faceOf[g] < 0 {
            let before = g > 0 ? faceOf[g - 1] : -1
            faceOf[g] = before >= 0 ? before : faceOf[(g + 1)..<graphemeCount].first { $0 >= 0 } ?? primaryIndex
        }

        // Shaping runs: consecutive clusters with one face, level and script; separators alone.
        var advances = [Double].filled(0, count: graphemeCount)
        var tracked = [Bool].filled(false, count: graphemeCount)
        var runOfGrapheme = [Int].filled(0, count: graphemeCount)
        var runs: [ShapedRun] = []
        var cuts = [ShapedText.Cut].filled(ShapedText.Cut(), count: graphemeCount)
        var g = 0
        while g < graphemeCount {
            var end = g + 1
            if !isNewline[g] {
                while end < graphemeCount, !isNewline[end], faceOf[end] == faceOf[g], levels[end] == levels[g],
                    scripts[end] == scripts[g]
                {
                    end += 1
                }
            }
            guard faceOf[g] >= 0 else {
                g = end
                continue
            }
            let face = faces[faceOf[g]]
            let runIndex = runs.count
            var runAdvance = 0.0
            var glyphCount = 0
            let rightToLeft = levels[g] & 1 == 1
            if !isNewline[g] {
                let script = scripts[g]
                let span = starts[g]..<starts[end]
                let glyphs =
                    span.count == 1 && a.utf16[span.lowerBound] == 0x20
                    ? space(face: face, rightToLeft: rightToLeft, script: script, locale: locale)
                    : run(a, span, face: face, rightToLeft: rightToLeft, script: script)
                add(glyphs, span: span, a, advances: &advances, runAdvance: &runAdvance, missing: &missing)
                glyphCount = glyphs.count
                if !rightToLeft { Self.recordCuts(glyphs, clusters: g..<end, a, into: &cuts) }
            }
            let ellipsis = ellipsisAdvance(face: face, locale: locale, font: font)
            let appliesSFTracking = face.appliesSFTracking
            var graphemes = 0
            for k in g..<end {
                tracked[k] = appliesSFTracking && !isNewline[k]
                runOfGrapheme[k] = runIndex
                if !isNewline[k] { graphemes += 1 }
            }
            runs.append(
                ShapedRun(
                    start: starts[g], end: starts[end], face: face, script: scripts[g], isRightToLeft: rightToLeft,
                    advance: runAdvance, glyphCount: glyphCount, graphemeCount: graphemes,
                    ellipsisAdvance: ellipsis.advance, ellipsisTracked: ellipsis.tracked))
            g = end
        }
        missing.sort { $0.offset < $1.offset }
        return ShapedText(
            text: a.text, locale: locale, utf16: a.utf16, graphemeStarts: starts, advances: advances,
            tracked: tracked, isSpace: a.isSpace, isNewline: a.isNewline, breakAfter: a.breakAfter,
            runOfGrapheme: runOfGrapheme, runs: runs, missingCharacters: missing,
            isLeftToRightOnly: !a.levels.contains { $0 != 0 }, cuts: cuts)
    }

    /// Records, for the clusters `clusters` of a left-to-right run shaped as `glyphs` (in
    /// HarfBuzz's order, which for a left-to-right run is the clusters' order), whether a cut
    /// before each keeps the glyphs before it, and the run's advance and glyphs through each.
    private static func recordCuts(
        _ glyphs: [Glyph], clusters: Range<Int>, _ a: TextAnalysis, into cuts: inout [ShapedText.Cut]
    ) {
        let starts = a.graphemeStarts
        let span = starts[clusters.lowerBound]..<starts[clusters.upperBound]
        var advance = 0.0
        var next = 0
        for k in clusters {
            var ownGlyph = false
            var unsafe = false
            while next < glyphs.count {
                let cluster = min(max(glyphs[next].cluster, span.lowerBound), span.upperBound - 1)
                guard cluster < starts[k + 1] else { break }
                if cluster == starts[k] {
                    ownGlyph = true
                    unsafe = unsafe || glyphs[next].isUnsafeToBreak
                }
                advance += glyphs[next].advance
                next += 1
            }
            cuts[k] = ShapedText.Cut(
                isSafeBefore: k == clusters.lowerBound || (ownGlyph && !unsafe), runAdvance: advance, runGlyphs: next)
        }
        // Glyphs out of the clusters' order (never seen left to right): no cut inside the run.
        if next < glyphs.count {
            for k in clusters.dropFirst() { cuts[k].isSafeBefore = false }
        }
    }

    /// Scripts HarfBuzz shapes with the Arabic shaper that are written left to right: their
    /// joining reads the characters after a run (its context), which a start of the text lacks.
    private static let leftToRightJoiningScripts: Set<String> = ["Mong", "Phag"]

    /// The start of `whole`'s text up to UTF-16 offset `end`, shaped as `shape(_:locale:font:)`
    /// would shape it alone in the same font, made from `whole`'s glyphs, or `nil` when that
    /// cannot be told without shaping it.
    ///
    /// It can be told when the start is segmented as in the whole text (the same grapheme
    /// clusters, all at bidi level 0, the same scripts: its scripts are worked out on the start
    /// with ICU, which costs segmentation but no shaping, and the rest follows from the whole
    /// text's, below), so that its runs are the whole text's up to the
    /// cut, and HarfBuzz's glyphs before the cut do not depend on what follows it: the cut is
    /// where a run begins, or HarfBuzz did not flag it unsafe to break
    /// (`HB_GLYPH_FLAG_UNSAFE_TO_BREAK`, `hb-buffer.h`), and no run before it joins with the
    /// characters after it (Mongolian, Phags-pa). Line-break opportunities and white space are
    /// the start's own.
    func shapeStart(of whole: ShapedText, upTo end: Int) -> ShapedText? {
        guard whole.isLeftToRightOnly, whole.cuts.count == whole.count, end > 0, end < whole.utf16.count else {
            return nil
        }
        // The cluster that begins at `end`.
        let k = whole.clusterCount(endingBy: end)
        guard k > 0, k < whole.count, whole.graphemeStarts[k] == end, whole.cuts[k].isSafeBefore else { return nil }
        let lastRun = whole.runOfGrapheme[k - 1]
        guard !whole.runs[...lastRun].contains(where: { Self.leftToRightJoiningScripts.contains($0.script) }) else {
            return nil
        }
        // The start's segmentation. Its grapheme clusters are the whole text's before the cut:
        // UAX #29 decides a boundary from the characters before it and the one after it, and
        // the cut is a boundary of both. Its clusters' bidi levels (their first code units')
        // are all 0, as the whole text's are (UAX #9): each paragraph keeps its first strong
        // character or its lack of one, so its level 0; the rules that look back (W1–W3, W7: a
        // European number takes the direction of the strong character before it) see what they
        // saw; and those that look ahead (W4–W5, N0–N1) raise no level in a level-0 paragraph
        // for the start that they did not raise in the whole text. Its white space
        // and separators are its clusters'. Its scripts (a start made of Common characters
        // alone has none of the text after it to take) and its line-break opportunities (UAX
        // #14 reads past spaces: `OP SP* …`, `CL SP* NS`) are worked out on the start.
        let utf16 = Array(whole.utf16[..<end])
        let starts = Array(whole.graphemeStarts[...k])
        let graphemeAt = Self.graphemeAt(starts, length: end)
        let scripts = Self.scripts(utf16, starts, graphemeAt)
        guard (0..<k).allSatisfy({ scripts[$0] == whole.runs[whole.runOfGrapheme[$0]].script }) else { return nil }
        let isNewline = Array(whole.isNewline[..<k])
        let breakAfter = self.breakAfter(utf16, locale: whole.locale, starts, graphemeAt, isNewline: isNewline)
        let text = whole.substring(0..<k)
        var runs = Array(whole.runs[...lastRun])
        let cut = runs[lastRun]
        if cut.end > end {
            var first = k - 1
            while first > 0, whole.runOfGrapheme[first - 1] == lastRun { first -= 1 }
            let clusters = first..<k
            runs[lastRun] = ShapedRun(
                start: cut.start, end: end, face: cut.face, script: cut.script, isRightToLeft: false,
                advance: whole.cuts[k - 1].runAdvance, glyphCount: whole.cuts[k - 1].runGlyphs,
                graphemeCount: clusters.reduce(0) { $0 + (isNewline[$1] ? 0 : 1) },
                ellipsisAdvance: cut.ellipsisAdvance, ellipsisTracked: cut.ellipsisTracked)
        }
        return ShapedText(
            text: text, locale: whole.locale, utf16: utf16, graphemeStarts: starts,
            advances: Array(whole.advances[..<k]), tracked: Array(whole.tracked[..<k]),
            isSpace: Array(whole.isSpace[..<k]), isNewline: isNewline, breakAfter: breakAfter,
            runOfGrapheme: Array(whole.runOfGrapheme[..<k]),
            runs: runs, missingCharacters: whole.missingCharacters.filter { $0.offset < end },
            isLeftToRightOnly: true, cuts: Array(whole.cuts[..<k]))
    }

    /// The text shaped last and its runs: a text is shaped in several fonts one after another
    /// (regular and bold, Text and Display sizes), and a run whose face is the same in two of
    /// them — the Noto face of an Arabic, Hebrew, Thai or CJK word, which has no Display
    /// variant — shapes the same in both.
    private var lastText: TextAnalysis?
    private var lastRuns:
        [(face: ObjectIdentifier, span: Range<Int>, rightToLeft: Bool, script: String, glyphs: [Glyph])] = []

    /// The glyphs of `a`'s UTF-16 `span` in `face`, shaped with the rest of the text as context,
    /// or the same run's glyphs when this text was shaped in another font just before.
    private func run(
        _ a: TextAnalysis, _ span: Range<Int>, face: FaceInstance, rightToLeft: Bool,
        script: String
    ) -> [Glyph] {
        let id = ObjectIdentifier(face)
        if let known = lastRuns.first(where: {
            $0.face == id && $0.span == span && $0.rightToLeft == rightToLeft && $0.script == script
        }) {
            return known.glyphs
        }
        let glyphs = shapeRun(
            a.utf16, start: span.lowerBound, end: span.upperBound, face: face,
            rightToLeft: rightToLeft, script: script, locale: a.locale)
        lastRuns.append((id, span, rightToLeft, script, glyphs))
        return glyphs
    }

    /// Runs that are one U+0020 SPACE, shaped, by face, script, direction and language.
    private var spaces: [SpaceKey: [Glyph]] = [:]

    private struct SpaceKey: Hashable {
        let face: ObjectIdentifier
        let script: String
        let rightToLeft: Bool
        let locale: String
    }

    /// The glyphs of a run that is a single space (cluster 0), shaped once per face, script,
    /// direction and language: the space between two words of a script the element's face
    /// lacks (Arabic, Hebrew, Devanagari, Hangul) is a run of its own in that face. Its shaping does not depend on the text around it: GSUB and
    /// GPOS see only the run's own glyphs, and the one thing HarfBuzz takes from the context,
    /// joining (Arabic, Syriac, N'Ko, Mongolian), leaves a non-joining space as it is.
    private func space(face: FaceInstance, rightToLeft: Bool, script: String, locale: String) -> [Glyph] {
        let key = SpaceKey(face: ObjectIdentifier(face), script: script, rightToLeft: rightToLeft, locale: locale)
        if let glyphs = spaces[key] { return glyphs }
        let glyphs = shapeRun(
            [0x20], start: 0, end: 1, face: face, rightToLeft: rightToLeft, script: script,
            locale: locale)
        spaces[key] = glyphs
        return glyphs
    }

    /// Whether `face` covers the scalars of `scalars` that are not default-ignorable.
    private func covers(_ face: FaceInstance, _ scalarValues: [Unicode.Scalar], _ scalars: Range<Int>) -> Bool {
        for index in scalars where !face.covers(scalarValues[index]) {
            if !properties.isIgnorable(scalarValues[index]) { return false }
        }
        return true
    }

    /// Adds the advances of `glyphs` to their grapheme clusters in the run `span`, and notes
    /// `.notdef` glyphs as missing characters.
    private func add(
        _ glyphs: [Glyph], span: Range<Int>, _ a: TextAnalysis, advances: inout [Double],
        runAdvance: inout Double, missing: inout [MissingCharacter]
    ) {
        let graphemeAt = a.graphemeAt
        for glyph in glyphs {
            let cluster = graphemeAt[min(max(glyph.cluster, span.lowerBound), span.upperBound - 1)]
            advances[cluster] += glyph.advance
            runAdvance += glyph.advance
            guard glyph.isNotdef,
                let index = (a.scalarStart[cluster]..<a.scalarStart[cluster + 1]).first(where: {
                    !properties.isIgnorable(a.scalarValues[$0])
                }),
                !missing.contains(where: { $0.offset == a.scalarOffsets[index] })
            else { continue }
            missing.append(MissingCharacter(scalar: a.scalarValues[index].value, offset: a.scalarOffsets[index]))
        }
    }

    struct Glyph {
        let cluster: Int
        /// Advance in ems.
        let advance: Double
        let isNotdef: Bool
        /// Whether HarfBuzz flags a cut before this glyph's cluster as changing the glyphs on
        /// either side (`HB_GLYPH_FLAG_UNSAFE_TO_BREAK`).
        var isUnsafeToBreak = false
        /// Glyph id in the face.
        var id: UInt32 = 0
        /// Offsets in ems (x right, y up).
        var xOffset: Double = 0
        var yOffset: Double = 0
    }

    /// Shapes `utf16[start..<end]` (with the rest of the text as context) in one face.
    func shapeRun(
        _ utf16: [UInt16], start: Int, end: Int, face: FaceInstance, rightToLeft: Bool,
        script: String, locale: String
    ) -> [Glyph] {
        hb_buffer_clear_contents(buffer)
        // Tabs are laid out as spaces (UILabel's tab stops are not modelled).
        let text = utf16.contains(0x09) ? utf16.map { $0 == 0x09 ? 0x20 : $0 } : utf16
        text.withUnsafeBufferPointer { pointer in
            hb_buffer_add_utf16(buffer, pointer.baseAddress, Int32(text.count), UInt32(start), Int32(end - start))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, self.script(script))
        hb_buffer_set_language(buffer, language(locale))
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
        hb_shape(face.font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        let upem = Double(face.face.unitsPerEm)
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            glyphs.append(
                Glyph(
                    cluster: Int(infos[i].cluster), advance: Double(positions[i].x_advance) / upem,
                    isNotdef: infos[i].codepoint == 0,
                    isUnsafeToBreak: infos[i].mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0,
                    id: infos[i].codepoint,
                    xOffset: Double(positions[i].x_offset) / upem, yOffset: Double(positions[i].y_offset) / upem))
        }
        return glyphs
    }

    private func language(_ locale: String) -> hb_language_t? {
        if let last = lastLanguage, last.locale == locale { return last.language }
        if let language = languages[locale] {
            lastLanguage = (locale, language)
            return language
        }
        let language = hb_language_from_string(locale, -1)
        languages[locale] = language
        if let language { lastLanguage = (locale, language) }
        return language
    }

    /// Ellipsis advances by the faces tried, in order (faces are made once per library: their
    /// identities key them, not their paths).
    private var ellipsisCache: [[ObjectIdentifier]: (advance: Double, tracked: Bool)] = [:]
    /// The same for faces that have an ellipsis of their own, by face.
    private var ownEllipsis: [ObjectIdentifier: (advance: Double, tracked: Bool)] = [:]
    /// The same for faces without one, by face and the font asked for (whose faces are the other
    /// candidates): found without asking the resolver for them and building their list.
    private var ellipsisByFont: [EllipsisKey: (advance: Double, tracked: Bool)] = [:]

    private struct EllipsisKey: Hashable {
        let face: ObjectIdentifier
        let font: FontResolver.FontKey
    }

    /// The resolver's faces for a font, and its fallback chains, kept by this shaper: the
    /// resolver's lookups take a lock that every thread's shaper shares, and each chain kept
    /// here is this thread's own array (the resolver's, shared, would have its reference count
    /// changed by both threads for every text).
    private var primaries: [FontResolver.FontKey: FaceInstance?] = [:]
    private var chains: [FontResolver.ChainKey: [FaceInstance]] = [:]

    /// `resolver.primary(font)`, asked once per font by this shaper.
    private func primary(_ font: FontResolver.FontKey) -> FaceInstance? {
        if let known = primaries[font] { return known }
        let face = resolver.primary(font)
        primaries[font] = face
        return face
    }

    /// `resolver.chain(script:locale:font:emoji:)`, asked once per key by this shaper.
    private func chain(script: String, locale: String, font: FontResolver.FontKey, emoji: Bool) -> [FaceInstance] {
        let key = FontResolver.ChainKey(script: script, locale: locale, font: font, emoji: emoji)
        if let known = chains[key] { return known }
        // A copy (`map`), not the resolver's array: see `chains`.
        let chain = resolver.chain(script: script, locale: locale, font: font, emoji: emoji).map { $0 }
        chains[key] = chain
        return chain
    }

    /// The advance of U+2026 in `face`, or, when `face` lacks it, in the element's own face
    /// for `font` (the system face at the font's weight and size: from 20 pt Inter Display's,
    /// 0.757 em where Inter's is 0.821 em), or last in the regular system face.
    func ellipsisAdvance(
        face: FaceInstance, locale: String,
        font: FontResolver.FontKey
    ) -> (advance: Double, tracked: Bool) {
        // A face with its own ellipsis needs no other candidate (the resolver's lookups take a
        // lock), and is looked up by itself (most runs: building a key of candidates was 1 % of
        // an audit).
        let id = ObjectIdentifier(face)
        if let own = ownEllipsis[id] { return own }
        let fontKey = EllipsisKey(face: id, font: font)
        if let known = ellipsisByFont[fontKey] { return known }
        let hasOwn = face.covers("\u{2026}")
        let candidates =
            hasOwn
            ? [face]
            : [face, primary(font), primary(.init(family: nil, weight: .regular, pointSize: 17))]
                .compactMap { $0 }
        let key = candidates.map(ObjectIdentifier.init)
        if let cached = ellipsisCache[key] { return cached }
        var result = (advance: 0.0, tracked: false)
        let ellipsis: [UInt16] = [0x2026]
        if let chosen = candidates.first(where: { $0.covers("\u{2026}") }) {
            result = (
                shapeRun(
                    ellipsis, start: 0, end: 1, face: chosen, rightToLeft: false, script: "Zyyy",
                    locale: locale
                ).reduce(0) { $0 + $1.advance }, chosen.appliesSFTracking
            )
        }
        ellipsisCache[key] = result
        if hasOwn { ownEllipsis[id] = result } else { ellipsisByFont[fontKey] = result }
        return result
    }

    /// `hbScript(iso15924)`, the last answer kept.
    private func script(_ iso15924: String) -> hb_script_t {
        if iso15924 != lastScript.iso15924 { lastScript = (iso15924, Self.hbScript(iso15924)) }
        return lastScript.script
    }

    static func hbScript(_ iso15924: String) -> hb_script_t {
        switch iso15924 {
        case "Zyyy", "Zinh", "Zzzz", "": return HB_SCRIPT_INVALID
        default: return hb_script_from_string(iso15924, Int32(iso15924.utf8.count))
        }
    }

    /// Appends the scalars of `utf16[start..<end]` and their UTF-16 offsets (a lone surrogate is
    /// U+FFFD).
    static func appendScalars(
        _ utf16: [UInt16], _ start: Int, _ end: Int, values: inout [Unicode.Scalar],
        offsets: inout [Int]
    ) {
        var offset = start
        var iterator = utf16[start..<end].makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                values.append(scalar)
                offsets.append(offset)
                offset += scalar.utf16.count
            case .error:
                values.append("\u{FFFD}")
                offsets.append(offset)
                offset += 1
            case .emptyInput:
                break loop
            }
        }
    }

    /// Paragraph separators: LF, CR, NEL, LS, PS, VT, FF (UAX #14 classes BK, CR, LF, NL).
    static func isParagraphSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Default-ignorable code points (joiners, variation selectors, bidi controls, soft hyphen):
    /// HarfBuzz hides them, so no face needs to cover them.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control
    }

    /// Whether a grapheme cluster is shown as an emoji: an Emoji_Presentation character, a
    /// character followed by VS16, a keycap, or a flag.
    func isEmoji(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = scalars.first else { return false }
        if properties.isEmojiPresentation(first) { return true }
        if scalars.contains("\u{FE0F}") || scalars.contains("\u{20E3}") { return true }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        if scalars.count > 1, scalars.contains("\u{200D}"),
            scalars.contains(where: { properties.isEmoji($0) && $0.value > 0xFF })
        {
            return true
        }
        return false
    }
}
