/// A named option of a command: either a flag (`--json`) or an option that takes a value
/// (`--format json`).
///
/// Make one with ``option(_:short:type:valueName:default:repetition:help:)`` or
/// ``flag(_:short:help:)``. An option group shared between subcommands is just an array of
/// specs that each subcommand concatenates into its own ``CommandSpec/options``.
///
/// ```swift
/// let fontOptions: [OptionSpec] = [
///     .option("--fonts", valueName: "dir", repetition: .repeatable, help: "A folder of fonts to use."),
///     .flag("--bold-text", help: "Measure as if Bold Text were on."),
/// ]
/// let audit = CommandSpec(name: "audit", abstract: "Audit an app's UI strings.",
///                         options: fontOptions + [.flag("--json", help: "Write JSON.")])
/// ```
///
/// A value option accepts `--name value`, `--name=value`, and, when it has a short name,
/// `-n value`. The value may be a negative number (`--width -3`); any other word that starts
/// with `-` is taken as the next option, so `--name` alone is missing its value (write
/// `--name=-word` to pass such a value).
public struct OptionSpec: Sendable, Hashable {
    /// How many times an option with a value may be given.
    public enum Repetition: Sendable, Hashable {
        /// At most once in effect: a later occurrence replaces an earlier one.
        case single
        /// Any number of times; the values are kept in order (`--fonts A --fonts B`).
        case repeatable
        /// Any number of times, and each value may also be a comma-separated list
        /// (`--format text,json --format html`); items are trimmed and must not be empty.
        case commaSeparated
    }

    /// What an option does with the command line.
    public enum Kind: Sendable, Hashable {
        /// A flag: present or absent, never followed by a value.
        case flag
        /// An option that takes a value of `type`, shown in help as `<valueName>`.
        ///
        /// `defaultValue` is the text used when the option is absent (split on commas for a
        /// `.commaSeparated` option) and is shown in help.
        case value(ValueType, valueName: String, defaultValue: String?, repetition: Repetition)
    }

    /// The long name with its two dashes, such as `"--format"`; the key for ``ParsedCommand``.
    public let name: String
    /// The single-letter alias used as `-o`, if any.
    public let shortName: Character?
    /// Whether this is a flag or takes a value, and of which type.
    public let kind: Kind
    /// One sentence for `--help`, ending with a full stop.
    public let help: String

    /// An option that takes a value.
    ///
    /// ```swift
    /// .option("--output", short: "o", valueName: "file", help: "Where to write the report.")
    /// .option("--min-scale", type: .double, default: "0.5", help: "Smallest allowed scale.")
    /// .option("--sizes", type: .choice(["L", "XL", "AX1", "AX2"]), default: "L,AX2",
    ///         repetition: .commaSeparated, help: "Dynamic Type sizes to audit.")
    /// ```
    ///
    /// - Parameters:
    ///   - name: The long name with its two dashes, lowercase words joined by hyphens.
    ///   - short: An optional single-letter alias (`"o"` for `-o`); `h` is reserved for help.
    ///   - type: The type of the value; `.string` unless given.
    ///   - valueName: The placeholder shown in help as `<valueName>`; the long name without
    ///     dashes unless given.
    ///   - defaultValue: The value used when the option is absent, shown in help; it must be
    ///     valid for `type`.
    ///   - repetition: Whether the option may be given more than once or as a list.
    ///   - help: One sentence for `--help`.
    /// - Returns: The option spec.
    public static func option(
        _ name: String,
        short: Character? = nil,
        type: ValueType = .string,
        valueName: String? = nil,
        default defaultValue: String? = nil,
        repetition: Repetition = .single,
        help: String
    ) -> OptionSpec {
        let placeholder = valueName ?? String(name.drop(while: { $0 == "-" }))
        return OptionSpec(
            name: name,
            shortName: short,
            kind: .value(type, valueName: placeholder, defaultValue: defaultValue, repetition: repetition),
            help: help
        )
    }

    /// A flag: an option without a value that is either present or absent.
    ///
    /// ```swift
    /// .flag("--bold-text", help: "Measure as if Bold Text were on.")
    /// .flag("--quiet", short: "q", help: "Print nothing but errors.")
    /// // read back with parsed.flag("--bold-text")
    /// ```
    ///
    /// - Parameters:
    ///   - name: The long name with its two dashes.
    ///   - short: An optional single-letter alias; `h` is reserved for help.
    ///   - help: One sentence for `--help`.
    /// - Returns: The flag spec.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, kind: .flag, help: help)
    }
}

extension OptionSpec {
    /// Whether this option is a flag.
    var isFlag: Bool { kind == .flag }

    /// The value type, or `nil` for a flag.
    var valueType: ValueType? {
        if case .value(let type, _, _, _) = kind { return type }
        return nil
    }

    /// The repetition of a value option; a flag counts as `.single`.
    var repetition: Repetition {
        if case .value(_, _, _, let repetition) = kind { return repetition }
        return .single
    }

    /// The short name with its dash, such as `"-o"`.
    var shortFlag: String? { shortName.map { "-\($0)" } }
}
