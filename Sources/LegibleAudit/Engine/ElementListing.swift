import Foundation
import LegibleText

/// For every key of a project, each element it is shown in and where that element came from;
/// and every key no element was found for, with the reason: what `legible elements` prints.
///
/// JSON (`legible elements --format json`; other tools read it — fields are added, never renamed):
/// `{"elements": [{"table", "key", "role", "origin", "file", "line", "column", "confidence", "spec"}],
///   "unplaced": [{"table", "key", "reason", "file", "line"}]}`. `origin` is `config`,
/// `interfaceBuilder` or `source`; `file`/`line`/`column` are where the element was found (the
/// Swift call, the storyboard element, the `legible.json` entry's file); `confidence` is
/// `direct` or `followed` for source elements (see `SourcePlacement.Confidence`).
public struct ElementListing: Sendable, Encodable {
    /// One element a key is shown in.
    public struct Element: Sendable, Encodable {
        /// The string table (`Localizable`) of the key.
        public var table: String
        /// The localization key.
        public var key: String
        /// The element's `Role` raw value (`button`, `navigationTitle`).
        public var role: String
        /// Where the element was found: `config` (`legible.json`), `interfaceBuilder` or `source`.
        public var origin: String
        /// The file the element was found in (relative as reports write paths); `nil` when unknown.
        public var file: String?
        /// The 1-based line in `file`; `nil` when unknown.
        public var line: Int?
        /// The 1-based column in `file`; `nil` when unknown.
        public var column: Int?
        /// For a source element, `direct` or `followed` (`SourcePlacement.Confidence`); `nil` otherwise.
        public var confidence: String?
        /// How the key was reached from the call, when followed (`L10n.Scene.Title`, `OBALoc`).
        public var via: String?
        /// The element's measurements: width, lines, font, line break mode and the rest.
        public var spec: Spec
    }

    /// The element's measurements as the audit uses them.
    public struct Spec: Sendable, Encodable {
        /// Frame width in points, when fixed.
        public var width: Double?
        /// How the width is derived when it is not fixed ("device width less margins, 5 tabs").
        public var widthFrom: String?
        /// `numberOfLines` (0: unlimited).
        public var lines: Int
        /// The Dynamic Type text style (`UIFont.TextStyle` name, `body`), also the role's default when
        /// the element names none; `nil` for a fixed font.
        public var textStyle: String?
        /// A fixed font: "system 15 pt semibold".
        public var font: String?
        /// `NSLineBreakMode` name (`byTruncatingTail`).
        public var lineBreakMode: String
        /// `minimumScaleFactor` of a label that shrinks its text to fit (0–1); `nil` when it does not shrink.
        public var minimumScaleFactor: Double?
        /// Items in its bar or control (tabs, segments, alert actions).
        public var count: Int?
        /// The back button title `legible.json` gives the screen, when it gives one.
        public var backButtonTitle: String?
        /// The case change the element applies (`uppercase`, `lowercase`), when it applies one.
        public var textCase: String?
        /// The largest size category the element grows to (HIG name: `xxxLarge`, `AX2`), when capped.
        public var maxSizeCategory: String?
        /// How much room the text has, and how that was found.
        public var room: Room?
    }

    /// The room for the element's text on the narrowest device audited, at Large, in the first
    /// design audited, and how it was found.
    public struct Room: Sendable, Encodable {
        /// Where the width came from: `layout` (a width the app's source states for the text),
        /// `preset` (the role's preset, `RolePreset`), `configuration` (`legible.json`) or
        /// `interfaceBuilder` (a storyboard or xib frame).
        public var source: String
        /// The room for text, points.
        public var width: Double
        /// The arithmetic: "393 − 2×16 (margins) − 24 (disclosure, assumed) = 337".
        public var derivation: String
    }

    /// A key no element was found for.
    public struct Unplaced: Sendable, Encodable {
        /// The string table (`Localizable`) of the key.
        public var table: String
        /// The localization key.
        public var key: String
        /// Why: "not referenced in the Swift source", "passed to configure(title:)" …
        public var reason: String
        /// Where the source refers to it, when it does.
        public var file: String?
        /// The 1-based line in `file`, when the source refers to the key.
        public var line: Int?
    }

    /// Every element of every key, keys in the order the collection first lists them.
    public var elements: [Element]
    /// Every key no element was found for, with the reason, in the same order.
    public var unplaced: [Unplaced]

    /// Lists the elements of every key of `collection`'s source language (every key once).
    ///
    /// - Parameters:
    ///   - collection: the strings, with the placements the Swift scan found.
    ///   - configuration: `legible.json`, whose `elements` come first.
    ///   - relative: makes a path as reports show it (relative to the working folder).
    ///   - measureWidth: a text's width in a font at Large, points, for the texts beside one whose
    ///     room its layout gives (`LayoutRoom`); without it they are counted as 0 pt.
    public init(
        collection: StringCollection, configuration: AuditConfiguration, relative: (String) -> String = { $0 },
        measureWidth: ((String, FontSpecification) -> Double)? = nil
    ) {
        let resolver = ElementResolver(configuration: configuration)
        let index = SourcePlacementIndex(collection)
        var unplacedByKey: [TableKey: UnplacedReference] = [:]
        for reference in collection.unplacedReferences where unplacedByKey[reference.reference] == nil {
            unplacedByKey[reference.reference] = reference
        }
        var seen = Set<TableKey>()
        var elements: [Element] = []
        var unplaced: [Unplaced] = []
        // One string per key: the source language's first value, else the first of any locale.
        var representatives: [TableKey: LocalizedString] = [:]
        var order: [TableKey] = []
        for string in collection.strings {
            let reference = TableKey(table: string.table, key: string.key)
            if let known = representatives[reference] {
                if known.locale != collection.sourceLanguage, string.locale == collection.sourceLanguage {
                    representatives[reference] = string
                }
            } else {
                representatives[reference] = string
                order.append(reference)
            }
        }
        for reference in order where seen.insert(reference).inserted {
            guard let string = representatives[reference] else { continue }
            let placed = index.placements(table: string.table, key: string.key)
            let found = resolver.elements(for: string, placed: placed)
            if found.isEmpty {
                let known =
                    unplacedByKey[reference]
                    ?? unplacedByKey[
                        TableKey(
                            table: reference.table, key: SourcePlacementIndex.withGenericSpecifiers(reference.key))]
                let reason: String
                if let known {
                    reason = "referenced in source, but \(known.reason)"
                } else {
                    switch index.uncheckedReason(table: string.table, key: string.key) {
                    case "notInSource": reason = "not referenced in the Swift source"
                    case "literalNotFollowed":
                        reason =
                            "in the Swift source as a string literal, but not where a localized text was recognised "
                            + "(an argument of the app's own view or function, a value a property returns …)"
                    default: reason = "no Swift source, storyboard or legible.json entry places it"
                    }
                }
                unplaced.append(
                    Unplaced(
                        table: reference.table, key: reference.key, reason: reason,
                        file: known.map { relative($0.location.file) }, line: known?.location.line))
                continue
            }
            for (spec, config) in found {
                let placement =
                    spec.origin == .source
                    ? placed.first { $0.location == spec.location } : nil
                let location =
                    spec.location
                    ?? (spec.origin == .config ? configuration.file.map { SourceLocation(file: $0) } : nil)
                elements.append(
                    Element(
                        table: reference.table, key: reference.key, role: spec.role.rawValue,
                        origin: (spec.origin ?? .config).rawValue, file: location.map { relative($0.file) },
                        line: location.flatMap { $0.line > 0 ? $0.line : nil },
                        column: location.flatMap { $0.column > 0 ? $0.column : nil },
                        confidence: placement?.confidence.rawValue, via: placement?.via,
                        spec: Self.describe(spec, config: config, resolver: resolver, measureWidth: measureWidth)))
            }
        }
        self.elements = elements
        self.unplaced = unplaced
    }

    static func describe(
        _ spec: ElementSpec, config: ElementConfiguration?, resolver: ElementResolver,
        measureWidth: ((String, FontSpecification) -> Double)? = nil
    ) -> Spec {
        var font: String?
        if let fixed = spec.font {
            font = "\(fixed.family ?? "system") \(Format.points(fixed.pointSize)) pt \(fixed.weight.name)"
        }
        var widthFrom: String?
        if spec.width == nil {
            var words = "device width, \(spec.role.rawValue) preset"
            if let count = config?.count { words += ", \(count) items" }
            widthFrom = words
        }
        let style =
            spec.textStyle?.rawValue
            ?? (font == nil
                ? {
                    if case let .textStyle(style) = resolver.font(
                        of: spec, design: resolver.configuration.designs.first ?? .ios18)
                    {
                        return style.rawValue
                    }
                    return nil
                }() : nil)
        return Spec(
            width: spec.width, widthFrom: widthFrom, lines: spec.lines, textStyle: style, font: font,
            lineBreakMode: spec.lineBreakMode.rawValue,
            minimumScaleFactor: spec.minimumScaleFactor > 0 ? spec.minimumScaleFactor : nil,
            count: config?.count, backButtonTitle: config?.backButtonTitle,
            textCase: spec.textCase?.rawValue, maxSizeCategory: spec.maxSizeCategory?.name,
            room: room(of: spec, config: config, configuration: resolver.configuration, measureWidth: measureWidth))
    }

    /// The room of `spec` on the narrowest device of `configuration`, in its first design.
    static func room(
        of spec: ElementSpec, config: ElementConfiguration?, configuration: AuditConfiguration,
        measureWidth: ((String, FontSpecification) -> Double)? = nil
    ) -> Room? {
        let narrowest = configuration.devices.min(by: { $0.width < $1.width })
        let design =
            narrowest.flatMap { Design.designs(configuration.designs, on: $0).first }
            ?? configuration.designs.first ?? .ios18
        func points(_ value: Double) -> String { Format.points(value, decimals: 2) }
        if let width = spec.width, let room = spec.availableWidth {
            let source: String
            let what: String
            switch spec.origin {
            case .config?: (source, what) = ("configuration", "legible.json width")
            case .interfaceBuilder?: (source, what) = ("interfaceBuilder", "frame width")
            // A width the source states (`.frame(width:)`) is the layout's; one the scan assumed
            // (a swipe action's least width) is a preset.
            case .source?:
                (source, what) = config?.assumption == nil ? ("layout", "frame width") : ("preset", "assumed")
            case nil: (source, what) = ("configuration", "width")
            }
            var derivation = "\(points(width)) (\(what))"
            if spec.insets.leading != 0 { derivation += " − \(points(spec.insets.leading)) (leading inset)" }
            if spec.insets.trailing != 0 { derivation += " − \(points(spec.insets.trailing)) (trailing inset)" }
            return Room(source: source, width: room, derivation: derivation + " = \(points(room))")
        }
        guard let device = narrowest else { return nil }
        if let margin = spec.deviceMargin {
            let width = max(0, device.width - margin)
            return Room(
                source: "interfaceBuilder", width: width,
                derivation:
                    "\(points(device.width)) − \(points(margin)) (the scene's margins around it) = \(points(width))")
        }
        switch spec.role {
        case .navigationTitle, .navigationSubtitle:
            let width = RolePreset.navigationTitleWidth(
                deviceWidth: device.width, backTitleWidth: config?.backButtonTitle.map { _ in 0 },
                leading: config?.leadingItemsWidth ?? 0, trailing: config?.trailingItemsWidth ?? 0, design: design)
            return Room(
                source: "preset", width: width,
                derivation:
                    "the bar less twice its wider side's items, a centred title (RolePreset.navigationTitleWidth); "
                    + "\(points(width)) with a back button's chevron alone, less with its title")
        default:
            let width = RolePreset.width(
                for: spec.role, deviceWidth: device.width, count: config?.count, accessory: config?.accessory,
                searchTab: config?.searchTab ?? false, design: design)
            if let layout = config?.layout, LayoutRoom.roles.contains(spec.role) {
                var offered = layout.offered(
                    deviceWidth: device.width, presetWidth: width, role: spec.role, design: design)
                if !layout.fromScreenEdge, !layout.inWidget {
                    offered.what =
                        "\(spec.role.rawValue)'s room: "
                        + RolePreset.widthDerivation(
                            for: spec.role, deviceWidth: device.width, count: config?.count,
                            accessory: config?.accessory, searchTab: config?.searchTab ?? false, design: design)
                }
                let evaluation = layout.width(
                    offered: offered, design: design, pointSize: { LayoutRoom.pointSize(of: $0, at: .large) },
                    textWidth: { text, font in measureWidth?(text.text, font) ?? 0 })
                var derivation = evaluation.derivation
                if !evaluation.unknowns.isEmpty {
                    derivation += "; not counted: " + evaluation.unknowns.joined(separator: ", ") + " (width unknown)"
                }
                return Room(
                    source: "layout", width: ((evaluation.width ?? width) * 100).rounded() / 100, derivation: derivation
                )
            }
            return Room(
                source: "preset", width: width,
                derivation: RolePreset.widthDerivation(
                    for: spec.role, deviceWidth: device.width, count: config?.count, accessory: config?.accessory,
                    searchTab: config?.searchTab ?? false, design: design))
        }
    }
}
