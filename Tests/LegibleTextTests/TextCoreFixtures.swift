import Foundation
import XCTest

@testable import LegibleText

/// Shared measurers and the independent arithmetic the text core tests check against.
enum TextCoreFixtures {
    /// One measurer over the system's fonts for every test (thread-safe, caches shaping).
    static let measurer = TextMeasurer(options: .init(fontIndexCache: nil))

    private static let lock = NSLock()
    nonisolated(unsafe) private static var folderMeasurers: [String: TextMeasurer] = [:]

    /// The measurer a golden case asks for: the shared one, or one that sees only its folder.
    static func measurer(for golden: GoldenShapingCase) -> TextMeasurer {
        guard let folder = golden.request.fontsFolder else { return measurer }
        lock.lock()
        defer { lock.unlock() }
        if let made = folderMeasurers[folder] { return made }
        let made = TextMeasurer(options: .init(fontFolders: [GoldenData.fontsRoot + "/" + folder],
                                               includeSystemFonts: false, fontIndexCache: nil))
        folderMeasurers[folder] = made
        return made
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
              let pointsColumn = header.firstIndex(of: "tracking_pt_hig") else {
            throw GoldenDataError(description: "\(url.path): no size_pt / tracking_pt_hig columns")
        }
        let rows = lines.dropFirst().compactMap { fields -> (Double, Double)? in
            guard fields.count > max(sizeColumn, pointsColumn), let size = Double(fields[sizeColumn]),
                  let tracking = Double(fields[pointsColumn]) else { return nil }
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

/// Widths of a golden case's grapheme clusters computed from hb-shape's advances alone.
struct IndependentWidths {
    /// UTF-16 boundaries of the clusters (Swift `Character`s).
    let boundaries: [Int]
    /// Each cluster's width in points, tracking and calibration included.
    let clusters: [Double]
    /// The text's clusters as strings.
    let characters: [String]
    let text: String

    /// - Parameters:
    ///   - golden: the case (its glyph advances in font units).
    ///   - unitsPerEm: the face's units per em.
    ///   - pointSize: the size the text is set at.
    ///   - tracking: points added per cluster (0 for faces that get no SF tracking).
    ///   - calibration: the stand-in's width factor (1 for none).
    init(_ golden: GoldenShapingCase, unitsPerEm: Int, pointSize: Double, tracking: Double, calibration: Double) {
        text = golden.text
        boundaries = TextCoreFixtures.characterBoundaries(golden.text)
        characters = golden.text.map(String.init)
        let byCodePoint = golden.advancesByCodePoint
        let offsets = golden.utf16OffsetOfCodePoint
        var units = [Int](repeating: 0, count: boundaries.count - 1)
        var cluster = 0
        for (index, advance) in byCodePoint.enumerated() {
            while offsets[index] >= boundaries[cluster + 1] { cluster += 1 }
            units[cluster] += advance
        }
        clusters = units.map { (Double($0) * pointSize / Double(unitsPerEm) + tracking) * calibration }
    }

    /// Width of clusters `range`, trailing white space excluded.
    func width(_ range: Range<Int>) -> Double {
        var end = range.upperBound
        while end > range.lowerBound, characters[end - 1].allSatisfy(\.isWhitespace) { end -= 1 }
        return clusters[range.lowerBound..<end].reduce(0, +)
    }

    /// The text of clusters `range`.
    func string(_ range: Range<Int>) -> String { characters[range].joined() }
}
