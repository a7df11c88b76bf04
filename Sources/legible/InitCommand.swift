import ArgumentParser
import Foundation
import LegibleAudit
import LegibleSource

/// `legible init [PATH]`: writes a starting `legible.json` from what a scan of the project found.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract:
            "Write a starting legible.json: devices, the localization functions found, and the keys with no element.",
        discussion: """
            Reads the project as `legible audit` does (with no legible.json) and writes PATH/legible.json \
            (or --output). It never overwrites a file unless --force is given. The keys no element was found \
            for are listed under "comment" with the reason, as a place to add `elements` entries for them.
            """)

    @Argument(help: ArgumentHelp("The app's folder (default: .).", valueName: "path"))
    var paths: [String] = []

    @Option(
        name: [.customLong("output"), .customShort("o")],
        help: ArgumentHelp("Where to write (default: PATH/legible.json).", valueName: "file"))
    var output: String?

    @Flag(help: "Overwrite an existing file.")
    var force = false

    @Option(help: ArgumentHelp("The development language, when the files do not say it.", valueName: "language"))
    var sourceLanguage: String?

    func run() throws {
        let paths = self.paths.isEmpty ? ["."] : self.paths
        let output = self.output ?? URL(fileURLWithPath: paths[0]).appendingPathComponent("legible.json").path
        if FileManager.default.fileExists(atPath: output), !force {
            throw CommandFailure.error("\(output) exists; use --force to overwrite it")
        }
        let options = AuditProject.Options(configurationPath: nil, sourceLanguage: sourceLanguage)
        let project: AuditProject
        do {
            // Only the project's own files: a legible.json already there is not read.
            project = try AuditProject.load(
                paths: paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
                options: options, ignoringConfiguration: true)
        } catch {
            throw CommandFailure.library(error)
        }
        // --force replaces an earlier legible.json, never a file the project is read from.
        let inputs = project.collection.files + project.collection.sourceFiles
        if let clash = ReportWriter.outputOverwritingInput([ReportOutput(.json, to: .file(output))], inputs: inputs) {
            throw CommandFailure.error(
                "\(clash.output) is an input of this project (\(clash.input)); refusing to overwrite it "
                    + "with the configuration, even with --force. Give --output a path that is not an input")
        }
        let folder = URL(fileURLWithPath: output).deletingLastPathComponent().standardizedFileURL.path
        let listing = ElementListing(
            collection: project.collection, configuration: project.configuration,
            relative: PathRelativizer(basePath: folder).relative)
        let data = InitialConfiguration(project: project, listing: listing).json()
        do {
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw CommandFailure.error("\(output): cannot write: \(error.localizedDescription)")
        }
        let placed = Set(listing.elements.map { TableKey(table: $0.table, key: $0.key) }).count
        let functions = project.scan?.wrappers.count ?? 0
        Output.out(
            "Wrote \(output): \(Format.count(placed, "key")) placed from storyboards and source, "
                + "\(listing.unplaced.count) without an element (listed under \"comment\"); "
                + "\(Format.count(functions, "localization function")) detected.")
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
                + "`legible elements` lists what was found."
        ]
        let shown = listing.unplaced.prefix(200)
        comment += shown.map { "\($0.table)/\($0.key): \($0.reason)" }
        if listing.unplaced.count > shown.count { comment.append("… and \(listing.unplaced.count - shown.count) more") }
        root["comment"] = comment
        let data =
            (try? JSONSerialization.data(
                withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return data + Data("\n".utf8)
    }
}
