import CHarfBuzz
import Foundation

/// One face of a font file, opened with HarfBuzz: its names, metrics, variation axes and
/// whether it carries AAT tracking (`trak`).
///
/// The HarfBuzz blob and face are made immutable once loaded, so one `FontFace` is shared
/// read-only by every thread; shaping creates its own `hb_font_t` per instance and its own
/// `hb_buffer_t` per call. That is why the class can be `@unchecked Sendable`: nothing in it
/// is mutated after `init`, and HarfBuzz documents immutable faces and fonts as thread-safe.
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The font file.
    public let path: String
    /// Face index inside a collection (`.ttc`); 0 for single-face files.
    public let index: Int
    /// Typographic family name (name ID 16, else 1), e.g. "Inter Display", "Noto Sans CJK JP".
    public let family: String
    /// Typographic subfamily (name ID 17, else 2), e.g. "SemiBold".
    public let style: String
    /// PostScript name (name ID 6), when present.
    public let postScriptName: String?
    /// Weight on the 1–1000 scale (OS/2 `usWeightClass`, or the `wght` default of a variable face).
    public let weight: Double
    /// Width class in percent of normal (100 = normal).
    public let width: Double
    /// Whether the face is italic: HarfBuzz's `ital` style value (from the face's style bits or its
    /// `ital` axis) is above 0.5.
    public let isItalic: Bool
    /// Font units per em.
    public let unitsPerEm: Int
    /// Variation axes (`fvar`), empty for static faces.
    public let axes: [VariationAxis]
    /// Whether the face has an AAT `trak` table (Apple's system faces do): HarfBuzz then applies
    /// size-dependent tracking when the font's `ptem` is set, as Core Text does.
    public let hasTracking: Bool

    let blob: OpaquePointer
    let face: OpaquePointer
    /// `covers(_:)` for the Basic Multilingual Plane.
    private let basicCoverage: [UInt64]
    /// A font at scale = units per em with the default instance, for coverage queries.
    let defaultFont: OpaquePointer

    /// A variation axis of a variable face.
    public struct VariationAxis: Hashable, Sendable {
        /// Four-letter tag (`wght`, `opsz`, `wdth`).
        public let tag: String
        /// The axis's lowest value (`fvar`).
        public let minimum: Double
        /// The axis's default value: the one the face is shaped at unless set.
        public let defaultValue: Double
        /// The axis's highest value (`fvar`).
        public let maximum: Double
    }

    /// Opens face `index` of the font file at `path`.
    ///
    /// - Throws: `FontError.unreadable` when the file cannot be read or has no such face.
    public init(path: String, index: Int = 0) throws {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw FontError.unreadable(path: path, reason: "cannot read the file")
        }
        let faceCount = Int(hb_face_count(blob))
        guard faceCount > index else {
            hb_blob_destroy(blob)
            throw FontError.unreadable(path: path, reason: "no face \(index) (the file has \(faceCount))")
        }
        guard let face = hb_face_create(blob, UInt32(index)) else {
            hb_blob_destroy(blob)
            throw FontError.unreadable(path: path, reason: "HarfBuzz cannot open face \(index)")
        }
        hb_face_make_immutable(face)
        let upem = Int(hb_face_get_upem(face))
        guard upem > 0, hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw FontError.unreadable(path: path, reason: "not an OpenType or TrueType font")
        }
        guard let font = hb_font_create(face) else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw FontError.unreadable(path: path, reason: "HarfBuzz cannot make a font")
        }
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_font_make_immutable(font)
        self.blob = blob
        self.face = face
        self.defaultFont = font
        self.path = path
        self.index = index
        self.unitsPerEm = upem
        self.family =
            Self.name(face, 16) ?? Self.name(face, 1)
            ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        self.style = Self.name(face, 17) ?? Self.name(face, 2) ?? "Regular"
        self.postScriptName = Self.name(face, 6)
        self.weight = Double(hb_style_get_value(font, hb_style_tag_t(rawValue: FontFace.tag("wght"))))
        self.width = Double(hb_style_get_value(font, hb_style_tag_t(rawValue: FontFace.tag("wdth"))))
        self.isItalic = hb_style_get_value(font, hb_style_tag_t(rawValue: FontFace.tag("ital"))) > 0.5
        self.axes = Self.axes(face)
        self.hasTracking = hb_aat_layout_has_tracking(face) != 0
        self.basicCoverage = Self.basicCoverage(face)
    }

    deinit {
        hb_font_destroy(defaultFont)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// Number of faces in the font file at `path` (1 for a single font, more for a collection).
    public static func faceCount(path: String) -> Int {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return 0 }
        defer { hb_blob_destroy(blob) }
        return Int(hb_face_count(blob))
    }

    /// Whether the face maps `scalar` to a glyph (its `cmap` covers it).
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x10000 { return basicCoverage[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0 }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(defaultFont, value, &glyph) != 0
    }

    /// The Basic Multilingual Plane code points the `cmap` maps, one bit each (8 KiB): the
    /// shaper asks of every character which faces cover it.
    private static func basicCoverage(_ face: OpaquePointer) -> [UInt64] {
        var bits = [UInt64](repeating: 0, count: 0x10000 / 64)
        let set = hb_set_create()
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(face, set)
        var first = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: start from the beginning
        var last = hb_codepoint_t.max
        while hb_set_next_range(set, &first, &last) != 0, first < 0x10000 {
            for value in first...min(last, 0xFFFF) { bits[Int(value >> 6)] |= 1 << UInt64(value & 63) }
        }
        return bits
    }

    /// The axis with `tag`, if the face is variable along it.
    public func axis(_ tag: String) -> VariationAxis? { axes.first { $0.tag == tag } }

    /// "Family Style", e.g. "Inter SemiBold".
    public var description: String { "\(family) \(style)" }

    /// Equal when both are the same face of the same file (`path` and `index`).
    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs.path == rhs.path && lhs.index == rhs.index }
    /// Hashes `path` and `index`, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(index)
    }

    /// HarfBuzz tag from a four-letter string (`HB_TAG` is a macro Swift does not import).
    static func tag(_ string: String) -> hb_tag_t {
        hb_tag_from_string(string, Int32(string.utf8.count))
    }

    private static func name(_ face: OpaquePointer, _ id: UInt32) -> String? {
        let language = hb_language_from_string("en", -1)
        var length: UInt32 = 0
        length = hb_ot_name_get_utf8(face, hb_ot_name_id_t(id), language, &length, nil)
        guard length > 0 else { return nil }
        var size = length + 1
        var buffer = [CChar](repeating: 0, count: Int(size))
        _ = hb_ot_name_get_utf8(face, hb_ot_name_id_t(id), language, &size, &buffer)
        let text = String(decoding: buffer.prefix(Int(size)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? nil : text
    }

    private static func axes(_ face: OpaquePointer) -> [VariationAxis] {
        var count = hb_ot_var_get_axis_count(face)
        guard count > 0 else { return [] }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
        _ = hb_ot_var_get_axis_infos(face, 0, &count, &infos)
        return infos.prefix(Int(count)).map { info in
            var chars = [CChar](repeating: 0, count: 5)
            hb_tag_to_string(info.tag, &chars)
            let tag = String(decoding: chars.prefix(4).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return VariationAxis(
                tag: tag, minimum: Double(info.min_value), defaultValue: Double(info.default_value),
                maximum: Double(info.max_value))
        }
    }
}

/// Errors from opening and choosing fonts.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// The file could not be opened as a font.
    case unreadable(path: String, reason: String)
    /// No face of the family was found in the font folders searched.
    case familyNotFound(family: String, searched: [String])

    /// `path: cannot open as a font: reason`, or `no font of family "X" in folder, folder`.
    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            "\(path): cannot open as a font: \(reason)"
        case let .familyNotFound(family, searched):
            "no font of family \"\(family)\" in \(searched.joined(separator: ", "))"
        }
    }
}
