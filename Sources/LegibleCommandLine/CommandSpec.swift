/// A declarative description of a command: its name, help, options, flags, positional
/// arguments and subcommands.
///
/// The root command may have subcommands (one level: `legible audit …`); a command with
/// subcommands takes no positional arguments, and its own options are accepted only before
/// the subcommand's name. Every command understands `-h` / `--help`, and a root with
/// subcommands understands `help <subcommand>`.
///
/// ```swift
/// let audit = CommandSpec(
///     name: "audit",
///     abstract: "Find UI strings that will not fit or will not read well.",
///     options: [
///         .option("--format", short: "f", type: .choice(["text", "json", "sarif"]),
///                 default: "text", help: "The report format."),
///         .option("--fonts", valueName: "dir", repetition: .repeatable, help: "A folder of fonts."),
///         .flag("--bold-text", help: "Measure as if Bold Text were on."),
///     ],
///     arguments: [ArgumentSpec("path", arity: .zeroOrMore, help: "Files or folders to audit.")]
/// )
/// let legible = CommandSpec(name: "legible", abstract: "Audits iOS apps' UI strings.",
///                           subcommands: [audit])
///
/// switch try legible.parse(Array(CommandLine.arguments.dropFirst())) {
/// case .help(_, let text):
///     print(text)
/// case .command(let parsed) where parsed.subcommand == "audit":
///     let format = parsed.string("--format")  // "text" unless given
///     let paths = parsed.strings("path")
///     …
/// case .command:
///     print(legible.helpText())
/// }
/// ```
public struct CommandSpec: Sendable, Hashable {
    /// The name typed on the command line, such as `"audit"`; for the root, the program name.
    public var name: String
    /// One line shown after `OVERVIEW:` in help and beside the name in the root's subcommand list.
    public var abstract: String
    /// Optional longer help: paragraphs separated by blank lines are wrapped at 80 columns,
    /// and a paragraph whose lines start with a space (an example) is kept as written.
    public var discussion: String?
    /// The options and flags, in the order help lists them.
    public var options: [OptionSpec]
    /// The positional arguments, in order.
    public var arguments: [ArgumentSpec]
    /// The subcommands, in the order help lists them; only the root may have them.
    public var subcommands: [CommandSpec]

    /// Creates a command spec.
    ///
    /// ```swift
    /// CommandSpec(name: "rules", abstract: "List the rules and what they check.",
    ///             options: [.flag("--json", help: "Write the list as JSON.")])
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name typed on the command line (lowercase words joined by hyphens).
    ///   - abstract: One line of help.
    ///   - discussion: Optional longer help, shown after the abstract.
    ///   - options: The options and flags.
    ///   - arguments: The positional arguments.
    ///   - subcommands: The subcommands (root only).
    public init(
        name: String,
        abstract: String,
        discussion: String? = nil,
        options: [OptionSpec] = [],
        arguments: [ArgumentSpec] = [],
        subcommands: [CommandSpec] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.arguments = arguments
        self.subcommands = subcommands
    }

    /// Parses command-line arguments against this root command.
    ///
    /// Reads options (`--format json`, `--format=json`, `-f json`), flags, `--` (everything
    /// after it is positional), the subcommand name, and positional arguments; converts and
    /// checks every value. Never prints and never exits.
    ///
    /// ```swift
    /// let result = try legible.parse(["audit", "--format", "json", "App/"])
    /// if case .command(let parsed) = result {
    ///     parsed.command            // ["legible", "audit"]
    ///     parsed.string("--format") // "json"
    ///     parsed.strings("path")    // ["App/"]
    /// }
    /// ```
    ///
    /// If `-h` or `--help` appears before `--` (even alongside a mistake), or the first
    /// argument is `help`, the result is ``ParseResult/help(command:text:)`` for that command.
    /// The spec itself must be well formed (unique names, variadic argument last, valid
    /// defaults …); a malformed spec is a programmer error and stops the program.
    ///
    /// - Parameter arguments: The arguments without the program name, such as
    ///   `Array(CommandLine.arguments.dropFirst())`.
    /// - Returns: The parsed command, or a request for help with its text.
    /// - Throws: ``CommandLineError`` for an unknown option or subcommand, a missing or
    ///   invalid value, a flag given a value, or a missing or unexpected argument.
    public func parse(_ arguments: [String]) throws(CommandLineError) -> ParseResult {
        let problems = specProblems()
        precondition(problems.isEmpty, "Malformed command spec '\(name)':\n" + problems.joined(separator: "\n"))
        var parser = Parser(root: self, tokens: arguments)
        return try parser.run()
    }

    /// The generated help for this command, or for one of its subcommands.
    ///
    /// Lists the usage line, the abstract and discussion, the arguments, the options with
    /// their value names, choices and defaults, and the subcommands, in aligned columns
    /// wrapped at 80 columns.
    ///
    /// ```swift
    /// print(legible.helpText())               // the root's help
    /// print(legible.helpText(for: "audit"))   // same as `legible audit --help`
    /// ```
    ///
    /// - Parameter subcommand: The name of a subcommand, or `nil` for this command; naming a
    ///   subcommand that does not exist is a programmer error.
    /// - Returns: The help text, without a final newline.
    public func helpText(for subcommand: String? = nil) -> String {
        guard let subcommand else {
            return HelpFormatter(root: self, command: self).render()
        }
        guard let command = subcommands.first(where: { $0.name == subcommand }) else {
            preconditionFailure("'\(name)' has no subcommand '\(subcommand)'")
        }
        return HelpFormatter(root: self, command: command).render()
    }
}
