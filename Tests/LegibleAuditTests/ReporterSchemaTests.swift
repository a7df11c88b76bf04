import Foundation
import XCTest

@testable import LegibleAudit

/// Validates the JSON report against `Docs/report-schema.json` and the SARIF log against
/// the official SARIF 2.1.0 schema, with Python's `jsonschema` (skipped, with a message,
/// when python3, jsonschema or the schema file is missing: `pip install jsonschema`).
final class ReporterSchemaTests: XCTestCase {
    /// Validates `instance` against `schema`; in strict mode every object with declared
    /// properties also rejects undeclared ones, so the schema must document every field.
    private static let validator = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            print("python3 has no jsonschema module (pip install jsonschema)")
            sys.exit(3)
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        instance = json.load(open(sys.argv[2], encoding="utf-8"))
        if len(sys.argv) > 3 and sys.argv[3] == "strict":
            def tighten(node):
                if isinstance(node, dict):
                    if "properties" in node and "additionalProperties" not in node:
                        node["additionalProperties"] = False
                    for value in node.values():
                        tighten(value)
                elif isinstance(node, list):
                    for value in node:
                        tighten(value)
            tighten(schema)
        cls = jsonschema.validators.validator_for(schema)
        cls.check_schema(schema)
        errors = sorted(cls(schema).iter_errors(instance), key=lambda e: [str(p) for p in e.absolute_path])
        for error in errors[:20]:
            print("/".join(str(p) for p in error.absolute_path) or "<root>", ":", error.message)
        print("validated with", cls.__name__)
        sys.exit(1 if errors else 0)
        """

    private func validate(
        _ data: Data, schema: URL, strict: Bool, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        guard FileManager.default.fileExists(atPath: schema.path) else {
            throw XCTSkip("schema not found at \(schema.path)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let instance = folder.appendingPathComponent("instance.json")
        try data.write(to: instance)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.validator, schema.path, instance.path] + (strict ? ["strict"] : [])
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            throw XCTSkip("cannot run python3: \(error)")
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 3: throw XCTSkip(output.trimmingCharacters(in: .whitespacesAndNewlines))
        case 127: throw XCTSkip("python3 not found")
        default: XCTFail("schema validation failed:\n\(output)", file: file, line: line)
        }
    }

    func testJSONReportMatchesItsSchema() throws {
        var options = ReporterFixture.options
        options.includeTiming = true
        var report = ReporterFixture.report
        report.summary.baselined = 3
        report.summary.baselineUnmatched = 1
        let data = try JSONReporter().render(report, options: options)
        try validate(
            data, schema: ReporterFixture.packageRoot.appendingPathComponent("Docs/report-schema.json"),
            strict: true)
    }

    func testSARIFMatchesTheOfficialSchema() throws {
        let schema = ReporterFixture.packageRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/reference/sarif-schema-2.1.0.json")
        var options = ReporterFixture.options
        options.includeTiming = true
        let data = try SARIFReporter().render(ReporterFixture.report, options: options)
        try validate(data, schema: schema, strict: false)
    }

    func testSARIFRulesResultsAndFingerprints() throws {
        let data = try SARIFReporter().render(ReporterFixture.report, options: ReporterFixture.options)
        let log = try JSONDecoder().decode(SARIFLog.self, from: data)
        let run = try XCTUnwrap(log.runs.first)
        XCTAssertEqual(log.version, "2.1.0")
        XCTAssertEqual(
            run.tool.driver.rules.map(\.id),
            ["coverage", "format-specifiers", "tap-target", "title-case", "truncation"])
        XCTAssertEqual(run.tool.driver.rules.last?.defaultConfiguration?.level, "error")
        XCTAssertEqual(run.tool.driver.rules.last?.helpUri, "https://example.com/legible/rules#truncation")
        XCTAssertEqual(run.results.count, 11)
        for result in run.results {
            XCTAssertEqual(run.tool.driver.rules[result.ruleIndex].id, result.ruleId)
            XCTAssertEqual(result.partialFingerprints[SARIFReporter.fingerprintKey]?.count, 64)
            if let uri = result.locations?.first?.physicalLocation.artifactLocation.uri {
                XCTAssertTrue(uri.hasPrefix("App/"), uri)
            }
        }
        XCTAssertEqual(Set(run.results.compactMap { $0.partialFingerprints.values.first }).count, 11)

        // Only enabled rules are described; a finding of another rule still gets a bare entry.
        var options = ReporterFixture.options
        options.rules = ReporterFixture.rules.filter { $0.id == "truncation" }
        let fewer = try JSONDecoder().decode(
            SARIFLog.self, from: SARIFReporter().render(ReporterFixture.report, options: options))
        XCTAssertEqual(fewer.runs[0].tool.driver.rules.first?.id, "truncation")
        XCTAssertNotNil(fewer.runs[0].tool.driver.rules.first?.fullDescription)
        XCTAssertNil(fewer.runs[0].tool.driver.rules.last?.fullDescription)
    }

    func testFingerprintsIgnoreLinesAndMessages() throws {
        var moved = ReporterFixture.report
        moved.findings = moved.findings.map { finding in
            var finding = finding
            finding.line = (finding.line ?? 0) + 7
            finding.column = 3
            finding.message += " (remeasured)"
            finding.measurement?.overflow += 1
            return finding
        }
        func fingerprints(_ report: AuditReport) throws -> Set<String> {
            let log = try JSONDecoder().decode(
                SARIFLog.self, from: SARIFReporter().render(report, options: ReporterFixture.options))
            return Set(log.runs[0].results.compactMap { $0.partialFingerprints[SARIFReporter.fingerprintKey] })
        }
        XCTAssertEqual(try fingerprints(moved), try fingerprints(ReporterFixture.report))
    }

    func testSHA256KnownAnswers() {
        XCTAssertEqual(
            SHA256.hex(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(SHA256.hex([UInt8]()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(
            SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    func testJSONRoundTrip() throws {
        let data = try JSONReporter().render(ReporterFixture.report, options: ReporterFixture.options)
        let decoded = try JSONReporter.decode(data)
        XCTAssertEqual(decoded, ReporterFixture.report.prepared(for: ReporterFixture.options))
        let future = Data(#"{"version": "2", "findings": []}"#.utf8)
        XCTAssertThrowsError(try JSONReporter.decode(future, path: "r.json")) { error in
            XCTAssertEqual(error as? ReportError, .unsupportedVersion(path: "r.json", found: "2", supported: "1"))
        }
        XCTAssertThrowsError(try JSONReporter.decode(Data("[]".utf8)))
    }
}
