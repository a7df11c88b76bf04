import Foundation
import LegibleText
import XCTest

@testable import LegibleAudit

/// An audit that reuses an earlier audit's measurements (`MeasurementMemo`) gives the result of
/// one that measures everything, and measures again exactly the strings whose inputs changed.
final class MeasurementMemoTests: XCTestCase {
    /// A random sequence that is the same on every run (SplitMix64).
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// An app of a few keys in three locales: "title" in a row beside the key "value" (whose
    /// translation decides its room), "save" a button, "hint" shown nowhere.
    struct App {
        var values: [String: [String: String]] = [
            "title": ["en": "Departures", "de": "Abfahrten in der Nähe", "fi": "Lähdöt"],
            "value": ["en": "Now", "de": "Jetzt", "fi": "Nyt"],
            "save": ["en": "Save", "de": "Speichern", "fi": "Tallenna"],
            "hint": ["en": "Pull to refresh", "de": "Zum Aktualisieren ziehen", "fi": "Päivitä vetämällä"],
        ]
        var saveWidth = 120.0
        var sizes: [ContentSizeCategory] = [.large, .ax3]

        var collection: StringCollection {
            var strings: [LocalizedString] = []
            for (key, byLocale) in values.sorted(by: { $0.key < $1.key }) {
                for (locale, value) in byLocale.sorted(by: { $0.key < $1.key }) {
                    strings.append(
                        LocalizedString(
                            key: key, locale: locale, value: value,
                            location: SourceLocation(
                                file: "/app/Localizable.xcstrings", line: strings.count + 1, column: 5)))
                }
            }
            var collection = StringCollection(
                sourceLanguage: "en", strings: strings, files: ["/app/Localizable.xcstrings"])
            var title = ElementConfiguration(role: .label)
            title.lines = 1
            title.layout = LayoutRoom(steps: [
                .row(
                    LayoutRoom.Row(
                        what: "HStack", spacing: 8,
                        children: [
                            LayoutRoom.Child(.subject),
                            LayoutRoom.Child(.text(.key("value", table: "Localizable"), .textStyle(.body))),
                        ], index: 0))
            ])
            var save = ElementConfiguration(role: .button)
            save.width = saveWidth
            collection.placements = [
                SourcePlacement(
                    reference: TableKey(table: "Localizable", key: "title"), element: title,
                    location: SourceLocation(file: "/app/Row.swift", line: 4, column: 9), confidence: .direct),
                SourcePlacement(
                    reference: TableKey(table: "Localizable", key: "save"), element: save,
                    location: SourceLocation(file: "/app/Row.swift", line: 9, column: 9), confidence: .direct),
            ]
            collection.sourceFiles = ["/app/Row.swift"]
            return collection
        }

        var configuration: AuditConfiguration {
            var configuration = AuditConfiguration()
            configuration.devices = [.init(name: "iPhone SE", width: 320)]
            configuration.designs = [.ios18]
            configuration.sizes = sizes
            return configuration
        }
    }

    static let context = ContentDigest(of: "test tool")

    func audit(_ app: App, memo: MeasurementMemo? = nil) -> AuditEngine.Result {
        AuditEngine(configuration: app.configuration, measurer: LayoutRoomAuditTests.measurer)
            .run(app.collection, memo: memo)
    }

    func assertSame(_ a: AuditEngine.Result, _ b: AuditEngine.Result, _ message: String) {
        XCTAssertEqual(a.findings, b.findings, message)
        XCTAssertEqual(a.suppressed, b.suppressed, message)
        var (first, second) = (a.summary, b.summary)
        first.durationSeconds = nil
        second.durationSeconds = nil
        XCTAssertEqual(first, second, message)
    }

    func testAChangedSiblingTranslationMeasuresTheTextBesideItAgain() {
        var app = App()
        let first = MeasurementMemo(context: Self.context)
        assertSame(audit(app, memo: first), audit(app), "cold")
        XCTAssertEqual(first.reused, 0)
        XCTAssertEqual(first.measured, 12)
        // Nothing changed: every string reused.
        let second = MeasurementMemo(context: Self.context, known: first.outcomes)
        assertSame(audit(app, memo: second), audit(app), "warm")
        XCTAssertEqual(second.reused, 12)
        XCTAssertEqual(second.measured, 0)
        // The German "value" is the room of the German "title" beside it: both measured again.
        app.values["value"]?["de"] = String(repeating: "Sehr lange Angabe ", count: 4)
        let third = MeasurementMemo(context: Self.context, known: second.outcomes)
        let changed = audit(app, memo: third)
        assertSame(changed, audit(app), "sibling changed")
        XCTAssertEqual(third.measured, 2)
        XCTAssertEqual(third.reused, 10)
        XCTAssertTrue(changed.findings.contains { $0.key == "title" && $0.locale == "de" && $0.rule == "truncation" })
        // Another context (another tool or fonts): nothing reused.
        let other = MeasurementMemo(context: ContentDigest(of: "other tool"), known: third.outcomes)
        assertSame(audit(app, memo: other), audit(app), "other context")
        XCTAssertEqual(other.reused, 0)
    }

    func testARandomSequenceOfEditsGivesTheResultWithoutTheMemo() {
        var generator = Seeded(state: 34)
        var app = App()
        var known: [ContentDigest: StringOutcome] = [:]
        let words = ["Abfahrten", "Speichern und schließen", "OK", "Näytä kaikki lähdöt", "Ei", "Aktualisieren"]
        for step in 0..<12 {
            var edit = ""
            switch Int.random(in: 0..<5, using: &generator) {
            case 0:
                let key = app.values.keys.sorted().randomElement(using: &generator) ?? "title"
                let locale = ["en", "de", "fi"].randomElement(using: &generator) ?? "de"
                app.values[key]?[locale] = words.randomElement(using: &generator)
                edit = "translation \(key) \(locale)"
            case 1:
                app.values["new\(step)"] = ["en": "New", "de": "Neu"]
                edit = "key added"
            case 2:
                let extra = app.values.keys.filter { $0.hasPrefix("new") }.sorted()
                if let key = extra.first { app.values[key] = nil }
                edit = "key removed"
            case 3:
                app.saveWidth = [80.0, 120, 200].randomElement(using: &generator) ?? 80
                edit = "placement width \(app.saveWidth)"
            default:
                app.sizes = Bool.random(using: &generator) ? [.large, .ax3] : [.xSmall, .large]
                edit = "sizes"
            }
            let memo = MeasurementMemo(context: Self.context, known: known)
            assertSame(audit(app, memo: memo), audit(app), "step \(step): \(edit)")
            XCTAssertEqual(memo.reused + memo.measured, app.collection.strings.count, "step \(step)")
            known = memo.outcomes
        }
    }

    /// Every stored property of a string is in its measurement's key: a property added to
    /// `LocalizedString` must be added to `AuditEngine.addFields(of:to:)` (and this list).
    func testTheKeyCoversEveryFieldOfAString() {
        let string = LocalizedString(key: "k", locale: "de", value: "v", location: SourceLocation(file: "/a", line: 1))
        XCTAssertEqual(Mirror(reflecting: string).children.map { $0.label ?? "" }, AuditEngine.hashedStringFields)
        XCTAssertEqual(
            Mirror(reflecting: string.location).children.map { $0.label ?? "" }, ["file", "line", "column"])
        func key(_ change: (inout LocalizedString) -> Void) -> ContentDigest {
            var changed = string
            change(&changed)
            let hasher = ContentHasher()
            AuditEngine.addFields(of: changed, to: hasher)
            return hasher.finalize()
        }
        let base = key { _ in }
        XCTAssertEqual(base, key { _ in })
        let changes: [(String, (inout LocalizedString) -> Void)] = [
            ("value", { $0.value = "w" }), ("key", { $0.key = "l" }), ("table", { $0.table = "Other" }),
            ("locale", { $0.locale = "fi" }), ("variation", { $0.variation = "plural.one" }),
            ("line", { $0.location.line = 2 }), ("column", { $0.location.column = 3 }),
            ("file", { $0.location.file = "/b" }), ("comment", { $0.comment = "c" }),
            ("state", { $0.state = .needsReview }), ("fallback", { $0.fallbackLocale = "en" }),
            ("folder", { $0.localeFolder = "Base" }), ("extraction", { $0.extractionState = "manual" }),
            ("budget", { $0.widthBudget = WidthBudget(value: 10, unit: .char) }),
        ]
        var seen: Set<ContentDigest> = [base]
        for (name, change) in changes { XCTAssertTrue(seen.insert(key(change)).inserted, name) }
    }

    /// A placement's `Codable` form, which its measurement's key digests, has every field of it
    /// and of its element: a field added to either must be added to `SourcePlacement+Codable`
    /// (and to these lists).
    func testAPlacementsCodableFormHasEveryField() throws {
        var element = ElementConfiguration(key: "k", role: .button)
        element.assumption = "a"
        element.layout = LayoutRoom(steps: [.unbounded(what: "fixedSize")])
        let placement = SourcePlacement(
            reference: TableKey(table: "Localizable", key: "k"), element: element,
            location: SourceLocation(file: "/a.swift", line: 3, column: 4), confidence: .followed, via: "A.b",
            interpolated: true)
        XCTAssertEqual(
            Mirror(reflecting: placement).children.map { $0.label ?? "" },
            ["reference", "element", "location", "confidence", "via", "interpolated"])
        XCTAssertEqual(
            Mirror(reflecting: element).children.map { $0.label ?? "" },
            [
                "key", "keys", "table", "role", "name", "width", "height", "lines", "textStyle", "font",
                "lineBreakMode", "minimumScaleFactor", "insets", "maxSizeCategory", "count", "searchTab",
                "accessory", "backButtonTitle", "leadingItemsWidth", "trailingItemsWidth",
                "adjustsFontForContentSizeCategory", "textCase", "assumption", "layout",
            ])
        let data = try JSONEncoder().encode(placement)
        XCTAssertEqual(try JSONDecoder().decode(SourcePlacement.self, from: data), placement)
    }
}
