import Foundation

/// Page controls stay countable: more than 10 dots are hard to count, more than 20 pages too many.
public struct PageCountRule: ScreenRule {
    /// The `page-count` rule (category structure, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Page controls:
    ///   https://developer.apple.com/design/human-interface-guidelines/page-controls
    public static let description = RuleDescription(
        id: "page-count",
        name: "Page Count",
        summary: "A page control has more than 10 pages (hard to count) or more than 20 (too many).",
        rationale: """
            HIG Page controls: a page control's dots tell people how many pages there are and which \
            one is showing; more than about ten dots are hard to count at a glance, and more than twenty \
            pages call for another way to navigate (a list, a search). Above 10 is a note, above 20 a warning.
            """,
        category: .structure,
        defaultSeverity: .warning,
        hig: [.pageControls],
        triggeringExamples: [
            RuleExample(
                "", role: .label, note: "24 pages",
                screen: Screen(name: "Gallery", pageControls: [Screen.PageControl(numberOfPages: 24)]),
                message:
                    "The page control has 24 pages: more than 20 are too many for a page control; offer another way to navigate; HIG Page controls."
            ),
            RuleExample(
                "", role: .label, note: "12 dots",
                screen: Screen(name: "Onboarding", pageControls: [Screen.PageControl(numberOfPages: 12)]),
                message: "The page control has 12 pages: more than 10 dots are hard to count; HIG Page controls."),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "", role: .label,
                screen: Screen(name: "Onboarding", pageControls: [Screen.PageControl(numberOfPages: 4)])),
            RuleExample(
                "", role: .label, note: "exactly ten",
                screen: Screen(name: "Onboarding", pageControls: [Screen.PageControl(numberOfPages: 10)])),
        ])

    enum Message {
        static func hardToCount(_ count: Int, name: String) -> String {
            "The page control\(name) has \(count) pages: more than 10 dots are hard to count; HIG Page controls."
        }

        static func tooMany(_ count: Int, name: String) -> String {
            "The page control\(name) has \(count) pages: more than 20 are too many for a page control; offer another "
                + "way to navigate; HIG Page controls."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// Findings for `context.screen` in `context.locale` on a device `context.deviceWidth` wide.
    public func check(_ context: ScreenContext) -> [Finding] {
        context.screen.pageControls.compactMap { control in
            let name = control.name.map { " \($0)" } ?? ""
            if control.numberOfPages > 20 {
                return context.finding(
                    Self.description, message: Message.tooMany(control.numberOfPages, name: name), role: .label)
            }
            if control.numberOfPages > 10 {
                return context.finding(
                    Self.description, severity: .note,
                    message: Message.hardToCount(control.numberOfPages, name: name), role: .label)
            }
            return nil
        }
    }
}
