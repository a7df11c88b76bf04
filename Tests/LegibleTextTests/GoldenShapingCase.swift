import Foundation
import XCTest

@testable import LegibleText

/// One line of `Golden/shaping.tests`: a text, or one run of it, the face and options HarfBuzz's
/// `hb-shape` shaped it with, and hb-shape's glyphs (recorded by `Scripts/record-shaping-golden`).
struct GoldenShapingCase: CustomStringConvertible {
    let name: String
    /// Line number in the data file, for messages.
    let line: Int
    /// Font file relative to the fonts root.
    let fontPath: String
    let faceIndex: Int
    /// hb-shape `--variations`, e.g. `["wght": 600]`.
    let variations: [String: Double]
    /// hb-shape `--language`.
    let language: String
    /// hb-shape `--script` (ISO 15924), `nil` when HarfBuzz was left to guess (it finds none).
    let script: String?
    let rightToLeft: Bool
    /// What the test asks `TextMeasurer` for; `nil` for a face-level case.
    let request: Request?
    /// The whole text (the run's context included).
    let text: String
    /// The code points this line shapes.
    let run: Range<Int>
    /// hb-shape's glyphs in output (visual) order.
    let glyphs: [Glyph]

    struct Glyph: Equatable, CustomStringConvertible {
        /// Code-point index of the glyph's cluster in the whole text.
        let cluster: Int
        /// x advance in font units.
        let advance: Int
        var description: String { "\(cluster)+\(advance)" }
    }

    /// What the test asks `TextMeasurer` for.
    struct Request: Equatable {
        var locale = "en"
        var font: FontSpecification = .textStyle(.body)
        var category: ContentSizeCategory = .large
        var boldText = false
        /// A font folder (relative to the fonts root) to measure with alone, or `nil` for the
        /// system's folders.
        var fontsFolder: String?
    }

    var description: String { "\(name) (shaping.tests:\(line))" }

    /// Sum of hb-shape's advances, font units.
    var advanceSum: Int { glyphs.reduce(0) { $0 + $1.advance } }

    /// Whether the face stands in for SF Pro (Inter, Inter Display) and so gets Apple's tracking.
    var isStandIn: Bool { fontPath.hasPrefix("opentype/inter/") || fontPath.hasPrefix("truetype/inter-vf/") }

    /// The font file's full path.
    var fullFontPath: String { GoldenData.fontsRoot + "/" + fontPath }
}

/// The lines of `Golden/shaping.tests` with one name: a text and its runs, in their faces.
struct GoldenText: CustomStringConvertible {
    let name: String
    let text: String
    /// `nil` for a face-level case.
    let request: GoldenShapingCase.Request?
    /// The runs in logical order; they cover the text.
    let runs: [GoldenShapingCase]

    var description: String { runs.first?.description ?? name }

    /// The measure request for this text.
    func measureRequest(constraints: LayoutConstraints = LayoutConstraints()) -> MeasureRequest {
        let request = self.request ?? GoldenShapingCase.Request()
        return MeasureRequest(
            text: text, locale: request.locale, font: request.font, sizeCategory: request.category,
            boldText: request.boldText, constraints: constraints)
    }

    /// Sum of hb-shape's advances over the runs, font units (meaningful when one face sets them all).
    var advanceSum: Int { runs.reduce(0) { $0 + $1.advanceSum } }

    /// Advance of each code point in font units of its run's face: a glyph's advance goes to the
    /// code point its cluster starts at (HarfBuzz's cluster value), as the text core attributes it.
    var advancesByCodePoint: [Int] {
        var result = [Int](repeating: 0, count: text.unicodeScalars.count)
        for run in runs {
            for glyph in run.glyphs { result[glyph.cluster] += glyph.advance }
        }
        return result
    }

    /// The run each code point belongs to (an index into `runs`).
    var runOfCodePoint: [Int] {
        var result = [Int](repeating: 0, count: text.unicodeScalars.count)
        for (index, run) in runs.enumerated() {
            for point in run.run { result[point] = index }
        }
        return result
    }

    /// UTF-16 offset of each code point, plus the text's UTF-16 length at the end.
    var utf16OffsetOfCodePoint: [Int] {
        var offsets = [0]
        for scalar in text.unicodeScalars { offsets.append(offsets[offsets.count - 1] + scalar.utf16.count) }
        return offsets
    }
}

/// Parse errors in the golden data: programmer errors in the data file, reported as failures.
struct GoldenDataError: Error, CustomStringConvertible {
    let description: String
}

extension GoldenShapingCase {
    /// Parses one data line (comments and blank lines excluded).
    init(line raw: String, number: Int) throws {
        let body = raw.components(separatedBy: "  # ").first ?? raw
        let fields = body.components(separatedBy: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        func bad(_ why: String) -> GoldenDataError { GoldenDataError(description: "shaping.tests:\(number): \(why)") }
        guard fields.count == 8 else { throw bad("expected 8 ';'-separated fields, found \(fields.count)") }
        name = fields[0]
        line = number
        let font = fields[1].components(separatedBy: "@")
        fontPath = font[0]
        guard font.count == 2, let index = Int(font[1]) else { throw bad("font must be path@index: \(fields[1])") }
        faceIndex = index
        var variations: [String: Double] = [:]
        for setting in fields[2].split(separator: ",") {
            let parts = setting.split(separator: "=")
            guard parts.count == 2, let value = Double(parts[1]) else { throw bad("bad variation \(setting)") }
            variations[String(parts[0])] = value
        }
        self.variations = variations
        var language: String?
        var script: String?
        var direction: String?
        for option in fields[3].split(separator: " ") {
            let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw bad("bad hb-shape option \(option)") }
            switch parts[0] {
            case "--language": language = parts[1]
            case "--script": script = parts[1]
            case "--direction": direction = parts[1]
            default: throw bad("hb-shape option \(parts[0]) has no TextMeasurer equivalent")
            }
        }
        guard let language, let direction, ["ltr", "rtl"].contains(direction) else {
            throw bad("options need --language and --direction=ltr|rtl")
        }
        self.language = language
        self.script = script
        rightToLeft = direction == "rtl"
        request = fields[4] == "-" ? nil : try Self.request(fields[4], bad)
        var scalars = String.UnicodeScalarView()
        for point in fields[5].split(separator: ",") {
            guard point.hasPrefix("U+"), let value = UInt32(point.dropFirst(2), radix: 16),
                let scalar = Unicode.Scalar(value)
            else { throw bad("bad code point \(point)") }
            scalars.append(scalar)
        }
        text = String(scalars)
        if fields[6].isEmpty {
            run = 0..<scalars.count
        } else {
            let bounds = fields[6].split(separator: "-").compactMap { Int($0) }
            guard bounds.count == 2, 0 <= bounds[0], bounds[0] < bounds[1], bounds[1] <= scalars.count else {
                throw bad("bad run \(fields[6])")
            }
            run = bounds[0]..<bounds[1]
        }
        let start = run.lowerBound
        glyphs = try fields[7].split(separator: "|").map { glyph in
            let parts = glyph.split(separator: "+")
            guard parts.count == 2, let cluster = Int(parts[0]), let advance = Int(parts[1]) else {
                throw bad("bad glyph \(glyph)")
            }
            return Glyph(cluster: start + cluster, advance: advance)
        }
        let run = self.run
        guard !glyphs.isEmpty, glyphs.allSatisfy({ run.contains($0.cluster) }) else {
            throw bad("glyph clusters out of the run")
        }
    }

    private static func request(_ field: String, _ bad: (String) -> GoldenDataError) throws -> Request {
        var request = Request()
        var size: Double?
        var weight: FontWeight = .regular
        for setting in field.split(separator: " ") {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw bad("bad request setting \(setting)") }
            switch parts[0] {
            case "locale": request.locale = parts[1]
            case "style":
                guard let style = TextStyle(name: parts[1]) else { throw bad("unknown style \(parts[1])") }
                request.font = .textStyle(style)
            case "size": size = Double(parts[1])
            case "weight":
                guard let named = FontWeight(name: parts[1]) else { throw bad("unknown weight \(parts[1])") }
                weight = named
            case "bold": request.boldText = parts[1] == "1"
            case "category":
                guard let category = ContentSizeCategory(name: parts[1]) else {
                    throw bad("unknown category \(parts[1])")
                }
                request.category = category
            case "fonts": request.fontsFolder = parts[1]
            default: throw bad("unknown request setting \(parts[0])")
            }
        }
        if let size { request.font = .fixed(family: nil, pointSize: size, weight: weight, scalesWith: nil) }
        return request
    }
}

/// The golden data files and the fonts they were recorded with.
enum GoldenData {
    /// `Tests/LegibleTextTests/Golden`.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Where the cases' font paths are rooted: `LEGIBLE_FONTS_ROOT` or `/usr/share/fonts`.
    static let fontsRoot = ProcessInfo.processInfo.environment["LEGIBLE_FONTS_ROOT"] ?? "/usr/share/fonts"

    /// Whether a skipped case fails the run (`LEGIBLE_REQUIRE_FONTS=1`, for CI machines that
    /// are set up with `Scripts/setup`).
    static let skipsFail = ProcessInfo.processInfo.environment["LEGIBLE_REQUIRE_FONTS"] == "1"

    /// Every line of `shaping.tests`.
    static func shapingCases() throws -> [GoldenShapingCase] {
        let url = folder.appendingPathComponent("shaping.tests")
        let content = try String(contentsOf: url, encoding: .utf8)
        var cases: [GoldenShapingCase] = []
        for (offset, line) in content.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            cases.append(try GoldenShapingCase(line: line, number: offset + 1))
        }
        return cases
    }

    /// The texts of `shaping.tests`: its lines grouped by name, in the file's order.
    ///
    /// - Throws: `GoldenDataError` when a text's lines disagree on the text or the request, or
    ///   their runs do not cover the text in order.
    static func texts() throws -> [GoldenText] {
        var order: [String] = []
        var lines: [String: [GoldenShapingCase]] = [:]
        for golden in try shapingCases() {
            if lines[golden.name] == nil { order.append(golden.name) }
            lines[golden.name, default: []].append(golden)
        }
        return try order.map { name in
            let runs = (lines[name] ?? []).sorted { $0.run.lowerBound < $1.run.lowerBound }
            guard let first = runs.first else { throw GoldenDataError(description: "no lines for \(name)") }
            var end = 0
            for run in runs {
                guard run.text == first.text, run.request == first.request, run.run.lowerBound == end else {
                    throw GoldenDataError(description: "\(run): its text, request or run does not follow \(first)")
                }
                end = run.run.upperBound
            }
            guard end == first.text.unicodeScalars.count else {
                throw GoldenDataError(
                    description: "\(first): the runs end at code point \(end) of \(first.text.unicodeScalars.count)")
            }
            return GoldenText(name: name, text: first.text, request: first.request, runs: runs)
        }
    }

    /// The text called `name`.
    static func text(_ name: String) throws -> GoldenText {
        guard let found = try texts().first(where: { $0.name == name }) else {
            throw GoldenDataError(description: "no golden case named \(name)")
        }
        return found
    }

    /// SHA-1 of each font the cases use, from `fonts.sha1` (`sha1sum` format, paths relative to
    /// the fonts root).
    static func manifest() throws -> [String: String] {
        let content = try String(contentsOf: folder.appendingPathComponent("fonts.sha1"), encoding: .utf8)
        var result: [String: String] = [:]
        for line in content.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { throw GoldenDataError(description: "fonts.sha1: bad line \(line)") }
            result[parts[1].trimmingCharacters(in: .whitespaces)] = String(parts[0])
        }
        return result
    }

    /// SHA-1 of each font file hashed so far (`nil`: absent), by full path.
    private static let hashes = Locked<[String: String?]>([:])
    private static let unitsPerEm = Locked<[String: Int]>([:])

    /// Why a text cannot be checked here: one of its fonts is absent, or differs from the one
    /// it was recorded with; `nil` when all are the pinned ones. Each file is hashed once per run.
    ///
    /// - Parameters:
    ///   - root: the fonts root (`fontsRoot` unless a test says otherwise).
    ///   - pinned: the manifest (`fonts.sha1` unless a test says otherwise).
    static func skipReason(
        _ golden: GoldenText, root: String = fontsRoot,
        pinned: [String: String]? = nil
    ) throws -> String? {
        let pinned = try pinned ?? manifest()
        for run in golden.runs {
            guard let expected = pinned[run.fontPath] else {
                throw GoldenDataError(description: "\(run): font \(run.fontPath) is not in fonts.sha1")
            }
            let path = root + "/" + run.fontPath
            let known = hashes.withLock { $0[path] }
            let actual = known ?? SHA1.hex(ofFileAt: path)
            hashes.withLock { $0[path] = .some(actual) }
            guard let actual else { return "\(golden): font \(path) is absent" }
            if actual != expected {
                return "\(golden): font \(path) has SHA-1 \(actual), the data was recorded with \(expected)"
            }
        }
        return nil
    }

    /// The texts whose fonts are here; prints a message naming every skipped one.
    ///
    /// - Throws: `XCTSkip` when every text was skipped (nothing was checked), a failure instead
    ///   when `LEGIBLE_REQUIRE_FONTS=1`; `GoldenDataError` for malformed data.
    static func runnable(
        _ texts: [GoldenText], root: String = fontsRoot, pinned: [String: String]? = nil,
        failOnSkip: Bool = skipsFail, log: Bool = true, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> [GoldenText] {
        var runnable: [GoldenText] = []
        var skipped: [String] = []
        for golden in texts {
            if let reason = try skipReason(golden, root: root, pinned: pinned) {
                skipped.append(reason)
                if log { print("SKIPPED golden case \(reason)") }
                if failOnSkip { XCTFail("golden case skipped: \(reason)", file: file, line: line) }
            } else {
                runnable.append(golden)
            }
        }
        if !skipped.isEmpty, log {
            print("golden cases: \(runnable.count) of \(texts.count) ran, \(skipped.count) SKIPPED (see above)")
        }
        if runnable.isEmpty, !texts.isEmpty {
            throw XCTSkip("all \(texts.count) golden cases skipped: \(skipped.joined(separator: "; "))")
        }
        return runnable
    }

    /// The text called `name`, or `XCTSkip` naming it when a font is not the pinned one.
    static func require(_ name: String) throws -> GoldenText {
        let golden = try text(name)
        if let reason = try skipReason(golden) {
            if skipsFail { XCTFail("golden case skipped: \(reason)") }
            throw XCTSkip("golden case \(reason)")
        }
        return golden
    }

    /// Units per em of a case's face (read once per face).
    static func unitsPerEm(_ golden: GoldenShapingCase) throws -> Int {
        let key = "\(golden.faceIndex)#\(golden.fontPath)"
        if let known = unitsPerEm.withLock({ $0[key] }) { return known }
        let value = try FontFace(path: golden.fullFontPath, index: golden.faceIndex).unitsPerEm
        unitsPerEm.withLock { $0[key] = value }
        return value
    }
}
