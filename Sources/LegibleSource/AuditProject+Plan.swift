import Foundation
import LegibleAudit

extension AuditProject {
    /// What a load will read, known before any localization or Swift file is read
    /// (`AuditProject.plan(paths:options:ignoringConfiguration:)`): the configuration with the
    /// overrides applied, where it lies, and the folders and files to read.
    public struct Plan: Sendable {
        /// The paths given (`["."]` when none was).
        public var paths: [String]
        /// The options given.
        public var options: Options
        /// The configuration read (or the defaults), with `options`' overrides applied; the app's
        /// devices and design are not detected yet (`load(_:)` does that).
        public var configuration: AuditConfiguration
        /// The `legible.json` read, if any.
        public var configurationURL: URL?

        /// The folder of `configurationURL`.
        var configurationFolder: String? { configurationURL?.deletingLastPathComponent().path }

        /// `path` made absolute: relative to the configuration's folder when there is one, else to
        /// the working folder; standardized.
        public func relativeToConfiguration(_ path: String) -> String {
            guard let configurationFolder, !path.hasPrefix("/") else {
                return URL(fileURLWithPath: path).standardizedFileURL.path
            }
            return URL(fileURLWithPath: configurationFolder).appendingPathComponent(path).standardizedFileURL.path
        }

        /// The folders and files the Swift scan and the project files are searched in: the paths
        /// given (absolute, without a `legible.json` given as a path), else the configuration's folder.
        public var sourceRoots: [String] {
            var roots = paths.filter { URL(fileURLWithPath: $0).lastPathComponent != "legible.json" }
                .map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            if roots.isEmpty, let configurationFolder {
                roots = [URL(fileURLWithPath: configurationFolder).standardizedFileURL.path]
            }
            return roots
        }

        /// Where localization files are searched: the configuration's `catalogs` (relative to it),
        /// else `sourceRoots`.
        public var inputs: [String] {
            configuration.catalogs.isEmpty ? sourceRoots : configuration.catalogs.map(relativeToConfiguration)
        }

        /// The configuration's `exclude`: a bare name (`_at_commit`, `Generated`) excludes every
        /// folder or file of that name; a path or pattern with `/` is made relative to legible.json.
        public var excluded: [String] {
            configuration.exclude.map { $0.contains("/") ? relativeToConfiguration($0) : $0 }
        }

        /// The configuration's font folders, absolute.
        public var fontFolders: [String] { configuration.fonts.map(relativeToConfiguration) }
    }
}
