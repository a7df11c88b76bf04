import Foundation
import LegibleAudit
import LegibleSource
import LegibleText

/// A project read and audited (`AuditProject.load`, `AuditProject.audit`): shared by `audit`
/// and `baseline`.
struct AuditRun {
    var project: AuditProject
    var report: AuditReport
    /// The folder paths in reports are made relative to.
    var basePath: String
    /// The measurer the audit used (its fonts), for drawing findings.
    var measurer: TextMeasurer

    var configuration: AuditConfiguration { project.configuration }
    var collection: StringCollection { project.collection }

    /// Reads the project at `paths` and runs the audit, with progress on standard error when
    /// it is a terminal (or `--progress`).
    ///
    /// - Throws: `CommandFailure` when the project cannot be loaded.
    static func perform(paths: [String], options: AuditOptions) throws -> AuditRun {
        let project = try loadProject(paths: paths, options: options)
        let measurer = TextMeasurer(
            options: project.measurerOptions(
                options.fonts.measurerOptions,
                trackingChosen: options.fonts.tracking != nil))
        let showProgress = options.progress ?? Output.standardErrorIsTerminal
        let progress = showProgress ? ProgressDisplay(files: project.collection.files.count) : nil
        var callback: (@Sendable (AuditEngine.Progress) -> Void)?
        if let progress {
            callback = { update in progress.update(update) }
        }
        let report = project.audit(measurer: measurer, tool: Legible.toolInfo, progress: callback)
        progress?.finish()
        return AuditRun(
            project: project, report: report, basePath: FileManager.default.currentDirectoryPath,
            measurer: measurer)
    }

    /// The project `paths` and `options` name; prints its warnings.
    ///
    /// - Throws: `CommandFailure` with the library's located message.
    static func loadProject(paths: [String], options: AuditOptions) throws -> AuditProject {
        do {
            let project = try AuditProject.load(paths: paths, options: options.projectOptions)
            for warning in project.warnings { Output.error(warning) }
            return project
        } catch {
            throw CommandFailure.library(error)
        }
    }
}

/// A one-line progress display on standard error (files read, strings audited, checks, rate).
final class ProgressDisplay: Sendable {
    private let start = Date()
    private let files: Int
    /// When the line was last drawn; held while drawing, so that two threads' lines never mix.
    private let lastDraw = Locked(Date.distantPast)

    init(files: Int) { self.files = files }

    func update(_ progress: AuditEngine.Progress) {
        lastDraw.withLock { lastDraw in
            let now = Date()
            guard now.timeIntervalSince(lastDraw) > 0.1 || progress.stringsDone == progress.stringsTotal else {
                return
            }
            lastDraw = now
            let elapsed = max(now.timeIntervalSince(start), 0.001)
            let rate = Double(progress.checks) / elapsed
            let line =
                "\r\(Format.count(files, "file")) read, \(progress.stringsDone)/\(progress.stringsTotal) strings, "
                + "\(progress.checks) checks (\(Int(rate)) checks/s)"
            try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
        }
    }

    func finish() {
        try? FileHandle.standardError.write(contentsOf: Data("\r\u{1B}[K".utf8))
    }
}
