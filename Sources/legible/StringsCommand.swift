import ArgumentParser
import Foundation
import LegibleAudit
import LegibleText

/// `legible strings [PATH…]`: lists every localized string Legible read.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "List every localized string read, with its file, line, variation and element.",
        discussion: """
            One entry per key, locale and variation (plural category, device, width variant). Use it to \
            check that Legible understood your files.
            """)

    @Argument(help: ArgumentHelp("Folders or files (default: .).", valueName: "path"))
    var paths: [String] = []

    @Option(name: [.customLong("format"), .customShort("f")], help: "Output format.")
    var format: ListingFormat = .text

    @Option(help: ArgumentHelp("Only these locales, e.g. de,ja.", valueName: "locales"))
    var locales: [CommaSeparated<String>] = []

    @Option(help: ArgumentHelp("The development language, when the files do not say it.", valueName: "language"))
    var sourceLanguage: String?

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

    func run() throws {
        let paths = self.paths.isEmpty ? ["."] : self.paths
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw CommandFailure.error("\(path): no such file or folder")
        }
        var options = ProjectReader.Options()
        options.sourceLanguage = sourceLanguage
        let collection = ProjectReader(options: options).read(
            paths: paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        var strings = collection.strings
        if !locales.isEmpty {
            let wanted = Set(locales.flattened())
            strings = strings.filter { wanted.contains($0.locale) }
        }
        // Substitution variants (`%#@items@` → one / few / other) are listed as variations of their own.
        strings = strings.flatMap { string -> [LocalizedString] in
            [string]
                + string.substitutions.flatMap { substitution in
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
        if format == .json {
            struct Listing: Encodable {
                var sourceLanguage: String
                var strings: [Entry]
                var diagnostics: [Diagnostic]
            }
            let entries = strings.map { s in
                Entry(
                    key: s.key, table: s.table, locale: s.locale, variation: s.variation, value: s.value,
                    file: relative(s.location.file), line: s.location.line, column: s.location.column,
                    comment: s.comment, state: s.state.rawValue, fallbackLocale: s.fallbackLocale,
                    substitutions: s.substitutions.isEmpty ? nil : s.substitutions, element: s.element)
            }
            try JSONOutput.print(
                Listing(
                    sourceLanguage: collection.sourceLanguage, strings: entries,
                    diagnostics: collection.diagnostics))
        } else {
            var lines: [String] = []
            for s in strings {
                let variation = s.variation.map { " [\($0)]" } ?? ""
                let state =
                    s.state == .translated
                    ? "" : " (\(s.state.rawValue)\(s.fallbackLocale.map { ", shows \($0)" } ?? ""))"
                let element =
                    s.element.map { e in
                        " — \(e.role.rawValue)\(e.width.map { String(format: " %.0f pt", $0) } ?? "")"
                            + (e.name.map { " \($0)" } ?? "")
                    } ?? ""
                // A binary property list has no lines: its values are at the file alone.
                let position = s.location.line > 0 ? ":\(s.location.line):\(s.location.column)" : ""
                // Escape sequences and line breaks in a translation are shown, not obeyed by the
                // terminal, as in the audit's text report.
                lines.append(
                    Escaping.terminalLine(
                        "\(relative(s.location.file))\(position): \(s.table)/\(s.key) "
                            + "\(s.locale)\(variation)\(state): \"\(s.value)\"\(element)"))
            }
            for diagnostic in collection.diagnostics {
                var shown = diagnostic
                shown.location.file = relative(shown.location.file)
                lines.append(Escaping.terminalLine(shown.description))
            }
            let localeCount = Set(strings.map(\.locale)).count
            let keys = Set(strings.map { "\($0.table)/\($0.key)" }).count
            lines.append(
                "\(Format.count(strings.count, "string")), \(Format.count(keys, "key")), "
                    + "\(Format.count(localeCount, "locale")), \(Format.count(Set(collection.files).count, "file")); "
                    + "source language \(collection.sourceLanguage)")
            Output.out(lines.joined(separator: "\n"))
        }
        // A file that could not be read is an input error: 2, as for every command.
        if collection.diagnostics.contains(where: { $0.level == .error }) { throw CommandFailure.reported }
    }
}
