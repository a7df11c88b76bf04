import Foundation

/// A tab bar shows at most five tabs on iPhone, and does not share a view with a toolbar.
public struct TabCountRule: ScreenRule {
    /// The `tab-count` rule (category structure, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Tab bars:
    ///   https://developer.apple.com/design/human-interface-guidelines/tab-bars
    public static let description = RuleDescription(
        id: "tab-count",
        name: "Tab Count",
        summary: "A tab bar has more than five tabs on iPhone, or appears in the same view as a toolbar.",
        rationale: """
            HIG Tab bars: an iPhone tab bar shows at most five tabs; with more, UIKit shows the \
            first four and a "More" tab for the rest (UITabBarController.h), which hides destinations \
            (three to five tabs are recommended). A tab bar and a toolbar must not appear in the same \
            view: both sit at the bottom of the screen.
            """,
        category: .structure,
        defaultSeverity: .warning,
        hig: [.tabBars],
        triggeringExamples: [
            RuleExample(
                "Profile", role: .tabBarItem, note: "six tabs",
                screen: Screen(
                    name: "Root",
                    tabBar: Screen.TabBar(
                        items: ["Home", "Search", "Library", "Radio", "Browse", "Profile"]
                            .map { Screen.TabItem(title: .literal($0)) })),
                message:
                    "The tab bar has 6 tabs: an iPhone shows 4 of them and a More tab for the rest; keep to five or fewer (three to five recommended); HIG Tab bars."
            ),
            RuleExample(
                "Home", role: .tabBarItem, note: "tab bar and toolbar together",
                screen: Screen(
                    name: "Root", toolbar: Screen.Toolbar(items: [.image("square.and.pencil")]),
                    tabBar: Screen.TabBar(items: ["Home", "Search"].map { Screen.TabItem(title: .literal($0)) })),
                message: "The screen “Root” shows a tab bar and a toolbar: do not use both in one view; HIG Tab bars."),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "Profile", role: .tabBarItem,
                screen: Screen(
                    name: "Root",
                    tabBar: Screen.TabBar(
                        items: ["Home", "Search", "Library", "Radio", "Profile"]
                            .map { Screen.TabItem(title: .literal($0)) }))),
            RuleExample(
                "Profile", role: .tabBarItem, note: "an iPad tab bar has room for more",
                screen:
                    Screen(
                        name: "Root",
                        tabBar: Screen.TabBar(
                            items: ["Home", "Search", "Library", "Radio", "Browse", "Profile"]
                                .map { Screen.TabItem(title: .literal($0)) })), deviceWidth: 820),
        ])

    enum Message {
        static func tooMany(_ count: Int) -> String {
            "The tab bar has \(count) tabs: an iPhone shows \(UIKitMetrics.maximumTabsPhone - 1) of them and a More tab for the "
                + "rest; keep to five or fewer (three to five recommended); HIG Tab bars."
        }

        static func withToolbar(_ screen: String) -> String {
            "The screen \(screen) shows a tab bar and a toolbar: do not use both in one view; HIG Tab bars."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// Findings for `context.screen` in `context.locale` on a device `context.deviceWidth` wide.
    public func check(_ context: ScreenContext) -> [Finding] {
        guard let tabBar = context.screen.tabBar else { return [] }
        var findings: [Finding] = []
        // The HIG for iOS 26 keeps the limit (RolePreset.Liquid.maximumTabsPhone).
        let limit = context.design == .ios26 ? RolePreset.Liquid.maximumTabsPhone : UIKitMetrics.maximumTabsPhone
        if context.idiom == .phone, tabBar.items.count > limit {
            findings.append(
                context.finding(
                    Self.description, message: Message.tooMany(tabBar.items.count),
                    about: tabBar.items.last?.title, role: .tabBarItem))
        }
        if let toolbar = context.screen.toolbar, !toolbar.controls.isEmpty {
            findings.append(
                context.finding(
                    Self.description, message: Message.withToolbar(Format.quoted(context.screen.name)),
                    role: .toolbarItem))
        }
        return findings
    }
}
