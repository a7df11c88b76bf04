import Foundation
import XCTest

@testable import LegibleAudit

/// `PrettyJSONWriter` and the findings written with it give the bytes `JSONEncoder` gives (with
/// the reports' options, `JSONReporter.encode`): the encoder is the oracle.
final class PrettyJSONWriterTests: XCTestCase {
    /// What the encoder writes for `value`, without the newline `encode` appends.
    private func encoded<T: Encodable>(_ value: T) throws -> String {
        var data = try SortedJSON.encode(value, format: .json)
        data.removeLast()
        return String(decoding: data, as: UTF8.self)
    }

    private func written(_ body: (inout PrettyJSONWriter) throws -> Void) rethrows -> String {
        var writer = PrettyJSONWriter()
        try body(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    func testStringsAreEscapedAsTheEncoderEscapesThem() throws {
        let controls = String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar(UInt8($0)) }))
        let strings = [
            "", "plain", "\"quoted\" and \\backslashed\\", "a/b/c", controls, "\u{7F}", "line\u{2028}para\u{2029}end",
            "Überprüfe • 設定を保存 • حفظ • 👋🏽 • e\u{301}", "\u{FEFF}bom", "tab\there\r\n", "\\u0041",
        ]
        for string in strings {
            XCTAssertEqual(written { $0.value(string) }, try encoded(string), "\(string.debugDescription)")
        }
        XCTAssertEqual(written { $0.value(strings) }, try encoded(strings))
    }

    func testNumbersAreWrittenAsTheEncoderWritesThem() throws {
        let doubles: [Double] = [
            0, -0.0, 0.1, 254, 1e-7, 1e16, 1e15, 1e21, 123_456_789_012_345_680, 0.30000000000000004, 5e-324,
            .greatestFiniteMagnitude, -2.5, 100, 12345.678, 6.251145454545451, 1 / 3, -5, 999_999_999_999_999,
            -1e15, 4_503_599_627_370_496, 9_007_199_254_740_993, 0.5e-323, 119.00000000000001,
        ]
        for number in doubles {
            XCTAssertEqual(try written { try $0.value(number) }, try encoded(number), "\(number)")
        }
        for number in [0, 1, -1, 254, Int.max, Int.min] {
            XCTAssertEqual(written { $0.value(number) }, try encoded(number))
        }
        XCTAssertEqual(written { $0.value(true) }, try encoded(true))
        XCTAssertThrowsError(try written { try $0.value(Double.nan) })
        XCTAssertThrowsError(try written { try $0.value(-Double.infinity) })
    }

    func testEmptyAndNestedContainers() throws {
        XCTAssertEqual(written { $0.value([String]()) }, try encoded([String]()))
        XCTAssertEqual(written { $0.value(["one"]) }, try encoded(["one"]))
        let nested = written { writer in
            let outer = writer.open("[")
            writer.nextElement()
            writer.value([String]())
            writer.nextElement()
            let inner = writer.open("{")
            writer.close("}", outer: inner)
            writer.nextElement()
            writer.value(["a", "b"])
            writer.close("]", outer: outer)
        }
        struct Empty: Encodable {}
        enum Element: Encodable {
            case strings([String]), empty
            func encode(to encoder: Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case let .strings(strings): try container.encode(strings)
                case .empty: try container.encode(Empty())
                }
            }
        }
        XCTAssertEqual(nested, try encoded([Element.strings([]), .empty, .strings(["a", "b"])]))
    }

    /// A finding with every field set, one with none of the optional ones, the fixture's.
    static var findings: [Finding] {
        var every = Finding(
            rule: "truncation", severity: .error, message: "\"Einstellungen\" / overflows\n\tby 0.1 pt", key: "a.b",
            table: "Localizable", locale: "de", variation: "plural.one",
            location: SourceLocation(file: "App/de.lproj/Localizable.strings", line: 12, column: 3),
            sizeCategory: "AX2", sizeCategories: ["AX2", "AX3"], boldText: false, boldTextStates: [],
            element: ElementSummary(
                role: "button", name: "save", width: 120.5, height: 44, lines: 0,
                textStyle: "body", lineBreakMode: "byTruncatingTail", origin: "source",
                shownAt: SourceLocation(file: "App/Views/Save \"π\".swift", line: 12, column: 9)),
            measurement: MeasurementSummary(
                text: "Einstellungen\u{2028}", pointSize: 17, weight: 600, width: 1e-7,
                availableWidth: 254, overflow: -0.0, verticalOverflow: 3.25, lines: 2,
                visibleText: "Einstel…", scale: 0.5, faces: [], fontFamily: "Inter",
                lineHeight: 20.287109375),
            hig: "Buttons", suggestion: "Einstellungen sichern")
        every.designs = ["iOS 18", "iOS 26"]
        every.pseudo = "expanded"
        every.fix = FitAdvice(
            excessWidth: 0.1, excessCharacters: 1, longestFittingText: "Einstellungen\u{2028}",
            largestFittingSize: "AX1", linesNeeded: 3, minimumScaleFactor: 0.99,
            summary: "Fix: 0.1 pt \"too\" long")
        let bare = Finding(rule: "coverage", severity: .note, message: "")
        return [every, bare] + ReporterFixture.findings
    }

    func testFindingsAreWrittenAsTheirEncodableConformanceEncodesThem() throws {
        for finding in Self.findings {
            var writer = PrettyJSONWriter()
            try finding.write(to: &writer)
            XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), try encoded(finding))
        }
    }

    /// The hand-written members name every stored property: a field added to `Finding`,
    /// `ElementSummary` or `MeasurementSummary` must be added to its `write(to:)` too.
    func testEveryStoredPropertyIsWritten() throws {
        let finding = Self.findings[0]
        var writer = PrettyJSONWriter()
        try finding.write(to: &writer)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any])
        XCTAssertEqual(object.count, Mirror(reflecting: finding).children.count)
        XCTAssertEqual(
            (object["element"] as? [String: Any])?.count,
            Mirror(reflecting: finding.element!).children.count)
        XCTAssertEqual((object["fix"] as? [String: Any])?.count, Mirror(reflecting: finding.fix!).children.count)
        XCTAssertEqual(
            (object["measurement"] as? [String: Any])?.count,
            Mirror(reflecting: finding.measurement!).children.count)
    }

    /// Whole reports, in one piece and in several, with and without findings.
    func testReportsAreEncodedAsTheEncoderEncodesThem() throws {
        var report = ReporterFixture.report
        for count in [0, 1, 13, JSONReporter.findingsPerPiece + 7] {
            report.findings = (0..<count).map { index in
                var finding = Self.findings[index % Self.findings.count]
                finding.line = index
                return finding
            }
            XCTAssertEqual(try JSONReporter.encodeReport(report), try SortedJSON.encode(report, format: .json))
        }
    }

    /// A measurement JSON cannot hold fails as the encoder fails, with its error.
    func testNonFiniteNumbersFailAsTheEncoderFails() {
        var report = ReporterFixture.report
        let measured = report.findings.firstIndex { $0.measurement != nil }!
        report.findings[measured].measurement?.overflow = .infinity
        func failure(_ encode: () throws -> Data) -> ReportError? {
            do {
                _ = try encode()
                return nil
            } catch {
                return error as? ReportError
            }
        }
        let expected = failure { try SortedJSON.encode(report, format: .json) }
        XCTAssertNotNil(expected)
        XCTAssertEqual(failure { try JSONReporter.encodeReport(report) }, expected)
    }
}
