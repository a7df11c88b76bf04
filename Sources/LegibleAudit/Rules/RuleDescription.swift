import Foundation

/// What a rule is: its stable identifier, name, summary, rationale with the Human Interface
/// Guidelines pages it rests on, category and default severity, and the examples that are its tests.
///
/// One static description per rule type feeds `legible rules`, the README's rule table, and
/// SARIF's `tool.driver.rules`.
public struct RuleDescription: Sendable, Hashable, Codable {
    /// Stable, lowercase, hyphenated identifier (`truncation`, `tap-target`, `title-case`).
    public var id: String
    /// Human name ("Truncation").
    public var name: String
    /// One sentence: what the rule checks.
    public var summary: String
    /// Why, citing the Human Interface Guidelines page (by name) it comes from.
    public var rationale: String
    /// The group the rule is listed under (`legible rules`, the README's table).
    public var category: RuleCategory
    /// The severity of the rule's findings unless `legible.json` sets another; a rule may report some
    /// findings a step lower (a note for a softer case).
    public var defaultSeverity: Severity
    /// The pages of Apple's Human Interface Guidelines (or, for the localization rules, of
    /// Apple's documentation) the rule rests on, most relevant first.
    public var references: [AppleReference]
    /// The names of `references`, as findings show them: "Alerts, Buttons".
    public var hig: String { AppleReference.names(references) }
    /// Examples that must trigger the rule (see `RuleExample`).
    public var triggeringExamples: [RuleExample]
    /// Examples that must not trigger it, tricky cases included.
    public var nonTriggeringExamples: [RuleExample]

    /// Makes a description.
    /// - Parameters:
    ///   - id: stable, lowercase, hyphenated identifier.
    ///   - name: human name.
    ///   - summary: one sentence on what the rule checks.
    ///   - rationale: why, naming the Apple page it rests on.
    ///   - category: the group the rule is listed under.
    ///   - defaultSeverity: the severity of its findings by default.
    ///   - references: Apple's pages the rule rests on, most relevant first.
    ///   - triggeringExamples: examples that must trigger the rule.
    ///   - nonTriggeringExamples: examples that must not.
    public init(
        id: String, name: String, summary: String, rationale: String, category: RuleCategory,
        defaultSeverity: Severity, hig references: [AppleReference],
        triggeringExamples: [RuleExample] = [], nonTriggeringExamples: [RuleExample] = []
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.references = references
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// The groups rules are listed in.
public enum RuleCategory: String, Sendable, Hashable, Codable, CaseIterable {
    /// Text must fit its element (truncation, shrinking, clipping).
    case fit
    /// Tap targets and control sizes.
    case tapTarget = "tap-target"
    case capitalization
    case wording
    /// Counts and arrangement of bars, alerts, segments.
    case structure
    /// Translations: format specifiers, missing and stale values, font coverage.
    case localization
}

/// One example a rule must (or must not) trigger on: a string in a role and locale, with an
/// optional element or screen description for the rules that need one, and for a triggering
/// example the message (and suggestion) its first finding must have, as a finding spec does.
public struct RuleExample: Sendable, Hashable, Codable {
    /// The example's text, in `locale` (for a fit rule, the text measured).
    public var text: String
    /// The role of the element that shows the text (default `.button`).
    public var role: Role
    /// The locale of the text (default `en`).
    public var locale: String
    /// Element settings the example needs (width, font …), when not the role's defaults.
    public var element: ElementSpec?
    /// A short note on why this example is there ("phrasal verb: 'Log In' keeps 'In' capitalized").
    public var note: String?
    /// The screen a `ScreenRule` example is about (its texts are literals, in `locale`).
    public var screen: Screen?
    /// The device width, points, the example is checked on (default: 390, iPhone 12–14).
    public var deviceWidth: Double?
    /// Options the example is checked with, when not the defaults (`productNames`, `brandNames`).
    public var options: RuleOptions?
    /// The message the rule's first finding on a triggering example has, figures and all.
    public var message: String?
    /// The suggestion that finding has, when the rule proposes one.
    public var suggestion: String?
    /// The summary of that finding's fix advice, for a fit rule that gives one (`FitAdvice`).
    public var fix: String?
    /// For a catalog rule: the source-language (`en`) text of the same key, which `text` translates.
    public var source: String?
    /// For a catalog rule: the translation's state (default: translated).
    public var state: TranslationState?

    /// Makes an example; only `text` is required: a button title in English, with the role's default
    /// element, the default options, and for a catalog rule a translated value.
    public init(
        _ text: String, role: Role = .button, locale: String = "en", element: ElementSpec? = nil,
        note: String? = nil, screen: Screen? = nil, deviceWidth: Double? = nil, options: RuleOptions? = nil,
        source: String? = nil, state: TranslationState? = nil, message: String? = nil,
        suggestion: String? = nil, fix: String? = nil
    ) {
        self.text = text
        self.role = role
        self.locale = locale
        self.element = element
        self.note = note
        self.screen = screen
        self.deviceWidth = deviceWidth
        self.options = options
        self.source = source
        self.state = state
        self.message = message
        self.suggestion = suggestion
        self.fix = fix
    }
}
