import XCTest

@testable import LegibleAudit

/// Values in `legible.json` that would make an audit check nothing, pass vacuously or trap are
/// errors that name the field.
final class ConfigValidationTests: XCTestCase {
    private func message(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try AuditConfiguration.parse(Data(json.utf8), file: "legible.json")
            XCTFail("accepted \(json)", file: file, line: line)
            return nil
        } catch let diagnostic as Diagnostic {
            return diagnostic.message
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return nil
        }
    }

    private func element(_ fields: String) -> String {
        #"{"elements": [{"key": "a", "role": "label", \#(fields)}]}"#
    }

    func testNegativeLinesIsAnError() {
        XCTAssertEqual(
            message(element(#""lines": -1"#)), "elements[0].lines: expected 0 (unlimited) or more lines (got -1)")
    }

    func testNegativeWidthAndHeightAreErrors() {
        XCTAssertEqual(message(element(#""width": -5"#)), "elements[0].width: expected 0 or more points (got -5.0)")
        XCTAssertEqual(message(element(#""height": -1"#)), "elements[0].height: expected 0 or more points (got -1.0)")
    }

    func testCountBelowOneIsAnError() {
        XCTAssertEqual(
            message(
                element(#""role": "tabBarItem", "count": 0"#).replacingOccurrences(of: #""role": "label", "#, with: "")),
            "elements[0].count: expected 1 or more items (got 0)")
    }

    func testScaleFactorOutsideZeroToOneIsAnError() {
        XCTAssertEqual(
            message(element(#""minimumScaleFactor": 5"#)),
            "elements[0].minimumScaleFactor: expected a factor between 0 and 1 (got 5.0)")
    }

    func testUnknownAccessoryIsAnError() {
        XCTAssertEqual(
            message(element(#""accessory": "chevron""#))?.hasPrefix(
                #"elements[0].accessory: unknown accessory "chevron""#), true)
    }

    func testFontSizeMustBePositive() {
        XCTAssertEqual(
            message(element(#""font": {"size": -15}"#)),
            "elements[0].font.size: expected more than 0 and at most 100000 points (got -15.0)")
    }

    func testNoDevicesOrSizesIsAnError() {
        XCTAssertEqual(
            message(#"{"devices": []}"#),
            "devices: expected one or more devices, each with a width of more than 0 points")
        XCTAssertEqual(
            message(#"{"devices": [{"name": "x", "width": -320}]}"#),
            "devices: expected one or more devices, each with a width of more than 0 points")
        XCTAssertEqual(message(#"{"sizes": []}"#), "sizes: expected a non-empty list of size categories (xSmall … AX5)")
        // No locales would check nothing and pass every gate.
        let noLocales =
            "locales: expected a non-empty list of locale identifiers such as \"en\", \"de\" (leave it out for all)"
        XCTAssertEqual(message(#"{"locales": []}"#), noLocales)
        XCTAssertEqual(message(#"{"locales": ["de", ""]}"#), noLocales)
    }

    func testValidValuesStillParse() throws {
        let config = try AuditConfiguration.parse(
            Data(
                element(
                    #""width": 0, "lines": 0, "minimumScaleFactor": 0.5, "accessory": "Disclosure", "font": {"size": 15}"#
                ).utf8),
            file: "legible.json")
        XCTAssertEqual(config.elements.first?.lines, 0)
        XCTAssertEqual(config.elements.first?.accessory, "Disclosure")
    }
}
