import Foundation
import LegibleAudit

/// The designs an app is measured in when `legible.json` and `--design` say none, read from
/// its Xcode project and Info.plist files: the iOS 26 design, and the iOS 18 design as well when
/// the app may still be drawn in it.
///
/// The rule:
/// 1. An Info.plist under the audited paths (or a build setting
///    `INFOPLIST_KEY_UIDesignRequiresCompatibility`) sets `UIDesignRequiresCompatibility`:
///    both designs. The key keeps the iOS 18 design on iOS 26, but "the system ignores this key
///    when you build for iOS 27 or later"
///    (https://developer.apple.com/documentation/bundleresources/information-property-list/uidesignrequirescompatibility),
///    and iOS 27 has shipped.
/// 2. The project was last upgraded by an Xcode older than 26 (`LastUpgradeCheck` below 2600
///    in `project.pbxproj`): both designs. A build from that toolchain links an SDK older than
///    iOS 26 and is drawn in the iOS 18 design on iOS 26; the app's next build with Xcode 26 or
///    later is drawn in the iOS 26 design.
/// 3. Otherwise (a project upgraded by Xcode 26 or later, or none found): the iOS 26 design.
public struct DesignDefault: Sendable, Equatable {
    /// The designs to measure in, in `Design` order: `[.ios26]`, or `[.ios18, .ios26]` when the app
    /// may still be drawn in the iOS 18 design (rules 1 and 2 above).
    public var designs: [Design]
    /// Why, for the summary.
    public var reason: String

    /// The first Xcode whose SDK draws apps in the iOS 26 design, as `LastUpgradeCheck` writes it.
    static let liquidGlassXcode = 2600

    /// Finds the designs for the app under `paths`.
    public static func detect(
        paths: [String], skippedFolders: Set<String> = ProjectReader.Options.defaultSkippedFolders
    )
        -> DesignDefault
    {
        detect(in: ProjectFiles(paths: paths, skippedFolders: skippedFolders))
    }

    /// The designs the project files say (see the type's rule).
    static func detect(in files: ProjectFiles) -> DesignDefault {
        for plist in files.infoPlists where requiresCompatibility(plist: plist) {
            return DesignDefault(
                designs: [.ios18, .ios26],
                reason: """
                    UIDesignRequiresCompatibility in \((plist as NSString).lastPathComponent): the iOS 18 design until the app \
                    is built for iOS 27, which ignores the key, and the iOS 26 design
                    """)
        }
        let read = files.projects.compactMap { path in
            readProject(files.objects(of: path)).map { (path: path, project: $0) }
        }
        if let flagged = read.first(where: \.project.requiresCompatibility) {
            return DesignDefault(
                designs: [.ios18, .ios26],
                reason: """
                    INFOPLIST_KEY_UIDesignRequiresCompatibility in \(projectName(flagged.path)): the iOS 18 design until the \
                    app is built for iOS 27, which ignores the key, and the iOS 26 design
                    """)
        }
        if let newest = read.compactMap({ entry in entry.project.lastUpgradeCheck.map { (entry.path, $0) } })
            .max(by: { $0.1 < $1.1 })
        {
            let xcode = xcodeVersion(newest.1)
            if newest.1 < liquidGlassXcode {
                return DesignDefault(
                    designs: [.ios18, .ios26],
                    reason: """
                        \(projectName(newest.0)) last upgraded by Xcode \(xcode) (LastUpgradeCheck \(newest.1)): a build \
                        from before Xcode 26 is drawn in the iOS 18 design, the next with Xcode 26 or later in the iOS 26 design
                        """)
            }
            return DesignDefault(
                designs: [.ios26],
                reason: """
                    \(projectName(newest.0)) upgraded by Xcode \(xcode) and no UIDesignRequiresCompatibility: the iOS 26 design
                    """)
        }
        return DesignDefault(
            designs: [.ios26],
            reason: """
                no Xcode project or UIDesignRequiresCompatibility found: the iOS 26 design of apps built with Xcode 26 or later
                """)
    }

    /// Whether the property list at `plist` sets `UIDesignRequiresCompatibility` to true.
    static func requiresCompatibility(plist: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: plist),
            let root = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return false }
        return flag(root["UIDesignRequiresCompatibility"])
    }

    /// What a `project.pbxproj` says (its objects, parsed by `ProjectFiles`): its
    /// `LastUpgradeCheck` and whether a build configuration sets
    /// `INFOPLIST_KEY_UIDesignRequiresCompatibility`.
    static func readProject(_ objects: [[String: Any]]?) -> (lastUpgradeCheck: Int?, requiresCompatibility: Bool)? {
        guard let objects else { return nil }
        var check: Int?
        var compatibility = false
        for object in objects {
            switch object["isa"] as? String {
            case "PBXProject":
                if let attributes = object["attributes"] as? [String: Any],
                    let value = (attributes["LastUpgradeCheck"] as? String).flatMap({ Int($0) })
                {
                    check = max(check ?? 0, value)
                }
            case "XCBuildConfiguration":
                if let settings = object["buildSettings"] as? [String: Any],
                    flag(settings["INFOPLIST_KEY_UIDesignRequiresCompatibility"])
                {
                    compatibility = true
                }
            default:
                break
            }
        }
        return (check, compatibility)
    }

    /// A property list or build setting boolean: `true`, `YES`, `1`.
    static func flag(_ value: Any?) -> Bool {
        if let bool = value as? Bool { return bool }
        if let text = value as? String { return ["yes", "true", "1"].contains(text.lowercased()) }
        return false
    }

    /// "15.3" for 1530, "26.0" for 2600.
    static func xcodeVersion(_ check: Int) -> String {
        "\(check / 100).\(check % 100 / 10)"
    }

    static func projectName(_ pbxproj: String) -> String {
        ((pbxproj as NSString).deletingLastPathComponent as NSString).lastPathComponent
    }
}
