import Foundation
import LegibleText

/// Draws a truncated string in its box for the HTML report: glyph outlines from FreeType at
/// HarfBuzz's positions, the part past the box marked as overflow.
public enum FindingDrawings {
    /// The most glyphs one drawing shows; a longer text is drawn in part, with a note
    /// (`TextDrawing.note`), so that one absurd string cannot make the report huge or slow.
    public static let maximumGlyphs = 2_000

    /// A provider that draws findings with a measurement (truncation); others get `nil`.
    public static func provider(measurer: TextMeasurer) -> DrawingProvider {
        // One renderer (FreeType outlines are not shared across threads), used by one thread at a time.
        let renderer = Locked(GlyphRenderer(measurer: measurer))
        return { finding in
            guard let measurement = finding.measurement, let locale = finding.locale else { return nil }
            return renderer.withLock { draw(measurement, locale: locale, with: $0) }
        }
    }

    /// The drawing of `m`'s text in its box, placed by `renderer`; `nil` when it has no glyphs.
    static func draw(_ m: MeasurementSummary, locale: String, with renderer: GlyphRenderer) -> TextDrawing? {
        let size = m.pointSize * m.scale
        let weight = FontWeight(rawValue: m.weight) ?? .regular
        let font = ResolvedFont(
            family: m.fontFamily, pointSize: size, weight: weight, lineHeight: m.lineHeight ?? size * 1.2)
        var placed = renderer.place(m.text, locale: locale, font: font)
        guard !placed.glyphs.isEmpty else { return nil }
        // An absurd string (thousands of glyphs) is drawn in part: the reading start, with a
        // note. The overflow region and the width still describe the whole text.
        var note: String?
        let glyphCount = placed.glyphs.count
        if glyphCount > FindingDrawings.maximumGlyphs {
            let kept = FindingDrawings.maximumGlyphs
            placed.glyphs = placed.isRightToLeft ? Array(placed.glyphs.suffix(kept)) : Array(placed.glyphs.prefix(kept))
            note = "The drawing shows the first \(kept) of the text’s \(glyphCount) glyphs."
        }
        let box = m.availableWidth
        let lineHeight = (m.lineHeight ?? size * 1.2) * m.scale
        let baseline = (lineHeight - size) / 2 + placed.ascender
        // Right-to-left text starts at the box's right edge and overflows to the left.
        let origin = placed.isRightToLeft ? box - placed.width : 0
        var runs: [TextDrawing.GlyphRun] = []
        for glyph in placed.glyphs {
            let x = origin + glyph.x
            let inside = placed.isRightToLeft ? x >= -0.01 : x + glyph.advance <= box + 0.01
            let fill: TextDrawing.Fill = inside ? .visible : .overflow
            // Appended in place: copying the run's text and path for every glyph was quadratic.
            let last = runs.count - 1
            if last >= 0, runs[last].fill == fill, glyph.path.isEmpty == runs[last].path.isEmpty {
                if runs[last].text == nil { runs[last].text = "" }
                runs[last].text?.append(glyph.text)
                if !glyph.path.isEmpty {
                    runs[last].path.append(Self.translate(glyph.path, dx: x - runs[last].x, dy: glyph.y))
                }
                continue
            }
            runs.append(
                .init(
                    path: Self.translate(glyph.path, dx: 0, dy: glyph.y), x: x, y: baseline, fill: fill,
                    text: glyph.text))
        }
        let overflowWidth = max(0, placed.width - box)
        let overflow =
            overflowWidth > 0.01
            ? TextDrawing.Rect(x: placed.isRightToLeft ? origin : box, y: 0, width: overflowWidth, height: lineHeight)
            : nil
        return TextDrawing(
            boxWidth: box, boxHeight: lineHeight, baseline: baseline, runs: runs, overflow: overflow,
            visibleText: m.visibleText, text: m.text, pointSize: size, isRightToLeft: placed.isRightToLeft,
            note: note)
    }

    /// Shifts SVG path data (absolute commands with coordinate pairs) by (dx, dy).
    static func translate(_ path: String, dx: Double, dy: Double) -> String {
        guard dx != 0 || dy != 0 else { return path }
        var output = ""
        var number = ""
        var isX = true
        func flush() {
            guard !number.isEmpty, let value = Double(number) else {
                number = ""
                return
            }
            output += PathBuilder.format(value + (isX ? dx : dy))
            isX.toggle()
            number = ""
        }
        for character in path {
            if character.isNumber || character == "." || (character == "-" && number.isEmpty) {
                number.append(character)
            } else {
                flush()
                if character.isLetter { isX = true }
                output.append(character)
            }
        }
        flush()
        return output
    }
}
