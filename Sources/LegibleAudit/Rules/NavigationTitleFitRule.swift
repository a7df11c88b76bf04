import Foundation
import LegibleText

/// A navigation title must fit the room its bar items leave.
///
/// One finding per problem: a large title given as a key is a string the engine measures in its
/// `largeTitle` element at every size and Bold Text state, and `truncation` reports it; this rule
/// measures a large title only when the screen gives it as literal text, which no element shows.
public struct NavigationTitleFitRule: ScreenRule {
    /// The `navigation-title-fit` rule (category fit, default severity error): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Navigation bars:
    ///   https://developer.apple.com/design/human-interface-guidelines/navigation-bars
    public static let description = RuleDescription(
        id: "navigation-title-fit",
        name: "Navigation Title Fit",
        summary: "A navigation title does not fit the room the bar's buttons leave it, so iOS truncates it.",
        rationale: """
            HIG Navigation bars: the title helps people know where they are, and should be short \
            enough to leave room for the controls (HIG Toolbars: under about 15 characters). In a \
            translation the title and the bar's buttons all grow together: the title is truncated when \
            the bar's width less its margins, the buttons and the spacing is narrower than the title. \
            UIKit's exact algorithm is not published; the rule assumes 16 pt margins (20 on iPad), 8 pt \
            between items and next to the title, text buttons at 17 pt (semibold for Done), icons 24 pt, \
            and a back button already reduced to its 13 pt chevron, with the title allowed off centre \
            (the most room UIKit could give it). Large titles (34 pt bold) get the bar's width less \
            margins; a large title that is a localized string is truncation's finding (it measures it at \
            every size), so this rule measures only literal ones. Measured with Bold Text off and on.
            """,
        category: .fit,
        defaultSeverity: .error,
        hig: [.navigationBars],
        triggeringExamples: [
            RuleExample(
                "Nova publicação", role: .navigationTitle, locale: "pt-BR",
                note: "Cancel, a long right button and the title need about 470 pt of a 440 pt iPhone",
                screen: Screen(
                    name: "Compose",
                    navigationBar: Screen.NavigationBar(
                        title: .literal("Nova publicação"), leadingItems: [.text("Cancelar")],
                        trailingItems: [.text("Publicar para os seguidores", style: .done)])), deviceWidth: 440,
                message:
                    "The navigation title “Nova publicação” needs 132.3 pt but the bar leaves 103.6 pt beside “Cancelar” (67.8 pt) and “Publicar para os seguidores” (220.6 pt) on a 440 pt wide iPhone: the bar needs 468.7 pt in all, so iOS truncates the title; shorten it or the buttons; HIG Navigation bars."
            ),
            RuleExample(
                "Benachrichtigungseinstellungen", role: .largeTitle, locale: "de",
                screen: Screen(
                    name: "Settings",
                    navigationBar: Screen.NavigationBar(
                        title: .literal("Benachrichtigungseinstellungen"), largeTitle: true)), deviceWidth: 390,
                message:
                    "The large title “Benachrichtigungseinstellungen” needs 518.7 pt but has 358 pt on a 390 pt wide iPhone: iOS truncates it; HIG Navigation bars."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "New Post", role: .navigationTitle,
                screen: Screen(
                    name: "Compose",
                    navigationBar: Screen.NavigationBar(
                        title: .literal("New Post"), leadingItems: [.text("Cancel")],
                        trailingItems: [.text("Post", style: .done)])), deviceWidth: 440),
            RuleExample(
                "Nova publicação", role: .navigationTitle, locale: "pt-BR",
                note: "the same title beside short buttons",
                screen: Screen(
                    name: "Compose",
                    navigationBar: Screen.NavigationBar(
                        title: .literal("Nova publicação"), leadingItems: [.text("Cancelar")],
                        trailingItems: [.text("Publicar", style: .done)])), deviceWidth: 440),
            RuleExample(
                "Configurações de privacidade", role: .navigationTitle, locale: "pt-BR",
                note: "a long back title gives way first",
                screen: Screen(
                    name: "Privacy",
                    navigationBar: Screen.NavigationBar(
                        title: .literal("Privacidade"), backButtonTitle: .literal("Configurações de privacidade"))),
                deviceWidth: 390),
        ])

    enum Message {
        static func truncated(
            _ text: String, needs: Double, room: Double, beside: [String], total: Double,
            device: String, bold: Bool
        ) -> String {
            let besideText = beside.isEmpty ? "" : " beside \(Format.list(beside))"
            return "The navigation title \(Format.quoted(text)) needs \(Format.points(needs)) pt but the bar leaves "
                + "\(Format.points(max(0, room))) pt\(besideText) \(device)\(bold ? " with Bold Text" : ""): the bar "
                + "needs \(Format.points(total)) pt in all, so iOS truncates the title; shorten it or the buttons; "
                + "HIG Navigation bars."
        }

        static func largeTitle(_ text: String, needs: Double, room: Double, device: String, bold: Bool) -> String {
            "The large title \(Format.quoted(text)) needs \(Format.points(needs)) pt but has \(Format.points(room)) pt "
                + "\(device)\(bold ? " with Bold Text" : ""): iOS truncates it; HIG Navigation bars."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// Findings for `context.screen` in `context.locale` on a device `context.deviceWidth` wide.
    public func check(_ context: ScreenContext) -> [Finding] {
        guard let bar = context.screen.navigationBar, let reference = bar.title, bar.segmentedControl == nil,
            let text = context.text(reference), context.measurer != nil
        else { return [] }
        let layout = NavigationBarLayout(context: context, bar: bar)
        var findings: [Finding] = []
        for bold in context.boldTextStates {
            guard let title = layout.titleWidth(text, bold: bold) else { continue }
            let room = layout.titleRoom(bold: bold)
            if title.width > room + 0.5 {
                let lead = layout.leading(bold: bold)
                let trail = layout.trailing(bold: bold)
                let beside = (lead + trail).filter { $0.label != "‹" }
                    .map { "\(Format.quoted($0.label)) (\(Format.points($0.width)) pt)" }
                let total = context.deviceWidth - room + title.width
                let summary = context.summary(
                    text: text, pointSize: bar.titleFont?.pointSize ?? UIKitMetrics.navigationTitleSize,
                    weight: bar.titleFont?.weight ?? UIKitMetrics.navigationTitleWeight, boldText: bold,
                    width: title.width, available: max(0, room), faces: title.faces)
                findings.append(
                    context.finding(
                        Self.description,
                        message: Message.truncated(
                            text, needs: title.width, room: room, beside: beside, total: total,
                            device: context.deviceDescription, bold: bold),
                        about: reference, role: .navigationTitle, measurement: summary, boldText: bold))
                break
            }
        }
        // A key's large title is measured in its element at every size: truncation's finding.
        if bar.largeTitle, case .literal = reference {
            let room = context.deviceWidth - 2 * layout.margin
            for bold in context.boldTextStates {
                guard
                    let large = context.width(
                        of: text, pointSize: UIKitMetrics.largeTitleSize,
                        weight: UIKitMetrics.largeTitleWeight, boldText: bold)
                else { continue }
                if large.width > room + 0.5 {
                    let summary = context.summary(
                        text: text, pointSize: UIKitMetrics.largeTitleSize,
                        weight: UIKitMetrics.largeTitleWeight, boldText: bold,
                        width: large.width, available: room, faces: large.faces)
                    findings.append(
                        context.finding(
                            Self.description,
                            message: Message.largeTitle(
                                text, needs: large.width, room: room, device: context.deviceDescription, bold: bold),
                            about: reference, role: .largeTitle, measurement: summary, boldText: bold))
                    break
                }
            }
        }
        return findings
    }
}
