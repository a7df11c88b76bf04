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
    /// The source language, when the files do not say it.
    public var sourceLanguage: String?
    /// Only these locales (default: all).
    public var locales: [String]?
    /// Pseudo-localizations to measure the source language's strings in as well (`legible.json`
    /// `"pseudo": ["expanded", "double-length"]`, `--pseudo`); default none.
    public var pseudo: [PseudoKind] = []
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
    /// Values put in place of format specifiers (`%@`, `%d`) before strings are measured.
    public var samples = SampleValues()
    /// Which element shows which keys.
    public var elements: [ElementConfiguration] = []
    /// The element for strings no entry matches; none: such strings are counted as unchecked.
    public var defaultElement: ElementConfiguration?
    /// Per-rule settings (severity, enabled, scope), by rule id.
    public var rules = RuleConfiguration()
    /// Screens (alerts, bars, segmented controls …) for the structure rules.
    public var screens: [Screen] = []
    /// Thresholds and conventions rules read (`minimumTapTarget`, `titleCaseLanguages` …).
    public var ruleOptions = RuleOptions()
    /// The file it was read from, for diagnostics and relative paths.
    public var file: String?
    /// Whether to read the app's Swift source for where each string is shown (default: on).
    public var scanSource: Bool = true
    /// Paths or glob patterns (relative to the file) not read: `Tests/**`, `Vendor`.
    public var exclude: [String] = []
    /// The audit cache's folder (`legible.json` `cachePath`, relative to the file; `--cache-path`
    /// wins over it); `nil`: the platform's cache folder (`AuditCache.defaultFolder`).
    public var cachePath: String?
    /// The app's own localization functions beyond those detected (`OBALoc`, `LString`): a call's
    /// first unlabelled string argument is the key.
    public var localizationFunctions: [String] = []
    /// Warnings about the file that do not stop the audit (a duplicate field, an element without
    /// `role`), each at its place in the file: `AuditProject` adds them to the input's diagnostics.
    public var diagnostics: [Diagnostic] = []
    /// Where each element's key patterns (`key`, `keys`) are written, for
    /// `unmatchedPatternWarnings(keys:)`.
    var patternSites: [PatternSite] = []

    /// A device the audit checks on.
    public struct Device: Sendable, Hashable, Codable {
        /// The device's name, for messages and the summary ("iPhone SE").
        public var name: String
        /// Portrait width, points.
        public var width: Double

        /// Makes a device of `width` points in portrait.
        public init(name: String, width: Double) {
            self.name = name
            self.width = width
        }

        enum CodingKeys: String, CodingKey, CaseIterable { case name, width }

        /// iPhone SE (1st generation), 320 pt, and iPhone 16, 393 pt (HIG, Layout, device screen sizes).
        public static let defaults = [Device(name: "iPhone SE", width: 320), Device(name: "iPhone 16", width: 393)]
    }

    /// A configuration with every default: all locales and twelve sizes, both Bold Text states,
    /// the default devices, the iOS 18 design, every rule at its default severity.
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
            throw Diagnostic(
                .error, "cannot read the configuration (\(failure.reason))", at: SourceLocation(file: url.path))
        }
        return try parse(data, file: url.path)
    }

}

extension AuditConfiguration: Decodable {
    /// The fields of `legible.json` as they are spelled there: what the reader accepts, and what
    /// `Schemas/legible.schema.json` lists at the top level (`ConfigurationSchemaTests` holds the
    /// two together).
    enum CodingKeys: String, CodingKey, CaseIterable {
        case schema = "$schema", comment, version, catalogs, fonts, sourceLanguage, locales, sizes, boldText, devices
        case design, tracking, calibration, samples, elements, defaultElement, rules, screens, source, exclude
        case localizationFunctions, minimumTapTarget, minimumControlSize, accessibilitySizeSeverity, standInErrorBand
        case titleCaseLanguages, brandNames, productNames, pseudo, cachePath
    }

    /// Where one of `elements`' key patterns is written.
    struct PatternSite: Sendable, Hashable {
        /// Index in `elements`.
        var element: Int
        var pattern: String
        /// `elements[2].keys[1]`, for messages.
        var path: String
        var location: SourceLocation
    }

    /// Parses configuration JSON once (`JSONScanner`) and decodes it through `JSONNodeDecoder`;
    /// `file` names it in diagnostics.
    ///
    /// - Returns: The configuration, with `file` set and `diagnostics` holding the warnings: a
    ///   field given twice in one object, an element without `role`, `key` and `keys` together.
    /// - Throws: a `Diagnostic` at the line and column of the first problem: not JSON, text that
    ///   is not UTF-8, or a field that is unknown, of the wrong type or out of range — naming the
    ///   field's path (`elements[2].insets.left`) and what was expected.
    public static func parse(_ data: Data, file: String) throws -> AuditConfiguration {
        func at(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: column) }
        let tree: JSONNode
        do {
            let document = try JSONScanner.scan(data)
            tree = try document.withView { view in
                // The scanner reads invalid UTF-8 and lone surrogate escapes as U+FFFD; a
                // configuration is wrong to have them.
                for node in 0..<view.nodes.count
                where view.isString(node) && view.nodes[node].flags != 0
                    && view.hasReplacedCharacters(node)
                {
                    throw Diagnostic(
                        .error,
                        "not valid text: this string has bytes that are not UTF-8, or a lone UTF-16 "
                            + "surrogate escape (\\uD800 … \\uDFFF without its pair); expected UTF-8 text",
                        at: at(view.line(node), view.column(node)))
                }
                return view.tree(0)
            }
        } catch let error as JSONSyntaxError {
            throw Diagnostic(.error, "not valid JSON: \(error.message)", at: at(error.line, error.column))
        }
        guard tree.members != nil else {
            throw Diagnostic(
                .error, "expected a JSON object at the top level, found \(JSONNodeDecoder.render(tree))",
                at: at(tree.line, tree.column))
        }
        do {
            var (config, warnings) = try JSONNodeDecoder.decode(AuditConfiguration.self, from: tree)
            config.file = file
            var diagnostics = duplicateFields(in: tree, path: []).map {
                Diagnostic(.warning, $0.message, at: at($0.line, $0.column))
            }
            for warning in warnings {
                let place = JSONNodeDecoder.locate(warning.path, in: tree)
                let prefix = JSONNodeDecoder.describe(warning.path)
                diagnostics.append(
                    Diagnostic(
                        .warning, prefix.isEmpty ? warning.message : "\(prefix): \(warning.message)",
                        at: at(place.line, place.column)))
            }
            config.diagnostics = diagnostics.sorted { $0.location < $1.location }
            config.patternSites = patternSites(in: tree, file: file)
            return config
        } catch let error as DecodingError {
            throw JSONNodeDecoder.diagnostic(for: error, in: tree, file: file)
        }
    }

    /// Decodes the `legible.json` form; omitted fields keep the defaults of `init()`. Reads
    /// through any `Decoder`, but only `JSONNodeDecoder` (`parse`) rejects unknown fields.
    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func invalid(_ key: CodingKeys, _ expected: String) -> DecodingError {
            DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "expected \(expected)")
        }
        _ = try c.decodeIfPresent(String.self, forKey: .schema)
        if let version = try c.decodeIfPresent(Int.self, forKey: .version) {
            guard version == 1 else { throw invalid(.version, "1") }
            self.version = version
        }
        catalogs = try c.decodeIfPresent([String].self, forKey: .catalogs) ?? catalogs
        scanSource = try c.decodeIfPresent(Bool.self, forKey: .source) ?? scanSource
        exclude = try c.decodeIfPresent([String].self, forKey: .exclude) ?? exclude
        if let functions = try c.decodeIfPresent([String].self, forKey: .localizationFunctions) {
            guard functions.allSatisfy({ !$0.isEmpty }) else {
                throw invalid(.localizationFunctions, "a list of function names")
            }
            localizationFunctions = functions
        }
        fonts = try c.decodeIfPresent([String].self, forKey: .fonts) ?? fonts
        if let path = try c.decodeIfPresent(String.self, forKey: .cachePath) {
            guard !path.isEmpty else { throw invalid(.cachePath, "a folder path") }
            cachePath = path
        }
        sourceLanguage = try c.decodeIfPresent(String.self, forKey: .sourceLanguage)
        locales = try c.decodeIfPresent([String].self, forKey: .locales)
        // An empty list would check nothing and pass every gate: leave the key out for all locales.
        guard locales.map({ !$0.isEmpty && $0.allSatisfy { !$0.isEmpty } }) ?? true else {
            throw invalid(
                .locales, "a non-empty list of locale identifiers such as \"en\", \"de\" (leave it out for all)")
        }
        pseudo = try c.decodeIfPresent([PseudoKind].self, forKey: .pseudo) ?? pseudo
        if let names = try c.decodeIfPresent([String].self, forKey: .sizes) {
            guard !names.isEmpty else { throw invalid(.sizes, "a non-empty list of size categories (xSmall … AX5)") }
            sizes = try names.enumerated().map { index, name in
                guard let size = ContentSizeCategory(name: name) else {
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(
                            codingPath: [CodingKeys.sizes, JSONPathKey(index)],
                            debugDescription: "expected a size category such as xSmall, Large, AX2 (not \"\(name)\")"))
                }
                return size
            }.sorted()
        }
        if c.contains(.boldText) {
            let word =
                (try? c.decode(String.self, forKey: .boldText))
                ?? (try? c.decode(Bool.self, forKey: .boldText)).map { $0 ? "on" : "off" }
            switch word {
            case "both": boldText = [false, true]
            case "on": boldText = [true]
            case "off": boldText = [false]
            default: throw invalid(.boldText, "\"both\", \"on\" or \"off\"")
            }
        }
        if let name = try c.decodeIfPresent(String.self, forKey: .design) {
            guard let parsed = Design.parse(name) else { throw invalid(.design, "\"ios26\", \"ios18\" or \"both\"") }
            designs = parsed
            designReason = "legible.json"
        }
        if let name = try c.decodeIfPresent(String.self, forKey: .tracking) {
            guard let mode = TrackingMode(rawValue: name) else { throw invalid(.tracking, "\"auto\" or \"off\"") }
            tracking = mode
        }
        if let table = try c.decodeIfPresent([String: Double].self, forKey: .calibration) {
            let members = try c.nestedContainer(keyedBy: JSONPathKey.self, forKey: .calibration)
            var parsed: [FontWeight: Double] = [:]
            for (name, factor) in table {
                guard let weight = FontWeight(name: name), factor > 0.5, factor < 2 else {
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(
                            codingPath: members.codingPath + [JSONPathKey(name)],
                            debugDescription: "expected a weight (regular, semibold …) with a factor between 0.5 and 2")
                    )
                }
                parsed[weight] = factor
            }
            calibration = parsed
        }
        if let devices = try c.decodeIfPresent([Device].self, forKey: .devices) {
            // No device, or one without width, would check nothing and pass.
            guard !devices.isEmpty, devices.allSatisfy({ $0.width > 0 }) else {
                throw invalid(.devices, "one or more devices, each with a width of more than 0 points")
            }
            self.devices = devices
            devicesReason = "legible.json"
        }
        samples = try c.decodeIfPresent(SampleValues.self, forKey: .samples) ?? samples
        elements = try c.decodeIfPresent([ElementConfiguration].self, forKey: .elements) ?? elements
        if c.contains(.defaultElement), try !c.decodeNil(forKey: .defaultElement) {
            defaultElement = try ElementConfiguration(from: c.superDecoder(forKey: .defaultElement), isDefault: true)
        }
        if let rules = try c.decodeIfPresent(RuleConfiguration.self, forKey: .rules) {
            if let first = rules.unknownRules().first {
                let hint = first.suggestions.first.map { "; did you mean \"\($0)\"?" } ?? ""
                throw JSONNodeDecoder.complete(
                    [CodingKeys.rules, JSONPathKey(first.id)],
                    "no rule \"\(first.id)\"\(hint) (legible rules lists them)")
            }
            self.rules = rules
        }
        screens = try c.decodeIfPresent([Screen].self, forKey: .screens) ?? screens
        func points(_ key: CodingKeys) throws -> Double? {
            guard let value = try c.decodeIfPresent(Double.self, forKey: key) else { return nil }
            guard MeasurementLimits.accepts(value, inclusive: false) else { throw invalid(key, Self.pointsRange) }
            return value
        }
        ruleOptions.minimumControlSize = try points(.minimumControlSize) ?? ruleOptions.minimumControlSize
        ruleOptions.minimumTapTarget = try points(.minimumTapTarget) ?? ruleOptions.minimumTapTarget
        ruleOptions.productNames =
            try c.decodeIfPresent([String].self, forKey: .productNames) ?? ruleOptions.productNames
        if let band = try c.decodeIfPresent(Double.self, forKey: .standInErrorBand) {
            guard band >= 0, band <= 0.1 else {
                throw invalid(.standInErrorBand, "a fraction of the width from 0 to 0.1 (0.01 is 1 %)")
            }
            ruleOptions.standInErrorBand = band
        }
        ruleOptions.accessibilitySizeSeverity =
            try c.decodeIfPresent(Severity.self, forKey: .accessibilitySizeSeverity)
            ?? ruleOptions.accessibilitySizeSeverity
        ruleOptions.titleCaseLanguages =
            try c.decodeIfPresent([String].self, forKey: .titleCaseLanguages)
            ?? ruleOptions.titleCaseLanguages
        ruleOptions.brandNames = try c.decodeIfPresent([String].self, forKey: .brandNames) ?? ruleOptions.brandNames
    }

    /// What a length in points must be (`MeasurementLimits.maximumPoints`).
    static let pointsRange = "a number of points more than 0 and at most \(Int(MeasurementLimits.maximumPoints))"

    /// Warnings for the key patterns of `elements` that match none of `keys` (a key and its
    /// table, as `ElementConfiguration.matches` takes them): a typo, or a key since renamed.
    ///
    /// - Returns: One warning per pattern, at the pattern in `legible.json`.
    public func unmatchedPatternWarnings(keys: [(key: String, table: String)]) -> [Diagnostic] {
        guard !patternSites.isEmpty else { return [] }
        // Each key once, not once per locale.
        var seen = Set<[String]>()
        let keys = keys.filter { seen.insert([$0.key, $0.table]).inserted }
        return patternSites.filter { site in
            guard elements.indices.contains(site.element) else { return false }
            var probe = elements[site.element]
            probe.key = nil
            probe.keys = [site.pattern]
            if site.path.hasSuffix(".key") {
                probe.key = site.pattern
                probe.keys = nil
            }
            return !keys.contains { probe.matches(key: $0.key, table: $0.table) }
        }.map { site in
            Diagnostic(
                .warning, "\(site.path): \"\(site.pattern)\" matches no key in the strings read", at: site.location)
        }
    }

    /// Every member of an object in `node` whose name an earlier member of the same object has:
    /// JSON readers keep the last, so the earlier one is ignored.
    static func duplicateFields(in node: JSONNode, path: [CodingKey]) -> [(message: String, line: Int, column: Int)] {
        switch node.value {
        case .object(let members):
            var found: [(message: String, line: Int, column: Int)] = []
            var seen: [String: JSONNode.Member] = [:]
            for member in members {
                let memberPath = path + [JSONPathKey(member.key)]
                if let earlier = seen[member.key] {
                    found.append(
                        (
                            "\(JSONNodeDecoder.describe(memberPath)): given twice (also at line \(earlier.line)); "
                                + "this one is used", member.line, member.column
                        ))
                }
                seen[member.key] = member
                found += duplicateFields(in: member.value, path: memberPath)
            }
            return found
        case .array(let items):
            return items.enumerated().flatMap { duplicateFields(in: $1, path: path + [JSONPathKey($0)]) }
        default:
            return []
        }
    }

    /// Where each of `elements`' patterns is written (the last `key` / `keys` of each entry, as
    /// decoding reads them).
    static func patternSites(in tree: JSONNode, file: String) -> [PatternSite] {
        guard case .array(let entries)? = tree["elements"]?.value else { return [] }
        var sites: [PatternSite] = []
        for (index, entry) in entries.enumerated() {
            if let key = entry.members?.last(where: { $0.key == "key" }), let pattern = key.value.string {
                sites.append(
                    PatternSite(
                        element: index, pattern: pattern, path: "elements[\(index)].key",
                        location: SourceLocation(file: file, line: key.value.line, column: key.value.column)))
            }
            guard let keys = entry["keys"] else { continue }
            let patterns: [(JSONNode, String)] =
                if case .array(let items) = keys.value {
                    items.enumerated().map { ($1, "elements[\(index)].keys[\($0)]") }
                } else {
                    [(keys, "elements[\(index)].keys")]
                }
            for (node, path) in patterns {
                guard let pattern = node.string else { continue }
                sites.append(
                    PatternSite(
                        element: index, pattern: pattern, path: path,
                        location: SourceLocation(file: file, line: node.line, column: node.column)))
            }
        }
        return sites
    }
}
