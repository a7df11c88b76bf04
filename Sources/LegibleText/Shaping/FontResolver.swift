import Foundation

/// Chooses the face for each piece of text: the requested family (or the system font) for
/// the scripts it covers, then the script's fallback chain for the locale, then emoji and
/// last-resort faces.
///
/// Thread-safe: chains are built once per key, under a lock.
final class FontResolver: Sendable {
    let library: FontLibrary
    let tracking: TrackingMode
    private let chains = Locked<[ChainKey: [FaceInstance]]>([:])
    private let primaries = Locked<[PrimaryKey: FaceInstance?]>([:])

    struct ChainKey: Hashable {
        let script: String
        let locale: String
        let font: FontKey
        let emoji: Bool
    }

    struct PrimaryKey: Hashable {
        let font: FontKey
    }

    /// The font asked for: a family (or `nil` for the system font), a weight, and the point
    /// size (which picks optical sizes and `trak` tracking).
    struct FontKey: Hashable {
        let family: String?
        let weight: FontWeight
        let pointSize: Double
    }

    init(library: FontLibrary, tracking: TrackingMode) {
        self.library = library
        self.tracking = tracking
    }

    /// The face the element's own font resolves to (the system font or the named family).
    func primary(_ font: FontKey) -> FaceInstance? {
        if let cached = primaries.withLock({ $0[PrimaryKey(font: font)] }) { return cached }
        let made: FaceInstance?
        if let family = font.family, library.hasFamily(family) {
            made = library.instance(family: family, weight: font.weight, pointSize: font.pointSize)
        } else {
            made = SystemFont.instance(in: library, weight: font.weight, pointSize: font.pointSize, tracking: tracking)
        }
        primaries.withLock { $0[PrimaryKey(font: font)] = made }
        return made
    }

    /// Faces to try, in order, for a grapheme cluster of `script` in `locale`.
    func chain(script: String, locale: String, font: FontKey, emoji: Bool) -> [FaceInstance] {
        let key = ChainKey(script: script, locale: locale, font: font, emoji: emoji)
        if let cached = chains.withLock({ $0[key] }) { return cached }
        var faces: [FaceInstance] = []
        func add(_ instance: FaceInstance?) {
            if let instance, !faces.contains(instance) { faces.append(instance) }
        }
        func addFamilies(_ families: [String]) {
            for family in families where library.hasFamily(family) {
                add(library.instance(family: family, weight: font.weight, pointSize: font.pointSize))
            }
        }
        if emoji { addFamilies(FontFallback.emoji) }
        // As Core Text's cascade does: the element's own font first for every character it
        // covers (SF Pro has Latin, Greek, Cyrillic, digits and common punctuation, no Han or
        // Arabic), then the script's faces for the locale.
        add(primary(font))
        addFamilies(FontFallback.families(script: script, locale: locale))
        // Characters shared by scripts ("，", "。") next to Latin text in a Chinese string take
        // the locale's own faces.
        if let localeScript = FontFallback.primaryScript(of: locale), localeScript != script {
            addFamilies(FontFallback.families(script: localeScript, locale: locale))
        }
        if !emoji { addFamilies(FontFallback.emoji) }
        addFamilies(FontFallback.lastResort)
        for other in FontFallback.scriptsWithFaces where other != script {
            addFamilies(FontFallback.families(script: other, locale: locale))
        }
        chains.withLock { $0[key] = faces }
        return faces
    }
}
