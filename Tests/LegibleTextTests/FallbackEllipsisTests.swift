import Foundation
import XCTest

@testable import LegibleText

/// A face without U+2026 (Noto Sans Thai, Arabic, Hebrew, Color Emoji) truncates with the
/// label's own system face's ellipsis: Inter Display's from 20 pt (1550/2048 em, where Inter's
/// is 2312/2816 em: 1.8 pt narrower at 28 pt) and the label's weight, not always Inter
/// Regular's.
final class FallbackEllipsisTests: XCTestCase {
    private func expectedTail(
        _ name: String, style: TextStyle, boldText: Bool, ellipsisCase: String
    ) throws
        -> [(width: Double, visible: String)]
    {
        let table = try TrackingTable.load()
        let golden = try GoldenData.require(name)
        let ellipsisGolden = try GoldenData.require(ellipsisCase)
        let measurer = TextCoreFixtures.measurer
        let font = measurer.resolve(.textStyle(style), category: .large, boldText: boldText)
        let calibration = TextMeasurer.Options.defaultCalibration[font.weight] ?? 1
        // Spaces are set in the element's own face (tracked), the letters in the script's.
        let widths = try IndependentWidths(
            golden, pointSize: font.pointSize, tracking: table.tracking(atPointSize: font.pointSize),
            calibration: calibration)
        let ellipsisUPEM = try GoldenData.unitsPerEm(try XCTUnwrap(ellipsisGolden.runs.first))
        let ellipsis =
            (Double(ellipsisGolden.advanceSum) * font.pointSize / Double(ellipsisUPEM)
                + table.tracking(atPointSize: font.pointSize)) * calibration
        let natural = widths.width(0..<widths.clusters.count)
        return stride(from: ellipsis + 1, to: natural, by: natural / 40).map { width in
            var k = 0
            var used = 0.0
            while k < widths.clusters.count, used + widths.clusters[k] + ellipsis <= width + 1e-9 {
                used += widths.clusters[k]
                k += 1
            }
            while k > 0, widths.characters[k - 1].allSatisfy(\.isWhitespace) { k -= 1 }
            return (width, widths.string(0..<k) + "\u{2026}")
        }
    }

    private func assertTail(_ name: String, style: TextStyle, boldText: Bool, ellipsisCase: String) throws {
        let golden = try GoldenData.require(name)
        for (width, visible) in try expectedTail(name, style: style, boldText: boldText, ellipsisCase: ellipsisCase) {
            let measured = TextCoreFixtures.measurer.measure(
                MeasureRequest(
                    text: golden.text, locale: golden.request?.locale ?? "en", font: .textStyle(style),
                    boldText: boldText,
                    constraints: LayoutConstraints(width: width, lines: 1)))
            XCTAssertEqual(
                measured.visibleText, visible, "\(name) as \(style)\(boldText ? " with Bold Text" : "") in \(width) pt")
        }
    }

    func testThaiAt28PointsTruncatesWithTheDisplayFacesEllipsis() throws {
        try assertTail("thai-th-marks", style: .title1, boldText: false, ellipsisCase: "ellipsis-inter-display-regular")
    }

    func testSemiboldArabicTruncatesWithTheSemiboldEllipsis() throws {
        // Headline: 17 pt semibold, Noto Sans Arabic Bold (the nearest heavier weight).
        try assertTail("arabic-ar-headline", style: .headline, boldText: false, ellipsisCase: "ellipsis-inter-semibold")
    }

    func testEmojiAt17PointsKeepsTheTextFacesEllipsis() throws {
        try assertTail("emoji-sequences", style: .body, boldText: false, ellipsisCase: "ellipsis-inter-regular")
    }
}
