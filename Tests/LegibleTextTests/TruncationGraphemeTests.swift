import Foundation
import XCTest

@testable import LegibleText

/// Truncation never splits a grapheme cluster, keeps as much text as fits, and stays within
/// the width: for texts of combining marks, emoji sequences, flags, Devanagari conjuncts, Thai
/// marks and conjoining Hangul jamo, at many widths, in every truncating mode. The expected
/// cut is computed here from hb-shape's advances (golden data), Swift's `Character`s and the
/// facts file's tracking, not from the layout code.
final class TruncationGraphemeTests: XCTestCase {
    /// Golden cases laid out in one line, at body size (17 pt regular).
    static let texts = [
        "marks-fr-decomposed", "emoji-sequences", "emoji-keycaps-flags", "devanagari-hi-conjuncts",
        "devanagari-hi-body", "thai-th-marks", "thai-th-body", "hangul-ko-jamo", "hangul-ko-body",
        "arabic-ar-body", "hebrew-he-body", "reported-de-nav-title",
    ]

    /// A label's text, its clusters' widths and the ellipsis' width, all computed independently.
    struct Subject {
        let golden: GoldenText
        let widths: IndependentWidths
        let request: MeasureRequest
        let pointSize: Double
        let weight: FontWeight
        let table: TrackingTable
        var count: Int { widths.clusters.count }
        var natural: Double { widths.width(0..<count) }
        /// Clusters without trailing white space: what the layout cuts.
        var content: Int {
            var end = count
            while end > 0, widths.characters[end - 1].allSatisfy(\.isWhitespace) { end -= 1 }
            return end
        }

        /// The ellipsis next to cluster `cluster` (see `EllipsisOracle`).
        func ellipsis(near cluster: Int) throws -> Double {
            try EllipsisOracle.width(
                near: cluster, of: golden, widths: widths, pointSize: pointSize, weight: weight,
                table: table)
        }
        var tailEllipsis: Double { get throws { try ellipsis(near: content - 1) } }
        var headEllipsis: Double { get throws { try ellipsis(near: 0) } }
        var middleEllipsis: Double { get throws { try ellipsis(near: content / 2) } }
    }

    static func subject(_ name: String, table: TrackingTable) throws -> Subject {
        let golden = try GoldenData.require(name)
        let request = golden.measureRequest()
        let font = TextCoreFixtures.measurer.resolve(
            request.font, category: request.sizeCategory, boldText: request.boldText)
        return Subject(
            golden: golden, widths: try IndependentWidths.forRequest(golden, table: table), request: request,
            pointSize: font.pointSize, weight: font.weight, table: table)
    }

    private func measure(
        _ subject: Subject, width: Double?, lines: Int = 1,
        mode: LineBreakMode
    ) -> TextMeasurement {
        var request = subject.request
        request.constraints = LayoutConstraints(width: width, lines: lines, lineBreakMode: mode)
        return TextCoreFixtures.measurer.measure(request)
    }

    private func isSpace(_ cluster: String) -> Bool { cluster.allSatisfy(\.isWhitespace) }

    /// Widths from a little less than the ellipsis to a little more than the text, 61 steps.
    private func widths(_ subject: Subject, ellipsis: Double) -> [Double] {
        let top = subject.natural + 4
        return (0...60).map { ellipsis * 0.8 + (top - ellipsis * 0.8) * Double($0) / 60 }
    }

    func testTailKeepsTheLongestWholeClusterPrefixThatFits() throws {
        let table = try TrackingTable.load()
        for name in Self.texts {
            let subject = try Self.subject(name, table: table)
            let ellipsis = try subject.tailEllipsis
            let n = subject.count
            for width in widths(subject, ellipsis: ellipsis) {
                let measured = measure(subject, width: width, mode: .byTruncatingTail)
                if subject.natural <= width {
                    XCTAssertTrue(measured.fits, "\(name) at \(width): fits")
                    XCTAssertEqual(measured.visibleText, subject.golden.text, "\(name) at \(width)")
                    continue
                }
                var k = 0
                var used = 0.0
                while k < n, used + subject.widths.clusters[k] + ellipsis <= width + 1e-9 {
                    used += subject.widths.clusters[k]
                    k += 1
                }
                var kept = k
                while kept > 0, isSpace(subject.widths.characters[kept - 1]) { kept -= 1 }
                let expected = subject.widths.string(0..<kept) + "\u{2026}"
                XCTAssertFalse(measured.fits, "\(name) at \(width)")
                XCTAssertEqual(measured.visibleText, expected, "\(name) at \(width): tail")
                let shown = subject.widths.width(0..<kept) + ellipsis
                // Below the ellipsis' own width nothing fits: the label shows the ellipsis alone.
                if width >= ellipsis {
                    XCTAssertLessThanOrEqual(shown, width + 1e-9, "\(name) at \(width): shown width")
                }
                XCTAssertEqual(measured.lineDetails.first?.width ?? -1, shown, accuracy: 1e-9, "\(name) at \(width)")
                assertWholeClusters(
                    prefix: String(measured.visibleText.dropLast()), suffix: "", of: subject, name, width)
            }
        }
    }

    func testHeadKeepsTheLongestWholeClusterSuffixThatFits() throws {
        let table = try TrackingTable.load()
        for name in Self.texts {
            let subject = try Self.subject(name, table: table)
            let ellipsis = try subject.headEllipsis
            let n = subject.count
            for width in widths(subject, ellipsis: ellipsis) where subject.natural > width {
                let measured = measure(subject, width: width, mode: .byTruncatingHead)
                var start = n
                var used = 0.0
                while start > 0, used + subject.widths.clusters[start - 1] + ellipsis <= width + 1e-9 {
                    used += subject.widths.clusters[start - 1]
                    start -= 1
                }
                var kept = start
                while kept < n, isSpace(subject.widths.characters[kept]) { kept += 1 }
                XCTAssertEqual(
                    measured.visibleText, "\u{2026}" + subject.widths.string(kept..<n), "\(name) at \(width): head")
                let shown = subject.widths.clusters[kept..<n].reduce(0, +) + ellipsis
                // Below the ellipsis' own width nothing fits: the label shows the ellipsis alone.
                if width >= ellipsis {
                    XCTAssertLessThanOrEqual(shown, width + 1e-9, "\(name) at \(width): shown width")
                }
                XCTAssertEqual(measured.lineDetails.first?.width ?? -1, shown, accuracy: 1e-9, "\(name) at \(width)")
                assertWholeClusters(
                    prefix: "", suffix: String(measured.visibleText.dropFirst()), of: subject, name, width)
            }
        }
    }

    func testMiddleKeepsWholeClustersFromBothEnds() throws {
        let table = try TrackingTable.load()
        for name in Self.texts {
            let subject = try Self.subject(name, table: table)
            let ellipsis = try subject.middleEllipsis
            let clusters = subject.widths.characters
            for width in widths(subject, ellipsis: ellipsis) where subject.natural > width {
                let measured = measure(subject, width: width, mode: .byTruncatingMiddle)
                let parts = measured.visibleText.components(separatedBy: "\u{2026}")
                guard parts.count == 2 else {
                    XCTFail("\(name) at \(width): \(measured.visibleText.debugDescription) has no single ellipsis")
                    continue
                }
                let (head, tail) = assertWholeClusters(prefix: parts[0], suffix: parts[1], of: subject, name, width)
                guard let head, let tail else { continue }
                XCTAssertLessThan(head + tail, clusters.count, "\(name) at \(width): nothing cut")
                let shown =
                    subject.widths.clusters[0..<head].reduce(0, +)
                    + subject.widths.clusters[(clusters.count - tail)...].reduce(0, +) + ellipsis
                // Below the ellipsis' own width nothing fits: the label shows the ellipsis alone.
                if width >= ellipsis {
                    XCTAssertLessThanOrEqual(shown, width + 1e-9, "\(name) at \(width): shown width")
                }
                XCTAssertEqual(measured.lineDetails.first?.width ?? -1, shown, accuracy: 1e-9, "\(name) at \(width)")
                // As much as fits: neither neighbour of the cut would fit as well (unless it is
                // white space, which the cut drops).
                let next = head, previous = clusters.count - tail - 1
                if next <= previous, !isSpace(clusters[next]), !isSpace(clusters[previous]) {
                    XCTAssertGreaterThan(
                        shown + min(subject.widths.clusters[next], subject.widths.clusters[previous]),
                        width - 1e-9, "\(name) at \(width): room for one more cluster")
                }
            }
        }
    }

    func testClippingCutsAtTheLastWholeClusterThatFits() throws {
        let table = try TrackingTable.load()
        for name in Self.texts {
            let subject = try Self.subject(name, table: table)
            let ellipsis = try subject.tailEllipsis
            for width in widths(subject, ellipsis: ellipsis) where subject.natural > width {
                let measured = measure(subject, width: width, mode: .byClipping)
                var k = 0
                var used = 0.0
                while k < subject.count, used + subject.widths.clusters[k] <= width + 1e-9 {
                    used += subject.widths.clusters[k]
                    k += 1
                }
                XCTAssertEqual(measured.visibleText, subject.widths.string(0..<k), "\(name) at \(width): clipped")
                XCTAssertFalse(measured.fits, "\(name) at \(width)")
            }
        }
    }

    /// Two-line labels: every shown line is whole clusters, in order, and the last is cut.
    func testTwoLineTailTruncationKeepsWholeClusters() throws {
        let table = try TrackingTable.load()
        for name in Self.texts {
            let subject = try Self.subject(name, table: table)
            let ellipsis = try subject.tailEllipsis
            let visible = subject.widths.characters.filter { !isSpace($0) }
            // White space hangs at line ends, so only the rest must be more than two lines' worth.
            let ink = zip(subject.widths.characters, subject.widths.clusters).filter { !isSpace($0.0) }.map(\.1).reduce(
                0, +)
            for width in widths(subject, ellipsis: ellipsis) where ink > 2 * width && width > ellipsis * 2 {
                let measured = measure(subject, width: width, lines: 2, mode: .byTruncatingTail)
                XCTAssertFalse(measured.fits, "\(name) at \(width) in two lines")
                XCTAssertLessThanOrEqual(measured.lines, 2)
                XCTAssertTrue(
                    measured.visibleText.hasSuffix("\u{2026}"), "\(name) at \(width): \(measured.visibleText)")
                for line in measured.lineDetails {
                    XCTAssertLessThanOrEqual(line.width, width + 1e-9, "\(name) at \(width): \(line.text)")
                }
                let shown = Array(measured.visibleText.dropLast()).map(String.init).filter {
                    $0 != "\n" && !isSpace($0)
                }
                XCTAssertEqual(
                    shown, Array(visible.prefix(shown.count)),
                    "\(name) at \(width): \(measured.visibleText.debugDescription) is not a prefix of whole clusters")
            }
        }
    }

    /// Checks that `prefix` and `suffix` are made of the text's own grapheme clusters (Swift
    /// `Character`s, which agree with ICU 72 on these texts, see below), and returns how many.
    @discardableResult
    private func assertWholeClusters(
        prefix: String, suffix: String, of subject: Subject, _ name: String,
        _ width: Double
    ) -> (Int?, Int?) {
        let clusters = subject.widths.characters
        let head = prefix.map(String.init)
        let tail = suffix.map(String.init)
        var result: (Int?, Int?) = (nil, nil)
        if head.count <= clusters.count, Array(clusters.prefix(head.count)) == head {
            result.0 = head.count
        } else {
            XCTFail("\(name) at \(width): \(prefix.debugDescription) is not whole clusters from the start")
        }
        if tail.count <= clusters.count, Array(clusters.suffix(tail.count)) == tail {
            result.1 = tail.count
        } else {
            XCTFail("\(name) at \(width): \(suffix.debugDescription) is not whole clusters from the end")
        }
        return result
    }

    /// The oracle's clusters are ICU's too: Swift's `Character`s and `GraphemeBreaker` agree on
    /// every text here (क्षि is one cluster in both).
    func testSwiftCharactersAgreeWithICUOnTheseTexts() throws {
        let breaker = try GraphemeBreaker()
        for name in Self.texts {
            let golden = try GoldenData.text(name)
            XCTAssertEqual(
                TextCoreFixtures.characterBoundaries(golden.text), breaker.boundaries(in: Array(golden.text.utf16)),
                name)
        }
        XCTAssertEqual("क्षि".count, 1)
    }
}
