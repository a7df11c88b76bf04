import Foundation
import XCTest

@testable import LegibleText

/// Multi-line layout wraps where a greedy line filler over hb-shape's widths says: at ICU's
/// break opportunities (spaces in English, dictionary words in Thai), with trailing white space
/// hanging, a word longer than the line broken between grapheme clusters, and `\n` forcing a
/// break. Expected lines are computed here from the golden advances.
final class LineWrappingTests: XCTestCase {
    /// A golden text at its request's size, with independent cluster widths.
    private func widths(_ name: String) throws -> (GoldenText, IndependentWidths) {
        let golden = try GoldenData.require(name)
        return (golden, try IndependentWidths.forRequest(golden, table: try TrackingTable.load()))
    }

    /// Greedy filling: each line takes as many whole segments as fit (trailing white space not
    /// counted); a segment wider than the line alone is split into as many clusters as fit.
    /// - Parameter segments: cluster ranges between break opportunities.
    /// - Returns: each line's cluster range, or `nil` when some line's width is within 1e-6 of
    ///   `width` (a tie the test cannot call).
    private func greedy(_ w: IndependentWidths, segments: [Range<Int>], width: Double) -> [Range<Int>]? {
        var lines: [Range<Int>] = []
        var start = 0
        var end = 0
        var ambiguous = false
        func check(_ value: Double) -> Bool {
            if abs(value - width) < 1e-6 { ambiguous = true }
            return value <= width
        }
        var queue = segments[...]
        while let segment = queue.first {
            if check(w.width(start..<segment.upperBound)) {
                end = segment.upperBound
                queue.removeFirst()
                continue
            }
            if start < end {
                lines.append(start..<end)
                start = end
                continue
            }
            // The segment alone is too wide: as many clusters as fit, at least one.
            var cut = segment.lowerBound + 1
            while cut < segment.upperBound, check(w.width(segment.lowerBound..<cut + 1)) { cut += 1 }
            lines.append(segment.lowerBound..<cut)
            start = cut
            end = cut
            queue[queue.startIndex] = cut..<segment.upperBound
        }
        if start < w.clusters.count { lines.append(start..<w.clusters.count) }
        return ambiguous ? nil : lines
    }

    /// The text's line-break segments from ICU directly, as cluster ranges.
    private func segments(_ w: IndependentWidths, locale: String) throws -> [Range<Int>] {
        let offsets = try LineBreaker(locale: locale).opportunities(in: Array(w.text.utf16)).map(\.offset)
        var result: [Range<Int>] = []
        var start = 0
        for offset in offsets {
            guard let cluster = w.boundaries.firstIndex(of: offset) else {
                XCTFail("ICU break at \(offset) inside a grapheme cluster of \(w.text)")
                continue
            }
            result.append(start..<cluster)
            start = cluster
        }
        return result
    }

    private func trimmedText(_ w: IndependentWidths, _ range: Range<Int>) -> String {
        var end = range.upperBound
        while end > range.lowerBound, w.characters[end - 1].allSatisfy(\.isWhitespace) { end -= 1 }
        return w.string(range.lowerBound..<end)
    }

    private func assertWraps(
        _ name: String, locale: String, widths candidates: [Double],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Int {
        let (golden, w) = try widths(name)
        let segments = try segments(w, locale: locale)
        var checked = 0
        for width in candidates {
            guard let expected = greedy(w, segments: segments, width: width) else { continue }
            let measured = TextCoreFixtures.measurer.measure(
                golden.measureRequest(
                    constraints: LayoutConstraints(width: width, lines: 0, lineBreakMode: .byWordWrapping)))
            XCTAssertEqual(
                measured.lineDetails.map(\.text), expected.map { trimmedText(w, $0) },
                "\(name) at \(width) pt", file: file, line: line)
            XCTAssertEqual(measured.lineDetails.count, expected.count, file: file, line: line)
            for (laid, range) in zip(measured.lineDetails, expected) {
                XCTAssertEqual(
                    laid.width, w.width(range), accuracy: 1e-9, "\(name) at \(width): \(laid.text)",
                    file: file, line: line)
            }
            XCTAssertEqual(measured.lineCount, expected.count, file: file, line: line)
            XCTAssertTrue(measured.fits, "\(name) at \(width)", file: file, line: line)
            checked += 1
        }
        return checked
    }

    func testEnglishParagraphWrapsGreedilyAtSpaces() throws {
        let checked = try assertWraps(
            "wrap-en-paragraph", locale: "en",
            widths: stride(from: 95.0, through: 420, by: 3.3).map { $0 })
        XCTAssertGreaterThan(checked, 80)
        // The opportunities are the spaces: English prose breaks after each run of spaces.
        let (_, w) = try widths("wrap-en-paragraph")
        let words = try segments(w, locale: "en").map { w.string($0) }
        XCTAssertEqual(words.joined(), w.text)
        XCTAssertTrue(words.dropLast().allSatisfy { $0.hasSuffix(" ") && !$0.dropLast().contains(" ") }, "\(words)")
    }

    func testThaiWrapsBetweenDictionaryWords() throws {
        let (_, w) = try widths("thai-th-paragraph")
        let words = try segments(w, locale: "th").map { w.string($0) }
        // ICU's dictionary finds the words of this sentence (no spaces in the text).
        XCTAssertEqual(Array(words.prefix(4)), ["ภาษา", "ไทย", "เป็น", "ภาษา"])
        XCTAssertGreaterThanOrEqual(words.count, 10)
        let checked = try assertWraps(
            "thai-th-paragraph", locale: "th",
            widths: stride(from: 40.0, through: 330, by: 2.9).map { $0 })
        XCTAssertGreaterThan(checked, 80)
    }

    func testLongWordBreaksBetweenGraphemeClusters() throws {
        // No break opportunity inside the compound; its umlauts are a + U+0308 (two code points,
        // one cluster), so a break between code points would split them.
        let checked = try assertWraps(
            "wrap-de-long-word", locale: "de",
            widths: stride(from: 30.0, through: 300, by: 4.1).map { $0 })
        XCTAssertGreaterThan(checked, 50)
        let (golden, _) = try widths("wrap-de-long-word")
        let measured = TextCoreFixtures.measurer.measure(
            golden.measureRequest(constraints: LayoutConstraints(width: 60, lines: 0, lineBreakMode: .byWordWrapping)))
        XCTAssertGreaterThan(measured.lines, 3)
        XCTAssertEqual(measured.lineDetails.map(\.text).joined(), golden.text)
        XCTAssertTrue(
            measured.lineDetails.allSatisfy { $0.text.unicodeScalars.first != "\u{0308}" },
            "a line starts with a combining mark: \(measured.lineDetails.map(\.text))")
    }

    func testWordsThenALongWordStartTheLongWordOnItsOwnLine() throws {
        // "Die" stays alone on the first line rather than being followed by part of the compound.
        let checked = try assertWraps(
            "wrap-de-words-and-long-word", locale: "de",
            widths: stride(from: 60.0, through: 420, by: 5.3).map { $0 })
        XCTAssertGreaterThan(checked, 50)
    }

    func testTrailingSpacesDoNotCount() throws {
        let (golden, w) = try widths("wrap-en-paragraph")
        // Exactly the first three words: they fit although the space after them would not.
        let firstThree = try segments(w, locale: "en").prefix(3)
        let lineEnd = firstThree.last?.upperBound ?? 0
        let width = w.width(0..<lineEnd) + 1e-7
        XCTAssertGreaterThan(w.clusters[0..<lineEnd].reduce(0, +), width, "the trailing space would overflow")
        let measured = TextCoreFixtures.measurer.measure(
            golden.measureRequest(
                constraints: LayoutConstraints(width: width, lines: 0, lineBreakMode: .byWordWrapping)))
        XCTAssertEqual(measured.lineDetails.first?.text, "Legible measures every")
        XCTAssertEqual(measured.lineDetails.first?.width ?? 0, w.width(0..<lineEnd), accuracy: 1e-9)

        // One line: spaces after the text hang too.
        let measurer = TextCoreFixtures.measurer
        let plain = measurer.measure(MeasureRequest(text: "Settings"))
        for text in ["Settings ", "Settings   ", "Settings \u{2003}"] {
            let padded = measurer.measure(
                MeasureRequest(text: text, constraints: LayoutConstraints(width: plain.width)))
            XCTAssertTrue(padded.fits, "\(text.debugDescription) in \(plain.width) pt")
            XCTAssertEqual(padded.width, plain.width, accuracy: 1e-9, text.debugDescription)
        }
        // Leading spaces do count.
        let leading = measurer.measure(
            MeasureRequest(text: " Settings", constraints: LayoutConstraints(width: plain.width)))
        XCTAssertFalse(leading.fits)
    }

    func testNewlineForcesABreak() throws {
        let measurer = TextCoreFixtures.measurer
        func lines(_ text: String, width: Double? = nil) -> [String] {
            measurer.measure(MeasureRequest(text: text, constraints: LayoutConstraints(width: width, lines: 0)))
                .lineDetails.map(\.text)
        }
        XCTAssertEqual(lines("Hello\nWorld"), ["Hello", "World"])
        XCTAssertEqual(lines("Hello\nWorld", width: 1000), ["Hello", "World"])
        XCTAssertEqual(lines("A\n\nB"), ["A", "", "B"])
        // CR LF is one break; so are LS (U+2028), PS (U+2029) and NEL (U+0085).
        XCTAssertEqual(lines("A\r\nB\u{2028}C\u{2029}D\u{0085}E"), ["A", "B", "C", "D", "E"])
        XCTAssertEqual(lines("Hello\n"), ["Hello"])
        // Within a paragraph wrapping still happens.
        let room = measurer.measure(MeasureRequest(text: "one two")).width + 1
        let measured = measurer.measure(
            MeasureRequest(
                text: "one two three\nfour",
                constraints: LayoutConstraints(width: room, lines: 0)))
        XCTAssertEqual(measured.lineDetails.map(\.text), ["one two", "three", "four"])
        // The natural width is the widest paragraph.
        let widest = measurer.measure(MeasureRequest(text: "one two three")).width
        XCTAssertEqual(measurer.measure(MeasureRequest(text: "one two three\nfour")).width, widest, accuracy: 1e-9)
    }
}
