import Foundation

/// Every rule Legible knows, sorted by identifier, with lookups and the entry points that run
/// each kind of rule.
///
/// The engine builds one `TextContext` per string, one `FitContext` per string × element ×
/// device, and one `ScreenContext` per screen × locale × device, and runs the rule instances
/// (`textRules`, `fitRules`, `screenRules`, and `catalogRules` once per collection) on them;
/// `checkText`, `checkFit` and `checkScreen` run every rule of one kind at once (`legible check`,
/// tests). Findings carry the rules' default severities (apply `RuleConfiguration.apply`
/// afterwards). `legible rules`, the README table and SARIF's `tool.driver.rules` come from
/// `descriptions`.
public struct RuleRegistry: Sendable {
    /// Every rule Legible ships: the HIG rules of the rule catalog and the engine's fit and
    /// catalog rules (`truncation`, `coverage`, `format-specifiers`, `missing-translation`,
    /// `stale-translation`). Order does not matter: the registry sorts by identifier.
    public static let builtInRules: [any Rule.Type] = [
        ActionSheetRule.self, ActivityTitleRule.self, AlertButtonsRule.self, AlertPronounsRule.self,
        AlertTitleOneLineRule.self, BackButtonTitleRule.self, BarMetricsRule.self, BoldTextRule.self,
        ButtonPunctuationRule.self, ButtonWordingRule.self, DynamicTypeRule.self, MinuteIntervalRule.self,
        NavBarItemsRule.self, NavigationTitleFitRule.self, PageCountRule.self, PlaceholderRule.self,
        PromptSentenceRule.self, RefreshTitleRule.self, SegmentCountRule.self, SegmentFitAndBalanceRule.self,
        SentenceCaseRule.self, ShrinkThenTruncateRule.self, SwitchLabelRule.self, TabCountRule.self,
        TapTargetRule.self, TitleCaseRule.self, ToolbarItemsRule.self, VagueProgressRule.self,
        VerticalClippingRule.self,
        // The engine's rules.
        TruncationRule.self, CoverageRule.self, FormatSpecifiersRule.self, MissingTranslationRule.self,
        StaleTranslationRule.self,
    ]

    /// The registry of the built-in rules.
    public static let standard = RuleRegistry(builtInRules)

    /// Rule types, sorted by identifier.
    public let rules: [any Rule.Type]
    /// One instance of each text rule, in identifier order.
    public let textRules: [any TextRule]
    /// One instance of each fit rule, in identifier order.
    public let fitRules: [any FitRule]
    /// One instance of each screen rule, in identifier order.
    public let screenRules: [any ScreenRule]
    /// One instance of each catalog rule (translations against their source), in identifier order.
    public let catalogRules: [any CatalogRule]
    private let byID: [String: Int]

    /// A registry of `rules`, sorted by identifier. A later type with an identifier already
    /// present replaces the earlier one.
    public init(_ rules: [any Rule.Type]) {
        var unique: [String: any Rule.Type] = [:]
        for rule in rules { unique[rule.description.id] = rule }
        let sorted = unique.keys.sorted().compactMap { unique[$0] }
        self.rules = sorted
        self.textRules = sorted.compactMap { ($0 as? any TextRule.Type)?.init() }
        self.fitRules = sorted.compactMap { ($0 as? any FitRule.Type)?.init() }
        self.screenRules = sorted.compactMap { ($0 as? any ScreenRule.Type)?.init() }
        self.catalogRules = sorted.compactMap { ($0 as? any CatalogRule.Type)?.init() }
        self.byID = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1.description.id, $0) })
    }

    /// This registry with `more` rules (the engine's `truncation` and `coverage`, a plug-in's rules).
    public func adding(_ more: [any Rule.Type]) -> RuleRegistry {
        RuleRegistry(rules + more)
    }

    /// Identifiers, sorted.
    public var ids: [String] { rules.map { $0.description.id } }

    /// Descriptions, sorted by identifier.
    public var descriptions: [RuleDescription] { rules.map { $0.description } }

    /// The rule type with identifier `id`.
    public func rule(id: String) -> (any Rule.Type)? {
        byID[id].map { rules[$0] }
    }

    /// The description of the rule with identifier `id`.
    public func description(id: String) -> RuleDescription? {
        rule(id: id)?.description
    }

    /// Whether `id` names a rule here.
    public func contains(_ id: String) -> Bool { byID[id] != nil }

    /// The kinds of context a rule type checks: "catalog", "text", "fit", "screen" (a type may
    /// check more than one).
    public func kinds(of id: String) -> [String] {
        guard let rule = rule(id: id) else { return [] }
        var kinds: [String] = []
        if rule is any CatalogRule.Type { kinds.append("catalog") }
        if rule is any TextRule.Type { kinds.append("text") }
        if rule is any FitRule.Type { kinds.append("fit") }
        if rule is any ScreenRule.Type { kinds.append("screen") }
        return kinds
    }

    /// Known identifiers close to `id` (for "unknown rule" messages), closest first.
    public func suggestions(for id: String) -> [String] {
        NearestNames.suggestions(for: id, among: ids)
    }

    // MARK: Running rules

    /// Findings of every text rule for one string in its role (rules that do not apply return none).
    public func checkText(_ context: TextContext) -> [Finding] {
        textRules.flatMap { $0.check(context) }
    }

    /// Findings of every fit rule for one string in one element, measured at every size.
    public func checkFit(_ context: FitContext) -> [Finding] {
        fitRules.flatMap { $0.check(context) }
    }

    /// Findings of every screen rule for one screen in one locale on one device.
    public func checkScreen(_ context: ScreenContext) -> [Finding] {
        screenRules.flatMap { $0.check(context) }
    }
}

/// Runs every text rule that applies to `text` shown in `role`, in `locale`: what `legible check`
/// prints. Findings carry the rules' default severities; `text` keeps its format specifiers.
///
/// - Parameters:
///   - text: The string as written (`%@`, `%lld` unreplaced).
///   - role: Where it is shown (`button`, `alertMessage` …).
///   - locale: Locale identifier (`en`, `pt-BR`).
///   - options: Thresholds and per-locale conventions.
/// - Returns: The findings, in rule identifier order.
public func checkText(_ text: String, role: Role, locale: String, options: RuleOptions = RuleOptions()) -> [Finding] {
    RuleRegistry.standard.checkText(TextContext(text: text, locale: locale, role: role, options: options))
}

extension RuleConfiguration {
    /// Rule identifiers in this configuration that `registry` does not know, each with the
    /// known identifiers it may have meant.
    public func unknownRules(in registry: RuleRegistry = .standard) -> [(id: String, suggestions: [String])] {
        rules.keys.sorted().filter { !registry.contains($0) }.map { ($0, registry.suggestions(for: $0)) }
    }

    /// Applies severities, scopes and inline suppression to the findings of one string.
    ///
    /// - Parameters:
    ///   - findings: Findings as rules produced them (default severities).
    ///   - comment: The string's developer comment; `legible:ignore` hides every finding,
    ///     `legible:ignore title-case, truncation` those rules' findings.
    ///   - registry: Gives each rule's default severity.
    /// - Returns: The findings kept, with severities overridden, and the counts of those hidden.
    ///
    /// A configured severity replaces the rule's default. A finding the rule itself gave another
    /// severity (a truncation only at AX sizes, a note-level part of a rule) keeps the lower of
    /// the two, so that raising a rule to `error` does not raise its notes.
    public func apply(_ findings: [Finding], comment: String? = nil, registry: RuleRegistry = .standard) -> Outcome {
        let ignored = InlineSuppression(comment: comment)
        var outcome = Outcome(findings: [], suppressedByComment: 0, outOfScope: 0, disabled: 0)
        for var finding in findings where apply(to: &finding, ignored: ignored, registry: registry, counting: &outcome)
        {
            outcome.findings.append(finding)
        }
        return outcome
    }

    /// Applies the severities, scopes and the suppression `ignored` to one finding, in place.
    /// Returns whether it is kept; one that is not is counted in `outcome` (its findings untouched).
    func apply(
        to finding: inout Finding, ignored: InlineSuppression, registry: RuleRegistry, counting outcome: inout Outcome
    ) -> Bool {
        let settings = rules.isEmpty ? nil : rules[finding.rule]
        if settings?.enabled == false {
            outcome.disabled += 1
            return false
        }
        if ignored.hides(finding.rule) {
            outcome.suppressedByComment += 1
            return false
        }
        if let settings, !Self.inScope(finding, settings) {
            outcome.outOfScope += 1
            return false
        }
        if let override = settings?.severity {
            let ruleDefault = registry.description(id: finding.rule)?.defaultSeverity
            finding.severity =
                ruleDefault == nil || finding.severity == ruleDefault ? override : min(override, finding.severity)
        }
        return true
    }
}
