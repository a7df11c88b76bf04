import Foundation

/// A segmented control has at most five segments on iPhone and does not mix text and images.
public struct SegmentCountRule: ScreenRule {
    /// The `segment-count` rule (category structure, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Segmented controls:
    ///   https://developer.apple.com/design/human-interface-guidelines/segmented-controls
    public static let description = RuleDescription(
        id: "segment-count",
        name: "Segment Count",
        summary: "A segmented control has more than five segments on iPhone, or mixes text and image segments.",
        rationale: """
            HIG Segmented controls: limit the number of segments — about five on iPhone — \
            so that each is wide enough to read and tap; and keep the content of the segments consistent: \
            all text or all images, not a mix.
            """,
        category: .structure,
        defaultSeverity: .warning,
        hig: [.segmentedControls],
        triggeringExamples: [
            RuleExample(
                "Sun", role: .segment, note: "seven segments",
                screen: Screen(
                    name: "Schedule",
                    segmentedControls: [
                        Screen.SegmentedControl(titles: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
                    ]),
                message: "The segmented control has 7 segments: keep to 5 or fewer on iPhone; HIG Segmented controls."),
            RuleExample(
                "List", role: .segment, note: "text beside an image",
                screen: Screen(
                    name: "Library",
                    segmentedControls: [
                        Screen.SegmentedControl(segments: [
                            .init(title: .literal("List")), .init(icon: "square.grid.2x2"),
                        ])
                    ]),
                message:
                    "The segmented control mixes text and image segments: use all text or all images; HIG Segmented controls."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "Day", role: .segment,
                screen: Screen(
                    name: "Calendar",
                    segmentedControls: [
                        Screen.SegmentedControl(titles: ["Day", "Week", "Month", "Year"])
                    ])),
            RuleExample(
                "", role: .segment, note: "all images",
                screen: Screen(
                    name: "Library",
                    segmentedControls: [
                        Screen.SegmentedControl(segments: [.init(icon: "list.bullet"), .init(icon: "square.grid.2x2")])
                    ])),
            RuleExample(
                "Sun", role: .segment, note: "iPad",
                screen: Screen(
                    name: "Schedule",
                    segmentedControls: [
                        Screen.SegmentedControl(titles: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
                    ]),
                deviceWidth: 820),
        ])

    enum Message {
        static func tooMany(_ count: Int, name: String) -> String {
            "The segmented control\(name) has \(count) segments: keep to \(UIKitMetrics.maximumSegmentsPhone) or fewer on "
                + "iPhone; HIG Segmented controls."
        }

        static func mixed(_ name: String) -> String {
            "The segmented control\(name) mixes text and image segments: use all text or all images; "
                + "HIG Segmented controls."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// Findings for `context.screen` in `context.locale` on a device `context.deviceWidth` wide.
    public func check(_ context: ScreenContext) -> [Finding] {
        var findings: [Finding] = []
        for control in context.screen.allSegmentedControls {
            let name = control.name.map { " \($0)" } ?? ""
            if context.idiom == .phone, control.segments.count > UIKitMetrics.maximumSegmentsPhone {
                findings.append(
                    context.finding(
                        Self.description, message: Message.tooMany(control.segments.count, name: name),
                        about: control.segments.last?.title, role: .segment))
            }
            let withText = control.segments.filter { $0.title != nil }.count
            let withImage = control.segments.filter { $0.icon != nil }.count
            let both = control.segments.contains { $0.title != nil && $0.icon != nil }
            if both || (withText > 0 && withImage > 0) {
                findings.append(
                    context.finding(
                        Self.description, message: Message.mixed(name),
                        about: control.segments.first { $0.title != nil }?.title, role: .segment))
            }
        }
        return findings
    }
}
