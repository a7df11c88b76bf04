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
        public var name: String
        /// Portrait width, points.
        public var width: Double

        public init(name: String, width: Double) {
            self.name = name
            self.width = width
        }

        enum CodingKeys: String, CodingKey, CaseIterable { case name, width }

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

}
