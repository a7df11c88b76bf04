import Foundation
import LegibleAudit
import LegibleCommandLine
import LegibleText

/// `legible audit [PATH…]`: audits an app's strings and writes reports.
enum AuditCommand: Subcommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "audit",
            abstract: "Audit an app's strings: truncation at every Dynamic Type size, tap targets, HIG wording.",
            discussion: """
                PATH may be a folder (catalogs, .strings, .stringsdict, XLIFF, storyboards and a legible.json are \
                found inside), a file, or nothing (the current folder).

                Exit status: 0 clean, 1 findings at or above --fail-on (or more than --max-findings), 2 usage or \
                input error.

                Examples:
                  legible audit Examples/Shopping
                  legible audit App --format sarif --output legible.sarif --fail-on warning
                  legible audit App --report html=Reports/app/index.html --report json=report.json
                """,
            options: [
                .option("--format", short: "f", type: .choice(ReportFormat.allCases.map(\.rawValue)), default: "text",
                        repetition: .commaSeparated, help: "Report format(s) for standard output or --output."),
                .option("--output", short: "o", valueName: "file",
                        help: "Write the report here (with several formats: a folder)."),
                .option("--report", valueName: "format=path", repetition: .repeatable,
                        help: "Also write FORMAT to PATH (repeatable), e.g. html=Reports/app/index.html."),
                .option("--fail-on", type: .choice(["error", "warning", "never"]), default: "error",
                        help: "Exit with 1 when there are findings of this severity or worse."),
                .option("--max-findings", type: .int, valueName: "n", help: "Exit with 1 when there are more findings."),
                .option("--baseline", valueName: "file", help: "Report only findings the baseline does not list."),
                .flag("--timing", help: "Include the wall time in reports."),
            ] + AuditRun.options,
            arguments: [ArgumentSpec("path", arity: .zeroOrMore, help: "Folders or files to audit (default: .).")])
    }

    static func run(_ parsed: ParsedCommand) -> Int32 {
        // Check the outputs before the (long) audit.
        var outputs: [ReportOutput] = []
        let formats = parsed.strings("--format").compactMap { ReportFormat(name: $0) }
        if let output = parsed.string("--output") {
            if formats.count > 1 {
                outputs += formats.map { ReportOutput($0, to: .file((output as NSString).appendingPathComponent($0.defaultFileName))) }
            } else {
                outputs.append(ReportOutput(formats.first ?? .text, to: ReportDestination(argument: output)))
            }
        } else {
            if formats.count > 1 {
                Output.error("error: several formats (\(formats.map(\.rawValue).joined(separator: ", "))) cannot share " +
                    "standard output; give --output FOLDER or one --report FORMAT=PATH per format")
                return 2
            }
            outputs += formats.map { ReportOutput($0, to: .standardOutput) }
        }
        for entry in parsed.strings("--report") {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let format = ReportFormat(name: parts[0]), !parts[1].isEmpty else {
                Output.error("error: '\(entry)' is not a valid --report; expected FORMAT=PATH with FORMAT one of: "
                    + ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))
                return 2
            }
            outputs.append(ReportOutput(format, to: ReportDestination(argument: parts[1])))
        }
        var baseline: Baseline?
        if let path = parsed.string("--baseline") {
            do {
                baseline = try Baseline.decode(InputFile.contents(ofPath: path), path: path)
            } catch let error as ReportError {
                Output.error("error: \(error)")
                return 2
            } catch {
                Output.error("error: \(error)")
                return 2
            }
        }
        guard let run = AuditRun.perform(parsed) else { return 2 }
        var report = run.report
        let inputErrors = report.diagnostics.filter { $0.level == .error }
        if report.summary.strings == 0, !inputErrors.isEmpty {
            // Nothing could be read: no report, so an earlier good one stays as it is.
            for diagnostic in report.diagnostics { Output.error(diagnostic.description) }
            Output.error("error: no strings could be read; no report was written")
            return 2
        }
        let inputs = run.collection.files + run.collection.sourceFiles + [run.configuration.file, parsed.string("--baseline")].compactMap { $0 }
        if let clash = ReportWriter.outputOverwritingInput(outputs, inputs: inputs) {
            let input = clash.input == clash.output ? "it" : clash.input
            Output.error("error: writing the report to \(clash.output) would overwrite \(input), an input of this audit; "
                + "nothing was written. Give --output or --report a path that is not an input")
            return 2
        }
        if !parsed.flag("--timing") { report.summary.durationSeconds = nil }
        var notes: [String] = []
        if let baseline {
            let root = Baseline.rootFolder(auditing: parsed.strings("path"), baselineFile: parsed.string("--baseline") ?? ".")
            let applied = baseline.apply(to: report, root: root, workingDirectory: run.basePath)
            report = applied.report
            notes.append("baseline: \(applied.hidden) known finding(s) hidden, \(applied.unmatched.count) baseline entr\(applied.unmatched.count == 1 ? "y" : "ies") no longer found")
        }
        let options = ReportOptions(rules: RuleCatalog.enabledDescriptions(run.configuration), basePath: run.basePath,
                                    includeTiming: parsed.flag("--timing"))
        let writer = ReportWriter(drawings: outputs.contains { $0.format == .html } ? Drawings.provider(run.measurer) : nil) { data in
            // `write(contentsOf:)` throws (a closed standard output) where `write(_:)` traps.
            try Output.write(data)
            if data.last != UInt8(ascii: "\n") { try Output.write(Data("\n".utf8)) }
        }
        do {
            try writer.write(report, to: outputs, options: options)
        } catch {
            Output.error("error: \(error)")
            return 2
        }
        for note in notes { Output.error(note) }
        let threshold = GatePolicy.Threshold(name: parsed.string("--fail-on") ?? "error") ?? .error
        let decision = GatePolicy(failOn: threshold, maxFindings: parsed.int("--max-findings")).decide(report)
        for reason in decision.reasons where !decision.passed { Output.error(reason) }
        if !inputErrors.isEmpty {
            // Input errors outrank findings: the files that could be read are reported, the
            // others are listed in the report's diagnostics, and the run exits with 2.
            Output.error("\(inputErrors.count) input file error(s): the findings above do not cover those files")
            return 2
        }
        return decision.exitCode
    }
}
