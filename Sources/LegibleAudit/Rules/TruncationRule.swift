import Foundation
import LegibleText

/// `truncation`: a string must fit its element — its width and line count — at every size
/// category and Bold Text state checked.
///
/// One finding per string, variation and element, listing every size and Bold Text state at
/// which the text is cut. Severity (issue #2): error when it is cut at Large or smaller (what
/// most people see), warning when it is first cut between xLarge and xxxLarge, and the
/// configured level (default warning) when it is cut only at AX1–AX5.
public struct TruncationRule: FitRule {
    /// The `truncation` rule (category fit, default severity error): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines pages:
    /// - Buttons:
    ///   https://developer.apple.com/design/human-interface-guidelines/buttons
    /// - Lists and tables:
    ///   https://developer.apple.com/design/human-interface-guidelines/lists-and-tables
    /// - Typography:
    ///   https://developer.apple.com/design/human-interface-guidelines/typography
    public static let description = RuleDescription(
        id: "truncation",
        name: "Truncation",
        summary: "Text must fit its element's width and line count at every Dynamic Type size and Bold Text state.",
        rationale: """
            iOS cuts text that does not fit and shows an ellipsis (U+2026) where it is missing. The HIG asks to keep \
            button titles short because long text is likely to be truncated on small screens (Buttons, 8.1), to keep \
            cell text succinct because all cell styles truncate (Tables, 7.11), and to keep truncation to a minimum as \
            the font size grows, showing as much useful text at the largest accessibility size as at the largest \
            standard size (Typography).
            """,
        category: .fit,
        defaultSeverity: .error,
        hig: [.buttons, .listsAndTables, .typography],
        triggeringExamples: [
            RuleExample(
                "Überprüfe deinen Posteingang", role: .navigationTitle, locale: "de",
                element: ElementSpec(
                    role: .navigationTitle, width: 160, font: FixedFont(pointSize: 17, weight: .semibold),
                    adjustsFontForContentSizeCategory: false),
                note: "mastodon-ios #1139: German title cut to \"Überprüfe deinen Po…\"",
                message:
                    "\"Überprüfe deinen Posteingang\" overflows by 84.2 pt in its 160 pt navigationTitle at every size (de): shows \"Überprüfe deinen…\"",
                fix:
                    "Fix: 84.2 pt (about 10 characters) too long at every size checked, where “Überprüfe deinen” fits. Any of these would fit it at every size checked: minimumScaleFactor 0.63 (10.7 pt, below the HIG's 11 pt minimum), or a shorter text."
            ),
            RuleExample(
                "エクスプローラー", role: .tabBarItem, locale: "ja",
                element: ElementSpec(
                    role: .tabBarItem, width: 60, font: FixedFont(pointSize: 10, weight: .medium),
                    adjustsFontForContentSizeCategory: false),
                note: "IceCubesApp #654: Japanese tab title in a five-tab bar on a 320 pt iPhone",
                message:
                    "\"エクスプローラー\" overflows by 19.7 pt in its 60 pt tabBarItem at every size (ja): shows \"エクスプロ…\"",
                fix:
                    "Fix: 19.7 pt (about 2 characters) too long at every size checked, where “エクスプロー” fits. Any of these would fit it at every size checked: minimumScaleFactor 0.75 (7.5 pt, below the HIG's 11 pt minimum), or a shorter text."
            ),
            RuleExample(
                "Einstellungen speichern", role: .button, locale: "de",
                element: ElementSpec(role: .button, width: 170, textStyle: .body),
                note: "fits at xSmall; cut from Medium up (from Small with Bold Text)",
                message:
                    "\"Einstellungen speichern\" overflows by 2.5 pt in its 170 pt button at Small (de): shows \"Einstellungen speiche…\"; cut at Medium–AX5 with Bold Text off, Small–AX5 with it on",
                fix:
                    "Fix: 2.5 pt (about 1 character) too long at Small with Bold Text, where “Einstellungen” fits; with Bold Text it fits up to xSmall. Any of these would fit it at every size checked: minimumScaleFactor 0.29, or a shorter text."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "Check Your Inbox", role: .navigationTitle,
                element: ElementSpec(
                    role: .navigationTitle, width: 160, font: FixedFont(pointSize: 17, weight: .semibold),
                    adjustsFontForContentSizeCategory: false)),
            RuleExample(
                "Explore", role: .tabBarItem,
                element: ElementSpec(
                    role: .tabBarItem, width: 60, font: FixedFont(pointSize: 10, weight: .medium),
                    adjustsFontForContentSizeCategory: false)),
            RuleExample(
                "Einstellungen speichern und später noch einmal prüfen", role: .label, locale: "de",
                element: ElementSpec(
                    role: .label, width: 300, lines: 0, textStyle: .body, lineBreakMode: .byWordWrapping),
                note: "unlimited lines: wraps, never truncates"),
            RuleExample(
                "Speichern", role: .button, locale: "de",
                element: ElementSpec(
                    role: .button, width: 60, font: FixedFont(pointSize: 17),
                    minimumScaleFactor: 0.5, adjustsFontForContentSizeCategory: false),
                note: "a fixed 17 pt title that shrinks to fit instead (shrink-then-truncate's business)"),
        ])

    /// The severity of a truncation first seen at `size`.
    static func severity(_ size: ContentSizeCategory, options: RuleOptions) -> Severity {
        size <= .large ? .error : size <= .xxxLarge ? .warning : options.accessibilitySizeSeverity
    }

    /// The severity of a cut at `failing` (`smallest` the smallest size among them), and the note
    /// a message ends with when it is lowered.
    ///
    /// A cut that may not happen on iOS (within the stand-in font's error, caused by the wide
    /// samples for the arguments only, or within an assumed room's margin: `FitDoubt`) counts one
    /// severity lower; the sizes where the cut is certain count in full. `shrink-then-truncate`
    /// judges a cut after shrinking the same way.
    static func severity(
        of failing: [FitCheck], smallest: ContentSizeCategory, in context: FitContext
    ) -> (severity: Severity, doubtNote: String) {
        let doubts = failing.map { context.doubts(about: $0) }
        // The smallest size cut with no doubt (by position: no tuples or copies of the checks).
        let certain = failing.indices.filter { doubts[$0].isEmpty }.map { failing[$0].sizeCategory }.min()
        let full = severity(smallest, options: context.options)
        let severity = certain.map { max(Self.severity($0, options: context.options), full.lowered) } ?? full.lowered
        return (severity, severity < full ? context.doubtNote(Set(doubts.joined())) : "")
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// One finding when the text is cut (truncated or clipped) with Bold Text off at some size
    /// without shrinking (a text cut after shrinking to its minimum scale is `shrink-then-truncate`'s),
    /// naming every size and Bold Text state at which it is cut, with its severity by the smallest
    /// size cut (see the type); failures whose overflow is within the stand-in font's error band
    /// (`RuleOptions.standInErrorBand`) count one severity lower. None when it is cut only with Bold
    /// Text on (the `bold-text` rule's finding).
    public func check(_ context: FitContext) -> [Finding] {
        // A text cut after shrinking to its minimum scale is shrink-then-truncate's one finding.
        guard context.checks.containsInPlace(where: { $0.pointee.layout.isTruncated && $0.pointee.layout.scale >= 1 })
        else { return [] }
        let failing = context.checks.filterInPlace { $0.pointee.layout.isTruncated && $0.pointee.layout.scale >= 1 }
        guard let first = failing.first else { return [] }
        // Text cut only with Bold Text on is the bold-text rule's one finding; this rule reports
        // text cut with Bold Text off, naming the sizes at which it is cut with it on as well.
        if context.checks.containsInPlace(where: { !$0.pointee.boldText }),
            !failing.containsInPlace(where: { !$0.pointee.boldText })
        {
            return []
        }
        let failingSizes = FitContext.sizes(of: failing)
        let worst = failingSizes[0]
        let (severity, doubtNote) = Self.severity(of: failing, smallest: worst, in: context)
        // Describe the first failure with Bold Text off when there is one at that size.
        let representative = failing.first { $0.sizeCategory == worst && !$0.boldText } ?? first
        let layout = representative.layout
        let room = layout.availableWidth ?? 0
        let element = context.element
        let sizeList = Format.sizes(failingSizes)
        let boldNote = context.boldNote(failing)
        let where_ = context.deviceName.map { " on \($0)" } ?? ""
        let overflowText: String
        if layout.lineCount > 1, element.lines != 1 {
            overflowText =
                "needs \(layout.lineCount) lines where it has \(element.lines == 0 ? "a fixed height" : "\(element.lines)"); "
                + "\(Format.points(layout.overflow)) pt of text is cut"
        } else {
            overflowText = "overflows by \(Format.points(layout.overflow)) pt"
        }
        let everySize = failingSizes == FitContext.sizes(of: context.checks) && failingSizes.count > 1
        // The finding first: its measurement has the text shown, which the check lays out again
        // to spell (its layout was made without it), so the message reads it from there.
        var finding = context.finding(
            Self.description, severity: severity, message: "", failing: failing, shown: representative)
        let shown = Format.oneLine(finding.measurement?.visibleText ?? representative.visibleText)
        let when = everySize ? "at every size" : "at \(worst.name)"
        // A room the layout around the text works out at each size (icons beside it grow) is
        // given as the range the failing sizes have.
        let rooms = failing.compactMap(\.layout.availableWidth)
        var roomText = Format.points(room)
        if everySize, let narrowest = rooms.min(), let widest = rooms.max(), widest - narrowest >= 0.05 {
            roomText = "\(Format.points(narrowest))–\(Format.points(widest))"
        }
        finding.message =
            "\"\(context.measuredText)\" \(overflowText) in its \(roomText) pt \(element.role.rawValue)"
            + "\(where_) \(when) (\(context.string.locale)): shows \"\(shown)\""
            + (everySize ? boldNote.map { "; cut at \($0)" } ?? "" : "; cut at \(boldNote ?? sizeList)")
            + doubtNote
        // A truncation always names the Bold Text state its measurement was made in (JSON readers
        // rely on `boldText`); `boldTextStates` lists the states that are cut.
        finding.boldText = representative.boldText
        finding.fix = context.advice(failing: failing, shown: representative, isCut: \.isTruncated)
        return [finding]
    }
}
