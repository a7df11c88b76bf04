import Foundation

extension TextContext {
    /// A finding of `rule` about this text, with the string's key, locale and location, the
    /// role, and the names of the Apple pages the rule rests on (`RuleDescription.hig`).
    func finding(
        _ rule: RuleDescription, severity: Severity? = nil, message: String,
        suggestion: String? = nil
    ) -> Finding {
        Finding(
            rule: rule.id, severity: severity ?? rule.defaultSeverity, message: message, key: string?.key,
            table: string?.table, locale: locale, variation: string?.variation, location: string?.location,
            element: ElementSummary(role: role.rawValue, name: string?.element?.name),
            hig: rule.hig, suggestion: suggestion)
    }

    /// Whether the letter-case rules apply to this text (see `LocaleSupport.caseRulesApply`).
    var caseRulesApply: Bool { LocaleSupport.caseRulesApply(locale: locale, text: text, options: options) }

    /// The language subtag of `locale` (`pt` for `pt-BR`).
    var language: String { LocaleSupport.language(locale) }
}
