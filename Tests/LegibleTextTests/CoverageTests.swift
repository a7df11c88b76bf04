import Foundation
import XCTest

@testable import LegibleText

/// A character no face covers is reported in `missingCharacters`, never measured silently as
/// `.notdef`.
final class CoverageTests: XCTestCase {
    private let measurer = TextCoreFixtures.measurer

    /// Whether any installed face maps `scalar` (checked here by opening every face the
    /// measurer indexed).
    private func anyFaceCovers(_ scalar: Unicode.Scalar) -> Bool {
        measurer.library.entries.contains { entry in
            (try? FontFace(path: entry.path, index: entry.index))?.covers(scalar) ?? false
        }
    }

    func testUncoveredCharactersAreReported() throws {
        // U+F8FF (Apple's logo, private use), Kawi (Unicode 15, no Noto face in Debian 12),
        // an unassigned code point.
        let cases: [(String, String, [String])] = [
            ("\u{F8FF}", "en", ["U+F8FF"]),
            ("Kawi \u{11F04}\u{11F05}", "en", ["U+11F04", "U+11F05"]),
            ("OK \u{F8FF} 日本", "ja", ["U+F8FF"]),
            ("a\u{0378}b", "en", ["U+0378"]),
            ("\u{10FFFD}", "en", ["U+10FFFD"]),
        ]
        for (text, locale, missing) in cases {
            for scalar in missing.compactMap({ UInt32($0.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }) {
                XCTAssertFalse(anyFaceCovers(scalar), "a face covers \(scalar.value): pick another test character")
            }
            let measured = measurer.measure(MeasureRequest(text: text, locale: locale))
            XCTAssertEqual(measured.missingCharacters, missing, text.debugDescription)
            XCTAssertGreaterThan(measured.width, 0, "missing characters still take room (.notdef)")
        }
    }

    /// U+E000 is private use, but Inter (the SF Pro stand-in) has a glyph there, so it is not
    /// missing here (SF Pro's own private-use glyphs may differ).
    func testPrivateUseCoveredByTheStandInIsNotMissing() throws {
        let measured = measurer.measure(MeasureRequest(text: "\u{E000}"))
        XCTAssertTrue(anyFaceCovers("\u{E000}"))
        XCTAssertEqual(measured.missingCharacters, [])
        XCTAssertEqual(measured.runs.first?.face.family, "Inter")
    }

    /// Every character either is in `missingCharacters` or is set in a face that covers it.
    func testNothingIsMeasuredAsNotdefSilently() throws {
        let texts = [
            "\u{E000}\u{F8FF}\u{11F04}\u{1B05}\u{17000}ab", "Tangut \u{17000}\u{17001}", "Balinese \u{1B05}\u{1B13}",
            "Hello \u{1F600} \u{0378} мир", "\u{2603}\u{2764}\u{FE0F}\u{1F1FA}\u{1F1F8}", "ℵ∑√∞ ₿ ₹ ₽",
            "a\u{200D}b\u{FE0F}\u{00AD}c\u{200B}d\u{2060}",
        ]
        for text in texts {
            let measured = measurer.measure(MeasureRequest(text: text, locale: "en"))
            let font = measurer.resolve(.textStyle(.body), category: .large, boldText: false)
            let shaped = measurer.shape(text, locale: "en", font: font)
            let utf16 = Array(text.utf16)
            for run in shaped.runs {
                let runText = String(decoding: utf16[run.start..<run.end], as: UTF16.self)
                var offset = run.start
                for scalar in runText.unicodeScalars {
                    defer { offset += scalar.utf16.count }
                    if scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control
                        || scalar.properties.isWhitespace
                    {
                        continue
                    }
                    let reported = measured.missingCharacters.contains(String(format: "U+%04X", scalar.value))
                    XCTAssertTrue(
                        run.face.covers(scalar) || reported,
                        "U+\(String(scalar.value, radix: 16)) in \(text.debugDescription): set in \(run.face) without a glyph, not reported"
                    )
                    if reported {
                        XCTAssertFalse(
                            run.face.covers(scalar), "U+\(String(scalar.value, radix: 16)) reported but covered")
                    }
                }
            }
        }
        // Joiners, selectors and the soft hyphen need no glyph.
        XCTAssertEqual(measurer.measure(MeasureRequest(text: texts.last ?? "")).missingCharacters, [])
    }
}
