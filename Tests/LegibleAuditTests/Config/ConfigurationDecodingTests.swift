import XCTest

@testable import LegibleAudit

/// `legible.json` is parsed once and decoded through `JSONNodeDecoder`: every field at every
/// depth is checked, and each error names the field's path and stands at its line and column.
final class ConfigurationDecodingTests: XCTestCase {
    /// The diagnostic `json` is rejected with.
    private func rejection(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> Diagnostic? {
        rejection(Data(json.utf8), file: file, line: line)
    }

    private func rejection(_ data: Data, file: StaticString = #filePath, line: UInt = #line) -> Diagnostic? {
        do {
            _ = try AuditConfiguration.parse(data, file: "legible.json")
            XCTFail("accepted \(String(decoding: data, as: UTF8.self))", file: file, line: line)
        } catch let diagnostic as Diagnostic {
            XCTAssertEqual(diagnostic.level, .error, file: file, line: line)
            return diagnostic
        } catch {
            XCTFail("not a Diagnostic: \(error)", file: file, line: line)
        }
        return nil
    }

    private func assertRejected(
        _ json: String, line expectedLine: Int, column: Int, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let diagnostic = rejection(json, file: file, line: line) else { return }
        XCTAssertEqual(diagnostic.message, message, file: file, line: line)
        XCTAssertEqual(diagnostic.location.file, "legible.json", file: file, line: line)
        XCTAssertEqual(
            [diagnostic.location.line, diagnostic.location.column], [expectedLine, column],
            "line and column of \(diagnostic)", file: file, line: line)
    }

    // MARK: Unknown fields at every depth

    func testUnknownFieldInInsetsIsLocatedWithSuggestion() {
        assertRejected(
            """
            {
              "elements": [
                {"key": "a", "role": "label", "insets": {"lft": 4}}
              ]
            }
            """, line: 3, column: 47,
            "elements[0].insets.lft: unknown field \"lft\"; did you mean \"left\"? "
                + "Expected one of: top, leading, bottom, trailing, left, right")
    }

    func testUnknownFieldInRuleSettings() {
        assertRejected(
            """
            {
              "rules": {
                "truncation": {"severty": "error"}
              }
            }
            """, line: 3, column: 21,
            "rules.truncation.severty: unknown field \"severty\"; did you mean \"severity\"? "
                + "Expected one of: severity, enabled, roles, keys, locales")
    }

    func testUnknownFieldInSecondDevice() {
        assertRejected(
            """
            {
              "devices": [
                {"name": "SE", "width": 320},
                {"name": "16", "widht": 393}
              ]
            }
            """, line: 4, column: 21,
            "devices[1].widht: unknown field \"widht\"; did you mean \"width\"? Expected one of: name, width")
    }

    func testUnknownFieldsInSamplesAndScreens() {
        XCTAssertEqual(
            rejection(#"{"samples": {"integr": 5}}"#)?.message,
            "samples.integr: unknown field \"integr\"; did you mean \"integer\"? Expected one of: string, integer, float, keys"
        )
        let screen = rejection(#"{"screens": [{"name": "A", "navigationBar": {"titel": "a.title"}}]}"#)
        XCTAssertEqual(
            screen?.message.hasPrefix(#"screens[0].navigationBar.titel: unknown field "titel"; did you mean "title"?"#),
            true,
            screen?.message ?? "")
        XCTAssertEqual([screen?.location.line, screen?.location.column], [1, 47])
        // A field far from every valid one gets the list only.
        XCTAssertEqual(
            rejection(#"{"elements": [{"key": "a", "role": "label", "font": {"size": 12, "zzzzzz": 1}}]}"#)?.message,
            "elements[0].font.zzzzzz: unknown field \"zzzzzz\"; expected one of: family, size, weight")
    }

    func testUnknownTopLevelFieldSuggestsTheNearest() {
        let diagnostic = rejection("{\n  \"elemnts\": []\n}")
        XCTAssertEqual(
            diagnostic?.message.hasPrefix(
                #"elemnts: unknown field "elemnts"; did you mean "elements"? Expected one of: $schema, comment, version"#
            ),
            true, diagnostic?.message ?? "")
        XCTAssertEqual([diagnostic?.location.line, diagnostic?.location.column], [2, 4])
    }

    // MARK: Wrongly typed scalars

    func testVersionTrueIsNotANumber() {
        assertRejected("{\"version\": true}", line: 1, column: 3, "version: expected a whole number, found true")
        assertRejected("{\"version\": 2}", line: 1, column: 3, "version: expected 1, found 2")
    }

    func testBoldTextOneIsNotABoolean() {
        assertRejected(
            "{\n \"boldText\": 1\n}", line: 2, column: 3, "boldText: expected \"both\", \"on\" or \"off\", found 1")
        XCTAssertEqual(try AuditConfiguration.parse(Data(#"{"boldText": true}"#.utf8), file: "l").boldText, [true])
        XCTAssertEqual(try AuditConfiguration.parse(Data(#"{"boldText": "off"}"#.utf8), file: "l").boldText, [false])
    }

    func testFractionalLineCountIsLocated() {
        assertRejected(
            """
            {"elements": [
              {"key": "a", "role": "label",
               "lines": 1.5}]}
            """, line: 3, column: 5, "elements[0].lines: expected a whole number, found 1.5")
    }

    func testIntegralNumbersAreWholeNumbers() throws {
        let config = try AuditConfiguration.parse(
            Data(#"{"elements": [{"key": "a", "role": "label", "lines": 2.0, "count": 1e1}]}"#.utf8),
            file: "l")
        XCTAssertEqual(config.elements.first?.lines, 2)
        XCTAssertEqual(config.elements.first?.count, 10)
    }

    func testInfiniteNumberIsLocated() {
        assertRejected(
            #"{"elements": [{"key": "a", "role": "label", "width": 1e999}]}"#, line: 1, column: 46,
            "elements[0].width: expected a finite number, found 1e999")
        assertRejected(
            #"{"minimumTapTarget": -1e999}"#, line: 1, column: 3,
            "minimumTapTarget: expected a finite number, found -1e999")
    }

    /// Insets may be negative (UIKit's widen the room) but not beyond the measurer's lengths.
    func testInsetsOutOfRangeAreLocated() throws {
        assertRejected(
            """
            {"elements": [{"key": "a", "role": "button", "insets": {"top": 1,
              "left": 1e21}}]}
            """, line: 2, column: 4, "elements[0].insets.left: expected points from -100000 to 100000 (got 1e+21)")
        let config = try AuditConfiguration.parse(
            Data(#"{"elements": [{"key": "a", "role": "button", "insets": {"left": -4, "right": 6}}]}"#.utf8),
            file: "l")
        XCTAssertEqual(config.elements.first?.insets, EdgeInsets(top: 0, leading: -4, bottom: 0, trailing: 6))
    }

    func testStringWhereNumberIsExpected() {
        assertRejected(
            #"{"elements": [{"key": "a", "role": "label", "insets": {"top": "4"}}]}"#, line: 1, column: 57,
            #"elements[0].insets.top: expected a number, found "4""#)
    }

    func testSeverityFatalIsLocatedLikeAnyField() {
        assertRejected(
            """
            {
              "rules": {
                "truncation": {"severity": "fatal"}
              }
            }
            """, line: 3, column: 21,
            #"rules.truncation.severity: expected "note", "warning" or "error", found "fatal""#)
        // The shorthand names the same choices.
        XCTAssertEqual(
            rejection(#"{"rules": {"truncation": "fatal"}}"#)?.message,
            #"rules.truncation: expected "off", "on", "note", "warning" or "error", found "fatal""#)
        XCTAssertEqual(
            rejection(#"{"accessibilitySizeSeverity": "eror"}"#)?.message,
            #"accessibilitySizeSeverity: expected "note", "warning" or "error", found "eror"; did you mean "error"?"#)
    }

    func testRoleTypoSuggestsTheRole() {
        XCTAssertEqual(
            rejection(#"{"elements": [{"key": "a", "role": "buton"}]}"#)?.message,
            #"elements[0].role: unknown role "buton"; did you mean "button"? Expected one of: "#
                + Role.allCases.map(\.rawValue).joined(separator: ", "))
        // In a list, the role is named in the singular.
        XCTAssertEqual(
            rejection(#"{"rules": {"truncation": {"roles": ["label", "zzzzzz"]}}}"#)?.message,
            #"rules.truncation.roles[1]: unknown role "zzzzzz"; expected one of: "#
                + Role.allCases.map(\.rawValue).joined(separator: ", "))
    }

    // MARK: Text that is not UTF-8

    func testInvalidUTF8IsLocatedAtItsString() {
        var data = Data("{\n  \"sourceLanguage\": \"e".utf8)
        data.append(0xFF)
        data.append(contentsOf: Array("n\"\n}".utf8))
        let diagnostic = rejection(data)
        XCTAssertEqual(diagnostic?.message.hasPrefix("not valid text:"), true, diagnostic?.message ?? "")
        XCTAssertEqual([diagnostic?.location.line, diagnostic?.location.column], [2, 22])
    }

    func testLoneSurrogateEscapeIsLocated() {
        let diagnostic = rejection(#"{"locales": ["de", "\uD800"]}"#)
        XCTAssertEqual(diagnostic?.message.hasPrefix("not valid text:"), true)
        XCTAssertEqual([diagnostic?.location.line, diagnostic?.location.column], [1, 21])
    }

    func testSyntaxErrorIsLocated() {
        assertRejected(
            "{\n  \"version\": 1,\n}", line: 3, column: 1,
            "not valid JSON: unexpected '}'; expected a string key after ','")
    }

    // MARK: Accepted forms

    func testSchemaAndCommentsAreAccepted() throws {
        let config = try AuditConfiguration.parse(
            Data(
                """
                {"$schema": "../Schemas/legible.schema.json", "comment": "Shop",
                 "elements": [{"key": "a", "role": "button", "comment": "the Buy button"}]}
                """.utf8), file: "legible.json")
        XCTAssertEqual(config.elements.map(\.role), [.button])
        XCTAssertEqual(config.diagnostics, [])
    }

    func testDefaultElementCoversEveryKey() throws {
        let config = try AuditConfiguration.parse(
            Data(#"{"defaultElement": {"role": "label", "lines": 0}}"#.utf8), file: "l")
        XCTAssertEqual(config.defaultElement?.keys, ["*"])
        XCTAssertEqual(config.defaultElement?.lines, 0)
        XCTAssertEqual(config.defaultElement?.matches(key: "any.key", table: "Localizable"), true)
    }

    func testCalibrationWeightsAreChecked() throws {
        let config = try AuditConfiguration.parse(Data(#"{"calibration": {"semibold": 1.03}}"#.utf8), file: "l")
        XCTAssertEqual(config.calibration, [.semibold: 1.03])
        XCTAssertEqual(
            rejection(#"{"calibration": {"semibold": 3}}"#)?.message,
            "calibration.semibold: expected a weight (regular, semibold …) with a factor between 0.5 and 2, found 3")
        XCTAssertEqual(
            rejection(#"{"calibration": {"semibold": "1"}}"#)?.message,
            #"calibration.semibold: expected a number, found "1""#)
    }

    func testUnknownRuleIsLocatedAtItsName() {
        assertRejected(
            "{\"rules\": {\"truncaton\": \"off\"}}", line: 1, column: 13,
            "rules.truncaton: no rule \"truncaton\"; did you mean \"truncation\"? (legible rules lists them)")
    }

    // MARK: Warnings

    func testDuplicateFieldIsAWarningAtTheOneUsed() throws {
        let config = try AuditConfiguration.parse(
            Data(
                """
                {"elements": [
                  {"key": "a", "role": "label", "width": 100,
                   "width": 120}]}
                """.utf8), file: "legible.json")
        XCTAssertEqual(config.elements.first?.width, 120)
        XCTAssertEqual(
            config.diagnostics,
            [
                Diagnostic(
                    .warning, "elements[0].width: given twice (also at line 2); this one is used",
                    at: SourceLocation(file: "legible.json", line: 3, column: 5))
            ])
    }

    func testElementWithoutRoleIsAWarning() throws {
        let config = try AuditConfiguration.parse(
            Data("{\"elements\": [\n  {\"key\": \"a\"}]}".utf8), file: "legible.json")
        XCTAssertEqual(config.elements.first?.role, .label)
        XCTAssertEqual(
            config.diagnostics.map(\.description),
            [
                "legible.json:2:3: warning: elements[0]: no \"role\"; measured as a label (\"role\": \"label\"), "
                    + "whose room and font may not be the element's"
            ])
    }

    func testKeyAndKeysTogetherIsAWarning() throws {
        let config = try AuditConfiguration.parse(
            Data(#"{"elements": [{"key": "a", "keys": "b.*", "role": "label"}]}"#.utf8),
            file: "legible.json")
        XCTAssertEqual(
            config.diagnostics.map(\.message),
            [
                "elements[0]: both \"key\" and \"keys\": the entry covers the key and every key the patterns match; give one of them"
            ])
        XCTAssertEqual(config.diagnostics.first?.location, SourceLocation(file: "legible.json", line: 1, column: 15))
    }

    func testPatternMatchingNoKeyIsAWarningAtThePattern() throws {
        let config = try AuditConfiguration.parse(
            Data(
                """
                {"elements": [
                  {"keys": ["tab.*", "tabs.*"], "role": "tabBarItem"},
                  {"key": "nav.title", "table": "Main", "role": "navigationTitle"}]}
                """.utf8), file: "legible.json")
        let warnings = config.unmatchedPatternWarnings(keys: [
            ("tab.home", "Localizable"), ("tab.home", "Localizable"),
            ("nav.title", "Localizable"),
        ])
        XCTAssertEqual(
            warnings.map(\.description),
            [
                "legible.json:2:23: warning: elements[0].keys[1]: \"tabs.*\" matches no key in the strings read",
                "legible.json:3:12: warning: elements[1].key: \"nav.title\" matches no key in the strings read",
            ])
        XCTAssertEqual(
            config.unmatchedPatternWarnings(keys: [
                ("tabs.x", "Localizable"), ("tab.x", "Localizable"),
                ("nav.title", "Main"),
            ]), [])
    }

    /// The example configuration reads without a warning.
    func testExampleConfigurationHasNoWarnings() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "Examples/Shopping/legible.json")
        let config = try AuditConfiguration.load(from: url)
        XCTAssertEqual(config.diagnostics, [])
        XCTAssertEqual(config.elements.count, 15)
        XCTAssertEqual(config.devices.map(\.width), [320, 393])
        XCTAssertEqual(config.samples.keys["label.freeShipping"], ["1": "€1,000.00"])
    }
}
