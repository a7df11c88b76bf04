import Foundation
import LegibleAudit
import LegibleCommandLine

/// `legible baseline [PATH…] --output FILE`: records the current findings as accepted.
enum BaselineCommand: Subcommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "baseline",
            abstract: "Write the current findings to a baseline file, so later audits report only new ones.",
            discussion: """
                Entries are keyed by file, key, locale, rule, size and variation, never by line numbers, and \
                written sorted, so the file diffs well. Files are stored relative to the repository root (the \
                nearest folder with .git above PATH; else the baseline's folder), so the baseline matches \
                wherever the audit runs from. Use it with: legible audit --baseline FILE.
                """,
            options: [
                .option("--output", short: "o", valueName: "file", default: "legible-baseline.json",
                        help: "Where to write the baseline."),
            ] + AuditRun.options,
            arguments: [ArgumentSpec("path", arity: .zeroOrMore, help: "Folders or files to audit (default: .).")])
    }

    static func run(_ parsed: ParsedCommand) -> Int32 {
        guard let run = AuditRun.perform(parsed) else { return 2 }
        let path = parsed.string("--output") ?? "legible-baseline.json"
        let inputs = run.collection.files + run.collection.sourceFiles + [run.configuration.file].compactMap { $0 }
        if let clash = ReportWriter.outputOverwritingInput([ReportOutput(.json, to: .file(path))], inputs: inputs) {
            Output.error("error: \(clash.output) is an input of this audit (\(clash.input)); refusing to overwrite it with "
                + "the baseline. Give --output a path that is not an input")
            return 2
        }
        do {
            let root = Baseline.rootFolder(auditing: parsed.strings("path"), baselineFile: path)
            let data = try Baseline(report: run.report, root: root).encoded()
            try ReportWriter.writeAtomically(data, to: path)
        } catch {
            Output.error("error: \(path): \(error)")
            return 2
        }
        Output.error("wrote \(run.report.findings.count) finding(s) to \(path)")
        return 0
    }
}
