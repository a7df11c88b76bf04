import Foundation
import LegibleText

/// Every segment title fits its equal share of the control, and the titles are of similar width.
public struct SegmentFitAndBalanceRule: ScreenRule {
    /// The `segment-fit-and-balance` rule (category fit, default severity error): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Segmented controls:
    ///   https://developer.apple.com/design/human-interface-guidelines/segmented-controls
    public static let description = RuleDescription(
        id: "segment-fit-and-balance",
        name: "Segment Fit and Balance",
        summary:
            "A segment title does not fit its equal share of the segmented control, or one title crowds its segment while others are nearly empty.",
        rationale: """
            HIG Segmented controls: segments are equally wide by default \
            (`apportionsSegmentWidthsByContent` is false), so every title must fit the control's width \
            divided by the number of segments; keep titles of similar length, since one crammed segment \
            beside nearly empty ones looks unbalanced. Titles are measured at 13 pt (Ionic's \
            and Erik Kennedy's iOS figures; regular weight, as the selected weight is not documented) with 6 pt padding per side \
            (assumed). A control without a width is sized to its widest segment, at most the screen less \
            its margins. Balance is a note: the widest title fills at least 80 % of its segment and the \
            narrowest at most a third of the widest.
            """,
        category: .fit,
        defaultSeverity: .error,
        hig: [.segmentedControls],
        triggeringExamples: [
            RuleExample(
                "Benachrichtigungen", role: .segment, locale: "de",
                screen: Screen(
                    name: "Inbox",
                    segmentedControls: [
                        Screen.SegmentedControl(titles: ["Alle", "Erwähnungen", "Benachrichtigungen"], width: 240)
                    ]),
                message:
                    "The segment “Benachrichtigungen” needs 121.3 pt but each of the 3 equal segments of the 240 pt control leaves 68 pt: iOS truncates it; HIG Segmented controls."
            ),
            RuleExample(
                "People You Follow", role: .segment, note: "unbalanced",
                screen: Screen(
                    name: "Inbox",
                    segmentedControls: [
                        Screen.SegmentedControl(titles: ["All", "People You Follow"], width: 256)
                    ]),
                message:
                    "The segments are unbalanced: “People You Follow” fills 95 % of its segment while “All” fills 13 %: use titles of similar length; HIG Segmented controls."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "Mentions", role: .segment,
                screen: Screen(
                    name: "Inbox",
                    segmentedControls: [
                        Screen.SegmentedControl(titles: ["All", "Mentions", "Requests"], width: 300)
                    ])),
            RuleExample(
                "Benachrichtigungen", role: .segment, locale: "de",
                note: "widths apportioned by content",
                screen: Screen(
                    name: "Inbox",
                    segmentedControls: [
                        Screen.SegmentedControl(
                            name: nil,
                            segments: ["Alle", "Erwähnungen", "Benachrichtigungen"]
                                .map { .init(title: .literal($0)) }, width: 300, apportionsSegmentWidthsByContent: true)
                    ])),
            RuleExample(
                "", role: .segment, note: "icon segments are not measured",
                screen: Screen(
                    name: "Layout",
                    segmentedControls: [
                        Screen.SegmentedControl(
                            segments: [.init(icon: "list.bullet"), .init(icon: "square.grid.2x2")],
                            width: 100)
                    ])),
        ])

    /// Balance thresholds: the widest title fills at least this share of its segment …
    static let crowdedShare = 0.8
    /// … while the narrowest is at most this share of the widest.
    static let sparseRatio = 1.0 / 3.0

    enum Message {
        static func tooWide(
            _ text: String, needs: Double, room: Double, count: Int, width: Double, bold: Bool
        ) -> String {
            "The segment \(Format.quoted(text)) needs \(Format.points(needs)) pt but each of the \(count) equal segments "
                + "of the \(Format.points(width)) pt control leaves \(Format.points(max(0, room))) pt\(bold ? " with Bold Text" : ""): "
                + "iOS truncates it; HIG Segmented controls."
        }

        static func apportioned(_ needs: Double, width: Double, bold: Bool) -> String {
            "The segments need \(Format.points(needs)) pt together but the control is \(Format.points(width)) pt"
                + "\(bold ? " with Bold Text" : ""): iOS truncates them; HIG Segmented controls."
        }

        static func unbalanced(wide: String, wideShare: Double, narrow: String, narrowShare: Double) -> String {
            "The segments are unbalanced: \(Format.quoted(wide)) fills \(Int((wideShare * 100).rounded())) % of its "
                + "segment while \(Format.quoted(narrow)) fills \(Int((narrowShare * 100).rounded())) %: use titles of "
                + "similar length; HIG Segmented controls."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// Findings for `context.screen` in `context.locale` on a device `context.deviceWidth` wide.
    public func check(_ context: ScreenContext) -> [Finding] {
        guard context.measurer != nil else { return [] }
        var findings: [Finding] = []
        let margin = context.idiom == .pad ? UIKitMetrics.regularMargin : UIKitMetrics.compactMargin
        let padding = UIKitMetrics.segmentPadding
        for control in context.screen.allSegmentedControls where control.segments.count >= 2 {
            let count = Double(control.segments.count)
            controlLoop: for bold in context.boldTextStates {
                var titles: [(reference: ScreenText, text: String, width: Double, faces: [String])] = []
                for segment in control.segments where segment.icon == nil {
                    guard let reference = segment.title, let text = context.text(reference),
                        let measured = context.width(
                            of: text, pointSize: UIKitMetrics.segmentTitleSize,
                            weight: .regular, boldText: bold)
                    else { continue }
                    titles.append((reference, text, measured.width, measured.faces))
                }
                guard let widest = titles.max(by: { $0.width < $1.width }) else { break }
                let screenRoom = context.deviceWidth - 2 * margin
                if control.apportionsSegmentWidthsByContent {
                    let needs =
                        titles.map { $0.width + 2 * padding }.reduce(0, +)
                        + Double(control.segments.count - titles.count) * 44
                    let width = control.width ?? screenRoom
                    if needs > width + 0.5 {
                        findings.append(
                            context.finding(
                                Self.description,
                                message: Message.apportioned(
                                    needs, width: width, bold: bold), about: widest.reference, role: .segment,
                                boldText: bold))
                        break controlLoop
                    }
                    continue
                }
                let width = control.width ?? min(screenRoom, count * (widest.width + 2 * padding))
                let room = width / count - 2 * padding
                if widest.width > room + 0.5 {
                    let summary = context.summary(
                        text: widest.text, pointSize: UIKitMetrics.segmentTitleSize,
                        weight: .regular, boldText: bold, width: widest.width,
                        available: max(0, room), faces: widest.faces)
                    findings.append(
                        context.finding(
                            Self.description,
                            message: Message.tooWide(
                                widest.text, needs: widest.width, room: room, count: control.segments.count,
                                width: width,
                                bold: bold), about: widest.reference, role: .segment, measurement: summary,
                            boldText: bold))
                    break controlLoop
                }
                if !bold, titles.count >= 2, let narrowest = titles.min(by: { $0.width < $1.width }), room > 0,
                    widest.width >= Self.crowdedShare * room, narrowest.width <= Self.sparseRatio * widest.width
                {
                    findings.append(
                        context.finding(
                            Self.description, severity: .note,
                            message: Message.unbalanced(
                                wide: widest.text, wideShare: widest.width / room, narrow: narrowest.text,
                                narrowShare: narrowest.width / room), about: widest.reference, role: .segment,
                            boldText: false))
                }
            }
        }
        return findings
    }
}
