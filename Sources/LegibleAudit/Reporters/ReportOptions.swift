import Foundation

/// What a reporter needs besides the report itself.
public struct ReportOptions: Sendable {
    /// The enabled rules' descriptions: SARIF lists them as `tool.driver.rules`, the other
    /// formats use their names and summaries. Findings of rules not listed still appear.
    public var rules: [RuleDescription]
    /// Absolute paths under this folder are written relative to it (in findings,
    /// diagnostics, checked strings and faces). `nil`: paths are written as given.
    public var basePath: String?
    /// Whether to write the audit's wall time (`AuditSummary.durationSeconds`). Off by
    /// default so that the same audit always gives the same bytes.
    public var includeTiming: Bool
    /// How much of the audit came from the audit cache, written as the text summary's `Cache:`
    /// line ("hit, …", "miss, stored …"); `nil`: no line. The CLI sets it with `--timing` only,
    /// since it differs between two runs of the same audit, as the time does.
    public var cacheNote: String?
    /// The tool's home page, for SARIF's `tool.driver.informationUri` and the HTML footer.
    public var informationURI: String?
    /// Where rule documentation lives; a rule's help link is this plus `#` and its id
    /// (SARIF `helpUri`, HTML rule links). `nil`: no links.
    public var ruleDocumentationURI: String?
    /// How many findings the Markdown summary lists before "and N more".
    public var markdownLimit: Int
    /// The HTML page's title.
    public var title: String

    /// Options; the defaults describe no rules, keep paths as given and leave out the time.
    public init(
        rules: [RuleDescription] = [], basePath: String? = nil, includeTiming: Bool = false,
        informationURI: String? = nil, ruleDocumentationURI: String? = nil, markdownLimit: Int = 20,
        title: String = "Legible report", cacheNote: String? = nil
    ) {
        self.cacheNote = cacheNote
        self.rules = rules
        self.basePath = basePath
        self.includeTiming = includeTiming
        self.informationURI = informationURI
        self.ruleDocumentationURI = ruleDocumentationURI
        self.markdownLimit = markdownLimit
        self.title = title
    }

    /// The description of a rule, when it is among `rules`.
    func rule(_ id: String) -> RuleDescription? {
        rules.first { $0.id == id }
    }

    /// The help link of a rule, when `ruleDocumentationURI` is set.
    func helpURI(for id: String) -> String? {
        ruleDocumentationURI.map { "\($0)#\(id)" }
    }
}
