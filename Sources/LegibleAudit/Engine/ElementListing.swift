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
    public init(collection: StringCollection, configuration: AuditConfiguration, relative: (String) -> String = { $0 })
    {
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
                        spec: Self.describe(spec, config: config, resolver: resolver)))
            }
        }
        self.elements = elements
        self.unplaced = unplaced
    }

    static func describe(_ spec: ElementSpec, config: ElementConfiguration?, resolver: ElementResolver) -> Spec {
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
            textCase: spec.textCase?.rawValue, maxSizeCategory: spec.maxSizeCategory?.name)
    }
}
