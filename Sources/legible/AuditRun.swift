import Foundation
import LegibleAudit
import LegibleCommandLine
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
        .option("--source-language", help: "The development language, when the files do not say it."),
        .flag("--progress", help: "Show progress on standard error even when it is not a terminal."),
        .flag("--no-progress", help: "Never show progress."),
    ] + FontOptions.specs

    /// Reads everything and runs the audit; `nil` (after printing why) on a usage or input error.
    static func perform(_ parsed: ParsedCommand) -> AuditRun? {
        var paths = parsed.strings("path")
        if paths.isEmpty { paths = ["."] }
        let manager = FileManager.default
        for path in paths where !manager.fileExists(atPath: path) {
            Output.error("error: \(path): no such file or folder")
            return nil
        }
        // The configuration: --config, else the first legible.json in (or given as) a path.
        var configURL: URL?
        if let config = parsed.string("--config") {
            configURL = URL(fileURLWithPath: config)
        } else {
            for path in paths {
                let url = URL(fileURLWithPath: path)
                if url.lastPathComponent == "legible.json" {
                    configURL = url
                    break
                }
                let candidate = url.appendingPathComponent("legible.json")
                if manager.fileExists(atPath: candidate.path) {
                    configURL = candidate
                    break
                }
            }
        }
        var configuration = AuditConfiguration()
        var configurationLocales: [String]?
        if let configURL {
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: configURL.path, isDirectory: &isDirectory), isDirectory.boolValue {
                Output.error("error: \(configURL.path) is a folder; --config expects a legible.json file")
                return nil
            }
            do {
                configuration = try AuditConfiguration.load(from: configURL)
            } catch let diagnostic as Diagnostic {
                Output.error(diagnostic.description)
                return nil
            } catch {
                Output.error("error: \(configURL.path): \(error)")
                return nil
            }
        }
        let configFolder = configURL?.deletingLastPathComponent().path
        func relativeToConfig(_ path: String) -> String {
            guard let configFolder, !path.hasPrefix("/") else { return path }
            return URL(fileURLWithPath: configFolder).appendingPathComponent(path).standardizedFileURL.path
        }
        // Command-line overrides.
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
            configuration.sizes = Array(Set(sizes)).sorted()
        }
        if parsed.isPresent("--locales") { configuration.locales = parsed.strings("--locales") }
        if let requested = configuration.locales, !requested.isEmpty {
            configurationLocales = requested
        }
        switch parsed.string("--bold-text") {
        case "on": configuration.boldText = [true]
        case "off": configuration.boldText = [false]
        case "both": configuration.boldText = [false, true]
        default: break
        }
        // What to read: the config's catalogs (relative to it), else the paths.
        // Absolute paths inside, so reports can show them relative to the working folder.
        var inputs = paths.filter { URL(fileURLWithPath: $0).lastPathComponent != "legible.json" }
            .map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        if !configuration.catalogs.isEmpty {
            inputs = configuration.catalogs.map(relativeToConfig)
        } else if inputs.isEmpty, let configFolder {
            inputs = [configFolder]
        }
        var readerOptions = ProjectReader.Options()
        readerOptions.developmentLanguage = parsed.string("--source-language") ?? configuration.sourceLanguage
        let collection = ProjectReader(options: readerOptions).read(paths: inputs)
        if collection.files.isEmpty {
            let shown = inputs.joined(separator: ", ")
            Output.error("""
                error: no string catalogs (.xcstrings), .strings, .stringsdict, XLIFF or Interface Builder files in \(shown)
                Try the bundled example, from the Legible checkout: legible audit Examples/Shopping
                """)
            return nil
        }
        if let requested = configurationLocales {
            let present = Set(collection.strings.map(\.locale))
            let unknown = requested.filter { !present.contains($0) }
            if unknown.count == requested.count {
                Output.error("error: none of the locales \(requested.joined(separator: ", ")) is in the files read; " +
                    "they have: \(present.sorted().joined(separator: ", "))")
                return nil
            }
            if !unknown.isEmpty {
                Output.error("warning: \(unknown.joined(separator: ", ")) \(unknown.count == 1 ? "is" : "are") not in the files read")
            }
        }
        // Fonts, the engine.
        let fontFolders = configuration.fonts.map(relativeToConfig)
        let measurer = TextMeasurer(options: FontOptions.measurerOptions(
            parsed, extraFolders: fontFolders, tracking: configuration.tracking, calibration: configuration.calibration))
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
                        basePath: manager.currentDirectoryPath, measurer: measurer)
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
