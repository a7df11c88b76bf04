import Foundation
import LegibleText

/// An alert's title stays on one line where possible; its message takes one or two lines.
public struct AlertTitleOneLineRule: FitRule, ScreenRule {
    /// The `alert-title-one-line` rule (category fit, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Alerts:
    ///   https://developer.apple.com/design/human-interface-guidelines/alerts
    public static let description = RuleDescription(
        id: "alert-title-one-line",
        name: "Alert Title Length",
        summary:
            "An alert title wraps to more than one line, or its message to more than two, at the default text size.",
        rationale: """
            HIG Alerts: keep the title short enough to fit on one line where possible (the current \
            HIG: avoid titles that wrap to more than two lines), and the message to one or two lines; a \
            long alert scrolls and is hard to take in. The rule lays the text out at the default size, \
            Large, in the alert's text width (270 pt, as Flutter and Ionic measure iOS alerts, less 16 pt padding each side; \
            title 17 pt semibold, message 13 pt): a title of two lines is a note, of three or more a \
            warning; a message of more than two lines a note. Larger sizes wrap more by design and are \
            not reported.
            """,
        category: .fit,
        defaultSeverity: .warning,
        hig: [.alerts],
        triggeringExamples: [
            RuleExample(
                "Unable to Download the Selected Episodes Because the Storage Is Full", role: .alertTitle,
                element: ElementSpec(
                    role: .alertTitle, width: 238, lines: 0, font: FixedFont(pointSize: 17, weight: .semibold),
                    adjustsFontForContentSizeCategory: true),
                message:
                    "The alert title “Unable to Download the Selected Episodes Because the Storage Is Full” wraps to 3 lines in the alert's 238 pt at Large: keep it to one line where possible, never more than two; HIG Alerts."
            ),
            RuleExample(
                "Die heruntergeladenen Episoden konnten nicht gespeichert werden", role: .alertTitle, locale: "de",
                element: ElementSpec(
                    role: .alertTitle, width: 238, lines: 0, font: FixedFont(pointSize: 17, weight: .semibold),
                    adjustsFontForContentSizeCategory: true),
                message:
                    "The alert title “Die heruntergeladenen Episoden konnten nicht gespeichert werden” wraps to 3 lines in the alert's 238 pt at Large: keep it to one line where possible, never more than two; HIG Alerts."
            ),
            RuleExample(
                "Delete Post?", role: .alertTitle, note: "a message of four lines",
                screen: Screen(
                    name: "Post",
                    alerts: [
                        Screen.Alert(
                            title: .literal("Delete Post?"),
                            message: .literal(
                                "This post and all of its replies, boosts and favorites will be removed from "
                                    + "your profile and from the timelines of everyone who follows you. "
                                    + "This cannot be undone."),
                            actions: [.text("Cancel", .cancel), .text("Delete", .destructive)])
                    ]),
                message:
                    "The alert message “This post and all of its replies, boosts and favorites will be removed from your profile and from the timelines of everyone who follows you. This cannot be undone.” takes 5 lines in the alert's 238 pt at Large: keep it to one or two short sentences; HIG Alerts."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "Delete Post?", role: .alertTitle,
                element: ElementSpec(
                    role: .alertTitle, width: 238, lines: 0, font: FixedFont(pointSize: 17, weight: .semibold),
                    adjustsFontForContentSizeCategory: true)),
            RuleExample(
                "This cannot be undone.", role: .alertMessage,
                element: ElementSpec(
                    role: .alertMessage, width: 238, lines: 0, font: FixedFont(pointSize: 13),
                    adjustsFontForContentSizeCategory: true)),
            RuleExample(
                "Unable to Download the Selected Episodes Because the Storage Is Full", role: .label,
                element: ElementSpec(role: .label, width: 238, lines: 0, textStyle: .body),
                note: "only alert text is checked"),
            RuleExample(
                "Delete Post?", role: .alertTitle, note: "one-line title, two-line message",
                screen: Screen(
                    name: "Post",
                    alerts: [
                        Screen.Alert(
                            title: .literal("Delete Post?"),
                            message: .literal("This post will be removed from your profile."),
                            actions: [.text("Cancel", .cancel), .text("Delete", .destructive)])
                    ])),
        ])

    enum Message {
        static func title(_ text: String, lines: Int, width: Double) -> String {
            "The alert title \(Format.quoted(text)) wraps to \(lines) lines in the alert's \(Format.points(width)) pt at "
                + "Large: keep it to one line where possible\(lines > 2 ? ", never more than two" : ""); HIG Alerts."
        }

        static func message(_ text: String, lines: Int, width: Double) -> String {
            "The alert message \(Format.quoted(text)) takes \(lines) lines in the alert's \(Format.points(width)) pt at "
                + "Large: keep it to one or two short sentences; HIG Alerts."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// For an alert title that takes two lines at the default size, a note (a warning from three
    /// lines); for an alert message of more than two lines, a note. Measured without Bold Text in the
    /// alert's text width.
    public func check(_ context: FitContext) -> [Finding] {
        let role = context.element.role
        guard role == .alertTitle || role == .alertMessage else { return [] }
        let regular = context.defaultSizeChecks.filter { !$0.boldText }
        guard let check = regular.first else { return [] }
        let room = check.layout.availableWidth ?? context.element.availableWidth ?? UIKitMetrics.alertTextWidth
        var lines = check.layout.lineCount
        if check.layout.availableWidth == nil {
            lines = max(lines, Int(saturating: (check.layout.width / room).rounded(.up)))
        }
        guard let finding = judge(role: role, text: context.measuredText, lines: lines, room: room) else { return [] }
        return [
            context.finding(Self.description, severity: finding.severity, message: finding.message, failing: [check])
        ]
    }

    /// The severity and message for `lines` of alert text, or `nil` when it is short enough.
    private func judge(role: Role, text: String, lines: Int, room: Double) -> (severity: Severity, message: String)? {
        if role == .alertTitle, lines >= 2 {
            return (lines > 2 ? .warning : .note, Message.title(text, lines: lines, width: room))
        }
        if role == .alertMessage, lines > 2 {
            return (.note, Message.message(text, lines: lines, width: room))
        }
        return nil
    }

    /// Findings for `context.screen` in `context.locale` on a device `context.deviceWidth` wide.
    public func check(_ context: ScreenContext) -> [Finding] {
        guard let measurer = context.measurer else { return [] }
        var findings: [Finding] = []
        let room = context.design == .ios26 ? RolePreset.Liquid.alertTextWidth : UIKitMetrics.alertTextWidth
        for alert in context.screen.alerts where alert.style == .alert {
            let parts: [(ScreenText?, Role, Double, FontWeight)] = [
                (alert.title, .alertTitle, UIKitMetrics.alertTitleSize, .semibold),
                (alert.message, .alertMessage, UIKitMetrics.alertMessageSize, .regular),
            ]
            for (reference, role, size, weight) in parts {
                guard let reference, let text = context.text(reference) else { continue }
                let result = measurer.measure(
                    MeasureRequest(
                        text: text, locale: context.locale,
                        font: .fixed(family: nil, pointSize: size, weight: weight, scalesWith: nil),
                        constraints: LayoutConstraints(width: room, lines: 0, lineBreakMode: .byWordWrapping)))
                guard let verdict = judge(role: role, text: text, lines: result.lineCount, room: room) else { continue }
                let summary = MeasurementSummary(
                    text: text, pointSize: size, weight: weight.rawValue, width: result.width, availableWidth: room,
                    overflow: 0, lines: result.lineCount, visibleText: result.visibleText, scale: 1,
                    faces: result.runs.map { "\($0.face.family) \($0.face.style)" })
                findings.append(
                    context.finding(
                        Self.description, severity: verdict.severity, message: verdict.message,
                        about: reference, role: role, measurement: summary, boldText: false))
            }
        }
        return findings
    }
}
