import Foundation
import LegibleAudit

/// The files that say what an app targets — its Xcode projects, package manifests and
/// Info.plists — found in one walk of the audited folders, each project file parsed once.
///
/// `DeploymentTarget` (devices) and `DesignDefault` (designs) both read them. Folders skipped by
/// the readers are skipped here too; a path that is a symbolic link to a folder is walked as
/// that folder (the enumerator lists no children of a link). Walks stop 8 folders deep.
struct ProjectFiles {
    /// `project.pbxproj` paths of the `.xcodeproj` folders nearest the audited folders (the
    /// shallowest found), sorted.
    var projects: [String] = []
    /// `Package.swift` paths nearest the audited folders, sorted.
    var manifests: [String] = []
    /// Every `*Info.plist` found, sorted.
    var infoPlists: [String] = []
    /// Each project's `objects`, parsed with `PropertyListSerialization`; absent when unreadable.
    private var parsed: [String: [String: Any]] = [:]
    /// The projects in `projects` that could not be read as a property list with an `objects`
    /// dictionary (empty, truncated, not a project): their settings are not known.
    private(set) var unreadable: [String] = []

    init(paths: [String], skippedFolders: Set<String> = ProjectReader.Options.defaultSkippedFolders) {
        var projects: [(depth: Int, path: String)] = []
        var manifests: [(depth: Int, path: String)] = []
        let manager = FileManager.default
        for given in paths {
            let root = URL(fileURLWithPath: given).resolvingSymlinksInPath().path
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue,
                let walker = manager.enumerator(atPath: root)
            else { continue }
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let depth = relative.split(separator: "/").count
                if skippedFolders.contains(name) || depth > 8 {
                    walker.skipDescendants()
                    continue
                }
                if name.hasSuffix(".xcodeproj") {
                    projects.append((depth, root + "/" + relative + "/project.pbxproj"))
                    walker.skipDescendants()
                } else if name == "Package.swift" {
                    manifests.append((depth, root + "/" + relative))
                } else if name.hasSuffix("Info.plist") {
                    infoPlists.append(root + "/" + relative)
                }
            }
        }
        func shallowest(_ files: [(depth: Int, path: String)]) -> [String] {
            guard let depth = files.map(\.depth).min() else { return [] }
            return files.filter { $0.depth == depth }.map(\.path).sorted()
        }
        self.projects = shallowest(projects)
        self.manifests = shallowest(manifests)
        infoPlists.sort()
        for project in self.projects {
            if let data = manager.contents(atPath: project),
                let root = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                let objects = root["objects"] as? [String: Any]
            {
                parsed[project] = objects
            } else {
                unreadable.append(project)
            }
        }
    }

    /// The objects of a project in `projects` (`XCBuildConfiguration`, `PBXProject` …).
    func objects(of project: String) -> [[String: Any]]? {
        parsed[project].map { $0.values.compactMap { $0 as? [String: Any] } }
    }

    /// The objects of a project in `projects` by their identifiers, for following references
    /// (a target's `buildConfigurationList`).
    func objectsByID(of project: String) -> [String: [String: Any]]? {
        parsed[project].map { $0.compactMapValues { $0 as? [String: Any] } }
    }
}
