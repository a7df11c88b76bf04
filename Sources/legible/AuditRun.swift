import Foundation
import LegibleAudit
import LegibleSource
import LegibleText

/// A project read and audited (`AuditProject.load`, `AuditProject.audit`), or its audit read
/// from the audit cache: shared by `audit` and `baseline`.
struct AuditRun {
    var report: AuditReport
    /// The configuration, with the command line's overrides. Read from the cache, the app's
    /// devices and design are not detected in it (the report's summary has them); what the
    /// reporters take from it (the rules) does not depend on them.
    var configuration: AuditConfiguration
    /// The files the audit read (`AuditProject.filesRead`), which no report may overwrite.
    var filesRead: [String]
    /// The folder paths in reports are made relative to.
    var basePath: String
    /// The measurer the audit used (its fonts), for drawing findings.
    var measurer: TextMeasurer
    /// How much came from the audit cache, for the summary ("hit, …", "miss, stored …"); `nil`
    /// without a cache.
    var cacheNote: String?

    /// Reads the project at `paths` and runs the audit, with progress on standard error when
    /// it is a terminal (or `--progress`) — or, when `cache` is given and holds the result of
    /// an audit of the same inputs, reads that instead (`AuditCache`).
    ///
    /// A cache entry that cannot be used, or that cannot be stored, gives one warning on standard
    /// error and the audit runs as without the cache.
    ///
    /// - Parameter cache: Chooses the cache once the configuration is read (`CacheOptions`);
    ///   `nil`: none.
    /// - Throws: `CommandFailure` when the project cannot be loaded.
    static func perform(
        paths: [String], options: AuditOptions, cache cacheOptions: CacheOptions? = nil
    ) throws -> AuditRun {
        let start = Date()
        let plan: AuditProject.Plan
        do {
            plan = try AuditProject.plan(paths: paths, options: options.projectOptions)
        } catch {
            throw CommandFailure.library(error)
        }
        let measurer = TextMeasurer(
            options: plan.measurerOptions(
                options.fonts.measurerOptions,
                trackingChosen: options.fonts.tracking != nil))
        let basePath = FileManager.default.currentDirectoryPath
        var warned = false
        /// One warning a run, however many things go wrong with the cache.
        func warn(_ message: String) {
            guard !warned else { return }
            warned = true
            Output.error("warning: audit cache: \(message); the audit ran without the cache")
        }
        let cache = cacheOptions?.cache(for: plan)
        var key: String?
        if let cache {
            let found = cacheKey(plan: plan, measurer: measurer, workingDirectory: basePath)
            key = found
            switch cache.lookup(key: found, tool: cacheToolIdentity) {
            case let .hit(entry, bytes):
                for warning in entry.warnings { Output.error(warning) }
                var report = entry.report
                if report.summary.durationSeconds != nil {
                    report.summary.durationSeconds = Date().timeIntervalSince(start)
                }
                return AuditRun(
                    report: report, configuration: plan.configuration, filesRead: entry.filesRead,
                    basePath: basePath, measurer: measurer,
                    cacheNote: "hit, the result of an earlier audit of the same inputs (\(Format.bytes(bytes)) "
                        + "from \(cache.path(forKey: found))); nothing was measured")
            case .miss:
                break
            case let .unusable(reason):
                warn(reason)
            }
        }
        let project: AuditProject
        do {
            project = try AuditProject.load(
                plan, scanCache: cache.map { SourceScanCache(cache: $0, tool: cacheToolIdentity) })
        } catch {
            throw CommandFailure.library(error)
        }
        if case let .failed(_, reason) = project.scanCacheOutcome { warn(reason) }
        for warning in project.warnings { Output.error(warning) }
        let showProgress = options.progress ?? Output.standardErrorIsTerminal
        let progress = showProgress ? ProgressDisplay(files: project.collection.files.count) : nil
        var callback: (@Sendable (AuditEngine.Progress) -> Void)?
        if let progress {
            callback = { update in progress.update(update) }
        }
        // The strings' measurements of the project's last audit, for those that did not change.
        var memo: MeasurementMemo?
        let measurementsProject = measurementsProject(plan: plan, workingDirectory: basePath)
        if let cache {
            var known: [ContentDigest: StringOutcome] = [:]
            switch cache.lookupMeasurements(project: measurementsProject, tool: cacheToolIdentity) {
            case let .found(entry, bytes):
                if let outcomes = entry.byKey {
                    known = outcomes
                } else {
                    warn(
                        "\(cache.measurementsPath(forProject: measurementsProject)): names a face it does not list "
                            + "(\(Format.bytes(bytes))); ignored")
                }
            case .none: break
            case let .unusable(reason): warn(reason)
            }
            memo = MeasurementMemo(context: measurementContext(measurer: measurer), known: known)
        }
        let report = project.audit(measurer: measurer, tool: Legible.toolInfo, memo: memo, progress: callback)
        progress?.finish()
        let filesRead = project.filesRead
        var note: String?
        if let cache, let key, let memo {
            note = store(
                report, project: project, filesRead: filesRead, plan: plan, measurer: measurer, in: cache, key: key,
                memo: memo, measurementsProject: measurementsProject, warn: warn)
        }
        return AuditRun(
            report: report, configuration: project.configuration, filesRead: filesRead, basePath: basePath,
            measurer: measurer, cacheNote: note)
    }

    /// Stores the audit's result in `cache` under `key`, and its strings' measurements (`memo`)
    /// as `measurementsProject`'s; the summary's note, or `nil` after a warning (through `warn`)
    /// when it could not be stored.
    private static func store(
        _ report: AuditReport, project: AuditProject, filesRead: [String], plan: AuditProject.Plan,
        measurer: TextMeasurer, in cache: AuditCache, key: String, memo: MeasurementMemo,
        measurementsProject: String, warn: (String) -> Void
    ) -> String? {
        // The key covers what the load may read; a file it read beyond that (a reader that learnt
        // a new kind of file) would make the entry stale without a change of key: not stored.
        let covered = Set(plan.cacheInputFiles())
        if let uncovered = filesRead.first(where: { !covered.contains($0) }) {
            warn("\(uncovered) was read but is not among the files the cache's key covers; not stored")
            return nil
        }
        guard let fonts = openedFontDigests(measurer) else {
            warn("a font file the audit opened cannot be read again to take its digest; not stored")
            return nil
        }
        let entry = AuditCache.Entry(report: report, warnings: project.warnings, filesRead: filesRead, fonts: fonts)
        do {
            try cache.storeMeasurements(
                AuditCache.MeasurementsEntry(outcomes: memo.outcomes, fonts: fonts), project: measurementsProject,
                tool: cacheToolIdentity)
            let stored = try cache.store(entry, key: key, tool: cacheToolIdentity)
            let strings = memo.reused + memo.measured
            var reused = "\(memo.reused) of \(Format.count(strings, "string"))"
            if let scan = project.scanCacheOutcome {
                reused += " and \(scan.reusedFiles) of \(Format.count(scan.files, "Swift file"))"
            }
            return "miss, \(reused) reused; stored \(Format.bytes(stored.bytes)) at \(stored.path) "
                + "(\(Format.count(stored.entries, "entry", plural: "entries")), "
                + "\(Format.bytes(stored.totalBytes)) in the cache)"
        } catch {
            warn("\(error)")
            return nil
        }
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
