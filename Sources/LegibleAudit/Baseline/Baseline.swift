import Foundation

/// The findings a team has accepted, by stable identity, so that a CI gate fails only on
/// new ones.
///
/// Written as pretty-printed JSON with sorted keys and entries (`legible baseline` writes
/// it; review it like code). Entries match findings on file, table, key, locale, rule,
/// size category, variation and element (`FindingIdentity`) — never on line numbers, so
/// adding a key above an accepted one does not make it new. An identity listed twice
/// accepts two findings.
///
/// Files are stored relative to the repository root (`rootFolder(auditing:baselineFile:)`), so
/// a baseline matches wherever the audit runs from: the repository's top folder, a subfolder,
/// or a CI runner's checkout. Baselines written before `paths` existed hold paths relative to
/// the working directory of the run that wrote them; they keep matching when applied from that
/// same directory (each finding is tried root-relative first, then working-directory-relative),
/// and `legible baseline` rewrites them root-relative.
public struct Baseline: Sendable, Codable, Equatable {
    /// The baseline file's schema version.
    public static let schemaVersion = "1"
    /// The value of `paths` in baselines whose files are relative to the repository root.
    public static let repositoryRelative = "repository"

    /// The schema version of this baseline file (`schemaVersion`).
    public var version: String
    /// What the entries' files are relative to: `repository` (the repository root, or the
    /// baseline file's folder outside a repository); `nil` in baselines written before it
    /// existed, whose paths are relative to the working directory of the run that wrote them.
    public var paths: String?
    /// Accepted findings, sorted.
    public var findings: [FindingIdentity]

    /// A baseline of the given identities, their files relative to the repository root.
    public init(findings: [FindingIdentity]) {
        self.version = Self.schemaVersion
        self.paths = Self.repositoryRelative
        self.findings = findings.sorted()
    }

    /// A baseline that accepts every finding of a report.
    ///
    /// - Parameters:
    ///   - report: The report whose findings to accept, with absolute paths.
    ///   - root: The folder paths are stored relative to: `rootFolder(auditing:baselineFile:)`.
    ///     `nil` keeps them as the report gives them.
    public init(report: AuditReport, root: String? = nil) {
        let paths = PathRelativizer(basePath: root)
        self.init(
            findings: report.findings.map { finding in
                var identity = FindingIdentity(finding)
                identity.file = identity.file.map(paths.relative)
                return identity
            })
    }

    /// The folder a baseline's paths are relative to: the nearest folder at or above the first
    /// audited path that holds a `.git` (a folder, or the file a Git worktree has); outside a
    /// repository, the baseline file's folder.
    ///
    /// - Parameters:
    ///   - paths: The audited folders or files, absolute or relative to the working directory
    ///     (none: the working directory).
    ///   - baselineFile: The baseline file's path, absolute or relative to the working directory.
    ///   - workingDirectory: The folder relative paths start from (default: the process's).
    /// - Returns: An absolute, standardized folder path.
    public static func rootFolder(
        auditing paths: [String], baselineFile: String,
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) -> String {
        func absolute(_ path: String) -> URL {
            let url =
                path.hasPrefix("/")
                ? URL(fileURLWithPath: path)
                : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path)
            return url.standardizedFileURL
        }
        let manager = FileManager.default
        var folder = absolute(paths.first ?? ".")
        var isFolder: ObjCBool = false
        if !manager.fileExists(atPath: folder.path, isDirectory: &isFolder) || !isFolder.boolValue {
            folder.deleteLastPathComponent()
        }
        while true {
            if manager.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder.path }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path { break }
            folder = parent
        }
        return absolute(baselineFile).deletingLastPathComponent().standardizedFileURL.path
    }

    /// What applying a baseline did.
    public struct Application: Sendable, Equatable {
        /// The report with only the findings the baseline does not list; its summary counts
        /// them again and records `baselined` and `baselineUnmatched`.
        public var report: AuditReport
        /// Findings hidden because the baseline lists them.
        public var hidden: Int
        /// Baseline entries that matched no finding (fixed, or the string is gone).
        public var unmatched: [FindingIdentity]
    }

    /// Removes the findings this baseline lists from a report.
    ///
    /// - Parameters:
    ///   - report: The audit's result, with absolute paths.
    ///   - root: The folder the baseline's paths are relative to:
    ///     `rootFolder(auditing:baselineFile:)`. `nil` takes the report's paths as they are.
    ///   - workingDirectory: For a baseline written before `paths` existed: the folder its
    ///     paths may be relative to instead (the directory the audit runs from), tried when the
    ///     root-relative path matches nothing.
    /// - Returns: The new findings only, with the counts of hidden findings and of baseline
    ///   entries that no longer match anything.
    public func apply(to report: AuditReport, root: String? = nil, workingDirectory: String? = nil) -> Application {
        var bases = [PathRelativizer(basePath: root)]
        if paths == nil, let workingDirectory { bases.append(PathRelativizer(basePath: workingDirectory)) }
        var remaining: [FindingIdentity: Int] = [:]
        for identity in findings { remaining[identity, default: 0] += 1 }
        var kept: [Finding] = []
        var hidden = 0
        for finding in report.findings.sortedForReport() {
            let identity = FindingIdentity(finding)
            let candidates = bases.map { base in
                var relative = identity
                relative.file = identity.file.map(base.relative)
                return relative
            }
            if let match = candidates.first(where: { (remaining[$0] ?? 0) > 0 }) {
                remaining[match, default: 0] -= 1
                hidden += 1
            } else {
                kept.append(finding)
            }
        }
        let unmatched = remaining.flatMap { identity, count in Array(repeating: identity, count: count) }.sorted()
        var result = report
        result.findings = kept
        result.summary.recount(kept)
        result.summary.baselined = (report.summary.baselined ?? 0) + hidden
        result.summary.baselineUnmatched = unmatched.count
        return Application(report: result, hidden: hidden, unmatched: unmatched)
    }

    /// The baseline as JSON: pretty-printed, keys sorted, entries sorted.
    /// - Throws: `ReportError.encodingFailed` (not expected for these fields).
    public func encoded() throws -> Data {
        var copy = self
        copy.findings.sort()
        return try SortedJSON.encode(copy, format: .json)
    }

    /// Reads a baseline file.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The file's path, for error messages.
    /// - Throws: `ReportError.unsupportedVersion` or `ReportError.decodingFailed`.
    public static func decode(_ data: Data, path: String? = nil) throws -> Baseline {
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw ReportError.decodingFailed(path: path, reason: "not a Legible baseline: \(error)")
        }
        guard baseline.version == schemaVersion else {
            throw ReportError.unsupportedVersion(path: path, found: baseline.version, supported: schemaVersion)
        }
        return baseline
    }
}
