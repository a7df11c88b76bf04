import Foundation
import LegibleAudit
import LegibleCommandLine
import LegibleText

/// The root command and its dispatch.
enum Legible {
    static var commands: [any Subcommand.Type] { [
        AuditCommand.self, MeasureCommand.self, StringsCommand.self, ElementsCommand.self, InitCommand.self, RulesCommand.self, CheckCommand.self, BaselineCommand.self, MergeCommand.self,
    ] }

    static var spec: CommandSpec {
        CommandSpec(
            name: "legible",
            abstract: "Finds UI text that will not fit or will not read well in iOS apps, before the app is run.",
            discussion: """
                Every string of every locale, at every Dynamic Type size, with and without Bold Text, shaped \
                with HarfBuzz on the real fonts (or open stand-ins), checked against the Human Interface \
                Guidelines.
                """,
            options: [.flag("--version", help: "Print the version of Legible, HarfBuzz, FreeType and ICU.")],
            subcommands: commands.map { $0.spec })
    }

    /// Runs the tool with `arguments`; returns the exit code.
    static func run(_ arguments: [String]) -> Int32 {
        let spec = self.spec
        do {
            switch try spec.parse(arguments) {
            case let .help(_, text):
                Output.out(text)
                return 0
            case let .command(parsed):
                if parsed.subcommand == nil {
                    if parsed.flag("--version") {
                        Output.out(versionText)
                        return 0
                    }
                    Output.out(spec.helpText())
                    return 0
                }
                guard let command = commands.first(where: { $0.spec.name == parsed.subcommand }) else {
                    Output.out(spec.helpText())
                    return 2
                }
                return command.run(parsed)
            }
        } catch {
            Output.error("error: \(error.message)\n\(error.usageHint)")
            return 2
        }
    }

    static var versionText: String {
        """
        legible \(LibraryVersions.legible)
        HarfBuzz \(LibraryVersions.harfBuzz)
        FreeType \(LibraryVersions.freeType)
        ICU \(LibraryVersions.icu) (Unicode \(ICUInfo.unicodeVersion))
        """
    }

    static var toolInfo: ToolInfo {
        ToolInfo(version: LibraryVersions.legible, harfbuzz: LibraryVersions.harfBuzz,
                 freetype: LibraryVersions.freeType, icu: LibraryVersions.icu)
    }
}

/// One subcommand: its spec and what it does.
protocol Subcommand {
    static var spec: CommandSpec { get }
    /// Runs with the parsed arguments; returns the exit code.
    static func run(_ parsed: ParsedCommand) -> Int32
}

/// Where the tool writes.
enum Output {
    static func out(_ text: String) {
        // `write(contentsOf:)` throws where `write(_:)` traps (standard output closed).
        try? FileHandle.standardOutput.write(contentsOf: Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    static func error(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Whether standard error is a terminal (progress is shown only then).
    static var standardErrorIsTerminal: Bool { isatty(2) != 0 }
}

/// Options shared by the commands that measure.
enum FontOptions {
    static let specs: [OptionSpec] = [
        .option("--fonts", valueName: "dir", repetition: .repeatable,
                help: "A folder of fonts searched before Fonts/ and the system's (Apple's SF Pro, PingFang …)."),
        .flag("--no-system-fonts", help: "Do not search the system's font folders."),
        .option("--tracking", type: .choice(["auto", "off"]), default: "auto",
                help: "Apple's SF Pro tracking on stand-in faces."),
    ]

    static func measurerOptions(_ parsed: ParsedCommand, extraFolders: [String] = [],
                                tracking: TrackingMode? = nil,
                                calibration: [FontWeight: Double]? = nil) -> TextMeasurer.Options {
        var options = TextMeasurer.Options()
        options.fontFolders = parsed.strings("--fonts") + extraFolders
        options.includeSystemFonts = !parsed.flag("--no-system-fonts")
        if parsed.isPresent("--tracking") {
            options.tracking = TrackingMode(rawValue: parsed.string("--tracking") ?? "auto") ?? .auto
        } else if let tracking {
            options.tracking = tracking
        }
        if let calibration { options.standInCalibration = calibration }
        return options
    }
}
