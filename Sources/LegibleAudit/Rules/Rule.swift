import Foundation
import LegibleText

/// A check Legible runs. Every rule type has one static `description` (its identity and its
/// examples) and is one of the kinds below, by what it needs to see.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
}

/// A rule that judges one string in its role: capitalization, wording.
public protocol TextRule: Rule {
    init()
    /// Findings for `context.text` (severity: the rule's default; the engine applies config).
    func check(_ context: TextContext) -> [Finding]
}

/// A rule that judges a string laid out in its element at every size category and Bold
/// Text state: truncation, shrinking, clipping, tap targets.
public protocol FitRule: Rule {
    init()
    func check(_ context: FitContext) -> [Finding]
}

/// What a `TextRule` sees.
public struct TextContext: Sendable {
    /// The text with its format specifiers as written (`%@`, `%lld`).
    public var text: String
    public var locale: String
    public var role: Role
    /// The string it comes from, when it comes from a catalog (gives key, location, comment).
    public var string: LocalizedString?
    public var options: RuleOptions

    public init(text: String, locale: String, role: Role, string: LocalizedString? = nil,
                options: RuleOptions = RuleOptions()) {
        self.text = text
        self.locale = locale
        self.role = role
        self.string = string
        self.options = options
    }
}

/// What a `FitRule` sees: one string (one variation, specifiers replaced by samples) in one
/// element, measured at every size category and Bold Text state checked.
public struct FitContext: Sendable {
    public var string: LocalizedString
    /// The element, with its width resolved (from IB, config, or the role preset and device).
    public var element: ElementSpec
    /// The device width the element's width was derived from, when it was.
    public var deviceWidth: Double?
    /// The device's name, for messages ("iPhone SE").
    public var deviceName: String?
    /// The text measured: the value with samples for its specifiers.
    public var measuredText: String
    /// Which expansion of plural substitutions this is (`count=one`), when there are several.
    public var expansion: String?
    /// One entry per size category x Bold Text state, smallest size first, Bold Text off first.
    public var checks: [FitCheck]
    public var options: RuleOptions
    /// The designs the element was resolved in with this room (`[.ios18]` unless the audit
    /// checks the iOS 26 design).
    public var designs: [Design] = [.ios18]

    public init(string: LocalizedString, element: ElementSpec, deviceWidth: Double? = nil, deviceName: String? = nil,
                measuredText: String, expansion: String? = nil, checks: [FitCheck], options: RuleOptions = RuleOptions()) {
        self.string = string
        self.element = element
        self.deviceWidth = deviceWidth
        self.deviceName = deviceName
        self.measuredText = measuredText
        self.expansion = expansion
        self.checks = checks
        self.options = options
    }
}

/// The measurement of one string at one size category and Bold Text state.
public struct FitCheck: Sendable {
    public var sizeCategory: ContentSizeCategory
    public var boldText: Bool
    public var font: ResolvedFont
    public var layout: TextLayout
    /// Faces used, as "Family Style".
    public var faces: [String]
    /// Code points no face covers, `U+XXXX`.
    public var missingCharacters: [String]
    /// Whether some of the width comes from a face standing in for SF Pro (Inter with Apple's
    /// tracking table), whose widths are within about 1 % of iOS's, not exact.
    public var standIn = false
    /// The text laid out again with its lines' texts, when `layout` was made without them
    /// (`LineTexts.whenCut`: the engine spells out only the lines of text that does not fit).
    var relayout: Relayout?

    public init(sizeCategory: ContentSizeCategory, boldText: Bool, font: ResolvedFont, layout: TextLayout,
                faces: [String], missingCharacters: [String] = []) {
        self.sizeCategory = sizeCategory
        self.boldText = boldText
        self.font = font
        self.layout = layout
        self.faces = faces
        self.missingCharacters = missingCharacters
    }

    /// The text as shown (`TextLayout.visibleText`), also for a layout made without its lines' texts.
    public var visibleText: String {
        guard let relayout, layout.fits else { return layout.visibleText }
        return relayout.measurer.layout(relayout.shape.shaped, font: font, constraints: relayout.constraints).visibleText
    }

    /// What laying a check's text out again takes.
    struct Relayout: Sendable {
        let measurer: TextMeasurer
        let shape: AuditEngine.Shape
        let constraints: LayoutConstraints
    }
}

/// Settings rules read: thresholds and per-locale conventions from `legible.json`.
public struct RuleOptions: Sendable, Hashable, Codable {
    /// Minimum tap target side, points (HIG: 44; Android: 48 dp; WCAG 2.5.8: 24 px).
    public var minimumTapTarget: Double
    /// Severity of a truncation that happens only at AX1–AX5.
    public var accessibilitySizeSeverity: Severity
    /// Locales (language codes) whose UI uses English-style title case; letter-case rules run
    /// only for these. Default: `["en"]`.
    public var titleCaseLanguages: [String]
    /// Extra brand and product names whose casing is kept ("iCloud", "AirDrop").
    public var brandNames: [String]
    /// Minimum side, points, of system controls whose size UIKit fixes (switch, stepper,
    /// segmented control): HIG Accessibility gives 44 x 44 pt as the default control size and
    /// 28 x 28 pt as the minimum (Docs/sources.md 3i).
    public var minimumControlSize: Double
    /// The app's own product and company names, which activity titles should not repeat
    /// (HIG Activity views). Empty: the `activity-title` rule checks length only.
    public var productNames: [String]
    /// The error of widths measured with a stand-in for SF Pro, as a fraction of the width: an
    /// overflow within it is reported one severity lower. 0.01 (1 %): the median error of the
    /// stand-in against about 60 widths of iOS labels and buttons (Docs/sources.md 7,
    /// "Standing in for SF Pro"). Widths measured with Apple's faces get no band.
    public var standInErrorBand: Double

    public init(minimumTapTarget: Double = 44, accessibilitySizeSeverity: Severity = .warning,
                titleCaseLanguages: [String] = ["en"], brandNames: [String] = [],
                minimumControlSize: Double = 28, productNames: [String] = [], standInErrorBand: Double = 0.01) {
        self.minimumTapTarget = minimumTapTarget
        self.accessibilitySizeSeverity = accessibilitySizeSeverity
        self.titleCaseLanguages = titleCaseLanguages
        self.brandNames = brandNames
        self.minimumControlSize = minimumControlSize
        self.productNames = productNames
        self.standInErrorBand = standInErrorBand
    }

    private enum CodingKeys: String, CodingKey {
        case minimumTapTarget, accessibilitySizeSeverity, titleCaseLanguages, brandNames, minimumControlSize, productNames
        case standInErrorBand
    }

    /// Decodes `legible.json`'s `options`; every field is optional and defaults as in `init`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = RuleOptions()
        self.init(
            minimumTapTarget: try c.decodeIfPresent(Double.self, forKey: .minimumTapTarget) ?? defaults.minimumTapTarget,
            accessibilitySizeSeverity: try c.decodeIfPresent(Severity.self, forKey: .accessibilitySizeSeverity)
                ?? defaults.accessibilitySizeSeverity,
            titleCaseLanguages: try c.decodeIfPresent([String].self, forKey: .titleCaseLanguages)
                ?? defaults.titleCaseLanguages,
            brandNames: try c.decodeIfPresent([String].self, forKey: .brandNames) ?? [],
            minimumControlSize: try c.decodeIfPresent(Double.self, forKey: .minimumControlSize)
                ?? defaults.minimumControlSize,
            productNames: try c.decodeIfPresent([String].self, forKey: .productNames) ?? [],
            standInErrorBand: try c.decodeIfPresent(Double.self, forKey: .standInErrorBand) ?? defaults.standInErrorBand)
    }
}
