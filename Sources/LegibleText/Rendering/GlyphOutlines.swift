import CHarfBuzz
import Foundation

/// A text's glyphs placed on one line, with their outlines as SVG path data: what the HTML
/// report draws.
public struct PlacedText: Sendable, Hashable {
    /// The glyphs in visual order (left to right on the line).
    public var glyphs: [PlacedGlyph]
    /// The line's width, points (tracking included).
    public var width: Double
    /// Ascender at this size, points (the baseline's distance from the line's top).
    public var ascender: Double
    /// Whether the text's first shaping run is right to left.
    public var isRightToLeft: Bool
}

/// One glyph on the line.
public struct PlacedGlyph: Sendable, Hashable {
    /// SVG path data in points, relative to the glyph's origin on the baseline, y down;
    /// empty for glyphs without an outline (spaces, bitmap emoji).
    public var path: String
    /// Pen position of the glyph's origin, points from the line's left edge.
    public var x: Double
    /// Vertical offset from the baseline, points, y down.
    public var y: Double
    /// Advance, points.
    public var advance: Double
    /// UTF-16 offset of the glyph's cluster in the text.
    public var cluster: Int
    /// The cluster's text, for glyphs that have no outline (bitmap emoji) and for accessibility;
    /// given with the cluster's first glyph, empty for its other glyphs.
    public var text: String
}

/// Draws glyph outlines with FreeType (unhinted, from the font's own curves) at positions
/// HarfBuzz shaped.
///
/// Not thread-safe: one renderer per thread (it owns a FreeType library and its faces).
public final class GlyphRenderer {
    private let measurer: TextMeasurer
    private var library: FT_Library?
    private var faces: [String: FT_Face] = [:]
    private var cache: [String: String] = [:]

    /// Makes a renderer that shapes through `measurer` (its fonts, tracking and calibration) and
    /// draws with its own FreeType library; when FreeType cannot start, glyphs come without outlines.
    public init(measurer: TextMeasurer) {
        self.measurer = measurer
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0 { self.library = library }
    }

    deinit {
        for face in faces.values { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// `text` set in `font` on one line, shaped as `TextMeasurer` shapes it.
    public func place(_ text: String, locale: String, font: ResolvedFont) -> PlacedText {
        let shaped = measurer.shape(text, locale: locale, font: font)
        let size = font.pointSize
        let tracking = measurer.options.tracking == .off ? 0 : SFProTracking.tracking(atPointSize: size)
        let calibration = measurer.options.calibration(for: font.weight)
        guard let shaper = try? Shaper(resolver: measurer.resolver) else {
            return PlacedText(glyphs: [], width: 0, ascender: size, isRightToLeft: false)
        }
        let rightToLeft = shaped.runs.first?.isRightToLeft ?? false
        var runs = shaped.runs.filter { $0.graphemeCount > 0 }
        if rightToLeft { runs.reverse() }
        var pen = 0.0
        var glyphs: [PlacedGlyph] = []
        var ascender = 0.0
        for run in runs {
            let scale = run.face.appliesSFTracking ? calibration : 1
            ascender = max(ascender, run.face.lineHeightEm > 0 ? ascenderEm(run.face) * size : size)
            let shapedGlyphs = shaper.shapeRun(
                shaped.utf16, start: run.start, end: run.end, face: run.face,
                rightToLeft: run.isRightToLeft, script: run.script, locale: locale)
            let clusterEnds = Self.clusterEnds(of: shapedGlyphs, runEnd: run.end)
            var previousCluster = -1
            for glyph in shapedGlyphs {
                // Tracking is added once per cluster, after its last glyph (visual order).
                let newCluster = glyph.cluster != previousCluster
                previousCluster = glyph.cluster
                let advance =
                    glyph.advance * size * scale
                    + (newCluster && run.face.appliesSFTracking ? tracking * calibration : 0)
                // The cluster's text goes with its first glyph only: a cluster of thousands of
                // marks is one text, not one copy per glyph.
                let clusterEnd = clusterEnds[glyph.cluster] ?? run.end
                glyphs.append(
                    PlacedGlyph(
                        path: outline(glyph.id, face: run.face, size: size * scale),
                        x: pen + glyph.xOffset * size, y: -glyph.yOffset * size, advance: advance,
                        cluster: glyph.cluster,
                        text: newCluster
                            ? String(decodingUTF16: shaped.utf16[glyph.cluster..<clusterEnd]) : ""))
                pen += advance
            }
        }
        return PlacedText(glyphs: glyphs, width: pen, ascender: ascender, isRightToLeft: rightToLeft)
    }

    /// Where each cluster's text ends: at the next larger cluster of the run, or the run's end.
    /// One sort, not one scan of the run per glyph (which made long strings quadratic).
    static func clusterEnds(of glyphs: [Shaper.Glyph], runEnd: Int) -> [Int: Int] {
        let clusters = Set(glyphs.map(\.cluster)).sorted()
        var ends: [Int: Int] = [:]
        ends.reserveCapacity(clusters.count)
        for (index, cluster) in clusters.enumerated() {
            let next = index + 1 < clusters.count ? clusters[index + 1] : runEnd
            ends[cluster] = max(cluster, min(next, runEnd))
        }
        return ends
    }

    private func ascenderEm(_ instance: FaceInstance) -> Double {
        var ascender: hb_position_t = 0
        _ = hb_ot_metrics_get_position(instance.font, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, &ascender)
        return Double(ascender) / Double(instance.face.unitsPerEm)
    }

    /// SVG path data of glyph `id` of `instance` at `size` points (y down), cached.
    func outline(_ id: UInt32, face instance: FaceInstance, size: Double) -> String {
        let key = "\(instance.description)#\(instance.face.path)#\(instance.face.index)#\(id)#\(size)"
        if let cached = cache[key] { return cached }
        guard let face = ftFace(instance) else { return "" }
        // 1 pixel = 1 font unit: outlines come in 26.6 font units, unhinted, varied.
        let upem = FT_F26Dot6(instance.face.unitsPerEm)
        guard FT_Set_Char_Size(face, 0, upem * 64, 72, 72) == 0 else { return "" }
        let loadNoHinting: Int32 = 1 << 1
        let loadNoBitmap: Int32 = 1 << 3
        guard FT_Load_Glyph(face, id, loadNoHinting | loadNoBitmap) == 0, let slot = face.pointee.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else {
            cache[key] = ""
            return ""
        }
        let builder = PathBuilder(scale: size / Double(instance.face.unitsPerEm) / 64)
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                guard let to, let user else { return 1 }
                Unmanaged<PathBuilder>.fromOpaque(user).takeUnretainedValue().command("M", [to.pointee])
                return 0
            },
            line_to: { to, user in
                guard let to, let user else { return 1 }
                Unmanaged<PathBuilder>.fromOpaque(user).takeUnretainedValue().command("L", [to.pointee])
                return 0
            },
            conic_to: { control, to, user in
                guard let control, let to, let user else { return 1 }
                Unmanaged<PathBuilder>.fromOpaque(user).takeUnretainedValue().command(
                    "Q", [control.pointee, to.pointee])
                return 0
            },
            cubic_to: { c1, c2, to, user in
                guard let c1, let c2, let to, let user else { return 1 }
                Unmanaged<PathBuilder>.fromOpaque(user).takeUnretainedValue().command(
                    "C", [c1.pointee, c2.pointee, to.pointee])
                return 0
            },
            shift: 0, delta: 0)
        let user = Unmanaged.passUnretained(builder).toOpaque()
        _ = withUnsafeMutablePointer(to: &slot.pointee.outline) { outline in
            FT_Outline_Decompose(outline, &funcs, user)
        }
        let path = builder.path + (builder.path.isEmpty ? "" : "Z")
        cache[key] = path
        return path
    }

    private func ftFace(_ instance: FaceInstance) -> FT_Face? {
        let key = "\(instance.face.path)#\(instance.face.index)#\(instance.variations)"
        if let face = faces[key] { return face }
        guard let library else { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, instance.face.path, FT_Long(instance.face.index), &face) == 0, let face else {
            return nil
        }
        if !instance.variations.isEmpty {
            var master: UnsafeMutablePointer<FT_MM_Var>?
            if FT_Get_MM_Var(face, &master) == 0, let master {
                let count = Int(master.pointee.num_axis)
                var coordinates = [FT_Fixed](repeating: 0, count: count)
                for axis in 0..<count {
                    let info = master.pointee.axis[axis]
                    coordinates[axis] = info.def
                    var chars = [CChar](repeating: 0, count: 5)
                    hb_tag_to_string(hb_tag_t(info.tag), &chars)
                    let tag = String(decoding: chars.prefix(4).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                    if let value = instance.variations.first(where: { $0.tag == tag })?.value {
                        coordinates[axis] = FT_Fixed(value * 65536)
                    }
                }
                FT_Set_Var_Design_Coordinates(face, FT_UInt(count), &coordinates)
                FT_Done_MM_Var(library, master)
            }
        }
        faces[key] = face
        return face
    }
}

/// Collects FreeType's outline commands as SVG path data.
public final class PathBuilder {
    let scale: Double
    var path = ""
    private var started = false

    init(scale: Double) { self.scale = scale }

    func command(_ letter: String, _ points: [FT_Vector]) {
        if letter == "M", started { path += "Z" }
        if letter == "M" { started = true }
        path +=
            letter
            + points.map { point in
                "\(Self.format(Double(point.x) * scale)) \(Self.format(-Double(point.y) * scale))"
            }.joined(separator: " ")
    }

    /// A coordinate for SVG path data: rounded to 1/100 pt, written without a fraction when whole
    /// (`12`, `3.25`, `-0.5`).
    public static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        // `Int(_:)` traps past 9.2e18: only small whole numbers go through it.
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
