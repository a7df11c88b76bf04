import Foundation
import LegibleText

extension FitContext {
    /// How to make the text fit where the checks in `failing` cut it, described at `shown` (the
    /// size the finding's message names).
    ///
    /// Measures, with the checks' own measurer, fonts and room: the longest start of the text
    /// that fits at `shown`'s size; reads the checks for the largest size that fits, the lines
    /// the text needs and the shrink factor that would fit it at every failing size.
    ///
    /// - Parameters:
    ///   - failing: The checks at which the text does not fit (one kind of failure).
    ///   - shown: The check the finding describes.
    ///   - isCut: Whether a layout counts as a failure of this kind (truncation: `isTruncated`;
    ///     Bold Text: not `fits`).
    /// - Returns: The advice, with its one-sentence summary.
    func advice(failing: [FitCheck], shown: FitCheck, isCut: (TextLayout) -> Bool) -> FitAdvice {
        let layout = shown.layout
        let characters = measuredText.count
        let averageAdvance = characters > 0 ? layout.width / Double(characters) : 0
        let excessCharacters = averageAdvance > 0 ? max(1, Int((layout.overflow / averageAdvance).rounded(.up))) : 0
        let longest = longestFittingText(at: shown, isCut: isCut)
        // The largest size up to which the text fits in the Bold Text state shown.
        // (By position: copying the checks costs a retain per field of each.)
        var cutAt = [Bool?].filled(nil, count: ContentSizeCategory.allCases.count)
        for index in checks.indices where checks[index].boldText == shown.boldText {
            let size = checks[index].sizeCategory.index
            cutAt[size] = (cutAt[size] ?? false) || isCut(checks[index].layout)
        }
        var largest: ContentSizeCategory?
        for size in ContentSizeCategory.allCases {
            guard let cut = cutAt[size.index] else { continue }
            if cut { break }
            largest = size
        }
        // More lines help an element with a line limit and no fixed height.
        var linesNeeded: Int?
        if element.lines > 0, element.height == nil,
            let most = failing.indices.lazy.map({ failing[$0].layout.lineCount }).max(), most > element.lines
        {
            linesNeeded = most
        }
        // Shrinking fits one line: the smallest ratio of room to natural width, rounded down.
        var shrink: (factor: Double, pointSize: Double)?
        if element.lines == 1 {
            for index in failing.indices {
                guard let room = failing[index].layout.availableWidth, failing[index].layout.width > 0 else { continue }
                let factor = (room / failing[index].layout.width * 100).rounded(.down) / 100
                if shrink.map({ factor < $0.factor }) ?? true {
                    shrink = (factor, factor * failing[index].font.pointSize)
                }
            }
        }
        let summary = Self.adviceSummary(
            excess: layout.overflow, characters: excessCharacters, at: shown, longest: longest, largest: largest,
            linesNeeded: linesNeeded, shrink: shrink, currentFactor: element.minimumScaleFactor)
        return FitAdvice(
            excessWidth: (layout.overflow * 100).rounded() / 100, excessCharacters: excessCharacters,
            longestFittingText: longest, largestFittingSize: largest?.name, linesNeeded: linesNeeded,
            minimumScaleFactor: shrink?.factor, summary: summary)
    }

    /// "Fix: 31.4 pt (about 5 characters) too long at Large, where “Einstellungen” fits; it fits
    /// up to Medium. Any of these would fit it at every size checked: minimumScaleFactor 0.79, or
    /// a shorter text." ("too long at every size checked" when it fits at none.)
    static func adviceSummary(
        excess: Double, characters: Int, at check: FitCheck, longest: String?,
        largest: ContentSizeCategory?, linesNeeded: Int?,
        shrink: (factor: Double, pointSize: Double)?, currentFactor: Double
    ) -> String {
        // One string appended to in place: joining the pieces with `+` and interpolations made a
        // string for each, and this runs for every cut text.
        var text = ""
        text.reserveCapacity(320)
        text += "Fix: "
        text += Format.points(excess)
        text += " pt (about "
        text += String(characters)
        text += characters == 1 ? " character) too long " : " characters) too long "
        if largest == nil {
            text += "at every size checked"
        } else {
            text += "at "
            text += check.sizeCategory.name
        }
        if check.boldText { text += " with Bold Text" }
        if let longest {
            text += ", where "
            text += Format.quoted(longest)
            text += " fits"
        }
        if let largest {
            text += check.boldText ? "; with Bold Text it fits up to " : "; it fits up to "
            text += largest.name
        }
        text += "."
        var options: [String] = []
        if let linesNeeded { options.append("\(linesNeeded) lines (numberOfLines, lineLimit)") }
        if let shrink {
            var option = "minimumScaleFactor \(Format.scale(shrink.factor))"
            var notes: [String] = []
            if currentFactor > 0, currentFactor < 1 { notes.append("now \(Format.scale(currentFactor))") }
            if shrink.pointSize < ShrinkThenTruncateRule.minimumPointSize {
                notes.append("\(Format.points(shrink.pointSize)) pt, below the HIG's 11 pt minimum")
            }
            if !notes.isEmpty { option += " (\(notes.joined(separator: "; ")))" }
            options.append(option)
        }
        guard !options.isEmpty else {
            text += " Only a shorter text or a wider element would fit it at every size checked."
            return text
        }
        text += " Any of these would fit it at every size checked: "
        for option in options {
            text += option
            text += ", "
        }
        text += "or a shorter text."
        return text
    }

    /// The longest start of `measuredText` that fits in `check`'s font and room: cut where a
    /// line may break (UAX #14), or when no word fits, between grapheme clusters; trailing
    /// spaces dropped. `nil` without a measurer or the check's room, when the whole text is not
    /// cut when laid out again (the room was not recorded as the engine used it), or when no
    /// character fits.
    ///
    /// The candidates are searched on estimates — the whole text's shape, as the check measured
    /// it, cut at each candidate (`TextMeasurer.estimatedLayout`) — and the answer is settled on
    /// the starts as shaped alone: the start found must fit and the next one must not (shaping
    /// can reach across a cut: kerning, contextual and joining forms). A start is taken from the
    /// whole text's glyphs where HarfBuzz says the cut keeps them (`TextMeasurer.shapedStart`),
    /// and shaped otherwise. Where the estimate was wrong, the search goes on with every
    /// candidate it tries. At most two shapes per finding instead of one per step of the
    /// search, for the same answer.
    func longestFittingText(at check: FitCheck, isCut: (TextLayout) -> Bool) -> String? {
        guard let measurer, let constraints = check.constraints else { return nil }
        let font = check.font
        // The check's own shape of the whole text, when the engine kept it for this room.
        let whole = check.relayout.flatMap { relayout in
            relayout.constraints == constraints && ExactText.same(relayout.text.shaped.text, measuredText)
                ? relayout.text.shaped : nil
        }
        /// Whether `text`, the whole text or a start of it, fits shaped alone: from the whole
        /// text's glyphs where HarfBuzz says a cut there keeps them (`shapedStart`), else shaped.
        func fits(_ text: String) -> Bool {
            let start = whole.flatMap { measurer.shapedStart(of: $0, upTo: text.utf16.count) }
            let shaped = start ?? measurer.shape(text, locale: string.locale, font: font, caching: .sequential)
            return !isCut(measurer.layout(shaped, font: font, constraints: constraints))
        }
        if whole != nil {
            guard isCut(check.layout) else { return nil }
        } else if fits(measuredText) {
            return nil
        }
        /// Whether the start up to UTF-16 offset `end` fits by the whole text's shape (shaped
        /// alone without one).
        func estimatedFits(_ end: Int, _ text: () -> String) -> Bool {
            guard let whole else { return fits(text()) }
            return !isCut(measurer.estimatedLayout(of: whole, upTo: end, font: font, constraints: constraints))
        }
        // Candidates are made only as the search asks for them: a long text has thousands of
        // break opportunities, and every prefix made at once would cost the square of its length.
        let units = Array(measuredText.utf16)
        // (With the measurer's kept iterator: opening one per finding was 5 % of an audit.)
        let ends = measurer.lineBreakOpportunities(in: units, locale: string.locale).map(\.offset)
            .filter { $0 < units.count }
        func prefix(_ end: Int) -> String {
            // A line-break opportunity falls between scalars: the start is a slice of the text's
            // own UTF-8 (decoding its UTF-16 again went scalar by scalar).
            let utf16 = measuredText.utf16
            guard let index = utf16.index(utf16.startIndex, offsetBy: end, limitedBy: utf16.endIndex),
                let scalar = index.samePosition(in: measuredText.unicodeScalars)
            else {
                var text = String(decodingUTF16: units[..<end])
                while let last = text.last, last.isWhitespace { text.removeLast() }
                return text
            }
            var text = String(measuredText.unicodeScalars[..<scalar])
            while let last = text.last, last.isWhitespace { text.removeLast() }
            return text
        }
        if let best = Self.longest(
            ends.count, estimate: { index in estimatedFits(ends[index]) { prefix(ends[index]) } },
            fits: { fits(prefix(ends[$0])) }),
            case let text = prefix(ends[best]), !text.isEmpty
        {
            return text
        }
        // Not even the first word fits: cut between grapheme clusters.
        let clusters = Array(measuredText.indices.dropFirst())
        func start(_ index: Int) -> String { String(measuredText[..<clusters[index]]) }
        return Self.longest(
            clusters.count,
            estimate: { index in estimatedFits(clusters[index].utf16Offset(in: measuredText)) { start(index) } },
            fits: { fits(start($0)) }
        ).map(start)
    }

    /// The last of `count` candidates (shortest first) that fits: found by bisection on
    /// `estimate`, then checked with `fits` at the boundary (the candidate found fits, the next
    /// does not), and searched again by bisection on `fits` on the side where the check failed.
    /// A longer start of a text is never narrower, so both searches find the one boundary.
    static func longest(_ count: Int, estimate: (Int) -> Bool, fits: (Int) -> Bool) -> Int? {
        let guess = bisect(0, count - 1, best: nil, estimate)
        if let guess, !fits(guess) { return bisect(0, guess - 1, best: nil, fits) }
        let next = (guess ?? -1) + 1
        if next < count, fits(next) { return bisect(next + 1, count - 1, best: next, fits) }
        return guess
    }

    /// The last index in `low...high` for which `fits` holds, by bisection (`best` when none does).
    static func bisect(_ low: Int, _ high: Int, best: Int?, _ fits: (Int) -> Bool) -> Int? {
        var low = low, high = high, best = best
        while low <= high {
            let middle = (low + high) / 2
            if fits(middle) {
                best = middle
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return best
    }
}
