import Foundation
import LegibleText

/// Runs an audit: every string of every locale in its element, at every size category and
/// Bold Text state checked, through every rule.
///
/// Speed: each text is segmented once and shaped once per face, weight and (for faces whose
/// shaping depends on it) point size, its fonts one after another on one core (`ShapeCaching
/// .sequential`: no shape cache shared between threads), and its advances are scaled for every
/// size; a value several keys share in one locale is shaped once for all of them, its shapes
/// handed from string to string (`RepeatedTexts`: a lock taken twice for each such string,
/// never for the others); strings are spread over all cores. The engine never prints: progress
/// goes to an optional callback.
public final class AuditEngine: Sendable {
    /// What the engine checks: sizes, Bold Text states, designs, devices, elements and rule settings.
    public let configuration: AuditConfiguration
    /// The text measurer every check goes through (its fonts and caches).
    public let measurer: TextMeasurer
    let resolver: ElementResolver
    let numbers = LocaleNumbers()
    let fitRules: [any FitRule]
    let catalogRules: [any CatalogRule]
    let textRules: [any TextRule]

    /// Progress of a running audit.
    public struct Progress: Sendable {
        /// Strings audited so far (each one in all its elements, sizes and Bold Text states).
        public var stringsDone: Int
        /// Strings the audit will check in all (the narrowest variant of each width variation).
        public var stringsTotal: Int
        /// Layouts made so far: one per text (each plural expansion), element, size category and Bold
        /// Text state.
        public var checks: Int
        /// Findings of the fit and text rules so far (before merging, `legible:ignore` and rule scopes).
        public var findings: Int = 0
    }

    /// Makes an engine that runs the enabled rules of `registry` with `configuration`'s settings.
    ///
    /// - Parameters:
    ///   - configuration: what to check (sizes, Bold Text, devices, elements, rules).
    ///   - measurer: the text measurer (its fonts); share one between audits.
    ///   - registry: the rules to run (default: all registered).
    ///   - reshapeEverySize: shape every text again for each size and Bold Text state instead of
    ///     once per face, weight and shaping size: the naive way, for benchmarks and for checking
    ///     that the shortcut changes no finding (Benchmarks/README.md).
    public init(
        configuration: AuditConfiguration, measurer: TextMeasurer, registry: RuleRegistry = .standard,
        reshapeEverySize: Bool = false
    ) {
        self.configuration = configuration
        self.measurer = measurer
        self.reshapeEverySize = reshapeEverySize
        self.resolver = ElementResolver(configuration: configuration)
        let rules = configuration.rules
        self.registry = registry
        self.fitRules = registry.fitRules.filter { rules.isEnabled(type(of: $0).description.id) }
        self.catalogRules = registry.catalogRules.filter { rules.isEnabled(type(of: $0).description.id) }
        self.textRules = registry.textRules.filter { rules.isEnabled(type(of: $0).description.id) }
        self.screenRules = registry.screenRules.filter { rules.isEnabled(type(of: $0).description.id) }
    }

    let registry: RuleRegistry
    let screenRules: [any ScreenRule]
    /// Shape the text again for every size and Bold Text state (the naive baseline).
    let reshapeEverySize: Bool

    /// The outcome of an audit, before reporting.
    public struct Result: Sendable {
        /// Every finding left after merging, `legible:ignore` and rule scopes, in report order
        /// (`Finding.precedes(_:)`).
        public var findings: [Finding]
        /// What was checked and found: counts by rule and severity, locales, sizes, faces, files and keys.
        public var summary: AuditSummary
        /// Findings hidden by `legible:ignore` or rule scopes.
        public var suppressed: Int
    }

    /// Audits `collection`.
    ///
    /// - Parameters:
    ///   - memo: Outcomes of an earlier audit by string (`MeasurementMemo`): a string whose key
    ///     it holds is not measured again, its outcome is taken; every string's outcome is
    ///     recorded in it. The result is the same as without it.
    ///   - progress: Called from the engine's threads as strings are audited.
    public func run(
        _ collection: StringCollection, memo: MeasurementMemo? = nil,
        progress: (@Sendable (Progress) -> Void)? = nil
    ) -> Result {
        let start = Date()
        let strings = filteredStrings(collection)
        let measured = Self.narrowestWidthVariants(strings)
        // The pseudo-locales' strings are measured after the real ones, with the fit rules alone.
        let pseudoStrings = PseudoLocalizer.strings(configuration.pseudo, for: collection)
        let audited = measured + Self.narrowestWidthVariants(pseudoStrings)
        let total = audited.count
        let values = localizedValues(collection)
        let placements = SourcePlacementIndex(collection)
        // With a memo, each string's key; those it holds are taken, not measured.
        let stringKeys = memo.map {
            measurementKeys(audited, collection: collection, placements: placements, values: values, memo: $0)
        }
        var measuring = audited
        if let memo, let stringKeys {
            measuring = zip(audited, stringKeys).filter { !memo.has($0.1) }.map(\.0)
        }
        // The naive baseline shapes every check anew: nothing is handed between strings either.
        let repeated = reshapeEverySize ? nil : RepeatedTexts(measuring)
        let chunkSize = max(1, min(256, total / (ProcessInfo.processInfo.activeProcessorCount * 8) + 1))
        let chunkCount = (total + chunkSize - 1) / chunkSize
        // One result per chunk, each written once by a worker; strings, checks and findings done.
        let results = Locked([ChunkResult](repeating: ChunkResult(), count: chunkCount))
        let counter = Locked((strings: 0, checks: 0, findings: 0))
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            var local = ChunkResult()
            let range = (chunk * chunkSize)..<min(total, (chunk + 1) * chunkSize)
            for index in range {
                guard let memo, let stringKeys else {
                    audit(
                        audited[index], values: values, placements: placements, repeated: repeated,
                        into: &local)
                    continue
                }
                if let outcome = memo.reuse(stringKeys[index]) {
                    local.add(outcome)
                    continue
                }
                var single = ChunkResult()
                audit(audited[index], values: values, placements: placements, repeated: repeated, into: &single)
                let outcome = StringOutcome(single)
                memo.record(outcome, for: stringKeys[index])
                local.add(outcome)
            }
            let (localChecks, localFindings) = (local.checks, local.findingCount)
            results.withLock { $0[chunk] = local }
            if let progress {
                let (done, checks, found) = counter.withLock { done in
                    done = (done.strings + range.count, done.checks + localChecks, done.findings + localFindings)
                    return done
                }
                progress(Progress(stringsDone: done, stringsTotal: total, checks: checks, findings: found))
            }
        }
        // An audit can have 100,000 findings: each chunk's are moved out as they are gathered
        // into one list (a finding is one reference wide: `Finding.Box`), and they are merged,
        // filtered and sorted in place.
        var findings: [Finding] = []
        findings.reserveCapacity(results.withLock { $0.reduce(0) { $0 + $1.findingCount } })
        var checks = 0
        var unchecked = 0
        var measuredBy: [String: Int] = [:]
        var uncheckedBecause: [String: Int] = [:]
        var faces = Set<String>()
        for index in 0..<chunkCount {
            // Moved out, the slot left empty.
            var chunk = ChunkResult()
            results.withLock { swap(&chunk, &$0[index]) }
            for group in chunk.findings { findings += group }
            checks += chunk.checks
            unchecked += chunk.unchecked
            measuredBy.merge(chunk.measuredBy, uniquingKeysWith: +)
            uncheckedBecause.merge(chunk.uncheckedBecause, uniquingKeysWith: +)
            faces.formUnion(chunk.faces)
        }
        let auditedCollection = StringCollection(
            sourceLanguage: collection.sourceLanguage, strings: strings,
            untranslatableKeys: collection.untranslatableKeys)
        for rule in catalogRules { findings += rule.check(auditedCollection) }
        findings += checkScreens(
            configuration.screens + collection.screens, strings: measured,
            sourceLanguage: collection.sourceLanguage)
        Self.mergeIdentical(&findings)
        Self.mergeElementProperties(&findings, sourceLanguage: collection.sourceLanguage)
        let suppressed = applyConfiguration(&findings, strings: strings + pseudoStrings)
        if !configuration.pseudo.isEmpty { Self.markPseudo(&findings) }
        Self.sortByKey(&findings)
        let sorted = findings
        let keys = Set(strings.map(TableKey.init))
        let files = Set(collection.files)
        var summary = AuditSummary(
            files: files.count, keys: keys.count, strings: strings.count, unchecked: unchecked,
            locales: Array(Set(strings.map(\.locale))).sorted(), sizes: configuration.sizes.map(\.name),
            boldText: configuration.boldText.map { $0 ? "on" : "off" }, checks: checks, findingsByRule: [:],
            findingsBySeverity: [:], suppressed: suppressed, faces: faces.sorted(),
            durationSeconds: Date().timeIntervalSince(start))
        if !configuration.pseudo.isEmpty {
            summary.pseudo = PseudoSummary(
                kinds: Set(configuration.pseudo).sorted().map(\.rawValue),
                locales: Array(Set(pseudoStrings.map(\.locale))).sorted(), strings: pseudoStrings.count)
        }
        summary.recount(sorted)
        summary.measuredBy = measuredBy
        summary.fileList = files.sorted()
        summary.keyList = keys.sorted()
        summary.devices = configuration.devices.map { "\($0.name) (\(Format.points($0.width)) pt)" }
        summary.devicesReason = configuration.devicesReason
        if configuration.designs != [.ios18] || configuration.designReason != nil {
            summary.designs = configuration.designs.sorted().map(\.name)
            summary.designReason = configuration.designReason
            // A phone too narrow for iOS 26 shows the iOS 18 design: the summary says so.
            let older = configuration.devices.filter {
                configuration.designs.contains(.ios26)
                    && !Design.designs(configuration.designs, on: $0).contains(.ios26)
            }
            if !older.isEmpty {
                let names = older.map { "\($0.name) (\(Format.points($0.width)) pt)" }.joined(separator: ", ")
                summary.designReason =
                    (summary.designReason.map { $0 + "; " } ?? "")
                    + "\(names) cannot run iOS 26 (it needs an iPhone 11 or SE 2nd generation): measured in the iOS 18 design"
            }
        }
        summary.configuration = configuration.file ?? "none"
        summary.uncheckedBecause = uncheckedBecause
        return Result(findings: sorted, summary: summary, suppressed: suppressed)
    }

    struct ChunkResult: Sendable {
        /// The findings, in order, as the rules returned them: a list per text rule, and a list
        /// per element holding its fit rules' findings together.
        var findings: [[Finding]] = []
        /// The findings' count.
        var findingCount = 0
        var checks = 0
        var unchecked = 0
        var measuredBy: [String: Int] = [:]
        var uncheckedBecause: [String: Int] = [:]
        var faces = Set<String>()

        /// Adds `found` after the findings so far (kept as a list of their own).
        mutating func add(_ found: [Finding]) {
            guard !found.isEmpty else { return }
            findingCount += found.count
            findings.append(found)
        }
    }

    /// Measures one string in its elements and runs the fit and text rules on it.
    ///
    /// - Parameter repeated: the shapes of values that other strings share, taken and given back.
    func audit(
        _ string: LocalizedString, values: [LocalizedKey: String], placements: SourcePlacementIndex,
        repeated: RepeatedTexts? = nil, into result: inout ChunkResult
    ) {
        // The elements are found once per string (matching every key pattern of legible.json).
        let placed = placements.isEmpty ? [] : placements.placements(table: string.table, key: string.key)
        let found = resolver.elements(for: string, placed: placed)
        // One context for every text rule (made per rule, it retained and released the string's
        // and the options' fields each time).
        // A pseudo-locale's text is a forecast of a translation's length: only its fit is
        // judged (not its wording), in the source language's fonts, line breaks and plural rules.
        let isPseudo = !configuration.pseudo.isEmpty && PseudoKind(localeTag: string.locale) != nil
        let measuringLocale = isPseudo ? PseudoKind.measuringLocale(string.locale) : string.locale
        if !isPseudo {
            let textContext = TextContext(
                text: string.value, locale: string.locale, role: found.first?.spec.role ?? .label,
                string: string, options: configuration.ruleOptions)
            for rule in textRules { result.add(rule.check(textContext)) }
        }
        guard let first = found.first else {
            // Measured nowhere: one string fewer to hand its value's shapes to.
            repeated?.pass(string)
            result.unchecked += 1
            result.uncheckedBecause[placements.uncheckedReason(table: string.table, key: string.key), default: 0] += 1
            return
        }
        let origin = first.spec.origin?.rawValue ?? "widthBudget"
        result.measuredBy[origin, default: 0] += 1
        let expander = StringExpander(samples: configuration.samples, numbers: numbers)
        let expansions: [StringExpander.Expansion]
        if isPseudo {
            var measured = string
            measured.locale = measuringLocale
            expansions = expander.expand(measured)
        } else {
            expansions = expander.expand(string)
        }
        let (elements, foundIndex) = resolve(found, of: string, values: values)
        // Shapes of each text by font (family, weight, shaping size key), with the faces they use
        // and the characters they miss: reused across sizes and elements. A few per text (regular
        // and bold, Text and Display faces): a list searched in order costs less than hashing.
        // A value other strings share starts from the shapes they made of it.
        let handed = repeated?.take(string)
        var shapes: TextShapes = handed?.shapes ?? []
        var shortShapes: TextShapes = handed?.shortShapes ?? []
        for expansion in expansions {
            var produced: [[Finding]] = []
            for element in elements {
                let (shown, checks) = fitChecks(
                    expansion, locale: measuringLocale, in: element, shapes: &shapes, shortShapes: &shortShapes,
                    faces: &result.faces)
                result.checks += checks.count
                let context = fitContext(
                    string, in: element, measuredText: shown,
                    expansion: expansions.count > 1 ? expansion.label : nil, checks: checks)
                var findings: [Finding] = []
                for rule in fitRules {
                    // Most elements' findings are one rule's: that list is taken, not copied.
                    if findings.isEmpty { findings = rule.check(context) } else { findings += rule.check(context) }
                }
                // A property of the element (a fixed font, a small frame) is the source's finding.
                if isPseudo {
                    findings.removeAll { $0.sizeCategories == nil && Self.elementPropertyRules.contains($0.rule) }
                }
                produced.append(findings)
            }
            if shownDesigns != [.ios18] {
                DesignNotes.annotate(
                    &produced, elements: elements, foundIndex: foundIndex, designs: shownDesigns,
                    configured: configuration.designs, devices: configuration.devices)
            }
            for findings in produced { result.add(findings) }
        }
        if let handed, let repeated { repeated.giveBack(handed.key, shapes: shapes, shortShapes: shortShapes) }
    }

    /// The designs the audited devices show: the configured ones, and the iOS 18 design on an
    /// iPhone too narrow for iOS 26 (`Design.designs(_:on:)`).
    var shownDesigns: [Design] { resolver.shownDesigns }

    /// Measures `shown` in `element` at every size category and Bold Text state configured: the
    /// checks a `FitContext` holds, smallest size first, Bold Text off first.
    ///
    /// A size above the element's `maxSizeCategory` is measured at that cap. Each text is shaped
    /// once per font (family, weight and shaping size) and its shapes are kept in `shapes` for
    /// the text's other elements.
    ///
    /// - Parameters:
    ///   - shown: The text as the element shows it (samples for its specifiers, its case applied).
    ///   - shapes: The shapes of `shown` made so far, by font; new ones are added.
    ///   - faces: The faces used, "Family Style"; the new shapes' are added.
    func fitChecks(
        _ shown: String, locale: String, in element: ResolvedElement,
        shapes: inout [KeyedShape], faces: inout Set<String>
    ) -> [FitCheck] {
        var checks: [FitCheck] = []
        checks.reserveCapacity(configuration.sizes.count * configuration.boldText.count)
        // The last check made with each Bold Text state: a size whose font and room are the same
        // as the size before (a fixed font, a size capped by the element's largest size category)
        // has the same layout, which is taken instead of made again.
        // (Positions in `checks`, -1 for none, and rooms: holding copies of the checks cost a
        // retain and a release per field of each.)
        var previousIndex = [Int].filled(-1, count: configuration.boldText.count)
        var previousRoom = [LayoutConstraints].filled(LayoutConstraints(), count: configuration.boldText.count)
        for size in configuration.sizes {
            let category = element.spec.maxSizeCategory.map { min($0, size) } ?? size
            for (boldIndex, bold) in configuration.boldText.enumerated() {
                let font = measurer.resolve(element.font, category: category, boldText: bold)
                var constraints =
                    category.isAccessibility
                    ? element.accessibilityConstraints ?? element.constraints : element.constraints
                var assumedLayoutWidth = 0.0
                if let layout = element.layout, let offered = element.layoutOffered {
                    // The views beside the text grow with the size too (`LayoutRoom`).
                    let room = layoutRoom(layout, offered: offered, in: element, category: category, boldText: bold)
                    constraints.width = room.width
                    assumedLayoutWidth = room.assumed
                }
                let last = previousIndex[boldIndex]
                if !reshapeEverySize, last >= 0, checks[last].font == font, previousRoom[boldIndex] == constraints {
                    checks.append(checks[last])
                    checks[checks.count - 1].sizeCategory = size
                    continue
                }
                let key = ShapeKey(
                    family: font.family, weight: font.weight,
                    size: measurer.shapingSizeKey(font.pointSize))
                let shape: Shape
                let slot: Int
                if !reshapeEverySize, let cached = shapes.firstIndex(where: { $0.key == key }) {
                    slot = cached
                    shape = shapes[cached].shape
                } else {
                    shape = Shape(
                        measurer.shape(
                            shown, locale: locale, font: font,
                            caching: reshapeEverySize ? .none : .sequential),
                        measurer: measurer)
                    slot = shapes.count
                    var keyed = KeyedShape(key: key, shape: shape)
                    // Room for a sum at every size at once (grown one by one, it was reallocated
                    // three times).
                    if !reshapeEverySize { keyed.oneLine.reserveCapacity(configuration.sizes.count) }
                    shapes.append(keyed)
                    faces.formUnion(shape.faces)
                }
                let shaped = shape.shaped
                // The sums that decide a one-line fit, made once per size for all the text's
                // elements (its devices): a label without a height.
                var oneLine: OneLineSums?
                if !reshapeEverySize, constraints.height == nil {
                    if let known = shapes[slot].oneLine.first(where: { $0.pointSize == font.pointSize }) {
                        oneLine = known.sums
                    } else {
                        let sums = measurer.oneLineSums(shaped, font: font)
                        shapes[slot].oneLine.append(SizedSums(pointSize: font.pointSize, sums: sums))
                        oneLine = sums
                    }
                }
                // Without the lines' texts: the rules read the text shown by one check per
                // finding, which lays itself out again for it (`FitCheck.visibleText`).
                var laidOut = constraints
                var layout = measurer.layout(
                    shaped, font: font, constraints: constraints, lineTexts: .never, oneLine: oneLine)
                if !layout.fits, let generic = element.fallbackWidth {
                    // The wider room UIKit gives when the text needs it (a generic back
                    // title, stacked alert actions).
                    laidOut.width = generic
                    layout = measurer.layout(
                        shaped, font: font, constraints: laidOut, lineTexts: .never, oneLine: oneLine)
                }
                // The font and the layout moved in (copied, each cost a retain and a release of
                // its strings and arrays, and a copy of its bytes).
                checks.append(
                    FitCheck(
                        sizeCategory: size, boldText: bold, font: consume font, layout: consume layout,
                        faces: shape.faces, missingCharacters: shape.missingCharacters, standIn: shape.standIn,
                        constraints: laidOut, relayout: FitCheck.Relayout(text: shape, constraints: laidOut)))
                checks[checks.count - 1].assumedLayoutWidth = assumedLayoutWidth
                previousIndex[boldIndex] = checks.count - 1
                previousRoom[boldIndex] = constraints
            }
        }
        return checks
    }

    /// The room `layout` gives a text at `category` with Bold Text on or off: symbols at the
    /// category's point sizes, sibling texts measured on one line in their fonts.
    func layoutRoom(
        _ layout: LayoutRoom, offered: LayoutRoom.Offered, in element: ResolvedElement,
        category: ContentSizeCategory, boldText: Bool
    ) -> LayoutRoom.Evaluation {
        let design = element.designs.first ?? .ios18
        let locale = element.locale ?? "en"
        return layout.width(
            offered: offered, design: design,
            pointSize: { measurer.resolve($0, category: category, boldText: boldText).pointSize },
            textWidth: { text, font in
                let resolved = measurer.resolve(font, category: category, boldText: boldText)
                let shaped = measurer.shape(
                    text.text, locale: locale, font: resolved, caching: reshapeEverySize ? .none : .shared)
                return measurer.layout(shaped, font: resolved, constraints: LayoutConstraints()).width
            })
    }

    /// Shapes of texts by font, each text with the shapes made of it so far (`fitChecks`).
    typealias TextShapes = [TextShapeEntry]

    /// A text and the shapes made of it so far, by font. (Structs, not tuples: a tuple's type
    /// is made at run time, and the engine's lists of them were looked up in the runtime's
    /// metadata cache at every access.)
    struct TextShapeEntry {
        let text: String
        var shapes: [KeyedShape]
    }

    /// A shape and the font it was made for (family, weight, shaping size), with its sums for a
    /// one-line fit at the point sizes laid out so far.
    struct KeyedShape {
        let key: ShapeKey
        let shape: Shape
        var oneLine: [SizedSums] = []
    }

    /// A shape's `OneLineSums` at one point size (in `KeyedShape`: the shape's family and weight).
    struct SizedSums {
        let pointSize: Double
        let sums: OneLineSums
    }

    /// The index of `text`'s entry in `cache`, added when missing. The same bytes, not only an
    /// equal string: `==` is canonical equivalence, which costs a normalization of non-ASCII text
    /// and would give an NFD text its NFC twin's shape.
    static func slot(of text: String, in cache: inout TextShapes) -> Int {
        if let index = cache.firstIndex(where: { ExactText.same($0.text, text) }) { return index }
        cache.append(TextShapeEntry(text: text, shapes: []))
        return cache.count - 1
    }

    /// The checks of `expansion` as `element` shows it (`.textCase(.uppercase)` changes it), and
    /// the text shown. Where a check is cut and the expansion has a short form (its arguments'
    /// narrowest values), the short form is measured too and each cut check records its overflow
    /// (`FitCheck.shortArgumentsOverflow`).
    ///
    /// - Parameters:
    ///   - shapes: the shapes of shown texts, reused across sizes and elements; new ones are added.
    ///   - shortShapes: the same for short forms, kept apart: their faces are never the audit's.
    ///   - faces: the faces used by shown texts, "Family Style"; the new shapes' are added.
    func fitChecks(
        _ expansion: StringExpander.Expansion, locale: String, in element: ResolvedElement,
        shapes: inout TextShapes, shortShapes: inout TextShapes, faces: inout Set<String>
    ) -> (shown: String, checks: [FitCheck]) {
        let shown = Self.shown(expansion.text, case: element.spec.textCase, locale: locale)
        let slot = Self.slot(of: shown, in: &shapes)
        var checks = fitChecks(shown, locale: locale, in: element, shapes: &shapes[slot].shapes, faces: &faces)
        if let short = expansion.short, checks.containsInPlace(where: { !$0.pointee.layout.fits }) {
            let shortShown = Self.shown(short, case: element.spec.textCase, locale: locale)
            let shortSlot = Self.slot(of: shortShown, in: &shortShapes)
            var unshown = Set<String>()
            let shortChecks = fitChecks(
                shortShown, locale: locale, in: element, shapes: &shortShapes[shortSlot].shapes, faces: &unshown)
            for index in checks.indices where !checks[index].layout.fits && index < shortChecks.count {
                let layout = shortChecks[index].layout
                checks[index].shortArgumentsOverflow = layout.fits ? 0 : layout.overflow
            }
        }
        return (shown, checks)
    }

    /// What the fit rules see of `string` shown as `measuredText` in `element`, measured as in `checks`.
    func fitContext(
        _ string: LocalizedString, in element: ResolvedElement, measuredText: String, expansion: String?,
        checks: [FitCheck]
    ) -> FitContext {
        FitContext(
            string: string, element: element.spec, deviceWidth: element.deviceWidth,
            deviceName: element.deviceName, measuredText: measuredText, expansion: expansion,
            checks: checks, options: configuration.ruleOptions, designs: element.designs, measurer: measurer,
            assumedRoom: element.assumedRoom, assumption: element.assumption)
    }

    /// The contexts the fit rules see of `string` in `spec`, as an audit makes them: the element
    /// resolved for each design and device (once when it has a width), the text measured at
    /// every size and Bold Text state configured. For tests and tools that check one string.
    func fitContexts(_ string: LocalizedString, in spec: ElementSpec) -> [FitContext] {
        let elements = resolve([(spec, nil)], of: string, values: [:]).elements
        let expansion =
            StringExpander(samples: configuration.samples, numbers: numbers).expand(string).first
            ?? StringExpander.Expansion(label: nil, text: string.value, short: nil)
        return elements.map { element in
            var shapes: TextShapes = []
            var shortShapes: TextShapes = []
            var faces = Set<String>()
            let (shown, checks) = fitChecks(
                expansion, locale: string.locale, in: element, shapes: &shapes, shortShapes: &shortShapes,
                faces: &faces)
            return fitContext(string, in: element, measuredText: shown, expansion: nil, checks: checks)
        }
    }

    /// Localized values by table, key and locale, for back-button titles and a layout's sibling
    /// texts given as keys (empty when no element has either).
    func localizedValues(_ collection: StringCollection) -> [LocalizedKey: String] {
        var values: [LocalizedKey: String] = [:]
        if configuration.elements.contains(where: { $0.backButtonTitle != nil })
            || collection.placements.contains(where: {
                $0.element.backButtonTitle != nil || $0.element.layout?.hasSiblingKeys == true
            })
        {
            for string in collection.strings where string.variation == nil {
                values[LocalizedKey(string)] = string.value
            }
        }
        return values
    }

    /// `layout` with its sibling keys replaced by their values in `locale` (a key without one
    /// is measured as itself).
    static func localized(_ layout: LayoutRoom, values: [LocalizedKey: String], locale: String) -> LayoutRoom {
        guard layout.hasSiblingKeys else { return layout }
        var result = layout
        for (s, step) in layout.steps.enumerated() {
            guard case .row(var row) = step else { continue }
            for (c, child) in row.children.enumerated() {
                guard case .text(.key(let key, let table), let font) = child.kind,
                    let value = values[LocalizedKey(table: table, key: key, locale: locale)]
                else { continue }
                row.children[c].kind = .text(.literal(value), font)
            }
            result.steps[s] = .row(row)
        }
        return result
    }

    /// The elements `found` for `string`, resolved for every device and design, each with the
    /// index (in `found`) of the element it resolves. `values`: localized values by table, key
    /// and locale, for back-button titles given as keys.
    func resolve(
        _ found: [(spec: ElementSpec, config: ElementConfiguration?)], of string: LocalizedString,
        values: [LocalizedKey: String]
    ) -> (elements: [ResolvedElement], foundIndex: [Int]) {
        var elements: [ResolvedElement] = []
        var foundIndex: [Int] = []
        for (index, (spec, config)) in found.enumerated() {
            var backTitle = config?.backButtonTitle
            if let title = backTitle,
                let localized = values[LocalizedKey(table: string.table, key: title, locale: string.locale)]
            {
                backTitle = localized
            }
            var resolvedConfig = config
            resolvedConfig?.backButtonTitle = backTitle
            if let layout = config?.layout {
                resolvedConfig?.layout = Self.localized(layout, values: values, locale: string.locale)
            }
            let resolved = resolver.resolve(spec, config: resolvedConfig, string: string) { text, font in
                let resolved = measurer.resolve(font, category: .large, boldText: false)
                let shaped = measurer.shape(
                    text, locale: string.locale, font: resolved,
                    caching: reshapeEverySize ? .none : .shared)
                return measurer.layout(shaped, font: resolved, constraints: LayoutConstraints()).width
            }
            elements += resolved.map {
                var element = $0
                element.locale = string.locale
                return element
            }
            foundIndex += Array(repeating: index, count: resolved.count)
        }
        return (elements, foundIndex)
    }

    /// `text` with the element's case change applied in `locale`'s rules (Turkish dotted I), and
    /// without C0 control characters other than tab, line feed and carriage return.
    ///
    /// A control character that a property list carries into a string (damus's Korean U+0008,
    /// which iOS loads) is assumed to be drawn as nothing, as a label shows no mark for it; the
    /// fonts map it to no glyph, and shaped as it is it would be measured as a missing-glyph box
    /// (about 16 pt each). Docs/containers.md, "Also".
    static func shown(_ text: String, case textCase: TextCase?, locale: String) -> String {
        let visible =
            text.utf8.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D })
            ? String(
                String.UnicodeScalarView(
                    text.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\t" || $0 == "\n" || $0 == "\r" }))
            : text
        switch textCase {
        case nil: return visible
        case .uppercase: return visible.uppercased(with: Locale(identifier: locale))
        case .lowercase: return visible.lowercased(with: Locale(identifier: locale))
        }
    }

    /// A shaped text with what every check of it reports: its faces ("Family Style", sorted)
    /// and the code points no face covers (`U+XXXX`). A class: every check holds it, and
    /// copying the shaped text's dozen arrays for each would cost a retain apiece. It lays
    /// itself out again for the rules that show a fitting check's text or measure a start of it
    /// (`RelayoutText`).
    final class Shape: RelayoutText {
        let shaped: ShapedText
        let measurer: TextMeasurer
        let faces: [String]
        let missingCharacters: [String]
        /// Whether a face standing in for SF Pro gave some of the width (`FitCheck.standIn`).
        let standIn: Bool

        init(_ shaped: ShapedText, measurer: TextMeasurer) {
            self.shaped = shaped
            self.measurer = measurer
            var names: [String] = []
            for run in shaped.runs where run.graphemeCount > 0 && !names.contains(run.face.description) {
                names.append(run.face.description)
            }
            faces = names.sorted()
            missingCharacters = shaped.missingCharacters.map(\.codePoint)
            standIn = shaped.runs.contains { $0.graphemeCount > 0 && $0.face.appliesSFTracking }
        }

        func layout(font: ResolvedFont, constraints: LayoutConstraints) -> TextLayout {
            measurer.layout(shaped, font: font, constraints: constraints)
        }
    }

    struct ShapeKey: Hashable {
        let family: String?
        let weight: FontWeight
        let size: Double
    }

    /// Runs the screen rules on `screens` (those of `legible.json` and those read from storyboards
    /// and xibs), in every locale and on every device.
    ///
    /// A finding nothing was measured for (a count, a frame, a minute interval) says the same in
    /// every locale and on every device: each screen reports it once, at the place of the first
    /// locale that has it (the source language first), naming no locale when several have it.
    /// Measured findings are kept per locale.
    func checkScreens(_ screens: [Screen], strings: [LocalizedString], sourceLanguage: String) -> [Finding] {
        guard !screens.isEmpty, !screenRules.isEmpty else { return [] }
        // By table, key and locale; table `*`: a reference that names no table (`Localizable`'s
        // value, else the first read).
        var values: [LocalizedKey: LocalizedString] = [:]
        for string in strings where string.variation == nil {
            values[LocalizedKey(string)] = string
            let any = LocalizedKey(table: "*", key: string.key, locale: string.locale)
            if values[any] == nil || string.table == "Localizable" { values[any] = string }
        }
        var locales = Array(Set(strings.map(\.locale))).sorted()
        if locales.isEmpty { locales = [sourceLanguage] }
        if let index = locales.firstIndex(of: sourceLanguage) { locales.insert(locales.remove(at: index), at: 0) }
        /// What makes a screen's findings one: the same rule, message, locale (measured findings
        /// only) and key.
        struct Identity: Hashable {
            let rule: String
            let message: String
            let locale: String
            let key: String
        }
        var findings: [Finding] = []
        let namesDesigns = shownDesigns != [.ios18]
        for screen in screens {
            var firstIndex: [Identity: Int] = [:]
            /// For each finding kept, the designs it was found in (measured findings only).
            var foundIn: [Int: [Design]] = [:]
            for locale in locales {
                var texts: [ScreenText: String] = [:]
                var sources: [ScreenText: LocalizedString] = [:]
                for reference in screen.textReferences {
                    guard case let .key(key, table) = reference else { continue }
                    if let string = values[LocalizedKey(table: table ?? "*", key: key, locale: locale)] {
                        texts[reference] = string.value
                        sources[reference] = string
                    }
                }
                for design in shownDesigns {
                    for device in design.devices(configuration.devices, of: configuration.designs) {
                        var context = ScreenContext(
                            screen: screen, locale: locale, texts: texts, strings: sources, measurer: measurer,
                            deviceWidth: device.width, deviceName: device.name, boldTextStates: configuration.boldText,
                            options: configuration.ruleOptions)
                        context.design = design
                        for rule in screenRules {
                            for finding in rule.check(context) {
                                let locale = finding.measurement == nil ? "" : finding.locale ?? ""
                                let identity = Identity(
                                    rule: finding.rule, message: finding.message, locale: locale,
                                    key: finding.key ?? "")
                                if let index = firstIndex[identity] {
                                    if findings[index].locale != finding.locale { findings[index].locale = nil }
                                    if finding.measurement != nil, !(foundIn[index]?.contains(design) ?? true) {
                                        foundIn[index]?.append(design)
                                    }
                                } else {
                                    firstIndex[identity] = findings.count
                                    if finding.measurement != nil { foundIn[findings.count] = [design] }
                                    findings.append(finding)
                                }
                            }
                        }
                    }
                }
            }
            // Measured findings name their designs, and say when only one design has them.
            if namesDesigns {
                for (index, designs) in foundIn {
                    let others = shownDesigns.filter { !designs.contains($0) }
                    findings[index].message +=
                        others.isEmpty
                        ? DesignNotes.measuredIn(designs)
                        : DesignNotes.onlyIn(designs, not: others)
                    findings[index].designs = designs.sorted().map(\.name)
                }
            }
        }
        return findings
    }
}
