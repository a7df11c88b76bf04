import CHarfBuzz
import Foundation

/// A face set up for shaping: a `FontFace`, the variation-axis values it is shaped with, and
/// for faces with an AAT `trak` table the point size (`ptem`) that selects their tracking.
///
/// The `hb_font_t` is made at scale = units per em and made immutable, so advances come out in
/// font units, unrounded, and one instance is shared by every thread (HarfBuzz documents
/// immutable fonts as safe to use from several threads at once).
public final class FaceInstance: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The font file's face this instance shapes with.
    public let face: FontFace
    /// Axis values, sorted by tag (`opsz` 17, `wght` 600).
    public let variations: [Variation]
    /// The point size HarfBuzz is told (`hb_font_set_ptem`), or 0 when the face has no `trak`
    /// table and shaping does not depend on the size.
    public let ptem: Double
    /// Whether Apple's SF Pro tracking table is applied to this face's glyphs: true for faces
    /// that stand in for the system font and carry no `trak` table of their own.
    public let appliesSFTracking: Bool

    let font: OpaquePointer

    /// A variation-axis setting.
    public struct Variation: Hashable, Sendable, Codable, CustomStringConvertible {
        /// Four-letter OpenType axis tag (`wght`, `opsz`).
        public let tag: String
        /// The axis value, in the axis's own unit (`wght` 100–900, `opsz` points).
        public let value: Double
        /// `tag=value`, the value without a fraction when it is whole (`wght=600`).
        public var description: String { "\(tag)=\(Self.format(value))" }
        static func format(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%g", value)
        }
    }

    init(face: FontFace, variations: [Variation], ptem: Double, appliesSFTracking: Bool) {
        self.face = face
        self.variations = variations.sorted { $0.tag < $1.tag }
        self.ptem = face.hasTracking ? ptem : 0
        self.appliesSFTracking = appliesSFTracking
        self.description =
            self.variations.isEmpty
            ? face.description
            : "\(face.family) (\(self.variations.map(\.description).joined(separator: ", ")))"
        let font: OpaquePointer = hb_font_create(face.face) ?? hb_font_get_empty()
        hb_font_set_scale(font, Int32(face.unitsPerEm), Int32(face.unitsPerEm))
        if !self.variations.isEmpty {
            var settings = self.variations.map { hb_variation_t(tag: FontFace.tag($0.tag), value: Float($0.value)) }
            hb_font_set_variations(font, &settings, UInt32(settings.count))
        }
        if self.ptem > 0 {
            hb_font_set_ptem(font, Float(self.ptem))
        }
        hb_font_make_immutable(font)
        self.font = font
    }

    deinit { hb_font_destroy(font) }

    /// Whether the face maps `scalar` to a glyph.
    public func covers(_ scalar: Unicode.Scalar) -> Bool { face.covers(scalar) }

    /// "Inter SemiBold", "SF Pro (wght=600, opsz=17)" (made once: reports name the faces of
    /// every shaped text).
    public let description: String

    /// Equal when the face, the variations, the `ptem` and whether SF tracking applies are all equal.
    public static func == (lhs: FaceInstance, rhs: FaceInstance) -> Bool {
        lhs.face == rhs.face && lhs.variations == rhs.variations && lhs.ptem == rhs.ptem
            && lhs.appliesSFTracking == rhs.appliesSFTracking
    }

    /// Hashes the face, the variations and the `ptem`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(face)
        hasher.combine(variations)
        hasher.combine(ptem)
    }
}

extension FaceInstance {
    /// The face's default line height in ems: ascender − descender + line gap (OpenType `hhea`
    /// or `OS/2` typo metrics, as HarfBuzz reports them for this instance).
    public var lineHeightEm: Double {
        var ascender: hb_position_t = 0
        var descender: hb_position_t = 0
        var gap: hb_position_t = 0
        _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, &ascender)
        _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER, &descender)
        _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP, &gap)
        return Double(ascender - descender + gap) / Double(face.unitsPerEm)
    }
}
