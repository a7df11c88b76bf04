import ArgumentParser
import Foundation
import LegibleAudit
import LegibleText

/// The root command: `legible`, its subcommands, `--version`, and how errors become output and
/// an exit status.
struct Legible: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "legible",
        abstract: "Finds UI text that will not fit or will not read well in iOS apps, before the app is run.",
        discussion: """
            Every string of every locale, at every Dynamic Type size, with and without Bold Text, shaped \
            with HarfBuzz on the real fonts (or open stand-ins), checked against the Human Interface \
            Guidelines.

            Exit status: 0 clean, 1 findings at or above --fail-on, 2 usage or input error.
            """,
        version: versionText,
        subcommands: [
            AuditCommand.self, MeasureCommand.self, StringsCommand.self, ElementsCommand.self, InitCommand.self,
            RulesCommand.self, CheckCommand.self, BaselineCommand.self, MergeCommand.self, PseudoCommand.self,
        ])

    static var versionText: String {
        """
        legible \(LibraryVersions.legible)
        HarfBuzz \(LibraryVersions.harfBuzz)
        FreeType \(LibraryVersions.freeType)
        ICU \(LibraryVersions.icu) (Unicode \(ICUInfo.unicodeVersion))
        """
    }

    static var toolInfo: ToolInfo {
        ToolInfo(
            version: LibraryVersions.legible, harfbuzz: LibraryVersions.harfBuzz,
            freetype: LibraryVersions.freeType, icu: LibraryVersions.icu)
    }

    /// Runs the tool with `arguments` (without the program name); returns the exit status.
    ///
    /// Help, `--version` and completion scripts go to standard output with 0; a usage error
    /// goes to standard error with "did you mean" where a name or value is close, and 2; a
    /// `CommandFailure` prints its message and exits with its status.
    static func execute(_ arguments: [String]) -> Int32 {
        if let failure = UsageErrors.unknownSubcommand(arguments) {
            Output.error(failure)
            return 2
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let failure as CommandFailure {
            if !failure.message.isEmpty { Output.error(failure.message) }
            return failure.status
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                Output.out(fullMessage(for: error))
                return 0
            }
            if let exit = error as? ExitCode { return exit.rawValue }
            Output.error(UsageErrors.explained(fullMessage(for: error)))
            return 2
        }
    }
}
