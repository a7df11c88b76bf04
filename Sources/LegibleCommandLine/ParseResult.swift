/// What ``CommandSpec/parse(_:)`` found on the command line: a command to run, or a request
/// for help.
///
/// ```swift
/// switch try legible.parse(arguments) {
/// case .help(_, let text):
///     print(text)        // then exit 0
/// case .command(let parsed):
///     try run(parsed)
/// }
/// ```
public enum ParseResult: Sendable, Equatable {
    /// A command to run, with its values.
    case command(ParsedCommand)
    /// `-h`, `--help` or `help <subcommand>` was given: print `text` and exit successfully.
    ///
    /// `command` is the path of the command whose help this is, such as `["legible", "audit"]`.
    case help(command: [String], text: String)
}
