import Foundation
import LegibleText

/// Text set in a fixed point size that does not follow Dynamic Type.
public struct DynamicTypeRule: FitRule {
    /// The `dynamic-type` rule (category fit, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines pages:
    /// - Labels:
    ///   https://developer.apple.com/design/human-interface-guidelines/labels
    /// - Text views:
    ///   https://developer.apple.com/design/human-interface-guidelines/text-views
    /// - Typography:
    ///   https://developer.apple.com/design/human-interface-guidelines/typography
    public static let description = RuleDescription(
        id: "dynamic-type",
        name: "Dynamic Type",
        summary:
            "Text uses a fixed point size that does not follow Dynamic Type, or caps Dynamic Type at Large or below.",
        rationale: """
            HIG Labels and Text views: support Dynamic Type so that people who choose larger text \
            get it. A label with a fixed font (Interface Builder's `type="system" pointSize="15"`, a \
            custom font) that is not scaled with `UIFontMetrics` and `adjustsFontForContentSizeCategory` \
            stays the same size at every setting; so does one whose Dynamic Type is capped at Large or \
            below. Bars, tabs and segments are left out: UIKit keeps their text fixed and shows the Large \
            Content Viewer instead.
            """,
        category: .fit,
        defaultSeverity: .warning,
        hig: [.labels, .textViews, .typography],
        triggeringExamples: [
            RuleExample(
                "Welcome back", role: .label,
                element: ElementSpec(
                    role: .label, width: 300, font: FixedFont(pointSize: 15),
                    adjustsFontForContentSizeCategory: false),
                message:
                    "The label uses a fixed 15 pt system font that does not follow Dynamic Type: use a text style, or scale the font with UIFontMetrics and set adjustsFontForContentSizeCategory; HIG Labels, Typography."
            ),
            RuleExample(
                "Continue", role: .button,
                element: ElementSpec(
                    role: .button, width: 300, font: FixedFont(family: "Inter", pointSize: 17, weight: .semibold),
                    adjustsFontForContentSizeCategory: false),
                message:
                    "The button uses a fixed 17 pt Inter font that does not follow Dynamic Type: use a text style, or scale the font with UIFontMetrics and set adjustsFontForContentSizeCategory; HIG Labels, Typography."
            ),
            RuleExample(
                "Terms of Service", role: .tableCellTitle,
                element: ElementSpec(role: .tableCellTitle, width: 300, textStyle: .body, maxSizeCategory: .large),
                note: "a text style capped at Large never grows",
                message:
                    "The tableCellTitle caps Dynamic Type at Large, so its text never grows: allow at least the larger standard sizes; HIG Labels, Typography."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample("Welcome back", role: .label, element: ElementSpec(role: .label, width: 300, textStyle: .body)),
            RuleExample(
                "Welcome back", role: .label,
                element: ElementSpec(
                    role: .label, width: 300, font: FixedFont(pointSize: 15),
                    adjustsFontForContentSizeCategory: true),
                note: "a fixed font scaled with UIFontMetrics"),
            RuleExample(
                "Settings", role: .navigationTitle,
                element: ElementSpec(
                    role: .navigationTitle, width: 200, font: FixedFont(pointSize: 17, weight: .semibold),
                    adjustsFontForContentSizeCategory: false),
                note: "navigation bars keep a fixed size by design"),
            RuleExample(
                "Terms of Service", role: .tableCellTitle,
                element: ElementSpec(role: .tableCellTitle, width: 300, textStyle: .body, maxSizeCategory: .xxxLarge),
                note: "a cap above Large still lets text grow"),
        ])

    /// Roles whose text UIKit scales (or lets the app scale) with Dynamic Type.
    static let roles: Set<Role> = [
        .label, .button, .tableCellTitle, .tableCellSubtitle, .textView, .textField, .textFieldPlaceholder,
        .switchLabel, .progressLabel,
    ]

    enum Message {
        static func fixed(role: Role, pointSize: Double, family: String?) -> String {
            "The \(role.rawValue) uses a fixed \(Format.points(pointSize)) pt \(family ?? "system") font that does not "
                + "follow Dynamic Type: use a text style, or scale the font with UIFontMetrics and set "
                + "adjustsFontForContentSizeCategory; HIG Labels, Typography."
        }

        static func capped(role: Role, at category: ContentSizeCategory) -> String {
            "The \(role.rawValue) caps Dynamic Type at \(category.name), so its text never grows: allow at least "
                + "the larger standard sizes; HIG Labels, Typography."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// One finding at the element when a label, button, table cell text, text view or field,
    /// switch label or progress label has a fixed point size that does not scale with Dynamic Type
    /// (no text style, `adjustsFontForContentSizeCategory` off), or caps its size at Large or smaller
    /// (`maxSizeCategory`); none otherwise.
    public func check(_ context: FitContext) -> [Finding] {
        let element = context.element
        guard Self.roles.contains(element.role) else { return [] }
        if let font = element.font, element.textStyle == nil, !element.adjustsFontForContentSizeCategory {
            return [
                context.finding(
                    Self.description,
                    message: Message.fixed(
                        role: element.role, pointSize: font.pointSize, family: font.family), failing: [],
                    atElement: true)
            ]
        }
        if let cap = element.maxSizeCategory, cap <= .large {
            return [
                context.finding(
                    Self.description, message: Message.capped(role: element.role, at: cap), failing: [], atElement: true
                )
            ]
        }
        return []
    }
}
