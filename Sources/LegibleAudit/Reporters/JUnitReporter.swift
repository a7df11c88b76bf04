import Foundation

/// Writes JUnit XML for CI test tabs (Jenkins, GitLab, Azure DevOps, GitHub test reporters).
///
/// One `<testsuite>` per rule, one `<testcase>` per key and locale (or per element, file or
/// message for findings without a key). A case fails when it has a warning or an error;
/// the failure lists every finding of the case, one `path:line:column: severity: message`
/// line each. Notes are written to the case's `<system-out>` and do not fail it. When the
/// report lists the strings it checked (`AuditReport.checked`), strings without findings
/// are passing cases; otherwise a rule without findings gets one passing case. Input
/// diagnostics form a last suite, `input`, where error-level ones are `<error>`s.
public struct JUnitReporter: Reporter {
    /// `.junit`.
    public var format: ReportFormat { .junit }

    /// Creates the reporter (it has no settings; see `ReportOptions`).
    public init() {}

    /// What a test case stands for.
    struct CaseID: Hashable, Comparable {
        var table: String
        var key: String
        var locale: String
        var variation: String
        var other: String

        init(_ finding: Finding) {
            table = finding.table ?? ""
            key = finding.key ?? ""
            locale = finding.locale ?? ""
            variation = finding.variation ?? ""
            other = finding.key == nil ? (finding.element?.name ?? finding.file ?? finding.message) : ""
        }

        init(_ checked: CheckedString) {
            table = checked.table ?? ""
            key = checked.key
            locale = checked.locale
            variation = checked.variation ?? ""
            other = ""
        }

        var name: String {
            var name = key.isEmpty ? other : key
            if !locale.isEmpty { name += " [\(locale)]" }
            if !variation.isEmpty { name += " \(variation)" }
            return name
        }

        static func < (a: CaseID, b: CaseID) -> Bool {
            (a.table, a.key, a.locale, a.variation, a.other) < (b.table, b.key, b.locale, b.variation, b.other)
        }
    }

    /// Renders `report` as one JUnit XML document (UTF-8) with a `<testsuites>` root. Never throws.
    public func render(_ report: AuditReport, options: ReportOptions) throws -> Data {
        let report = report.prepared(for: options)
        let ruleIDs = Set(options.rules.map(\.id)).union(report.findings.map(\.rule)).sorted()
        let findingsByRule = Dictionary(grouping: report.findings, by: \.rule)
        var suites: [String] = []
        var totalTests = 0, totalFailures = 0, totalErrors = 0

        for rule in ruleIDs {
            let findings = findingsByRule[rule] ?? []
            let failing = Dictionary(grouping: findings, by: CaseID.init)
            var caseIDs = Set(failing.keys)
            var passing: [CaseID: String] = [:]
            for checked in report.checked ?? [] where checked.rules?.contains(rule) ?? true {
                let id = CaseID(checked)
                if failing[id] == nil {
                    caseIDs.insert(id)
                    passing[id] = checked.file
                }
            }
            var cases: [String] = []
            var failures = 0
            for id in caseIDs.sorted() {
                if let caseFindings = failing[id] {
                    let worst = caseFindings.map(\.severity).max() ?? .note
                    let first = caseFindings[0]
                    var attributes = [
                        ("name", id.name), ("classname", classname(rule, id)),
                        ("assertions", String(caseFindings.count)),
                    ]
                    if let file = first.file { attributes.append(("file", file)) }
                    if let line = first.line, line > 0 { attributes.append(("line", String(line))) }
                    let body = caseFindings.map { line(for: $0) }.joined(separator: "\n")
                    // A pseudo-localization finding is a forecast (gated by --pseudo-fail-on
                    // only): reported as output, never as a failure.
                    if worst >= .warning, caseFindings.contains(where: { $0.pseudo == nil }) {
                        failures += 1
                        let more = caseFindings.count > 1 ? " (and \(caseFindings.count - 1) more)" : ""
                        cases.append(
                            element(
                                "testcase", attributes,
                                children: [
                                    element(
                                        "failure", [("message", first.message + more), ("type", worst.rawValue)],
                                        text: body)
                                ]))
                    } else {
                        cases.append(element("testcase", attributes, children: [element("system-out", [], text: body)]))
                    }
                } else {
                    var attributes = [("name", id.name), ("classname", classname(rule, id))]
                    if let file = passing[id] ?? nil { attributes.append(("file", file)) }
                    cases.append(element("testcase", attributes))
                }
            }
            if cases.isEmpty {
                cases.append(element("testcase", [("name", "no findings"), ("classname", rule)]))
            }
            totalTests += cases.count
            totalFailures += failures
            suites.append(
                element(
                    "testsuite",
                    [
                        ("name", rule), ("tests", String(cases.count)),
                        ("failures", String(failures)), ("errors", "0"), ("skipped", "0"),
                    ],
                    children: cases))
        }

        if !report.diagnostics.isEmpty {
            var cases: [String] = []
            var errors = 0
            for diagnostic in report.diagnostics {
                let attributes = [
                    ("name", diagnostic.location.description), ("classname", "input"),
                    ("file", diagnostic.location.file),
                ]
                if diagnostic.level == .error {
                    errors += 1
                    cases.append(
                        element(
                            "testcase", attributes,
                            children: [
                                element(
                                    "error", [("message", diagnostic.message), ("type", "error")],
                                    text: diagnostic.description)
                            ]))
                } else {
                    cases.append(
                        element(
                            "testcase", attributes,
                            children: [
                                element("system-out", [], text: diagnostic.description)
                            ]))
                }
            }
            totalTests += cases.count
            totalErrors += errors
            suites.append(
                element(
                    "testsuite",
                    [
                        ("name", "input"), ("tests", String(cases.count)),
                        ("failures", "0"), ("errors", String(errors)), ("skipped", "0"),
                    ],
                    children: cases))
        }

        var rootAttributes = [
            ("name", report.tool.name), ("tests", String(totalTests)),
            ("failures", String(totalFailures)), ("errors", String(totalErrors)),
        ]
        if let seconds = report.summary.durationSeconds {
            rootAttributes.append(("time", String(format: "%.3f", seconds)))
        }
        let xml =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element("testsuites", rootAttributes, children: suites)
            + "\n"
        return Data(xml.utf8)
    }

    private func classname(_ rule: String, _ id: CaseID) -> String {
        id.table.isEmpty ? rule : "\(rule).\(id.table)"
    }

    private func line(for finding: Finding) -> String {
        var text =
            "\(ReportText.position(of: finding)): \(finding.severity.rawValue): \(ReportText.oneLine(finding.message))"
        if let sizes = finding.sizeCategories, !sizes.isEmpty { text += " (sizes: \(sizes.joined(separator: ", ")))" }
        return text
    }

    /// An XML element; `children` are already rendered, one element per line, and get
    /// indented by two spaces (text content is never re-indented).
    private func element(
        _ name: String, _ attributes: [(String, String)], text: String? = nil,
        children: [String] = []
    ) -> String {
        let attrs = attributes.map { " \($0.0)=\"\(Escaping.xmlAttribute($0.1))\"" }.joined()
        if let text {
            return "<\(name)\(attrs)>\(Escaping.xmlText(text))</\(name)>"
        }
        if children.isEmpty { return "<\(name)\(attrs)/>" }
        return "<\(name)\(attrs)>\n" + children.map { indent($0) + "\n" }.joined() + "</\(name)>"
    }

    /// Indents the lines of a rendered element that start with a tag; lines inside text
    /// content (where `<` is always escaped) are left alone.
    private func indent(_ rendered: String) -> String {
        rendered.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.drop(while: { $0 == " " }).hasPrefix("<") ? "  " + $0 : String($0) }.joined(separator: "\n")
    }
}
