import Foundation
import LegibleText

/// How much a finding matters. Ordered: `note` < `warning` < `error`.
public enum Severity: String, Hashable, Sendable, Codable, Comparable, CaseIterable {
    case note, warning, error

    var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// Orders by importance: `note` < `warning` < `error`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// One level lower (a note stays a note).
    public var lowered: Severity {
        switch self {
        case .error: .warning
        case .warning, .note: .note
        }
    }
}

/// One thing wrong with the app's text: a string that does not fit, a tap target that is
/// too small, a title in the wrong case.
///
/// Findings are what rules produce and what every reporter writes. The JSON field names
/// are a contract other tools read (`rule`, `severity`, `key`, `locale`, `file`, `line`,
/// `column`, `sizeCategory`, `boldText`, `element`, `measurement`, `message`): add fields
/// freely, never rename these.
public struct Finding: Hashable, Sendable, Codable, CustomReflectable {
    /// The finding's fields, in one copy-on-write box: a finding is one reference wide, so the
    /// arrays of findings an audit gathers, sorts and hands to its reporters move eight bytes a
    /// finding, not the 600 of its fields with a reference count for each of their two dozen
    /// strings and arrays (on IceCubesApp's catalog the fields' copies were a sixth of the
    /// memory the run touched first).
    struct Fields: Hashable, Sendable, Codable {
        var rule: String
        var severity: Severity
        var message: String
        var key: String?
        var table: String?
        var locale: String?
        var variation: String?
        var file: String?
        var line: Int?
        var column: Int?
        var sizeCategory: String?
        var sizeCategories: [String]?
        var boldText: Bool?
        var boldTextStates: [String]?
        var element: ElementSummary?
        var measurement: MeasurementSummary?
        var hig: String?
        var suggestion: String?
        var fix: FitAdvice?
        var designs: [String]?
        var pseudo: String?
    }

    /// The box: shared by copies of a finding until one of them is changed
    /// (`isKnownUniquelyReferenced`), so never changed while shared.
    final class Box: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    /// The fields, for reading.
    var fields: Fields { box.fields }

    /// Changes the fields in place, copying the box first when another finding shares it.
    private mutating func change<T>(_ body: (inout Fields) -> T) -> T {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        return body(&box.fields)
    }

    /// The rule's stable identifier, e.g. `truncation`.
    public var rule: String {
        get { box.fields.rule }
        set { change { $0.rule = newValue } }
    }
    /// How much the finding matters: as the rule judged it (its default, or lower for a softer case
    /// or a failure only at AX1–AX5), or what `legible.json` sets for the rule.
    public var severity: Severity {
        get { box.fields.severity }
        set { change { $0.severity = newValue } }
    }
    /// What is wrong, with the measured figures: "\"Überprüfe deinen Posteingang\" overflows …".
    public var message: String {
        get { box.fields.message }
        set { change { $0.message = newValue } }
    }
    /// The localization key the finding is about; `nil` for findings about an element or screen alone.
    public var key: String? {
        get { box.fields.key }
        set { change { $0.key = newValue } }
    }
    /// The strings table of `key` (`Localizable`, `Main`).
    public var table: String? {
        get { box.fields.table }
        set { change { $0.table = newValue } }
    }
    /// The locale of the text (`de`, `zh-Hans`); `nil` for a finding about an element or screen that
    /// several locales share.
    public var locale: String? {
        get { box.fields.locale }
        set { change { $0.locale = newValue } }
    }
    /// The variation of the value (`plural.one`, `device.iphone`), when it is one.
    public var variation: String? {
        get { box.fields.variation }
        set { change { $0.variation = newValue } }
    }
    /// The file of the finding's position (the value's, or the element's); relative in reports.
    public var file: String? {
        get { box.fields.file }
        set { change { $0.file = newValue } }
    }
    /// 1-based line in `file`; 0 or `nil` when unknown.
    public var line: Int? {
        get { box.fields.line }
        set { change { $0.line = newValue } }
    }
    /// 1-based column in `file` (Unicode scalars); 0 or `nil` when unknown.
    public var column: Int? {
        get { box.fields.column }
        set { change { $0.column = newValue } }
    }
    /// The worst (first failing) size category, by its HIG name (`Large`, `AX2`).
    public var sizeCategory: String? {
        get { box.fields.sizeCategory }
        set { change { $0.sizeCategory = newValue } }
    }
    /// Every size category at which the check fails, smallest first.
    public var sizeCategories: [String]? {
        get { box.fields.sizeCategories }
        set { change { $0.sizeCategories = newValue } }
    }
    /// Whether the finding holds with Bold Text on (`true`), off (`false`), or regardless (`nil`).
    public var boldText: Bool? {
        get { box.fields.boldText }
        set { change { $0.boldText = newValue } }
    }
    /// Bold Text states at which it fails: `["off", "on"]`, `["on"]`.
    public var boldTextStates: [String]? {
        get { box.fields.boldTextStates }
        set { change { $0.boldTextStates = newValue } }
    }
    /// The element the text was checked in, when the rule judged one.
    public var element: ElementSummary? {
        get { box.fields.element }
        set { change { $0.element = newValue } }
    }
    /// The figures of the check the message describes (the first failing one unless the rule chose
    /// another), for a fit finding.
    public var measurement: MeasurementSummary? {
        get { box.fields.measurement }
        set { change { $0.measurement = newValue } }
    }
    /// The names of the Apple pages the rule rests on (`RuleDescription.hig`): "Alerts, Buttons".
    public var hig: String? {
        get { box.fields.hig }
        set { change { $0.hig = newValue } }
    }
    /// A corrected string, when the rule can propose one (capitalization, wording).
    public var suggestion: String? {
        get { box.fields.suggestion }
        set { change { $0.suggestion = newValue } }
    }
    /// How to make the text fit, for a fit finding (`truncation`, `bold-text`): by how much it
    /// is too long, what fits, and which of more lines, shrinking or a shorter text would work.
    public var fix: FitAdvice? {
        get { box.fields.fix }
        set { change { $0.fix = newValue } }
    }
    /// The designs the finding was measured in (`["iOS 26"]`, `["iOS 18", "iOS 26"]`), when the
    /// audit checks the iOS 26 design; `nil` for iOS 18-only audits and findings no element was
    /// measured for.
    public var designs: [String]? {
        get { box.fields.designs }
        set { change { $0.designs = newValue } }
    }

    /// The pseudo-localization the finding's text comes from (`PseudoKind` raw value:
    /// `expanded`, `double-length`), when its locale is a pseudo-locale (`en-x-expanded`): a
    /// forecast of a translation's length, not a bug in a translation; `nil` for real locales.
    public var pseudo: String? {
        get { box.fields.pseudo }
        set { change { $0.pseudo = newValue } }
    }

    /// Makes a finding; `location` fills `file`, `line` and `column`. `fix` and `designs` start `nil`.
    public init(
        rule: String, severity: Severity, message: String, key: String? = nil, table: String? = nil,
        locale: String? = nil, variation: String? = nil, location: SourceLocation? = nil,
        sizeCategory: String? = nil, sizeCategories: [String]? = nil, boldText: Bool? = nil,
        boldTextStates: [String]? = nil, element: ElementSummary? = nil,
        measurement: MeasurementSummary? = nil, hig: String? = nil, suggestion: String? = nil
    ) {
        box = Box(
            Fields(
                rule: rule,
                severity: severity,
                message: message,
                key: key,
                table: table,
                locale: locale,
                variation: variation,
                file: location?.file,
                line: location.map(\.line),
                column: location.map(\.column),
                sizeCategory: sizeCategory,
                sizeCategories: sizeCategories,
                boldText: boldText,
                boldTextStates: boldTextStates,
                element: element,
                measurement: measurement,
                hig: hig,
                suggestion: suggestion))
    }

    /// Reads a finding as its fields' synthesized `Decodable` conformance does (the JSON report's
    /// `findings` members).
    /// - Throws: `DecodingError` for a member of the wrong type or a missing `rule`, `severity`
    ///   or `message`.
    public init(from decoder: Decoder) throws {
        box = Box(try Fields(from: decoder))
    }

    /// Writes the non-`nil` fields under their names.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: Encoder) throws {
        try box.fields.encode(to: encoder)
    }

    /// Equal when every field is equal.
    public static func == (lhs: Finding, rhs: Finding) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
    }

    /// The fields, as `dump` and `Mirror` show a struct's stored properties.
    public var customMirror: Mirror { Mirror(reflecting: box.fields) }

    /// The finding's position, when it has one.
    public var location: SourceLocation? {
        file.map { SourceLocation(file: $0, line: line ?? 0, column: column ?? 0) }
    }
}

/// The element a finding is about, as reports show it.
public struct ElementSummary: Hashable, Sendable, Codable {
    /// The element's `Role` raw value (`button`, `navigationTitle`).
    public var role: String
    /// The element's name for reports (an Interface Builder id and class, a `legible.json` name).
    public var name: String?
    /// Frame width, points.
    public var width: Double?
    /// Frame height, points, when fixed.
    public var height: Double?
    /// `numberOfLines` (0: unlimited).
    public var lines: Int?
    /// The Dynamic Type text style's name (`body`), when the element uses one.
    public var textStyle: String?
    /// The `NSLineBreakMode` name (`byTruncatingTail`).
    public var lineBreakMode: String?
    /// Where the element was found, for elements found in Swift source (`source`); absent for
    /// `legible.json` and Interface Builder elements, whose place is the finding's own.
    public var origin: String?
    /// The Swift call that shows the string, for elements found in source (reports make its
    /// path relative as they do the finding's).
    public var shownAt: SourceLocation?

    /// Makes a summary; only `role` is required.
    public init(
        role: String, name: String? = nil, width: Double? = nil, height: Double? = nil,
        lines: Int? = nil, textStyle: String? = nil, lineBreakMode: String? = nil,
        origin: String? = nil, shownAt: SourceLocation? = nil
    ) {
        self.role = role
        self.name = name
        self.width = width
        self.height = height
        self.lines = lines
        self.textStyle = textStyle
        self.lineBreakMode = lineBreakMode
        self.origin = origin
        self.shownAt = shownAt
    }

    /// This summary with the Swift call that shows the string, when `spec` was found in source.
    func locatingSource(of spec: ElementSpec) -> ElementSummary {
        guard spec.origin == .source, let location = spec.location else { return self }
        var summary = self
        summary.origin = ElementOrigin.source.rawValue
        summary.shownAt = location
        return summary
    }
}

/// The figures behind a finding: what was measured, against how much room.
public struct MeasurementSummary: Hashable, Sendable, Codable {
    /// The text measured (specifiers replaced by sample values).
    public var text: String
    /// Point size the text was set in (before any shrinking).
    public var pointSize: Double
    /// Font weight as a CSS-style number (400 regular, 600 semibold).
    public var weight: Int
    /// Natural one-line width, points.
    public var width: Double
    /// Room for the text, points.
    public var availableWidth: Double
    /// How much wider the text is than its room (or, for multi-line text, the width of
    /// what did not fit), points.
    public var overflow: Double
    /// Vertical overflow, points, when the element has a fixed height.
    public var verticalOverflow: Double?
    /// Lines the text needs at this width.
    public var lines: Int
    /// The text as iOS would show it, with its ellipsis.
    public var visibleText: String
    /// Scale used by shrink-to-fit (1 when none).
    public var scale: Double
    /// Faces used, as "Family Style".
    public var faces: [String]
    /// The font family asked for; `nil` for the system font.
    public var fontFamily: String?
    /// Line height, points.
    public var lineHeight: Double?

    /// Makes a summary from the measured figures (points; see each property).
    public init(
        text: String, pointSize: Double, weight: Int, width: Double, availableWidth: Double,
        overflow: Double, verticalOverflow: Double? = nil, lines: Int, visibleText: String,
        scale: Double, faces: [String], fontFamily: String? = nil, lineHeight: Double? = nil
    ) {
        self.fontFamily = fontFamily
        self.lineHeight = lineHeight
        self.text = text
        self.pointSize = pointSize
        self.weight = weight
        self.width = width
        self.availableWidth = availableWidth
        self.overflow = overflow
        self.verticalOverflow = verticalOverflow
        self.lines = lines
        self.visibleText = visibleText
        self.scale = scale
        self.faces = faces
    }
}
