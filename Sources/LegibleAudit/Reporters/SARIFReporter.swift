import Foundation

/// Writes SARIF 2.1.0 for code scanning (GitHub, GitLab, Azure DevOps, IDE viewers).
///
/// One run; `tool.driver.rules` lists the enabled rules from `ReportOptions.rules` (sorted
/// by id, followed by a bare entry for any rule that has findings but no description);
/// each finding is a result with its rule's index, level, message, relative location, a
/// stable `partialFingerprints["legibleFinding/v1"]` (see `FindingIdentity.fingerprint`)
/// and the localization details as properties. Diagnostics become tool execution
/// notifications.
public struct SARIFReporter: Reporter {
    /// The key of the fingerprint in `partialFingerprints`.
    public static let fingerprintKey = "legibleFinding/v1"

    /// `.sarif`.
    public var format: ReportFormat { .sarif }

    /// Creates the reporter (it has no settings; see `ReportOptions`).
    public init() {}

    /// Renders `report` as one SARIF 2.1.0 log (UTF-8 JSON, keys sorted), with paths relative to
    /// `options.basePath`.
    /// - Throws: `ReportError.encodingFailed` when a value cannot be written as JSON (a non-finite
    ///   number).
    public func render(_ report: AuditReport, options: ReportOptions) throws -> Data {
        try SortedJSON.encode(log(for: report.prepared(for: options), options: options), format: .sarif)
    }

    func log(for report: AuditReport, options: ReportOptions) -> SARIFLog {
        var descriptors = Dictionary(options.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            .values.sorted { $0.id < $1.id }.map { rule in descriptor(rule, options: options) }
        for id in Set(report.findings.map(\.rule)).sorted() where !descriptors.contains(where: { $0.id == id }) {
            descriptors.append(SARIFLog.ReportingDescriptor(id: id))
        }
        let index = Dictionary(uniqueKeysWithValues: descriptors.enumerated().map { ($1.id, $0) })
        let results = report.findings.map { finding in
            SARIFLog.Result(
                // A pseudo-localization finding is a forecast: a note, whatever its severity (its
                // `pseudo` property and the message keep what it forecasts), so that code
                // scanning does not gate on it.
                ruleId: finding.rule, ruleIndex: index[finding.rule] ?? 0,
                level: finding.pseudo == nil ? finding.severity.rawValue : Severity.note.rawValue,
                message: .init(text: finding.message),
                locations: finding.file.map { [location($0, finding.line, finding.column)] },
                relatedLocations: finding.element?.shownAt.map { shown in
                    var related = location(shown.file, shown.line, shown.column)
                    related.id = 1
                    related.message = .init(text: "Where the string is shown (\(finding.element?.role ?? "element"))")
                    return [related]
                },
                partialFingerprints: [Self.fingerprintKey: FindingIdentity(finding).fingerprint],
                properties: properties(of: finding))
        }
        let notifications = report.diagnostics.map { diagnostic in
            SARIFLog.Notification(
                level: diagnostic.level.rawValue, message: .init(text: diagnostic.message),
                locations: [
                    location(
                        diagnostic.location.file, diagnostic.location.line,
                        diagnostic.location.column)
                ])
        }
        var runProperties: [String: SARIFLog.PropertyValue] = [
            "harfbuzz": .string(report.tool.harfbuzz), "freetype": .string(report.tool.freetype),
            "icu": .string(report.tool.icu), "locales": .strings(report.summary.locales),
            "sizes": .strings(report.summary.sizes), "strings": .integer(report.summary.strings),
            "checks": .integer(report.summary.checks),
        ]
        if let seconds = report.summary.durationSeconds { runProperties["durationSeconds"] = .number(seconds) }
        let driver = SARIFLog.Driver(
            name: report.tool.name, version: report.tool.version,
            semanticVersion: Self.isSemanticVersion(report.tool.version) ? report.tool.version : nil,
            informationUri: options.informationURI, rules: descriptors)
        return SARIFLog(runs: [
            SARIFLog.Run(
                tool: .init(driver: driver), results: results,
                invocations: [
                    .init(
                        executionSuccessful: true,
                        toolExecutionNotifications: notifications.isEmpty ? nil : notifications)
                ],
                properties: runProperties)
        ])
    }

    private func descriptor(_ rule: RuleDescription, options: ReportOptions) -> SARIFLog.ReportingDescriptor {
        SARIFLog.ReportingDescriptor(
            id: rule.id, name: Self.pascalCase(rule.name), shortDescription: .init(text: rule.summary),
            fullDescription: .init(text: rule.rationale),
            helpUri: options.helpURI(for: rule.id) ?? rule.references.first?.url,
            defaultConfiguration: .init(level: rule.defaultSeverity.rawValue),
            properties: [
                "category": .string(rule.category.rawValue), "hig": .string(rule.hig),
                "tags": .strings(
                    rule.category == .localization ? ["localization"] : ["localization", rule.category.rawValue]),
            ])
    }

    private func location(_ file: String, _ line: Int?, _ column: Int?) -> SARIFLog.Location {
        let region = line.flatMap {
            $0 > 0 ? SARIFLog.Region(startLine: $0, startColumn: column.flatMap { $0 > 0 ? $0 : nil }) : nil
        }
        return SARIFLog.Location(physicalLocation: .init(artifactLocation: .init(uri: Self.uri(file)), region: region))
    }

    private func properties(of finding: Finding) -> [String: SARIFLog.PropertyValue]? {
        var bag: [String: SARIFLog.PropertyValue] = [:]
        if let key = finding.key { bag["key"] = .string(key) }
        if let table = finding.table { bag["table"] = .string(table) }
        if let locale = finding.locale { bag["locale"] = .string(locale) }
        if let pseudo = finding.pseudo { bag["pseudo"] = .string(pseudo) }
        if let variation = finding.variation { bag["variation"] = .string(variation) }
        if let size = finding.sizeCategory { bag["sizeCategory"] = .string(size) }
        if let sizes = finding.sizeCategories { bag["sizeCategories"] = .strings(sizes) }
        if let states = finding.boldTextStates { bag["boldText"] = .strings(states) }
        if let element = finding.element { bag["element"] = .string(element.name ?? element.role) }
        if let measurement = finding.measurement {
            bag["overflow"] = .number(measurement.overflow)
            bag["availableWidth"] = .number(measurement.availableWidth)
            bag["width"] = .number(measurement.width)
        }
        if let hig = finding.hig { bag["hig"] = .string(hig) }
        if let designs = finding.designs { bag["designs"] = .strings(designs) }
        if let suggestion = finding.suggestion { bag["suggestion"] = .string(suggestion) }
        if let fix = finding.fix { bag["fix"] = .string(fix.summary) }
        return bag.isEmpty ? nil : bag
    }

    /// A relative path as a URI reference: percent-encoded, `/`-separated; an absolute
    /// path as a `file://` URI.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(
            CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~/!$&'()*+,;=@")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// "Tap Target" → "TapTarget" (SARIF `name` is an identifier-like word).
    static func pascalCase(_ name: String) -> String {
        name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func isSemanticVersion(_ version: String) -> Bool {
        let core = version.split(separator: "-", maxSplits: 1).first.map(String.init) ?? version
        let parts = core.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }
}
