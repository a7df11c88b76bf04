import Foundation

/// The font an element asks for.
public enum FontSpecification: Hashable, Sendable, Codable {
    /// The system font of a Dynamic Type text style (`preferredFont(forTextStyle:)`).
    case textStyle(TextStyle)
    /// A fixed font: `family` `nil` for the system font. When `scalesWith` is set, the font
    /// scales with Dynamic Type like `UIFontMetrics(forTextStyle:).scaledFont(for:)` (see
    /// `DynamicTypeTable.scaleFactor`); otherwise its size never changes.
    case fixed(family: String?, pointSize: Double, weight: FontWeight, scalesWith: TextStyle?)
}

/// A font resolved for one size category and Bold Text state.
public struct ResolvedFont: Hashable, Sendable, Codable {
    /// `nil` for the system font.
    public var family: String?
    /// Point size.
    public var pointSize: Double
    /// Weight, after Bold Text's step up.
    public var weight: FontWeight
    /// Line height (leading), points: the text style's from the Dynamic Type table, or the
    /// font's own metrics for fixed fonts.
    public var lineHeight: Double

    /// Makes a resolved font from its parts.
    /// - Parameters:
    ///   - family: the family name, `nil` for the system font.
    ///   - pointSize: the size, points.
    ///   - weight: the weight, Bold Text's step already applied.
    ///   - lineHeight: the line height, points.
    public init(family: String?, pointSize: Double, weight: FontWeight, lineHeight: Double) {
        self.family = family
        self.pointSize = pointSize
        self.weight = weight
        self.lineHeight = lineHeight
    }
}

/// One request for `TextMeasurer.measure`: a text, its locale and font, and its room.
public struct MeasureRequest: Hashable, Sendable {
    /// The text to measure, as shown (format arguments already substituted); `\n` starts a new line.
    public var text: String
    /// Locale identifier (`de`, `zh-Hans`): chooses the HarfBuzz language, the Han face and the
    /// line-break rules.
    public var locale: String
    /// The element's font: a Dynamic Type text style or a fixed font.
    public var font: FontSpecification
    /// The Dynamic Type size category to measure at (`.large` is iOS's default).
    public var sizeCategory: ContentSizeCategory
    /// The Bold Text accessibility setting.
    public var boldText: Bool
    /// A weight that replaces the style's own (before Bold Text), e.g. `.semibold` for a button.
    public var weight: FontWeight?
    /// The room the element gives the text: width, lines, height, line break mode and shrinking.
    public var constraints: LayoutConstraints

    /// Makes a request; every parameter but `text` defaults to a one-line, unlimited-width `body`
    /// label in English at the Large size without Bold Text.
    public init(
        text: String, locale: String = "en", font: FontSpecification = .textStyle(.body),
        sizeCategory: ContentSizeCategory = .large, boldText: Bool = false, weight: FontWeight? = nil,
        constraints: LayoutConstraints = LayoutConstraints()
    ) {
        self.text = text
        self.locale = locale
        self.font = font
        self.sizeCategory = sizeCategory
        self.boldText = boldText
        self.weight = weight
        self.constraints = constraints
    }
}

/// The result of `TextMeasurer.measure`: the layout plus the runs and faces that made it.
///
/// `legible measure --json` writes this object; its field names are a contract (`text`,
/// `locale`, `sizeCategory`, `pointSize`, `width`, `availableWidth`, `lines`, `fits`, `overflow`,
/// `visibleText`, `scale`, `runs`).
public struct TextMeasurement: Sendable, Codable, Hashable {
    /// The text measured, as given in the request.
    public var text: String
    /// The locale identifier of the request (`de`, `zh-Hans`).
    public var locale: String
    /// HIG name of the size category (`Large`, `AX2`).
    public var sizeCategory: String
    /// Whether the text was measured with the Bold Text accessibility setting on.
    public var boldText: Bool
    /// Point size before any shrinking.
    public var pointSize: Double
    /// CSS weight (400, 600).
    public var weight: Int
    /// Natural one-line width, points.
    public var width: Double
    /// The width the text had, points (the request's `constraints.width`); `nil` for unlimited.
    public var availableWidth: Double?
    /// Number of lines shown.
    public var lines: Int
    /// Each shown line's text and width.
    public var lineDetails: [LaidOutLine]
    /// Lines the text needs without a line limit.
    public var lineCount: Int
    /// Whether the text is shown whole: not truncated, not clipped and within any height limit.
    public var fits: Bool
    /// Horizontal overflow, points.
    public var overflow: Double
    /// Vertical overflow, points.
    public var verticalOverflow: Double
    /// The text as a person would see it: lines joined with `\n`, with "…" (U+2026) where text was cut.
    public var visibleText: String
    /// The shrink-to-fit scale applied (1 when the text was not shrunk; never below the
    /// constraints' `minimumScaleFactor`).
    public var scale: Double
    /// Line height at the size the text was set in (after shrinking), points.
    public var lineHeight: Double
    /// The shaping runs that hold at least one grapheme cluster, in logical order: which face
    /// measured which part of the text.
    public var runs: [Run]
    /// Code points no face covers, as `U+XXXX`.
    public var missingCharacters: [String]

    /// One shaping run.
    public struct Run: Sendable, Codable, Hashable {
        /// The face (and its variation-axis settings) that shaped the run.
        public var face: Face
        /// UTF-16 offsets.
        public var start: Int
        /// UTF-16 offset just past the run's last code unit.
        public var end: Int
        /// ISO 15924 script code of the run (`Latn`, `Arab`, `Hani`), from UAX #24 script itemization.
        public var script: String
        /// `"ltr"` or `"rtl"`: the run's direction from UAX #9 bidi.
        public var direction: String
        /// HarfBuzz's advance sum at the point size, points, without tracking.
        public var width: Double
        /// Tracking added per grapheme cluster, points (0 when none).
        public var tracking: Double
    }

    /// A face as reports name it.
    public struct Face: Sendable, Codable, Hashable {
        /// The face's typographic family name (`Inter`, `Noto Sans Arabic`).
        public var family: String
        /// The face's typographic subfamily (`SemiBold`).
        public var style: String
        /// Path of the font file the face was read from.
        public var path: String
        /// Axis settings, e.g. `{"wght": 600}`.
        public var variations: [String: Double]
    }
}

/// Measures text as iOS lays it out: shapes with HarfBuzz on the real (or stand-in) faces and
/// lays out like UILabel at any Dynamic Type size.
///
/// Thread-safe; share one measurer between tasks. Shaping results are cached by text, locale,
/// font and (for faces whose shaping depends on it) point size.
public final class TextMeasurer: Sendable {
    /// How the measurer finds and treats fonts.
    public struct Options: Sendable {
        /// Folders searched before `Fonts/` and the system's folders.
        public var fontFolders: [String]
        /// Whether the system's font folders (listed on `FontLibrary`) are searched after `fontFolders`
        /// and the project's `Fonts/`; default `true`.
        public var includeSystemFonts: Bool
        /// When Apple's SF Pro tracking table (Docs/sources.md 2) is applied to stand-in faces;
        /// default `.auto`.
        public var tracking: TrackingMode
        /// Width multipliers for glyphs set in a stand-in for SF Pro, by weight. Measured against
        /// iOS view-hierarchy widths: Inter + the SF tracking table is within ~1 % at regular
        /// weights and ~2 % narrower than SF at semibold and bold (Docs/sources.md 7).
        /// A weight missing from the table takes the factor of the nearest lighter weight that
        /// has one (1 below them all), so that factors never decrease as weight increases.
        public var standInCalibration: [FontWeight: Double]
        /// The font index cache file; `nil` for none.
        public var fontIndexCache: URL?

        /// Every weight: 1 up to regular (measured within ~1 %), 1.01 for medium (between the
        /// measured regular and semibold), 1.02 for semibold and bold (measured), and heavy and
        /// black held at bold's 1.02 (no measurement; a lower factor would make heavy text
        /// narrower than bold).
        public static let defaultCalibration: [FontWeight: Double] = [
            .ultraLight: 1, .thin: 1, .light: 1, .regular: 1, .medium: 1.01, .semibold: 1.02, .bold: 1.02,
            .heavy: 1.02, .black: 1.02,
        ]

        /// The factor for `weight`: its own, else the nearest lighter weight's, else 1.
        public func calibration(for weight: FontWeight) -> Double {
            if let factor = standInCalibration[weight] { return factor }
            return FontWeight.allCases.filter { $0 < weight }.reversed().lazy.compactMap { standInCalibration[$0] }
                .first ?? 1
        }

        /// Makes options; the defaults search the system fonts, apply tracking to stand-ins, use
        /// `defaultCalibration` and cache the font index at `FontIndex.defaultCacheURL`.
        public init(
            fontFolders: [String] = [], includeSystemFonts: Bool = true, tracking: TrackingMode = .auto,
            standInCalibration: [FontWeight: Double] = Options.defaultCalibration,
            fontIndexCache: URL? = FontIndex.defaultCacheURL
        ) {
            self.fontFolders = fontFolders
            self.includeSystemFonts = includeSystemFonts
            self.tracking = tracking
            self.standInCalibration = standInCalibration
            self.fontIndexCache = fontIndexCache
        }
    }

    /// The options the measurer was made with.
    public let options: Options
    /// Every font face found in `options.fontFolders`, the project's `Fonts/` and (unless
    /// `includeSystemFonts` is off) the system's folders, indexed once when the measurer was made.
    public let library: FontLibrary
    let resolver: FontResolver
    /// Shapers not in use (one per thread at a time).
    private let shapers = Locked<[Shaper]>([])
    /// Shaped texts, emptied when it reaches `cacheLimit`.
    private let cache = Locked<[ShapeKey: ShapedText]>([:])
    private let sizeDependentShaping: Bool
    /// `options.calibration(for:)` of every weight, by `FontWeight.allCases` index: looked up
    /// for every layout, so worked out once.
    private let calibrations: [Double]
    /// Shapes kept before the cache is emptied (a few KB each).
    static let cacheLimit = 10_000

    struct ShapeKey: Hashable {
        let text: ExactText
        let locale: String
        let family: String?
        let weight: FontWeight
        let sizeKey: Double
    }

    /// Makes a measurer: finds and indexes the fonts `options` points at (through the font
    /// index cache when it is current). Faces are opened when a text first needs them.
    public init(options: Options = Options()) {
        self.options = options
        self.library = FontLibrary(
            userFolders: options.fontFolders, includeSystemFolders: options.includeSystemFonts,
            cacheURL: options.fontIndexCache)
        self.resolver = FontResolver(library: library, tracking: options.tracking)
        self.sizeDependentShaping = library.entries.contains { $0.hasTracking || $0.axes.contains("opsz") }
        self.calibrations = FontWeight.allCases.map(options.calibration(for:))
    }

    /// The stand-in's width factor for `weight` (`Options.calibration(for:)`).
    func calibration(for weight: FontWeight) -> Double {
        // `allCases` is 100 to 900 in steps of 100.
        let index = weight.rawValue / 100 - 1
        return calibrations.indices.contains(index) ? calibrations[index] : options.calibration(for: weight)
    }

    /// The point size, weight and line height of `font` at `category` with Bold Text on or off.
    public func resolve(
        _ font: FontSpecification, category: ContentSizeCategory, boldText: Bool,
        weight: FontWeight? = nil
    ) -> ResolvedFont {
        switch font {
        case let .textStyle(style):
            let metrics = DynamicTypeTable.metrics(style, category)
            let base = weight ?? metrics.weight
            return ResolvedFont(
                family: nil, pointSize: metrics.pointSize,
                weight: boldText ? base.boldTextWeight : base, lineHeight: metrics.leading)
        case let .fixed(family, pointSize, fixedWeight, scalesWith):
            let size = scalesWith.map { pointSize * DynamicTypeTable.scaleFactor($0, category) } ?? pointSize
            let base = weight ?? fixedWeight
            let resolvedWeight = boldText ? base.boldTextWeight : base
            let key = FontResolver.FontKey(family: family, weight: resolvedWeight, pointSize: size)
            let lineHeightEm: Double
            if family == nil || !(library.hasFamily(family ?? "")) {
                // UIFont.systemFont: SF Pro's ascender 1950 + descender 494 per 2048 units (a 17 pt
                // system font's lineHeight is 20.29 pt).
                lineHeightEm = 2444.0 / 2048.0
            } else {
                lineHeightEm = resolver.primary(key)?.lineHeightEm ?? 1.2
            }
            return ResolvedFont(
                family: family, pointSize: size, weight: resolvedWeight, lineHeight: size * lineHeightEm)
        }
    }

    /// What `shape(_:locale:font:caching:)` keeps for later calls.
    public enum ShapeCaching: Sendable {
        /// The result, in a cache every thread shares (locked), for the next call with the same
        /// text, locale and font; and what `.sequential` keeps.
        case shared
        /// Nothing shared between threads: the thread's shaper remembers the text it shaped last
        /// (its segmentation and runs), so a text shaped in several fonts one after another is
        /// segmented once and its runs in faces common to those fonts are shaped once. What an
        /// audit uses, shaping a string's fonts in a row on every core.
        case sequential
        /// Nothing: segment and shape every run from scratch (the benchmarks' naive baseline;
        /// only a run that is one space comes from the shaper's store, as in every mode).
        case none
    }

    /// Shapes `text` for `locale` in `font`.
    ///
    /// - Parameter caching: what is kept for later calls (default: `.shared`).
    public func shape(_ text: String, locale: String, font: ResolvedFont, caching: ShapeCaching = .shared) -> ShapedText
    {
        let sizeKey = shapingSizeKey(font.pointSize)
        let fontKey = FontResolver.FontKey(family: font.family, weight: font.weight, pointSize: sizeKey)
        guard caching == .shared else {
            return withShaper { $0.shape(text, locale: locale, font: fontKey, reuseLast: caching == .sequential) }
                ?? ShapedText(unshaped: text, locale: locale)
        }
        let key = ShapeKey(
            text: ExactText(text), locale: locale, family: font.family, weight: font.weight,
            sizeKey: sizeKey)
        if let hit = cache.withLock({ $0[key] }) { return hit }
        guard let shaped = withShaper({ $0.shape(text, locale: locale, font: fontKey, reuseLast: true) }) else {
            return ShapedText(unshaped: text, locale: locale)
        }
        cache.withLock { cache in
            if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = shaped
        }
        return shaped
    }

    /// The point size shaping is keyed by: the size itself when some face's shaping depends on
    /// it (`trak`, `opsz`), otherwise only the side of the Text / Display switch.
    public func shapingSizeKey(_ pointSize: Double) -> Double {
        if sizeDependentShaping { return pointSize }
        return pointSize < SystemFont.displayThreshold ? 17 : SystemFont.displayThreshold
    }

    /// Runs `body` with a shaper of this measurer's pool (one per thread at a time), or returns
    /// `nil` when none can be made.
    ///
    /// A thread gets back the shaper it used last when it is in the pool: a shaper keeps the
    /// last text it segmented and shaped (`Shaper.shape(_:locale:font:reuseLast:)`), which the
    /// same thread shapes next in its other fonts, and its own lookups; handed to another
    /// thread, both would be lost, and its memory would move between the cores' caches.
    private func withShaper<T>(_ body: (Shaper) -> T) -> T? {
        let thread = pthread_self()
        let pooled = shapers.withLock { pool -> Shaper? in
            if let own = pool.lastIndex(where: { $0.lastThread == thread }) { return pool.remove(at: own) }
            return pool.popLast()
        }
        guard let shaper = pooled ?? (try? Shaper(resolver: resolver)) else { return nil }
        shaper.lastThread = thread
        let result = body(shaper)
        shapers.withLock { $0.append(shaper) }
        return result
    }

    /// Lays out a shaped text in `font` within `constraints`.
    ///
    /// - Parameters:
    ///   - lineTexts: `.never` leaves out the lines' texts and the visible text.
    ///   - oneLine: `oneLineSums(shaped, font: font)`, when the caller has them from laying the
    ///     same text out in the same font in another room (they are read only with `.never`).
    ///     They are trusted: sums of another text or font give that text's fit.
    public func layout(
        _ shaped: ShapedText, font: ResolvedFont, constraints: LayoutConstraints,
        lineTexts: LineTexts = .always, oneLine: OneLineSums? = nil
    ) -> TextLayout {
        var layout = labelLayout(shaped, font: font)
        // Shrinking sets the text at a smaller size, where it may be shaped in another face. (Only
        // a label that shrinks lays out at another size: without one, no closure holding a copy
        // of the shaped text is made for every layout.)
        if constraints.shrinks {
            let sizeKey = shapingSizeKey(font.pointSize)
            layout.reshape = { [self] size in
                guard shapingSizeKey(size) != sizeKey else { return nil }
                return shape(
                    shaped.text, locale: shaped.locale,
                    font: ResolvedFont(
                        family: font.family, pointSize: size, weight: font.weight, lineHeight: font.lineHeight))
            }
        }
        return layout.layout(constraints, lineTexts: lineTexts, oneLine: oneLine)
    }

    /// The sums over `shaped`'s clusters set in `font` that decide whether it fits a label on one
    /// line (`OneLineSums`), for `layout(_:font:constraints:lineTexts:oneLine:)` in several rooms.
    public func oneLineSums(_ shaped: ShapedText, font: ResolvedFont) -> OneLineSums {
        labelLayout(shaped, font: font).oneLineSums()
    }

    /// `shaped` as a label sets it in `font`: its size, line height, tracking and calibration.
    private func labelLayout(_ shaped: ShapedText, font: ResolvedFont) -> LabelLayout {
        LabelLayout(
            shaped: shaped, pointSize: font.pointSize, lineHeight: font.lineHeight,
            appliesTracking: options.tracking != .off, calibration: calibration(for: font.weight))
    }

    /// The line-break opportunities of `units` (UTF-16) in `locale`, as
    /// `LineBreaker(locale:).opportunities(in:)` gives them (UAX #14 with ICU's tailoring for the
    /// locale), with the iterator a shaper of this measurer keeps for the locale: opening an ICU
    /// line-break iterator builds its rules, which cost more than breaking a short text. The
    /// root rules when the locale's iterator cannot be opened (as in shaping); empty when none can.
    public func lineBreakOpportunities(in units: [UInt16], locale: String) -> [LineBreakOpportunity] {
        withShaper { $0.lineBreaker(locale)?.opportunities(in: units) }.flatMap { $0 } ?? []
    }

    /// The start of `shaped`'s text up to UTF-16 offset `end`, shaped as
    /// `shape(_:locale:font:caching:)` shapes it alone in `shaped`'s font — the same advances,
    /// runs, line-break opportunities and missing characters — but made from `shaped`'s glyphs
    /// without shaping, or `nil` when that cannot be told without shaping: a text with
    /// right-to-left or embedded parts, a start whose scripts are not the whole text's, a cut
    /// HarfBuzz flags unsafe to break (`HB_GLYPH_FLAG_UNSAFE_TO_BREAK`: kerning or a contextual
    /// form across it), a joining script before it, `end` not between two grapheme clusters.
    ///
    /// For searches over the starts of a shaped text (`FitContext.longestFittingText`): the
    /// start's scripts and line-break opportunities are worked out with ICU, the rest of its
    /// segmentation is the whole text's, and it is not shaped.
    public func shapedStart(of shaped: ShapedText, upTo end: Int) -> ShapedText? {
        withShaper { $0.shapeStart(of: shaped, upTo: end) } ?? nil
    }

    /// An estimate of how the start of `shaped` up to UTF-16 offset `end` (the grapheme
    /// clusters that end there or before) lays out in `font` within `constraints`, without
    /// shaping it: the whole text's cluster advances, cut there. The same as laying out that
    /// start shaped alone except where shaping reaches across the cut (kerning with the next
    /// character, a contextual or joining form) and, for a label that shrinks, where the smaller
    /// size is set in another face (the whole text's face is kept). For searches that shape the
    /// answer they settle on (`FitContext.longestFittingText`); the layout has no lines' texts
    /// (`LineTexts.never`).
    public func estimatedLayout(
        of shaped: ShapedText, upTo end: Int, font: ResolvedFont, constraints: LayoutConstraints
    ) -> TextLayout {
        // The start laid out in place: the layout of `shaped.prefix(upTo: end)`, without making
        // that text (a dozen arrays copied for every candidate of a search).
        var layout = labelLayout(shaped, font: font)
        layout.clusterLimit = shaped.clusterCount(endingBy: end)
        return layout.layout(constraints, lineTexts: .never)
    }

    /// Measures one text: resolves its font, shapes it and lays it out.
    public func measure(_ request: MeasureRequest) -> TextMeasurement {
        let font = resolve(
            request.font, category: request.sizeCategory, boldText: request.boldText,
            weight: request.weight)
        let shaped = shape(request.text, locale: request.locale, font: font)
        let layout = self.layout(shaped, font: font, constraints: request.constraints)
        let trackingAtSize = options.tracking == .off ? 0 : SFProTracking.tracking(atPointSize: font.pointSize)
        let runs = shaped.runs.filter { $0.graphemeCount > 0 }.map { run in
            TextMeasurement.Run(
                face: .init(run.face), start: run.start, end: run.end, script: run.script,
                direction: run.isRightToLeft ? "rtl" : "ltr", width: run.advance * font.pointSize,
                tracking: run.face.appliesSFTracking ? trackingAtSize : 0)
        }
        return TextMeasurement(
            text: request.text, locale: request.locale, sizeCategory: request.sizeCategory.name,
            boldText: request.boldText, pointSize: font.pointSize, weight: font.weight.rawValue, width: layout.width,
            availableWidth: request.constraints.width, lines: layout.lines.count, lineDetails: layout.lines,
            lineCount: layout.lineCount, fits: layout.fits, overflow: layout.overflow,
            verticalOverflow: layout.verticalOverflow, visibleText: layout.visibleText, scale: layout.scale,
            lineHeight: layout.lineHeight, runs: runs, missingCharacters: shaped.missingCharacters.map(\.codePoint))
    }
}

/// A string compared, hashed and ordered by its UTF-8 bytes: a cache key, and the report order's
/// text comparisons. (`String` hashes and compares by canonical equivalence, normalizing
/// non-ASCII text for every hash — and a text in decomposed form shapes differently from its
/// composed form, so it must not share its shape.)
public struct ExactText: Hashable, Sendable {
    /// The string.
    public let string: String

    /// Wraps `string`.
    public init(_ string: String) { self.string = string }

    /// Hashes the string's UTF-8 bytes.
    public func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Whether the two strings have the same UTF-8 bytes.
    public static func == (lhs: ExactText, rhs: ExactText) -> Bool { same(lhs.string, rhs.string) }

    /// Whether `a` and `b` have the same UTF-8 bytes, compared as two buffers: the standard
    /// library's `a.utf8.elementsEqual(b.utf8)` goes byte by byte through two iterators, about
    /// 25 instructions a byte (3.6 % of an audit's instructions on IceCubesApp's catalog, in
    /// the report order's and the shape caches' comparisons).
    public static func same(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var a = a
        var b = b
        return a.withUTF8 { a in
            b.withUTF8 { b in
                guard a.count > 0, let pa = a.baseAddress, let pb = b.baseAddress else { return true }
                return memcmp(pa, pb, a.count) == 0
            }
        }
    }

    /// Whether `self` comes first in byte order, which is Unicode scalar order.
    public func precedes(_ other: ExactText) -> Bool {
        var a = string
        var b = other.string
        return a.withUTF8 { a in
            b.withUTF8 { b in
                let common = min(a.count, b.count)
                if common > 0, let pa = a.baseAddress, let pb = b.baseAddress {
                    let result = memcmp(pa, pb, common)
                    if result != 0 { return result < 0 }
                }
                return a.count < b.count
            }
        }
    }
}

extension TextMeasurement.Face {
    init(_ instance: FaceInstance) {
        self.init(
            family: instance.face.family, style: instance.face.style, path: instance.face.path,
            variations: Dictionary(uniqueKeysWithValues: instance.variations.map { ($0.tag, $0.value) }))
    }
}
