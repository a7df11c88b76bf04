/// The type of value that an option or a positional argument accepts.
///
/// The parser converts every value when it reads it, so a value that does not convert is
/// reported as ``CommandLineError/Kind/invalidValue(_:for:expected:)`` at parse time and the
/// typed accessors of ``ParsedCommand`` never fail.
///
/// ```swift
/// OptionSpec.option("--width", type: .double, valueName: "points", help: "Label width in points.")
/// OptionSpec.option("--format", type: .choice(["text", "json", "sarif"]), help: "Output format.")
/// OptionSpec.option("--format", type: .choice(of: OutputFormat.self), help: "Output format.")
/// ```
public enum ValueType: Sendable, Hashable {
    /// Any text, taken as given (an empty string is allowed, except as an item of a
    /// comma-separated list).
    case string
    /// A whole number in decimal, such as `12` or `-3`; read with ``ParsedCommand/int(_:)``.
    case int
    /// A finite decimal number, such as `0.5`, `-3` or `1e3`; read with ``ParsedCommand/double(_:)``.
    case double
    /// One of a fixed list of words, matched exactly; the list is shown in help and in errors.
    ///
    /// ```swift
    /// .option("--format", type: .choice(["text", "json", "sarif"]), default: "text", help: "Output format.")
    /// ```
    case choice([String])

    /// A choice among the raw values of a string enumeration, in its declaration order.
    ///
    /// ```swift
    /// enum OutputFormat: String, CaseIterable { case text, json, sarif }
    /// .option("--format", type: .choice(of: OutputFormat.self), help: "Output format.")
    /// // read back with parsed.choice("--format", as: OutputFormat.self)
    /// ```
    ///
    /// - Parameter type: A `CaseIterable` enumeration whose raw values are strings.
    /// - Returns: `.choice` with the raw values of every case of `type`.
    public static func choice<Choice>(of type: Choice.Type) -> ValueType
    where Choice: CaseIterable & RawRepresentable, Choice.RawValue == String {
        .choice(type.allCases.map(\.rawValue))
    }
}

extension ValueType {
    /// A value after conversion, as stored in a ``ParsedCommand``.
    enum Value: Sendable, Hashable {
        case string(String)
        case int(Int)
        case double(Double)
    }

    /// What a valid value looks like, for an error message.
    var expectation: CommandLineError.Expectation {
        switch self {
        case .string: .nonEmpty
        case .int: .integer
        case .double: .number
        case .choice(let choices): .oneOf(choices)
        }
    }

    /// Converts one value as typed by the user.
    ///
    /// - Parameters:
    ///   - text: The value as typed.
    ///   - allowsEmpty: Whether an empty string is a valid `.string` (it is not as a list item).
    /// - Returns: The converted value, or `nil` if `text` is not valid for this type.
    func convert(_ text: String, allowsEmpty: Bool = true) -> Value? {
        switch self {
        case .string:
            return text.isEmpty && !allowsEmpty ? nil : .string(text)
        case .int:
            return Int(text).map(Value.int)
        case .double:
            guard let number = Double(text), number.isFinite else { return nil }
            return .double(number)
        case .choice(let choices):
            return choices.contains(text) ? .string(text) : nil
        }
    }
}
