import Foundation

/// How a project configures rules in `legible.json`'s `rules`: per rule, a severity, whether it
/// runs, and the roles, keys and locales it applies to.
///
/// ```json
/// "rules": {
///   "alert-pronouns": "off",
///   "title-case": {"severity": "error", "roles": ["button", "alertAction"], "keys": ["settings.*", "!settings.debug.*"]},
///   "truncation": {"locales": ["de", "fi"]}
/// }
/// ```
/// A rule given as a string is a severity, or `"off"` / `"on"`. Key globs are `Glob`'s (`*`, `?`,
/// `\*`); a glob starting with `!` excludes. A locale given as a language (`pt`) matches its regional
/// locales (`pt-BR`). The engine asks `isEnabled(_:)` before it runs a rule, and passes each
/// string's findings and developer comment to `apply(_:comment:)`.
public struct RuleConfiguration: Sendable, Hashable, Codable {
    /// Settings by rule identifier.
    public var rules: [String: RuleSettings]

    /// Creates a value; omitted arguments take their defaults.
    public init(rules: [String: RuleSettings] = [:]) {
        self.rules = rules
    }

    /// Decodes the `legible.json` form; omitted fields take their defaults.
    public init(from decoder: any Decoder) throws {
        self.rules = try decoder.singleValueContainer().decode([String: RuleSettings].self)
    }

    /// Encodes in the form `init(from:)` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rules)
    }

    /// One rule's settings; every field is optional (absent: the rule's default).
    public struct RuleSettings: Sendable, Hashable, Codable {
        /// Replaces the rule's default severity.
        public var severity: Severity?
        /// `false` turns the rule off.
        public var enabled: Bool?
        /// Roles the rule applies to (`button`, `alertAction`); `nil`: all.
        public var roles: [Role]?
        /// Key globs the rule applies to (`settings.*`; `!…` excludes); `nil`: all keys.
        public var keys: [String]?
        /// Locales the rule applies to (`de`, `pt-BR`); `nil`: all.
        public var locales: [String]?

        /// Creates a value; omitted arguments take their defaults.
        public init(
            severity: Severity? = nil, enabled: Bool? = nil, roles: [Role]? = nil, keys: [String]? = nil,
            locales: [String]? = nil
        ) {
            self.severity = severity
            self.enabled = enabled
            self.roles = roles
            self.keys = keys
            self.locales = locales
        }

        enum CodingKeys: String, CodingKey, CaseIterable { case severity, enabled, roles, keys, locales }

        /// Accepts `"off"`, `"on"`, a severity name, or an object with the fields above.
        public init(from decoder: any Decoder) throws {
            if let single = try? decoder.singleValueContainer(), let word = try? single.decode(String.self) {
                switch word.lowercased() {
                case "off", "disabled", "false": self.init(enabled: false)
                case "on", "enabled", "true": self.init(enabled: true)
                default:
                    guard let severity = Severity(rawValue: word.lowercased()) else {
                        throw DecodingError.dataCorruptedError(
                            in: single,
                            debugDescription:
                                "expected \"off\", \"on\", \"note\", \"warning\" or \"error\", found \"\(word)\"")
                    }
                    self.init(severity: severity)
                }
                return
            }
            if let single = try? decoder.singleValueContainer(), let flag = try? single.decode(Bool.self) {
                self.init(enabled: flag)
                return
            }
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                severity: try c.decodeIfPresent(Severity.self, forKey: .severity),
                enabled: try c.decodeIfPresent(Bool.self, forKey: .enabled),
                roles: try c.decodeIfPresent([Role].self, forKey: .roles),
                keys: try c.decodeIfPresent([String].self, forKey: .keys),
                locales: try c.decodeIfPresent([String].self, forKey: .locales))
        }
    }

    /// What `apply` kept and how many it hid.
    public struct Outcome: Sendable, Hashable {
        /// The findings kept, with configured severities, in their original order.
        public var findings: [Finding]
        /// Hidden by an inline `legible:ignore` comment.
        public var suppressedByComment: Int
        /// Hidden because the rule's `roles`, `keys` or `locales` exclude them.
        public var outOfScope: Int
        /// Dropped because their rule is disabled (the engine should not run it at all).
        public var disabled: Int

        /// What `AuditSummary.suppressed` counts: inline comments and config scopes.
        public var suppressed: Int { suppressedByComment + outOfScope }
    }

    /// Whether the rule with identifier `id` runs (default: yes).
    public func isEnabled(_ id: String) -> Bool {
        rules[id]?.enabled ?? true
    }

    /// The severity findings of rule `id` get, given the rule's default.
    public func severity(for id: String, default defaultSeverity: Severity) -> Severity {
        rules[id]?.severity ?? defaultSeverity
    }

    /// Whether `finding` is within the rule's scope. A finding that does not say its role, key or
    /// locale is kept: the scope cannot exclude what it cannot see.
    static func inScope(_ finding: Finding, _ settings: RuleSettings) -> Bool {
        if let roles = settings.roles, let role = finding.element?.role,
            !roles.map(\.rawValue).contains(role)
        {
            return false
        }
        if let locales = settings.locales, let locale = finding.locale,
            !locales.contains(where: { localeMatches(pattern: $0, locale: locale) })
        {
            return false
        }
        if let keys = settings.keys, let key = finding.key {
            let includes = keys.filter { !$0.hasPrefix("!") }
            let excludes = keys.filter { $0.hasPrefix("!") }.map { String($0.dropFirst()) }
            if !includes.isEmpty, !includes.contains(where: { Glob.matches($0, key) }) { return false }
            if excludes.contains(where: { Glob.matches($0, key) }) { return false }
        }
        return true
    }

    /// `pt` matches `pt`, `pt-BR`, `pt_PT`; `pt-BR` matches only `pt-BR` (case and `-`/`_` ignored).
    static func localeMatches(pattern: String, locale: String) -> Bool {
        func normalize(_ s: String) -> String { s.lowercased().replacingOccurrences(of: "_", with: "-") }
        let p = normalize(pattern), l = normalize(locale)
        return l == p || l.hasPrefix(p + "-")
    }
}

/// The rules a developer comment hides: `legible:ignore` or `legible:ignore all` (every rule),
/// `legible:ignore title-case, truncation` (those). The identifiers are the lowercase-hyphenated
/// words right after the directive, up to the first other word or the end of the line; several
/// directives in one comment add up.
public struct InlineSuppression: Sendable, Hashable {
    /// Whether every rule is hidden.
    public var all: Bool
    /// The rules hidden, when not all.
    public var rules: Set<String>

    /// Creates a value; omitted arguments take their defaults.
    public init(comment: String?) {
        var all = false
        var rules = Set<String>()
        var rest = Substring(comment ?? "")
        while let range = rest.range(of: "legible:ignore") {
            rest = rest[range.upperBound...]
            let line = rest.prefix { $0 != "\n" }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == ";" })
            var named: [String] = []
            for word in words {
                let id = String(word).trimmingCharacters(
                    in: .punctuationCharacters.subtracting(CharacterSet(charactersIn: "-")))
                guard !id.isEmpty, id.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) else { break }
                named.append(id)
            }
            if named.isEmpty || named.contains("all") {
                all = true
            } else {
                rules.formUnion(named)
            }
        }
        self.all = all
        self.rules = rules
    }

    /// Whether findings of rule `id` are hidden.
    public func hides(_ id: String) -> Bool { all || rules.contains(id) }
}
