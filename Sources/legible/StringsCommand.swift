import Foundation
import LegibleAudit
import LegibleCommandLine
import LegibleText

/// `legible strings [PATH…]`: lists every localized string Legible read.
enum StringsCommand: Subcommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "strings",
            abstract: "List every localized string read, with its file, line, variation and element.",
            discussion: """
                One entry per key, locale and variation (plural category, device, width variant). Use it to \
                check that Legible understood your files.
                """,
            options: [
                .option("--format", short: "f", type: .choice(["text", "json"]), default: "text", help: "Output format."),
                .option("--locales", repetition: .commaSeparated, help: "Only these locales."),
                .option("--source-language", help: "The development language, when the files do not say it."),
            ],
            arguments: [ArgumentSpec("path", arity: .zeroOrMore, help: "Folders or files (default: .).")])
    }

    /// One entry of the JSON listing.
    struct Entry: Encodable {
        var key: String
        var table: String
        var locale: String
        var variation: String?
        var value: String
        var file: String
        var line: Int
        var column: Int
        var comment: String?
        var state: String
        var fallbackLocale: String?
        var substitutions: [Substitution]?
        var element: ElementSpec?
    }

    static func run(_ parsed: ParsedCommand) -> Int32 {
        var paths = parsed.strings("path")
        if paths.isEmpty { paths = ["."] }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            Output.error("error: \(path): no such file or folder")
            return 2
        }
        var options = ProjectReader.Options()
        options.developmentLanguage = parsed.string("--source-language")
        let collection = ProjectReader(options: options).read(paths: paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        var strings = collection.strings
        if parsed.isPresent("--locales") {
            let wanted = Set(parsed.strings("--locales"))
            strings = strings.filter { wanted.contains($0.locale) }
        }
        // Substitution variants (`%#@items@` → one / few / other) are listed as variations of their own.
        strings = strings.flatMap { string -> [LocalizedString] in
            [string] + string.substitutions.flatMap { substitution in
                substitution.variants.map { variant in
                    var entry = string
                    entry.variation = [string.variation, "substitution.\(substitution.name).\(variant.variation)"]
                        .compactMap { $0 }.joined(separator: ".")
                    entry.value = variant.value
                    entry.location = variant.location
                    entry.substitutions = []
                    return entry
                }
            }
        }
        let base = FileManager.default.currentDirectoryPath + "/"
        func relative(_ path: String) -> String { path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path }
        if parsed.string("--format") == "json" {
            struct Listing: Encodable {
                var sourceLanguage: String
                var strings: [Entry]
                var diagnostics: [Diagnostic]
            }
            let entries = strings.map { s in
                Entry(key: s.key, table: s.table, locale: s.locale, variation: s.variation, value: s.value,
                      file: relative(s.location.file), line: s.location.line, column: s.location.column,
                      comment: s.comment, state: s.state.rawValue, fallbackLocale: s.fallbackLocale,
                      substitutions: s.substitutions.isEmpty ? nil : s.substitutions, element: s.element)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data: Data
            do {
                data = try encoder.encode(Listing(sourceLanguage: collection.sourceLanguage, strings: entries,
                                                  diagnostics: collection.diagnostics))
            } catch {
                Output.error("error: the listing cannot be written as JSON: \(error)")
                return 2
            }
            Output.out(String(decoding: data, as: UTF8.self))
        } else {
            var lines: [String] = []
            for s in strings {
                let variation = s.variation.map { " [\($0)]" } ?? ""
                let state = s.state == .translated ? "" : " (\(s.state.rawValue)\(s.fallbackLocale.map { ", shows \($0)" } ?? ""))"
                let element = s.element.map { e in
                    " — \(e.role.rawValue)\(e.width.map { String(format: " %.0f pt", $0) } ?? "")" +
                        (e.name.map { " \($0)" } ?? "")
                } ?? ""
                // A binary property list has no lines: its values are at the file alone.
                let position = s.location.line > 0 ? ":\(s.location.line):\(s.location.column)" : ""
                // Escape sequences and line breaks in a translation are shown, not obeyed by the
                // terminal, as in the audit's text report.
                lines.append(Escaping.terminalLine("\(relative(s.location.file))\(position): \(s.table)/\(s.key) " +
                             "\(s.locale)\(variation)\(state): \"\(s.value)\"\(element)"))
            }
            for diagnostic in collection.diagnostics {
                var shown = diagnostic
                shown.location.file = relative(shown.location.file)
                lines.append(Escaping.terminalLine(shown.description))
            }
            let locales = Set(strings.map(\.locale)).count
            lines.append("\(strings.count) strings, \(Set(strings.map { "\($0.table)/\($0.key)" }).count) keys, " +
                         "\(locales) locales, \(Set(collection.files).count) files; source language \(collection.sourceLanguage)")
            Output.out(lines.joined(separator: "\n"))
        }
        // A file that could not be read is an input error: 2, as for every command.
        return collection.diagnostics.contains { $0.level == .error } ? 2 : 0
    }
}
