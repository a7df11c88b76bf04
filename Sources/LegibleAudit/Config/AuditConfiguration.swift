import Foundation
import LegibleText

/// `legible.json`: what to audit and how. Version 1.
///
/// Every field is optional. Paths are relative to the file. See the README's "Configuration"
/// section for the whole format with an example.
public struct AuditConfiguration: Sendable {
    /// Format version of the file (1).
    public var version: Int = 1
    /// String catalogs and string files (or folders) to read; default: everything found next to
    /// the file.
    public var catalogs: [String] = []
    /// Font folders, searched before `Fonts/` and the system's.
    public var fonts: [String] = []
    /// The development language, when the files do not say it.
    public var sourceLanguage: String?
    /// Only these locales (default: all).
    public var locales: [String]?
    /// Size categories to check (default: all twelve).
    public var sizes: [ContentSizeCategory] = ContentSizeCategory.allCases
    /// Bold Text states to check (default: both).
    public var boldText: [Bool] = [false, true]
    /// Devices whose widths derive element widths (default: a 320 pt and a 393 pt wide iPhone).
    public var devices: [Device] = Device.defaults
    /// Why these devices, for the summary: "legible.json", or the app's deployment target
    /// (`AuditProject` sets it); `nil` for the defaults.
    public var devicesReason: String?
    /// The designs bars, alerts and switches are measured in (`legible.json` `design`: `ios18`,
    /// `ios26` or `both`). A configuration made in code measures in the iOS 18 design, as every
    /// audit did before the iOS 26 rooms; `AuditProject` chooses from the app when
    /// `legible.json` says nothing (the iOS 26 design, and the iOS 18 design as well when the
    /// app may still be drawn in it). See `Design`.
    public var designs: [Design] = [.ios18]
    /// Why these designs, for the summary: "legible.json", or what the app's project says
    /// (`AuditProject` sets it); `nil` when made in code.
    public var designReason: String?
    /// Apple's SF Pro tracking on stand-in faces (`auto`) or not (`off`).
    public var tracking: TrackingMode = .auto
    /// Width multipliers for stand-in faces, by weight name (`{"semibold": 1.02}`).
    public var calibration: [FontWeight: Double] = TextMeasurer.Options.defaultCalibration
    public var samples = SampleValues()
    /// Which element shows which keys.
    public var elements: [ElementConfiguration] = []
    /// The element for strings no entry matches; none: such strings are counted as unchecked.
    public var defaultElement: ElementConfiguration?
    /// Per-rule settings (severity, enabled, scope), by rule id.
    public var rules = RuleConfiguration()
    /// Screens (alerts, bars, segmented controls …) for the structure rules.
    public var screens: [Screen] = []
    public var ruleOptions = RuleOptions()
    /// The file it was read from, for diagnostics and relative paths.
    public var file: String?
    /// Whether to read the app's Swift source for where each string is shown (default: on).
    public var scanSource: Bool = true
    /// Paths or glob patterns (relative to the file) not read: `Tests/**`, `Vendor`.
    public var exclude: [String] = []
    /// The app's own localization functions beyond those detected (`OBALoc`, `LString`): a call's
    /// first unlabelled string argument is the key.
    public var localizationFunctions: [String] = []

    /// A device the audit checks on.
    public struct Device: Sendable, Hashable, Codable {
        public var name: String
        /// Portrait width, points.
        public var width: Double

        public init(name: String, width: Double) {
            self.name = name
            self.width = width
        }

        /// iPhone SE (1st generation), 320 pt, and iPhone 16, 393 pt (HIG, Layout, device screen sizes).
        public static let defaults = [Device(name: "iPhone SE", width: 320), Device(name: "iPhone 16", width: 393)]
    }

    public init() {}

    /// Reads `legible.json` at `url`.
    ///
    /// - Throws: a `Diagnostic` naming the file, the line where it can be found, the field
    ///   (`elements[2].width`) and what was expected.
    public static func load(from url: URL) throws -> AuditConfiguration {
        let data: Data
        do {
            data = try InputFile.contents(ofPath: url.path)
        } catch let failure as InputFile.ReadFailure {
            throw Diagnostic(.error, "cannot read the configuration (\(failure.reason))", at: SourceLocation(file: url.path))
        }
        return try parse(data, file: url.path)
    }

    /// Parses configuration JSON; `file` names it in diagnostics.
    public static func parse(_ data: Data, file: String) throws -> AuditConfiguration {
        // The readers' positioned JSON parser gives syntax errors and every field a line and column.
        let tree: JSONNode
        do {
            tree = try JSONScanner.parse(data)
        } catch let error as JSONSyntaxError {
            throw Diagnostic(.error, "not valid JSON: \(error.message)",
                             at: SourceLocation(file: file, line: error.line, column: error.column))
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw Diagnostic(.error, "not valid JSON: \(Self.describe(error))", at: SourceLocation(file: file, line: 1, column: 1))
        }
        /// Where the value at `path` (field names and array indices) stands; the deepest part found.
        func location(_ path: [CodingKey]) -> SourceLocation {
            var node = tree
            var found = SourceLocation(file: file, line: tree.line, column: tree.column)
            for key in path {
                if let index = key.intValue, case let .array(items) = node.value, items.indices.contains(index) {
                    node = items[index]
                    found = SourceLocation(file: file, line: node.line, column: node.column)
                } else if let member = node.members?.last(where: { $0.key == key.stringValue }) {
                    node = member.value
                    found = SourceLocation(file: file, line: member.line, column: member.column)
                } else {
                    break
                }
            }
            return found
        }
        func location(ofKey key: String...) -> SourceLocation {
            location(key.map { AnyCodingKey(stringValue: $0) })
        }
        guard let root = object as? [String: Any] else {
            throw Diagnostic(.error, "expected a JSON object at the top level", at: SourceLocation(file: file, line: 1, column: 1))
        }
        var config = AuditConfiguration()
        config.file = file
        let known: Set<String> = ["version", "catalogs", "fonts", "sourceLanguage", "locales", "sizes", "boldText",
                                  "devices", "tracking", "calibration", "samples", "elements", "defaultElement", "rules",
                                  "minimumTapTarget", "accessibilitySizeSeverity", "titleCaseLanguages", "brandNames",
                                  "screens", "minimumControlSize", "productNames", "source", "exclude", "standInErrorBand",
                                  "localizationFunctions", "design", "$schema", "comment"]
        for key in root.keys where !known.contains(key) {
            throw Diagnostic(.error, "unknown field \"\(key)\"; expected one of: \(known.sorted().joined(separator: ", "))",
                             at: location(ofKey: key))
        }
        func fail(_ field: String, _ expected: String) -> Diagnostic {
            Diagnostic(.error, "\(field): expected \(expected)", at: location(ofKey: field))
        }
        if let version = root["version"] {
            guard let number = version as? Int, number == 1 else { throw fail("version", "1") }
            config.version = number
        }
        if let catalogs = root["catalogs"] {
            guard let list = catalogs as? [String] else { throw fail("catalogs", "a list of paths") }
            config.catalogs = list
        }
        if let source = root["source"] {
            guard let flag = source as? Bool else { throw fail("source", "true or false") }
            config.scanSource = flag
        }
        if let exclude = root["exclude"] {
            guard let list = exclude as? [String] else { throw fail("exclude", "a list of paths or patterns") }
            config.exclude = list
        }
        if let functions = root["localizationFunctions"] {
            guard let list = functions as? [String], list.allSatisfy({ !$0.isEmpty }) else {
                throw fail("localizationFunctions", "a list of function names")
            }
            config.localizationFunctions = list
        }
        if let fonts = root["fonts"] {
            guard let list = fonts as? [String] else { throw fail("fonts", "a list of folders") }
            config.fonts = list
        }
        if let language = root["sourceLanguage"] {
            guard let text = language as? String else { throw fail("sourceLanguage", "a locale identifier such as \"en\"") }
            config.sourceLanguage = text
        }
        if let locales = root["locales"] {
            guard let list = locales as? [String] else { throw fail("locales", "a list of locale identifiers") }
            config.locales = list
        }
        if let sizes = root["sizes"] {
            guard let list = sizes as? [String], !list.isEmpty else {
                throw fail("sizes", "a non-empty list of size categories (xSmall … AX5)")
            }
            config.sizes = try list.map { name in
                guard let size = ContentSizeCategory(name: name) else {
                    throw fail("sizes", "size categories such as xSmall, Large, AX2 (not \"\(name)\")")
                }
                return size
            }.sorted()
        }
        if let bold = root["boldText"] {
            switch bold as? String ?? (bold as? Bool).map({ $0 ? "on" : "off" }) {
            case "both": config.boldText = [false, true]
            case "on": config.boldText = [true]
            case "off": config.boldText = [false]
            default: throw fail("boldText", "\"both\", \"on\" or \"off\"")
            }
        }
        if let design = root["design"] {
            guard let name = design as? String, let designs = Design.parse(name) else {
                throw fail("design", "\"ios26\", \"ios18\" or \"both\"")
            }
            config.designs = designs
            config.designReason = "legible.json"
        }
        if let tracking = root["tracking"] {
            guard let name = tracking as? String, let mode = TrackingMode(rawValue: name) else {
                throw fail("tracking", "\"auto\" or \"off\"")
            }
            config.tracking = mode
        }
        if let calibration = root["calibration"] {
            guard let table = calibration as? [String: Any] else { throw fail("calibration", "an object of weight: factor") }
            var parsed: [FontWeight: Double] = [:]
            for (name, value) in table {
                guard let weight = FontWeight(name: name), let factor = (value as? NSNumber)?.doubleValue,
                      factor > 0.5, factor < 2 else {
                    throw fail("calibration", "weights (regular, semibold …) with factors between 0.5 and 2")
                }
                parsed[weight] = factor
            }
            config.calibration = parsed
        }
        func decode<T: Decodable>(_ type: T.Type, _ field: String) throws -> T? {
            guard let value = root[field] else { return nil }
            do {
                let json = try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
                return try JSONDecoder().decode(T.self, from: json)
            } catch let error as DecodingError {
                throw Diagnostic(.error, "\(field)\(Self.describe(error))",
                                 at: location([AnyCodingKey(stringValue: field)] + Self.codingPath(of: error)))
            }
        }
        if let devices = try decode([Device].self, "devices") {
            // No device, or one without width, would check nothing and pass.
            guard !devices.isEmpty, devices.allSatisfy({ $0.width > 0 }) else {
                throw fail("devices", "one or more devices, each with a width of more than 0 points")
            }
            config.devices = devices
            config.devicesReason = "legible.json"
        }
        if let samples = try decode(SampleValues.self, "samples") { config.samples = samples }
        if let elements = try decode([ElementConfiguration].self, "elements") { config.elements = elements }
        config.defaultElement = try decode(DefaultElement.self, "defaultElement")?.element
        if let rules = try decode(RuleConfiguration.self, "rules") {
            let unknown = rules.unknownRules()
            if let first = unknown.first {
                let hint = first.suggestions.first.map { "; did you mean \"\($0)\"?" } ?? ""
                throw Diagnostic(.error, "rules: no rule \"\(first.id)\"\(hint) (legible rules lists them)",
                                 at: location(ofKey: "rules", first.id))
            }
            config.rules = rules
        }
        if let screens = try decode([Screen].self, "screens") { config.screens = screens }
        if let size = root["minimumControlSize"] {
            guard let number = (size as? NSNumber)?.doubleValue, MeasurementLimits.accepts(number, inclusive: false) else {
                throw fail("minimumControlSize", Self.pointsRange)
            }
            config.ruleOptions.minimumControlSize = number
        }
        if let names = try decode([String].self, "productNames") { config.ruleOptions.productNames = names }
        if let size = root["minimumTapTarget"] {
            guard let number = (size as? NSNumber)?.doubleValue, MeasurementLimits.accepts(number, inclusive: false) else {
                throw fail("minimumTapTarget", Self.pointsRange)
            }
            config.ruleOptions.minimumTapTarget = number
        }
        if let band = root["standInErrorBand"] {
            guard let number = (band as? NSNumber)?.doubleValue, !(band is Bool), number >= 0, number <= 0.1 else {
                throw fail("standInErrorBand", "a fraction of the width from 0 to 0.1 (0.01 is 1 %)")
            }
            config.ruleOptions.standInErrorBand = number
        }
        if let severity = root["accessibilitySizeSeverity"] {
            guard let name = severity as? String, let parsed = Severity(rawValue: name) else {
                throw fail("accessibilitySizeSeverity", "\"error\", \"warning\" or \"note\"")
            }
            config.ruleOptions.accessibilitySizeSeverity = parsed
        }
        if let languages = try decode([String].self, "titleCaseLanguages") { config.ruleOptions.titleCaseLanguages = languages }
        if let brands = try decode([String].self, "brandNames") { config.ruleOptions.brandNames = brands }
        return config
    }

    /// What a length in points must be (`MeasurementLimits.maximumPoints`).
    static let pointsRange = "a number of points more than 0 and at most \(Int(MeasurementLimits.maximumPoints))"

    /// A `defaultElement` needs no key.
    struct DefaultElement: Decodable {
        var element: ElementConfiguration
        init(from decoder: Decoder) throws {
            // Decode through a copy with a catch-all key pattern.
            let raw = try [String: JSONValue](from: decoder)
            var patched = raw
            patched["keys"] = .array([.string("*")])
            let data = try JSONEncoder().encode(patched)
            element = try JSONDecoder().decode(ElementConfiguration.self, from: data)
        }
    }

    /// The path a decoding error points at.
    static func codingPath(of error: DecodingError) -> [CodingKey] {
        switch error {
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            context.codingPath
        case let .keyNotFound(_, context):
            context.codingPath
        @unknown default:
            []
        }
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [CodingKey]) -> String {
            codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        }
        switch error {
        case let .typeMismatch(type, context):
            return "\(path(context.codingPath)): expected \(Self.typeName(type))"
        case let .valueNotFound(type, context):
            return "\(path(context.codingPath)): expected \(Self.typeName(type)), found null"
        case let .keyNotFound(key, context):
            return "\(path(context.codingPath)): missing field \"\(key.stringValue)\""
        case let .dataCorrupted(context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return ": \(error)"
        }
    }

    static func describe(_ error: Error) -> String {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        return text ?? error.localizedDescription
    }

    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default: "a value of type \(type)"
        }
    }
}

/// Any JSON value, for re-encoding config fragments.
enum JSONValue: Codable, Hashable {
    case string(String), number(Double), bool(Bool), object([String: JSONValue]), array([JSONValue]), null

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONValue].self)) }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case let .string(s): try c.encode(s)
        case let .number(n): try c.encode(n)
        case let .bool(b): try c.encode(b)
        case let .object(o): try c.encode(o)
        case let .array(a): try c.encode(a)
        case .null: try c.encodeNil()
        }
    }
}

/// A coding key made from a name, for walking a parsed document.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}
