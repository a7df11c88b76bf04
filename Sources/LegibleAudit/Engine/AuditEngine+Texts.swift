import Foundation
import LegibleText

extension AuditEngine {
    /// One text an audit measures, in one locale and weight.
    public struct MeasuredText: Hashable, Sendable {
        /// The text as measured: format specifiers replaced by samples, plural substitutions expanded.
        public var text: String
        /// The locale of the text (`de`, `zh-Hans`).
        public var locale: String
        /// The weight it is set in (after Bold Text's step up, when Bold Text is on).
        public var weight: FontWeight
        /// A font family named by the element, `nil` for the system font.
        public var family: String?
        /// The point size it is shaped at (`TextMeasurer.shapingSizeKey`): 17 unless the texts
        /// were asked for per shaping size.
        public var pointSize: Double = 17
    }

    /// The distinct texts an audit of `collection` measures, each once per weight it is set in,
    /// in the order the audit meets them.
    ///
    /// The audit shapes each of them at least once (once per face when the sizes checked cross
    /// the Text / Display switch of the system font), so shaping each of these once is the least
    /// work any audit of the collection can do: the benchmark's floor (Benchmarks/README.md).
    /// - Parameter perShapingSize: one entry per shaping size as well (`TextMeasurer.shapingSizeKey`:
    ///   the Text and Display faces of the system font): what the audit itself shapes.
    public func measuredTexts(_ collection: StringCollection, perShapingSize: Bool = false) -> [MeasuredText] {
        var seen = Set<MeasuredText>()
        var result: [MeasuredText] = []
        let expander = StringExpander(samples: configuration.samples, numbers: numbers)
        let placements = SourcePlacementIndex(collection)
        for string in Self.narrowestWidthVariants(filteredStrings(collection)) {
            let placed = placements.isEmpty ? [] : placements.placements(table: string.table, key: string.key)
            guard let (spec, _) = resolver.elements(for: string, placed: placed).first else { continue }
            var fonts: [(weight: FontWeight, size: Double)] = []
            var family: String?
            for design in shownDesigns {
                let font = resolver.font(of: spec, design: design)
                if case let .fixed(fixedFamily, _, _, _) = font { family = fixedFamily }
                for size in configuration.sizes {
                    let category = spec.maxSizeCategory.map { min($0, size) } ?? size
                    for bold in configuration.boldText {
                        let resolved = measurer.resolve(font, category: category, boldText: bold)
                        let key = (
                            weight: resolved.weight,
                            size: perShapingSize ? measurer.shapingSizeKey(resolved.pointSize) : 17
                        )
                        if !fonts.contains(where: { $0 == key }) { fonts.append(key) }
                    }
                }
            }
            for expansion in expander.expand(string) {
                for (weight, size) in fonts {
                    let text = MeasuredText(
                        text: expansion.text, locale: string.locale, weight: weight, family: family,
                        pointSize: size)
                    if seen.insert(text).inserted { result.append(text) }
                }
            }
        }
        return result
    }

    /// One text in one element as an audit checks it: the text shown, its room and the font
    /// of each of its checks (one per size category and Bold Text state, as `FitContext.checks`).
    public struct PlannedChecks: Sendable {
        /// The text as shown: samples in place of specifiers, the element's case change applied.
        public var text: String
        /// The locale of the text (`de`, `zh-Hans`).
        public var locale: String
        /// The element's room at the first size, points (`nil`: unbounded).
        public var width: Double?
        /// The element's line limit (`numberOfLines`; 0: none).
        public var lines: Int
        /// The font of each check, smallest size first, Bold Text off first.
        public var fonts: [ResolvedFont]
    }

    /// What an audit of `collection` measures, element by element, without measuring it: the
    /// input of the benchmark's Pango peer (Benchmarks/README.md), which makes the same checks
    /// its own way.
    public func plannedChecks(_ collection: StringCollection) -> [PlannedChecks] {
        var result: [PlannedChecks] = []
        let expander = StringExpander(samples: configuration.samples, numbers: numbers)
        let placements = SourcePlacementIndex(collection)
        let values = localizedValues(collection)
        for string in Self.narrowestWidthVariants(filteredStrings(collection)) {
            let placed = placements.isEmpty ? [] : placements.placements(table: string.table, key: string.key)
            let found = resolver.elements(for: string, placed: placed)
            guard !found.isEmpty else { continue }
            let (elements, _) = resolve(found, of: string, values: values)
            for expansion in expander.expand(string) {
                for element in elements {
                    var fonts: [ResolvedFont] = []
                    for size in configuration.sizes {
                        let category = element.spec.maxSizeCategory.map { min($0, size) } ?? size
                        for bold in configuration.boldText {
                            fonts.append(measurer.resolve(element.font, category: category, boldText: bold))
                        }
                    }
                    result.append(
                        PlannedChecks(
                            text: Self.shown(expansion.text, case: element.spec.textCase, locale: string.locale),
                            locale: string.locale, width: element.constraints.width, lines: element.constraints.lines,
                            fonts: fonts))
                }
            }
        }
        return result
    }
}
