/// The values found on the command line for one command, read through typed accessors.
///
/// Options are looked up by their long name with its dashes (`"--format"`), flags likewise
/// (`"--json"`), and positional arguments by their name (`"path"`). Every value was converted
/// and checked at parse time, so the accessors never fail on user input; an option absent
/// from the command line reads as its default, if it has one.
///
/// ```swift
/// // legible audit --format json --fonts Fonts --fonts More --width -3 App/ Other/
/// parsed.command                 // ["legible", "audit"]
/// parsed.string("--format")      // "json"
/// parsed.strings("--fonts")      // ["Fonts", "More"]
/// parsed.double("--width")       // -3.0
/// parsed.flag("--bold-text")     // false
/// parsed.strings("path")         // ["App/", "Other/"]
/// parsed.positionals             // ["App/", "Other/"]
/// ```
///
/// Asking for a name the command does not declare, or with the wrong accessor (`int` for a
/// `.string` option, `string` for a repeatable one), is a programmer error and stops the
/// program with a message naming the mistake.
public struct ParsedCommand: Sendable, Equatable {
    /// The path of the command that was run, from the root: `["legible", "audit"]`, or
    /// `["legible"]` when no subcommand was given.
    public let command: [String]
    /// Every positional value, in the order given, whatever argument took it.
    public let positionals: [String]

    /// What each name is, for type checks and defaults: root options, then the command's.
    let declarations: [String: Declaration]
    /// The values given on the command line, by name; flags given map to `[]`.
    let given: [String: [ValueType.Value]]

    /// What a name in ``ParsedCommand`` refers to.
    struct Declaration: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            case flag
            case option(ValueType, OptionSpec.Repetition)
            case argument(ValueType, ArgumentSpec.Arity)
        }
        let kind: Kind
        let defaults: [ValueType.Value]

        var valueType: ValueType? {
            switch kind {
            case .flag: nil
            case .option(let type, _), .argument(let type, _): type
            }
        }

        var isMultiple: Bool {
            switch kind {
            case .flag, .option(_, .single), .argument(_, .required), .argument(_, .optional): false
            default: true
            }
        }
    }

    /// The last subcommand name in ``command``, or `nil` if only the root was run.
    ///
    /// ```swift
    /// switch parsed.subcommand {
    /// case "audit": try AuditCommand.run(parsed)
    /// case nil: print(legible.helpText())
    /// default: break
    /// }
    /// ```
    public var subcommand: String? { command.count > 1 ? command.last : nil }

    /// Whether an option, flag or argument was given on the command line (not just defaulted).
    ///
    /// ```swift
    /// if parsed.isPresent("--output") && parsed.strings("--format").count > 1 { … }
    /// ```
    ///
    /// - Parameter name: An option's long name (`"--output"`) or an argument's name (`"path"`).
    /// - Returns: `true` if the user gave it at least once.
    public func isPresent(_ name: String) -> Bool {
        _ = declaration(name)
        return given[name] != nil
    }

    /// Whether a flag was given.
    ///
    /// ```swift
    /// parsed.flag("--bold-text")   // true for `legible audit --bold-text`
    /// ```
    ///
    /// - Parameter name: The flag's long name with its dashes.
    /// - Returns: `true` if the flag appeared at least once.
    public func flag(_ name: String) -> Bool {
        let declaration = declaration(name)
        precondition(declaration.kind == .flag, "\(name) is not a flag; read it with string(_:) or strings(_:)")
        return given[name] != nil
    }

    /// The text of a single-valued `.string` or `.choice` option or argument.
    ///
    /// ```swift
    /// parsed.string("--format")   // "json" for `--format json`, else the default
    /// parsed.string("output")     // a positional argument
    /// ```
    ///
    /// - Parameter name: An option's long name or an argument's name.
    /// - Returns: The value given (the last one, if the option was repeated), else the
    ///   default, else `nil`.
    public func string(_ name: String) -> String? {
        strings(name, single: true).last
    }

    /// All the texts of a `.string` or `.choice` option or argument, in order.
    ///
    /// ```swift
    /// parsed.strings("--fonts")    // ["A", "B"] for `--fonts A --fonts B`
    /// parsed.strings("--format")   // ["text", "json"] for `--format text,json`
    /// parsed.strings("path")       // a variadic argument
    /// ```
    ///
    /// - Parameter name: An option's long name or an argument's name.
    /// - Returns: The values given, else the defaults, else `[]`.
    public func strings(_ name: String) -> [String] {
        strings(name, single: false)
    }

    /// The value of a single-valued `.int` option or argument.
    ///
    /// ```swift
    /// parsed.int("--max-lines")   // 2 for `--max-lines 2`
    /// ```
    ///
    /// - Parameter name: An option's long name or an argument's name.
    /// - Returns: The value given (the last one, if repeated), else the default, else `nil`.
    public func int(_ name: String) -> Int? {
        ints(name, single: true).last
    }

    /// All the values of an `.int` option or argument, in order.
    ///
    /// ```swift
    /// parsed.ints("--line")   // [3, 7] for `--line 3 --line 7`
    /// ```
    ///
    /// - Parameter name: An option's long name or an argument's name.
    /// - Returns: The values given, else the defaults, else `[]`.
    public func ints(_ name: String) -> [Int] {
        ints(name, single: false)
    }

    /// The value of a single-valued `.double` option or argument.
    ///
    /// ```swift
    /// parsed.double("--width")   // -3.0 for `--width -3`
    /// ```
    ///
    /// - Parameter name: An option's long name or an argument's name.
    /// - Returns: The value given (the last one, if repeated), else the default, else `nil`.
    public func double(_ name: String) -> Double? {
        doubles(name, single: true).last
    }

    /// All the values of a `.double` option or argument, in order.
    ///
    /// ```swift
    /// parsed.doubles("--scale")   // [0.5, 2.0] for `--scale 0.5,2`
    /// ```
    ///
    /// - Parameter name: An option's long name or an argument's name.
    /// - Returns: The values given, else the defaults, else `[]`.
    public func doubles(_ name: String) -> [Double] {
        doubles(name, single: false)
    }

    /// The value of a single-valued `.choice` option or argument, as a string enumeration.
    ///
    /// ```swift
    /// enum OutputFormat: String, CaseIterable { case text, json, sarif }
    /// parsed.choice("--format", as: OutputFormat.self)   // .json for `--format json`
    /// ```
    ///
    /// The enumeration's raw values must include every choice of the spec (declare the
    /// option with `.choice(of: OutputFormat.self)` to be sure).
    ///
    /// - Parameters:
    ///   - name: An option's long name or an argument's name.
    ///   - type: The enumeration to convert to.
    /// - Returns: The value given (the last one, if repeated), else the default, else `nil`.
    public func choice<Choice>(_ name: String, as type: Choice.Type) -> Choice?
    where Choice: RawRepresentable, Choice.RawValue == String {
        choices(name, as: type, single: true).last
    }

    /// All the values of a `.choice` option or argument, as a string enumeration, in order.
    ///
    /// ```swift
    /// parsed.choices("--format", as: OutputFormat.self)   // [.text, .json] for `--format text,json`
    /// ```
    ///
    /// - Parameters:
    ///   - name: An option's long name or an argument's name.
    ///   - type: The enumeration to convert to.
    /// - Returns: The values given, else the defaults, else `[]`.
    public func choices<Choice>(_ name: String, as type: Choice.Type) -> [Choice]
    where Choice: RawRepresentable, Choice.RawValue == String {
        choices(name, as: type, single: false)
    }
}

extension ParsedCommand {
    /// The declaration of `name`; an undeclared name is a programmer error.
    func declaration(_ name: String) -> Declaration {
        guard let declaration = declarations[name] else {
            let known = declarations.keys.sorted().joined(separator: ", ")
            preconditionFailure("'\(command.joined(separator: " "))' declares no '\(name)'; it declares: \(known)")
        }
        return declaration
    }

    /// The values of `name`, given or default, after checking its type with `accepts`.
    func values(
        _ name: String, single: Bool, typeName: String, accepts: (ValueType) -> Bool
    ) -> [ValueType.Value] {
        let declaration = declaration(name)
        guard let type = declaration.valueType, accepts(type) else {
            preconditionFailure("\(name) is not of type \(typeName)")
        }
        precondition(
            !single || !declaration.isMultiple,
            "\(name) can have several values; read it with the plural accessor"
        )
        return given[name] ?? declaration.defaults
    }

    func strings(_ name: String, single: Bool) -> [String] {
        let values = values(name, single: single, typeName: "string or choice") { type in
            if case .choice = type { return true }
            return type == .string
        }
        return values.map { value in
            guard case .string(let text) = value else { preconditionFailure("\(name) holds \(value)") }
            return text
        }
    }

    func ints(_ name: String, single: Bool) -> [Int] {
        values(name, single: single, typeName: "int") { $0 == .int }.map { value in
            guard case .int(let number) = value else { preconditionFailure("\(name) holds \(value)") }
            return number
        }
    }

    func doubles(_ name: String, single: Bool) -> [Double] {
        values(name, single: single, typeName: "double") { $0 == .double }.map { value in
            guard case .double(let number) = value else { preconditionFailure("\(name) holds \(value)") }
            return number
        }
    }

    func choices<Choice>(_ name: String, as type: Choice.Type, single: Bool) -> [Choice]
    where Choice: RawRepresentable, Choice.RawValue == String {
        let texts = values(name, single: single, typeName: "choice") { type in
            if case .choice = type { return true }
            return false
        }
        return texts.map { value in
            guard case .string(let text) = value, let choice = Choice(rawValue: text) else {
                preconditionFailure("\(value) of \(name) is not a case of \(Choice.self)")
            }
            return choice
        }
    }
}
