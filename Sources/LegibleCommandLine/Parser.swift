import Foundation

/// Walks the command-line tokens once against a root ``CommandSpec``.
///
/// Tokens are read left to right: `--` ends the options; `--name[=value]` and `-x` are
/// options; a negative number or a lone `-` is a positional value; at a command with
/// subcommands the first positional token picks the subcommand (or `help`). Positional values
/// are given to the arguments once all tokens are read.
struct Parser {
    let root: CommandSpec
    let tokens: [String]

    /// The index of the next token to read.
    private var index = 0
    /// The command whose options are being read, and its path from the root.
    private var command: CommandSpec
    private var path: [String]
    /// The index of the first token that belongs to `command`.
    private var levelStart = 0
    private var optionsEnded = false
    private var given: [String: [ValueType.Value]] = [:]
    private var positionalTokens: [String] = []

    init(root: CommandSpec, tokens: [String]) {
        self.root = root
        self.tokens = tokens
        self.command = root
        self.path = [root.name]
    }

    /// Parses all tokens. A mistake in a command whose tokens also ask for help yields the help.
    mutating func run() throws(CommandLineError) -> ParseResult {
        do throws(CommandLineError) {
            return try parseTokens()
        } catch {
            if helpRequestedAtCurrentLevel { return help(for: command) }
            throw error
        }
    }

    private func error(_ kind: CommandLineError.Kind) -> CommandLineError {
        CommandLineError(kind, command: path)
    }

    private func help(for command: CommandSpec) -> ParseResult {
        let helpPath = command == root ? [root.name] : [root.name, command.name]
        return .help(command: helpPath, text: HelpFormatter(root: root, command: command).render())
    }

    /// Whether `-h` or `--help` is among the current command's tokens before any `--`.
    private var helpRequestedAtCurrentLevel: Bool {
        tokens[levelStart...].prefix(while: { $0 != "--" }).contains(where: Self.isHelp)
    }

    private static func isHelp(_ token: String) -> Bool { token == "--help" || token == "-h" }

    /// A negative decimal number such as `-3`, `-0.5` or `-.5`, which is a value, not an option.
    static func isNegativeNumber(_ token: String) -> Bool {
        let afterDash = token.dropFirst()
        guard token.hasPrefix("-"), let first = afterDash.first, first.isASCII,
              first.isNumber || first == "." else { return false }
        return Double(token) != nil
    }

    /// Whether a token would be read as an option (and so cannot be an option's value).
    static func looksLikeOption(_ token: String) -> Bool {
        token.hasPrefix("-") && token != "-" && !isNegativeNumber(token)
    }

    private mutating func parseTokens() throws(CommandLineError) -> ParseResult {
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if optionsEnded {
                if let result = try positional(token) { return result }
            } else if token == "--" {
                optionsEnded = true
            } else if Self.isHelp(token) {
                return help(for: command)
            } else if token.hasPrefix("--") {
                try longOption(token)
            } else if Self.looksLikeOption(token) {
                try shortOption(token)
            } else if let result = try positional(token) {
                return result
            }
        }
        return .command(try finish())
    }

    // MARK: Options

    private mutating func longOption(_ token: String) throws(CommandLineError) {
        let name: String
        let inlineValue: String?
        if let equals = token.firstIndex(of: "=") {
            name = String(token[..<equals])
            inlineValue = String(token[token.index(after: equals)...])
        } else {
            name = token
            inlineValue = nil
        }
        guard let option = command.options.first(where: { $0.name == name }) else {
            throw error(.unknownOption(name, suggestion: suggestOption(for: name)))
        }
        try apply(option, inlineValue: inlineValue)
    }

    private mutating func shortOption(_ token: String) throws(CommandLineError) {
        guard token.count == 2, let letter = token.last,
              let option = command.options.first(where: { $0.shortName == letter }) else {
            // `-format` is most likely `--format` with a dash missing.
            let suggestion = token.count > 2 ? suggestOption(for: "-" + token) : nil
            throw error(.unknownOption(token, suggestion: suggestion))
        }
        try apply(option, inlineValue: nil)
    }

    private mutating func apply(_ option: OptionSpec, inlineValue: String?) throws(CommandLineError) {
        guard case .value(let type, let valueName, _, let repetition) = option.kind else {
            if let inlineValue { throw error(.unexpectedValue(inlineValue, flag: option.name)) }
            given[option.name] = []
            return
        }
        let text: String
        if let inlineValue {
            text = inlineValue
        } else if index < tokens.count, !Self.looksLikeOption(tokens[index]) {
            text = tokens[index]
            index += 1
        } else {
            throw error(.missingValue(option: option.name, valueName: valueName))
        }
        let values = try Self.convert(text, type: type, repetition: repetition, name: option.name, command: path)
        given[option.name, default: []] = repetition == .single ? values : given[option.name, default: []] + values
    }

    /// Converts an option's text, splitting it first if the option takes comma-separated lists.
    static func convert(
        _ text: String, type: ValueType, repetition: OptionSpec.Repetition, name: String, command: [String]
    ) throws(CommandLineError) -> [ValueType.Value] {
        let items = repetition == .commaSeparated
            ? text.split(separator: ",", omittingEmptySubsequences: false)
                .map { String($0.trimmingCharacters(in: .whitespaces)) }
            : [text]
        var values: [ValueType.Value] = []
        for item in items {
            guard let value = type.convert(item, allowsEmpty: repetition != .commaSeparated) else {
                throw CommandLineError(.invalidValue(item, for: name, expected: type.expectation), command: command)
            }
            values.append(value)
        }
        return values
    }

    private func suggestOption(for typed: String) -> String? {
        Suggestion.closest(to: typed, among: command.options.map(\.name) + ["--help"])
    }

    // MARK: Positionals and subcommands

    /// Takes a positional token: a subcommand name at a command with subcommands, else a value.
    ///
    /// - Returns: A result if the token ends the parse (`help …`), else `nil`.
    private mutating func positional(_ token: String) throws(CommandLineError) -> ParseResult? {
        guard !command.subcommands.isEmpty else {
            positionalTokens.append(token)
            return nil
        }
        if token == "help" { return try helpSubcommand() }
        guard let subcommand = command.subcommands.first(where: { $0.name == token }) else {
            let names = command.subcommands.map(\.name)
            throw error(.unknownSubcommand(
                token, suggestion: Suggestion.closest(to: token, among: names), available: names))
        }
        command = subcommand
        path.append(subcommand.name)
        levelStart = index
        return nil
    }

    /// `help`, `help <subcommand>`: the help of the root or of that subcommand.
    private mutating func helpSubcommand() throws(CommandLineError) -> ParseResult {
        let words = tokens[index...].filter { !Self.isHelp($0) && $0 != "--" }
        guard let name = words.first else { return help(for: root) }
        if words.count > 1 { throw error(.unexpectedArgument(words[words.startIndex + 1])) }
        if name == "help" { return help(for: root) }
        guard let subcommand = root.subcommands.first(where: { $0.name == name }) else {
            let names = root.subcommands.map(\.name)
            throw error(.unknownSubcommand(
                name, suggestion: Suggestion.closest(to: name, among: names), available: names))
        }
        return help(for: subcommand)
    }

    /// Gives the positional tokens to the arguments and collects the declarations.
    private mutating func finish() throws(CommandLineError) -> ParsedCommand {
        var remaining = positionalTokens[...]
        for argument in command.arguments {
            let taken: ArraySlice<String>
            switch argument.arity {
            case .required, .optional:
                taken = remaining.prefix(1)
            case .zeroOrMore, .oneOrMore:
                taken = remaining
            }
            remaining = remaining.dropFirst(taken.count)
            if taken.isEmpty {
                if argument.isRequired { throw error(.missingArgument(argument.placeholder)) }
                continue
            }
            var values: [ValueType.Value] = []
            for text in taken {
                guard let value = argument.type.convert(text) else {
                    throw error(.invalidValue(text, for: argument.placeholder, expected: argument.type.expectation))
                }
                values.append(value)
            }
            given[argument.name] = values
        }
        if let extra = remaining.first { throw error(.unexpectedArgument(extra)) }

        var declarations: [String: ParsedCommand.Declaration] = [:]
        for spec in path.count == 1 ? [root] : [root, command] {
            for option in spec.options {
                declarations[option.name] = Self.declaration(of: option)
            }
            for argument in spec.arguments {
                declarations[argument.name] = .init(kind: .argument(argument.type, argument.arity), defaults: [])
            }
        }
        return ParsedCommand(command: path, positionals: positionalTokens, declarations: declarations, given: given)
    }

    /// The declaration of an option, with its default converted (the spec check made sure it converts).
    static func declaration(of option: OptionSpec) -> ParsedCommand.Declaration {
        switch option.kind {
        case .flag:
            return .init(kind: .flag, defaults: [])
        case .value(let type, _, let defaultValue, let repetition):
            var defaults: [ValueType.Value] = []
            if let defaultValue {
                do {
                    defaults = try convert(defaultValue, type: type, repetition: repetition, name: option.name, command: [])
                } catch {
                    preconditionFailure("default of \(option.name): \(error.message)")
                }
            }
            return .init(kind: .option(type, repetition), defaults: defaults)
        }
    }
}
