import Foundation

/// A navigation bar holds the title, the back button and one control; with a segmented control
/// as its title view, no title.
public struct NavBarItemsRule: ScreenRule {
    /// The `nav-bar-items` rule (category structure, default severity note): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Navigation bars:
    ///   https://developer.apple.com/design/human-interface-guidelines/navigation-bars
    public static let description = RuleDescription(
        id: "nav-bar-items",
        name: "Navigation Bar Items",
        summary:
            "A navigation bar holds more than one control on a side besides the back button, or a title beside a segmented control.",
        rationale: """
            HIG Navigation bars: avoid crowding the bar; it should hold no more than the current \
            title, a back button (or one leading control, such as Cancel, in its place) and one control \
            that manages the view's content. Text buttons next to each other need space between them. A \
            bar whose title view is a segmented control shows no title. Extra controls are a note; a \
            title beside a segmented control a warning.
            """,
        category: .structure,
        defaultSeverity: .note,
        hig: [.navigationBars],
        triggeringExamples: [
            RuleExample(
                "Edit", role: .barButtonItem, note: "two text buttons on the trailing side",
                screen: Screen(
                    name: "Notes",
                    navigationBar: Screen.NavigationBar(
                        title: .literal("Notes"), backButtonTitle: .literal("Folders"),
                        trailingItems: [.text("Edit"), .text("Share")])),
                message:
                    "The navigation bar's trailing side holds 2 controls: “Edit” and “Share”: keep to the title, the back button (or one control in its place) and one control; HIG Navigation bars."
            ),
            RuleExample(
                "Inbox", role: .navigationTitle, note: "title beside a segmented control",
                screen: Screen(
                    name: "Inbox",
                    navigationBar: Screen.NavigationBar(
                        title: .literal("Inbox"),
                        segmentedControl: Screen.SegmentedControl(titles: ["All", "Unread"]))),
                message:
                    "The navigation bar shows the title “Inbox” beside a segmented control: a bar with a segmented control holds no title; HIG Navigation bars."
            ),
            RuleExample(
                "Filter", role: .barButtonItem, note: "a back button and a leading control",
                screen: Screen(
                    name: "List",
                    navigationBar: Screen.NavigationBar(
                        title: .literal("Items"), backButtonTitle: .literal("Home"), leadingItems: [.text("Filter")])),
                message:
                    "The navigation bar's leading side holds 2 controls: the back button and “Filter”: keep to the title, the back button (or one control in its place) and one control; HIG Navigation bars."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "Done", role: .barButtonItem, note: "Cancel and Done in a modal",
                screen: Screen(
                    name: "Edit",
                    navigationBar: Screen.NavigationBar(
                        title: .literal("Edit Profile"), leadingItems: [.text("Cancel")],
                        trailingItems: [.text("Done", style: .done)]))),
            RuleExample(
                "Edit", role: .barButtonItem,
                screen: Screen(
                    name: "Notes",
                    navigationBar: Screen.NavigationBar(
                        title: .literal("Notes"), backButtonTitle: .literal("Folders"), trailingItems: [.text("Edit")]))
            ),
            RuleExample(
                "", role: .barButtonItem, note: "a segmented control without a title",
                screen: Screen(
                    name: "Inbox",
                    navigationBar: Screen.NavigationBar(
                        segmentedControl: Screen.SegmentedControl(titles: ["All", "Unread"])))),
        ])

    enum Message {
        static func crowded(_ side: String, items: [String]) -> String {
            "The navigation bar's \(side) side holds \(items.count == 1 ? "" : "\(items.count) controls: ")"
                + "\(Format.list(items)): keep to the title, the back button (or one control in its place) and one "
                + "control; HIG Navigation bars."
        }

        static func titleWithSegments(_ title: String) -> String {
            "The navigation bar shows the title \(Format.quoted(title)) beside a segmented control: a bar with a "
                + "segmented control holds no title; HIG Navigation bars."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// Findings for `context.screen` in `context.locale` on a device `context.deviceWidth` wide.
    public func check(_ context: ScreenContext) -> [Finding] {
        guard let bar = context.screen.navigationBar else { return [] }
        var findings: [Finding] = []
        func label(_ item: Screen.BarItem) -> String {
            context.text(item.title).map(Format.quoted) ?? item.icon.map { "icon \($0)" } ?? "item"
        }
        let leading = bar.leadingItems.filter { !$0.isSpace }
        let trailing = bar.trailingItems.filter { !$0.isSpace }
        if bar.showsBackButton, let first = leading.first {
            findings.append(
                context.finding(
                    Self.description,
                    message: Message.crowded(
                        "leading", items: ["the back button"] + leading.map(label)), about: first.title,
                    role: .barButtonItem))
        } else if leading.count > 1 {
            findings.append(
                context.finding(
                    Self.description, message: Message.crowded("leading", items: leading.map(label)),
                    about: leading[1].title, role: .barButtonItem))
        }
        if trailing.count > 1 {
            findings.append(
                context.finding(
                    Self.description, message: Message.crowded("trailing", items: trailing.map(label)),
                    about: trailing[1].title, role: .barButtonItem))
        }
        if bar.segmentedControl != nil, let title = bar.title, let text = context.text(title) {
            findings.append(
                context.finding(
                    Self.description, severity: .warning, message: Message.titleWithSegments(text),
                    about: title, role: .navigationTitle))
        }
        return findings
    }
}
