import Foundation

/// Lays out a shaped text the way UILabel does: word wrapping at line-break opportunities,
/// `numberOfLines`, truncation with U+2026 on the last visible line (tail, head or middle),
/// clipping, and `adjustsFontSizeToFitWidth` with `minimumScaleFactor` (shrink first, then
/// truncate).
///
/// Behaviour follows Apple's documentation of `UILabel.lineBreakMode`, `numberOfLines`,
/// `adjustsFontSizeToFitWidth`, `minimumScaleFactor`, and `NSLineBreakMode`
/// (Docs/sources.md 4): word wrapping breaks at word boundaries unless a word does
/// not fit on a line by itself, when it breaks between grapheme clusters; trailing white space
/// hangs (it is not counted in a line's width); the truncating modes cut the last visible line;
/// truncation never splits a grapheme cluster.
struct LabelLayout {
    let shaped: ShapedText
    /// Point size before shrinking.
    let pointSize: Double
    /// Line height at `pointSize`.
    let lineHeight: Double
    /// Whether SF Pro's tracking table is applied to tracked clusters (`TrackingMode.auto`).
    let appliesTracking: Bool
    /// Width multiplier for clusters set in a stand-in for SF Pro (1 for none).
    let calibration: Double
    /// The text shaped for another point size, or `nil` when its shaping at that size is the
    /// same (it differs across the stand-in's switch from Inter to Inter Display at 20 pt, and
    /// per size for `opsz` and `trak` faces). Shrinking sets the text at the smaller size with it,
    /// as UIKit sets the system font at that size.
    var reshape: ((Double) -> ShapedText?)? = nil
    /// Lays out only the first this many grapheme clusters of `shaped`, as the start of the text
    /// made a text of its own (`ShapedText.prefix(upTo:)`) lays out, without making it; `nil`:
    /// all of them.
    var clusterLimit: Int? = nil

    /// The grapheme clusters laid out.
    private var count: Int { clusterLimit ?? shaped.count }

    /// Whether a mandatory break (a paragraph separator) falls before the last cluster laid out.
    private var hasInnerMandatoryBreak: Bool {
        clusterLimit.map(shaped.hasInnerMandatoryBreak(inFirst:)) ?? shaped.hasInnerMandatoryBreak
    }

    /// The layout at `size` points: this one, or one of the text shaped for that size.
    private func at(_ size: Double) -> LabelLayout {
        guard size != pointSize, let shapedAtSize = reshape?(size) else { return self }
        var layout = LabelLayout(
            shaped: shapedAtSize, pointSize: pointSize, lineHeight: lineHeight, appliesTracking: appliesTracking,
            calibration: calibration)
        layout.clusterLimit = clusterLimit
        return layout
    }

    /// SF Pro tracking at `size` points, points per cluster (0 when not applied).
    private func tracking(_ size: Double) -> Double {
        appliesTracking ? SFProTracking.tracking(atPointSize: size) : 0
    }

    /// Cluster widths at `size` points.
    private func widths(at size: Double) -> [Double] {
        let count = self.count
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            writeWidths(at: size, into: buffer)
            initialized = count
        }
    }

    /// Writes the widths of the clusters laid out at `size` points (`computedWidths(at:)`'s
    /// entries) to the first `count` places of `buffer`, which has room for them. (Through the
    /// buffer: an array's subscript would check the index at every element.)
    private func writeWidths(at size: Double, into buffer: UnsafeMutableBufferPointer<Double>) {
        let computed = computedWidths(at: size)
        for i in 0..<count { buffer.initializeElement(at: i, to: computed[i]) }
    }

    /// Cluster widths at `size` points, each worked out when read: `widths(at:)`'s entries,
    /// without allocating them.
    private func computedWidths(at size: Double) -> ComputedWidths {
        ComputedWidths(
            advances: shaped.advances, tracked: shaped.tracked, isNewline: shaped.isNewline, size: size,
            tracking: tracking(size), calibration: calibration)
    }

    private func ellipsisWidth(at size: Double, nearCluster index: Int) -> Double {
        guard !shaped.runs.isEmpty else { return 0 }
        let run = shaped.runs[shaped.runOfGrapheme[min(max(index, 0), count - 1)]]
        return ShapedText.clusterWidth(
            advance: run.ellipsisAdvance, tracked: run.ellipsisTracked, size: size,
            tracking: tracking(size), calibration: calibration)
    }

    /// Width of clusters `range`, trailing white space excluded.
    private func lineWidth<Widths: ClusterWidths>(_ w: Widths, _ range: Range<Int>) -> Double {
        let isSpace = shaped.isSpace
        var end = range.upperBound
        while end > range.lowerBound, isSpace[end - 1] { end -= 1 }
        var sum = 0.0
        for i in range.lowerBound..<end { sum += w[i] }
        return sum
    }

    /// Natural width of the whole text on one line, points (paragraph separators count as 0;
    /// for multi-paragraph text, the widest paragraph).
    func naturalWidth(at size: Double) -> Double {
        naturalWidth(widths(at: size))
    }

    /// `naturalWidth(at:)` from the cluster widths at that size.
    private func naturalWidth<Widths: ClusterWidths>(_ w: Widths) -> Double {
        let isNewline = shaped.isNewline
        var widest = 0.0
        var start = 0
        for i in 0..<count where isNewline[i] {
            widest = max(widest, lineWidth(w, start..<i))
            start = i + 1
        }
        return max(widest, lineWidth(w, start..<count))
    }

    /// Breaks the text into lines no wider than `width` (greedy, as TextKit does).
    /// - Returns: cluster ranges of the lines; the newline cluster ends its line.
    func breakLines(_ w: [Double], width: Double?, mode: LineBreakMode) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        forEachLine(w, count: w.count, width: width, mode: mode) { line in
            lines.append(line)
            return true
        }
        return lines
    }

    /// `breakLines`'s lines, the first `n` clusters' widths read from `w`, given to `body` one
    /// by one, in order, until it returns `false`.
    private func forEachLine<Widths: ClusterWidths>(
        _ w: Widths, count n: Int, width: Double?, mode: LineBreakMode, _ body: (Range<Int>) -> Bool
    ) {
        // The cluster properties as locals: read from the shaped text (a class) in the loop, each
        // access would retain and release its array.
        let isNewline = shaped.isNewline
        let isSpace = shaped.isSpace
        let breakAfter = shaped.breakAfter
        // Without a width, only mandatory breaks end lines: one line when there is none.
        if width == nil, n > 0, !hasInnerMandatoryBreak {
            _ = body(0..<n)
            return
        }
        let charWrapping = mode == .byCharWrapping
        var start = 0
        while start < n {
            var end = start
            var lastBreak: Int?
            var running = 0.0
            var forced = false
            while end < n {
                if isNewline[end] {
                    end += 1
                    forced = true
                    break
                }
                running += w[end]
                if let width, end > start {
                    // Trailing white space hangs: the line's width is without it.
                    var trailing = 0.0
                    var i = end + 1
                    while i > start, isSpace[i - 1] {
                        trailing += w[i - 1]
                        i -= 1
                    }
                    if running - trailing > width + 1e-9 { break }
                }
                if charWrapping || breakAfter[end] > 0 { lastBreak = end + 1 }
                if breakAfter[end] == 2 {
                    end += 1
                    forced = true
                    break
                }
                end += 1
            }
            if !forced, end < n {
                if !charWrapping, let lastBreak, lastBreak > start {
                    end = lastBreak
                }
                // Otherwise the word does not fit on a line by itself: break between clusters.
                // White space after the break hangs on this line.
                while end < n, isSpace[end], !isNewline[end] { end += 1 }
            }
            guard body(start..<max(end, start + 1)) else { return }
            start = max(end, start + 1)
        }
    }

    /// Lays the text out within `constraints`; with `lineTexts` `.never`, its lines have widths
    /// but empty texts, and its `visibleText` is empty.
    ///
    /// - Parameter oneLine: `oneLineSums()` of this layout, when the caller has them (they are
    ///   the same in every room).
    func layout(
        _ constraints: LayoutConstraints, lineTexts: LineTexts = .always, oneLine: OneLineSums? = nil
    ) -> TextLayout {
        // A negative `numberOfLines` (a hand-edited storyboard, a library caller) is read as 0,
        // unlimited, rather than trapping in `prefix(_:)` below.
        var constraints = constraints
        constraints.lines = max(0, constraints.lines)
        if lineTexts != .always, let fitting = fitsOnOneLine(constraints, sums: oneLine) { return fitting }
        if lineTexts == .never, let cut = cutOnOneLine(constraints, sums: oneLine) { return cut }
        if lineTexts != .always, let wrapped = wrapsToFit(constraints) { return wrapped }
        // Cluster widths at the requested size: for the natural width and, unless the text
        // shrinks, for placing it.
        let w = widths(at: pointSize)
        let natural = naturalWidth(w)
        var scale = 1.0
        if constraints.shrinks, constraints.width != nil, !fitsAt(size: pointSize, constraints) {
            // Largest scale in [minimumScaleFactor, 1] at which the text fits; else the minimum.
            // When the face changes with the size (Inter Display from 20 pt, Inter below: 11 %
            // wider), fitting is not monotonic across the switch: search above it, then below.
            let minimum = constraints.minimumScaleFactor
            let switchScale = SystemFont.displayThreshold / pointSize
            var ranges = [(minimum, 1.0)]
            if reshape != nil, minimum < switchScale, switchScale < 1 {
                ranges = [(switchScale, 1.0), (minimum, switchScale)]
            }
            scale = minimum
            for (lowest, highest) in ranges where fitsAt(size: pointSize * lowest, constraints) {
                var low = lowest
                var high = highest
                for _ in 0..<24 {
                    let mid = (low + high) / 2
                    if fitsAt(size: pointSize * mid, constraints) { low = mid } else { high = mid }
                }
                scale = low
                break
            }
        }
        let scaled = at(pointSize * scale)
        var result = scaled.place(
            size: pointSize * scale, constraints, widths: scale == 1 ? w : nil,
            lineTexts: lineTexts)
        result.width = natural
        result.scale = scale
        if scale < 1 {
            // Overflow is reported at the requested size: how much room the text needed.
            if let width = constraints.width, constraints.lines == 1 {
                result.overflow = result.fits ? 0 : max(0, scaled.naturalWidth(at: pointSize * scale) - width)
            }
        }
        return result
    }

    /// The layout of a label whose text fits its width on one line, without its line's text,
    /// decided on `oneLineSums()` (`known`, or summed here; the sum is `layout`'s, in the same
    /// order, so the width is the same to the last bit); `nil` when the
    /// text does not fit, has a mandatory break, or has a height to check (then `layout` works
    /// it out in full).
    ///
    /// A one-line label (`numberOfLines` 1) fits when its width does, compared as `place`
    /// compares it. A label that wraps takes this way only when every prefix of its text is
    /// narrower than its width by `wrapMargin`: greedy breaking (`breakLines`) compares sums
    /// that add and take away trailing spaces, which can differ from these in the last bits
    /// (and so decide otherwise within a billionth of a point of the width), and a prefix can be
    /// wider than the whole text where tracking makes a cluster's width negative. With that
    /// room, `breakLines` never breaks: the text is one line, as this layout says.
    private func fitsOnOneLine(_ constraints: LayoutConstraints, sums known: OneLineSums?) -> TextLayout? {
        guard count > 0, constraints.height == nil, !hasInnerMandatoryBreak else { return nil }
        let sums = known ?? oneLineSums()
        let natural = sums.natural
        if let width = constraints.width {
            // Written as the full layout's test (`<=`), so that a width of NaN fails both.
            if constraints.lines == 1 {
                guard natural <= width + 1e-9 else { return nil }
            } else {
                // Trailing spaces hang, but greedy breaking sums them before taking them away.
                guard sums.widestPrefix + Self.wrapMargin * (1 + sums.absolute + sums.trailing) <= width else {
                    return nil
                }
            }
        }
        // The layout's width is `naturalWidth`'s, never below 0 (zero-width spaces with negative
        // tracking can sum below it; the line keeps its own sum). `place` scales the line height
        // to the size it lays out at (here the same): the same expressions, so the same bits.
        return TextLayout(
            width: max(0.0, natural), availableWidth: constraints.width, textlessLineWidth: natural,
            lineCount: 1, fits: true, overflow: 0, verticalOverflow: 0, visibleText: "", scale: 1,
            pointSize: pointSize, lineHeight: lineHeight * pointSize / pointSize, isTruncated: false)
    }

    /// The layout of a one-line label whose text is wider than its width, without its line's
    /// text, decided on `oneLineSums()` (`known`, or summed here) and cut reading each
    /// cluster's width as the cut reaches it, without an array of them; `nil` unless the label
    /// has one line, a width the text exceeds (a NaN width is not exceeded), no height, does not
    /// shrink, and has no mandatory break before its last cluster (then `layout` works it out in
    /// full).
    ///
    /// Every field is `place`'s for such a label, to the last bit: its line is the whole text,
    /// whose width is the sum `oneLineSums()` takes in the same order (`fitsOnOneLine`), and the
    /// cut is `cutLine` on the same widths (`computedWidths(at:)`, the entries `widths(at:)`
    /// writes).
    private func cutOnOneLine(_ constraints: LayoutConstraints, sums known: OneLineSums?) -> TextLayout? {
        guard count > 0, constraints.lines == 1, constraints.height == nil, let width = constraints.width,
            !constraints.shrinks, !hasInnerMandatoryBreak
        else { return nil }
        let natural = (known ?? oneLineSums()).natural
        guard natural > width + 1e-9 else { return nil }
        let cut = cutLine(
            computedWidths(at: pointSize), contentRange(0..<count), width: width, mode: constraints.lineBreakMode,
            size: pointSize, spells: false)
        return TextLayout(
            width: max(0.0, natural), availableWidth: width, textlessLineWidth: cut.line.width, lineCount: 1,
            fits: false, overflow: max(0, natural - width), verticalOverflow: 0, visibleText: "", scale: 1,
            pointSize: pointSize, lineHeight: lineHeight * pointSize / pointSize, isTruncated: true)
    }

    /// The layout of a label that wraps its text onto lines that all fit its width and line
    /// limit, without its lines' texts; `nil` when some line is wider than the width or the
    /// lines are more than the limit, or the label has one line, no width or a height (then
    /// `layout` works it out in full).
    ///
    /// Every field is the full layout's, to the last bit: the clusters' widths are
    /// `widths(at:)`'s entries (`computedWidths(at:)`), written to a temporary buffer, not an
    /// array; the lines are `breakLines`'s, each measured by `lineWidth` once; the width is
    /// `naturalWidth`'s. A label that shrinks fits at its own size, so `layout` would not have
    /// shrunk it. Most wrapping labels fit (nothing limits their lines): an audit lays each out
    /// at every size and Bold Text state, and the full layout made three arrays for it.
    private func wrapsToFit(_ constraints: LayoutConstraints) -> TextLayout? {
        let n = count
        guard n > 0, constraints.lines != 1, constraints.height == nil, let maxWidth = constraints.width else {
            return nil
        }
        let limit = constraints.lines
        let mode: LineBreakMode = constraints.lineBreakMode == .byCharWrapping ? .byCharWrapping : .byWordWrapping
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: n) { buffer -> TextLayout? in
            writeWidths(at: pointSize, into: buffer)
            let w = UnsafeBufferPointer(buffer)
            let natural = naturalWidth(w)
            // Room for the lines at once: greedy breaking needs at least the text's width over
            // the label's lines, seldom more than two beyond (grown one by one, the list was
            // reallocated two or three times a layout: a sixth of an audit's allocations).
            var lines: [LaidOutLine] = []
            let estimate = natural / maxWidth
            let most = limit > 0 ? min(limit, n) : n
            lines.reserveCapacity(estimate >= 0 && estimate < Double(most) ? min(Int(estimate) + 3, most) : most)
            var fits = true
            forEachLine(w, count: n, width: maxWidth, mode: mode) { range in
                let width = lineWidth(w, range)
                guard limit == 0 || lines.count < limit, width <= maxWidth + 1e-9 else {
                    fits = false
                    return false
                }
                lines.append(LaidOutLine(text: "", width: width))
                return true
            }
            guard fits else { return nil }
            return TextLayout(
                width: natural, availableWidth: maxWidth, lines: lines, lineCount: max(lines.count, 1),
                fits: true, overflow: 0, verticalOverflow: 0, visibleText: "", scale: 1, pointSize: pointSize,
                lineHeight: lineHeight * pointSize / pointSize, isTruncated: false)
        }
    }

    /// The sums over the text's clusters at `pointSize` that `fitsOnOneLine` decides with, in
    /// one pass without allocating the clusters' widths: the same in every room, so an audit
    /// that lays one text out in several (devices) sums once.
    func oneLineSums() -> OneLineSums {
        let n = count
        let t = tracking(pointSize)
        let isSpace = shaped.isSpace
        let isNewline = shaped.isNewline
        let tracked = shaped.tracked
        let advances = shaped.advances
        var end = n
        while end > 0, isSpace[end - 1] { end -= 1 }
        var sums = OneLineSums()
        for i in 0..<end {
            let w = ShapedText.clusterWidth(
                advance: advances[i], tracked: tracked[i], size: pointSize, tracking: t,
                calibration: calibration)
            sums.natural += w
            sums.widestPrefix = max(sums.widestPrefix, sums.natural)
            sums.absolute += abs(w)
        }
        for i in end..<n where !isNewline[i] {
            sums.trailing += abs(
                ShapedText.clusterWidth(
                    advance: advances[i], tracked: tracked[i], size: pointSize, tracking: t,
                    calibration: calibration))
        }
        return sums
    }

    /// The room, relative to the sum of the widths' magnitudes, that a wrapping label's text
    /// must leave for `fitsOnOneLine` to decide it fits on one line: far above the rounding of
    /// sums of a few thousand terms (about 1e-13 of them), far below any width that matters.
    static let wrapMargin = 1e-9

    private func fitsAt(size: Double, _ constraints: LayoutConstraints) -> Bool {
        at(size).place(size: size, constraints, measureOnly: true).fits
    }

    /// Places the text at `size` points: lines, truncation, overflow.
    /// - Parameter widths: the cluster widths at `size`, when the caller has them.
    private func place(
        size: Double, _ constraints: LayoutConstraints, measureOnly: Bool = false,
        widths known: [Double]? = nil, lineTexts: LineTexts = .always
    ) -> TextLayout {
        let w = known ?? widths(at: size)
        let lineHeight = self.lineHeight * size / pointSize
        let maxWidth = constraints.width
        let mode = constraints.lineBreakMode
        var limit = constraints.lines
        if let height = constraints.height, lineHeight > 0 {
            let byHeight = max(1, Int(saturating: (height + 0.5) / lineHeight))
            limit = limit == 0 ? byHeight : min(limit, byHeight)
        }
        let wrapMode: LineBreakMode = mode == .byCharWrapping ? .byCharWrapping : .byWordWrapping
        // A one-line label does not wrap; a multi-line one wraps by words (or characters) and
        // cuts its last visible line with its line break mode.
        let all = breakLines(
            w, width: limit == 1 ? nil : maxWidth,
            mode: wrapMode)
        let lineCount = max(all.count, 1)
        let naturalOneLine = (0..<count).reduce(0.0) { $0 + w[$1] }
        let allLinesFit = maxWidth.map { width in all.allSatisfy { lineWidth(w, $0) <= width + 1e-9 } } ?? true
        let lineLimitOK = limit == 0 || all.count <= limit
        var verticalOverflow = 0.0
        if let height = constraints.height {
            let shownLines = limit == 0 ? lineCount : min(lineCount, limit)
            verticalOverflow = max(0, Double(constraints.lines == 0 ? lineCount : shownLines) * lineHeight - height)
            if constraints.lines == 0 { verticalOverflow = max(0, Double(lineCount) * lineHeight - height) }
        }
        var fits = allLinesFit && lineLimitOK && verticalOverflow <= 1e-9
        if measureOnly {
            return TextLayout(
                width: naturalOneLine, availableWidth: maxWidth, lines: [], lineCount: lineCount,
                fits: fits, overflow: 0, verticalOverflow: verticalOverflow, visibleText: "", scale: 1,
                pointSize: size, lineHeight: lineHeight, isTruncated: !fits)
        }
        if fits, lineTexts != .always {
            let shown = all.map { LaidOutLine(text: "", width: lineWidth(w, $0)) }
            return TextLayout(
                width: naturalOneLine, availableWidth: maxWidth, lines: shown, lineCount: lineCount, fits: true,
                overflow: 0, verticalOverflow: verticalOverflow, visibleText: "", scale: 1, pointSize: size,
                lineHeight: lineHeight, isTruncated: false)
        }
        // Lines shown: all of them when they fit the limit; else the first `limit`, the last
        // one holding the rest of the text and truncated.
        let spells = lineTexts != .never
        var shown: [LaidOutLine] = []
        var overflow = 0.0
        var truncated = false
        let visibleCount = limit == 0 ? all.count : min(all.count, limit)
        for (i, range) in all.prefix(visibleCount).enumerated() {
            let isLast = i == visibleCount - 1
            var lineRange = range
            if isLast, !lineLimitOK {
                lineRange = range.lowerBound..<count
            }
            let rawWidth = lineWidth(w, lineRange)
            let content = contentRange(lineRange)
            // Without a width, a last line that holds the rest of the text is still cut (at its
            // paragraph separator).
            let width = maxWidth ?? .infinity
            if isLast && !lineLimitOK || rawWidth > width + 1e-9 {
                let cut = cutLine(w, content, width: width, mode: mode, size: size, spells: spells)
                shown.append(cut.line)
                overflow = max(
                    overflow,
                    isLast && !lineLimitOK && constraints.lines != 1
                        ? max(rawWidth - cut.keptWidth, rawWidth - width, 0) : max(0, rawWidth - width))
                truncated = true
            } else {
                shown.append(LaidOutLine(text: spells ? shaped.substring(content) : "", width: rawWidth))
            }
        }
        if !lineLimitOK, maxWidth == nil {
            truncated = true
        }
        if truncated { fits = false }
        if fits { overflow = 0 }
        return TextLayout(
            width: naturalOneLine, availableWidth: maxWidth, lines: shown, lineCount: lineCount, fits: fits,
            overflow: overflow, verticalOverflow: verticalOverflow,
            visibleText: spells ? Self.joinedLines(shown) : "", scale: 1, pointSize: size,
            lineHeight: lineHeight, isTruncated: truncated)
    }

    /// The lines' texts joined by newlines (the standard library's `joined(separator:)` costs
    /// several times more for a few short strings).
    private static func joinedLines(_ lines: [LaidOutLine]) -> String {
        guard var text = lines.first?.text else { return "" }
        guard lines.count > 1 else { return text }
        text.reserveCapacity(lines.reduce(lines.count - 1) { $0 + $1.text.utf8.count })
        for line in lines.dropFirst() {
            text += "\n"
            text += line.text
        }
        return text
    }

    /// The line's clusters without its paragraph separator and trailing white space.
    private func contentRange(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, shaped.isSpace[end - 1] || shaped.isNewline[end - 1] { end -= 1 }
        // Separators inside (a truncated last line holding several paragraphs) are kept as is.
        return range.lowerBound..<end
    }

    /// Cuts one line's clusters to `width` according to `mode`; the line's text is empty unless
    /// `spells`.
    ///
    /// A last visible line that holds the rest of the text may contain paragraph separators:
    /// what is kept from its start stops at the first one, what is kept from its end starts
    /// after the last one, so the line stays one line.
    private func cutLine<Widths: ClusterWidths>(
        _ w: Widths, _ range: Range<Int>, width: Double, mode: LineBreakMode,
        size: Double, spells: Bool
    ) -> (line: LaidOutLine, keptWidth: Double) {
        let ellipsis = "\u{2026}"
        // The cluster properties as locals (read from the shaped text, a class, in the loops,
        // each access retained and released its array).
        let isNewline = shaped.isNewline
        let isSpace = shaped.isSpace
        func sum(_ r: Range<Int>) -> Double { r.reduce(0.0) { $0 + (isNewline[$1] ? 0 : w[$1]) } }
        func trimmed(_ r: Range<Int>) -> Range<Int> {
            var end = r.upperBound
            while end > r.lowerBound, isSpace[end - 1] { end -= 1 }
            return r.lowerBound..<end
        }
        func leadingTrimmed(_ r: Range<Int>) -> Range<Int> {
            var start = r.lowerBound
            while start < r.upperBound, isSpace[start] { start += 1 }
            return start..<r.upperBound
        }
        /// The text of clusters `r`, when spelled out.
        func text(_ r: Range<Int>) -> String { spells ? shaped.substring(r) : "" }
        switch mode {
        case .byClipping, .byWordWrapping, .byCharWrapping:
            var end = range.lowerBound
            var used = 0.0
            while end < range.upperBound, !isNewline[end], used + w[end] <= width + 1e-9 {
                used += w[end]
                end += 1
            }
            return (LaidOutLine(text: text(range.lowerBound..<end), width: used), used)
        case .byTruncatingTail:
            let e = ellipsisWidth(at: size, nearCluster: range.upperBound - 1)
            var end = range.lowerBound
            var used = 0.0
            while end < range.upperBound, !isNewline[end], used + w[end] + e <= width + 1e-9 {
                used += w[end]
                end += 1
            }
            let kept = trimmed(range.lowerBound..<end)
            let keptWidth = sum(kept)
            return (LaidOutLine(text: spells ? text(kept) + ellipsis : "", width: keptWidth + e), keptWidth)
        case .byTruncatingHead:
            let e = ellipsisWidth(at: size, nearCluster: range.lowerBound)
            var start = range.upperBound
            var used = 0.0
            while start > range.lowerBound, !isNewline[start - 1], used + w[start - 1] + e <= width + 1e-9 {
                used += w[start - 1]
                start -= 1
            }
            let kept = leadingTrimmed(start..<range.upperBound)
            let keptWidth = sum(kept)
            return (LaidOutLine(text: spells ? ellipsis + text(kept) : "", width: keptWidth + e), keptWidth)
        case .byTruncatingMiddle:
            let e = ellipsisWidth(at: size, nearCluster: (range.lowerBound + range.upperBound) / 2)
            var head = range.lowerBound
            var tail = range.upperBound
            var used = e
            // Take clusters alternately from the start and the end while they fit.
            var fromHead = true
            var headBlocked = false
            var tailBlocked = false
            while head < tail, !(headBlocked && tailBlocked) {
                if fromHead, !headBlocked {
                    if !isNewline[head], used + w[head] <= width + 1e-9 {
                        used += w[head]
                        head += 1
                    } else {
                        headBlocked = true
                    }
                } else if !tailBlocked {
                    if !isNewline[tail - 1], used + w[tail - 1] <= width + 1e-9 {
                        used += w[tail - 1]
                        tail -= 1
                    } else {
                        tailBlocked = true
                    }
                }
                fromHead.toggle()
            }
            let first = trimmed(range.lowerBound..<head)
            let last = leadingTrimmed(tail..<range.upperBound)
            let keptWidth = sum(first) + sum(last)
            return (
                LaidOutLine(
                    text: spells ? text(first) + ellipsis + text(last) : "",
                    width: keptWidth + e), keptWidth
            )
        }
    }
}

/// Cluster widths by cluster index, points: an array of them (`LabelLayout.widths(at:)`), or
/// worked out when read (`ComputedWidths`).
private protocol ClusterWidths {
    subscript(_ index: Int) -> Double { get }
}

extension Array: ClusterWidths where Element == Double {}

extension UnsafeBufferPointer: ClusterWidths where Element == Double {}

/// The widths of a shaped text's clusters at one size, each worked out when read (a paragraph
/// separator's is 0), by `ShapedText.clusterWidth`.
private struct ComputedWidths: ClusterWidths {
    let advances: [Double]
    let tracked: [Bool]
    let isNewline: [Bool]
    let size: Double
    let tracking: Double
    let calibration: Double

    subscript(_ index: Int) -> Double {
        isNewline[index]
            ? 0
            : ShapedText.clusterWidth(
                advance: advances[index], tracked: tracked[index], size: size, tracking: tracking,
                calibration: calibration)
    }
}

/// The sums over a shaped text's clusters, at one size, that decide whether it fits a label on
/// one line without laying it out (`TextMeasurer.oneLineSums(_:font:)`): the same in every
/// room, so a text laid out in several (one element on several devices) is summed once.
/// Points.
public struct OneLineSums: Sendable, Equatable {
    /// The clusters' widths summed in order, trailing white space left out: the text's width on one line.
    public var natural = 0.0
    /// The widest of the running sums (a start of the text can be wider than all of it where
    /// tracking makes a cluster's width negative).
    public var widestPrefix = 0.0
    /// The clusters' widths' magnitudes summed, trailing white space left out.
    public var absolute = 0.0
    /// The trailing white space's widths' magnitudes summed (paragraph separators left out).
    public var trailing = 0.0
}
