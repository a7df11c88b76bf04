import ArgumentParser
import Foundation
import LegibleText

/// `legible measure TEXT …`: measures one string as a label would lay it out.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measure one string at a Dynamic Type size, as a label would lay it out.",
        discussion: """
            The font is the system font of --style (default body); --family names another family at the \
            style's size. --font-size gives a fixed point size: alone it never scales; with --style it \
            scales with that style's Dynamic Type metrics, as UIFontMetrics(forTextStyle:).scaledFont(for:) \
            does.

            Example:
              legible measure "Einstellungen" --style body --size AX2 --width 120
              legible measure "Done" --font-size 10 --style caption2 --size AX3
            """)

    @Argument(help: "The text to measure.")
    var text: String

    @Option(
        name: [.customLong("locale"), .customShort("l")],
        help: "Locale of the text (chooses faces and line breaks).")
    var locale = "en"

    @Option(help: "Dynamic Type text style (default: body); with --font-size, the style the size scales with.")
    var style: TextStyle?

    @Option(help: ArgumentHelp("A fixed point size instead of a text style's.", valueName: "pt"))
    var fontSize: Double?

    @Option(help: "A font family instead of the system font.")
    var family: String?

    @Option(help: "Font weight (default: the text style's, or regular).")
    var weight: FontWeight?

    @Option(
        help: ArgumentHelp(
            "Content size category: xSmall … xxxLarge, AX1 … AX5, or UIKit / SwiftUI names.",
            valueName: "size"))
    var size: ContentSizeCategory = .large

    @Option(help: ArgumentHelp("Room for the text, points.", valueName: "pt"))
    var width: Double?

    @Option(help: "numberOfLines (0 = unlimited).")
    var lines = 1

    @Option(help: ArgumentHelp("Room for the text's height, points.", valueName: "pt"))
    var height: Double?

    @Option(help: "NSLineBreakMode.")
    var lineBreakMode: LineBreakMode = .byTruncatingTail

    @Option(
        name: .customLong("min-scale"),
        help: ArgumentHelp("minimumScaleFactor (with adjustsFontSizeToFitWidth).", valueName: "factor"))
    var minimumScale: Double?

    @Flag(help: "Measure with the Bold Text setting on.")
    var boldText = false

    @Flag(help: "Print the measurement as JSON.")
    var json = false

    @OptionGroup var fonts: FontOptions

    func validate() throws {
        let most = Int(MeasurementLimits.maximumPoints)
        for (option, value) in [("--width", width), ("--height", height)] {
            if let value, !MeasurementLimits.accepts(value) {
                throw ValidationError("\(option) must be between 0 and \(most) points (got \(value))")
            }
        }
        if let minimumScale, !(0...1).contains(minimumScale) {
            throw ValidationError("--min-scale must be between 0 and 1 (got \(minimumScale))")
        }
        if lines < 0 {
            throw ValidationError("--lines must be 0 (unlimited) or more (got \(lines))")
        }
        if let fontSize, !MeasurementLimits.accepts(fontSize, inclusive: false) {
            throw ValidationError("--font-size must be more than 0 and at most \(most) points (got \(fontSize))")
        }
    }

    /// The font the options ask for: `--font-size` fixed (scaling with `--style` when given),
    /// else `--family` at the style's Large size scaling with it, else the style's system font.
    var font: FontSpecification {
        if let fontSize {
            return .fixed(family: family, pointSize: fontSize, weight: weight ?? .regular, scalesWith: style)
        }
        let style = self.style ?? .body
        if let family {
            let base = DynamicTypeTable.metrics(style, .large)
            return .fixed(family: family, pointSize: base.pointSize, weight: weight ?? base.weight, scalesWith: style)
        }
        return .textStyle(style)
    }

    func run() throws {
        let measurer = TextMeasurer(options: fonts.measurerOptions)
        if let family, !measurer.library.hasFamily(family) {
            let close = measurer.library.families.filter { $0.lowercased().contains(family.lowercased().prefix(4)) }
                .prefix(5)
            throw CommandFailure.error(
                "no font of family \"\(family)\" in \(measurer.library.folders.joined(separator: ", "))"
                    + (close.isEmpty ? "" : "; similar: \(close.joined(separator: ", "))")
                    + ". Add its folder with --fonts.")
        }
        let request = MeasureRequest(
            text: text, locale: locale, font: font, sizeCategory: size, boldText: boldText, weight: weight,
            constraints: LayoutConstraints(
                width: width, lines: lines, height: height, lineBreakMode: lineBreakMode,
                minimumScaleFactor: minimumScale ?? 0))
        let measurement = measurer.measure(request)
        if json {
            try JSONOutput.print(measurement)
        } else {
            Output.out(Self.describe(measurement))
        }
    }

    static func describe(_ m: TextMeasurement) -> String {
        func pt(_ value: Double) -> String { String(format: "%.2f pt", value) }
        var lines: [String] = []
        lines.append(
            "\"\(m.text)\" (\(m.locale)) at \(m.sizeCategory)\(m.boldText ? ", Bold Text on" : ""): "
                + "\(String(format: "%g", m.pointSize)) pt, weight \(m.weight)")
        lines.append("  natural width  \(pt(m.width))")
        if let available = m.availableWidth {
            lines.append("  room           \(pt(available))")
        }
        lines.append("  lines          \(m.lines) shown, \(m.lineCount) needed, line height \(pt(m.lineHeight))")
        if m.scale < 1 {
            lines.append(
                "  shrunk to      \(String(format: "%.3f", m.scale)) × (\(String(format: "%.2f", m.pointSize * m.scale)) pt)"
            )
        }
        if m.fits {
            lines.append("  fits           yes")
        } else {
            lines.append(
                "  fits           no: overflows by \(pt(m.overflow))"
                    + (m.verticalOverflow > 0 ? ", \(pt(m.verticalOverflow)) too tall" : ""))
        }
        lines.append("  shows          \"\(m.visibleText.replacingOccurrences(of: "\n", with: "⏎"))\"")
        for run in m.runs {
            let variations = run.face.variations.sorted { $0.key < $1.key }.map {
                "\($0.key)=\(String(format: "%g", $0.value))"
            }
            lines.append(
                "  run \(run.start)–\(run.end) \(run.script) \(run.direction): \(run.face.family) \(run.face.style)"
                    + (variations.isEmpty ? "" : " [\(variations.joined(separator: ", "))]") + ", \(pt(run.width))"
                    + (run.tracking != 0 ? ", tracking \(String(format: "%+.2f", run.tracking)) pt per cluster" : ""))
        }
        if !m.missingCharacters.isEmpty {
            lines.append("  no glyph for   \(m.missingCharacters.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }
}
