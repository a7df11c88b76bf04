import Foundation
import XCTest

@testable import LegibleText

/// One line of `Golden/shaping.tests`: a text, the face and options HarfBuzz's `hb-shape` shaped
/// it with, the request that should make `TextMeasurer` pick the same face, and hb-shape's
/// glyphs (recorded by `Scripts/record-shaping-golden`).
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
    let request: Request
    let text: String
    /// hb-shape's glyphs in output (visual) order.
    let glyphs: [Glyph]

    struct Glyph: Equatable, CustomStringConvertible {
        /// Code-point index of the glyph's cluster in `text`.
        let cluster: Int
        /// x advance in font units.
        let advance: Int
        var description: String { "\(cluster)+\(advance)" }
    }

    /// What the test asks `TextMeasurer` for.
    struct Request {
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

    /// The measure request for this case.
    func measureRequest(constraints: LayoutConstraints = LayoutConstraints()) -> MeasureRequest {
        MeasureRequest(text: text, locale: request.locale, font: request.font, sizeCategory: request.category,
                       boldText: request.boldText, constraints: constraints)
    }

    /// Advance of each code point in font units: a glyph's advance goes to the code point its
    /// cluster starts at (HarfBuzz's cluster value), as the text core attributes it.
    var advancesByCodePoint: [Int] {
        var result = [Int](repeating: 0, count: text.unicodeScalars.count)
        for glyph in glyphs { result[glyph.cluster] += glyph.advance }
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
        guard fields.count == 7 else { throw bad("expected 7 ';'-separated fields, found \(fields.count)") }
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
        var request = Request()
        var size: Double?
        var weight: FontWeight = .regular
        for setting in fields[4].split(separator: " ") {
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
                guard let category = ContentSizeCategory(name: parts[1]) else { throw bad("unknown category \(parts[1])") }
                request.category = category
            case "fonts": request.fontsFolder = parts[1]
            default: throw bad("unknown request setting \(parts[0])")
            }
        }
        if let size { request.font = .fixed(family: nil, pointSize: size, weight: weight, scalesWith: nil) }
        self.request = request
        var scalars = String.UnicodeScalarView()
        for point in fields[5].split(separator: ",") {
            guard point.hasPrefix("U+"), let value = UInt32(point.dropFirst(2), radix: 16),
                  let scalar = Unicode.Scalar(value) else { throw bad("bad code point \(point)") }
            scalars.append(scalar)
        }
        text = String(scalars)
        glyphs = try fields[6].split(separator: "|").map { glyph in
            let parts = glyph.split(separator: "+")
            guard parts.count == 2, let cluster = Int(parts[0]), let advance = Int(parts[1]) else {
                throw bad("bad glyph \(glyph)")
            }
            return Glyph(cluster: cluster, advance: advance)
        }
        guard !glyphs.isEmpty, glyphs.allSatisfy({ $0.cluster < scalars.count }) else {
            throw bad("glyph clusters out of range")
        }
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

    /// Every case of `shaping.tests`.
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

    /// The case called `name`.
    static func shapingCase(_ name: String) throws -> GoldenShapingCase {
        guard let found = try shapingCases().first(where: { $0.name == name }) else {
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

    private static let lock = NSLock()
    /// SHA-1 of each font file hashed so far (`nil`: absent), by full path.
    nonisolated(unsafe) private static var hashes: [String: String?] = [:]

    /// Why a case cannot run here: its font is absent, or differs from the one it was recorded
    /// with; `nil` when the font is the pinned one. Each file is hashed once per test run.
    ///
    /// - Parameters:
    ///   - root: the fonts root (`fontsRoot` unless a test says otherwise).
    ///   - pinned: the manifest (`fonts.sha1` unless a test says otherwise).
    static func skipReason(_ golden: GoldenShapingCase, root: String = fontsRoot,
                           pinned: [String: String]? = nil) throws -> String? {
        let pinned = try pinned ?? manifest()
        guard let expected = pinned[golden.fontPath] else {
            throw GoldenDataError(description: "\(golden): font \(golden.fontPath) is not in fonts.sha1")
        }
        let path = root + "/" + golden.fontPath
        lock.lock()
        let known = hashes[path]
        lock.unlock()
        let actual = known ?? SHA1.hex(ofFileAt: path)
        lock.lock()
        hashes[path] = .some(actual)
        lock.unlock()
        guard let actual else { return "\(golden): font \(path) is absent" }
        return actual == expected ? nil : "\(golden): font \(path) has SHA-1 \(actual), the data was recorded with \(expected)"
    }

    /// The cases whose fonts are here; prints a message naming every skipped case.
    ///
    /// - Throws: `XCTSkip` when every case was skipped (nothing was checked), a failure instead
    ///   when `LEGIBLE_REQUIRE_FONTS=1`; `GoldenDataError` for malformed data.
    static func runnable(_ cases: [GoldenShapingCase], root: String = fontsRoot, pinned: [String: String]? = nil,
                         failOnSkip: Bool = skipsFail, log: Bool = true, file: StaticString = #filePath,
                         line: UInt = #line) throws -> [GoldenShapingCase] {
        var runnable: [GoldenShapingCase] = []
        var skipped: [String] = []
        for golden in cases {
            if let reason = try skipReason(golden, root: root, pinned: pinned) {
                skipped.append(reason)
                if log { print("SKIPPED golden case \(reason)") }
                if failOnSkip { XCTFail("golden case skipped: \(reason)", file: file, line: line) }
            } else {
                runnable.append(golden)
            }
        }
        if !skipped.isEmpty, log {
            print("golden cases: \(runnable.count) of \(cases.count) ran, \(skipped.count) SKIPPED (see above)")
        }
        if runnable.isEmpty, !cases.isEmpty {
            throw XCTSkip("all \(cases.count) golden cases skipped: \(skipped.joined(separator: "; "))")
        }
        return runnable
    }

    /// The one case called `name`, or `XCTSkip` naming it when its font is not the pinned one.
    static func require(_ name: String) throws -> GoldenShapingCase {
        let golden = try shapingCase(name)
        if let reason = try skipReason(golden) {
            if skipsFail { XCTFail("golden case skipped: \(reason)") }
            throw XCTSkip("golden case \(reason)")
        }
        return golden
    }
}
