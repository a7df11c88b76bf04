import Foundation
import LegibleText

/// A check Legible runs. Every rule type has one static `description` (its identity and its
/// examples) and is one of the kinds below, by what it needs to see.
public protocol Rule: Sendable {
    /// The rule's identity (identifier, name, summary, rationale with its Human Interface
    /// Guidelines page, category, default severity) and its examples, which are its tests.
    static var description: RuleDescription { get }
}

/// A rule that judges one string in its role: capitalization, wording.
public protocol TextRule: Rule {
    /// Creates the rule; rules keep no state between checks.
    init()
    /// Findings for `context.text` (severity: the rule's default; the engine applies config).
    func check(_ context: TextContext) -> [Finding]
}

/// A rule that judges a string laid out in its element at every size category and Bold
/// Text state: truncation, shrinking, clipping, tap targets.
public protocol FitRule: Rule {
    /// Creates the rule; rules keep no state between checks.
    init()
    /// Findings for `context.string` in its element, over every size category and Bold Text
    /// state checked (severity: the rule's default; the engine applies config).
    func check(_ context: FitContext) -> [Finding]
}

/// What a `TextRule` sees.
public struct TextContext: Sendable {
    /// The text with its format specifiers as written (`%@`, `%lld`).
    public var text: String
    /// The locale of the text (`en`, `pt-BR`): the word lists, case rules and sentence ends used.
    public var locale: String
    /// The role of the element that shows the text (`.button`, `.alertTitle`): most text rules judge
    /// only some roles.
    public var role: Role
    /// The string it comes from, when it comes from a catalog (gives key, location, comment).
    public var string: LocalizedString?
    /// The audit's rule settings (`legible.json`): product and brand names, case-rule languages.
    public var options: RuleOptions

    /// Makes a context; `string` is `nil` for text that comes from no catalog (a rule example, a screen literal).
    public init(
        text: String, locale: String, role: Role, string: LocalizedString? = nil,
        options: RuleOptions = RuleOptions()
    ) {
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
    /// The catalog string (one locale, one variation) being checked: its key, table, locale and location
    /// go into the findings.
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
    /// The audit's rule settings (`legible.json`): minimum tap target, stand-in error band, severities.
    public var options: RuleOptions
    /// The designs the element was resolved in with this room (`[.ios18]` unless the audit
    /// checks the iOS 26 design).
    public var designs: [Design]
    /// The measurer the checks were made with, for rules that measure other texts in the same
    /// room (a fit finding's advice measures the longest start of the text that fits); `nil`:
    /// the advice gives no measured text.
    public var measurer: TextMeasurer?
    /// When the element's room rests on an assumption of its role preset rather than on the
    /// app's layout: what was assumed and the widest room it could have (`RolePreset.assumedRoom`).
    public var assumedRoom: RolePreset.AssumedRoom?
    /// What the source scanner assumed about the element where the source does not say
    /// (`ElementConfiguration.assumption`): every failure rests on it.
    public var assumption: String?

    /// Makes a context; `designs` starts as `[.ios18]` and `measurer` as `nil` (set them after).
    public init(
        string: LocalizedString, element: ElementSpec, deviceWidth: Double? = nil, deviceName: String? = nil,
        measuredText: String, expansion: String? = nil, checks: [FitCheck], options: RuleOptions = RuleOptions()
    ) {
        self.init(
            string: string, element: element, deviceWidth: deviceWidth, deviceName: deviceName,
            measuredText: measuredText, expansion: expansion, checks: checks, options: options, designs: [.ios18],
            measurer: nil, assumedRoom: nil, assumption: nil)
    }

    /// Makes a context with every field given at once (the engine's: a context is 800 bytes,
    /// and setting fields after `init` copied it whole, a retain and a release per field).
    init(
        string: LocalizedString, element: ElementSpec, deviceWidth: Double?, deviceName: String?,
        measuredText: String, expansion: String?, checks: [FitCheck], options: RuleOptions, designs: [Design],
        measurer: TextMeasurer?, assumedRoom: RolePreset.AssumedRoom?, assumption: String?
    ) {
        self.string = string
        self.element = element
        self.deviceWidth = deviceWidth
        self.deviceName = deviceName
        self.measuredText = measuredText
        self.expansion = expansion
        self.checks = checks
        self.options = options
        self.designs = designs
        self.measurer = measurer
        self.assumedRoom = assumedRoom
        self.assumption = assumption
    }
}

/// The measurement of one string at one size category and Bold Text state.
public struct FitCheck: Sendable {
    /// The Dynamic Type size category the text was laid out at.
    public var sizeCategory: ContentSizeCategory
    /// Whether the Bold Text accessibility setting was on.
    public var boldText: Bool
    /// The font at that size and Bold Text state: point size, weight (after Bold Text's step up), line height.
    public var font: ResolvedFont
    /// The text laid out in the element's room at that size: width, lines, overflow (points), whether it fits.
    /// An audit's checks have their lines' widths but not their texts (`LineTexts.never`): read
    /// the text shown from `visibleText`.
    public var layout: TextLayout
    /// Faces used, as "Family Style".
    public var faces: [String]
    /// Code points no face covers, `U+XXXX`.
    public var missingCharacters: [String]
    /// Whether some of the width comes from a face standing in for SF Pro (Inter with Apple's
    /// tracking table), whose widths are within about 1 % of iOS's, not exact.
    public var standIn = false
    /// For a check whose text is cut: the overflow, points, of the same text with the narrowest
    /// values for its arguments (an empty `%@`, one-digit numbers; `StringExpander`) in the same
    /// room, 0 when that fits: how much of the cut depends on what the app puts there. `nil`:
    /// not tried (no arguments, samples set in `legible.json` for all of them, or the text fits).
    public var shortArgumentsOverflow: Double?
    /// Whether the text is cut with the wide samples for its arguments but fits with short ones.
    public var fitsWithShortArguments: Bool { shortArgumentsOverflow == 0 }
    /// The room the text was laid out in (width, lines, height, line break mode, shrinking), for
    /// laying another text out the same way; `nil` when not recorded.
    public var constraints: LayoutConstraints?
    /// Points of the room's deductions that rest on an assumption at this check (`LayoutRoom`:
    /// a symbol's width, an assumed control's): a cut within them counts one severity lower.
    public var assumedLayoutWidth: Double = 0
    /// The measured text and the room it was laid out in, for laying it out again: with its
    /// lines' texts, which the engine's layouts leave out (`LineTexts.never`: a finding shows the
    /// text of one of its checks), or a start of it (`FitContext.advice`).
    var relayout: Relayout?

    /// Makes a check; `standIn` starts `false` and `constraints` `nil` (set them after).
    public init(
        sizeCategory: ContentSizeCategory, boldText: Bool, font: ResolvedFont, layout: TextLayout,
        faces: [String], missingCharacters: [String] = []
    ) {
        self.sizeCategory = sizeCategory
        self.boldText = boldText
        self.font = font
        self.layout = layout
        self.faces = faces
        self.missingCharacters = missingCharacters
    }

    /// Makes a check with its stand-in flag, room and measured text (the engine's: one
    /// expression, so that appending it moves it into the list rather than copying it).
    init(
        sizeCategory: ContentSizeCategory, boldText: Bool, font: ResolvedFont, layout: TextLayout,
        faces: [String], missingCharacters: [String], standIn: Bool, constraints: LayoutConstraints,
        relayout: Relayout
    ) {
        self.init(
            sizeCategory: sizeCategory, boldText: boldText, font: font, layout: layout, faces: faces,
            missingCharacters: missingCharacters)
        self.standIn = standIn
        self.constraints = constraints
        self.relayout = relayout
    }

    /// The text as shown (`TextLayout.visibleText`), also for a layout made without its lines'
    /// texts: laid out again when the check can be (`relayout`), the same layout with its texts.
    public var visibleText: String {
        guard let relayout else { return layout.visibleText }
        return relayout.text.layout(font: font, constraints: relayout.constraints).visibleText
    }

    /// What laying a check's text out again takes: the measured text, which can lay itself out,
    /// and the room it was laid out in.
    struct Relayout: Sendable {
        let text: any RelayoutText
        let constraints: LayoutConstraints
    }
}

/// A measured text that can be laid out again with its lines' texts (`FitCheck.visibleText`).
/// Declared with the rules and fulfilled by whatever measured the text (the audit engine's
/// shapes), so that rules depend on this and not on how the engine keeps its shapes.
protocol RelayoutText: Sendable {
    /// The full layout (lines' texts included) in `font` within `constraints`.
    func layout(font: ResolvedFont, constraints: LayoutConstraints) -> TextLayout
    /// The text as shaped for the check's font (its advances scale to the font's size).
    var shaped: ShapedText { get }
}
