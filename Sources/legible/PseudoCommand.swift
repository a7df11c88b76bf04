import ArgumentParser
import Foundation
import LegibleAudit

/// `legible pseudo CATALOG --kind KIND`: writes the source-language strings pseudo-localized, so
/// that the app can be run in the language Legible measured with `audit --pseudo`.
struct PseudoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pseudo",
        abstract: "Write a catalog's source-language strings pseudo-localized, to run the app in them.",
        discussion: """
            A String Catalog (.xcstrings) is written whole, with one more localization (--locale, default \
            the kind's pseudo-locale such as en-x-expanded): every key's source-language value, its plural \
            and device variations and its substitutions transformed on their own. A .strings file is written \
            as a .strings file of its keys and transformed values. Format specifiers, substitution names and \
            Markdown and inflection markup are kept as written.

            Examples:
              legible pseudo Localizable.xcstrings --kind expanded -o Pseudo.xcstrings
              legible pseudo en.lproj/Localizable.strings --kind accented -o Pseudo.strings
            """)

    @Argument(help: ArgumentHelp("A String Catalog (.xcstrings) or a .strings file.", valueName: "catalog"))
    var catalog: String

    @Option(help: "The pseudo-localization.")
    var kind: PseudoKind

    @Option(
        help: ArgumentHelp(
            "The localization to write (default: the kind's pseudo-locale, e.g. en-x-expanded).",
            valueName: "tag"))
    var locale: String?

    @Option(
        name: [.customLong("output"), .customShort("o")],
        help: ArgumentHelp("Write the file here (default: standard output).", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("The development language, when the file does not say it.", valueName: "language"))
    var sourceLanguage: String?

    func validate() throws {
        let kind = URL(fileURLWithPath: catalog).pathExtension
        guard kind == "xcstrings" || kind == "strings" else {
            throw ValidationError("expected a String Catalog (.xcstrings) or a .strings file, not \(catalog)")
        }
        if let locale, locale.isEmpty || locale.contains(where: \.isWhitespace) {
            throw ValidationError("--locale expects a language tag such as en-x-expanded (got \"\(locale)\")")
        }
    }

    func run() throws {
        let input = URL(fileURLWithPath: catalog)
        if let output, Self.samePath(output, catalog) {
            throw CommandFailure.error(
                "writing to \(output) would replace the file being pseudo-localized; nothing was written. "
                    + "Give -o another path")
        }
        let data: Data
        do {
            data = try InputFile.contents(ofPath: catalog)
        } catch {
            throw CommandFailure.error("\(catalog): \(error)")
        }
        let localizer = PseudoLocalizer(kind: kind)
        let written: Data
        if input.pathExtension == "xcstrings" {
            let language =
                ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any])?["sourceLanguage"] as? String
                ?? sourceLanguage ?? "en"
            do {
                written = try PseudoLocalizedFile.stringCatalog(
                    data, path: catalog, localizer: localizer,
                    locale: locale ?? kind.localeTag(sourceLanguage: language))
            } catch {
                throw CommandFailure.error("\(error)")
            }
        } else {
            let strings = StringsFileReader.read(
                data: data, path: input.standardizedFileURL.path, sourceLanguage: sourceLanguage ?? "en")
            for diagnostic in strings.diagnostics { Output.error(diagnostic.description) }
            if strings.diagnostics.contains(where: { $0.level == .error }) { throw CommandFailure.reported }
            written = PseudoLocalizedFile.stringsFile(strings.strings, localizer: localizer)
        }
        guard let output, output != "-" else {
            try Output.write(written)
            return
        }
        // As reports are written: through a temporary file and a rename for a regular file, in
        // place for a device or FIFO, to the descriptor for /dev/stdout, through symbolic links
        // (never replacing the link or the device node with a regular file).
        do {
            try ReportWriter.writeAtomically(written, to: output)
        } catch ReportError.writeFailed(_, let reason) {
            throw CommandFailure.error("cannot write \(output): \(reason)")
        } catch {
            throw CommandFailure.error("cannot write \(output): \(error)")
        }
    }

    /// Whether two paths name one file (after `.`, `..` and symbolic links).
    static func samePath(_ a: String, _ b: String) -> Bool {
        func resolved(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        return resolved(a) == resolved(b)
    }
}
