import Foundation
import XCTest

@testable import LegibleAudit

/// Baselines, merging sharded reports, and the CI gate.
final class ReporterBaselineTests: XCTestCase {
    func testBaselineRoundTripIgnoresLineNumbers() throws {
        let report = ReporterFixture.report
        let baseline = Baseline(report: report, root: ReporterFixture.base)
        let data = try baseline.encoded()
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertFalse(text.contains("\"line\""), "a baseline never stores line numbers")
        XCTAssertFalse(text.contains("/project/"), "a baseline stores relative paths")
        XCTAssertTrue(text.contains("\"file\" : \"App/de.lproj/Localizable.strings\""))
        let decoded = try Baseline.decode(data)
        XCTAssertEqual(decoded, baseline)
        XCTAssertEqual(try decoded.encoded(), data, "written pretty-printed, keys and entries sorted: stable bytes")

        // Keys were added above every string: every line moved, messages changed.
        var later = report
        later.findings = later.findings.map { finding in
            var finding = finding
            finding.line = (finding.line ?? 0) + 12
            finding.message += " (remeasured)"
            return finding
        }
        let applied = decoded.apply(to: later, root: ReporterFixture.base)
        XCTAssertEqual(applied.report.findings, [])
        XCTAssertEqual(applied.hidden, 11)
        XCTAssertEqual(applied.unmatched, [])
        XCTAssertEqual(applied.report.summary.baselined, 11)
        XCTAssertEqual(applied.report.summary.baselineUnmatched, 0)
        XCTAssertEqual(applied.report.summary.findingsByRule, [:])
    }

    func testBaselineReportsNewAndGoneFindings() throws {
        let report = ReporterFixture.report
        let baseline = Baseline(report: report, root: ReporterFixture.base)
        var next = report
        // One fixed (the de format-specifier finding), one new (a new locale).
        next.findings.removeAll { $0.rule == "format-specifiers" && $0.locale == "de" }
        var new = ReporterFixture.findings[0]
        new.locale = "fr"
        new.file = "/project/App/fr.lproj/Localizable.strings"
        next.findings.append(new)
        // Checked out somewhere else: the same relative paths.
        next.findings = next.findings.map { finding in
            var finding = finding
            finding.file = finding.file?.replacingOccurrences(of: "/project/", with: "/home/runner/work/app/")
            return finding
        }
        let applied = baseline.apply(to: next, root: "/home/runner/work/app/")
        XCTAssertEqual(applied.report.findings.map(\.locale), ["fr"])
        XCTAssertEqual(applied.hidden, 10)
        XCTAssertEqual(applied.unmatched.map(\.rule), ["format-specifiers"])
        XCTAssertEqual(applied.report.summary.findingsByRule, ["truncation": 1])
        XCTAssertEqual(applied.report.summary.findingsBySeverity, ["error": 1])
        XCTAssertEqual(applied.report.summary.baselineUnmatched, 1)
    }

    func testBaselineStoresPathsRelativeToTheRepositoryRoot() throws {
        let manager = FileManager.default
        let repository = manager.temporaryDirectory.appendingPathComponent("legible-root-\(UUID().uuidString)")
        let app = repository.appendingPathComponent("App/Sub")
        try manager.createDirectory(at: app, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: repository) }
        let outside = repository.standardizedFileURL.path
        // No .git anywhere above: the baseline file's folder.
        XCTAssertEqual(
            Baseline.rootFolder(auditing: ["App"], baselineFile: "b.json", workingDirectory: outside), outside)
        XCTAssertEqual(
            Baseline.rootFolder(auditing: [], baselineFile: "/tmp/x/b.json", workingDirectory: outside), "/tmp/x")
        // A .git folder (or the .git file of a worktree) marks the root, from any audited path below it.
        try Data("gitdir: elsewhere\n".utf8).write(to: repository.appendingPathComponent(".git"))
        for (path, cwd) in [
            ("App/Sub", outside), (".", app.path), ("..", app.path), (app.path + "/missing.xcstrings", "/"),
        ] {
            XCTAssertEqual(
                Baseline.rootFolder(auditing: [path], baselineFile: "b.json", workingDirectory: cwd), outside,
                "\(path) from \(cwd)")
        }
    }

    /// A baseline written before `paths` existed holds paths relative to the working directory of
    /// the run that wrote it: applied from that directory, it still matches.
    func testOldWorkingDirectoryRelativeBaselinesKeepMatching() throws {
        let report = ReporterFixture.report
        var old = Baseline(report: report, root: "/project/App")
        old.paths = nil
        let decoded = try Baseline.decode(try old.encoded())
        XCTAssertNil(decoded.paths)
        XCTAssertEqual(decoded.findings.first { $0.locale == "de" }?.file, "de.lproj/Localizable.strings")
        let fromThere = decoded.apply(to: report, root: "/project", workingDirectory: "/project/App")
        XCTAssertEqual(fromThere.hidden, 11, "every finding matches its working-directory-relative entry")
        XCTAssertEqual(fromThere.report.findings.count, 0)
        XCTAssertEqual(
            decoded.apply(to: report, root: "/project").hidden, 0, "without the old working directory nothing matches")
        // A new baseline does not fall back: the working directory plays no part.
        let new = Baseline(report: report, root: "/project")
        XCTAssertEqual(new.paths, "repository")
        XCTAssertEqual(new.apply(to: report, root: "/project", workingDirectory: "/elsewhere").hidden, 11)
    }

    func testBaselineCountsDuplicates() {
        let finding = Finding(
            rule: "tap-target", severity: .error, message: "small", table: "Main",
            location: SourceLocation(file: "Main.storyboard", line: 3))
        var second = finding
        second.line = 9
        let report = AuditReport(tool: ReporterFixture.tool, summary: AuditSummary(), findings: [finding])
        let baseline = Baseline(report: report)
        var grown = report
        grown.findings.append(second)
        XCTAssertEqual(baseline.apply(to: grown).report.findings.count, 1, "one accepted, the second one is new")
    }

    func testBaselineRejectsOtherVersions() {
        XCTAssertThrowsError(try Baseline.decode(Data(#"{"version": "9", "findings": []}"#.utf8), path: "b.json")) {
            error in
            XCTAssertEqual(error as? ReportError, .unsupportedVersion(path: "b.json", found: "9", supported: "1"))
        }
        XCTAssertThrowsError(try Baseline.decode(Data("{}".utf8)))
    }

    func testMergeShards() {
        let all = ReporterFixture.report
        var a = all, b = all
        a.findings = Array(ReporterFixture.findings[0..<7])
        b.findings = Array(ReporterFixture.findings[5...])  // 5 and 6 in both shards
        a.summary = AuditSummary(
            files: 4, keys: 3, strings: 12, unchecked: 1, locales: ["en", "de"],
            sizes: ["Large", "AX5"], boldText: ["off"], checks: 200, suppressed: 1,
            faces: ["Inter Regular"], durationSeconds: 2)
        b.summary = AuditSummary(
            files: 5, keys: 2, strings: 8, unchecked: 1, locales: ["ja", "ar", "de"],
            sizes: ["xSmall", "Large"], boldText: ["on", "off"], checks: 184, suppressed: 1,
            baselined: 2, faces: ["Noto Sans CJK JP Regular", "Inter Regular"], durationSeconds: 3)
        b.diagnostics = all.diagnostics + all.diagnostics
        let merged = ReportMerger.merge([a, b])
        XCTAssertEqual(merged.findings, ReporterFixture.findings.sortedForReport())
        XCTAssertEqual(merged.diagnostics.count, 1)
        XCTAssertEqual(merged.summary.files, 9)
        XCTAssertEqual(merged.summary.keys, 5)
        XCTAssertEqual(merged.summary.strings, 20)
        XCTAssertEqual(merged.summary.checks, 384)
        XCTAssertEqual(merged.summary.suppressed, 2)
        XCTAssertEqual(merged.summary.baselined, 2)
        XCTAssertEqual(merged.summary.locales, ["en", "de", "ja", "ar"])
        XCTAssertEqual(merged.summary.sizes, ["xSmall", "Large", "AX5"])
        XCTAssertEqual(merged.summary.boldText, ["off", "on"])
        XCTAssertEqual(merged.summary.faces, ["Inter Regular", "Noto Sans CJK JP Regular"])
        XCTAssertEqual(merged.summary.durationSeconds, 3)
        XCTAssertEqual(merged.summary.findingsByRule, all.summary.findingsByRule)
        XCTAssertEqual(merged.summary.findingsBySeverity, all.summary.findingsBySeverity)
        XCTAssertEqual(merged.checked?.count, ReporterFixture.checked.count)

        var other = b
        other.tool.version = "0.2.0"
        let mixed = ReportMerger.merge([a, other])
        XCTAssertTrue(mixed.diagnostics.contains { $0.level == .warning && $0.message.contains("different tools") })
        XCTAssertEqual(ReportMerger.merge([]).findings, [])
    }

    /// Locale shards read the same files and keys: each is counted once; a report given twice counts once.
    func testMergeCountsFilesAndKeysOnce() throws {
        func shard(_ locale: String) -> AuditReport {
            var summary = AuditSummary(
                files: 1, keys: 22, strings: 22, locales: [locale], sizes: ["Large"], boldText: ["off"],
                checks: 22)
            summary.fileList = ["App/Localizable.xcstrings"]
            summary.keyList = (1...22).map { TableKey(table: "Localizable", key: "key.\($0)") }
            return AuditReport(tool: ReporterFixture.tool, summary: summary, findings: [])
        }
        let merged = ReportMerger.merge([shard("de"), shard("ja")])
        XCTAssertEqual(merged.summary.files, 1)
        XCTAssertEqual(merged.summary.keys, 22)
        XCTAssertEqual(merged.summary.strings, 44)
        XCTAssertEqual(merged.summary.locales, ["de", "ja"])
        var more = shard("de")
        more.summary.fileList = ["App/InfoPlist.xcstrings"]
        more.summary.keyList = [TableKey(table: "InfoPlist", key: "key.1")]
        more.summary.keys = 1
        let three = ReportMerger.merge([shard("de"), shard("ja"), more, shard("ja")])
        XCTAssertEqual(three.summary.files, 2)
        XCTAssertEqual(three.summary.keys, 23, "the same key in another table is another key")
        XCTAssertEqual(three.summary.strings, 22 + 22 + 22, "the second ja report is the same report: counted once")
        XCTAssertEqual(three.summary.keyList?.first, TableKey(table: "InfoPlist", key: "key.1"))
        // Through JSON, as legible merge reads them.
        let data = try JSONReporter().render(shard("de"), options: ReportOptions())
        XCTAssertEqual(try JSONReporter.decode(data).summary.keyList?.count, 22)
        // A report without the lists (written before they existed) is summed.
        var old = shard("ja")
        old.summary.fileList = nil
        old.summary.keyList = nil
        XCTAssertEqual(ReportMerger.merge([shard("de"), old]).summary.keys, 44)
    }

    func testMergeRejectsSARIFAndOtherJSONClearly() throws {
        let sarif = try SARIFReporter().render(
            ReporterFixture.report, options: ReportOptions(rules: ReporterFixture.rules))
        XCTAssertThrowsError(try JSONReporter.decode(sarif, path: "legible.sarif")) { error in
            XCTAssertTrue(
                String(describing: error).hasPrefix(
                    "legible.sarif: cannot read the report: this is SARIF 2.1.0, not a Legible JSON report"),
                String(describing: error))
        }
        XCTAssertThrowsError(
            try JSONReporter.decode(Data(#"{"name": "app", "dependencies": {}}"#.utf8), path: "package.json")
        ) { error in
            XCTAssertEqual(
                String(describing: error),
                "package.json: cannot read the report: not a Legible JSON report: its top-level "
                    + "fields are \"dependencies\", \"name\"; expected a Legible JSON report (legible audit --format json) with "
                    + "\"version\", \"tool\", \"summary\" and \"findings\"")
        }
        XCTAssertThrowsError(try JSONReporter.decode(Data("<html>".utf8), path: "index.html")) { error in
            XCTAssertTrue(
                String(describing: error).contains("index.html: cannot read the report: not JSON;"),
                String(describing: error))
        }
    }

    /// `-o DIR` with one format writes the format's file into DIR.
    func testOutputToAFolderWritesIntoIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(ReportDestination.file(folder.path).resolved(for: .html), .file(folder.path + "/index.html"))
        XCTAssertEqual(ReportDestination.file("new/").resolved(for: .sarif), .file("new/report.sarif"))
        XCTAssertEqual(ReportDestination.file("r.json").resolved(for: .json), .file("r.json"))
        try ReportWriter { _ in }.write(
            ReporterFixture.report, to: [ReportOutput(.json, to: .file(folder.path))],
            options: ReportOptions())
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("report.json").path))
    }

    func testGate() {
        let report = ReporterFixture.report  // 7 errors, 3 warnings, 1 note
        XCTAssertEqual(GatePolicy(failOn: .error).decide(report).exitCode, 1)
        XCTAssertEqual(GatePolicy(failOn: .warning).decide(report).exitCode, 1)
        XCTAssertEqual(GatePolicy(failOn: .never).decide(report).exitCode, 0)
        XCTAssertEqual(GatePolicy(failOn: .never, maxFindings: 11).decide(report).exitCode, 0)
        XCTAssertEqual(GatePolicy(failOn: .never, maxFindings: 10).decide(report).exitCode, 1)

        var warningsOnly = report
        warningsOnly.findings.removeAll { $0.severity == .error }
        XCTAssertEqual(GatePolicy(failOn: .error).decide(warningsOnly).exitCode, 0)
        let decision = GatePolicy(failOn: .warning, maxFindings: 2).decide(warningsOnly)
        XCTAssertFalse(decision.passed)
        XCTAssertEqual(
            decision.reasons,
            [
                "3 findings are at warning or error level (--fail-on warning)",
                "4 findings exceed the maximum of 2 (--max-findings)",
            ])

        var notesOnly = report
        notesOnly.findings.removeAll { $0.severity != .note }
        XCTAssertEqual(GatePolicy(failOn: .warning).decide(notesOnly), GateDecision(passed: true, reasons: []))
        XCTAssertEqual(GatePolicy.Threshold(name: "Warning"), .warning)
        XCTAssertEqual(GatePolicy.Threshold(name: "none"), .never)
        XCTAssertNil(GatePolicy.Threshold(name: "note"))
    }
}
