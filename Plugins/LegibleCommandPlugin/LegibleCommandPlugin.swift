import Foundation
import PackagePlugin

/// `swift package legible [--target NAME …] [AUDIT OPTIONS]`: audits the package's targets
/// (those named, else every source target) with `legible audit` and the options given, such as
/// `--format sarif --output legible.sarif`, `--fail-on warning`, `--baseline FILE`,
/// `--pseudo expanded` (the source language's strings pseudo-localized, gated by
/// `--pseudo-fail-on`, default never).
///
/// Writing a report into the package needs `--allow-writing-to-package-directory`.
@main
struct LegibleCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets =
            names.isEmpty
            ? context.package.targets.compactMap { $0 as? SourceModuleTarget }
            : try context.package.targets(named: names).compactMap { $0 as? SourceModuleTarget }
        // `Target.directory` (`directoryURL` needs tools 6.1).
        let folders = targets.map { $0.directory.string }
        let tool = try context.tool(named: "legible").url
        let process = Process()
        process.executableURL = tool
        let remaining = extractor.remainingArguments
        // The audit cache in the plugin's work folder (the only one the sandbox lets it write),
        // unless the options choose.
        let cache =
            remaining.contains { $0 == "--no-cache" || $0 == "--cache-path" || $0.hasPrefix("--cache-path=") }
            ? [] : ["--cache-path", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
        process.arguments =
            ["audit"] + (folders.isEmpty ? [context.package.directoryURL.path] : folders) + cache + remaining
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw LegibleFailed(status: process.terminationStatus)
        }
    }
}

/// `legible audit` exited with `status` (1: findings at or above --fail-on; 2: usage or input error).
struct LegibleFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String {
        status == 1
            ? "legible found findings at or above --fail-on (exit status 1)"
            : "legible audit failed with exit status \(status)"
    }
}
