/// A mistake on the command line, with the command it was made in.
///
/// The library only throws it; the CLI prints it and chooses the exit code:
///
/// ```swift
/// do {
///     result = try legible.parse(Array(CommandLine.arguments.dropFirst()))
/// } catch {
///     // error: 'xml' is not a valid --format; expected one of: text, json, sarif
///     // Run 'legible audit --help' for usage.
///     FileHandle.standardError.write(Data("error: \(error.message)\n\(error.usageHint)\n".utf8))
///     exit(2)
/// }
/// ```
///
/// In messages, what the user typed is quoted (`'xml'`) and names from the spec are not
/// (`--format`, `<path>`).
public struct CommandLineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// An option the command does not have, as typed (without any `=value`), and the
        /// closest declared option if one is near enough by edit distance.
        case unknownOption(String, suggestion: String?)
        /// An option that needs a value ended the line or was followed by another option;
        /// carries the option name and its `<value name>`.
        case missingValue(option: String, valueName: String)
        /// A value that does not convert: the value (one list item for a comma-separated
        /// option), the option name or `<argument>` it was given to, and what was expected.
        case invalidValue(String, for: String, expected: Expectation)
        /// A flag written with a value (`--json=yes`): the flag and the value.
        case unexpectedValue(String, flag: String)
        /// A required positional argument, as `<name>`, that was not given.
        case missingArgument(String)
        /// A positional value that no argument of the command takes.
        case unexpectedArgument(String)
        /// A subcommand name that does not exist, the closest one if near enough by edit
        /// distance, and all the subcommand names.
        case unknownSubcommand(String, suggestion: String?, available: [String])
    }

    /// What a valid value would have been, for ``Kind/invalidValue(_:for:expected:)``.
    public enum Expectation: Sendable, Hashable, CustomStringConvertible {
        /// One of these words.
        case oneOf([String])
        /// A whole number.
        case integer
        /// A finite decimal number.
        case number
        /// A non-empty text (for an item of a comma-separated list).
        case nonEmpty

        /// The expectation as words, such as `"one of: text, json, sarif"` or `"an integer"`.
        public var description: String {
            switch self {
            case .oneOf(let choices): "one of: " + choices.joined(separator: ", ")
            case .integer: "an integer"
            case .number: "a number"
            case .nonEmpty: "a non-empty value"
            }
        }
    }

    /// What went wrong.
    public let kind: Kind
    /// The path of the command being parsed when it went wrong, such as `["legible", "audit"]`.
    public let command: [String]

    /// Creates an error.
    ///
    /// ```swift
    /// CommandLineError(.missingArgument("<path>"), command: ["legible", "measure"])
    /// ```
    ///
    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - command: The path of the command being parsed.
    public init(_ kind: Kind, command: [String]) {
        self.kind = kind
        self.command = command
    }

    /// One line that says what went wrong, without the `error:` prefix.
    ///
    /// For example `'xml' is not a valid --format; expected one of: text, json, sarif`, or
    /// `unknown option '--fial-on'; did you mean --fail-on?`.
    public var message: String {
        switch kind {
        case .unknownOption(let option, let suggestion):
            return "unknown option '\(option)'" + (suggestion.map { "; did you mean \($0)?" } ?? "")
        case .missingValue(let option, let valueName):
            return "missing value for \(option) <\(valueName)>"
        case .invalidValue(let value, let name, let expected):
            return "'\(value)' is not a valid \(name); expected \(expected)"
        case .unexpectedValue(let value, let flag):
            return "\(flag) does not take a value, but was given '\(value)'"
        case .missingArgument(let argument):
            return "missing required argument \(argument)"
        case .unexpectedArgument(let argument):
            return "unexpected argument '\(argument)'"
        case .unknownSubcommand(let name, let suggestion, let available):
            if let suggestion {
                return "unknown subcommand '\(name)'; did you mean \(suggestion)?"
            }
            return "unknown subcommand '\(name)'; expected one of: " + available.joined(separator: ", ")
        }
    }

    /// The line to print after the message, such as `Run 'legible audit --help' for usage.`
    public var usageHint: String {
        "Run '\(command.joined(separator: " ")) --help' for usage."
    }

    /// The same as ``message``.
    public var description: String { message }
}
