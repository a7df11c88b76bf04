import Foundation
import XCTest

@testable import LegibleText

/// The natural width is the runs' HarfBuzz widths plus Apple's SF Pro tracking once per
/// grapheme cluster of the runs set in a stand-in for SF Pro (Inter, Inter Display), times the
/// stand-in's calibration for its weight; tracking values come from the facts file, read here.
final class TrackingArithmeticTests: XCTestCase {
    private var table: TrackingTable!

    override func setUpWithError() throws {
        table = try TrackingTable.load()
    }

    /// TECH-NOTES: semibold and bold stand-ins came out about 2 % narrower than SF, regular
    /// within 1 %; the unmeasured weights are set so that factors never decrease with weight.
    func testCalibrationIsTheDocumentedOne() {
        XCTAssertEqual(TextMeasurer.Options.defaultCalibration[.semibold], 1.02)
        XCTAssertEqual(TextMeasurer.Options.defaultCalibration[.bold], 1.02)
        XCTAssertEqual(TextMeasurer.Options.defaultCalibration[.regular], 1)
        XCTAssertEqual(TextMeasurer.Options.defaultCalibration[.heavy], 1.02)
    }

    func testCompiledTableIsTheFactsTable() {
        for row in table.rows {
            XCTAssertEqual(
                SFProTracking.tracking(atPointSize: row.size), row.tracking, accuracy: 1e-12, "\(row.size) pt")
        }
        for size in stride(from: 5.0, through: 100.0, by: 0.25) {
            XCTAssertEqual(
                SFProTracking.tracking(atPointSize: size), table.tracking(atPointSize: size), accuracy: 1e-9,
                "\(size) pt (interpolated)")
        }
    }

    /// Every golden text: width = Σ over its runs of the HarfBuzz sum × size / upem, plus for runs
    /// in a stand-in face tracking × their clusters, times the calibration.
    func testGoldenCasesNaturalWidth() throws {
        let texts = try GoldenData.runnable(try GoldenData.texts()).filter { $0.request != nil }
        for golden in texts {
            let measurer = TextCoreFixtures.measurer(for: golden)
            let measured = measurer.measure(golden.measureRequest())
            let size = measured.pointSize
            let tracking = table.tracking(atPointSize: size)
            let calibration =
                TextMeasurer.Options.defaultCalibration[FontWeight(rawValue: measured.weight) ?? .regular] ?? 1
            let scalars = Array(golden.text.unicodeScalars)
            var expected = 0.0
            for (index, run) in golden.runs.enumerated() {
                let hbWidth = Double(run.advanceSum) * size / Double(try GoldenData.unitsPerEm(run))
                var view = String.UnicodeScalarView()
                view.append(contentsOf: scalars[run.run])
                let clusters = Double(String(view).count)
                let measuredTracking = index < measured.runs.count ? measured.runs[index].tracking : .nan
                if run.isStandIn {
                    expected += (hbWidth + tracking * clusters) * calibration
                    XCTAssertEqual(measuredTracking, tracking, accuracy: 1e-12, "\(run): run tracking at \(size) pt")
                } else {
                    expected += hbWidth
                    XCTAssertEqual(measuredTracking, 0, "\(run): a \(run.fontPath) run gets no SF tracking")
                }
            }
            XCTAssertEqual(measured.width, expected, accuracy: 0.01, "\(golden): natural width at \(size) pt")
            XCTAssertEqual(measured.width, expected, accuracy: 1e-9, "\(golden): natural width, exactly")
        }
    }

    /// Texts mixing stand-in and other faces, at sizes from the table and between its rows.
    func testMixedTextWidthIsRunWidthsPlusTrackingOfTrackedRuns() throws {
        let measurer = TextCoreFixtures.measurer
        let texts: [(String, String)] = [
            ("OK 日本語 مرحبا", "ja"), ("Version 2 — 版本", "zh-Hans"), ("Hi 👋🏽 there", "en"),
            ("Привет, שלום!", "ru"), ("Seite क्षि 3", "de"), ("ราคา 100 บาท", "th"),
        ]
        let fonts: [(FontSpecification, ContentSizeCategory, Bool)] = [
            (.textStyle(.body), .large, false), (.textStyle(.body), .large, true),
            (.textStyle(.headline), .ax5, true), (.textStyle(.caption2), .xSmall, false),
            (.fixed(family: nil, pointSize: 10, weight: .bold, scalesWith: .caption2), .ax5, false),
            (.fixed(family: nil, pointSize: 15.5, weight: .regular, scalesWith: nil), .large, false),
        ]
        for (text, locale) in texts {
            for (font, category, bold) in fonts {
                let measured = measurer.measure(
                    MeasureRequest(
                        text: text, locale: locale, font: font,
                        sizeCategory: category, boldText: bold))
                let tracking = table.tracking(atPointSize: measured.pointSize)
                let weight = FontWeight(rawValue: measured.weight) ?? .regular
                let calibration = TextMeasurer.Options.defaultCalibration[weight] ?? 1
                let utf16 = Array(text.utf16)
                var expected = 0.0
                var trackedRuns = 0
                for run in measured.runs {
                    let standIn = run.face.family == "Inter" || run.face.family == "Inter Display"
                    if standIn {
                        let clusters = String(decoding: utf16[run.start..<run.end], as: UTF16.self).count
                        expected += (run.width + tracking * Double(clusters)) * calibration
                        XCTAssertEqual(run.tracking, tracking, accuracy: 1e-12, "\(text) at \(measured.pointSize) pt")
                        trackedRuns += 1
                    } else {
                        expected += run.width
                        XCTAssertEqual(run.tracking, 0, "\(text): \(run.face.family) run")
                    }
                }
                XCTAssertGreaterThan(trackedRuns, 0, "\(text): no run in the stand-in face")
                XCTAssertLessThan(trackedRuns, measured.runs.count, "\(text): every run in the stand-in face")
                XCTAssertEqual(
                    measured.width, expected, accuracy: 1e-9,
                    "\(text) (\(locale)) at \(measured.pointSize) pt, weight \(measured.weight)")
            }
        }
    }

    /// With tracking switched off the width is HarfBuzz's alone (times the calibration).
    func testTrackingOff() throws {
        let golden = try GoldenData.require("latin-en-body")
        let measurer = TextMeasurer(options: .init(tracking: .off, fontIndexCache: nil))
        let measured = measurer.measure(golden.measureRequest())
        let upem = try GoldenData.unitsPerEm(try XCTUnwrap(golden.runs.first))
        XCTAssertEqual(measured.width, Double(golden.advanceSum) * 17 / Double(upem), accuracy: 1e-9)
        XCTAssertEqual(measured.runs.first?.tracking, 0)
    }
}
