import Foundation
import LegibleText
import Testing

@testable import LegibleAudit

/// A fit finding's fix advice, against widths computed without Legible: HarfBuzz's own `hb-shape`
/// (Debian libharfbuzz-bin) gives each text's advances, and a greedy word wrap over those widths
/// gives the lines. The face is Noto Sans Regular at a fixed 17 pt: no SF Pro tracking, and
/// regular's calibration is 1 (`TextMeasurer.Options.defaultCalibration`).
@Suite struct FitAdviceTests {
    static let font = FixedFont(family: "Noto Sans", pointSize: 17, weight: .regular)

    /// The font file the measurer uses for Noto Sans Regular (the oracle shapes with the same file).
    func fontPath() throws -> String {
        let measured = RuleTestSupport.measurer.measure(
            MeasureRequest(
                text: "a", font: .fixed(family: "Noto Sans", pointSize: 17, weight: .regular, scalesWith: nil)))
        let face = try #require(measured.runs.first?.face)
        try #require(face.family == "Noto Sans", "Noto Sans is not installed (fonts-noto-core)")
        return face.path
    }

    /// Width by `hb-shape`: Σ advances at the face's units-per-em scale × 17 / units per em.
    func hbWidth(_ text: String, font: String) throws -> Double {
        let hbShape = "/usr/bin/hb-shape"
        try #require(
            FileManager.default.isExecutableFile(atPath: hbShape), "hb-shape is not installed (libharfbuzz-bin)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: hbShape)
        process.arguments = ["--no-glyph-names", "--no-clusters", "--output-format=json", "--font-ptem=0", font, text]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let glyphs = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let units = glyphs.reduce(0.0) { $0 + (($1["ax"] as? Double) ?? 0) }
        return units * 17 / (try unitsPerEm(font))
    }

    /// The `head` table's unitsPerEm, read from the font file.
    func unitsPerEm(_ font: String) throws -> Double {
        let data = try Data(contentsOf: URL(fileURLWithPath: font))
        let tables = Int(data[4]) << 8 | Int(data[5])
        for index in 0..<tables {
            let record = 12 + 16 * index
            guard String(decoding: data[record..<(record + 4)], as: UTF8.self) == "head" else { continue }
            let offset = data[(record + 8)..<(record + 12)].reduce(0) { $0 << 8 | Int($1) }
            return Double(Int(data[offset + 18]) << 8 | Int(data[offset + 19]))
        }
        throw CocoaError(.fileReadCorruptFile)
    }

    func truncation(_ text: String, width: Double, lines: Int = 1) throws -> Finding {
        let element = ElementSpec(
            role: .label, width: width, lines: lines, font: Self.font,
            lineBreakMode: .byTruncatingTail, adjustsFontForContentSizeCategory: false)
        var context = RuleTestSupport.fitContext(text, locale: "de", element: element)
        // Bold Text off only: the oracle shapes the regular face.
        context.checks = context.checks.filter { !$0.boldText }
        return try #require(TruncationRule().check(context).first)
    }

    @Test func oneLineTooLong() throws {
        let path = try fontPath()
        let text = "Einstellungen speichern"
        let full = try hbWidth(text, font: path), first = try hbWidth("Einstellungen", font: path)
        let room = ((first + full) / 2).rounded()
        let fix = try #require(try truncation(text, width: room).fix)
        #expect(abs(fix.excessWidth - (full - room)) < 0.01, "hb-shape: \(full) − \(room)")
        #expect(fix.excessCharacters == Int(((full - room) / (full / Double(text.count))).rounded(.up)))
        #expect(fix.longestFittingText == "Einstellungen")
        #expect(fix.minimumScaleFactor == (room / full * 100).rounded(.down) / 100)
        #expect(fix.largestFittingSize == nil, "a fixed font is cut at every size")
        #expect(fix.linesNeeded == nil, "a one-line label: more lines are not the only way")
        #expect(fix.summary.hasPrefix("Fix: \(Format.points(full - room)) pt (about \(fix.excessCharacters) "))
        #expect(fix.summary.contains("too long at every size checked, where “Einstellungen” fits."))
        #expect(
            fix.summary.hasSuffix("minimumScaleFactor \(Format.scale(fix.minimumScaleFactor ?? 0)), or a shorter text.")
        )
    }

    /// Greedy word wrap over hb-shape widths: the lines a text takes in `room` (spaces at line
    /// ends hang, as in UIKit).
    func wrap(_ words: [String], room: Double, font: String) throws -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            let candidate = line.isEmpty ? word : line + " " + word
            let fits = line.isEmpty ? true : try hbWidth(candidate, font: font) <= room
            if fits {
                line = candidate
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    @Test func twoLinesTooFew() throws {
        let path = try fontPath()
        let text = "Einstellungen speichern und alle Fenster schließen"
        let words = text.split(separator: " ").map(String.init)
        let room = (try hbWidth("Einstellungen speichern", font: path)).rounded(.up) + 1
        let lines = try wrap(words, room: room, font: path)
        try #require(lines.count > 2, "the oracle wraps to \(lines)")
        let fix = try #require(try truncation(text, width: room, lines: 2).fix)
        #expect(fix.linesNeeded == lines.count)
        #expect(fix.longestFittingText == lines[0] + " " + lines[1])
        #expect(fix.minimumScaleFactor == nil, "shrinking is advised for one line only")
        #expect(fix.summary.contains("\(lines.count) lines (numberOfLines, lineLimit)"))
    }

    @Test func noWordFitsSoTheCutFallsBetweenCharacters() throws {
        let path = try fontPath()
        let text = "Benachrichtigungseinstellungen"
        let room = (try hbWidth("Benachrichtigungs", font: path)).rounded(.down) + 0.5
        var expected = ""
        for length in 1...text.count where try hbWidth(String(text.prefix(length)), font: path) <= room {
            expected = String(text.prefix(length))
        }
        let fix = try #require(try truncation(text, width: room).fix)
        #expect(fix.longestFittingText == expected)
        #expect(expected == "Benachrichtigungs")
    }
}

/// The longest start that fits, searched on the whole text's shape and settled by shaping,
/// against the plain search: every candidate shaped alone and laid out, the last that fits.
/// Cuts where shaping reaches across them (Arabic joining inside a word, kerning before a
/// space or a comma) are where the estimate and the shaped start differ.
@Suite struct LongestFittingTextTests {
    /// The plain search: the word ends (line-break opportunities, trailing spaces dropped), else
    /// the grapheme cluster ends, each shaped alone with nothing cached; the longest that fits.
    func plainLongest(_ context: FitContext, _ check: FitCheck) throws -> String? {
        let measurer = RuleTestSupport.measurer
        let constraints = try #require(check.constraints)
        func fits(_ text: String) -> Bool {
            let shaped = measurer.shape(text, locale: context.string.locale, font: check.font, caching: .none)
            return !measurer.layout(shaped, font: check.font, constraints: constraints).isTruncated
        }
        let text = context.measuredText
        let units = Array(text.utf16)
        let ends = try LineBreaker(locale: context.string.locale).opportunities(in: units).map(\.offset)
            .filter { $0 < units.count }
        let words = ends.map { end -> String in
            var start = String(decoding: units[..<end], as: UTF16.self)
            while let last = start.last, last.isWhitespace { start.removeLast() }
            return start
        }
        if let word = words.last(where: fits), !word.isEmpty { return word }
        return (1..<max(1, text.count)).map { String(text.prefix($0)) }.last(where: fits)
    }

    /// The estimate is the whole text's advances cut at a cluster: at a space in Noto Sans
    /// (no kerning with the space) the start's width as `hb-shape` gives it; inside an Arabic
    /// word it is not the start shaped alone (its last letter takes its final form alone), which
    /// is why the search shapes the answer it settles on.
    @Test func estimateIsTheWholeTextCut() throws {
        let measurer = RuleTestSupport.measurer
        let advice = FitAdviceTests()
        let path = try advice.fontPath()
        let font = measurer.resolve(
            .fixed(family: "Noto Sans", pointSize: 17, weight: .regular, scalesWith: nil), category: .large,
            boldText: false)
        let whole = measurer.shape("Einstellungen speichern", locale: "de", font: font)
        let start = measurer.estimatedLayout(
            of: whole, upTo: "Einstellungen ".utf16.count, font: font, constraints: LayoutConstraints())
        #expect(abs(start.width - (try advice.hbWidth("Einstellungen", font: path))) < 1e-9)
        let arabicFont = measurer.resolve(
            .fixed(family: "Noto Sans Arabic", pointSize: 17, weight: .regular, scalesWith: nil), category: .large,
            boldText: false)
        let word = "والمستخدمين"
        let cut = 5
        let estimated = measurer.estimatedLayout(
            of: measurer.shape(word, locale: "ar", font: arabicFont), upTo: cut, font: arabicFont,
            constraints: LayoutConstraints())
        let alone = measurer.layout(
            measurer.shape(String(decoding: Array(word.utf16)[..<cut], as: UTF16.self), locale: "ar", font: arabicFont),
            font: arabicFont, constraints: LayoutConstraints())
        #expect(abs(estimated.width - alone.width) > 0.1, "\(estimated.width) against \(alone.width)")
    }

    @Test(arguments: [
        ("Benachrichtigungen für neue Nachrichten anzeigen", "de", nil as String?, 1),
        ("AV. To, Ta; Wa. “Yes,” P. LT, Ty. Vo", "en", nil, 1),
        ("Einstellungen speichern und alle Fenster schließen", "de", nil, 2),
        ("الإعدادات المتقدمة للحساب والخصوصية", "ar", "Noto Sans Arabic", 1),
        ("والمستخدمينوالمستخدمين", "ar", "Noto Sans Arabic", 1),
        ("การตั้งค่าการแจ้งเตือนสำหรับข้อความใหม่", "th", "Noto Sans Thai", 1),
    ])
    func sameAsShapingEveryCandidate(_ text: String, _ locale: String, _ family: String?, _ lines: Int) throws {
        var compared = 0
        for width in stride(from: 20.0, through: 260, by: 9.5) {
            // A family at a fixed 17 pt, else the system font's Body (Inter with SF Pro's tracking).
            let element = ElementSpec(
                role: .label, width: width, lines: lines, textStyle: family == nil ? .body : nil,
                font: family.map { FixedFont(family: $0, pointSize: 17) }, lineBreakMode: .byTruncatingTail)
            let context = RuleTestSupport.fitContext(text, locale: locale, element: element)
            for check in context.checks
            where check.layout.isTruncated && [ContentSizeCategory.large, .ax3].contains(check.sizeCategory) {
                let found = context.longestFittingText(at: check, isCut: \.isTruncated)
                let plain = try plainLongest(context, check)
                #expect(found == plain, "\(text) in \(width) pt at \(check.sizeCategory.name), bold \(check.boldText)")
                compared += 1
            }
        }
        #expect(compared > 10, "too few cut checks compared: \(compared)")
    }
}

/// `button-wording` and `sentence-case` suggest the same text for an alert message, and that
/// text is one neither rule flags (issue: `Tap "OK" to continue` got "Tap OK to continue" from
/// one and `Tap "OK" to continue.` from the other).
@Suite struct AlertTextSuggestionTests {
    @Test(arguments: ["Tap \"OK\" to continue", "click \"Allow\" to continue", "Select “Done” when finished"])
    func suggestionsAgree(_ text: String) {
        let findings = checkText(text, role: .alertMessage, locale: "en")
        let suggestions = Set(findings.compactMap(\.suggestion))
        #expect(Set(findings.map(\.rule)).isSuperset(of: ["button-wording", "sentence-case"]))
        #expect(suggestions.count == 1, "\(findings.map { "\($0.rule): \($0.suggestion ?? "-")" })")
        if let suggestion = suggestions.first {
            #expect(checkText(suggestion, role: .alertMessage, locale: "en").isEmpty, "\(suggestion) is flagged again")
        }
    }

    @Test func theExampleOfTheIssue() {
        let findings = checkText("Tap \"OK\" to continue", role: .alertMessage, locale: "en")
        #expect(findings.map(\.suggestion) == ["Tap OK to continue.", "Tap OK to continue."])
    }
}

/// One finding per problem: a large title that is a localized string is `truncation`'s finding
/// (measured in its element at every size); `navigation-title-fit` measures literal large titles only.
@Suite struct LargeTitleOwnershipTests {
    let title = "Benachrichtigungseinstellungen"

    func screen(_ reference: ScreenText) -> Screen {
        Screen(name: "Settings", navigationBar: Screen.NavigationBar(title: reference, largeTitle: true))
    }

    @Test func aKeyTitleIsLeftToTruncation() {
        let key = ScreenText.key("settings.title")
        var context = RuleTestSupport.screenContext(screen(key), locale: "de")
        context.texts[key] = title
        #expect(NavigationTitleFitRule().check(context).isEmpty)
        // The same text in a largeTitle element: truncation reports it.
        let element = ElementSpec(
            role: .largeTitle, width: 358, font: FixedFont(pointSize: 34, weight: .bold),
            adjustsFontForContentSizeCategory: false)
        let findings = TruncationRule().check(RuleTestSupport.fitContext(title, locale: "de", element: element))
        #expect(findings.count == 1)
    }

    @Test func aLiteralTitleIsMeasuredHere() {
        let context = RuleTestSupport.screenContext(screen(.literal(title)), locale: "de")
        #expect(NavigationTitleFitRule().check(context).map(\.rule) == ["navigation-title-fit"])
    }
}
