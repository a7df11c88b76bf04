import Foundation
import LegibleText

/// Text that shrinks to fit (`adjustsFontSizeToFitWidth`) must fit before it reaches its minimum
/// scale, and must not shrink below 11 pt.
public struct ShrinkThenTruncateRule: FitRule {
    /// The `shrink-then-truncate` rule (category fit, default severity error): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines pages:
    /// - Activity views:
    ///   https://developer.apple.com/design/human-interface-guidelines/activity-views
    /// - Typography:
    ///   https://developer.apple.com/design/human-interface-guidelines/typography
    public static let description = RuleDescription(
        id: "shrink-then-truncate",
        name: "Shrink Then Truncate",
        summary: "Text that shrinks to fit still truncates at its minimum scale, or shrinks below the 11 pt minimum.",
        rationale: """
            HIG Activity views: when a title is too long, iOS first shrinks the text, then truncates it; \
            any label with `adjustsFontSizeToFitWidth` and a `minimumScaleFactor` does the same (UILabel \
            documentation: it reduces the font size "until the text fits or it has scaled the font down \
            to the minimum font size", then applies its line break mode). The rule reports sizes at which \
            the text reaches the minimum scale and is still cut, and sizes at which it fits only by \
            shrinking below 11 pt, the smallest size the HIG's Typography chapter allows on iOS.
            """,
        category: .fit,
        defaultSeverity: .error,
        hig: [.activityViews, .typography],
        triggeringExamples: [
            RuleExample(
                "Einstellungen und Datenschutz", role: .label, locale: "de",
                element: ElementSpec(role: .label, width: 100, textStyle: .body, minimumScaleFactor: 0.5),
                note: "still too wide at half size",
                message:
                    "“Einstellungen und Datenschutz” shrinks to its minimum scale 0.5 (7 pt) and still does not fit its 100 pt at xSmall–AX5: iOS truncates it to “Einstellungen und Datensc…”; HIG Activity views.",
                fix:
                    "Fix: 9 pt (about 2 characters) too long at every size checked, where “Einstellungen und” fits. Any of these would fit it at every size checked: minimumScaleFactor 0.13 (now 0.5; 6.9 pt, below the HIG's 11 pt minimum), or a shorter text."
            ),
            RuleExample(
                "Zur Leseliste hinzufügen", role: .activityTitle, locale: "de",
                element: ElementSpec(role: .activityTitle, width: 76, textStyle: .caption2, minimumScaleFactor: 0.5),
                note: "fits only below 11 pt",
                message:
                    "“Zur Leseliste hinzufügen” shrinks to its minimum scale 0.5 (6.5 pt) and still does not fit its 76 pt at xLarge–AX5: iOS truncates it to “Zur Leseliste hinzufü…”; HIG Activity views.",
                fix:
                    "Fix: 4.9 pt (about 1 character) too long at xLarge, where “Zur Leseliste” fits; it fits up to Large. Any of these would fit it at every size checked: minimumScaleFactor 0.16 (now 0.5; 6.4 pt, below the HIG's 11 pt minimum), or a shorter text."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "Teilen", role: .activityTitle, locale: "de",
                element: ElementSpec(role: .activityTitle, width: 76, textStyle: .caption2, minimumScaleFactor: 0.5),
                note: "fits without shrinking"),
            RuleExample(
                "Einstellungen und Datenschutz", role: .label, locale: "de",
                element: ElementSpec(role: .label, width: 100, textStyle: .body),
                note: "does not shrink at all (truncation reports it)"),
            RuleExample(
                "Add to Reading List", role: .label,
                element: ElementSpec(
                    role: .label, width: 140, textStyle: .body, minimumScaleFactor: 0.8,
                    maxSizeCategory: .large),
                note: "shrinks a little and stays above 11 pt"),
        ])

    /// HIG Typography: the smallest text size on iOS.
    static let minimumPointSize = 11.0

    enum Message {
        static func truncated(
            _ text: String, scale: Double, pointSize: Double, room: Double, sizes: String,
            visible: String, doubtNote: String = ""
        ) -> String {
            "\(Format.quoted(text)) shrinks to its minimum scale \(Format.scale(scale)) (\(Format.points(pointSize)) pt) "
                + "and still does not fit its \(Format.points(room)) pt \(sizes): iOS truncates it to "
                + "\(Format.quoted(visible))\(doubtNote); HIG Activity views."
        }

        static func tooSmall(_ text: String, pointSize: Double, scale: Double, room: Double, sizes: String) -> String {
            "\(Format.quoted(text)) fits its \(Format.points(room)) pt only by shrinking to \(Format.points(pointSize)) pt "
                + "(scale \(Format.scale(scale))) \(sizes), below the 11 pt minimum; HIG Typography, Activity views."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// For an element that shrinks its text (`minimumScaleFactor` between 0 and 1): a finding at the
    /// sizes where the text is still cut after shrinking (with fix advice; its severity by the
    /// smallest such size, as `TruncationRule`'s), and a warning when the
    /// shrunk text fits but falls below 11 pt (HIG Typography's iOS minimum); none otherwise.
    public func check(_ context: FitContext) -> [Finding] {
        let factor = context.element.minimumScaleFactor
        guard factor > 0, factor < 1 else { return [] }
        var findings: [Finding] = []
        let truncated = context.checks.filter { !$0.layout.fits && $0.layout.scale < 1 }
        if let first = truncated.first {
            let room = first.layout.availableWidth ?? context.element.availableWidth ?? 0
            // As a truncation: an error when it is cut at Large or smaller, a warning from xLarge
            // to xxxLarge, the accessibility-size severity at AX1–AX5 only; one lower when the cut
            // rests on what Legible assumed (`FitDoubt`), and the message says what.
            let (severity, doubtNote) = TruncationRule.severity(
                of: truncated, smallest: FitContext.sizes(of: truncated)[0], in: context)
            var finding = context.finding(
                Self.description, severity: severity,
                message: Message.truncated(
                    context.measuredText, scale: first.layout.scale, pointSize: first.layout.pointSize, room: room,
                    sizes: context.sizeDescription(truncated), visible: first.visibleText, doubtNote: doubtNote),
                failing: truncated)
            finding.fix = context.advice(failing: truncated, shown: first, isCut: { !$0.fits })
            findings.append(finding)
        }
        let small = context.checks.filter {
            $0.layout.fits && $0.layout.scale < 1 && $0.layout.pointSize < Self.minimumPointSize - 1e-9
        }
        if let worst = small.min(by: { $0.layout.pointSize < $1.layout.pointSize }) {
            let room = worst.layout.availableWidth ?? context.element.availableWidth ?? 0
            findings.append(
                context.finding(
                    Self.description, severity: .warning,
                    message: Message.tooSmall(
                        context.measuredText, pointSize: worst.layout.pointSize, scale: worst.layout.scale, room: room,
                        sizes: context.sizeDescription(small)), failing: small, shown: worst))
        }
        return findings
    }
}
