import Foundation
import LegibleText
import Testing

@testable import LegibleAudit

/// How iOS treats a long text in its system containers (Docs/containers.md): alert and
/// action-sheet actions shrink to 10 pt before they are cut and wrap at the accessibility sizes;
/// menu rows take two lines. Each room is worked out by hand from the cited constants, and each
/// text's width comes from a measurement of the text alone, not from the element under test.
@Suite struct ContainerBehaviourTests {
    static let measurer = TextMeasurer()

    /// The findings of every fit rule for `value` in `role`'s preset on a 393 pt iPhone in the
    /// iOS 18 design, at `sizes`, Bold Text off.
    static func run(
        _ value: String, role: Role, count: Int? = nil, sizes: [ContentSizeCategory]
    ) -> [Finding] {
        let string = LocalizedString(
            key: "k", locale: "en", value: value,
            location: SourceLocation(file: "en.lproj/Localizable.strings", line: 1, column: 1))
        var configuration = AuditConfiguration()
        configuration.sizes = sizes
        configuration.boldText = [false]
        configuration.devices = [.init(name: "iPhone", width: 393)]
        configuration.designs = [.ios18]
        var element = ElementConfiguration(key: "k", role: role)
        element.count = count
        configuration.elements = [element]
        return AuditEngine(configuration: configuration, measurer: measurer)
            .run(StringCollection(sourceLanguage: "en", strings: [string])).findings
            .filter { ["truncation", "shrink-then-truncate"].contains($0.rule) }
    }

    /// The width of `text` on one line, points, at `pointSize` (regular weight), from a label
    /// in a 1 pt room.
    static func width(of text: String, pointSize: Double) throws -> Double {
        let string = LocalizedString(
            key: "probe", locale: "en", value: text,
            location: SourceLocation(file: "en.lproj/Localizable.strings", line: 1, column: 1))
        var configuration = AuditConfiguration()
        configuration.sizes = [.large]
        configuration.boldText = [false]
        configuration.devices = [.init(name: "iPhone", width: 393)]
        var element = ElementConfiguration(key: "probe", role: .label)
        element.width = 1
        element.lines = 1
        element.font = FontConfiguration(size: pointSize)
        configuration.elements = [element]
        let findings = AuditEngine(configuration: configuration, measurer: measurer)
            .run(StringCollection(sourceLanguage: "en", strings: [string])).findings
        return try #require(findings.first { $0.rule == "truncation" }?.measurement?.width)
    }

    /// Three stacked alert actions each have the alert's 270 pt less 8 pt a side: 254 pt.
    static let stackedAction = 270.0 - 2 * 8

    @Test func alertActionShrinksBeforeItIsCut() throws {
        // Needs 254 / w ≈ 0.79 of its 17 pt: about 13.4 pt, above the 11 pt minimum. UIKit
        // shrinks it; nothing to report (it was an error: cut in one line at Large).
        let text = "Filter the notifications by type and by author"
        let w = try Self.width(of: text, pointSize: 17)
        #expect(w > Self.stackedAction && Self.stackedAction / w * 17 > 11)
        #expect(Self.run(text, role: .alertAction, count: 3, sizes: [.large]).isEmpty)
    }

    @Test func alertActionThatFitsOnlyBelowElevenPointsIsAWarning() throws {
        // Fits the 254 pt at 10 pt, not at 11 pt (measured at each size: SF's tracking loosens
        // as the size falls, so the width does not scale with the size).
        let text = "Filter the notifications by type, date and by author"
        let atTen = try Self.width(of: text, pointSize: 10)
        let atEleven = try Self.width(of: text, pointSize: 11)
        #expect(atTen < Self.stackedAction && atEleven > Self.stackedAction, "\(atTen) \(atEleven)")
        let findings = Self.run(text, role: .alertAction, count: 3, sizes: [.large])
        #expect(findings.map(\.rule) == ["shrink-then-truncate"])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.contains("only by shrinking to") == true)
    }

    @Test func alertActionTooLongAtTenPointsIsCutAfterShrinking() throws {
        let text = "Filter every one of the notifications by their type, by date, by author and by more"
        let w = try Self.width(of: text, pointSize: 17)
        let atTen = try Self.width(of: text, pointSize: 10)
        #expect(w > Self.stackedAction && atTen > Self.stackedAction)
        let findings = Self.run(text, role: .alertAction, count: 3, sizes: [.large])
        let cut = try #require(findings.first { $0.rule == "shrink-then-truncate" })
        #expect(cut.message.contains("shrinks to its minimum scale 0.59 (10 pt)"), "\(cut.message)")
        #expect(findings.allSatisfy { $0.rule == "shrink-then-truncate" })
    }

    @Test func cutAfterShrinkingFirstAtXXXLargeIsAWarningAsATruncationWouldBe() throws {
        // At xxxLarge Body is 23 pt, so the title shrinks only to 23 × 10 / 17 ≈ 13.5 pt, where
        // this text is wider than 254 pt: cut after shrinking, first at xxxLarge (a warning, as
        // `truncation` counts a cut first seen between xLarge and xxxLarge).
        let text = "Filter the notifications by type, date and by author"
        #expect(try Self.width(of: text, pointSize: 23 * 10 / 17) > Self.stackedAction)
        let findings = Self.run(text, role: .alertAction, count: 3, sizes: [.xxxLarge])
        let cut = try #require(findings.first { $0.message.contains("still does not fit") })
        #expect(cut.rule == "shrink-then-truncate")
        #expect(cut.severity == .warning)
    }

    @Test func alertAndActionSheetActionsWrapAtAccessibilitySizes() throws {
        // At AX1 (Body 28 pt; an action sheet's 20 pt action scales with Title 3 to 31 pt) the
        // texts are wider than their rooms (254 pt; the sheet's 393 − 2 × 8 − 2 × 16 = 345 pt)
        // but wrap: no cut, no shrinking.
        let alertText = "Filter the notifications by type and by author"
        #expect(try Self.width(of: alertText, pointSize: 28) > Self.stackedAction)
        #expect(Self.run(alertText, role: .alertAction, count: 3, sizes: [.ax1]).isEmpty)
        let sheetText = "Log Out Of All Accounts Right Now Please"
        #expect(try Self.width(of: sheetText, pointSize: 31) > 345)
        #expect(Self.run(sheetText, role: .actionSheetAction, sizes: [.ax1]).isEmpty)
        // At Large the same sheet text (20 pt) fits the 345 pt row without shrinking.
        #expect(try Self.width(of: sheetText, pointSize: 20) < 345)
        #expect(Self.run(sheetText, role: .actionSheetAction, sizes: [.large]).isEmpty)
    }

    @Test func controlCharactersAreDrawnAsNothing() throws {
        // damus's Korean plurals carry a U+0008 that iOS loads: measured as nothing, not as a
        // missing-glyph box; tab and line feed are kept.
        #expect(try Self.width(of: "Zap\u{8}s\u{1}", pointSize: 17) == (try Self.width(of: "Zaps", pointSize: 17)))
        #expect(AuditEngine.shown("a\u{8}b\nc\td", case: nil, locale: "en") == "ab\nc\td")
        #expect(AuditEngine.shown("i\u{1F}x", case: .uppercase, locale: "tr") == "İX")
    }

    @Test func menuRowTakesTwoLinesThenIsCut() throws {
        // A menu row: 2 lines of Body in the screen less its 16 pt margins, 361 pt.
        let two = "Filter the notifications by type, by date, by author and more"
        let w = try Self.width(of: two, pointSize: 17)
        #expect(w > 361 && w < 2 * 361 - 100)
        #expect(Self.run(two, role: .menuCommand, sizes: [.large]).isEmpty)
        let four = String(repeating: "Filter the notifications by type and by author ", count: 4)
        #expect(try Self.width(of: four, pointSize: 17) > 3 * 361)
        let cut = try #require(Self.run(four, role: .menuCommand, sizes: [.large]).first)
        #expect(cut.rule == "truncation")
        #expect(cut.message.contains("where it has 2"), "\(cut.message)")
        // At AX1 (Body 28 pt) it takes the lines it needs.
        #expect(Self.run(four, role: .menuCommand, sizes: [.ax1]).isEmpty)
    }
}
