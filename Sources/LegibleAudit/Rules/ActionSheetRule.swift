import Foundation

/// Action sheets include Cancel, put the destructive option first (in red), and do not scroll.
public struct ActionSheetRule: ScreenRule {
    /// The `action-sheet` rule (category structure, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Action sheets:
    ///   https://developer.apple.com/design/human-interface-guidelines/action-sheets
    public static let description = RuleDescription(
        id: "action-sheet",
        name: "Action Sheet",
        summary:
            "An action sheet lacks a Cancel button, does not put its destructive option first in red, or has more than five buttons.",
        rationale: """
            HIG Action sheets: include a Cancel button so people can back out; put a destructive \
            option at the top, styled destructive (red), where it is seen first; and avoid so many \
            options that the sheet scrolls — the HIG's earlier editions give five buttons, Cancel \
            included, as the most. \
            An action whose title starts (or, as in German, ends) with a destructive verb (Delete, Erase, Discard, in about \
            twenty languages) but is not styled destructive is reported as well.
            """,
        category: .structure,
        defaultSeverity: .warning,
        hig: [.actionSheets],
        triggeringExamples: [
            RuleExample(
                "Share", role: .actionSheetAction, note: "no Cancel",
                screen: Screen(
                    name: "Photo",
                    alerts: [
                        Screen.Alert(
                            style: .actionSheet, actions: [.text("Share"), .text("Duplicate")])
                    ]),
                message:
                    "The action sheet without title on Photo has no Cancel button: add an action styled .cancel; HIG Action sheets."
            ),
            RuleExample(
                "Delete Photo", role: .actionSheetAction, note: "destructive option last",
                screen: Screen(
                    name: "Photo",
                    alerts: [
                        Screen.Alert(
                            style: .actionSheet,
                            actions: [.text("Share"), .text("Delete Photo", .destructive), .text("Cancel", .cancel)])
                    ]),
                message:
                    "The destructive option “Delete Photo” is button 2 of the action sheet: put it at the top; HIG Action sheets."
            ),
            RuleExample(
                "Foto löschen", role: .actionSheetAction, locale: "de", note: "destructive verb, default style",
                screen: Screen(
                    name: "Photo",
                    alerts: [
                        Screen.Alert(
                            style: .actionSheet, actions: [.text("Foto löschen"), .text("Abbrechen", .cancel)])
                    ]),
                message:
                    "The option “Foto löschen” destroys data but is not styled .destructive (red); HIG Action sheets."),
            RuleExample(
                "Cancel", role: .actionSheetAction, note: "seven buttons scroll",
                screen: Screen(
                    name: "Photo",
                    alerts: [
                        Screen.Alert(
                            style: .actionSheet,
                            actions: ["Share", "Copy", "Duplicate", "Hide", "Add to Album", "Print"].map { .text($0) }
                                + [.text("Cancel", .cancel)])
                    ]),
                message:
                    "The action sheet without title on Photo has 7 buttons, Cancel included: more than 5 make it scroll; HIG Action sheets."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "Delete Photo", role: .actionSheetAction,
                screen: Screen(
                    name: "Photo",
                    alerts: [
                        Screen.Alert(
                            style: .actionSheet,
                            actions: [.text("Delete Photo", .destructive), .text("Share"), .text("Cancel", .cancel)])
                    ])),
            RuleExample(
                "Share", role: .actionSheetAction, note: "alerts are checked by alert-buttons",
                screen: Screen(name: "Photo", alerts: [Screen.Alert(actions: [.text("Share"), .text("Duplicate")])])),
            RuleExample(
                "Deleted Items", role: .actionSheetAction, note: "'Deleted' is not the verb",
                screen: Screen(
                    name: "Photo",
                    alerts: [
                        Screen.Alert(
                            style: .actionSheet, actions: [.text("Show Deleted Items"), .text("Cancel", .cancel)])
                    ])),
        ])

    enum Message {
        static func noCancel(_ name: String) -> String {
            "The action sheet \(name) has no Cancel button: add an action styled .cancel; HIG Action sheets."
        }

        static func destructivePosition(_ action: String, position: Int) -> String {
            "The destructive option \(Format.quoted(action)) is button \(position) of the action sheet: put it at the "
                + "top; HIG Action sheets."
        }

        static func notRed(_ action: String) -> String {
            "The option \(Format.quoted(action)) destroys data but is not styled .destructive (red); "
                + "HIG Action sheets."
        }

        static func tooMany(_ name: String, count: Int) -> String {
            "The action sheet \(name) has \(count) buttons, Cancel included: more than \(UIKitMetrics.actionSheetMaximumButtons) "
                + "make it scroll; HIG Action sheets."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// Findings for `context.screen` in `context.locale` on a device `context.deviceWidth` wide.
    public func check(_ context: ScreenContext) -> [Finding] {
        var findings: [Finding] = []
        for sheet in context.screen.alerts where sheet.style == .actionSheet {
            let name = AlertButtonsRule.alertName(sheet, context)
            if !sheet.actions.contains(where: { $0.style == .cancel }) {
                findings.append(
                    context.finding(
                        Self.description, message: Message.noCancel(name), about: sheet.title,
                        role: .actionSheetTitle))
            }
            let options = sheet.actions.filter { $0.style != .cancel }
            if let index = options.firstIndex(where: { $0.style == .destructive }), index > 0 {
                let action = options[index]
                findings.append(
                    context.finding(
                        Self.description,
                        message: Message.destructivePosition(
                            context.text(action.title) ?? action.title.description, position: index + 1),
                        about: action.title, role: .actionSheetAction))
            }
            let verbs = WordLists.destructiveVerbs[LocaleSupport.language(context.locale)] ?? []
            for action in options where action.style == .default {
                guard let text = context.text(action.title) else { continue }
                let unspaced = ButtonWordingRule.unspacedLanguages.contains(LocaleSupport.language(context.locale))
                let destroys =
                    unspaced
                    ? verbs.contains(where: text.contains)
                    : [TextTokenizer.words(text).first, TextTokenizer.words(text).last].contains {
                        $0.map(verbs.contains) ?? false
                    }
                guard destroys else { continue }
                findings.append(
                    context.finding(
                        Self.description, message: Message.notRed(text), about: action.title,
                        role: .actionSheetAction))
            }
            if sheet.actions.count > UIKitMetrics.actionSheetMaximumButtons {
                findings.append(
                    context.finding(
                        Self.description, message: Message.tooMany(name, count: sheet.actions.count),
                        about: sheet.title, role: .actionSheetTitle))
            }
        }
        return findings
    }
}
