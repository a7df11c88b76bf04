import ArgumentParser
import Foundation
import LegibleAudit
import LegibleSource
import LegibleText

/// `legible elements [PATH…]`: for every key, each element it is shown in, and the keys none
/// was found for with the reason.
struct ElementsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "elements",
        abstract: "List each key's elements (from legible.json, storyboards and Swift source) and the keys with none.",
        discussion: """
            Shows what the audit measures each string in: role, width or how it is derived, lines, font or \
            text style, line break mode, shrink, the number of items in its bar, where the element was found \
            (config, interfaceBuilder, source) and how sure the link is (direct: the key is at the call; \
            followed: through a constant, wrapper function or the app's own view). Keys without an element \
            are listed with the reason.
            """)

    @Argument(help: ArgumentHelp("Folders or files (default: .).", valueName: "path"))
    var paths: [String] = []

    @Option(name: [.customLong("format"), .customShort("f")], help: "Output format.")
    var format: ListingFormat = .text

    @OptionGroup var options: AuditOptions

    func run() throws {
        let project = try AuditRun.loadProject(paths: paths, options: options)
        // What the readers and the Swift scan could not read ("not scanned: …"), as the audit
        // reports it: a key of a skipped file is otherwise listed as not referenced.
        for diagnostic in project.collection.diagnostics where diagnostic.level != .note {
            Output.error(diagnostic.description)
        }
        let relativizer = PathRelativizer(basePath: FileManager.default.currentDirectoryPath)
        let measurer = TextMeasurer(
            options: project.measurerOptions(
                options.fonts.measurerOptions, trackingChosen: options.fonts.tracking != nil))
        let listing = ElementListing(
            collection: project.collection, configuration: project.configuration,
            relative: relativizer.relative,
            measureWidth: { text, font in
                // A sibling text's width at Large, in the source language (the listing's).
                let resolved = measurer.resolve(font, category: .large, boldText: false)
                let shaped = measurer.shape(
                    text, locale: project.collection.sourceLanguage, font: resolved, caching: .shared)
                return measurer.layout(shaped, font: resolved, constraints: LayoutConstraints()).width
            })
        if format == .json {
            try JSONOutput.print(listing)
            return
        }
        var lines: [String] = []
        for element in listing.elements {
            let place =
                element.file.map { file in
                    [file, element.line.map(String.init), element.column.map(String.init)].compactMap { $0 }.joined(
                        separator: ":")
                } ?? "legible"
            var words = [element.role]
            let spec = element.spec
            if let width = spec.width {
                words.append("\(Int(saturating: width.rounded())) pt")
            } else if let from = spec.widthFrom {
                words.append("width from \(from)")
            }
            words.append(spec.lines == 0 ? "unlimited lines" : spec.lines == 1 ? "1 line" : "\(spec.lines) lines")
            if let style = spec.textStyle { words.append(style) }
            if let font = spec.font { words.append(font) }
            if spec.lineBreakMode != "byTruncatingTail" { words.append(spec.lineBreakMode) }
            if let factor = spec.minimumScaleFactor {
                words.append("shrinks to \(String(format: "%.2f", locale: Locale(identifier: "en_US_POSIX"), factor))")
            }
            if let back = spec.backButtonTitle { words.append("back button \"\(back)\"") }
            if let textCase = spec.textCase { words.append(textCase) }
            if let room = spec.room { words.append("room \(room.derivation) (\(room.source))") }
            var origin = element.origin
            if let confidence = element.confidence { origin += ", \(confidence)" }
            if let via = element.via { origin += " via \(via)" }
            lines.append("\(place): \(element.table)/\(element.key): \(words.joined(separator: ", ")) [\(origin)]")
        }
        for key in listing.unplaced {
            let place = key.file.map { "\($0):\(key.line ?? 0)" } ?? "legible"
            lines.append("\(place): \(key.table)/\(key.key): no element — \(key.reason)")
        }
        let keys = Set(listing.elements.map { TableKey(table: $0.table, key: $0.key) }).count
        var origins: [String: Int] = [:]
        for element in listing.elements { origins[element.origin, default: 0] += 1 }
        let byOrigin = origins.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        lines.append(
            "\(keys) of \(keys + listing.unplaced.count) keys placed in \(listing.elements.count) elements (\(byOrigin)); "
                + "\(listing.unplaced.count) without an element; "
                + "\(Format.count(project.collection.sourceFiles.count, "Swift file")) read.")
        if let wrappers = project.scan?.wrappers, !wrappers.isEmpty {
            lines.append("Localization functions detected: \(wrappers.joined(separator: ", ")).")
        }
        Output.out(lines.joined(separator: "\n"))
    }
}
