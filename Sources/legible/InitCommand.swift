import Foundation
import LegibleAudit
import LegibleCommandLine
import LegibleSource

/// `legible init [PATH]`: writes a starting `legible.json` from what a scan of the project found.
enum InitCommand: Subcommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "init",
            abstract: "Write a starting legible.json: devices, the localization functions found, and the keys with no element.",
            discussion: """
                Reads the project as `legible audit` does (with no legible.json) and writes PATH/legible.json \
                (or --output). It never overwrites a file unless --force is given. The keys no element was found \
                for are listed under "comment" with the reason, as a place to add `elements` entries for them.
                """,
            options: [
                .option("--output", short: "o", valueName: "file", help: "Where to write (default: PATH/legible.json)."),
                .flag("--force", help: "Overwrite an existing file."),
                .option("--source-language", help: "The development language, when the files do not say it."),
            ],
            arguments: [ArgumentSpec("path", arity: .zeroOrMore, help: "The app's folder (default: .).")])
    }

    static func run(_ parsed: ParsedCommand) -> Int32 {
        let paths = parsed.strings("path").isEmpty ? ["."] : parsed.strings("path")
        let output = parsed.string("--output") ?? URL(fileURLWithPath: paths[0]).appendingPathComponent("legible.json").path
        if FileManager.default.fileExists(atPath: output), !parsed.flag("--force") {
            Output.error("error: \(output) exists; use --force to overwrite it")
            return 2
        }
        let options = AuditProject.Options(configurationPath: nil, sourceLanguage: parsed.string("--source-language"))
        let project: AuditProject
        do {
            // Only the project's own files: a legible.json already there is not read.
            project = try AuditProject.load(paths: paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
                                            options: options, ignoringConfiguration: true)
        } catch {
            Output.error("\(error)")
            return 2
        }
        let folder = URL(fileURLWithPath: output).deletingLastPathComponent().standardizedFileURL.path
        let listing = ElementListing(collection: project.collection, configuration: project.configuration,
                                     relative: PathRelativizer(basePath: folder).relative)
        let data = InitialConfiguration(project: project, listing: listing).json()
        do {
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            Output.error("error: \(output): cannot write: \(error.localizedDescription)")
            return 2
        }
        let placed = Set(listing.elements.map { "\($0.table)\u{1}\($0.key)" }).count
        Output.out("Wrote \(output): \(placed) keys placed from storyboards and source, \(listing.unplaced.count) without an element "
                   + "(listed under \"comment\"); \(project.scan?.wrappers.count ?? 0) localization functions detected.")
        return 0
    }
}

/// The starting `legible.json` `legible init` writes.
struct InitialConfiguration {
    var project: AuditProject
    var listing: ElementListing

    /// Pretty-printed JSON with sorted keys.
    func json() -> Data {
        var root: [String: Any] = [
            "version": 1,
            "sourceLanguage": project.collection.sourceLanguage,
            // The devices the project chose (its deployment target and device family), written out
            // so that the team can see and change them.
            "devices": project.configuration.devices.map { ["name": $0.name, "width": $0.width] },
            "elements": [[String: Any]](),
        ]
        if let wrappers = project.scan?.wrappers, !wrappers.isEmpty { root["localizationFunctions"] = wrappers }
        var comment = [
            "Written by `legible init`. Elements found in Swift source and storyboards need no entry here; "
                + "add an `elements` entry (key or keys, role, width or count …) for a key below to measure it. "
                + "`legible elements` lists what was found.",
        ]
        let shown = listing.unplaced.prefix(200)
        comment += shown.map { "\($0.table)/\($0.key): \($0.reason)" }
        if listing.unplaced.count > shown.count { comment.append("… and \(listing.unplaced.count - shown.count) more") }
        root["comment"] = comment
        let data = (try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return data + Data("\n".utf8)
    }
}
