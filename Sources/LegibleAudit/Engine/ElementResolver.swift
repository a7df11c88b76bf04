import Foundation
import LegibleText

/// A string's element made concrete for one device: its width known, its font chosen.
struct ResolvedElement: Sendable {
    var spec: ElementSpec
    var font: FontSpecification
    var constraints: LayoutConstraints
    var deviceName: String?
    var deviceWidth: Double?
    /// The devices merged into this resolution (their rooms are the same), by name.
    var deviceNames: [String] = []
    /// The designs the element was resolved in (several when they give it the same room, font
    /// and fallbacks: one check for them all).
    var designs: [Design] = [.ios18]
    /// Constraints at the accessibility sizes (AX1–AX5) when they differ: alert actions stack
    /// and wrap there instead of sitting side by side on one line.
    var accessibilityConstraints: LayoutConstraints?
    /// A wider room UIKit gives the text when it does not fit the first: a navigation title's
    /// when the back button shows the generic "Back" instead of the previous title; an alert
    /// action's when the alert stacks its two actions instead of setting them side by side.
    var fallbackWidth: Double?
    /// When the room comes from a role preset's assumption (`RolePreset.assumedRoom`): what was
    /// assumed and the widest room the element could have instead.
    var assumedRoom: RolePreset.AssumedRoom?
    /// What the source scanner assumed about the element (`ElementConfiguration.assumption`).
    var assumption: String?
    /// The layout around the text (`ElementConfiguration.layout`), its sibling keys replaced by
    /// their values in the string's locale, and the width it is offered on this device: the room
    /// at each size category is worked out from them (`AuditEngine.fitChecks`).
    var layout: LayoutRoom?
    var layoutOffered: LayoutRoom.Offered?
    /// The locale of the string measured (for sibling texts' shaping).
    var locale: String?
}

/// Finds the elements that show each string (`legible.json`'s `elements`, Interface Builder,
/// the Swift source, an XLIFF width budget, `legible.json`'s `defaultElement`) and resolves
/// them for each device.
struct ElementResolver: Sendable {
    let configuration: AuditConfiguration
    /// The designs the audited devices show (`Design.designs(_:on:)`): the configured ones, and
    /// the iOS 18 design on an iPhone too narrow for iOS 26. Worked out once, not per string.
    let shownDesigns: [Design]
    /// The devices each design is drawn on (`Design.devices(_:of:)`).
    private let devicesByDesign: [Design: [AuditConfiguration.Device]]

    init(configuration: AuditConfiguration) {
        self.configuration = configuration
        shownDesigns = Design.designs(configuration.designs, on: configuration.devices)
        var devices: [Design: [AuditConfiguration.Device]] = [:]
        for design in Design.allCases {
            devices[design] = design.devices(configuration.devices, of: configuration.designs)
        }
        devicesByDesign = devices
    }

    /// The elements that show `string`, before device resolution; empty: unchecked.
    ///
    /// Precedence: the first `legible.json` entry that matches the key; else the Interface
    /// Builder element; else every element the Swift source shows the key in (`placed`); else an
    /// XLIFF `maxwidth`; else `legible.json`'s `defaultElement`. Each spec records its `origin`.
    func elements(
        for string: LocalizedString, placed: [SourcePlacement] = []
    ) -> [(spec: ElementSpec, config: ElementConfiguration?)] {
        if let entry = configuration.elements.first(where: { $0.matches(key: string.key, table: string.table) }) {
            var spec = spec(from: entry, base: string.element)
            spec.origin = .config
            return [(spec, entry)]
        }
        if var element = string.element {
            element.origin = .interfaceBuilder
            return [(element, nil)]
        }
        if !placed.isEmpty {
            return placed.map { placement in
                var spec = spec(from: placement.element, base: nil)
                spec.origin = .source
                spec.location = placement.location
                return (spec, placement.element)
            }
        }
        if let budget = string.widthBudget, let width = Self.points(budget) {
            // An XLIFF `maxwidth` is a width budget: the text must fit it on one line in Body.
            return [
                (
                    ElementSpec(
                        role: .label, name: "XLIFF maxwidth \(budget.value) \(budget.unit.rawValue)",
                        width: width, lines: 1, textStyle: .body), nil
                )
            ]
        }
        if let entry = configuration.defaultElement {
            var spec = spec(from: entry, base: nil)
            spec.origin = .config
            return [(spec, entry)]
        }
        return []
    }

    /// A width budget in points: `point`; `pixel` at @1x (XLIFF 1.2 leaves the density open);
    /// `em` at Body's 17 pt. Character and byte budgets are not widths: `nil`.
    static func points(_ budget: WidthBudget) -> Double? {
        switch budget.unit {
        case .point, .pixel: budget.value
        case .em: budget.value * 17
        default: nil
        }
    }

    /// An `ElementSpec` from a config entry, filling what the entry leaves out from `base` (an
    /// IB element) or the role's preset.
    func spec(from entry: ElementConfiguration, base: ElementSpec?) -> ElementSpec {
        var spec = base ?? ElementSpec(role: entry.role)
        spec.role = entry.role
        spec.name = entry.name ?? spec.name
        spec.width = entry.width ?? spec.width
        spec.height = entry.height ?? spec.height
        spec.lines = entry.lines ?? (base?.lines ?? RolePreset.lines(for: entry.role))
        if let style = entry.textStyle {
            spec.textStyle = style
            spec.font = nil
        }
        if let font = entry.font {
            spec.font = FixedFont(family: font.family, pointSize: font.size, weight: font.weight)
            spec.textStyle = nil
        }
        spec.lineBreakMode = entry.lineBreakMode ?? (base?.lineBreakMode ?? RolePreset.lineBreakMode(for: entry.role))
        spec.minimumScaleFactor =
            entry.minimumScaleFactor ?? (base?.minimumScaleFactor ?? RolePreset.minimumScaleFactor(for: entry.role))
        spec.insets = entry.insets ?? spec.insets
        spec.maxSizeCategory = entry.maxSizeCategory ?? spec.maxSizeCategory
        spec.textCase = entry.textCase ?? spec.textCase
        if let adjusts = entry.adjustsFontForContentSizeCategory {
            spec.adjustsFontForContentSizeCategory = adjusts
        } else if entry.font != nil {
            spec.adjustsFontForContentSizeCategory = false
        }
        return spec
    }

    /// The font an element uses in `design`.
    func font(of spec: ElementSpec, design: Design) -> FontSpecification {
        if let style = spec.textStyle { return .textStyle(style) }
        if let font = spec.font {
            return .fixed(
                family: font.family, pointSize: font.pointSize, weight: font.weight,
                scalesWith: spec.adjustsFontForContentSizeCategory ? .body : nil)
        }
        return RolePreset.font(for: spec.role, design: design)
    }

    /// The element in each design and on each device: one resolution per design when its width
    /// is fixed, one per design and device when the width derives from the device. Devices that
    /// give it the same room in a design are one resolution, named after them all; designs that
    /// give it the same room, font and fallbacks on the same devices are one, naming both.
    func resolve(
        _ spec: ElementSpec, config: ElementConfiguration?, string: LocalizedString,
        measureWidth: (String, FontSpecification) -> Double
    ) -> [ResolvedElement] {
        var all: [ResolvedElement] = []
        for design in shownDesigns {
            var unique: [ResolvedElement] = []
            for element in resolve(spec, config: config, design: design, measureWidth: measureWidth) {
                if let index = unique.firstIndex(where: { $0.sameCheck(as: element) }) {
                    unique[index].deviceNames += element.deviceNames
                    if let room = element.assumedRoom, let kept = unique[index].assumedRoom, room.widest < kept.widest {
                        unique[index].assumedRoom = room
                    }
                    unique[index].deviceName = [unique[index].deviceName, element.deviceName].compactMap { $0 }
                        .joined(separator: ", ")
                } else {
                    unique.append(element)
                }
            }
            for element in unique {
                if let index = all.firstIndex(where: {
                    $0.sameCheck(as: element) && $0.deviceNames == element.deviceNames
                }) {
                    all[index].designs.append(design)
                } else {
                    all.append(element)
                }
            }
        }
        return all
    }

    /// The element in `design` on each device (or once, when its width is fixed).
    func resolve(
        _ spec: ElementSpec, config: ElementConfiguration?, design: Design,
        measureWidth: (String, FontSpecification) -> Double
    ) -> [ResolvedElement] {
        let font = font(of: spec, design: design)
        func make(_ spec: ElementSpec, device: AuditConfiguration.Device?) -> ResolvedElement {
            let constraints = LayoutConstraints(
                width: spec.availableWidth, lines: spec.lines,
                height: spec.height.map { max(0, $0 - spec.insets.top - spec.insets.bottom) },
                lineBreakMode: spec.lineBreakMode, minimumScaleFactor: spec.minimumScaleFactor)
            var element = ResolvedElement(
                spec: spec, font: font, constraints: constraints, deviceName: device?.name,
                deviceWidth: device?.width, deviceNames: device.map { [$0.name] } ?? [],
                designs: [design])
            element.assumption = config?.assumption
            return element
        }
        func stackedActionWidth(_ element: ResolvedElement) -> Double {
            RolePreset.width(
                for: .alertAction, deviceWidth: element.deviceWidth ?? 0, count: 1, accessory: nil,
                design: design)
        }
        func withAccessibilityLayout(_ element: ResolvedElement) -> ResolvedElement {
            // UIAlertController at accessibility sizes stacks its actions and lets their titles wrap
            // (Flutter's CupertinoAlertDialog, which imitates it: "in accessibility mode it wraps");
            // an action sheet's actions are drawn by the same action views and wrap as well
            // (Docs/containers.md, "Alerts and action sheets"). A wrapping title does not shrink:
            // UILabel shrinks single-line text only (FACTS.md 4).
            let role = element.spec.role
            // A menu row at the accessibility sizes takes the lines its title needs (assumed, as
            // its two lines at the standard sizes are: Docs/containers.md, "Menus").
            let menuRow = role == .menuCommand && element.spec.lines == RolePreset.menuCommandLines
            guard role == .alertAction || role == .actionSheetAction || menuRow, spec.width == nil else {
                return element
            }
            var result = element
            var constraints = element.constraints
            if role == .alertAction {
                // Two actions that do not fit side by side are stacked, each the alert's full width
                // (Flutter's CupertinoAlertDialog "iOS style layout policy"; marpies.com).
                if config?.count == 2 {
                    result.fallbackWidth = stackedActionWidth(element)
                }
                constraints.width = stackedActionWidth(element)
            }
            constraints.lines = 0
            constraints.lineBreakMode = .byWordWrapping
            constraints.minimumScaleFactor = 0
            result.accessibilityConstraints = constraints
            return result
        }
        if spec.width != nil { return [withAccessibilityLayout(make(spec, device: nil))] }
        return devices(for: spec, design: design).map { device -> ResolvedElement in
            var resolved = spec
            resolved.deviceWidth = device.width
            if spec.role == .navigationTitle || spec.role == .navigationSubtitle {
                resolved.width = navigationTitleWidth(
                    device: device.width, config: config, design: design,
                    measureWidth: measureWidth)
                var element = make(resolved, device: device)
                // iOS 18: a titled back button gives way to "Back" when the title needs the room.
                // iOS 26: the back button is the chevron alone already.
                if design == .ios18, let back = config?.backButtonTitle, !back.isEmpty, back != "Back" {
                    var generic = config
                    generic?.backButtonTitle = "Back"
                    element.fallbackWidth = navigationTitleWidth(
                        device: device.width, config: generic, design: design,
                        measureWidth: measureWidth)
                }
                return element
            } else if let margin = spec.deviceMargin {
                resolved.width = max(0, device.width - margin)
            } else {
                resolved.width = RolePreset.width(
                    for: spec.role, deviceWidth: device.width, count: config?.count,
                    accessory: config?.accessory, searchTab: config?.searchTab ?? false,
                    design: design)
                var layoutOffered: LayoutRoom.Offered?
                if let layout = config?.layout, LayoutRoom.roles.contains(spec.role), let preset = resolved.width {
                    let offered = layout.offered(
                        deviceWidth: device.width, presetWidth: preset, role: spec.role, design: design)
                    // The room at Large, for the element's own record; each size's is worked out
                    // when it is measured.
                    resolved.width =
                        layout.width(
                            offered: offered, design: design,
                            pointSize: { LayoutRoom.pointSize(of: $0, at: .large) },
                            textWidth: { text, font in measureWidth(text.text, font) }
                        ).width ?? resolved.width
                    layoutOffered = offered
                }
                var element = make(resolved, device: device)
                element.layout = layoutOffered == nil ? nil : config?.layout
                element.layoutOffered = layoutOffered
                element.assumedRoom = RolePreset.assumedRoom(
                    for: spec.role, deviceWidth: device.width, count: config?.count,
                    searchTab: config?.searchTab ?? false, design: design)
                return element
            }
            return make(resolved, device: device)
        }.map(withAccessibilityLayout)
    }

    /// The narrowest width of an iPad (iPad mini, 744 pt; HIG Layout, https://developer.apple.com/design/human-interface-guidelines/layout), below which a device is a phone.
    static let iPadMinimumWidth = 744.0

    /// The devices whose width an element's derives from: the iPads audited for an iPad-only
    /// element (the iPad mini when none is), every device `design` is drawn on otherwise.
    func devices(for spec: ElementSpec, design: Design) -> [AuditConfiguration.Device] {
        guard spec.padOnly == true else { return devicesByDesign[design] ?? [] }
        let pads = configuration.devices.filter { $0.width >= Self.iPadMinimumWidth }
        return pads.isEmpty ? [AuditConfiguration.Device(name: "iPad mini", width: Self.iPadMinimumWidth)] : pads
    }

    /// Room for a centred navigation title in `design` (`RolePreset.navigationTitleWidth`): the
    /// back button's title, when there is one, measured at 17 pt (iOS 18; iOS 26 shows the
    /// chevron alone).
    func navigationTitleWidth(
        device: Double, config: ElementConfiguration?, design: Design,
        measureWidth: (String, FontSpecification) -> Double
    ) -> Double {
        let back = config?.backButtonTitle.map { title -> Double in
            title.isEmpty || design == .ios26
                ? 0 : measureWidth(title, RolePreset.font(for: .backButton, design: design))
        }
        return RolePreset.navigationTitleWidth(
            deviceWidth: device, backTitleWidth: back,
            leading: config?.leadingItemsWidth ?? 0,
            trailing: config?.trailingItemsWidth ?? 0, design: design)
    }
}

extension ResolvedElement {
    /// Whether `other` is the same check: the same room, font and fallbacks.
    func sameCheck(as other: ResolvedElement) -> Bool {
        constraints == other.constraints && fallbackWidth == other.fallbackWidth && font == other.font
            && accessibilityConstraints == other.accessibilityConstraints && layoutOffered == other.layoutOffered
            && layout == other.layout
    }
}
