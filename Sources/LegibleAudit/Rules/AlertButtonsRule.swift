import Foundation

/// Alerts prefer two buttons; Cancel is styled as the cancel action; a destructive action comes
/// with a Cancel button; there is at most one cancel action.
public struct AlertButtonsRule: ScreenRule {
    /// The `alert-buttons` rule (category structure, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Alerts:
    ///   https://developer.apple.com/design/human-interface-guidelines/alerts
    public static let description = RuleDescription(
        id: "alert-buttons",
        name: "Alert Buttons",
        summary:
            "An alert has three or more buttons, a destructive action without Cancel, a Cancel not styled as cancel, or two cancel actions.",
        rationale: """
            HIG Alerts: two buttons are the most common and easiest choice; three or more make an \
            alert complex and may make it scroll — use an action sheet instead. Give a destructive action \
            the destructive style and pair it with a Cancel button; the Cancel button belongs on the \
            leading side (iOS places an action styled `.cancel` there, and at the bottom of a stack), so a \
            button titled Cancel must carry the cancel style. UIKit raises an exception when an alert has \
            two actions styled `.cancel`.
            """,
        category: .structure,
        defaultSeverity: .warning,
        hig: [.alerts],
        triggeringExamples: [
            RuleExample(
                "Save Changes?", role: .alertTitle, note: "four buttons",
                screen: Screen(
                    name: "Editor",
                    alerts: [
                        Screen.Alert(
                            title: .literal("Save Changes?"),
                            actions: [
                                .text("Save"), .text("Save As…"), .text("Don’t Save", .destructive),
                                .text("Cancel", .cancel),
                            ])
                    ]),
                message:
                    "The alert “Save Changes?” has 4 buttons: prefer two; with three or more the alert is complex and may scroll — use an action sheet; HIG Alerts."
            ),
            RuleExample(
                "Delete Account?", role: .alertTitle, note: "destructive without Cancel",
                screen: Screen(
                    name: "Account",
                    alerts: [
                        Screen.Alert(
                            title: .literal("Delete Account?"), actions: [.text("Delete", .destructive), .text("Keep")])
                    ]),
                message:
                    "The alert “Delete Account?” offers the destructive “Delete” without a Cancel button: add an action styled .cancel; HIG Alerts."
            ),
            RuleExample(
                "Abbrechen", role: .alertAction, locale: "de", note: "Cancel not styled as cancel",
                screen: Screen(
                    name: "Upload",
                    alerts: [
                        Screen.Alert(
                            title: .literal("Upload beenden?"), actions: [.text("Beenden"), .text("Abbrechen")])
                    ]),
                message:
                    "The button “Abbrechen” in the alert “Upload beenden?” cancels but is not styled .cancel: iOS places a cancel action on the leading side (at the bottom of a stack), where people expect it; HIG Alerts."
            ),
            RuleExample(
                "Cancel", role: .alertAction, note: "two cancel actions crash",
                screen: Screen(
                    name: "Upload",
                    alerts: [
                        Screen.Alert(
                            title: .literal("Stop Upload?"),
                            actions: [.text("Cancel", .cancel), .text("Not Now", .cancel)])
                    ]),
                message:
                    "The alert “Stop Upload?” has 2 actions styled .cancel (“Cancel” and “Not Now”): UIKit allows one and raises an exception otherwise; HIG Alerts."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "Delete Photo?", role: .alertTitle,
                screen: Screen(
                    name: "Photo",
                    alerts: [
                        Screen.Alert(
                            title: .literal("Delete Photo?"),
                            actions: [.text("Cancel", .cancel), .text("Delete", .destructive)])
                    ])),
            RuleExample(
                "Saved", role: .alertTitle, note: "one OK button",
                screen: Screen(name: "Photo", alerts: [Screen.Alert(title: .literal("Saved"), actions: [.text("OK")])])),
            RuleExample(
                "Delete Photo?", role: .alertTitle, note: "action sheets are checked by action-sheet",
                screen: Screen(
                    name: "Photo",
                    alerts: [
                        Screen.Alert(
                            style: .actionSheet, title: .literal("Delete Photo?"),
                            actions: [
                                .text("Delete", .destructive), .text("Duplicate"), .text("Share"),
                                .text("Cancel", .cancel),
                            ])
                    ])),
        ])

    enum Message {
        static func count(_ count: Int, title: String) -> String {
            "The alert \(title) has \(count) buttons: prefer two; with three or more the alert is complex and may "
                + "scroll — use an action sheet; HIG Alerts."
        }

        static func destructiveWithoutCancel(_ title: String, action: String) -> String {
            "The alert \(title) offers the destructive \(Format.quoted(action)) without a Cancel button: add an action "
                + "styled .cancel; HIG Alerts."
        }

        static func cancelStyle(_ action: String, title: String) -> String {
            "The button \(Format.quoted(action)) in the alert \(title) cancels but is not styled .cancel: iOS places "
                + "a cancel action on the leading side (at the bottom of a stack), where people expect it; "
                + "HIG Alerts."
        }

        static func twoCancels(_ actions: [String], title: String) -> String {
            "The alert \(title) has \(actions.count) actions styled .cancel (\(Format.list(actions.map(Format.quoted)))): "
                + "UIKit allows one and raises an exception otherwise; HIG Alerts."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// "“Delete Photo?”" or "of screen Editor" when the alert has no title.
    static func alertName(_ alert: Screen.Alert, _ context: ScreenContext) -> String {
        context.text(alert.title).map(Format.quoted) ?? "without title on \(context.screen.name)"
    }

    /// Findings for `context.screen` in `context.locale` on a device `context.deviceWidth` wide.
    public func check(_ context: ScreenContext) -> [Finding] {
        var findings: [Finding] = []
        for alert in context.screen.alerts where alert.style == .alert {
            let name = Self.alertName(alert, context)
            let count = alert.actions.count
            if count >= 3 {
                findings.append(
                    context.finding(
                        Self.description, severity: count == 3 ? .note : .warning,
                        message: Message.count(count, title: name), about: alert.title, role: .alertTitle))
            }
            let cancels = alert.actions.filter { $0.style == .cancel }
            if cancels.count > 1 {
                findings.append(
                    context.finding(
                        Self.description, severity: .error,
                        message: Message.twoCancels(
                            cancels.map { context.text($0.title) ?? $0.title.description }, title: name),
                        about: cancels[1].title, role: .alertAction))
            }
            if cancels.isEmpty, let destructive = alert.actions.first(where: { $0.style == .destructive }) {
                findings.append(
                    context.finding(
                        Self.description,
                        message: Message.destructiveWithoutCancel(
                            name, action: context.text(destructive.title) ?? destructive.title.description),
                        about: destructive.title, role: .alertAction))
            }
            for action in alert.actions where action.style != .cancel {
                guard let text = context.text(action.title),
                    WordLists.contains(WordLists.cancel, locale: context.locale, text)
                else { continue }
                findings.append(
                    context.finding(
                        Self.description, message: Message.cancelStyle(text, title: name),
                        about: action.title, role: .alertAction))
            }
        }
        return findings
    }
}
