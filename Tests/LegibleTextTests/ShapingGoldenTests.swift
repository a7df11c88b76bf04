import Foundation
import XCTest

@testable import LegibleText

/// Widths are HarfBuzz's own: every case of `Golden/shaping.tests` (recorded with `hb-shape`)
/// is measured through `TextMeasurer`, which must pick the recorded face and give the recorded
/// advances, glyph by glyph, in font units.
final class ShapingGoldenTests: XCTestCase {
    func testEveryGoldenCaseMeasuresAsHBShapeDoes() throws {
        let cases = try GoldenData.runnable(try GoldenData.shapingCases())
        for golden in cases {
            try check(golden)
        }
    }

    /// The data covers what the text core must get right: every script the brief lists, the
    /// Han faces per locale, the weights Bold Text produces, and the Display face from 20 pt.
    func testGoldenDataCoversScriptsFacesAndWeights() throws {
        let cases = try GoldenData.shapingCases()
        var perScript: [String: Int] = [:]
        for golden in cases { perScript[golden.script ?? "none", default: 0] += 1 }
        for script in ["Latn", "Cyrl", "Grek", "Arab", "Hebr", "Deva", "Thai", "Hani", "Kana", "Hang"] {
            XCTAssertGreaterThan(perScript[script] ?? 0, 0, "no golden case in \(script)")
        }
        XCTAssertTrue(cases.contains { $0.fontPath.hasSuffix("NotoColorEmoji.ttf") }, "no emoji case")
        XCTAssertTrue(cases.contains { $0.language == "ja" && $0.script == "Hani" && $0.faceIndex == 0 }, "no ja Han case")
        XCTAssertTrue(cases.contains { $0.language == "zh-Hans" && $0.script == "Hani" && $0.faceIndex == 2 },
                      "no zh-Hans Han case")
        for style in ["Regular", "SemiBold", "Bold", "ExtraBold"] {
            XCTAssertTrue(cases.contains { $0.fontPath.hasSuffix("/Inter-\(style).otf") }, "no Inter \(style) case")
        }
        XCTAssertTrue(cases.contains { $0.request.boldText && $0.fontPath.hasSuffix("Inter-SemiBold.otf") },
                      "no case of Bold Text making regular semibold")
        XCTAssertTrue(cases.contains { $0.fontPath.contains("InterDisplay") }, "no case at 20 pt or more")
        XCTAssertTrue(cases.contains { !$0.variations.isEmpty }, "no case on a variable face")
        print("golden shaping cases per script: \(perScript.sorted { $0.key < $1.key })")
    }

    private func check(_ golden: GoldenShapingCase) throws {
        let measurer = TextCoreFixtures.measurer(for: golden)
        let request = golden.measureRequest()
        let font = measurer.resolve(request.font, category: request.sizeCategory, boldText: request.boldText)
        let shaped = measurer.shape(golden.text, locale: request.locale, font: font, useCache: false)
        let runs = shaped.runs.filter { $0.graphemeCount > 0 }
        guard runs.count == 1, let run = runs.first else {
            XCTFail("\(golden): shaped as \(runs.count) runs (\(runs.map { "\($0.face) \($0.script)" })), expected one")
            return
        }
        // The face: file, collection index, axis settings.
        let expectedPath = URL(fileURLWithPath: GoldenData.fontsRoot + "/" + golden.fontPath).resolvingSymlinksInPath().path
        let actualPath = URL(fileURLWithPath: run.face.face.path).resolvingSymlinksInPath().path
        XCTAssertEqual(actualPath, expectedPath, "\(golden): face file")
        XCTAssertEqual(run.face.face.index, golden.faceIndex, "\(golden): face index in \(golden.fontPath)")
        let variations = Dictionary(uniqueKeysWithValues: run.face.variations.map { ($0.tag, $0.value) })
        XCTAssertEqual(variations, golden.variations, "\(golden): variations")
        // The shaping options.
        XCTAssertEqual(run.start, 0, "\(golden): run start")
        XCTAssertEqual(run.end, golden.text.utf16.count, "\(golden): run end")
        XCTAssertEqual(run.isRightToLeft, golden.rightToLeft, "\(golden): direction")
        if let script = golden.script { XCTAssertEqual(run.script, script, "\(golden): script") }
        XCTAssertTrue(golden.language.caseInsensitiveCompare(request.locale) == .orderedSame,
                      "\(golden): hb-shape --language \(golden.language) is not the request's locale \(request.locale)")

        // Glyph by glyph, in font units (the shaper's own run, as the measurer made it).
        let upem = Double(run.face.face.unitsPerEm)
        let shaper = try Shaper(resolver: measurer.resolver)
        let glyphs = shaper.shapeRun(Array(golden.text.utf16), start: run.start, end: run.end, face: run.face,
                                     rightToLeft: run.isRightToLeft, script: run.script, locale: request.locale)
        let offsets = golden.utf16OffsetOfCodePoint
        let actual = glyphs.map { glyph -> String in
            let units = glyph.advance * upem
            let rounded = units.rounded()
            return abs(units - rounded) < 1e-6 ? "\(glyph.cluster)+\(Int(rounded))" : "\(glyph.cluster)+\(units)"
        }
        let expected = golden.glyphs.map { "\(offsets[$0.cluster])+\($0.advance)" }
        XCTAssertEqual(actual, expected, "\(golden): glyphs (UTF-16 cluster + advance in font units)")

        // The run's sum, in font units and in points at the request's size.
        XCTAssertEqual(run.advance * upem, Double(golden.advanceSum), accuracy: 1e-6, "\(golden): advance sum")
        let measured = measurer.measure(request)
        XCTAssertEqual(measured.pointSize, font.pointSize, "\(golden): point size")
        guard measured.runs.count == 1, let measuredRun = measured.runs.first else {
            XCTFail("\(golden): TextMeasurement has \(measured.runs.count) runs")
            return
        }
        let expectedWidth = Double(golden.advanceSum) * font.pointSize / upem
        XCTAssertEqual(measuredRun.width, expectedWidth, accuracy: 0.01, "\(golden): run width at \(font.pointSize) pt")
        XCTAssertEqual(measuredRun.width, expectedWidth, accuracy: 1e-9, "\(golden): run width, exactly")
        XCTAssertEqual(URL(fileURLWithPath: measuredRun.face.path).resolvingSymlinksInPath().path, expectedPath,
                       "\(golden): TextMeasurement face path")
        XCTAssertEqual(measuredRun.direction, golden.rightToLeft ? "rtl" : "ltr", "\(golden): TextMeasurement direction")
        XCTAssertEqual(measured.missingCharacters, [], "\(golden): missing characters")
    }
}
