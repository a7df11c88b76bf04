import Foundation
import LegibleText

/// A back button title that does not fit is replaced by "Back" (or by the chevron alone).
public struct BackButtonTitleRule: FitRule, ScreenRule {
    /// The `back-button-title` rule (category fit, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Navigation bars:
    ///   https://developer.apple.com/design/human-interface-guidelines/navigation-bars
    public static let description = RuleDescription(
        id: "back-button-title",
        name: "Back Button Title",
        summary: "A back button title (the previous screen's title) does not fit, so iOS shows \"Back\" instead.",
        rationale: """
            HIG Navigation bars: the back button shows the previous screen's title. UIKit's \
            default display mode tries `backButtonTitle`, then the previous title, then a generic \
            "Back", then no title, choosing "the most appropriate title … according to the available \
            space" (UINavigationItem.BackButtonDisplayMode). A title that is replaced no longer tells \
            people where they go back to. With a screen description the room is what the centred title \
            and the trailing items leave (the chevron 8 pt from the edge, 13 pt wide, a 6 pt gap, 8 pt \
            before the title — assumed, see UIKitMetrics); with an element alone it is the element's width, or at most half \
            the bar less margin and chevron.
            """,
        category: .fit,
        defaultSeverity: .warning,
        hig: [.navigationBars],
        triggeringExamples: [
            RuleExample(
                "Einstellungen und Datenschutz", role: .backButton, locale: "de",
                element: ElementSpec(
                    role: .backButton, width: 120, font: FixedFont(pointSize: 17),
                    adjustsFontForContentSizeCategory: false),
                message:
                    "The back button title “Einstellungen und Datenschutz” needs 236 pt but has 120 pt: iOS shows “Back” (or only the chevron) instead; shorten the previous screen's title or set a short backButtonTitle; HIG Navigation bars."
            ),
            RuleExample(
                "Configurações de privacidade", role: .backButton, locale: "pt-BR",
                note: "beside a centred title and a trailing button",
                screen: Screen(
                    name: "Privacy",
                    navigationBar: Screen.NavigationBar(
                        title: .literal("Rastreamento"), backButtonTitle: .literal("Configurações de privacidade"),
                        trailingItems: [.text("Editar")])), deviceWidth: 390,
                message:
                    "The back button title “Configurações de privacidade” needs 228.8 pt but has 103.9 pt beside the title on a 390 pt wide iPhone: iOS shows “Back” (or only the chevron) instead; shorten the previous screen's title or set a short backButtonTitle; HIG Navigation bars."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "Settings", role: .backButton,
                element: ElementSpec(
                    role: .backButton, width: 120, font: FixedFont(pointSize: 17),
                    adjustsFontForContentSizeCategory: false)),
            RuleExample(
                "Ajustes", role: .backButton, locale: "pt-BR",
                screen: Screen(
                    name: "Privacy",
                    navigationBar: Screen.NavigationBar(
                        title: .literal("Privacidade"), backButtonTitle: .literal("Ajustes"))), deviceWidth: 390),
            RuleExample(
                "Configurações de privacidade", role: .backButton, locale: "pt-BR",
                note: "minimal display mode shows no title anyway",
                screen: Screen(
                    name: "Privacy",
                    navigationBar: Screen.NavigationBar(
                        title: .literal("Rastreamento"), backButtonTitle: .literal("Configurações de privacidade"),
                        backButtonDisplayMode: .minimal, trailingItems: [.text("Editar")])), deviceWidth: 390),
        ])

    enum Message {
        static func replaced(_ text: String, needs: Double, room: Double, context: String) -> String {
            "The back button title \(Format.quoted(text)) needs \(Format.points(needs)) pt but has \(Format.points(room)) pt"
                + "\(context): iOS shows \(Format.quoted("Back")) (or only the chevron) instead; shorten the previous "
                + "screen's title or set a short backButtonTitle; HIG Navigation bars."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// For a back button: one finding when its title, at Large (with or without Bold Text), is wider than its room
    /// (the element's width, else half the device width less the chevron and its margins); iOS then
    /// shows "Back" instead (Docs/sources.md 3c).
    public func check(_ context: FitContext) -> [Finding] {
        guard context.element.role == .backButton else { return [] }
        let fallback = (context.deviceWidth ?? context.element.deviceWidth).map {
            $0 / 2 - UIKitMetrics.backChevronMargin - UIKitMetrics.backChevronWidth - UIKitMetrics.backChevronGap
        }
        guard let room = context.element.availableWidth ?? fallback else { return [] }
        let failing = context.defaultSizeChecks.filter { $0.layout.width > room + 0.5 }
        guard let first = failing.first else { return [] }
        let boldNote = failing.allSatisfy(\.boldText) ? " with Bold Text" : ""
        return [
            context.finding(
                Self.description,
                message: Message.replaced(
                    context.measuredText, needs: first.layout.width, room: room, context: boldNote), failing: failing)
        ]
    }

    /// Findings for `context.screen` in `context.locale` on a device `context.deviceWidth` wide.
    public func check(_ context: ScreenContext) -> [Finding] {
        // The iOS 26 back button is a glass circle with the chevron alone (RolePreset.Liquid.backButtonWidth).
        guard context.design == .ios18, let bar = context.screen.navigationBar, bar.showsBackButton,
            bar.backButtonDisplayMode == .default,
            let reference = bar.backButtonTitle, let text = context.text(reference), context.measurer != nil
        else { return [] }
        let layout = NavigationBarLayout(context: context, bar: bar)
        for bold in context.boldTextStates {
            guard let back = layout.width(ofBackTitle: text, bold: bold) else { continue }
            let room = layout.backTitleRoom(bold: bold)
            if back.width > room + 0.5 {
                let note = (bold ? " with Bold Text" : "") + " beside the title " + context.deviceDescription
                let summary = context.summary(
                    text: text, pointSize: UIKitMetrics.barButtonSize, weight: .regular,
                    boldText: bold, width: back.width, available: max(0, room), faces: back.faces)
                return [
                    context.finding(
                        Self.description,
                        message: Message.replaced(
                            text, needs: back.width, room: max(0, room), context: note), about: reference,
                        role: .backButton,
                        measurement: summary, boldText: bold)
                ]
            }
        }
        return []
    }
}
