import ArgumentParser
import Foundation
import LegibleAudit

/// `legible audit [PATH…]`: audits an app's strings and writes reports.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit an app's strings: truncation at every Dynamic Type size, tap targets, HIG wording.",
        discussion: """
            PATH may be a folder (catalogs, .strings, .stringsdict, XLIFF, storyboards and a legible.json are \
            found inside), a file, or nothing (the current folder).

            Exit status: 0 clean, 1 findings at or above --fail-on (or more than --max-findings), 2 usage or \
            input error.

            Examples:
              legible audit Examples/Shopping
              legible audit App --format sarif --output legible.sarif --fail-on warning
              legible audit App --report html=Reports/app/index.html
              legible audit App --format github    (annotations in GitHub Actions)
              legible audit App --pseudo expanded   (will the layouts take translations?)
            """)

    @Argument(help: ArgumentHelp("Folders or files to audit (default: .).", valueName: "path"))
    var paths: [String] = []

    @Option(
        name: [.customLong("format"), .customShort("f")],
        help: ArgumentHelp(
            "Report format(s) for standard output or --output, comma-separated (default: text).",
            valueName: "format"))
    var formats: [CommaSeparated<ReportFormat>] = []

    @Option(
        name: [.customLong("output"), .customShort("o")],
        help: ArgumentHelp("Write the report here (with several formats: a folder).", valueName: "file"))
    var output: String?

    @Option(
        name: .customLong("report"),
        help: ArgumentHelp(
            "Also write FORMAT to PATH (repeatable), e.g. html=Reports/app/index.html.",
            valueName: "format=path"))
    var reports: [String] = []

    @Option(help: "Exit with 1 when there are findings of this severity or worse.")
    var failOn: GatePolicy.Threshold = .error

    @Option(help: "Exit with 1 when there are pseudo-localization findings (--pseudo) of this severity or worse.")
    var pseudoFailOn: GatePolicy.Threshold = .never

    @Option(help: ArgumentHelp("Exit with 1 when there are more findings.", valueName: "n"))
    var maxFindings: Int?

    @Option(help: ArgumentHelp("Report only findings the baseline does not list.", valueName: "file"))
    var baseline: String?

    @Flag(help: "Include the wall time in reports.")
    var timing = false

    @OptionGroup var options: AuditOptions

    @OptionGroup var cache: CacheOptions

    func validate() throws {
        if let maxFindings, maxFindings < 0 {
            throw ValidationError("--max-findings must be 0 or more (got \(maxFindings))")
        }
    }

    func run() throws {
        // The outputs and the baseline are checked before the (long) audit.
        let outputs = try ReportOutputs.resolve(formats: formats.flattened(), output: output, reports: reports)
        var baselineFile: Baseline?
        if let path = baseline {
            do {
                baselineFile = try Baseline.decode(InputFile.contents(ofPath: path), path: path)
            } catch {
                throw CommandFailure.error("\(error)")
            }
        }
        var run = try AuditRun.perform(paths: paths, options: options, cache: cache)
        // The report moved out of `run`, so that this is its only copy (changed in place below).
        var report = run.report
        run.report.findings = []
        let inputErrors = report.diagnostics.filter { $0.level == .error }
        if report.summary.strings == 0, !inputErrors.isEmpty {
            // Nothing could be read: no report, so an earlier good one stays as it is.
            for diagnostic in report.diagnostics { Output.error(diagnostic.description) }
            throw CommandFailure.error("no strings could be read; no report was written")
        }
        let inputs = run.filesRead + [run.configuration.file, baseline].compactMap { $0 }
        if let clash = ReportWriter.outputOverwritingInput(outputs, inputs: inputs) {
            let input = clash.input == clash.output ? "it" : clash.input
            throw CommandFailure.error(
                "writing the report to \(clash.output) would overwrite \(input), an input of "
                    + "this audit; nothing was written. Give --output or --report a path that is not an input")
        }
        if !timing { report.summary.durationSeconds = nil }
        var notes: [String] = []
        if let note = run.cacheNote { notes.append("cache: \(note)") }
        if let baselineFile {
            let root = Baseline.rootFolder(auditing: paths, baselineFile: baseline ?? ".")
            let applied = baselineFile.apply(to: report, root: root, workingDirectory: run.basePath)
            report = applied.report
            notes.append(
                "baseline: \(Format.count(applied.hidden, "known finding")) hidden, "
                    + "\(Format.count(applied.unmatched.count, "baseline entry", plural: "baseline entries")) no longer found"
            )
        }
        let reportOptions = ReportOptions(
            rules: RuleCatalog.enabledDescriptions(run.configuration),
            basePath: run.basePath, includeTiming: timing, cacheNote: timing ? run.cacheNote : nil)
        // While this is the only copy of the findings: in place, so that no reporter copies them.
        report.makeFindingPathsRelative(to: run.basePath)
        let drawings = outputs.contains { $0.format == .html } ? Drawings.provider(run.measurer) : nil
        try ReportOutputs.write(report, to: outputs, options: reportOptions, drawings: drawings)
        for note in notes { Output.error(note) }
        let decision = GatePolicy(failOn: failOn, maxFindings: maxFindings, pseudoFailOn: pseudoFailOn).decide(report)
        for reason in decision.reasons where !decision.passed { Output.error(reason) }
        if !inputErrors.isEmpty {
            // Input errors outrank findings: the files that could be read are reported, the
            // others are listed in the report's diagnostics, and the run exits with 2.
            throw CommandFailure(
                status: 2,
                message: "\(Format.count(inputErrors.count, "input file error")): "
                    + "the findings above do not cover those files")
        }
        if decision.exitCode != 0 { throw CommandFailure(status: decision.exitCode, message: "") }
    }
}
