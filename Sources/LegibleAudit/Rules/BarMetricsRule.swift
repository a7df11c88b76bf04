import Foundation

/// Bars keep their standard heights, and bar icons their standard sizes.
public struct BarMetricsRule: ScreenRule {
    /// The `bar-metrics` rule (category tap-target, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines pages:
    /// - Navigation bars:
    ///   https://developer.apple.com/design/human-interface-guidelines/navigation-bars
    /// - Toolbars:
    ///   https://developer.apple.com/design/human-interface-guidelines/toolbars
    /// - Tab bars:
    ///   https://developer.apple.com/design/human-interface-guidelines/tab-bars
    public static let description = RuleDescription(
        id: "bar-metrics",
        name: "Bar Metrics",
        summary:
            "A navigation bar, toolbar or search bar is shorter than 44 pt (50 on iPad), or a bar icon is far larger than standard.",
        rationale: """
            HIG Navigation bars and Toolbars (and their earlier editions): navigation bars, toolbars and search bars are 44 pt tall in \
            portrait on iPhone (50 pt on iPad since the iOS 12 SDK); a shorter custom bar \
            gives its items less than a 44 pt tap height and crowds their text. Tab bar icons are 30 x 30 \
            and toolbar and navigation icons 20 x 20 at @1x (the HIG's earlier editions); an icon more than a quarter larger \
            crowds the bar and its title. Icon sizes are notes.
            """,
        category: .tapTarget,
        defaultSeverity: .warning,
        hig: [.navigationBars, .toolbars, .tabBars],
        triggeringExamples: [
            RuleExample(
                "", role: .navigationTitle, note: "a 32 pt custom navigation bar",
                screen: Screen(
                    name: "Player", navigationBar: Screen.NavigationBar(title: .literal("Now Playing"), height: 32)),
                message:
                    "The navigation bar is 32 pt tall, less than the standard 44 pt: its items get less than a 44 pt tap height; HIG Navigation bars, Toolbars."
            ),
            RuleExample(
                "", role: .tabBarItem, note: "a 48 pt tab icon",
                screen: Screen(
                    name: "Root",
                    tabBar: Screen.TabBar(items: [
                        Screen.TabItem(title: .literal("Home"), icon: "house", iconSize: 48)
                    ])),
                message:
                    "The tab bar icon house is 48 pt, much larger than the standard 30 x 30 pt at @1x; HIG Tab bars, Toolbars."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "", role: .navigationTitle,
                screen: Screen(
                    name: "Player", navigationBar: Screen.NavigationBar(title: .literal("Now Playing"), height: 44))),
            RuleExample(
                "", role: .toolbarItem, note: "a 22 pt SF Symbol in a toolbar",
                screen: Screen(
                    name: "Editor",
                    toolbar: Screen.Toolbar(items: [
                        Screen.BarItem(icon: "square.and.pencil", iconSize: 22)
                    ]))),
        ])

    enum Message {
        static func shortBar(_ bar: String, height: Double, standard: Double) -> String {
            "The \(bar) is \(Format.points(height)) pt tall, less than the standard \(Format.points(standard)) pt: its items "
                + "get less than a 44 pt tap height; HIG Navigation bars, Toolbars."
        }

        static func largeIcon(_ where: String, icon: String, size: Double, standard: Double) -> String {
            "The \(`where`) icon \(icon) is \(Format.points(size)) pt, much larger than the standard \(Format.points(standard)) "
                + "x \(Format.points(standard)) pt at @1x; HIG Tab bars, Toolbars."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// Findings for `context.screen` in `context.locale` on a device `context.deviceWidth` wide.
    public func check(_ context: ScreenContext) -> [Finding] {
        var findings: [Finding] = []
        let standard = context.idiom == .pad ? UIKitMetrics.barHeightPad : UIKitMetrics.barHeightPhone
        let bars: [(String, Double?, Role)] = [
            ("navigation bar", context.screen.navigationBar?.height, .navigationTitle),
            ("toolbar", context.screen.toolbar?.height, .toolbarItem),
            ("search bar", context.screen.searchBar?.height, .searchPlaceholder),
        ]
        for (name, height, role) in bars {
            if let height, height < standard - 0.01 {
                findings.append(
                    context.finding(
                        Self.description, message: Message.shortBar(name, height: height, standard: standard),
                        role: role))
            }
        }
        for item in context.screen.tabBar?.items ?? [] {
            if let size = item.iconSize, size > UIKitMetrics.tabBarIconSize * 1.25 {
                findings.append(
                    context.finding(
                        Self.description, severity: .note,
                        message: Message.largeIcon(
                            "tab bar", icon: item.icon ?? "", size: size, standard: UIKitMetrics.tabBarIconSize),
                        about: item.title, role: .tabBarItem))
            }
        }
        let barItems =
            (context.screen.navigationBar.map { $0.leadingItems + $0.trailingItems } ?? [])
            .map { ("navigation bar", $0) } + (context.screen.toolbar?.items ?? []).map { ("toolbar", $0) }
        for (name, item) in barItems {
            if let size = item.iconSize, size > UIKitMetrics.barIconSize * 1.25 {
                findings.append(
                    context.finding(
                        Self.description, severity: .note,
                        message: Message.largeIcon(
                            name, icon: item.icon ?? "", size: size, standard: UIKitMetrics.barIconSize),
                        about: item.title, role: name == "toolbar" ? .toolbarItem : .barButtonItem))
            }
        }
        return findings
    }
}
