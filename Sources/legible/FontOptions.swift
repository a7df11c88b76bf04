import ArgumentParser
import Foundation
import LegibleText

/// Options shared by the commands that measure: where fonts are found and SF Pro's tracking.
struct FontOptions: ParsableArguments {
    @Option(
        name: .customLong("fonts"),
        help: ArgumentHelp(
            "A folder of fonts searched before Fonts/ and the system's (Apple's SF Pro, PingFang …).",
            valueName: "dir"))
    var folders: [String] = []

    @Flag(help: "Do not search the system's font folders.")
    var noSystemFonts = false

    @Option(help: "Apple's SF Pro tracking on stand-in faces (default: legible.json's, else auto).")
    var tracking: TrackingMode?

    /// Each `--fonts` must be a folder: a mistyped one would leave the stand-ins measuring
    /// without a word.
    func validate() throws {
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                throw ValidationError("--fonts \(folder): not a folder; expected a folder of .ttf, .otf or .ttc files")
            }
        }
    }

    /// The measurer's options these flags give (`--tracking` when given, else the default);
    /// `AuditProject.measurerOptions(_:trackingChosen:)` adds a project's.
    var measurerOptions: TextMeasurer.Options {
        var options = TextMeasurer.Options()
        options.fontFolders = folders
        options.includeSystemFonts = !noSystemFonts
        if let tracking { options.tracking = tracking }
        return options
    }
}
