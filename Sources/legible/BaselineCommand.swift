import ArgumentParser
import Foundation
import LegibleAudit

/// `legible baseline [PATH…] --output FILE`: records the current findings as accepted.
struct BaselineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Write the current findings to a baseline file, so later audits report only new ones.",
        discussion: """
            Entries are keyed by file, key, locale, rule, size and variation, never by line numbers, and \
            written sorted, so the file diffs well. Files are stored relative to the repository root (the \
            nearest folder with .git above PATH; else the baseline's folder), so the baseline matches \
            wherever the audit runs from. Use it with: legible audit --baseline FILE.
            """)

    @Argument(help: ArgumentHelp("Folders or files to audit (default: .).", valueName: "path"))
    var paths: [String] = []

    @Option(
        name: [.customLong("output"), .customShort("o")],
        help: ArgumentHelp("Where to write the baseline.", valueName: "file"))
    var output = "legible-baseline.json"

    @OptionGroup var options: AuditOptions

    func run() throws {
        let run = try AuditRun.perform(paths: paths, options: options)
        let inputs = run.filesRead + [run.configuration.file].compactMap { $0 }
        if let clash = ReportWriter.outputOverwritingInput([ReportOutput(.json, to: .file(output))], inputs: inputs) {
            throw CommandFailure.error(
                "\(clash.output) is an input of this audit (\(clash.input)); refusing to "
                    + "overwrite it with the baseline. Give --output a path that is not an input")
        }
        do {
            let root = Baseline.rootFolder(auditing: paths, baselineFile: output)
            let data = try Baseline(report: run.report, root: root).encoded()
            try ReportWriter.writeAtomically(data, to: output)
        } catch {
            throw CommandFailure.error("\(output): \(error)")
        }
        Output.error("wrote \(Format.count(run.report.findings.count, "finding")) to \(output)")
    }
}
