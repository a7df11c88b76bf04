import Foundation
import XCTest

@testable import LegibleText

/// The UILabel model: `numberOfLines`, truncation of the last visible line, shrink to fit
/// (`adjustsFontSizeToFitWidth` + `minimumScaleFactor`), height limits, Bold Text weights,
/// Dynamic Type sizes and fixed fonts that scale. Expected values come from the facts files
/// (Dynamic Type table, tracking table) and hb-shape's advances, not from the code.
final class LabelModelTests: XCTestCase {
    private let measurer = TextCoreFixtures.measurer

    private func paragraph(_ constraints: LayoutConstraints) throws -> TextMeasurement {
        let golden = try GoldenData.require("wrap-en-paragraph")
        return measurer.measure(golden.measureRequest(constraints: constraints))
    }

    // MARK: numberOfLines

    func testZeroLinesMeansAsManyAsNeeded() throws {
        let measured = try paragraph(LayoutConstraints(width: 150, lines: 0))
        XCTAssertGreaterThan(measured.lines, 4)
        XCTAssertEqual(measured.lines, measured.lineCount)
        XCTAssertTrue(measured.fits)
        XCTAssertEqual(measured.overflow, 0)
        XCTAssertFalse(measured.visibleText.contains("\u{2026}"))
        XCTAssertEqual(measured.lineHeight, 22, "body at Large: 22 pt leading")
    }

    func testLineLimitTruncatesTheLastVisibleLine() throws {
        let all = try paragraph(LayoutConstraints(width: 150, lines: 0))
        for limit in 1...3 {
            for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
                let measured = try paragraph(LayoutConstraints(width: 150, lines: limit, lineBreakMode: mode))
                XCTAssertEqual(measured.lines, limit, "\(limit) lines, \(mode)")
                XCTAssertFalse(measured.fits)
                XCTAssertGreaterThan(measured.overflow, 0)
                // The lines before the last are laid out as without a limit.
                XCTAssertEqual(
                    Array(measured.lineDetails.dropLast().map(\.text)),
                    Array(all.lineDetails.prefix(limit - 1).map(\.text)), "\(limit) lines, \(mode)")
                let last = try XCTUnwrap(measured.lineDetails.last)
                XCTAssertLessThanOrEqual(last.width, 150 + 1e-9)
                XCTAssertEqual(last.text.filter { $0 == "\u{2026}" }.count, 1, last.text)
                switch mode {
                case .byTruncatingTail:
                    XCTAssertTrue(last.text.hasSuffix("\u{2026}"))
                    // The last line starts where the unlimited layout's line did and runs on.
                    XCTAssertTrue(last.text.hasPrefix(all.lineDetails[limit - 1].text.prefix(3)), last.text)
                case .byTruncatingHead:
                    XCTAssertTrue(last.text.hasPrefix("\u{2026}"))
                    XCTAssertTrue(last.text.hasSuffix("sees it."), "head truncation shows the text's end: \(last.text)")
                default:
                    XCTAssertTrue(last.text.hasSuffix("it."), last.text)
                }
            }
        }
        // Enough lines: it fits.
        let roomy = try paragraph(LayoutConstraints(width: 150, lines: all.lineCount))
        XCTAssertTrue(roomy.fits)
        XCTAssertEqual(roomy.visibleText, all.visibleText)
    }

    func testWrappingAndClippingModesCutWithoutEllipsis() throws {
        for mode in [LineBreakMode.byClipping, .byWordWrapping, .byCharWrapping] {
            let measured = try paragraph(LayoutConstraints(width: 150, lines: 2, lineBreakMode: mode))
            XCTAssertFalse(measured.fits, "\(mode)")
            XCTAssertEqual(measured.lines, 2)
            XCTAssertFalse(measured.visibleText.contains("\u{2026}"), "\(mode): \(measured.visibleText)")
        }
    }

    // MARK: Shrink to fit

    /// Independent natural width of a golden case at any size: hb-shape advances scaled, plus the
    /// facts file's tracking at that size (interpolated), times the calibration.
    private func naturalWidth(_ w: (Double) throws -> IndependentWidths, at size: Double) rethrows -> Double {
        let widths = try w(size)
        return widths.width(0..<widths.clusters.count)
    }

    private func widthsFunction(_ golden: GoldenText, weight: FontWeight) throws -> (Double) throws -> IndependentWidths
    {
        let table = try TrackingTable.load()
        let calibration = TextMeasurer.Options.defaultCalibration[weight] ?? 1
        return { size in
            try IndependentWidths(
                golden, pointSize: size, tracking: table.tracking(atPointSize: size),
                calibration: calibration)
        }
    }

    func testShrinkPicksTheLargestScaleThatFits() throws {
        let golden = try GoldenData.require("reported-de-nav-title")  // headline: 17 pt semibold
        let w = try widthsFunction(golden, weight: .semibold)
        let natural = try naturalWidth(w, at: 17)
        for width in [140.0, 150, 180, 200, natural - 0.5] {
            let measured = measurer.measure(
                golden.measureRequest(
                    constraints: LayoutConstraints(width: width, lines: 1, minimumScaleFactor: 0.5)))
            let scale = measured.scale
            XCTAssertTrue(measured.fits, "\(width): fits after shrinking")
            XCTAssertEqual(measured.visibleText, golden.text)
            XCTAssertLessThan(scale, 1)
            XCTAssertGreaterThanOrEqual(scale, 0.5)
            XCTAssertLessThanOrEqual(scale * natural, width, "\(width): scale × natural width")
            // The text is set at 17 × scale pt, where SF tracking differs: that width must fit,
            // and a slightly larger scale must not.
            XCTAssertLessThanOrEqual(try naturalWidth(w, at: 17 * scale), width + 1e-6, "\(width) at \(scale)")
            XCTAssertGreaterThan(try naturalWidth(w, at: 17 * (scale + 1e-5)), width, "\(width): not the largest scale")
            XCTAssertEqual(measured.width, natural, accuracy: 1e-9, "width is reported at the requested size")
        }
    }

    func testShrinkThenTruncateWhenTheMinimumIsNotEnough() throws {
        let golden = try GoldenData.require("reported-de-nav-title")
        let ellipsisCase = try GoldenData.require("ellipsis-inter-semibold")
        let table = try TrackingTable.load()
        let w = try widthsFunction(golden, weight: .semibold)
        let size = 17 * 0.5
        let small = try w(size)
        let calibration = TextMeasurer.Options.defaultCalibration[.semibold] ?? 1
        let ellipsis = (Double(ellipsisCase.advanceSum) * size / 2816 + table.tracking(atPointSize: size)) * calibration
        XCTAssertEqual(try GoldenData.unitsPerEm(try XCTUnwrap(ellipsisCase.runs.first)), 2816)
        for width in [40.0, 60, 80, 100] {
            let measured = measurer.measure(
                golden.measureRequest(
                    constraints: LayoutConstraints(width: width, lines: 1, minimumScaleFactor: 0.5)))
            XCTAssertEqual(measured.scale, 0.5, "\(width): shrunk to the minimum")
            XCTAssertFalse(measured.fits)
            var k = 0
            var used = 0.0
            while k < small.clusters.count, used + small.clusters[k] + ellipsis <= width {
                used += small.clusters[k]
                k += 1
            }
            var kept = k
            while kept > 0, small.characters[kept - 1] == " " { kept -= 1 }
            XCTAssertEqual(measured.visibleText, small.string(0..<kept) + "\u{2026}", "\(width) pt at 8.5 pt")
        }
        // Without shrinking (factor 0 or 1) the text is truncated at its own size.
        for factor in [0.0, 1.0] {
            let measured = measurer.measure(
                golden.measureRequest(
                    constraints: LayoutConstraints(width: 150, lines: 1, minimumScaleFactor: factor)))
            XCTAssertEqual(measured.scale, 1)
            XCTAssertFalse(measured.fits)
            XCTAssertTrue(measured.visibleText.hasSuffix("\u{2026}"))
        }
    }

    // MARK: Height

    func testHeightLimitsTheLinesAndReportsVerticalOverflow() throws {
        let all = try paragraph(LayoutConstraints(width: 150, lines: 0))
        let n = all.lineCount
        // Room for two lines of 22 pt.
        let measured = try paragraph(LayoutConstraints(width: 150, lines: 0, height: 44))
        XCTAssertEqual(measured.lines, 2)
        XCTAssertFalse(measured.fits)
        XCTAssertEqual(measured.verticalOverflow, Double(n) * 22 - 44, accuracy: 1e-9)
        XCTAssertTrue(measured.visibleText.hasSuffix("\u{2026}"))
        // Room for all lines.
        let tall = try paragraph(LayoutConstraints(width: 150, lines: 0, height: Double(n) * 22))
        XCTAssertTrue(tall.fits)
        XCTAssertEqual(tall.verticalOverflow, 0)
        XCTAssertEqual(tall.lines, n)
        // The smaller of numberOfLines and the height wins.
        let both = try paragraph(LayoutConstraints(width: 150, lines: 3, height: 44))
        XCTAssertEqual(both.lines, 2)
        XCTAssertFalse(both.fits)
        let linesWin = try paragraph(LayoutConstraints(width: 150, lines: 1, height: 88))
        XCTAssertEqual(linesWin.lines, 1)
    }

    // MARK: Bold Text, Dynamic Type, fixed fonts

    func testBoldTextStepsWeightsUp() throws {
        // FACTS.md 6a (YMatterType's measured mapping): regular → semibold, medium → bold,
        // semibold → heavy, bold → black.
        let steps: [(FontSpecification, FontWeight, FontWeight, String)] = [
            (.textStyle(.body), .regular, .semibold, "Inter-SemiBold.otf"),
            (.textStyle(.headline), .semibold, .heavy, "Inter-ExtraBold.otf"),
            (.fixed(family: nil, pointSize: 15, weight: .medium, scalesWith: nil), .medium, .bold, "Inter-Bold.otf"),
            (.fixed(family: nil, pointSize: 15, weight: .bold, scalesWith: nil), .bold, .black, "Inter-Black.otf"),
            (.textStyle(.largeTitle), .regular, .semibold, "InterDisplay-SemiBold.otf"),
        ]
        for (font, plain, bold, file) in steps {
            XCTAssertEqual(measurer.resolve(font, category: .large, boldText: false).weight, plain, "\(font)")
            let resolved = measurer.resolve(font, category: .large, boldText: true)
            XCTAssertEqual(resolved.weight, bold, "\(font) with Bold Text")
            let face = measurer.shape("Settings", locale: "en", font: resolved).runs.first?.face.face
            XCTAssertEqual(face.map { URL(fileURLWithPath: $0.path).lastPathComponent }, file, "\(font) with Bold Text")
        }
        // A weight the element asks for is stepped up too.
        XCTAssertEqual(
            measurer.resolve(.textStyle(.body), category: .large, boldText: true, weight: .semibold).weight, .heavy)
        // Bold Text makes text wider.
        let regular = measurer.measure(MeasureRequest(text: "Einstellungen"))
        let boldText = measurer.measure(MeasureRequest(text: "Einstellungen", boldText: true))
        XCTAssertGreaterThan(boldText.width, regular.width)
        XCTAssertEqual(boldText.weight, 600)
    }

    func testDynamicTypeSizesAreTheTable() throws {
        let url = TrackingTable.url.deletingLastPathComponent().appendingPathComponent("dynamic_type_ios.csv")
        guard let content = try? String(contentsOf: url, encoding: .utf8) else {
            throw XCTSkip("Dynamic Type table not found at \(url.path)")
        }
        let rows = content.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let header = try XCTUnwrap(rows.first)
        let column = { (name: String) in header.firstIndex(of: name) ?? -1 }
        var cells = 0
        for row in rows.dropFirst() where row.count == header.count {
            let category = try XCTUnwrap(ContentSizeCategory(name: row[column("hig_category")]))
            let style = try XCTUnwrap(TextStyle(name: row[column("swift_case_style")]))
            let weight = try XCTUnwrap(FontWeight(name: row[column("weight")]))
            let resolved = measurer.resolve(.textStyle(style), category: category, boldText: false)
            XCTAssertEqual(resolved.pointSize, Double(row[column("size_pt")]), "\(style) at \(category)")
            XCTAssertEqual(resolved.lineHeight, Double(row[column("leading_pt")]), "\(style) at \(category)")
            XCTAssertEqual(resolved.weight, weight, "\(style) at \(category)")
            cells += 1
        }
        XCTAssertEqual(cells, 132)
        XCTAssertEqual(measurer.resolve(.textStyle(.body), category: .ax5, boldText: false).pointSize, 53)
        // The measurement reports the size and sets the text at it.
        let golden = try GoldenData.require("latin-en-body-ax5")
        let measured = measurer.measure(golden.measureRequest())
        XCTAssertEqual(measured.pointSize, 53)
        XCTAssertEqual(measured.sizeCategory, "AX5")
    }

    func testSystemFontSwitchesToTheDisplayFaceAt20Points() {
        let cases: [(TextStyle, ContentSizeCategory, String)] = [
            (.body, .xLarge, "Inter"),  // 19 pt
            (.title3, .large, "Inter Display"),  // 20 pt
            (.body, .xxLarge, "Inter Display"),  // 21 pt
            (.caption2, .xSmall, "Inter"),  // 11 pt
        ]
        for (style, category, family) in cases {
            let font = measurer.resolve(.textStyle(style), category: category, boldText: false)
            XCTAssertEqual(
                measurer.shape("Abc", locale: "en", font: font).runs.first?.face.face.family, family,
                "\(style) at \(category) (\(font.pointSize) pt)")
        }
    }

    func testFixedFontsScaleOnlyWithATextStyle() throws {
        // scaledFont(for:) approximated by the table's ratio: body is 17 at Large, 53 at AX5, 14 at xSmall.
        func size(_ points: Double, _ style: TextStyle?, _ category: ContentSizeCategory) -> Double {
            measurer.resolve(
                .fixed(family: nil, pointSize: points, weight: .regular, scalesWith: style),
                category: category, boldText: false
            ).pointSize
        }
        XCTAssertEqual(size(17, .body, .ax5), 53, accuracy: 1e-9)
        XCTAssertEqual(size(17, .body, .xSmall), 14, accuracy: 1e-9)
        XCTAssertEqual(size(17, .body, .large), 17, accuracy: 1e-9)
        XCTAssertEqual(size(10, .caption2, .ax5), 10 * 40 / 11, accuracy: 1e-9)
        XCTAssertEqual(size(24, .title1, .ax1), 24 * 38 / 28, accuracy: 1e-9)
        XCTAssertEqual(size(17, nil, .ax5), 17)
        XCTAssertEqual(size(17, nil, .xSmall), 17)
        // The system font's line height: SF Pro's ascender + descender (1950 + 494) / 2048 em.
        let fixed = measurer.resolve(
            .fixed(family: nil, pointSize: 17, weight: .regular, scalesWith: nil),
            category: .large, boldText: false)
        XCTAssertEqual(fixed.lineHeight, 17 * 2444 / 2048, accuracy: 1e-9)
        // A fixed font that scales is measured at the scaled size: width grows with it (and
        // switches to the Display face).
        let golden = try GoldenData.require("latin-en-caption2")
        let table = try TrackingTable.load()
        let scaled = measurer.measure(
            MeasureRequest(
                text: golden.text, font: .fixed(family: nil, pointSize: 17, weight: .regular, scalesWith: .body),
                sizeCategory: .ax5))
        XCTAssertEqual(scaled.pointSize, 53, accuracy: 1e-9)
        XCTAssertEqual(scaled.runs.first?.face.family, "Inter Display")
        let display = try GoldenData.require("latin-en-body-ax5")
        XCTAssertEqual(display.runs.first?.fontPath, "opentype/inter/InterDisplay-Regular.otf")
        let textFace = measurer.measure(
            MeasureRequest(
                text: golden.text, font: .fixed(family: nil, pointSize: 17, weight: .regular, scalesWith: nil),
                sizeCategory: .ax5))
        XCTAssertEqual(textFace.pointSize, 17)
        XCTAssertEqual(
            textFace.width,
            (Double(golden.advanceSum) * 17 / 2816 + table.tracking(atPointSize: 17) * Double(golden.text.count)),
            accuracy: 1e-9)
    }
}
