extension CommandSpec {
    /// The ways this root spec is malformed, one sentence each; empty if it is well formed.
    ///
    /// A malformed spec is a programmer error: ``parse(_:)`` stops on it. Checked: names are
    /// lowercase words joined by hyphens (options with `--`, short names single letters other
    /// than `h`); no name is declared twice in a command or between the root and a
    /// subcommand; `--help`, `-h` and the subcommand `help` are not redeclared; subcommands
    /// are one level deep and their parent takes no positional arguments; a variadic argument
    /// is last and no required argument follows an optional one; choices are not empty; and
    /// defaults are valid values.
    func specProblems() -> [String] {
        var problems = commandProblems(inheriting: [])
        if !subcommands.isEmpty, !arguments.isEmpty {
            problems.append("'\(name)' has subcommands, so it cannot take positional arguments")
        }
        var subcommandNames: Set<String> = []
        for subcommand in subcommands {
            if subcommand.name == "help" {
                problems.append("the subcommand 'help' is built in and cannot be declared")
            }
            if !subcommandNames.insert(subcommand.name).inserted {
                problems.append("the subcommand '\(subcommand.name)' is declared twice")
            }
            if !subcommand.subcommands.isEmpty {
                problems.append("'\(name) \(subcommand.name)' has subcommands, but only one level is supported")
            }
            problems += subcommand.commandProblems(inheriting: options).map { "\(name) \(subcommand.name): \($0)" }
        }
        return problems
    }

    /// The problems of this command alone; `inherited` are the root's options, whose names
    /// share the namespace of a ``ParsedCommand``.
    private func commandProblems(inheriting inherited: [OptionSpec]) -> [String] {
        var problems: [String] = []
        if !Self.isWord(name) { problems.append("the command name '\(name)' is not lowercase words joined by hyphens") }

        var names = Set(["--help"] + inherited.map(\.name))
        var shortNames: Set<Character> = Set(["h"] + inherited.compactMap(\.shortName))
        for option in options {
            if !option.name.hasPrefix("--") || !Self.isWord(String(option.name.dropFirst(2))) {
                problems.append("the option name '\(option.name)' is not '--' and lowercase words joined by hyphens")
            }
            if !names.insert(option.name).inserted {
                problems.append("the option \(option.name) is declared twice or is reserved")
            }
            if let short = option.shortName {
                if !(short.isASCII && short.isLetter) {
                    problems.append("the short name '-\(short)' of \(option.name) is not a letter")
                }
                if !shortNames.insert(short).inserted {
                    problems.append("the short name -\(short) of \(option.name) is declared twice or is reserved")
                }
            }
            if case .value(let type, let valueName, let defaultValue, let repetition) = option.kind {
                if valueName.isEmpty || valueName.contains(where: \.isWhitespace) {
                    problems.append("the value name '\(valueName)' of \(option.name) is empty or has spaces")
                }
                problems += Self.typeProblems(type, of: option.name)
                if let defaultValue {
                    do {
                        _ = try Parser.convert(defaultValue, type: type, repetition: repetition, name: option.name, command: [])
                    } catch {
                        problems.append("the default of \(option.name) is invalid: \(error.message)")
                    }
                }
            }
        }

        var sawOptional = false
        for (position, argument) in arguments.enumerated() {
            if !Self.isWord(argument.name) {
                problems.append("the argument name '\(argument.name)' is not lowercase words joined by hyphens")
            }
            if !names.insert(argument.name).inserted {
                problems.append("the argument \(argument.name) is declared twice")
            }
            problems += Self.typeProblems(argument.type, of: argument.placeholder)
            if argument.isVariadic, position != arguments.count - 1 {
                problems.append("the variadic argument \(argument.placeholder) is not the last")
            }
            if argument.isRequired, sawOptional {
                problems.append("the required argument \(argument.placeholder) follows an optional one")
            }
            if !argument.isRequired { sawOptional = true }
        }
        return problems
    }

    private static func typeProblems(_ type: ValueType, of name: String) -> [String] {
        guard case .choice(let choices) = type else { return [] }
        var problems: [String] = []
        if choices.isEmpty { problems.append("\(name) has no choices") }
        if Set(choices).count != choices.count { problems.append("\(name) lists a choice twice") }
        if choices.contains(where: { $0.isEmpty || $0.contains(",") || $0.hasPrefix("-") }) {
            problems.append("\(name) has a choice that is empty, has a comma or starts with '-'")
        }
        return problems
    }

    /// Whether `text` is lowercase ASCII words of letters and digits joined by single hyphens.
    static func isWord(_ text: String) -> Bool {
        let words = text.split(separator: "-", omittingEmptySubsequences: false)
        return !text.isEmpty && words.allSatisfy { word in
            !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        }
    }
}
