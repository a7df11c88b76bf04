import Foundation
import XCTest

/// The element width a finding shows is the one it was measured in: the JSON element's width,
/// the measurement's room and the message agree (an alert's two buttons stack at large sizes
/// and get the alert's width, not the side-by-side one).
final class ElementWidthAgreementTests: XCTestCase {
    func testAStackedAlertButtonShowsTheStackedWidthEverywhere() throws {
        let tool = try XCTUnwrap(CommandLineTests.tool, "the legible executable was not built next to the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-width-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try Data(
            """
            { "sourceLanguage" : "en", "strings" : { "alert.translate" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Translation settings" } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Übersetzungseinstellungen für alle Sprachen und alle Regionen dieser Welt" } } } } },
              "version" : "1.0" }
            """.utf8
        ).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        try Data(
            """
            { "devices": [{ "name": "iPhone 16", "width": 393 }], "design": "ios26",
              "elements": [{ "key": "alert.translate", "role": "alertAction", "count": 2 }] }
            """.utf8
        ).write(to: folder.appendingPathComponent("legible.json"))
        let run = try CommandLineTests.run(
            tool, ["audit", ".", "--format", "json", "--no-progress", "--fail-on", "never"],
            in: folder)
        XCTAssertEqual(run.status, 0, run.error)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        // Cut even at the 10 pt its title shrinks to (Docs/containers.md): shrink-then-truncate's.
        let truncation = try XCTUnwrap(findings.first { $0["rule"] as? String == "shrink-then-truncate" })
        let element = try XCTUnwrap(truncation["element"] as? [String: Any])
        let measurement = try XCTUnwrap(truncation["measurement"] as? [String: Any])
        let width = try XCTUnwrap(element["width"] as? Double)
        let room = try XCTUnwrap(measurement["availableWidth"] as? Double)
        XCTAssertEqual(width, room, accuracy: 0.01)
        XCTAssertGreaterThan(width, 200, "stacked: the alert's width, not half of it")
        let message = try XCTUnwrap(truncation["message"] as? String)
        XCTAssertTrue(message.contains("its \(Int(width)) pt"), message)
    }
}
