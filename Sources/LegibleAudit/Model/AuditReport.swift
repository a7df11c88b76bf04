import Foundation
import LegibleText

/// The result of an audit: what was checked, what was found, and with which tools.
///
/// This is what `legible audit --format json` writes (schema `version` "1"), what
/// `legible merge` reads back, and what every reporter formats. Field names are a
/// contract: add fields freely, never rename `version`, `tool`, `summary`, `findings`.
public struct AuditReport: Sendable, Codable, Equatable {
    /// The JSON schema version of this report.
    public static let schemaVersion = "1"

    /// The report's schema version: `AuditReport.schemaVersion` when written by this build.
    public var version: String
    /// The tool and the HarfBuzz, FreeType and ICU versions that made the report.
    public var tool: ToolInfo
    /// What the audit covered and how many findings of each rule and severity it made.
    public var summary: AuditSummary
    /// Findings, in report order (see `Finding.precedes(_:)`).
    public var findings: [Finding]
    /// Problems with the input (unreadable files, bad config values).
    public var diagnostics: [Diagnostic]
    /// The localized values that were checked, with or without findings, when the audit
    /// records them (JUnit uses them for passing test cases). `nil`: not recorded.
    public var checked: [CheckedString]?

    /// Makes a report of the current schema version.
    public init(
        tool: ToolInfo, summary: AuditSummary, findings: [Finding], diagnostics: [Diagnostic] = [],
        checked: [CheckedString]? = nil
    ) {
        self.version = Self.schemaVersion
        self.tool = tool
        self.summary = summary
        self.findings = findings
        self.diagnostics = diagnostics
        self.checked = checked
    }
}

/// The tool and the library versions that produced a report.
public struct ToolInfo: Sendable, Codable, Equatable {
    /// The tool's name (`legible`).
    public var name: String
    /// The tool's version (`LibraryVersions.legible`).
    public var version: String
    /// The linked HarfBuzz's version (`hb_version_string`), e.g. "6.0.0".
    public var harfbuzz: String
    /// The linked FreeType's version (`FT_Library_Version`), e.g. "2.12.1".
    public var freetype: String
    /// The linked ICU's version (`u_getVersion`), e.g. "72.1".
    public var icu: String

    /// Makes tool information; the name defaults to `legible`.
    public init(name: String = "legible", version: String, harfbuzz: String, freetype: String, icu: String) {
        self.name = name
        self.version = version
        self.harfbuzz = harfbuzz
        self.freetype = freetype
        self.icu = icu
    }

    /// "legible 0.1.0 · HarfBuzz 6.0.0 · FreeType 2.12.1 · ICU 72.1".
    public var versions: String {
        "\(name) \(version) · HarfBuzz \(harfbuzz) · FreeType \(freetype) · ICU \(icu)"
    }
}

/// Counts that tell what an audit covered.
public struct AuditSummary: Sendable, Codable, Equatable {
    /// Files read.
    public var files: Int
    /// Distinct keys.
    public var keys: Int
    /// Localized values checked (key x locale x variation).
    public var strings: Int
    /// Values no element spec matched, so not measured for fit.
    public var unchecked: Int
    /// The locales whose strings were checked, sorted.
    public var locales: [String]
    /// Size categories checked, by HIG name.
    public var sizes: [String]
    /// Bold Text states checked: `["off", "on"]`.
    public var boldText: [String]
    /// Fit checks made (string x element x size x Bold Text state).
    public var checks: Int
    /// Findings reported, by rule identifier (after `legible:ignore` and rule scopes; recounted when a
    /// baseline or `legible merge` changes the findings).
    public var findingsByRule: [String: Int]
    /// Findings reported, by severity name (`error`, `warning`, `note`), counted as `findingsByRule` is.
    public var findingsBySeverity: [String: Int]
    /// Findings hidden by inline `legible:ignore` comments or config scopes.
    public var suppressed: Int
    /// Findings hidden because a baseline lists them.
    public var baselined: Int?
    /// Baseline entries that matched no finding (fixed, or the string is gone): the
    /// baseline can be refreshed. `nil` when no baseline was applied.
    public var baselineUnmatched: Int?
    /// Faces used, as "Family Style (path)".
    public var faces: [String]
    /// The files read (`files` counts them), relative in reports like findings' files, so that
    /// `legible merge` counts a file that several shards read once. `nil` in reports written
    /// before it existed.
    public var fileList: [String]?
    /// The distinct keys (`keys` counts them), so that `legible merge` counts a key that several
    /// shards audited (one locale each, say) once. `nil` in reports written before it existed.
    public var keyList: [TableKey]?
    /// The `legible.json` used (a path, relative in reports), or `none`.
    public var configuration: String?
    /// The devices widths were derived from, as "name (width pt)".
    public var devices: [String]?
    /// Why those devices: "legible.json", or the app's deployment target ("iOS 16.0 and iPad in
    /// App.xcodeproj"); `nil` for the defaults.
    public var devicesReason: String?
    /// The designs bars and alerts were measured in ("iOS 26", "iOS 18"); `nil` for an audit
    /// configured in code in the iOS 18 design alone.
    public var designs: [String]?
    /// Why those designs: "legible.json", "--design", or what the app's project says.
    public var designReason: String?
    /// Strings measured, by where their element came from: `config`, `interfaceBuilder`,
    /// `source` (the app's Swift code), `widthBudget` (an XLIFF `maxwidth`).
    public var measuredBy: [String: Int]?
    /// Strings not measured, by why: `notInSource` (the Swift source scanned never refers to
    /// the key), `literalNotFollowed` (the key is a string literal of the source, where no
    /// localized text was recognised), `notUnderstood` (it refers to it in a way no element was found for),
    /// `noSource` (no Swift source, storyboard or `legible.json` entry places it).
    public var uncheckedBecause: [String: Int]?
    /// Wall time, seconds (omitted from deterministic output unless asked for).
    public var durationSeconds: Double?
    /// The pseudo-localizations measured and their findings, counted apart from the real
    /// locales' (which `findingsByRule` and `findingsBySeverity` count alone); `nil` when the
    /// audit measured none (`--pseudo`).
    public var pseudo: PseudoSummary?

    /// Makes a summary; every count defaults to 0 and every list to empty. The optional fields
    /// (`fileList`, `devices`, `designs` …) start `nil`: set them after.
    public init(
        files: Int = 0, keys: Int = 0, strings: Int = 0, unchecked: Int = 0, locales: [String] = [],
        sizes: [String] = [], boldText: [String] = [], checks: Int = 0,
        findingsByRule: [String: Int] = [:], findingsBySeverity: [String: Int] = [:],
        suppressed: Int = 0, baselined: Int? = nil, baselineUnmatched: Int? = nil, faces: [String] = [],
        durationSeconds: Double? = nil
    ) {
        self.files = files
        self.keys = keys
        self.strings = strings
        self.unchecked = unchecked
        self.locales = locales
        self.sizes = sizes
        self.boldText = boldText
        self.checks = checks
        self.findingsByRule = findingsByRule
        self.findingsBySeverity = findingsBySeverity
        self.suppressed = suppressed
        self.baselined = baselined
        self.baselineUnmatched = baselineUnmatched
        self.faces = faces
        self.durationSeconds = durationSeconds
    }
}

/// What an audit's pseudo-localizations covered and found (`AuditSummary.pseudo`).
public struct PseudoSummary: Sendable, Codable, Equatable {
    /// The kinds measured (`PseudoKind` raw values: `expanded`, `double-length`), in `PseudoKind` order.
    public var kinds: [String]
    /// The pseudo-locales measured (`en-x-expanded`), sorted.
    public var locales: [String]
    /// Pseudo-localized values measured (key x pseudo-locale x variation).
    public var strings: Int
    /// Their findings, by rule identifier (after suppressions and a baseline, as the real ones).
    public var findingsByRule: [String: Int]
    /// Their findings, by severity name.
    public var findingsBySeverity: [String: Int]

    /// Makes a summary; the counts of findings start empty (`AuditSummary.recount(_:)` sets them).
    public init(
        kinds: [String], locales: [String], strings: Int, findingsByRule: [String: Int] = [:],
        findingsBySeverity: [String: Int] = [:]
    ) {
        self.kinds = kinds
        self.locales = locales
        self.strings = strings
        self.findingsByRule = findingsByRule
        self.findingsBySeverity = findingsBySeverity
    }
}
