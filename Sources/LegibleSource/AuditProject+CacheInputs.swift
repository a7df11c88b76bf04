import Foundation
import LegibleAudit

extension AuditProject.Plan {
    /// File extensions (lowercased) a load may read: the localization formats
    /// (`InputFile.Kind`, `.xlf`), Swift source and package manifests, Xcode projects,
    /// `Info.plist`s and `legible.json`.
    static let cacheInputExtensions: Set<String> =
        Set(InputFile.Kind.allCases.map(\.rawValue)).union(["xlf", "swift", "pbxproj", "plist", "json"])

    /// Every file a load of this plan may read, absolute and sorted: the `legible.json`, then each
    /// file with one of `cacheInputExtensions` below `inputs` and `sourceRoots`, folders that are
    /// symbolic links followed (once each), `ProjectReader.Options.defaultSkippedFolders` (which
    /// every reader and the Swift scan skip) left out.
    ///
    /// A superset of what `AuditProject.load(_:)` reads — it ignores `exclude`, and lists files
    /// of those kinds no reader picks up — so that a key made over these files' bytes
    /// (`AuditCacheKey`) changes whenever what the load reads changes. `AuditProject.filesRead`
    /// lists what a load did read, to check that this covered it.
    public func cacheInputFiles() -> [String] {
        let manager = FileManager.default
        var found = Set<String>()
        var visitedFolders = Set<String>()
        func walk(_ path: String, named: Bool) {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
            if !isDirectory.boolValue {
                // A file given by name is read whatever its extension; one found in a folder by it.
                let ext = (path as NSString).pathExtension.lowercased()
                if named || Self.cacheInputExtensions.contains(ext) { found.insert(path) }
                return
            }
            let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard visitedFolders.insert(real).inserted,
                let names = try? manager.contentsOfDirectory(atPath: path)
            else { return }
            for name in names where !ProjectReader.Options.defaultSkippedFolders.contains(name) {
                walk(path == "/" ? "/" + name : path + "/" + name, named: false)
            }
        }
        for root in Set(inputs + sourceRoots) {
            let path = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
            walk(path, named: true)
        }
        if let configurationURL { found.insert(configurationURL.path) }
        return found.sorted()
    }
}

extension AuditProject {
    /// The files the load read, absolute and sorted: the `legible.json`, the localization files,
    /// the Swift files scanned and the app's project files.
    public var filesRead: [String] {
        Set(
            collection.files + collection.sourceFiles + projectFiles + [configurationFile].compactMap { $0 }
        ).sorted()
    }
}
