import Foundation
import LegibleAudit

/// Where the reports of `audit` and `merge` go: `--format` to standard output or `--output`,
/// and `--report FORMAT=PATH`.
enum ReportOutputs {
    /// The outputs the options name: one format to standard output or to `output`; several to
    /// standard output is an error, several with `output` go into that folder under their
    /// default names; then each `FORMAT=PATH` of `reports`.
    ///
    /// - Throws: `CommandFailure` (exit 2) for several formats without `--output`, a malformed
    ///   `--report`, or two formats written to one file (`ReportWriter.outputsSharingAFile`).
    static func resolve(formats given: [ReportFormat], output: String?, reports: [String] = []) throws -> [ReportOutput]
    {
        let formats = given.isEmpty ? [ReportFormat.text] : given
        var outputs: [ReportOutput] = []
        if let output {
            if formats.count > 1 {
                outputs += formats.map {
                    ReportOutput($0, to: .file((output as NSString).appendingPathComponent($0.defaultFileName)))
                }
            } else {
                outputs.append(ReportOutput(formats[0], to: ReportDestination(argument: output)))
            }
        } else {
            guard formats.count == 1 else {
                throw CommandFailure.error(
                    "several formats (\(formats.map(\.rawValue).joined(separator: ", "))) "
                        + "cannot share standard output; give --output FOLDER or one --report FORMAT=PATH per format")
            }
            outputs.append(ReportOutput(formats[0], to: .standardOutput))
        }
        for entry in reports {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty else {
                throw CommandFailure.error(
                    "'\(entry)' is not a valid --report; expected FORMAT=PATH with FORMAT one of: "
                        + ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))
            }
            guard let format = ReportFormat(name: parts[0]) else {
                let hint =
                    Suggestion.closest(to: parts[0], among: ReportFormat.allCases.map(\.rawValue))
                    .map { "; did you mean '\($0)'?" } ?? ""
                throw CommandFailure.error(
                    "'\(parts[0])' in --report '\(entry)' is not a report format\(hint) "
                        + "Expected one of: " + ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))
            }
            outputs.append(ReportOutput(format, to: ReportDestination(argument: parts[1])))
        }
        if let shared = ReportWriter.outputsSharingAFile(outputs) {
            throw CommandFailure.error(
                "the \(shared.first.rawValue) and \(shared.second.rawValue) reports would both be written to "
                    + "\(shared.path), the second over the first; give each format its own path")
        }
        return outputs
    }

    /// Writes `report` to `outputs` (standard output through `Output.write`); with the `github`
    /// format, also appends the Markdown summary to the file `$GITHUB_STEP_SUMMARY` names, when
    /// it is set (GitHub Actions' job summary).
    ///
    /// - Throws: `CommandFailure` (exit 2) when a report cannot be rendered or written.
    static func write(
        _ report: AuditReport, to outputs: [ReportOutput], options: ReportOptions,
        drawings: DrawingProvider? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        let writer = ReportWriter(drawings: drawings) { data in
            try Output.write(data)
            if data.last != UInt8(ascii: "\n") { try Output.write(Data("\n".utf8)) }
        }
        do {
            try writer.write(report, to: outputs, options: options)
        } catch {
            // `ReportError.several`: a line an output that failed.
            throw CommandFailure.errors("\(error)")
        }
        if outputs.contains(where: { $0.format == .github }), let path = environment["GITHUB_STEP_SUMMARY"],
            !path.isEmpty
        {
            try appendStepSummary(report, options: options, to: path)
        }
    }

    /// Appends the Markdown report to `path` (creating it), as GitHub's step summaries are
    /// written: <https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands#adding-a-job-summary>.
    static func appendStepSummary(_ report: AuditReport, options: ReportOptions, to path: String) throws {
        do {
            let markdown = try MarkdownReporter().render(report, options: options)
            if !FileManager.default.fileExists(atPath: path) {
                _ = FileManager.default.createFile(atPath: path, contents: nil)
            }
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: markdown)
        } catch {
            throw CommandFailure.error("\(path) ($GITHUB_STEP_SUMMARY): cannot write the step summary: \(error)")
        }
    }
}
