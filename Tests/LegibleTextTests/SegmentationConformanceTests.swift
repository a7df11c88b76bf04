import Foundation
import XCTest

@testable import LegibleText

/// Runs Unicode's own segmentation conformance files through the public API.
///
/// The files are the Unicode 15.0 versions shipped with ICU 72.1 (see
/// `../shared/reference/SOURCES.md` next to the package): `LineBreakTest.txt` (UAX #14) and
/// `GraphemeBreakTest.txt` (CLDR 42's variant of UAX #29's file, which is what ICU 72 tests
/// itself against). Each test line is hex code points separated by `÷` (break) and `×` (no
/// break); every line is compared, and any difference not in the small documented exception
/// list fails.
final class SegmentationConformanceTests: XCTestCase {
    /// One test line of a conformance file.
    struct Case {
        let lineNumber: Int
        let codePoints: [UInt32]
        let text: [UInt16]
        /// UTF-16 offsets marked `÷`, including 0 and the end when the file marks them.
        let breaks: [Int]
        let source: String
    }

    /// A line whose expectation ICU 72 knowingly does not meet.
    struct KnownDifference {
        let lineNumber: Int
        let codePoints: [UInt32]
        /// The breaks ICU 72 gives instead (UTF-16 offsets, as compared).
        let icuBreaks: [Int]
        let reason: String
    }

    /// ICU keeps a word-initial hyphen-minus with the letter after it (HY × AL), the ICU-8151
    /// tailoring (Unicode 15.1 later made this LB20a); UAX #14 15.0 breaks after the hyphen.
    static let hyphenReason = "ICU tailoring ICU-8151/ICU-21097: no break after a word-initial hyphen"
    /// ICU treats a full stop or comma directly before a digit as the start of a number
    /// (IS × NU, ICU-12017: ".35", "a.2"), so it does not break between them where UAX #14 15.0
    /// does; in "equals .35 cents" it breaks before ".35" instead of after ".".
    static let numberReason = "ICU tailoring ICU-12017/ICU-21097: no break between IS and a following digit"

    // Every difference below is one that ICU 72's own runner skips as a known issue
    // (icu4c/source/test/intltest/rbbitst.cpp, RBBITest::testCaseIsKnownIssue, ticket ICU-21097,
    // which matches test strings by prefix: "-#", "-\u{308}#", "-§", ..., ",0", "a.2 ", "A.1 몫", ...).
    // They are ICU's deliberate tailorings of UAX #14 15.0, so LineBreaker reproduces them.
    // The strings in the comments are the lines' text.
    static let lineBreakKnownDifferences: [KnownDifference] = [
        KnownDifference(
            lineNumber: 2265, codePoints: [0x2D, 0x23], icuBreaks: [2],
            reason: hyphenReason),  // -#
        KnownDifference(
            lineNumber: 2267, codePoints: [0x2D, 0x308, 0x23], icuBreaks: [3],
            reason: hyphenReason),  // -\u{308}#
        KnownDifference(
            lineNumber: 2421, codePoints: [0x2D, 0xA7], icuBreaks: [2],
            reason: hyphenReason),  // -§
        KnownDifference(
            lineNumber: 2423, codePoints: [0x2D, 0x308, 0xA7], icuBreaks: [3],
            reason: hyphenReason),  // -\u{308}§
        KnownDifference(
            lineNumber: 2425, codePoints: [0x2D, 0x50005], icuBreaks: [3],
            reason: hyphenReason),  // -\u{50005}
        KnownDifference(
            lineNumber: 2427, codePoints: [0x2D, 0x308, 0x50005], icuBreaks: [4],
            reason: hyphenReason),  // -\u{308}\u{50005}
        KnownDifference(
            lineNumber: 2429, codePoints: [0x2D, 0xE01], icuBreaks: [2],
            reason: hyphenReason),  // -ก
        KnownDifference(
            lineNumber: 2431, codePoints: [0x2D, 0x308, 0xE01], icuBreaks: [3],
            reason: hyphenReason),  // -\u{308}ก
        KnownDifference(
            lineNumber: 2873, codePoints: [0x2C, 0x30], icuBreaks: [2],
            reason: numberReason),  // ,0
        KnownDifference(
            lineNumber: 2875, codePoints: [0x2C, 0x308, 0x30], icuBreaks: [3],
            reason: numberReason),  // ,\u{308}0
        KnownDifference(
            lineNumber: 7477,
            codePoints: [
                0x65, 0x71, 0x75, 0x61, 0x6C, 0x73, 0x20, 0x2E, 0x33, 0x35, 0x20, 0x63, 0x65, 0x6E, 0x74, 0x73,
            ], icuBreaks: [7, 11, 16],
            reason: numberReason),  // equals .35 cents
        KnownDifference(
            lineNumber: 7576, codePoints: [0x61, 0x2E, 0x32, 0x20], icuBreaks: [4],
            reason: numberReason),  // a.2
        KnownDifference(
            lineNumber: 7577, codePoints: [0x61, 0x2E, 0x32, 0x20, 0x915], icuBreaks: [4, 5],
            reason: numberReason),  // a.2 क
        KnownDifference(
            lineNumber: 7578, codePoints: [0x61, 0x2E, 0x32, 0x20, 0x672C], icuBreaks: [4, 5],
            reason: numberReason),  // a.2 本
        KnownDifference(
            lineNumber: 7579, codePoints: [0x61, 0x2E, 0x32, 0x3000, 0x672C], icuBreaks: [4, 5],
            reason: numberReason),  // a.2\u{3000}本
        KnownDifference(
            lineNumber: 7580, codePoints: [0x61, 0x2E, 0x32, 0x3000, 0x307E], icuBreaks: [4, 5],
            reason: numberReason),  // a.2\u{3000}ま
        KnownDifference(
            lineNumber: 7581, codePoints: [0x61, 0x2E, 0x32, 0x3000, 0x33], icuBreaks: [4, 5],
            reason: numberReason),  // a.2\u{3000}3
        KnownDifference(
            lineNumber: 7583, codePoints: [0x41, 0x2E, 0x31, 0x20, 0xBABB], icuBreaks: [4, 5],
            reason: numberReason),  // A.1 몫
        KnownDifference(
            lineNumber: 7584, codePoints: [0xBD24, 0xC5B4, 0x2E, 0x20, 0x41, 0x2E, 0x32, 0x20, 0xBCFC],
            icuBreaks: [1, 4, 8, 9],
            reason: numberReason),  // 봤어. A.2 볼
        KnownDifference(
            lineNumber: 7585, codePoints: [0xBD10, 0xC694, 0x2E, 0x20, 0x41, 0x2E, 0x33, 0x20, 0xBABB],
            icuBreaks: [1, 4, 8, 9],
            reason: numberReason),  // 봐요. A.3 몫
        KnownDifference(
            lineNumber: 7586, codePoints: [0xC694, 0x2E, 0x20, 0x41, 0x2E, 0x34, 0x20, 0xBABB], icuBreaks: [3, 7, 8],
            reason: numberReason),  // 요. A.4 몫
        KnownDifference(
            lineNumber: 7587, codePoints: [0x61, 0x2E, 0x32, 0x3000, 0x300C], icuBreaks: [4, 5],
            reason: numberReason),  // a.2\u{3000}「
    ]

    // ICU 72 passes every line of GraphemeBreakTest-cldr-15.0.0 (its runner lists no
    // GraphemeBreakTest issue other than a fake example).
    static let graphemeBreakKnownDifferences: [KnownDifference] = []

    func testLineBreakTestFile() throws {
        let cases = try Self.loadCases(named: "LineBreakTest.txt")
        XCTAssertEqual(cases.count, 7654, "LineBreakTest-15.0.0 has 7,654 test lines")
        for locale in ["en", "root"] {
            let breaker = try LineBreaker(locale: locale)
            let differences = cases.filter { testCase in
                let actual = breaker.opportunities(in: testCase.text).map(\.offset)
                return actual != testCase.breaks.filter { $0 > 0 }
            }
            check(
                differences, against: Self.lineBreakKnownDifferences, file: "LineBreakTest.txt",
                checked: cases.count, label: "LineBreaker(locale: \"\(locale)\")"
            ) { testCase in
                breaker.opportunities(in: testCase.text).map(\.offset)
            }
        }
    }

    func testGraphemeBreakTestFile() throws {
        let cases = try Self.loadCases(named: "GraphemeBreakTest.txt")
        XCTAssertEqual(cases.count, 756, "GraphemeBreakTest-cldr-15.0.0 has 756 test lines")
        let breaker = try GraphemeBreaker()
        let differences = cases.filter { breaker.boundaries(in: $0.text) != $0.breaks }
        check(
            differences, against: Self.graphemeBreakKnownDifferences, file: "GraphemeBreakTest.txt",
            checked: cases.count, label: "GraphemeBreaker"
        ) { testCase in
            breaker.boundaries(in: testCase.text)
        }
    }

    /// Fails for every difference not in `known`, and for every known difference that no
    /// longer differs (so the list cannot go stale).
    private func check(
        _ differences: [Case], against known: [KnownDifference], file: String, checked: Int,
        label: String, actual: (Case) -> [Int]
    ) {
        let knownLines = Dictionary(uniqueKeysWithValues: known.map { ($0.lineNumber, $0) })
        var unexpected = 0
        for testCase in differences {
            if let exception = knownLines[testCase.lineNumber], exception.codePoints == testCase.codePoints,
                exception.icuBreaks == actual(testCase)
            {
                continue
            }
            unexpected += 1
            XCTFail(
                "\(file):\(testCase.lineNumber) \(label) breaks at \(actual(testCase)), expected "
                    + "\(testCase.breaks): \(testCase.source)")
        }
        let differingLines = Set(differences.map(\.lineNumber))
        for exception in known where !differingLines.contains(exception.lineNumber) {
            XCTFail(
                "\(file):\(exception.lineNumber) is listed as a known difference (\(exception.reason)) but now passes")
        }
        print(
            "\(file) via \(label): \(checked) lines checked, \(checked - differences.count) passed, "
                + "\(differences.count - unexpected) known differences, \(unexpected) unexpected")
    }

    /// The conformance file's test lines.
    ///
    /// - Throws: `XCTSkip` naming the path when the reference file is absent.
    static func loadCases(named name: String) throws -> [Case] {
        let url = referenceDirectory().appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw XCTSkip("Unicode conformance file not found at \(url.path)")
        }
        let contents = try String(contentsOf: url, encoding: .utf8)
        var cases: [Case] = []
        for (index, rawLine) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let data = rawLine.prefix { $0 != "#" }
            guard data.contains(where: { !$0.isWhitespace }) else { continue }
            var codePoints: [UInt32] = []
            var text: [UInt16] = []
            var breaks: [Int] = []
            for token in data.split(whereSeparator: \.isWhitespace) {
                switch token {
                case "÷": breaks.append(text.count)
                case "×": break
                default:
                    guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else {
                        XCTFail("\(name):\(index + 1): cannot parse \"\(token)\"")
                        continue
                    }
                    codePoints.append(value)
                    text.append(contentsOf: UTF16.encode(scalar)!)
                }
            }
            cases.append(
                Case(lineNumber: index + 1, codePoints: codePoints, text: text, breaks: breaks, source: String(rawLine))
            )
        }
        return cases
    }

    /// `<package root>/../shared/reference`, found from this file's path.
    static func referenceDirectory() -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // LegibleTextTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
            .appendingPathComponent("../shared/reference")
            .standardizedFileURL
    }
}
