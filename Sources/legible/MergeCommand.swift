import Foundation
import LegibleAudit
import LegibleCommandLine

/// `legible merge A.json B.json …`: merges JSON reports from parallel CI jobs into one.
enum MergeCommand: Subcommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "merge",
            abstract: "Merge JSON reports from sharded CI jobs into one report.",
            discussion: """
                Example (a matrix job per locale writes report-<locale>.json):
                  legible merge report-*.json --format html --output Reports/all/index.html
                """,
            options: [
                .option("--format", short: "f", type: .choice(ReportFormat.allCases.map(\.rawValue)), default: "text",
                        repetition: .commaSeparated, help: "Report format(s)."),
                .option("--output", short: "o", valueName: "file", help: "Write the report here (several formats: a folder)."),
                .option("--fail-on", type: .choice(["error", "warning", "never"]), default: "error",
                        help: "Exit with 1 when the merged report has findings of this severity or worse."),
            ],
            arguments: [ArgumentSpec("report", arity: .oneOrMore, help: "JSON reports written by legible audit --format json.")])
    }

    static func run(_ parsed: ParsedCommand) -> Int32 {
        var reports: [AuditReport] = []
        for path in parsed.strings("report") {
            do {
                reports.append(try JSONReporter.decode(InputFile.contents(ofPath: path), path: path))
            } catch let error as ReportError {
                Output.error("error: \(error)")
                return 2
            } catch {
                Output.error("error: \(error)")
                return 2
            }
        }
        let merged = ReportMerger.merge(reports)
        let formats = parsed.strings("--format").compactMap { ReportFormat(name: $0) }
        var outputs: [ReportOutput] = []
        if let output = parsed.string("--output") {
            outputs = formats.count > 1
                ? formats.map { ReportOutput($0, to: .file((output as NSString).appendingPathComponent($0.defaultFileName))) }
                : [ReportOutput(formats.first ?? .text, to: ReportDestination(argument: output))]
        } else {
            guard formats.count <= 1 else {
                Output.error("error: several formats cannot share standard output; give --output FOLDER")
                return 2
            }
            outputs = formats.map { ReportOutput($0, to: .standardOutput) }
        }
        if let clash = ReportWriter.outputOverwritingInput(outputs, inputs: parsed.strings("report")) {
            Output.error("error: \(clash.output) is the report \(clash.input) being merged; refusing to overwrite it. "
                + "Give --output a path that is not an input")
            return 2
        }
        let writer = ReportWriter { data in try Output.write(data) }
        do {
            try writer.write(merged, to: outputs, options: ReportOptions(rules: RuleCatalog.all,
                                                                       basePath: FileManager.default.currentDirectoryPath))
        } catch {
            Output.error("error: \(error)")
            return 2
        }
        let threshold = GatePolicy.Threshold(name: parsed.string("--fail-on") ?? "error") ?? .error
        return GatePolicy(failOn: threshold).decide(merged).exitCode
    }
}
