import Foundation

/// A toolbar with more than three items uses icons; it shows at most five icons.
public struct ToolbarItemsRule: ScreenRule {
    /// The `toolbar-items` rule (category structure, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Toolbars:
    ///   https://developer.apple.com/design/human-interface-guidelines/toolbars
    public static let description = RuleDescription(
        id: "toolbar-items",
        name: "Toolbar Items",
        summary: "A toolbar with more than three items has text items, or shows more than five icons.",
        rationale: """
            HIG Toolbars: a toolbar with more than about three items should use icons rather than \
            text, or the titles crowd each other (and grow in translation); the HIG's earlier editions limit a \
            toolbar to five icons. Spaces are not counted.
            """,
        category: .structure,
        defaultSeverity: .warning,
        hig: [.toolbars],
        triggeringExamples: [
            RuleExample(
                "Archive", role: .toolbarItem, note: "four text items",
                screen: Screen(
                    name: "Mail",
                    toolbar: Screen.Toolbar(items: [
                        .text("Archive"), .space, .text("Move"),
                        .space, .text("Flag"), .space, .text("Reply"),
                    ])),
                message: "The toolbar has 4 items, 4 of them text: with more than three items, use icons; HIG Toolbars."
            ),
            RuleExample(
                "", role: .toolbarItem, note: "six icons",
                screen: Screen(
                    name: "Editor",
                    toolbar: Screen.Toolbar(
                        items: [
                            "bold", "italic", "underline", "link",
                            "photo", "paperclip",
                        ].map { .image($0) })),
                message: "The toolbar shows 6 icons: keep to 5 or fewer; HIG Toolbars."),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "Edit", role: .toolbarItem, note: "three text items",
                screen: Screen(
                    name: "List",
                    toolbar: Screen.Toolbar(items: [
                        .text("Edit"), .space, .text("Share"),
                        .space, .text("Delete"),
                    ]))),
            RuleExample(
                "", role: .toolbarItem, note: "five icons and spaces",
                screen: Screen(
                    name: "Mail",
                    toolbar: Screen.Toolbar(items: [
                        .image("archivebox"), .space,
                        .image("folder"), .space, .image("flag"), .space, .image("arrowshape.turn.up.left"), .space,
                        .image("square.and.pencil"),
                    ]))),
        ])

    enum Message {
        static func textItems(_ count: Int, text: Int) -> String {
            "The toolbar has \(count) items, \(text) of them text: with more than three items, use icons; "
                + "HIG Toolbars."
        }

        static func tooManyIcons(_ count: Int) -> String {
            "The toolbar shows \(count) icons: keep to \(UIKitMetrics.maximumToolbarIcons) or fewer; HIG Toolbars."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// Findings for `context.screen` in `context.locale` on a device `context.deviceWidth` wide.
    public func check(_ context: ScreenContext) -> [Finding] {
        guard let toolbar = context.screen.toolbar else { return [] }
        let controls = toolbar.controls
        var findings: [Finding] = []
        let textItems = controls.filter(\.showsText)
        if controls.count > 3, !textItems.isEmpty {
            findings.append(
                context.finding(
                    Self.description, message: Message.textItems(controls.count, text: textItems.count),
                    about: textItems.first?.title, role: .toolbarItem))
        }
        let icons = controls.filter(\.isIcon).count
        if icons > UIKitMetrics.maximumToolbarIcons {
            findings.append(context.finding(Self.description, message: Message.tooManyIcons(icons), role: .toolbarItem))
        }
        return findings
    }
}
