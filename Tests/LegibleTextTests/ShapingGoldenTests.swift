import Foundation
import XCTest

@testable import LegibleText

/// Widths are HarfBuzz's own: every text of `Golden/shaping.tests` (recorded with `hb-shape`)
/// is measured through `TextMeasurer`, which must shape it in the recorded runs and faces and
/// give the recorded advances, glyph by glyph, in font units.
final class ShapingGoldenTests: XCTestCase {
    func testEveryGoldenCaseMeasuresAsHBShapeDoes() throws {
        let texts = try GoldenData.runnable(try GoldenData.texts())
        for golden in texts {
            if golden.request == nil {
                try checkFaceLevel(golden)
            } else {
                try check(golden)
            }
        }
    }

    /// The data covers what the text core must get right: every script the brief lists, the
    /// Han faces per locale, the weights Bold Text produces, and the Display face from 20 pt.
    func testGoldenDataCoversScriptsFacesAndWeights() throws {
        let cases = try GoldenData.shapingCases()
        let texts = try GoldenData.texts()
        var perScript: [String: Set<String>] = [:]
        for golden in cases { perScript[golden.script ?? "none", default: []].insert(golden.name) }
        for script in ["Latn", "Cyrl", "Grek", "Arab", "Hebr", "Deva", "Thai", "Hani", "Kana", "Hang"] {
            XCTAssertGreaterThan(perScript[script]?.count ?? 0, 0, "no golden case in \(script)")
        }
        XCTAssertTrue(cases.contains { $0.fontPath.hasSuffix("NotoColorEmoji.ttf") }, "no emoji case")
        XCTAssertTrue(
            cases.contains { $0.language == "ja" && $0.script == "Hani" && $0.faceIndex == 0 }, "no ja Han case")
        XCTAssertTrue(
            cases.contains { $0.language == "zh-Hans" && $0.script == "Hani" && $0.faceIndex == 2 },
            "no zh-Hans Han case")
        for style in ["Regular", "SemiBold", "Bold", "ExtraBold"] {
            XCTAssertTrue(cases.contains { $0.fontPath.hasSuffix("/Inter-\(style).otf") }, "no Inter \(style) case")
        }
        XCTAssertTrue(
            cases.contains { $0.request?.boldText == true && $0.fontPath.hasSuffix("Inter-SemiBold.otf") },
            "no case of Bold Text making regular semibold")
        XCTAssertTrue(cases.contains { $0.fontPath.contains("InterDisplay") }, "no case at 20 pt or more")
        XCTAssertTrue(cases.contains { !$0.variations.isEmpty }, "no case on a variable face")
        XCTAssertTrue(texts.contains { $0.runs.count > 1 }, "no text in several runs")
        print(
            "golden shaping: \(texts.count) texts, \(cases.count) runs; texts per script: "
                + perScript.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.count)" }.joined(separator: ", "))
    }

    private func check(_ golden: GoldenText) throws {
        let measurer = TextCoreFixtures.measurer(for: golden)
        let request = golden.measureRequest()
        let font = measurer.resolve(request.font, category: request.sizeCategory, boldText: request.boldText)
        let shaped = measurer.shape(golden.text, locale: request.locale, font: font, caching: .none)
        let runs = shaped.runs.filter { $0.graphemeCount > 0 }
        let offsets = golden.utf16OffsetOfCodePoint
        guard runs.count == golden.runs.count else {
            XCTFail(
                "\(golden): shaped as \(runs.count) runs (\(runs.map { "\($0.face) \($0.script) \($0.start)..<\($0.end)" })), "
                    + "recorded as \(golden.runs.count)")
            return
        }
        let measured = measurer.measure(request)
        XCTAssertEqual(measured.pointSize, font.pointSize, "\(golden): point size")
        XCTAssertEqual(measured.runs.count, runs.count, "\(golden): TextMeasurement runs")
        XCTAssertEqual(measured.missingCharacters, [], "\(golden): missing characters")
        let shaper = try Shaper(resolver: measurer.resolver)
        for (index, (run, expected)) in zip(runs, golden.runs).enumerated() {
            let what = "\(expected) run \(index)"
            // The face: file, collection index, axis settings.
            let expectedPath = URL(fileURLWithPath: expected.fullFontPath).resolvingSymlinksInPath().path
            XCTAssertEqual(
                URL(fileURLWithPath: run.face.face.path).resolvingSymlinksInPath().path, expectedPath,
                "\(what): face file")
            XCTAssertEqual(run.face.face.index, expected.faceIndex, "\(what): face index in \(expected.fontPath)")
            let variations = Dictionary(uniqueKeysWithValues: run.face.variations.map { ($0.tag, $0.value) })
            XCTAssertEqual(variations, expected.variations, "\(what): variations")
            // The run and its shaping options.
            XCTAssertEqual(run.start, offsets[expected.run.lowerBound], "\(what): start")
            XCTAssertEqual(run.end, offsets[expected.run.upperBound], "\(what): end")
            XCTAssertEqual(run.isRightToLeft, expected.rightToLeft, "\(what): direction")
            if let script = expected.script { XCTAssertEqual(run.script, script, "\(what): script") }
            XCTAssertTrue(
                expected.language.caseInsensitiveCompare(request.locale) == .orderedSame,
                "\(what): hb-shape --language \(expected.language) is not the request's locale \(request.locale)")

            // Glyph by glyph, in font units (the shaper's own run, as the measurer made it).
            let upem = Double(run.face.face.unitsPerEm)
            let glyphs = shaper.shapeRun(
                Array(golden.text.utf16), start: run.start, end: run.end, face: run.face,
                rightToLeft: run.isRightToLeft, script: run.script, locale: request.locale)
            XCTAssertEqual(
                glyphs.map { Self.describe($0, upem: upem) },
                expected.glyphs.map { "\(offsets[$0.cluster])+\($0.advance)" },
                "\(what): glyphs (UTF-16 cluster + advance in font units)")

            // The run's sum, in font units and in points at the request's size.
            XCTAssertEqual(run.advance * upem, Double(expected.advanceSum), accuracy: 1e-6, "\(what): advance sum")
            guard index < measured.runs.count else { continue }
            let measuredRun = measured.runs[index]
            let expectedWidth = Double(expected.advanceSum) * font.pointSize / upem
            XCTAssertEqual(
                measuredRun.width, expectedWidth, accuracy: 0.01, "\(what): run width at \(font.pointSize) pt")
            XCTAssertEqual(measuredRun.width, expectedWidth, accuracy: 1e-9, "\(what): run width, exactly")
            XCTAssertEqual(
                URL(fileURLWithPath: measuredRun.face.path).resolvingSymlinksInPath().path, expectedPath,
                "\(what): TextMeasurement face path")
            XCTAssertEqual(
                measuredRun.direction, expected.rightToLeft ? "rtl" : "ltr", "\(what): TextMeasurement direction")
        }
    }

    /// A face-level case: the ellipsis a face adds when it truncates, as the shaper measures it
    /// (alone, no script, in the text's language).
    private func checkFaceLevel(_ golden: GoldenText) throws {
        let measurer = TextCoreFixtures.measurer
        for expected in golden.runs {
            let face = try FontFace(path: expected.fullFontPath, index: expected.faceIndex)
            let instance = FaceInstance(
                face: face, variations: expected.variations.map { .init(tag: $0.key, value: $0.value) },
                ptem: 0, appliesSFTracking: false)
            let shaper = try Shaper(resolver: measurer.resolver)
            let utf16 = Array(golden.text.utf16)
            let glyphs = shaper.shapeRun(
                utf16, start: 0, end: utf16.count, face: instance, rightToLeft: expected.rightToLeft,
                script: expected.script ?? "Zyyy", locale: expected.language)
            let offsets = golden.utf16OffsetOfCodePoint
            XCTAssertEqual(
                glyphs.map { Self.describe($0, upem: Double(face.unitsPerEm)) },
                expected.glyphs.map { "\(offsets[$0.cluster])+\($0.advance)" }, "\(expected): glyphs")
            if golden.text == "\u{2026}" {
                let ellipsis = shaper.ellipsisAdvance(
                    face: instance, locale: expected.language,
                    font: .init(family: nil, weight: .regular, pointSize: 17))
                XCTAssertEqual(
                    ellipsis.advance * Double(face.unitsPerEm), Double(expected.advanceSum), accuracy: 1e-6,
                    "\(expected): the shaper's ellipsis in this face")
            }
        }
    }

    private static func describe(_ glyph: Shaper.Glyph, upem: Double) -> String {
        let units = glyph.advance * upem
        let rounded = units.rounded()
        return abs(units - rounded) < 1e-6 ? "\(glyph.cluster)+\(Int(rounded))" : "\(glyph.cluster)+\(units)"
    }
}
