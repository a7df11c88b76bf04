import Foundation
import LegibleText
import XCTest

@testable import LegibleAudit

/// The shortcuts taken for speed and memory give what the straightforward code gave.
final class SpeedupTests: XCTestCase {
    /// `permute(to:)` puts element `order[i]` at `i`, for every kind of permutation.
    func testPermuteFollowsTheOrder() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 3, 10, 257] {
            for _ in 0..<20 {
                let elements = (0..<count).map { "e\($0)" }
                let order = Array((0..<count).shuffled(using: &generator))
                var permuted = elements
                permuted.permute(to: order)
                XCTAssertEqual(permuted, order.map { elements[$0] })
            }
        }
    }

    /// The report sorted in place is the report sorted by `precedes(_:)`.
    func testSortForReportMatchesPrecedes() {
        var findings: [Finding] = []
        for round in 0..<40 {
            findings += ReporterFixture.findings.shuffled().map {
                var f = $0
                f.line = round % 7
                return f
            }
        }
        XCTAssertEqual(findings.sortedForReport(), findings.sorted { $0.precedes($1) })
    }

    /// Findings that differ in every way the order looks at: sizes and none, lines on both
    /// sides of eight digits and none, missing and empty fields, canonically equivalent
    /// messages, element names, Bold Text states, severities, columns as strings ("10" < "9").
    static var orderedFindings: [Finding] {
        var findings: [Finding] = []
        let sizes: [String?] = [nil, "Large", "AX2", "xSmall", "unknown"]
        let lines: [Int?] = [nil, 0, 7, 12, 99_999_999, 100_000_000, -3]
        let messages = ["caf\u{E9}", "cafe\u{301}", "Zebra", "apple", "", "\u{1}x"]
        for (index, base) in ReporterFixture.findings.enumerated() {
            for round in 0..<12 {
                var finding = base
                finding.sizeCategory = sizes[(index + round) % sizes.count]
                finding.line = lines[(index * 3 + round) % lines.count]
                finding.message = messages[(index + 2 * round) % messages.count]
                finding.file = round % 4 == 0 ? nil : round % 4 == 1 ? "" : finding.file
                finding.variation = round % 3 == 0 ? "plural.one" : nil
                finding.boldText = round % 3 == 1 ? nil : round % 2 == 0
                finding.severity = [.note, .warning, .error][round % 3]
                finding.column = [nil, 9, 10][round % 3]
                finding.element?.name = round % 5 == 0 ? nil : "e\(round % 2)"
                findings.append(finding)
            }
        }
        // Equal keys: only the tie-breaker orders them.
        let categories: [[String]?] = [nil, [], [""], ["", ""], ["A!"], ["A", "!"], ["AX1", "AX2"], ["AX1"]]
        for (round, sizes) in categories.enumerated() {
            for bold in [nil, false, true] {
                var tie = ReporterFixture.findings[0]
                tie.sizeCategories = sizes
                tie.boldText = bold
                tie.column = [nil, 9, 10][round % 3]
                tie.element?.name = round % 2 == 0 ? "a" : nil
                findings.append(tie)
            }
        }
        return findings
    }

    /// The report's sort orders as `precedes(_:)` does.
    func testSortForReportMatchesPrecedesOnEveryKindOfField() {
        let findings = Self.orderedFindings.shuffled()
        XCTAssertEqual(findings.sortedForReport(), findings.sorted { $0.precedes($1) })
    }

    /// `mergeIdentical` merges findings whose fields have the same bytes: as a plain list of each
    /// field's bytes does (U+0001 in fields included; canonically equivalent but different text is
    /// another finding, as it is another shape).
    func testMergeIdenticalMatchesByteIdentities() {
        func merged(_ findings: [Finding]) -> [Finding] {
            var firstIndex: [[[UInt8]]: Int] = [:]
            var result: [Finding] = []
            for finding in findings {
                let identity = [
                    finding.rule, finding.file ?? "", String(finding.line ?? 0), String(finding.column ?? 0),
                    finding.table ?? "", finding.variation ?? "", finding.severity.rawValue, finding.message,
                ]
                .map { Array($0.utf8) }
                if let index = firstIndex[identity] {
                    if result[index].locale != finding.locale { result[index].locale = nil }
                    if result[index].key != finding.key { result[index].key = nil }
                } else {
                    firstIndex[identity] = result.count
                    result.append(finding)
                }
            }
            return result
        }
        var findings =
            Self.orderedFindings
            + Self.orderedFindings.map {
                var f = $0
                f.locale = "fr"
                return f
            }
        // Fields that join to the same string only across a U+0001 in them.
        var shifted = ReporterFixture.findings[0]
        shifted.table = "a\u{1}b"
        shifted.variation = ""
        var other = shifted
        other.table = "a"
        other.variation = "b\u{1}"
        other.locale = "it"
        findings += [shifted, other, shifted]
        // One place with many messages, canonically equivalent ones among them.
        for round in 0..<48 {
            var crowded = ReporterFixture.findings[1]
            crowded.message = round % 2 == 0 ? "caf\u{E9} \(round % 25)" : "cafe\u{301} \(round % 25)"
            crowded.locale = ["de", "fr"][round % 2]
            findings.append(crowded)
        }
        findings.shuffle()
        var fast = findings
        AuditEngine.mergeIdentical(&fast)
        XCTAssertEqual(fast, merged(findings))
        XCTAssertLessThan(fast.count, findings.count)
    }

    /// A report with more findings than one piece is encoded byte for byte as `JSONEncoder`
    /// encodes it whole (empty arrays, nested objects, escapes and all).
    func testJSONReportInPiecesMatchesTheWholeEncoding() throws {
        var findings: [Finding] = []
        for round in 0..<(JSONReporter.findingsPerPiece / ReporterFixture.findings.count * 3 + 1) {
            for var finding in ReporterFixture.findings {
                finding.line = round
                finding.message += " \"quoted\"\n\t/\\ \(round)"
                if round % 3 == 0 { finding.sizeCategories = [] }
                findings.append(finding)
            }
        }
        var report = ReporterFixture.report
        report.findings = findings
        XCTAssertGreaterThan(findings.count, 2 * JSONReporter.findingsPerPiece)
        let pieces = try JSONReporter.encodeReport(report)
        let whole = try SortedJSON.encode(report, format: .json)
        XCTAssertEqual(pieces, whole)
        report.findings = Array(findings.prefix(JSONReporter.findingsPerPiece + 1))
        XCTAssertEqual(try JSONReporter.encodeReport(report), try SortedJSON.encode(report, format: .json))
    }
}

/// The engine's shortcut (each text shaped once per face and weight) against the naive path.
final class EngineReshapeTests: XCTestCase {
    /// The bundled example audited both ways gives the same findings and summary.
    func testShapingOncePerFontFindsWhatReshapingEverySizeFinds() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Shopping")
        let configuration = try AuditConfiguration.load(from: folder.appendingPathComponent("legible.json"))
        let collection = ProjectReader().read(paths: [folder.appendingPathComponent("Localizable.xcstrings").path])
        let measurer = AuditEngineTests.measurer
        let fast = AuditEngine(configuration: configuration, measurer: measurer).run(collection)
        let naive = AuditEngine(configuration: configuration, measurer: measurer, reshapeEverySize: true).run(
            collection)
        XCTAssertFalse(fast.findings.isEmpty)
        XCTAssertEqual(fast.findings, naive.findings)
        var fastSummary = fast.summary, naiveSummary = naive.summary
        fastSummary.durationSeconds = nil
        naiveSummary.durationSeconds = nil
        XCTAssertEqual(fastSummary, naiveSummary)
    }

    /// Values that several keys share in one locale are shaped once and handed on
    /// (`RepeatedTexts`): the audit finds what the naive path finds, with the value shown in
    /// elements of other fonts, rooms and text cases, with and without arguments.
    func testValuesSharedByKeysFindWhatTheNaivePathFinds() {
        var configuration = AuditConfiguration()
        configuration.devices = [.init(name: "iPhone SE", width: 320), .init(name: "iPhone 16", width: 393)]
        var narrowButton = ElementConfiguration(keys: ["button.*"], role: .button)
        narrowButton.width = 70
        var header = ElementConfiguration(keys: ["header.*"], role: .label)
        header.textCase = .uppercase
        header.width = 90
        var wrapping = ElementConfiguration(keys: ["label.*"], role: .label)
        wrapping.lines = 0
        wrapping.width = 120
        configuration.elements = [
            narrowButton, header, wrapping, ElementConfiguration(keys: ["tab.*"], role: .tabBarItem),
        ]
        let values = [
            ("en", "Notification settings"), ("de", "Benachrichtigungseinstellungen"), ("de", "Abbrechen"),
            ("en", "Send %@ to %@"), ("ar", "إعدادات الإشعارات"), ("ja", "通知設定を変更"),
        ]
        var strings: [LocalizedString] = []
        var line = 1
        for prefix in ["button", "header", "label", "tab", "button"] {
            for (index, (locale, value)) in values.enumerated() {
                strings.append(
                    LocalizedString(
                        key: "\(prefix).\(index).\(line)", locale: locale, value: value,
                        location: SourceLocation(file: "A.xcstrings", line: line, column: 1)))
                line += 1
            }
        }
        let collection = StringCollection(sourceLanguage: "en", strings: strings, files: ["A.xcstrings"])
        let measurer = AuditEngineTests.measurer
        let fast = AuditEngine(configuration: configuration, measurer: measurer).run(collection)
        let naive = AuditEngine(configuration: configuration, measurer: measurer, reshapeEverySize: true).run(
            collection)
        XCTAssertGreaterThan(fast.findings.filter { $0.rule == "truncation" }.count, 10)
        XCTAssertEqual(fast.findings, naive.findings)
        XCTAssertEqual(fast.summary.faces, naive.summary.faces)
        XCTAssertEqual(fast.summary.checks, naive.summary.checks)
    }

    /// An audit hands a value's shapes on: the strings after the first with its value take the
    /// shapes it made; one that no element shows passes them by; after the last string nothing
    /// is held.
    func testAuditHandsShapesOnAndHoldsNoneAfterTheLastString() {
        var configuration = AuditConfiguration()
        configuration.devices = [.init(name: "iPhone SE", width: 320)]
        configuration.elements = [ElementConfiguration(keys: ["shown.*"], role: .button)]
        let strings = [("shown.a", "Cancel"), ("hidden.b", "Cancel"), ("shown.c", "Cancel"), ("shown.d", "Done")].map {
            LocalizedString(
                key: $0.0, locale: "en", value: $0.1, location: SourceLocation(file: "A.xcstrings", line: 1, column: 1))
        }
        let collection = StringCollection(sourceLanguage: "en", strings: strings, files: ["A.xcstrings"])
        let engine = AuditEngine(configuration: configuration, measurer: AuditEngineTests.measurer)
        let placements = SourcePlacementIndex(collection)

        let repeated = AuditEngine.RepeatedTexts(strings)
        XCTAssertEqual(repeated.heldCount, 1, "one value is repeated")
        var chunk = AuditEngine.ChunkResult()
        engine.audit(strings[0], values: [:], placements: placements, repeated: repeated, into: &chunk)
        engine.audit(strings[1], values: [:], placements: placements, repeated: repeated, into: &chunk)
        XCTAssertEqual(chunk.unchecked, 1, "no element shows hidden.b")
        let handed = repeated.take(strings[2])
        XCTAssertEqual(handed?.shapes.map(\.text), ["Cancel"])
        XCTAssertFalse(handed?.shapes.first?.shapes.isEmpty ?? true, "the first string's shapes")
        XCTAssertEqual(repeated.heldCount, 0, "the third string was the last to take them")

        // All four in order, with the unchecked one in between: nothing held at the end.
        let again = AuditEngine.RepeatedTexts(strings)
        var all = AuditEngine.ChunkResult()
        for string in strings {
            engine.audit(string, values: [:], placements: placements, repeated: again, into: &all)
        }
        XCTAssertEqual(again.heldCount, 0)
        XCTAssertEqual(all.unchecked, 1)
    }

    /// `RepeatedTexts` hands a value's shapes from one string to the next with the same value
    /// and locale (not another locale's), and drops them when the last string has taken them.
    func testRepeatedTextsHandsShapesOnUntilTheLastString() {
        func string(_ key: String, _ locale: String, _ value: String) -> LocalizedString {
            LocalizedString(
                key: key, locale: locale, value: value,
                location: SourceLocation(file: "A.xcstrings", line: 1, column: 1))
        }
        let strings = [
            string("a", "en", "Done"), string("b", "en", "Done"), string("c", "en", "Done"), string("d", "de", "Done"),
            string("e", "en", "Cancel"),
        ]
        let repeated = AuditEngine.RepeatedTexts(strings)
        XCTAssertNil(repeated.take(strings[3]), "one string in de has the value")
        XCTAssertNil(repeated.take(strings[4]))
        let measurer = AuditEngineTests.measurer
        let font = ResolvedFont(family: nil, pointSize: 17, weight: .regular, lineHeight: 22)
        let shape = AuditEngine.Shape(measurer.shape("Done", locale: "en", font: font), measurer: measurer)
        let entry = AuditEngine.TextShapeEntry(
            text: "Done",
            shapes: [AuditEngine.KeyedShape(key: .init(family: nil, weight: .regular, size: 17), shape: shape)])

        let first = repeated.take(strings[0])
        XCTAssertEqual(first?.shapes.count, 0)
        repeated.giveBack(first!.key, shapes: [entry], shortShapes: [])
        let second = repeated.take(strings[1])
        XCTAssertEqual(second?.shapes.count, 1)
        XCTAssertTrue(second?.shapes.first?.shapes.first?.shape === shape)
        // Taken, not copied: a string with the value taking them meanwhile starts with none.
        XCTAssertEqual(repeated.take(strings[2])?.shapes.count, 0)
        // The third string was the last: what is given back now is not kept.
        repeated.giveBack(second!.key, shapes: [entry], shortShapes: [])
        XCTAssertEqual(repeated.take(strings[0])?.shapes.count, 0)
    }

    /// `measuredTexts` lists each text once per weight (per weight and Text/Display face when
    /// asked), with its samples in place of its specifiers.
    func testMeasuredTexts() {
        var configuration = AuditConfiguration()
        configuration.devices = [.init(name: "iPhone SE", width: 320)]
        configuration.elements = [ElementConfiguration(key: "save", role: .button)]
        let strings = [
            LocalizedString(
                key: "save", locale: "en", value: "Save %lld items",
                location: SourceLocation(file: "A.xcstrings", line: 1, column: 1)),
            LocalizedString(
                key: "save", locale: "de", value: "Speichern",
                location: SourceLocation(file: "A.xcstrings", line: 2, column: 1)),
        ]
        let engine = AuditEngine(configuration: configuration, measurer: AuditEngineTests.measurer)
        let collection = StringCollection(sourceLanguage: "en", strings: strings, files: ["A.xcstrings"])
        let texts = engine.measuredTexts(collection)
        XCTAssertEqual(Set(texts.map(\.locale)), ["en", "de"])
        XCTAssertTrue(texts.allSatisfy { !$0.text.contains("%") })
        XCTAssertEqual(texts.count, 2 * Set(texts.map(\.weight)).count)
        XCTAssertEqual(Set(texts.map(\.weight)), [.regular, .semibold])
        let perFace = engine.measuredTexts(collection, perShapingSize: true)
        XCTAssertEqual(Set(perFace.map(\.pointSize)), [17, SystemFont.displayThreshold])
        XCTAssertEqual(perFace.count, 2 * texts.count)
    }
}

/// Checks whose layout was made without its lines' texts (`LineTexts.never`) still show them.
final class FitCheckTextTests: XCTestCase {
    /// `FitCheck.visibleText` of a layout made without texts, fitting or cut, is the full
    /// layout's, laid out again; of a check that cannot be laid out again, its layout's own.
    func testVisibleTextOfALayoutMadeWithoutTexts() {
        let measurer = AuditEngineTests.measurer
        let font = measurer.resolve(.textStyle(.body), category: .large, boldText: false)
        let shape = AuditEngine.Shape(
            measurer.shape("Einstellungen speichern und fortfahren", locale: "de", font: font),
            measurer: measurer)
        for constraints in [
            LayoutConstraints(width: 400), LayoutConstraints(width: 120, lines: 0),
            LayoutConstraints(width: 120, lines: 2), LayoutConstraints(width: 80),
        ] {
            let full = measurer.layout(shape.shaped, font: font, constraints: constraints)
            let short = measurer.layout(shape.shaped, font: font, constraints: constraints, lineTexts: .never)
            var check = FitCheck(sizeCategory: .large, boldText: false, font: font, layout: short, faces: shape.faces)
            XCTAssertEqual(short.visibleText, "")
            XCTAssertEqual(check.visibleText, "", "nothing to lay out again")
            check.relayout = FitCheck.Relayout(text: shape, constraints: constraints)
            XCTAssertFalse(full.visibleText.isEmpty)
            XCTAssertEqual(check.visibleText, full.visibleText, "\(constraints)")
            XCTAssertEqual(full.fits, short.fits, "\(constraints)")
        }
    }
}

/// A fit rule for tests: it finds nothing and keeps every context the engine gives it.
struct RecordingFitRule: FitRule {
    static let description = RuleDescription(
        id: "test-recording", name: "Recording", summary: "Keeps the contexts it is given.",
        rationale: "Lets tests compare what two engines give the fit rules.", category: .fit,
        defaultSeverity: .note, hig: [])
    static let contexts = RecordedContexts()

    func check(_ context: FitContext) -> [Finding] {
        Self.contexts.add(context)
        return []
    }
}

/// The contexts `RecordingFitRule` was given, gathered from every core.
final class RecordedContexts: Sendable {
    private let contexts = Locked<[FitContext]>([])

    func add(_ context: FitContext) {
        contexts.withLock { $0.append(context) }
    }

    /// The contexts given since the last call, in a fixed order.
    func take() -> [FitContext] {
        let taken = contexts.withLock { contexts in
            defer { contexts = [] }
            return contexts
        }
        return taken.sorted {
            ($0.string.key, $0.string.locale, $0.element.role.rawValue, $0.deviceWidth ?? 0, $0.measuredText)
                < ($1.string.key, $1.string.locale, $1.element.role.rawValue, $1.deviceWidth ?? 0, $1.measuredText)
        }
    }
}

/// The engine lays a text out once for sizes whose font and room are those of the size before
/// (fixed fonts, sizes capped by the element's largest size category): the checks it gives the
/// rules are those of laying out every size.
final class EngineLayoutReuseTests: XCTestCase {
    func testChecksOfReusedLayoutsEqualThoseLaidOutAtEverySize() {
        var configuration = AuditConfiguration()
        configuration.devices = [.init(name: "iPhone SE", width: 320), .init(name: "iPhone 16", width: 393)]
        var capped = ElementConfiguration(keys: ["capped.*"], role: .label)
        capped.maxSizeCategory = .ax1
        var wrapping = ElementConfiguration(keys: ["wrap.*"], role: .label)
        wrapping.lines = 0
        var tab = ElementConfiguration(keys: ["tab.*"], role: .tabBarItem)
        tab.count = 5
        configuration.elements = [
            tab, ElementConfiguration(keys: ["nav.*"], role: .navigationTitle), capped, wrapping,
            ElementConfiguration(keys: ["alert.*"], role: .alertMessage),
        ]
        let values: [(String, String, String)] = [
            ("tab.home", "en", "Home"), ("tab.settings", "de", "Einstellungen"),
            ("tab.long", "fi", "Ilmoitusasetukset"),
            ("nav.title", "en", "Account Settings and Privacy"), ("nav.short", "ja", "設定"),
            ("capped.one", "en", "Save"), ("capped.two", "de", "Speicherplatzverwaltung für Fotos und Videos"),
            ("wrap.one", "en", "A short note"), ("wrap.two", "en", "Your photos are kept in iCloud and on this iPhone"),
            ("wrap.ar", "ar", "لديك 5 رسائل جديدة في صندوق الوارد"),
            (
                "alert.message", "en",
                "The file could not be saved because the disk is full. Free some space and try again."
            ),
        ]
        let strings = values.enumerated().map { index, value in
            LocalizedString(
                key: value.0, locale: value.1, value: value.2,
                location: SourceLocation(file: "A.xcstrings", line: index + 1, column: 1))
        }
        let collection = StringCollection(sourceLanguage: "en", strings: strings, files: ["A.xcstrings"])
        let registry = RuleRegistry([RecordingFitRule.self])
        let measurer = AuditEngineTests.measurer
        _ = RecordingFitRule.contexts.take()
        _ = AuditEngine(configuration: configuration, measurer: measurer, registry: registry).run(collection)
        let fast = RecordingFitRule.contexts.take()
        _ = AuditEngine(configuration: configuration, measurer: measurer, registry: registry, reshapeEverySize: true)
            .run(collection)
        let naive = RecordingFitRule.contexts.take()
        XCTAssertEqual(fast.count, naive.count)
        // One context per string and device, but devices that give an element the same room
        // share one (the alert's width is the same on both).
        XCTAssertGreaterThan(fast.count, strings.count)
        var reused = 0
        for (a, b) in zip(fast, naive) {
            XCTAssertEqual(a.checks.count, 24)
            XCTAssertEqual(a.checks.count, b.checks.count)
            for (x, y) in zip(a.checks, b.checks) {
                let what = "\(a.string.key) \(a.string.locale) \(x.sizeCategory.name) bold=\(x.boldText)"
                XCTAssertEqual(x.sizeCategory, y.sizeCategory, what)
                XCTAssertEqual(x.boldText, y.boldText, what)
                XCTAssertEqual(x.font, y.font, what)
                XCTAssertEqual(x.layout, y.layout, what)
                XCTAssertEqual(x.faces, y.faces, what)
                XCTAssertEqual(x.missingCharacters, y.missingCharacters, what)
                XCTAssertEqual(x.standIn, y.standIn, what)
                XCTAssertEqual(x.visibleText, y.visibleText, what)
            }
            for index in 2..<a.checks.count where a.checks[index].font == a.checks[index - 2].font { reused += 1 }
        }
        // Tab items and navigation titles have one font at every size; the capped label stops at AX1.
        XCTAssertGreaterThan(reused, fast.count * 10, "sizes with the font of the size before")
    }
}
