import Foundation

/// Renders the `--help` text of a command: overview, usage, arguments, options, subcommands.
///
/// Two-column sections share one label column per page, at most ``maximumColumn`` wide; a
/// longer label puts its help on the next line. Everything is wrapped at ``width`` columns.
struct HelpFormatter {
    /// The line width, in characters.
    static let width = 80
    /// The widest the label column may be, including its indentation and gap.
    static let maximumColumn = 30
    /// The help line that every command has.
    static let helpOptionHelp = "Show help information."

    let root: CommandSpec
    let command: CommandSpec

    private var isRoot: Bool { command == root }
    private var path: String { isRoot ? root.name : "\(root.name) \(command.name)" }

    func render() -> String {
        var blocks: [String] = [Self.wrap(command.abstract, prefix: "OVERVIEW: ", indent: 0)]
        if let discussion = command.discussion { blocks.append(Self.paragraphs(discussion)) }
        blocks.append(usage())

        let arguments = command.arguments.map { ($0.placeholder, Self.helpLine($0.help, type: $0.type)) }
        let options = command.options.map { (label(for: $0), help(for: $0)) }
            + [("-h, --help", Self.helpOptionHelp)]
        let subcommands = command.subcommands.map { ($0.name, $0.abstract) }
        let labels = (arguments + options + subcommands).map(\.0)
        let column = min(Self.maximumColumn, 2 + (labels.map(\.count).max() ?? 0) + 2)

        if !arguments.isEmpty { blocks.append(section("ARGUMENTS", arguments, column: column)) }
        blocks.append(section("OPTIONS", options, column: column))
        if !subcommands.isEmpty {
            blocks.append(section("SUBCOMMANDS", subcommands, column: column)
                + "\n\n" + Self.wrap("See '\(root.name) help <subcommand>' for detailed help.", prefix: "  ", indent: 2))
        }
        return blocks.joined(separator: "\n\n")
    }

    // MARK: Usage

    /// `USAGE: legible audit [--format <format>] [<path> ...]`, with the options folded into
    /// `[<options>]` if the line would be wider than ``width``.
    func usage() -> String {
        let arguments = command.arguments.map(Self.usage(for:))
            + (command.subcommands.isEmpty ? [] : ["<subcommand>"])
        let options = command.options.map { "[\(label(for: $0, includeShort: false))]" }
        let full = ([path] + options + arguments).joined(separator: " ")
        let line = "USAGE: " + full
        if line.count <= Self.width || options.isEmpty {
            return Self.wrap(full, prefix: "USAGE: ", indent: 7)
        }
        return Self.wrap(([path, "[<options>]"] + arguments).joined(separator: " "), prefix: "USAGE: ", indent: 7)
    }

    static func usage(for argument: ArgumentSpec) -> String {
        switch argument.arity {
        case .required: argument.placeholder
        case .optional: "[\(argument.placeholder)]"
        case .zeroOrMore: "[\(argument.placeholder) ...]"
        case .oneOrMore: "\(argument.placeholder) ..."
        }
    }

    // MARK: Rows

    /// `-f, --format <format>`; `--fonts <dir> ...` if repeatable; `--sizes <size>,...` for lists.
    func label(for option: OptionSpec, includeShort: Bool = true) -> String {
        var label = option.name
        if includeShort, let short = option.shortFlag { label = "\(short), \(label)" }
        guard case .value(_, let valueName, _, let repetition) = option.kind else { return label }
        switch repetition {
        case .single: return "\(label) <\(valueName)>"
        case .repeatable: return "\(label) <\(valueName)> ..."
        case .commaSeparated: return "\(label) <\(valueName)>,..."
        }
    }

    /// The option's help followed by `(values: …; default: …)` where it has them.
    func help(for option: OptionSpec) -> String {
        guard case .value(let type, _, let defaultValue, _) = option.kind else { return option.help }
        return Self.helpLine(option.help, type: type, defaultValue: defaultValue)
    }

    static func helpLine(_ help: String, type: ValueType, defaultValue: String? = nil) -> String {
        var notes: [String] = []
        if case .choice(let choices) = type { notes.append("values: " + choices.joined(separator: ", ")) }
        if let defaultValue { notes.append("default: " + defaultValue) }
        return notes.isEmpty ? help : "\(help) (\(notes.joined(separator: "; ")))"
    }

    func section(_ title: String, _ rows: [(String, String)], column: Int) -> String {
        var lines = ["\(title):"]
        for (label, help) in rows {
            let indented = "  " + label
            if indented.count + 2 <= column {
                let prefix = indented + String(repeating: " ", count: column - indented.count)
                lines += Self.wrapLines(help, prefix: prefix, indent: column)
            } else {
                lines.append(indented)
                lines += Self.wrapLines(help, prefix: String(repeating: " ", count: column), indent: column)
            }
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Wrapping

    /// Wraps a discussion: paragraphs are separated by blank lines; a paragraph with a line
    /// that starts with a space is kept as written, the others are wrapped.
    static func paragraphs(_ text: String) -> String {
        let normalized = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.allSatisfy(\.isWhitespace) ? "" : String($0) }
            .joined(separator: "\n")
        return normalized.components(separatedBy: "\n\n")
            .map { $0.trimmingNewlines() }
            .filter { !$0.isEmpty }
            .map { paragraph in
                let lines = paragraph.split(separator: "\n")
                return lines.contains(where: { $0.hasPrefix(" ") }) ? paragraph : wrap(paragraph, prefix: "", indent: 0)
            }
            .joined(separator: "\n\n")
    }

    static func wrap(_ text: String, prefix: String, indent: Int) -> String {
        wrapLines(text, prefix: prefix, indent: indent).joined(separator: "\n")
    }

    /// Fills words into lines of at most ``width`` characters: the first starts with
    /// `prefix`, the others with `indent` spaces. A word longer than a line gets a line alone.
    static func wrapLines(_ text: String, prefix: String, indent: Int) -> [String] {
        var lines: [String] = []
        var line = prefix
        var lineHasWord = false
        for word in text.split(whereSeparator: \.isWhitespace) {
            if lineHasWord, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
                lineHasWord = false
            }
            if lineHasWord { line += " " }
            line += word
            lineHasWord = true
        }
        lines.append(line.trimmingTrailingSpaces())
        return lines
    }
}

extension String {
    fileprivate func trimmingNewlines() -> String {
        var text = Substring(self)
        while text.first == "\n" { text = text.dropFirst() }
        while text.last == "\n" { text = text.dropLast() }
        return String(text)
    }

    fileprivate func trimmingTrailingSpaces() -> String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
