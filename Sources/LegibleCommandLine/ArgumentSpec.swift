/// A positional argument of a command, such as the paths of `legible audit [<path> ...]`.
///
/// Positional tokens are given to a command's arguments in declaration order; a variadic
/// argument (`.zeroOrMore` or `.oneOrMore`) takes all that remain, so it must come last, and
/// no required argument may follow an optional one. Read the values back by name:
///
/// ```swift
/// let merge = CommandSpec(
///     name: "merge",
///     abstract: "Merge baselines into one.",
///     arguments: [
///         ArgumentSpec("output", help: "The merged baseline to write."),
///         ArgumentSpec("baseline", arity: .oneOrMore, help: "The baselines to merge."),
///     ]
/// )
/// // parsed.string("output"), parsed.strings("baseline")
/// ```
public struct ArgumentSpec: Sendable, Hashable {
    /// How many values an argument takes.
    public enum Arity: Sendable, Hashable {
        /// Exactly one value (`<file>` in usage).
        case required
        /// One value or none (`[<file>]`).
        case optional
        /// Any number of values, possibly none (`[<path> ...]`); must be the last argument.
        case zeroOrMore
        /// At least one value (`<path> ...`); must be the last argument.
        case oneOrMore
    }

    /// The name, lowercase words joined by hyphens; shown as `<name>` and the key for
    /// ``ParsedCommand``.
    public let name: String
    /// The type of each value.
    public let type: ValueType
    /// How many values the argument takes.
    public let arity: Arity
    /// One sentence for `--help`, ending with a full stop.
    public let help: String

    /// Creates a positional argument.
    ///
    /// ```swift
    /// ArgumentSpec("path", arity: .zeroOrMore, help: "Files or folders to audit.")
    /// ArgumentSpec("scale", type: .double, help: "The text scale.")
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name, lowercase words joined by hyphens.
    ///   - type: The type of each value; `.string` unless given.
    ///   - arity: How many values it takes; `.required` unless given.
    ///   - help: One sentence for `--help`.
    public init(_ name: String, type: ValueType = .string, arity: Arity = .required, help: String) {
        self.name = name
        self.type = type
        self.arity = arity
        self.help = help
    }
}

extension ArgumentSpec {
    /// The name as shown in help and errors: `<name>`.
    var placeholder: String { "<\(name)>" }

    /// Whether the argument takes all remaining values.
    var isVariadic: Bool { arity == .zeroOrMore || arity == .oneOrMore }

    /// Whether at least one value is needed.
    var isRequired: Bool { arity == .required || arity == .oneOrMore }
}
