import Foundation

extension HTMLReporter {
    /// CSS pixels per point in drawings (iOS points are about one CSS pixel; twice that reads better).
    static let drawingScale = 2.0

    /// Locales whose text runs right to left (by language subtag).
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "ug", "ur", "yi",
    ]

    static func isRightToLeft(_ locale: String?) -> Bool {
        guard let locale else { return false }
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(language)
    }

    /// The drawing of a finding's string in its box, as an SVG figure, when the finding has
    /// something to draw: a drawing from the provider, or else a one-line measurement that
    /// overflows (drawn with SVG text stretched to the measured width).
    func figure(for finding: Finding, index: Int) -> String? {
        if let drawing = drawings?(finding) {
            return figure(drawing, index: index)
        }
        guard let m = finding.measurement, m.overflow > 0, m.width > 0, m.availableWidth > 0,
            (finding.element?.lines ?? 1) == 1, m.pointSize > 0
        else { return nil }
        return fallbackFigure(m, rightToLeft: Self.isRightToLeft(finding.locale), index: index)
    }

    /// A drawing from glyph outlines.
    private func figure(_ drawing: TextDrawing, index: Int) -> String {
        let n = ReportText.number
        let pad = max(2, drawing.pointSize * 0.25)
        var minX = 0.0, maxX = drawing.boxWidth, minY = 0.0, maxY = drawing.boxHeight
        // Outlines may reach past the box (tall scripts, deep descenders): leave room for
        // 1.1 em above each baseline and 0.6 em below it.
        for baseline in [drawing.baseline] + drawing.runs.map(\.y) {
            minY = min(minY, baseline - 1.1 * drawing.pointSize)
            maxY = max(maxY, baseline + 0.6 * drawing.pointSize)
        }
        if let cut = drawing.overflow {
            minX = min(minX, cut.x)
            maxX = max(maxX, cut.x + cut.width)
            minY = min(minY, cut.y)
            maxY = max(maxY, cut.y + cut.height)
        }
        let viewBox = "\(n(minX - pad)) \(n(minY - pad)) \(n(maxX - minX + 2 * pad)) \(n(maxY - minY + 2 * pad))"
        let titleID = "drawing-\(index)"
        let title = "“\(drawing.visibleText)” as shown in a \(n(drawing.boxWidth)) pt box"
        var svg =
            "<svg class=\"drawing\" role=\"img\" aria-labelledby=\"\(titleID)\" viewBox=\"\(viewBox)\" width=\"\(n(Self.drawingScale * (maxX - minX + 2 * pad)))\" height=\"\(n(Self.drawingScale * (maxY - minY + 2 * pad)))\">"
        svg += "<title id=\"\(titleID)\">\(Escaping.html(title))</title>"
        if let cut = drawing.overflow {
            svg +=
                "<rect class=\"cut-region\" x=\"\(n(cut.x))\" y=\"\(n(cut.y))\" width=\"\(n(cut.width))\" height=\"\(n(cut.height))\"/>"
        }
        svg +=
            "<line class=\"baseline\" x1=\"\(n(minX))\" y1=\"\(n(drawing.baseline))\" x2=\"\(n(maxX))\" y2=\"\(n(drawing.baseline))\"/>"
        for run in drawing.runs {
            svg +=
                "<path class=\"fill-\(run.fill.rawValue)\" transform=\"translate(\(n(run.x)) \(n(run.y)))\" d=\"\(Escaping.html(run.path))\"/>"
        }
        svg +=
            "<rect class=\"box\" x=\"0\" y=\"0\" width=\"\(n(drawing.boxWidth))\" height=\"\(n(drawing.boxHeight))\"/>"
        svg += "</svg>"
        return
            "<figure>\(svg)<figcaption>Glyph outlines from the measured font at \(n(drawing.pointSize)) pt. The box is the room for the text; the marked region is what does not fit. iOS shows: “<bdi class=\"shown\">\(Escaping.html(drawing.visibleText))</bdi>”\(drawing.note.map { " " + Escaping.html($0) } ?? "")</figcaption></figure>"
    }

    /// A drawing without outlines: the box, the text in the browser's font stretched to the
    /// measured width (`textLength`), the part outside the box in the overflow color.
    private func fallbackFigure(_ m: MeasurementSummary, rightToLeft: Bool, index: Int) -> String {
        let n = ReportText.number
        // The size after any shrink-to-fit; `width` is measured at that size.
        let size = m.pointSize * (m.scale > 0 ? m.scale : 1)
        let width = m.width
        let box = m.availableWidth
        let height = (size * 1.3).rounded(.up)
        let baseline = size * 1.0
        let span = max(width, box)
        let pad = max(2, size * 0.4)
        // Left to right: the box starts at 0 and the text runs out to the right.
        // Right to left: both end at `span`; the text runs out to the left.
        let boxX = rightToLeft ? span - box : 0
        let textX = rightToLeft ? span - width : 0
        let cutX = rightToLeft ? textX : box
        let cutWidth = max(0, width - box)
        let inside = "clip-in-\(index)", outside = "clip-out-\(index)", titleID = "drawing-\(index)"
        let title =
            "“\(m.visibleText)”: the text needs \(n(width)) pt, the box has \(n(box)) pt; \(n(m.overflow)) pt do not fit"
        var svg =
            "<svg class=\"drawing\" role=\"img\" aria-labelledby=\"\(titleID)\" viewBox=\"\(n(-pad)) \(n(-pad)) \(n(span + 2 * pad)) \(n(height + 2 * pad))\" width=\"\(n(Self.drawingScale * (span + 2 * pad)))\" height=\"\(n(Self.drawingScale * (height + 2 * pad)))\">"
        svg += "<title id=\"\(titleID)\">\(Escaping.html(title))</title>"
        svg +=
            "<defs><clipPath id=\"\(inside)\"><rect x=\"\(n(boxX))\" y=\"\(n(-pad))\" width=\"\(n(box))\" height=\"\(n(height + 2 * pad))\"/></clipPath>"
        svg +=
            "<clipPath id=\"\(outside)\"><rect x=\"\(n(cutX))\" y=\"\(n(-pad))\" width=\"\(n(cutWidth))\" height=\"\(n(height + 2 * pad))\"/></clipPath></defs>"
        svg += "<rect class=\"cut-region\" x=\"\(n(cutX))\" y=\"0\" width=\"\(n(cutWidth))\" height=\"\(n(height))\"/>"
        svg +=
            "<line class=\"baseline\" x1=\"\(n(min(boxX, textX)))\" y1=\"\(n(baseline))\" x2=\"\(n(span))\" y2=\"\(n(baseline))\"/>"
        let text = Escaping.html(m.text)
        // Right to left: the text's start (its right edge) sits at the right end.
        let anchorX = rightToLeft ? span : textX
        let placed =
            "x=\"\(n(anchorX))\" y=\"\(n(baseline))\" font-size=\"\(n(size))\" font-weight=\"\(m.weight)\" textLength=\"\(n(width))\" lengthAdjust=\"spacingAndGlyphs\""
            + (rightToLeft ? " direction=\"rtl\"" : "")
        svg += "<text class=\"glyphs\" \(placed) clip-path=\"url(#\(inside))\">\(text)</text>"
        svg += "<text class=\"glyphs cut\" \(placed) clip-path=\"url(#\(outside))\" aria-hidden=\"true\">\(text)</text>"
        svg += "<rect class=\"box\" x=\"\(n(boxX))\" y=\"0\" width=\"\(n(box))\" height=\"\(n(height))\"/>"
        svg += "</svg>"
        return
            "<figure>\(svg)<figcaption>The \(n(box)) pt box at \(n(size)) pt; the text is drawn in this browser’s font, stretched to the measured \(n(width)) pt. The marked region is what does not fit. iOS shows: “<bdi class=\"shown\">\(Escaping.html(m.visibleText))</bdi>”</figcaption></figure>"
    }
}
