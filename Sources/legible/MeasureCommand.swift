import Foundation
import LegibleCommandLine
import LegibleText

/// `legible measure TEXT …`: measures one string as a label would lay it out.
enum MeasureCommand: Subcommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "measure",
            abstract: "Measure one string at a Dynamic Type size, as a label would lay it out.",
            discussion: """
                Example:
                  legible measure "Einstellungen" --style body --size AX2 --width 120
                """,
            options: [
                .option("--locale", short: "l", default: "en", help: "Locale of the text (chooses faces and line breaks)."),
                .option("--style", type: .choice(TextStyle.allCases.map(\.rawValue)), default: "body",
                        help: "Dynamic Type text style."),
                .option("--font-size", type: .double, valueName: "pt",
                        help: "A fixed point size instead of a text style."),
                .option("--family", help: "A font family instead of the system font."),
                .option("--weight", type: .choice(FontWeight.allCases.map(\.name)), help: "Font weight."),
                .option("--size", default: "Large", help: "Content size category: xSmall … xxxLarge, AX1 … AX5."),
                .option("--width", type: .double, valueName: "pt", help: "Room for the text, points."),
                .option("--lines", type: .int, default: "1", help: "numberOfLines (0 = unlimited)."),
                .option("--height", type: .double, valueName: "pt", help: "Room for the text's height, points."),
                .option("--line-break-mode", type: .choice(LineBreakMode.allCases.map(\.rawValue)),
                        default: "byTruncatingTail", help: "NSLineBreakMode."),
                .option("--min-scale", type: .double, valueName: "factor",
                        help: "minimumScaleFactor (with adjustsFontSizeToFitWidth)."),
                .flag("--bold-text", help: "Measure with the Bold Text setting on."),
                .flag("--json", help: "Print the measurement as JSON."),
            ] + FontOptions.specs,
            arguments: [ArgumentSpec("text", help: "The text to measure.")])
    }

    static func run(_ parsed: ParsedCommand) -> Int32 {
        guard let text = parsed.positionals.first else { return 2 }
        let sizeName = parsed.string("--size") ?? "Large"
        guard let size = ContentSizeCategory(name: sizeName) else {
            Output.error("error: '\(sizeName)' is not a content size category; expected one of: "
                + ContentSizeCategory.allCases.map(\.name).joined(separator: ", "))
            return 2
        }
        let most = Int(MeasurementLimits.maximumPoints)
        for option in ["--width", "--height"] {
            if let value = parsed.double(option), !MeasurementLimits.accepts(value) {
                Output.error("error: \(option) must be between 0 and \(most) points (got \(value))")
                return 2
            }
        }
        if let scale = parsed.double("--min-scale"), !(0...1).contains(scale) {
            Output.error("error: --min-scale must be between 0 and 1 (got \(scale))")
            return 2
        }
        if let lines = parsed.int("--lines"), lines < 0 {
            Output.error("error: --lines must be 0 (unlimited) or more (got \(lines))")
            return 2
        }
        let weight = parsed.string("--weight").flatMap { FontWeight(name: $0) }
        let style = TextStyle(name: parsed.string("--style") ?? "body") ?? .body
        let font: FontSpecification
        if let pointSize = parsed.double("--font-size") {
            guard MeasurementLimits.accepts(pointSize, inclusive: false) else {
                Output.error("error: --font-size must be more than 0 and at most \(most) points (got \(pointSize))")
                return 2
            }
            font = .fixed(family: parsed.string("--family"), pointSize: pointSize, weight: weight ?? .regular, scalesWith: nil)
        } else if let family = parsed.string("--family") {
            let base = DynamicTypeTable.metrics(style, .large)
            font = .fixed(family: family, pointSize: base.pointSize, weight: weight ?? base.weight, scalesWith: style)
        } else {
            font = .textStyle(style)
        }
        let measurer = TextMeasurer(options: FontOptions.measurerOptions(parsed))
        if let family = parsed.string("--family"), !measurer.library.hasFamily(family) {
            let close = measurer.library.families.filter { $0.lowercased().contains(family.lowercased().prefix(4)) }.prefix(5)
            Output.error("error: no font of family \"\(family)\" in \(measurer.library.folders.joined(separator: ", "))" +
                (close.isEmpty ? "" : "; similar: \(close.joined(separator: ", "))") + ". Add its folder with --fonts.")
            return 2
        }
        let request = MeasureRequest(
            text: text, locale: parsed.string("--locale") ?? "en", font: font, sizeCategory: size,
            boldText: parsed.flag("--bold-text"), weight: weight,
            constraints: LayoutConstraints(
                width: parsed.double("--width"), lines: parsed.int("--lines") ?? 1, height: parsed.double("--height"),
                lineBreakMode: LineBreakMode(name: parsed.string("--line-break-mode") ?? "") ?? .byTruncatingTail,
                minimumScaleFactor: parsed.double("--min-scale") ?? 0))
        let measurement = measurer.measure(request)
        if parsed.flag("--json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            do {
                Output.out(String(decoding: try encoder.encode(measurement), as: UTF8.self))
            } catch {
                Output.error("error: the measurement cannot be written as JSON: \(error)")
                return 2
            }
        } else {
            Output.out(describe(measurement))
        }
        return 0
    }

    static func describe(_ m: TextMeasurement) -> String {
        func pt(_ value: Double) -> String { String(format: "%.2f pt", value) }
        var lines: [String] = []
        lines.append("\"\(m.text)\" (\(m.locale)) at \(m.sizeCategory)\(m.boldText ? ", Bold Text on" : ""): " +
                     "\(String(format: "%g", m.pointSize)) pt, weight \(m.weight)")
        lines.append("  natural width  \(pt(m.width))")
        if let available = m.availableWidth {
            lines.append("  room           \(pt(available))")
        }
        lines.append("  lines          \(m.lines) shown, \(m.lineCount) needed, line height \(pt(m.lineHeight))")
        if m.scale < 1 { lines.append("  shrunk to      \(String(format: "%.3f", m.scale)) × (\(String(format: "%.2f", m.pointSize * m.scale)) pt)") }
        if m.fits {
            lines.append("  fits           yes")
        } else {
            lines.append("  fits           no: overflows by \(pt(m.overflow))" +
                         (m.verticalOverflow > 0 ? ", \(pt(m.verticalOverflow)) too tall" : ""))
        }
        lines.append("  shows          \"\(m.visibleText.replacingOccurrences(of: "\n", with: "⏎"))\"")
        for run in m.runs {
            let variations = run.face.variations.sorted { $0.key < $1.key }.map { "\($0.key)=\(String(format: "%g", $0.value))" }
            lines.append("  run \(run.start)–\(run.end) \(run.script) \(run.direction): \(run.face.family) \(run.face.style)" +
                         (variations.isEmpty ? "" : " [\(variations.joined(separator: ", "))]") +
                         ", \(pt(run.width))" + (run.tracking != 0 ? ", tracking \(String(format: "%+.2f", run.tracking)) pt per cluster" : ""))
        }
        if !m.missingCharacters.isEmpty {
            lines.append("  no glyph for   \(m.missingCharacters.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }
}
