import Foundation

/// A date picker's minute interval divides 60.
public struct MinuteIntervalRule: ScreenRule {
    /// The `minute-interval` rule (category structure, default severity error): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines page:
    /// - Pickers:
    ///   https://developer.apple.com/design/human-interface-guidelines/pickers
    public static let description = RuleDescription(
        id: "minute-interval",
        name: "Minute Interval",
        summary: "A date picker's minuteInterval does not divide 60 (or is outside 1–30).",
        rationale: """
            HIG Pickers: a date picker can show minutes in intervals, which must divide 60 evenly. \
            UIKit's `minuteInterval` accepts 1 to 30 and only divisors of 60 (1, 2, 3, 4, 5, 6, 10, 12, 15, \
            20, 30); any other value is ignored and the picker shows every minute.
            """,
        category: .structure,
        defaultSeverity: .error,
        hig: [.pickers],
        triggeringExamples: [
            RuleExample(
                "", role: .label, note: "7 does not divide 60",
                screen: Screen(name: "Booking", datePickers: [Screen.DatePicker(name: "startTime", minuteInterval: 7)]),
                message:
                    "The date picker startTime has minuteInterval 7, which does not divide 60 (allowed: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30): UIKit ignores it; HIG Pickers."
            ),
            RuleExample(
                "", role: .label, note: "45 is above 30",
                screen: Screen(name: "Booking", datePickers: [Screen.DatePicker(minuteInterval: 45)]),
                message:
                    "The date picker has minuteInterval 45, which does not divide 60 (allowed: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30): UIKit ignores it; HIG Pickers."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "", role: .label, screen: Screen(name: "Booking", datePickers: [Screen.DatePicker(minuteInterval: 15)])),
            RuleExample(
                "", role: .label, screen: Screen(name: "Booking", datePickers: [Screen.DatePicker(minuteInterval: 1)])),
        ])

    enum Message {
        static func invalid(_ interval: Int, name: String) -> String {
            "The date picker\(name) has minuteInterval \(interval), which does not divide 60 (allowed: 1, 2, 3, 4, 5, 6, "
                + "10, 12, 15, 20, 30): UIKit ignores it; HIG Pickers."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// Findings for `context.screen` in `context.locale` on a device `context.deviceWidth` wide.
    public func check(_ context: ScreenContext) -> [Finding] {
        context.screen.datePickers.compactMap { picker in
            let interval = picker.minuteInterval
            guard !(1...30).contains(interval) || 60 % interval != 0 else { return nil }
            return context.finding(
                Self.description, message: Message.invalid(interval, name: picker.name.map { " \($0)" } ?? ""),
                role: .label)
        }
    }
}
