import ArgumentParser
import Foundation
import LegibleAudit

/// `legible merge A.json B.json …`: merges JSON reports from parallel CI jobs into one.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge JSON reports from sharded CI jobs into one report.",
        discussion: """
            Example (a matrix job per locale writes report-<locale>.json):
              legible merge report-*.json --format html --output Reports/all/index.html
            """)

    @Argument(help: ArgumentHelp("JSON reports written by legible audit --format json.", valueName: "report"))
    var reports: [String]

    @Option(
        name: [.customLong("format"), .customShort("f")],
        help: ArgumentHelp("Report format(s), comma-separated (default: text).", valueName: "format"))
    var formats: [CommaSeparated<ReportFormat>] = []

    @Option(
        name: [.customLong("output"), .customShort("o")],
        help: ArgumentHelp("Write the report here (several formats: a folder).", valueName: "file"))
    var output: String?

    @Option(help: "Exit with 1 when the merged report has findings of this severity or worse.")
    var failOn: GatePolicy.Threshold = .error

    func run() throws {
        var decoded: [AuditReport] = []
        for path in reports {
            do {
                decoded.append(try JSONReporter.decode(InputFile.contents(ofPath: path), path: path))
            } catch {
                throw CommandFailure.error("\(error)")
            }
        }
        let merged = ReportMerger.merge(decoded)
        let outputs = try ReportOutputs.resolve(formats: formats.flattened(), output: output)
        if let clash = ReportWriter.outputOverwritingInput(outputs, inputs: reports) {
            throw CommandFailure.error(
                "\(clash.output) is the report \(clash.input) being merged; refusing to "
                    + "overwrite it. Give --output a path that is not an input")
        }
        try ReportOutputs.write(
            merged, to: outputs,
            options: ReportOptions(
                rules: RuleCatalog.all, basePath: FileManager.default.currentDirectoryPath))
        let decision = GatePolicy(failOn: failOn).decide(merged)
        if decision.exitCode != 0 { throw CommandFailure(status: decision.exitCode, message: "") }
    }
}
