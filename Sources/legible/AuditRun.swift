import Foundation
import LegibleAudit
import LegibleCommandLine
import LegibleSource
import LegibleText

/// Reading the configuration and the project, and running the engine: shared by `audit`
/// and `baseline`.
struct AuditRun {
    var configuration: AuditConfiguration
    var collection: StringCollection
    var report: AuditReport
    /// The folder paths in reports are made relative to.
    var basePath: String
    /// The measurer the audit used (its fonts), for drawing findings.
    var measurer: TextMeasurer

    /// Options the commands that audit share.
    static let options: [OptionSpec] = [
        .option("--config", short: "c", valueName: "file", help: "legible.json (default: the first found in PATH)."),
        .option("--sizes", repetition: .commaSeparated,
                help: "Size categories to check, e.g. Large,AX2 (default: the config's, or all 12)."),
        .option("--locales", repetition: .commaSeparated, help: "Locales to check (default: all)."),
        .option("--bold-text", type: .choice(["both", "on", "off"]), help: "Bold Text states to check (default: both)."),
        .option("--design", type: .choice(["ios26", "ios18", "both"]),
                help: "Design bars and alerts are measured in (default: legible.json's, else from the app's project)."),
        .option("--source-language", help: "The development language, when the files do not say it."),
        .flag("--no-source", help: "Do not read the app's Swift source for where strings are shown."),
        .flag("--progress", help: "Show progress on standard error even when it is not a terminal."),
        .flag("--no-progress", help: "Never show progress."),
    ] + FontOptions.specs

    /// Reads everything and runs the audit; `nil` (after printing why) on a usage or input error.
    static func perform(_ parsed: ParsedCommand) -> AuditRun? {
        guard let project = loadProject(parsed) else { return nil }
        let configuration = project.configuration
        let collection = project.collection
        // Fonts, the engine.
        let measurer = TextMeasurer(options: FontOptions.measurerOptions(
            parsed, extraFolders: project.fontFolders, tracking: configuration.tracking,
            calibration: configuration.calibration))
        let engine = AuditEngine(configuration: configuration, measurer: measurer)
        let showProgress = !parsed.flag("--no-progress") && (parsed.flag("--progress") || Output.standardErrorIsTerminal)
        let progress = showProgress ? ProgressDisplay(files: collection.files.count) : nil
        var callback: (@Sendable (AuditEngine.Progress) -> Void)?
        if let progress {
            callback = { update in progress.update(update) }
        }
        let result = engine.run(collection, progress: callback)
        progress?.finish()
        var summary = result.summary
        summary.files = Set(collection.files).count
        let report = AuditReport(tool: Legible.toolInfo, summary: summary, findings: result.findings,
                                 diagnostics: collection.diagnostics)
        return AuditRun(configuration: configuration, collection: collection, report: report,
                        basePath: FileManager.default.currentDirectoryPath, measurer: measurer)
    }

    /// The project the command's paths and options name (`AuditProject.load`); `nil` after
    /// printing why it could not be loaded. Prints its warnings.
    static func loadProject(_ parsed: ParsedCommand) -> AuditProject? {
        var options = AuditProject.Options(configurationPath: parsed.string("--config"),
                                           sourceLanguage: parsed.string("--source-language"))
        if parsed.isPresent("--sizes") {
            var sizes: [ContentSizeCategory] = []
            for name in parsed.strings("--sizes") {
                guard let size = ContentSizeCategory(name: name) else {
                    Output.error("error: '\(name)' is not a content size category; expected one of: "
                        + ContentSizeCategory.allCases.map(\.name).joined(separator: ", "))
                    return nil
                }
                sizes.append(size)
            }
            options.sizes = sizes
        }
        if parsed.isPresent("--locales") { options.locales = parsed.strings("--locales") }
        switch parsed.string("--bold-text") {
        case "on": options.boldText = [true]
        case "off": options.boldText = [false]
        case "both": options.boldText = [false, true]
        default: break
        }
        if parsed.flag("--no-source") { options.scanSource = false }
        if let design = parsed.string("--design") { options.designs = Design.parse(design) }
        do {
            let project = try AuditProject.load(paths: parsed.strings("path"), options: options)
            for warning in project.warnings { Output.error(warning) }
            return project
        } catch {
            Output.error("\(error)")
            return nil
        }
    }
}

/// A one-line progress display on standard error (files read, strings audited, checks, rate).
final class ProgressDisplay: @unchecked Sendable {
    private let lock = NSLock()
    private let start = Date()
    private let files: Int
    private var lastDraw = Date.distantPast

    init(files: Int) { self.files = files }

    func update(_ progress: AuditEngine.Progress) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard now.timeIntervalSince(lastDraw) > 0.1 || progress.stringsDone == progress.stringsTotal else { return }
        lastDraw = now
        let elapsed = max(now.timeIntervalSince(start), 0.001)
        let rate = Double(progress.checks) / elapsed
        let line = "\r\(files) files read, \(progress.stringsDone)/\(progress.stringsTotal) strings, " +
            "\(progress.checks) checks (\(Int(rate)) checks/s)"
        try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
    }

    func finish() {
        try? FileHandle.standardError.write(contentsOf: Data("\r\u{1B}[K".utf8))
    }
}
