import Foundation
import XCTest

@testable import LegibleText

/// Shared measurers and the independent arithmetic the text core tests check against.
enum TextCoreFixtures {
    /// One measurer over the system's fonts for every test (thread-safe, caches shaping).
    static let measurer = TextMeasurer(options: .init(fontIndexCache: nil))

    private static let folderMeasurers = Locked<[String: TextMeasurer]>([:])

    /// The measurer a golden text asks for: the shared one, or one that sees only its folder.
    static func measurer(for golden: GoldenText) -> TextMeasurer {
        guard let folder = golden.request?.fontsFolder else { return measurer }
        return folderMeasurers.withLock { folderMeasurers in
            if let made = folderMeasurers[folder] { return made }
            let made = TextMeasurer(
                options: .init(
                    fontFolders: [GoldenData.fontsRoot + "/" + folder],
                    includeSystemFonts: false, fontIndexCache: nil))
            folderMeasurers[folder] = made
            return made
        }
    }

    /// The grapheme clusters of `text` as Swift segments them (`Character`s; Swift 6 follows
    /// Unicode 15.1, GB9c included, so क्षि is one cluster as in ICU 72), as UTF-16 offsets:
    /// `[0, …, text.utf16.count]`.
    static func characterBoundaries(_ text: String) -> [Int] {
        var result = [0]
        for character in text { result.append(result[result.count - 1] + character.utf16.count) }
        return result
    }
}

/// Apple's SF Pro tracking table read from the project's facts file
/// (`../shared/facts/sf_pro_tracking_current.csv`, the HIG's points column), independently of
/// the copy compiled into `SFProTracking`.
struct TrackingTable {
    /// (point size, tracking in points), sorted by size.
    let rows: [(size: Double, tracking: Double)]

    /// The facts file: `LEGIBLE_FACTS` or `<package>/../shared/facts`.
    static let url: URL = {
        if let folder = ProcessInfo.processInfo.environment["LEGIBLE_FACTS"] {
            return URL(fileURLWithPath: folder).appendingPathComponent("sf_pro_tracking_current.csv")
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("../shared/facts/sf_pro_tracking_current.csv").standardizedFileURL
    }()

    /// Reads the table.
    ///
    /// - Throws: `XCTSkip` naming the file when it is absent.
    static func load() throws -> TrackingTable {
        guard let content = try? String(contentsOf: url, encoding: .utf8) else {
            throw XCTSkip("SF Pro tracking table not found at \(url.path)")
        }
        let lines = content.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        guard let header = lines.first, let sizeColumn = header.firstIndex(of: "size_pt"),
            let pointsColumn = header.firstIndex(of: "tracking_pt_hig")
        else {
            throw GoldenDataError(description: "\(url.path): no size_pt / tracking_pt_hig columns")
        }
        let rows = lines.dropFirst().compactMap { fields -> (Double, Double)? in
            guard fields.count > max(sizeColumn, pointsColumn), let size = Double(fields[sizeColumn]),
                let tracking = Double(fields[pointsColumn])
            else { return nil }
            return (size, tracking)
        }.sorted { $0.0 < $1.0 }
        return TrackingTable(rows: rows.map { (size: $0.0, tracking: $0.1) })
    }

    /// Tracking at `size`: the row's value, linear between rows, the end rows' beyond them.
    func tracking(atPointSize size: Double) -> Double {
        guard let first = rows.first, let last = rows.last else { return 0 }
        if size <= first.size { return first.tracking }
        if size >= last.size { return last.tracking }
        for (lower, upper) in zip(rows, rows.dropFirst()) where lower.size <= size && size <= upper.size {
            if size == lower.size { return lower.tracking }
            return lower.tracking + (size - lower.size) / (upper.size - lower.size) * (upper.tracking - lower.tracking)
        }
        return last.tracking
    }
}

/// Widths of a golden text's grapheme clusters computed from hb-shape's advances alone.
struct IndependentWidths {
    /// UTF-16 boundaries of the clusters (Swift `Character`s).
    let boundaries: [Int]
    /// Each cluster's width in points, tracking and calibration included where they apply.
    let clusters: [Double]
    /// The run (index into the golden text's runs) each cluster starts in.
    let runOfCluster: [Int]
    /// The text's clusters as strings.
    let characters: [String]
    let text: String

    /// - Parameters:
    ///   - golden: the text (its runs' glyph advances in font units).
    ///   - pointSize: the size the text is set at.
    ///   - tracking: points added per cluster set in a stand-in for SF Pro (Inter, Inter Display).
    ///   - calibration: the stand-in's width factor for the weight (1 for none).
    init(_ golden: GoldenText, pointSize: Double, tracking: Double, calibration: Double) throws {
        text = golden.text
        boundaries = TextCoreFixtures.characterBoundaries(golden.text)
        characters = golden.text.map(String.init)
        let upems = try golden.runs.map(GoldenData.unitsPerEm)
        let runOf = golden.runOfCodePoint
        let byCodePoint = golden.advancesByCodePoint
        let offsets = golden.utf16OffsetOfCodePoint
        var widths = [Double](repeating: 0, count: boundaries.count - 1)
        var runs = [Int](repeating: -1, count: boundaries.count - 1)
        var cluster = 0
        for (index, advance) in byCodePoint.enumerated() {
            while offsets[index] >= boundaries[cluster + 1] { cluster += 1 }
            widths[cluster] += Double(advance) * pointSize / Double(upems[runOf[index]])
            if runs[cluster] < 0 { runs[cluster] = runOf[index] }
        }
        runOfCluster = runs
        clusters = zip(widths, runs).map { width, run in
            golden.runs[run].isStandIn ? (width + tracking) * calibration : width
        }
    }

    /// Width of clusters `range`, trailing white space excluded.
    func width(_ range: Range<Int>) -> Double {
        var end = range.upperBound
        while end > range.lowerBound, characters[end - 1].allSatisfy(\.isWhitespace) { end -= 1 }
        return clusters[range.lowerBound..<end].reduce(0, +)
    }

    /// The text of clusters `range`.
    func string(_ range: Range<Int>) -> String { characters[range].joined() }

    /// Widths at the size, weight and tracking a golden text's request resolves to.
    static func forRequest(_ golden: GoldenText, table: TrackingTable) throws -> IndependentWidths {
        let request = golden.measureRequest()
        let font = TextCoreFixtures.measurer(for: golden).resolve(
            request.font, category: request.sizeCategory,
            boldText: request.boldText)
        return try IndependentWidths(
            golden, pointSize: font.pointSize, tracking: table.tracking(atPointSize: font.pointSize),
            calibration: TextMeasurer.Options.defaultCalibration[font.weight] ?? 1)
    }
}

/// The width of the ellipsis (U+2026) truncation adds, from the golden ellipsis cases (hb-shape).
///
/// The layout measures it in the face of the run at the cut's side (the last kept cluster's run
/// for tail truncation, the first for head, the middle one for middle truncation) when that face
/// has U+2026, else in the element's own face at its weight and size. hb-shape gives .notdef for
/// U+2026 in Noto Sans Arabic, Hebrew, Thai and Color Emoji.
enum EllipsisOracle {
    static let facesWithoutEllipsis = [
        "truetype/noto/NotoSansArabic-Regular.ttf", "truetype/noto/NotoSansArabic-Bold.ttf",
        "truetype/noto/NotoSansHebrew-Regular.ttf", "truetype/noto/NotoSansHebrew-Bold.ttf",
        "truetype/noto/NotoSansThai-Regular.ttf", "truetype/noto/NotoSansThai-Bold.ttf",
        "truetype/noto/NotoColorEmoji.ttf",
    ]

    /// The golden case whose text is U+2026 in `run`'s face, or in the element's own face.
    static func caseName(for run: GoldenShapingCase, pointSize: Double, weight: FontWeight) throws -> String {
        switch (run.fontPath, run.faceIndex) {
        case ("opentype/inter/Inter-Regular.otf", _): return "ellipsis-inter-regular"
        case ("opentype/inter/Inter-SemiBold.otf", _): return "ellipsis-inter-semibold"
        case ("opentype/inter/InterDisplay-Regular.otf", _): return "ellipsis-inter-display-regular"
        case ("truetype/noto/NotoSansDevanagari-Regular.ttf", _): return "ellipsis-devanagari"
        case ("opentype/noto/NotoSansCJK-Regular.ttc", 1): return "ellipsis-cjk-kr"
        case ("opentype/noto/NotoSansCJK-Regular.ttc", 0): return "ellipsis-cjk-jp"
        case let (path, _) where facesWithoutEllipsis.contains(path):
            switch (pointSize < SystemFont.displayThreshold, weight) {
            case (true, .regular): return "ellipsis-inter-regular"
            case (true, .semibold): return "ellipsis-inter-semibold"
            case (false, .regular): return "ellipsis-inter-display-regular"
            default: break
            }
        default: break
        }
        throw GoldenDataError(
            description: "no golden ellipsis for \(run.fontPath)@\(run.faceIndex) at \(pointSize) pt, \(weight)")
    }

    /// The ellipsis' width in points next to cluster `cluster` of `golden`.
    static func width(
        near cluster: Int, of golden: GoldenText, widths: IndependentWidths, pointSize: Double,
        weight: FontWeight, table: TrackingTable
    ) throws -> Double {
        let run = golden.runs[widths.runOfCluster[cluster]]
        let ellipsis = try GoldenData.require(try caseName(for: run, pointSize: pointSize, weight: weight))
        guard let face = ellipsis.runs.first, ellipsis.text == "\u{2026}" else {
            throw GoldenDataError(description: "\(ellipsis) is not U+2026 alone")
        }
        let advance = Double(face.advanceSum) * pointSize / Double(try GoldenData.unitsPerEm(face))
        guard face.isStandIn else { return advance }
        return (advance + table.tracking(atPointSize: pointSize))
            * (TextMeasurer.Options.defaultCalibration[weight] ?? 1)
    }
}
