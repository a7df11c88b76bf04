import Foundation
import LegibleAudit
import LegibleText

/// An app ready to audit: its `legible.json`, its localized strings, and where its Swift
/// source shows each of them.
///
/// `load` does what `legible audit`, `legible elements`, `legible baseline` and the benchmark
/// share: it finds the configuration (the `configurationPath` given, else as
/// `findConfiguration(paths:)` says), applies the overrides, reads every
/// localization file (the configuration's `catalogs`, relative to it, else the paths) with
/// `ProjectReader`, and scans the Swift files under the same paths with `SwiftSourceScanner`
/// unless the configuration says `"source": false`. Paths are made absolute and standardized,
/// so reports can show them relative to any folder.
public struct AuditProject: Sendable {
    /// The configuration, with the overrides applied.
    public var configuration: AuditConfiguration
    /// The `legible.json` read, if any.
    public var configurationFile: String?
    /// Strings, screens, elements found in source and every diagnostic of the input.
    public var collection: StringCollection
    /// The Swift scan (placements, unplaced references, detected wrapper functions), when one ran.
    public var scan: SourceScan?
    /// Font folders named by the configuration, absolute.
    public var fontFolders: [String]
    /// Problems that do not stop the audit, to show the user ("de is not in the files read").
    public var warnings: [String]
    /// The app's project files read for its devices and design (`project.pbxproj`,
    /// `Package.swift`, `Info.plist`), absolute and sorted.
    public var projectFiles: [String] = []
    /// What the audit cache did for the Swift scan (`load(_:scanCache:)`); `nil` when no cache
    /// was given or no scan ran.
    public var scanCacheOutcome: SourceScanCache.Outcome?

    /// What to load and what to override.
    public struct Options: Sendable {
        /// `--config`: the `legible.json` to use instead of looking for one.
        public var configurationPath: String?
        /// Size categories to check instead of the configuration's.
        public var sizes: [ContentSizeCategory]?
        /// Locales to check instead of the configuration's.
        public var locales: [String]?
        /// Bold Text states to check instead of the configuration's.
        public var boldText: [Bool]?
        /// The source language, when the files do not say it.
        public var sourceLanguage: String?
        /// Whether to scan Swift source; `nil`: as the configuration says (default on).
        public var scanSource: Bool?
        /// `--design`: the designs to measure in instead of the configuration's or the project's.
        public var designs: [Design]?
        /// `--pseudo`: the pseudo-localizations to measure instead of the configuration's.
        public var pseudo: [PseudoKind]?

        /// Options that override nothing.
        public init(
            configurationPath: String? = nil, sizes: [ContentSizeCategory]? = nil, locales: [String]? = nil,
            boldText: [Bool]? = nil, sourceLanguage: String? = nil, scanSource: Bool? = nil,
            designs: [Design]? = nil
        ) {
            self.designs = designs
            self.configurationPath = configurationPath
            self.sizes = sizes
            self.locales = locales
            self.boldText = boldText
            self.sourceLanguage = sourceLanguage
            self.scanSource = scanSource
        }
    }

    /// Why a project could not be loaded: the message the CLI prints (with its file and line
    /// when a `Diagnostic` caused it).
    public struct LoadError: Error, CustomStringConvertible, Sendable {
        /// The message the CLI prints, starting with `error:` or with the `Diagnostic` form
        /// `path:line:column: error: message`; it may run over several lines (a hint follows).
        public var description: String
    }

    /// Loads the project at `paths` (folders and files; `["."]` when empty).
    ///
    /// - Parameter ignoringConfiguration: read no `legible.json` (`legible init`).
    /// - Throws: `LoadError` when a path does not exist, the configuration cannot be read or
    ///   is invalid (its message names the file, line and field), no localization file is found,
    ///   or none of the locales asked for is in the files read.
    public static func load(
        paths given: [String], options: Options = Options(),
        ignoringConfiguration: Bool = false
    ) throws -> AuditProject {
        try load(plan(paths: given, options: options, ignoringConfiguration: ignoringConfiguration))
    }

    /// What a load of `paths` with `options` will read, worked out without reading any
    /// localization or Swift file: the `legible.json` (read and parsed, the overrides applied),
    /// the folders and files to read, and what is excluded. `load(_:)` goes on from it; the
    /// audit cache keys on it (`Plan.cacheInputFiles()`).
    ///
    /// - Parameter ignoringConfiguration: read no `legible.json` (`legible init`).
    /// - Throws: `LoadError` when a path does not exist or the configuration cannot be read or is
    ///   invalid (its message names the file, line and field).
    public static func plan(
        paths given: [String], options: Options = Options(),
        ignoringConfiguration: Bool = false
    ) throws -> Plan {
        let paths = given.isEmpty ? ["."] : given
        let manager = FileManager.default
        for path in paths where !manager.fileExists(atPath: path) {
            throw LoadError(description: "error: \(path): no such file or folder")
        }
        var configURL: URL?
        if let path = options.configurationPath {
            configURL = URL(fileURLWithPath: path)
        } else if !ignoringConfiguration {
            configURL = findConfiguration(paths: paths)
        }
        var configuration = AuditConfiguration()
        if let configURL {
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: configURL.path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw LoadError(
                    description: "error: \(configURL.path) is a folder; --config expects a legible.json file")
            }
            do {
                configuration = try AuditConfiguration.load(from: configURL)
            } catch let diagnostic as Diagnostic {
                throw LoadError(description: diagnostic.description)
            } catch {
                throw LoadError(description: "error: \(configURL.path): \(error)")
            }
        }
        if let sizes = options.sizes { configuration.sizes = Array(Set(sizes)).sorted() }
        if let locales = options.locales { configuration.locales = locales }
        if let bold = options.boldText { configuration.boldText = bold }
        if let pseudo = options.pseudo { configuration.pseudo = pseudo }
        if let designs = options.designs {
            configuration.designs = designs
            configuration.designReason = "--design"
        }
        return Plan(paths: paths, options: options, configuration: configuration, configurationURL: configURL)
    }

    /// Loads the project `plan` describes: reads its localization files, its app's project files
    /// and (unless turned off) its Swift source.
    ///
    /// - Parameter scanCache: Where the Swift scan of the same files may have been kept, and
    ///   is kept (`SwiftSourceScanner.scan(paths:cache:)`); `nil`: scan without a cache.
    /// - Throws: `LoadError` when no localization file is found, or none of the locales asked for
    ///   is in the files read.
    public static func load(_ plan: Plan, scanCache: SourceScanCache? = nil) throws -> AuditProject {
        var configuration = plan.configuration
        let options = plan.options
        let configURL = plan.configurationURL
        let relativeToConfig = plan.relativeToConfiguration
        let inputs = plan.inputs
        let sourceRoots = plan.sourceRoots
        let excluded = plan.excluded
        var readerOptions = ProjectReader.Options()
        readerOptions.sourceLanguage = options.sourceLanguage ?? configuration.sourceLanguage
        // Folders excluded by name are not even searched (their tables fill no missing values).
        readerOptions.skippedFolders.formUnion(
            excluded.filter { !$0.contains("/") && !$0.contains("*") && !$0.contains("?") })
        var collection = ProjectReader(options: readerOptions).read(paths: inputs)
        if !excluded.isEmpty {
            collection.strings.removeAll { Self.isExcluded($0.location.file, by: excluded) }
            collection.files.removeAll { Self.isExcluded($0, by: excluded) }
        }
        // The configuration's warnings (a duplicate field, an element without a role, a key
        // pattern that matches no key) go where every reader's diagnostics go: into the report.
        collection.diagnostics +=
            configuration.diagnostics
            + configuration.unmatchedPatternWarnings(keys: collection.strings.map { ($0.key, $0.table) })
        if collection.files.isEmpty {
            throw LoadError(
                description: """
                    error: no string catalogs (.xcstrings), .strings, .stringsdict, XLIFF or Interface Builder files in \(inputs.joined(separator: ", "))
                    Try the bundled example, from the Legible checkout: legible audit Examples/Shopping
                    """)
        }
        var warnings: [String] = []
        if let requested = configuration.locales, !requested.isEmpty {
            let present = Set(collection.strings.map(\.locale))
            let unknown = requested.filter { !present.contains($0) }
            if unknown.count == requested.count {
                throw LoadError(
                    description:
                        "error: none of the locales \(requested.joined(separator: ", ")) is in the files read; "
                        + "they have: \(present.sorted().joined(separator: ", "))")
            }
            if !unknown.isEmpty {
                warnings.append(
                    "warning: \(unknown.joined(separator: ", ")) \(unknown.count == 1 ? "is" : "are") not in the files read"
                )
            }
        }
        // Pseudo-localization starts from the source language's strings: none would measure nothing.
        if !configuration.pseudo.isEmpty,
            !collection.strings.contains(where: { $0.locale == collection.sourceLanguage })
        {
            let present = Set(collection.strings.map(\.locale)).sorted().joined(separator: ", ")
            warnings.append(
                "warning: --pseudo: no strings of the source language \(collection.sourceLanguage) were read, so none "
                    + "is pseudo-localized (the files have: \(present)); give the development language with "
                    + "--source-language or legible.json sourceLanguage")
        }
        // A fonts folder that is not there would leave the stand-ins measuring without a word.
        for folder in configuration.fonts.map(relativeToConfig) {
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory.boolValue {
                warnings.append(
                    "warning: legible.json fonts: \(folder) is not a folder; its fonts are not used "
                        + "(expected a folder of .ttf, .otf or .ttc files)")
            }
        }
        // The app's project files, found and parsed once for its devices and its design.
        let projectFiles =
            configuration.devicesReason == nil || configuration.designReason == nil
            ? ProjectFiles(paths: sourceRoots) : ProjectFiles(paths: [])
        // A project that cannot be read would leave the devices and design at their defaults
        // with the summary saying there is no project.
        for project in projectFiles.unreadable {
            warnings.append(
                "warning: \(project): cannot be read as an Xcode project (expected a property list with an "
                    + "\"objects\" dictionary); its deployment target and devices are not used")
        }
        if configuration.devicesReason == nil, let target = DeploymentTarget.detect(in: projectFiles) {
            configuration.devices = target.devices
            configuration.devicesReason = target.reason
        }
        if configuration.designReason == nil {
            let design = DesignDefault.detect(in: projectFiles)
            configuration.designs = design.designs
            configuration.designReason = design.reason
        }
        var scan: SourceScan?
        var scanCacheOutcome: SourceScanCache.Outcome?
        if options.scanSource ?? configuration.scanSource {
            var scanOptions = SwiftSourceScanner.Options()
            scanOptions.excludes = excluded
            scanOptions.wrapperFunctions = configuration.localizationFunctions
            let scanner = SwiftSourceScanner(options: scanOptions)
            let result: SourceScan
            if let scanCache {
                let found = scanner.scan(paths: sourceRoots, cache: scanCache)
                result = found.0
                scanCacheOutcome = found.1
            } else {
                result = scanner.scan(paths: sourceRoots)
            }
            collection.placements = result.placements
            collection.unplacedReferences = result.unplaced
            collection.sourceLiterals = result.literals
            collection.sourceFiles = result.files
            collection.screens += result.screens
            collection.diagnostics += result.diagnostics
            scan = result
        }
        let readProjectFiles = (projectFiles.projects + projectFiles.manifests + projectFiles.infoPlists).sorted()
        var project = AuditProject(
            configuration: configuration, configurationFile: configURL?.path, collection: collection,
            scan: scan, fontFolders: configuration.fonts.map(relativeToConfig), warnings: warnings,
            projectFiles: readProjectFiles)
        project.scanCacheOutcome = scanCacheOutcome
        return project
    }

    /// The `legible.json` for `paths` when none is given: one given as a path; else the first in
    /// a path's folder or in a folder between it and its repository root (the nearest folder
    /// with `.git`; the file system's root when there is none); else one next to a String
    /// Catalog or `.lproj` folder found under the paths.
    static func findConfiguration(paths: [String]) -> URL? {
        let manager = FileManager.default
        for path in paths where URL(fileURLWithPath: path).lastPathComponent == "legible.json" {
            return URL(fileURLWithPath: path)
        }
        for path in paths {
            var folder = URL(fileURLWithPath: path).standardizedFileURL
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                folder.deleteLastPathComponent()
            }
            while true {
                let candidate = folder.appendingPathComponent("legible.json")
                if manager.fileExists(atPath: candidate.path) { return candidate }
                let atRepositoryRoot = manager.fileExists(atPath: folder.appendingPathComponent(".git").path)
                let parent = folder.deletingLastPathComponent()
                if atRepositoryRoot || parent.path == folder.path { break }
                folder = parent
            }
        }
        let (inputs, _) = ProjectReader().findInputs(in: paths)
        for input in inputs {
            var folder = URL(fileURLWithPath: input.path).deletingLastPathComponent()
            if folder.lastPathComponent.hasSuffix(".lproj") { folder.deleteLastPathComponent() }
            let candidate = folder.appendingPathComponent("legible.json")
            if manager.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Whether `path` is excluded by one of `patterns`, or is inside a folder that is: the
    /// scanner's glob rules (`SourceGlob`), so that source and localization files are excluded alike.
    static func isExcluded(_ path: String, by patterns: [String]) -> Bool {
        patterns.contains { SourceGlob.matches($0, path) || SourceGlob.matches($0 + "/**", path) }
    }
}
