import Foundation
import PackagePlugin

/// The build tool plugin: on every build of a target that uses it, `legible audit` reads the
/// target's String Catalogs, `.strings`, `.stringsdict`, XLIFF, storyboards and Swift sources
/// (and the `legible.json` found above them) and prints each finding as
/// `path:line:column: warning: message`, which Xcode and `swift build` show at the file and
/// line. Findings at error level fail the build, as a compiler error would (`--fail-on error`).
/// `legible.json`'s `"pseudo": ["expanded"]` adds the pseudo-localized strings' findings: they
/// are shown, and never fail the build (`--pseudo-fail-on` is `never`).
///
/// ```swift
/// .target(name: "App", plugins: [.plugin(name: "LegiblePlugin", package: "legible")])
/// ```
@main
struct LegiblePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // `directory` (a Path): `directoryURL` needs tools 6.1.
        let folder = URL(fileURLWithPath: target.directory.string)
        return try Self.commands(
            tool: context.tool(named: "legible").url, folder: folder,
            files: target.sourceFiles.map(\.url), workFolder: context.pluginWorkDirectoryURL,
            name: target.name)
    }

    /// The file types `legible audit` reads.
    static let extensions: Set<String> = ["xcstrings", "strings", "stringsdict", "xliff", "storyboard", "xib", "swift"]

    /// One command: `legible audit FOLDER`, rerun when one of the audited files changes, with
    /// its audit cache in the plugin's work folder (`cache/`): a rerun whose inputs are all as
    /// before (a file saved unchanged, a branch switched back) reads its result from there.
    ///
    /// Its output is an empty Swift file (a comment) in the plugin's work folder, so that the
    /// build system has something to wait for and the command runs only when its inputs change.
    static func commands(tool: URL, folder: URL, files: [URL], workFolder: URL, name: String) -> [Command] {
        let inputs = files.filter { extensions.contains($0.pathExtension.lowercased()) }
        guard !inputs.isEmpty else { return [] }
        let stamp = workFolder.appendingPathComponent("LegibleAudit-\(name).swift")
        // Run from the work folder, outside the audited one, so that every path printed is
        // absolute (Xcode places an issue by its absolute path).
        let script = """
            cd "$4" && "$1" audit "$2" --fail-on error --no-progress --cache-path "$4/cache" 2>&1; status=$?
            printf '// Audited by Legible (LegiblePlugin): this file is empty on purpose.\\n' > "$3"
            exit $status
            """
        return [
            .buildCommand(
                displayName: "Legible: auditing the UI text of \(name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "legible-plugin", tool.path, folder.path, stamp.path, workFolder.path],
                inputFiles: [tool] + inputs,
                outputFiles: [stamp])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LegiblePlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        // `directory` (a Path): the URL forms of the project's and targets' folders need tools 6.1.
        let folder = URL(fileURLWithPath: context.xcodeProject.directory.string)
        return try Self.commands(
            tool: context.tool(named: "legible").url, folder: folder, files: files,
            workFolder: context.pluginWorkDirectoryURL, name: target.displayName)
    }
}
#endif
