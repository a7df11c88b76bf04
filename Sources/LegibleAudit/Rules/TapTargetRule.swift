import Foundation
import LegibleText

/// Every tappable element offers at least 44 x 44 pt.
public struct TapTargetRule: FitRule, ScreenRule {
    /// The `tap-target` rule (category tap-target, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines pages:
    /// - Buttons:
    ///   https://developer.apple.com/design/human-interface-guidelines/buttons
    /// - Accessibility:
    ///   https://developer.apple.com/design/human-interface-guidelines/accessibility
    /// - Collections:
    ///   https://developer.apple.com/design/human-interface-guidelines/collections
    public static let description = RuleDescription(
        id: "tap-target",
        name: "Tap Target Size",
        summary: "A tappable element offers less than 44 x 44 pt (the minimum is configurable) at some text size.",
        rationale: """
            HIG Buttons and Accessibility: give every tappable element a hit region of at least \
            44 x 44 pt. Where the frame is known it is used; where it is not, a button or text field is \
            as wide as its measured title plus its content insets and as tall as its lines plus its \
            insets (and the 6 pt UIKit adds above and below a system button's title), at every \
            text size — so a button can pass at Large and fail at xSmall. A frame hard-coded near the \
            minimum (at most twice it) that its localized title outgrows is reported too: the title is \
            cut or draws past the area that responds to taps. Controls whose size UIKit sets (segments, \
            switches, steppers) are held to the HIG's minimum control size, 28 pt (`minimumControlSize`); \
            bar items, tabs, cells and alert buttons without a frame get their tap areas from UIKit and \
            are not measured.
            """,
        category: .tapTarget,
        defaultSeverity: .warning,
        hig: [.buttons, .accessibility, .collections],
        triggeringExamples: [
            RuleExample(
                "", role: .button, element: ElementSpec(role: .button, name: "settingsButton", width: 24, height: 24),
                note: "icon-only settings button, 24 x 24 pt",
                message:
                    "The icon-only button settingsButton offers 24 × 24 pt: the HIG asks for a tap area of at least 44 × 44 pt; HIG Buttons, Accessibility."
            ),
            RuleExample(
                "Ayuda y soporte", role: .barButtonItem, locale: "es",
                element: ElementSpec(
                    role: .barButtonItem, name: "helpButton", width: 44, height: 44,
                    font: FixedFont(pointSize: 17), adjustsFontForContentSizeCategory: false),
                note: "'Help' in a view hard-coded to 44 x 44 pt",
                message:
                    "The barButtonItem “Ayuda y soporte” needs 124.8 pt at xSmall–AX5 (title plus insets) but its frame is fixed at 44 × 44 pt: the title is cut, or draws past the area that responds to taps; size the frame to its content; HIG Buttons, Accessibility."
            ),
            RuleExample(
                "OK", role: .button, element: ElementSpec(role: .button, textStyle: .body),
                note:
                    "no frame: the button gets the row's width, and its one line of title is lower than 44 pt up to xxxLarge",
                message:
                    "The button “OK” offers 358 × 31 pt at xSmall–xxxLarge (its title's line plus insets, no height given): the HIG asks for at least 44 × 44 pt; give it a minimum size; HIG Buttons, Accessibility."
            ),
            RuleExample(
                "", role: .segment, note: "a segmented control squeezed to 20 pt",
                screen: Screen(
                    name: "Filter",
                    segmentedControls: [
                        Screen.SegmentedControl(
                            segments: [.init(icon: "list.bullet"), .init(icon: "square.grid.2x2")],
                            width: 120, height: 20)
                    ]),
                message:
                    "The segmented control offers 120 × 20 pt: the HIG asks for a tap area of at least 28 × 28 pt; HIG Buttons, Accessibility."
            ),
            RuleExample(
                "", role: .button, note: "icon-only settings button in a screen description",
                screen: Screen(
                    name: "Home",
                    controls: [
                        Screen.Control(name: "settingsButton", icon: "gearshape", width: 24, height: 24)
                    ]),
                message:
                    "The icon-only button settingsButton offers 24 × 24 pt: the HIG asks for a tap area of at least 44 × 44 pt; HIG Buttons, Accessibility."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "Help", role: .barButtonItem,
                element: ElementSpec(
                    role: .barButtonItem, name: "helpButton", width: 44, height: 44,
                    font: FixedFont(pointSize: 17), adjustsFontForContentSizeCategory: false)),
            RuleExample(
                "Continue", role: .button,
                element: ElementSpec(
                    role: .button, textStyle: .body, insets: EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)),
                note: "content-sized with insets: big enough at every size"),
            RuleExample(
                "Settings", role: .tabBarItem, element: ElementSpec(role: .tabBarItem, textStyle: .caption2),
                note: "tab items get their size from the tab bar"),
            RuleExample(
                "", role: .switch, element: ElementSpec(role: .switch, width: 51, height: 31),
                note: "a standard switch meets the minimum control size"),
            RuleExample(
                "Terms", role: .label, element: ElementSpec(role: .label, width: 30, height: 12),
                note: "labels are not tappable"),
            RuleExample(
                "", role: .button,
                screen: Screen(
                    name: "Home",
                    controls: [
                        Screen.Control(name: "settingsButton", icon: "gearshape", width: 44, height: 44)
                    ])),
        ])

    /// Roles whose size follows their title when no frame is given.
    static let contentSized: Set<Role> = [.button, .textField]
    /// Roles whose size UIKit fixes, held to the minimum control size.
    static let systemControls: Set<Role> = [.segment, .switch, .stepper]

    enum Message {
        static func frame(_ name: String, width: Double?, height: Double?, minimum: Double) -> String {
            let w = width.map(Format.points) ?? "?"
            let h = height.map(Format.points) ?? "?"
            return "\(name) offers \(w) × \(h) pt: the HIG asks for a tap area of at least \(Format.points(minimum)) × "
                + "\(Format.points(minimum)) pt; HIG Buttons, Accessibility."
        }

        static func intrinsic(
            _ name: String, width: Double, height: Double, sizes: String, minimum: Double,
            widthGiven: Bool = false
        ) -> String {
            let basis =
                widthGiven ? "its title's line plus insets, no height given" : "its title plus insets, no frame given"
            return
                "\(name) offers \(Format.points(width)) × \(Format.points(height)) pt \(sizes) (\(basis)): the HIG asks "
                + "for at least \(Format.points(minimum)) × \(Format.points(minimum)) pt; give it a minimum size; "
                + "HIG Buttons, Accessibility."
        }

        static func outgrown(_ name: String, needs: Double, width: Double, height: Double, sizes: String) -> String {
            "\(name) needs \(Format.points(needs)) pt \(sizes) (title plus insets) but its frame is fixed at "
                + "\(Format.points(width)) × \(Format.points(height)) pt: the title is cut, or draws past the area that "
                + "responds to taps; size the frame to its content; HIG Buttons, Accessibility."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// "The button “Help”", "The icon-only button settingsButton".
    static func name(role: Role, text: String, name: String?) -> String {
        if text.isEmpty { return "The icon-only \(role.rawValue)" + (name.map { " \($0)" } ?? "") }
        return "The \(role.rawValue) \(Format.quoted(text))"
    }

    /// For a tappable element: a finding when its given frame is under the minimum
    /// (`minimumTapTarget`, default 44 pt; `minimumControlSize`, default 28 pt, for segments,
    /// switches and steppers) or its title outgrows it at some size; for a content-sized element
    /// from a storyboard or configuration, a finding at the first sizes where the title plus insets
    /// is under the minimum. Elements found in Swift source without a stated size are not judged.
    public func check(_ context: FitContext) -> [Finding] {
        let element = context.element
        let role = element.role
        guard role.isTappable else { return [] }
        let options = context.options
        let minimum = Self.systemControls.contains(role) ? options.minimumControlSize : options.minimumTapTarget
        let label = Self.name(role: role, text: context.measuredText, name: element.name)
        var findings: [Finding] = []

        if let width = element.width, let height = element.height {
            if width < minimum - 0.01 || height < minimum - 0.01 {
                findings.append(
                    context.finding(
                        Self.description,
                        message: Message.frame(
                            label, width: width, height: height, minimum: minimum), failing: [], atElement: true))
            }
            let horizontal = element.insets.leading + element.insets.trailing
            if !context.measuredText.isEmpty, width <= 2 * options.minimumTapTarget {
                let outgrown = context.checks.filterInPlace { $0.pointee.layout.width + horizontal > width + 0.5 }
                if let first = outgrown.first {
                    findings.append(
                        context.finding(
                            Self.description,
                            message: Message.outgrown(
                                label, needs: first.layout.width + horizontal, width: width, height: height,
                                sizes: context.sizeDescription(outgrown)), failing: outgrown, atElement: true))
                }
            }
            return findings
        }

        // An element found in Swift source has no frame: its list row, bar, padding or button style
        // sizes it, which the source seldom says in one place. Its title's size alone would report
        // most SwiftUI buttons as too small, so only a size the source states is judged (above).
        if element.origin == .source { return findings }

        if Self.contentSized.contains(role), !context.measuredText.isEmpty {
            let extra = role == .button ? 2 * UIKitMetrics.systemButtonVerticalInset : 0
            func size(_ check: borrowing FitCheck) -> (width: Double, height: Double) {
                // (Read before `??`, whose autoclosure would copy the check.)
                let natural = check.layout.width
                let lineHeight = check.layout.lineHeight
                let width = element.width ?? natural + element.insets.leading + element.insets.trailing
                let lines = Double(max(1, check.layout.shownLineCount))
                let height =
                    element.height ?? lines * lineHeight + element.insets.top + element.insets.bottom
                    + extra
                return (width, height)
            }
            let failing = context.checks.filterInPlace {
                let s = size($0.pointee)
                return s.width < minimum - 0.01 || s.height < minimum - 0.01
            }
            if let first = failing.first {
                let s = size(first)
                // Too low only, in a width that is given: the height comes from the font and the
                // insets, a property of the element reported once for all its locales (no sizes
                // recorded; the message names them).
                let heightOnly = element.width != nil && failing.allSatisfy { size($0).width >= minimum - 0.01 }
                let onlyAccessibility = failing.allSatisfy(\.sizeCategory.isAccessibility)
                let severity =
                    heightOnly && onlyAccessibility
                    ? min(Self.description.defaultSeverity, options.accessibilitySizeSeverity) : nil
                findings.append(
                    context.finding(
                        Self.description, severity: severity,
                        message: Message.intrinsic(
                            label, width: s.width, height: s.height, sizes: context.sizeDescription(failing),
                            minimum: minimum,
                            widthGiven: element.width != nil),
                        failing: heightOnly ? [] : failing, shown: heightOnly ? first : nil, atElement: true))
            }
            return findings
        }

        // Size set by UIKit: only an explicit dimension is checked.
        let tooNarrow = element.width.map { $0 < minimum - 0.01 } ?? false
        let tooLow = element.height.map { $0 < minimum - 0.01 } ?? false
        if tooNarrow || tooLow {
            findings.append(
                context.finding(
                    Self.description,
                    message: Message.frame(
                        label, width: element.width, height: element.height, minimum: minimum), failing: [],
                    atElement: true))
        }
        return findings
    }

    /// Findings for `context.screen` in `context.locale` on a device `context.deviceWidth` wide.
    public func check(_ context: ScreenContext) -> [Finding] {
        var findings: [Finding] = []
        let minimum = context.options.minimumTapTarget
        func checkFrame(
            title: ScreenText?, icon: String?, name: String?, role: Role, width: Double?, height: Double?,
            minimum: Double
        ) {
            let text = context.text(title) ?? ""
            let label = Self.name(role: role, text: text, name: name ?? icon)
            if (width.map { $0 < minimum - 0.01 } ?? false) || (height.map { $0 < minimum - 0.01 } ?? false) {
                findings.append(
                    context.finding(
                        Self.description,
                        message: Message.frame(
                            label, width: width, height: height, minimum: minimum), about: title, role: role))
            }
            if !text.isEmpty, icon == nil, let width, let height, width <= 2 * context.options.minimumTapTarget,
                let measured = context.width(
                    of: text, pointSize: UIKitMetrics.barButtonSize, weight: .regular,
                    boldText: false), measured.width > width + 0.5
            {
                let summary = context.summary(
                    text: text, pointSize: UIKitMetrics.barButtonSize, weight: .regular,
                    boldText: false, width: measured.width, available: width, faces: measured.faces)
                findings.append(
                    context.finding(
                        Self.description,
                        message: Message.outgrown(
                            label, needs: measured.width, width: width, height: height, sizes: "at Large"),
                        about: title, role: role, measurement: summary, boldText: false))
            }
        }
        for control in context.screen.controls where control.role.isTappable {
            let controlMinimum =
                Self.systemControls.contains(control.role) ? context.options.minimumControlSize : minimum
            checkFrame(
                title: control.title, icon: control.icon, name: control.name, role: control.role,
                width: control.width, height: control.height, minimum: controlMinimum)
        }
        let barItems =
            (context.screen.navigationBar.map { $0.leadingItems + $0.trailingItems } ?? [])
            .map { ($0, Role.barButtonItem) } + (context.screen.toolbar?.items ?? []).map { ($0, Role.toolbarItem) }
        for (item, role) in barItems where !item.isSpace && (item.width != nil || item.height != nil) {
            checkFrame(
                title: item.title, icon: item.icon, name: nil, role: role, width: item.width, height: item.height,
                minimum: minimum)
        }
        for control in context.screen.allSegmentedControls {
            if let height = control.height, height < context.options.minimumControlSize - 0.01 {
                let label = "The segmented control" + (control.name.map { " \($0)" } ?? "")
                findings.append(
                    context.finding(
                        Self.description,
                        message: Message.frame(
                            label, width: control.width, height: height, minimum: context.options.minimumControlSize),
                        role: .segment))
            }
        }
        return findings
    }
}
