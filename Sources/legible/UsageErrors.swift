import ArgumentParser

/// What swift-argument-parser leaves out of a usage error, added: "did you mean" for a
/// mistyped subcommand and for a mistyped value of an option that takes a list of values
/// (ArgumentParser suggests only options), and Legible's lowercase `error:` prefix.
enum UsageErrors {
    /// The subcommands' names, and `help`.
    static var commandNames: [String] {
        Legible.configuration.subcommands.map { $0._commandName } + ["help"]
    }

    /// The message for `legible audti …` (ArgumentParser would say "Unexpected argument"), or
    /// `nil` when the first argument is an option or a subcommand.
    static func unknownSubcommand(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first) else { return nil }
        let hint = Suggestion.closest(to: first, among: commandNames).map { "; did you mean '\($0)'?" } ?? ""
        return "error: unknown subcommand '\(first)'\(hint)\n"
            + "Subcommands: \(commandNames.filter { $0 != "help" }.joined(separator: ", ")).\n"
            + "  See 'legible --help' for more information."
    }

    /// ArgumentParser's message `text` with `error:` for its `Error:` and, for an invalid
    /// value ("The value 'jsn' is invalid for '--format <format>'. Please provide one of …"),
    /// the closest of the values it lists. In a comma-separated value (`text,jsn`) the first
    /// item that is none of them is the one named.
    static func explained(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first else { return text }
        if first.hasPrefix("Error: ") { lines[0] = "error: " + first.dropFirst("Error: ".count) }
        guard let value = quoted(after: "The value ", in: first) else { return lines.joined(separator: "\n") }
        let candidates = listedValues(lines)
        guard !candidates.isEmpty else { return lines.joined(separator: "\n") }
        let known = Set(candidates.map { $0.lowercased() })
        let items = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard let wrong = items.first(where: { !known.contains($0.lowercased()) }) else {
            return lines.joined(separator: "\n")
        }
        let what = items.count > 1 ? "'\(wrong)' in '\(value)'" : "'\(wrong)'"
        let lowercased = candidates.map { $0.lowercased() }
        if let match = Suggestion.closest(to: wrong.lowercased(), among: lowercased),
            let suggestion = lowercased.firstIndex(of: match).map({ candidates[$0] })
        {
            lines.insert(
                "Did you mean '\(suggestion)' for \(what)?", at: lines.firstIndex { $0.hasPrefix("Usage:") } ?? 1)
        } else if items.count > 1 {
            lines.insert("\(what) is not one of them.", at: lines.firstIndex { $0.hasPrefix("Usage:") } ?? 1)
        }
        return lines.joined(separator: "\n")
    }

    /// The text between the quotes that follow `prefix` in `line`.
    private static func quoted(after prefix: String, in line: String) -> String? {
        guard let start = line.range(of: prefix + "'")?.upperBound,
            let end = line[start...].range(of: "' is invalid")?.lowerBound
        else { return nil }
        return String(line[start..<end])
    }

    /// The values ArgumentParser lists after "Please provide one of": quoted on the same line
    /// (`'a', 'b' or 'c'.`), or one per line (`  - a`).
    private static func listedValues(_ lines: [String]) -> [String] {
        guard let index = lines.firstIndex(where: { $0.contains("Please provide one of") }) else { return [] }
        let line = lines[index]
        if line.hasSuffix("the following:") {
            return lines[(index + 1)...].prefix { $0.hasPrefix("  - ") }.map { String($0.dropFirst(4)) }
        }
        guard let start = line.range(of: "Please provide one of")?.upperBound else { return [] }
        let tail = line[start...]
        return tail.split(separator: "'").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
