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
    /// Why standard output could not be written, once it could not (a closed descriptor).
    /// A reader that went away (`legible strings | head`) is not a failure: the rest of the
    /// output is dropped quietly.
    nonisolated(unsafe) static var standardOutputFailure: String?
    nonisolated(unsafe) private static var readerGone = false

    /// A failure to write standard output, with the system's reason.
    struct WriteFailure: Error, CustomStringConvertible {
        var reason: String
        var description: String { "cannot write to standard output (\(reason))" }
    }

    static func out(_ text: String) {
        try? write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Writes `data` to standard output with `write(2)`: SIGPIPE is ignored (`ignoreBrokenPipe`),
    /// so a closed pipe ends the output quietly; any other failure is thrown once, by reason.
    static func write(_ data: Data) throws {
        guard !readerGone else { return }
        if let standardOutputFailure { throw WriteFailure(reason: standardOutputFailure) }
        let failure: Int32? = data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let n = Glibc.write(1, base + offset, buffer.count - offset)
                #else
                let n = Darwin.write(1, base + offset, buffer.count - offset)
                #endif
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return nil
        }
        guard let failure else { return }
        if failure == EPIPE {
            readerGone = true
            return
        }
        let reason = String(cString: strerror(failure))
        standardOutputFailure = reason
        throw WriteFailure(reason: reason)
    }

    /// A reader that closes the pipe early (`| head`) must not kill the tool with SIGPIPE
    /// (exit 141): writes then fail with EPIPE, which `write(_:)` takes as the end of output.
    static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// A standard descriptor closed when the tool starts (`legible strings >&-`) would be
    /// reused by the next file opened, and the output would land in a font or a report.
    /// Each is held on /dev/null instead; a closed standard output is then a failure.
    static func holdClosedStandardDescriptors() {
        for descriptor: Int32 in [0, 1, 2] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            if descriptor == 1 { standardOutputFailure = "it is closed" }
        }
    }

    static func error(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Whether standard error is a terminal (progress is shown only then).
    static var standardErrorIsTerminal: Bool { isatty(2) != 0 }
}

/// SIGINT (Control-C) and SIGTERM end the run without leaving temporary report files
/// (`.index.html.XXXXXX`) or a set of reports mixed from two runs behind: the reports being
/// written are discarded, those already renamed into place stay, and the exit status is
/// 128 + the signal's number, as the shell reports it.
enum Interruption {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    static func install() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                PendingReports.discardAll()
                exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }
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
