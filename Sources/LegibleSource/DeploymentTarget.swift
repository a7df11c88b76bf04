import Foundation
import LegibleAudit
import SwiftParser
import SwiftSyntax

/// The oldest iOS an app supports and whether it runs on iPad, read from its Xcode project
/// (`IPHONEOS_DEPLOYMENT_TARGET`, `TARGETED_DEVICE_FAMILY` in `*.xcodeproj/project.pbxproj`)
/// or, without one, its Swift package manifest (`platforms: [.iOS(.v17)]`): what decides the
/// devices the audit measures on when `legible.json` names none.
///
/// Xcode's build settings: https://developer.apple.com/documentation/xcode/build-settings-reference
/// (`TARGETED_DEVICE_FAMILY`: 1 iPhone, 2 iPad). The project files nearest the audited folder
/// are used (the shallowest found); among their build configurations, the lowest deployment
/// target is the app's (its extensions and older targets run on the same devices).
public struct DeploymentTarget: Sendable, Equatable {
    /// The lowest iOS version, as written (`16.0`).
    public var iOS: String
    /// Whether any target's device family includes iPad.
    public var runsOnIPad: Bool
    /// The file it was read from.
    public var file: String

    /// The major version (`16` for `16.4`).
    public var majorVersion: Int { Int(iOS.split(separator: ".").first ?? "") ?? 0 }

    /// The devices an app with this target runs on that bound its layouts: the narrowest iPhone
    /// that runs its oldest iOS, a current iPhone, and the narrowest iPad when it runs on iPad.
    ///
    /// Widths in points, portrait (HIG, Layout, "Device screen sizes and orientations"):
    /// iOS 16 dropped every 320 pt iPhone (iPhone SE 1st generation, iPod touch), so from iOS 16
    /// the narrowest is the 375 pt iPhone SE (2nd and 3rd generation), which iOS 26 still runs;
    /// iPhone 16 is 393 pt; iPad mini (6th generation and later) 744 pt.
    public var devices: [AuditConfiguration.Device] {
        var devices =
            majorVersion >= 16
            ? [AuditConfiguration.Device(name: "iPhone SE (3rd generation)", width: 375)]
            : [AuditConfiguration.Device(name: "iPhone SE (1st generation)", width: 320)]
        devices.append(AuditConfiguration.Device(name: "iPhone 16", width: 393))
        if runsOnIPad { devices.append(AuditConfiguration.Device(name: "iPad mini", width: 744)) }
        return devices
    }

    /// Why these devices, for the summary: "iOS 16.0 and iPad (App.xcodeproj)".
    public var reason: String {
        "iOS \(iOS)\(runsOnIPad ? " and iPad" : "") in \(file)"
    }

    /// Finds the project files under `paths` (skipping build output and dependencies) and reads
    /// the target; `nil` when none says it.
    public static func detect(
        paths: [String], skippedFolders: Set<String> = ProjectReader.Options.defaultSkippedFolders
    )
        -> DeploymentTarget?
    {
        detect(in: ProjectFiles(paths: paths, skippedFolders: skippedFolders))
    }

    /// The target the nearest projects say (the lowest of their build configurations; iPad when
    /// any of them runs there), else the nearest package manifests.
    static func detect(in files: ProjectFiles) -> DeploymentTarget? {
        let fromProjects = files.projects.compactMap { path -> DeploymentTarget? in
            guard var target = fromProject(path, objects: files.objects(of: path)) else { return nil }
            if let byID = files.objectsByID(of: path), let apps = appsRunOnIPad(byID) { target.runsOnIPad = apps }
            return target
        }
        if let lowest = fromProjects.min(by: { Self.less($0.iOS, $1.iOS) }) {
            var target = lowest
            target.runsOnIPad = fromProjects.contains(where: \.runsOnIPad)
            return target
        }
        return files.manifests.compactMap(fromManifest).min(by: { Self.less($0.iOS, $1.iOS) })
    }

    /// Reads a `project.pbxproj`'s build configurations (parsed by `ProjectFiles`).
    static func fromProject(_ path: String, objects: [[String: Any]]?) -> DeploymentTarget? {
        guard let objects else { return nil }
        var lowest: String?
        var iPad = false
        for object in objects where object["isa"] as? String == "XCBuildConfiguration" {
            guard let settings = object["buildSettings"] as? [String: Any] else { continue }
            if let version = settings["IPHONEOS_DEPLOYMENT_TARGET"] as? String, version.first?.isNumber == true,
                lowest.map({ Self.less(version, $0) }) ?? true
            {
                lowest = version
            }
            if let family = settings["TARGETED_DEVICE_FAMILY"] as? String,
                family.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "2" })
            {
                iPad = true
            }
        }
        guard let lowest else { return nil }
        let name = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        return DeploymentTarget(iOS: lowest, runsOnIPad: iPad, file: name)
    }

    /// Whether an application target of the project runs on iPad: its configurations'
    /// `TARGETED_DEVICE_FAMILY` (or the project's configuration of the same name, which a
    /// target's own setting overrides) includes 2. `nil` when the project has no application
    /// target (a framework's project: the caller keeps its reading of every configuration).
    /// Extensions, watch apps and test targets are not the app the screens are in.
    static func appsRunOnIPad(_ objects: [String: [String: Any]]) -> Bool? {
        func configurations(_ list: Any?) -> [(name: String, settings: [String: Any])] {
            guard let id = list as? String, let ids = objects[id]?["buildConfigurations"] as? [String] else {
                return []
            }
            return ids.compactMap { objects[$0] }.map {
                (($0["name"] as? String) ?? "", ($0["buildSettings"] as? [String: Any]) ?? [:])
            }
        }
        let project = objects.values.first { $0["isa"] as? String == "PBXProject" }
        let projectSettings = Dictionary(
            configurations(project?["buildConfigurationList"]).map { ($0.name, $0.settings) },
            uniquingKeysWith: { a, _ in a })
        let apps = objects.values.filter {
            $0["isa"] as? String == "PBXNativeTarget"
                && $0["productType"] as? String == "com.apple.product-type.application"
        }
        guard !apps.isEmpty else { return nil }
        for app in apps {
            for configuration in configurations(app["buildConfigurationList"]) {
                let family =
                    configuration.settings["TARGETED_DEVICE_FAMILY"] as? String
                    ?? projectSettings[configuration.name]?["TARGETED_DEVICE_FAMILY"] as? String ?? "1"
                if family.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "2" }) {
                    return true
                }
            }
        }
        return false
    }

    /// Reads `.iOS(.v17)` or `.iOS("16.4")` from a package manifest's `platforms`.
    static func fromManifest(_ path: String) -> DeploymentTarget? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let visitor = PlatformVisitor(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: String(decoding: data, as: UTF8.self)))
        guard let version = visitor.iOS else { return nil }
        // A package says nothing of device families: iPhone only is assumed.
        return DeploymentTarget(iOS: version, runsOnIPad: false, file: "Package.swift")
    }

    /// Whether version `a` is older than `b`, comparing numbers (`9.3` < `16.0`).
    static func less(_ a: String, _ b: String) -> Bool {
        let x = a.split(separator: ".").map { Int($0) ?? 0 }
        let y = b.split(separator: ".").map { Int($0) ?? 0 }
        return x.lexicographicallyPrecedes(y)
    }

    /// Finds `.iOS(...)` in a manifest.
    private final class PlatformVisitor: SyntaxVisitor {
        var iOS: String?

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
                callee.declName.baseName.text == "iOS",
                let argument = node.arguments.first?.expression
            else { return .visitChildren }
            if let member = argument.as(MemberAccessExprSyntax.self) {
                // `.v17`, `.v16_4` → 17, 16.4
                let name = member.declName.baseName.text
                if name.hasPrefix("v") { iOS = name.dropFirst().replacingOccurrences(of: "_", with: ".") }
            } else if let literal = argument.as(StringLiteralExprSyntax.self) {
                iOS = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
            }
            return .skipChildren
        }
    }
}
