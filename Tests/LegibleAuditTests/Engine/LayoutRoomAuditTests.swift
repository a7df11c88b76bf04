import Foundation
import LegibleText
import XCTest

@testable import LegibleAudit

/// A text whose room its layout gives (`ElementConfiguration.layout`) is measured in a room worked
/// out at each size: the symbol beside it grows with Dynamic Type (Body: 17 pt at Large, 53 pt at
/// AX5, facts/dynamic_type_ios.csv), and a sibling key is measured in its own translation.
final class LayoutRoomAuditTests: XCTestCase {
    static let measurer = TextMeasurer()

    func collection(_ values: [String: [String: String]], layout: LayoutRoom) -> StringCollection {
        var strings: [LocalizedString] = []
        for (key, byLocale) in values.sorted(by: { $0.key < $1.key }) {
            for (locale, value) in byLocale.sorted(by: { $0.key < $1.key }) {
                strings.append(
                    LocalizedString(
                        key: key, locale: locale, value: value,
                        location: SourceLocation(file: "/app/Localizable.xcstrings", line: strings.count + 1, column: 5)
                    ))
            }
        }
        var collection = StringCollection(sourceLanguage: "en", strings: strings, files: ["/app/Localizable.xcstrings"])
        var element = ElementConfiguration(role: .label)
        element.lines = 1
        element.layout = layout
        collection.placements = [
            SourcePlacement(
                reference: TableKey(table: "Localizable", key: "title"), element: element,
                location: SourceLocation(file: "/app/Row.swift", line: 4, column: 9), confidence: .direct)
        ]
        collection.sourceFiles = ["/app/Row.swift"]
        return collection
    }

    func configuration() -> AuditConfiguration {
        var configuration = AuditConfiguration()
        configuration.devices = [.init(name: "iPhone 16", width: 393)]
        configuration.designs = [.ios18]
        return configuration
    }

    func testTheRoomShrinksAsTheSymbolBesideTheTextGrows() throws {
        // HStack { Text; Image(systemName:) } in Body: 361 − 8 − the symbol (its font's size).
        let row = LayoutRoom(steps: [
            .row(
                LayoutRoom.Row(
                    what: "HStack", spacing: 8,
                    children: [
                        LayoutRoom.Child(.subject), LayoutRoom.Child(.symbol(.textStyle(.body), what: "symbol")),
                    ],
                    index: 0))
        ])
        // A text long enough to be cut at every size, so that each size's room is reported.
        let long = String(repeating: "Abfahrten ", count: 20)
        let engine = AuditEngine(configuration: configuration(), measurer: Self.measurer)
        let result = engine.run(collection(["title": ["en": "Title", "de": long]], layout: row))
        let cut = try XCTUnwrap(result.findings.first { $0.rule == "truncation" && $0.locale == "de" })
        // xSmall Body is 14 pt: 361 − 8 − 14 = 339 at the smallest size; AX5's 53: 300.
        XCTAssertEqual(cut.measurement?.availableWidth, 339)
        XCTAssertTrue(cut.message.contains("in its 300–339 pt label"), cut.message)
        XCTAssertFalse(result.findings.contains { $0.locale == "en" && $0.rule == "truncation" })
    }

    func testASiblingKeyIsMeasuredInTheSameLocalesTranslation() throws {
        // HStack { Text(title); Text("value") } with a long German value: the title gets half.
        let row = LayoutRoom(steps: [
            .row(
                LayoutRoom.Row(
                    what: "HStack", spacing: 8,
                    children: [
                        LayoutRoom.Child(.subject),
                        LayoutRoom.Child(.text(.key("value", table: "Localizable"), .textStyle(.body))),
                    ], index: 0))
        ])
        let values = [
            "title": ["en": "Go", "de": "Abfahrten in der Nähe"],
            "value": ["en": "Now", "de": String(repeating: "Sehr lange Angabe ", count: 4)],
        ]
        let engine = AuditEngine(configuration: configuration(), measurer: Self.measurer)
        let result = engine.run(collection(values, layout: row))
        // English: "Now" is short (it grows with the size too), and "Go" fits. German: the value is wider
        // than half of 361 − 8, so each is offered 176.5 pt, and "Abfahrten in der Nähe" (about
        // 165 pt in Body at Large) is cut only at the larger sizes.
        let german = result.findings.filter { $0.rule == "truncation" && $0.locale == "de" && $0.key == "title" }
        XCTAssertEqual(german.first?.measurement?.availableWidth, 176.5)
        XCTAssertFalse(result.findings.contains { $0.rule == "truncation" && $0.locale == "en" && $0.key == "title" })
    }
}
