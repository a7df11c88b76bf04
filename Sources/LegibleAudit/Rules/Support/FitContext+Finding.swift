import Foundation
import LegibleText

/// The helpers every fit rule builds its finding with: one way to name the sizes, the
/// variation, the element and the measurement, so that the same JSON field reads the same
/// whichever fit rule wrote it.
extension FitContext {
    /// A finding of `rule` about the checks in `failing` (all of one kind of failure), measured as
    /// in `shown` (the first failing check unless given).
    ///
    /// Fills in the size categories that fail (smallest first), the Bold Text states (`boldText`
    /// only when one state fails), the element and the measurement. The severity is the rule's
    /// default (or `severity`), lowered to `options.accessibilitySizeSeverity` when the failure
    /// happens only at AX1–AX5.
    ///
    /// The finding points at the string's location (where a translation is shortened), or with
    /// `atElement` at the element's (where a frame or font is fixed), falling back to the other.
    func finding(
        _ rule: RuleDescription, severity: Severity? = nil, message: String, failing: [FitCheck],
        shown: FitCheck? = nil, suggestion: String? = nil, atElement: Bool = false
    ) -> Finding {
        let representative = shown ?? failing.first
        let sizes = Self.sizes(of: failing)
        let boldOff = failing.contains { !$0.boldText }
        let boldOn = failing.contains(where: \.boldText)
        let base = severity ?? rule.defaultSeverity
        let onlyAccessibility = !sizes.isEmpty && sizes.allSatisfy(\.isAccessibility)
        let resolvedSeverity = onlyAccessibility ? min(base, options.accessibilitySizeSeverity) : base
        // (`representative.map { measurement($0) }`, not `.map(measurement)`: the method passed as
        // a function would copy the whole context into a closure.)
        return Finding(
            rule: rule.id, severity: resolvedSeverity, message: message, key: string.key, table: string.table,
            locale: string.locale, variation: variation,
            location: atElement ? element.location ?? string.location : string.location,
            sizeCategory: sizes.first?.name, sizeCategories: sizes.isEmpty ? nil : sizes.map(\.name),
            boldText: boldOff != boldOn ? boldOn : nil,
            boldTextStates: failing.isEmpty ? nil : (boldOff ? ["off"] : []) + (boldOn ? ["on"] : []),
            element: elementSummary(in: representative), measurement: representative.map { measurement($0) },
            hig: rule.hig,
            suggestion: suggestion)
    }

    /// The string's variation and, when the text is one of several expansions of its plural
    /// substitutions, the expansion in brackets: "plural.other [count=one]".
    var variation: String? {
        switch (string.variation, expansion) {
        case let (v?, e?): "\(v) [\(e)]"
        case let (v?, nil): v
        case let (nil, e?): e
        case (nil, nil): nil
        }
    }

    /// The element as reports show it, as wide as it is in `check`'s layout (an alert's buttons
    /// stack at large sizes, a design gives other room), so that its width agrees with the
    /// measurement's `availableWidth` and the message.
    func elementSummary(in check: FitCheck?) -> ElementSummary {
        var summary = elementSummary
        summary.width = width(in: check)
        return summary
    }

    /// The element's width, points, in `check`'s layout: its own width, moved by as much as the
    /// check's room for text differs from the element's (`nil` when the element has none).
    func width(in check: FitCheck?) -> Double? {
        guard let width = element.width else { return nil }
        if let room = check?.layout.availableWidth, let own = element.availableWidth, abs(room - own) > 0.005 {
            return width + room - own
        }
        return width
    }

    /// The element as reports show it: its name with the device it was resolved for
    /// ("Save @ iPhone SE"), its text style or else its fixed font ("system 17 pt semibold").
    var elementSummary: ElementSummary {
        let e = element
        let name = deviceName.map { [e.name, $0].compactMap { $0 }.joined(separator: " @ ") } ?? e.name
        let font = e.font.map { "\($0.family ?? "system") \(Format.points($0.pointSize)) pt \($0.weight.name)" }
        return ElementSummary(
            role: e.role.rawValue, name: name, width: e.width, height: e.height, lines: e.lines,
            textStyle: e.textStyle?.rawValue ?? font,
            lineBreakMode: e.lineBreakMode.rawValue
        ).locatingSource(of: e)
    }

    /// The measurement of one check as reports show it: widths and overflows to 0.01 pt, the
    /// shrink scale to 0.001.
    func measurement(_ check: FitCheck) -> MeasurementSummary {
        let layout = check.layout
        func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        return MeasurementSummary(
            text: measuredText, pointSize: check.font.pointSize, weight: check.font.weight.rawValue,
            width: hundredths(layout.width), availableWidth: layout.availableWidth ?? element.availableWidth ?? 0,
            overflow: hundredths(layout.overflow),
            verticalOverflow: layout.verticalOverflow > 0 ? hundredths(layout.verticalOverflow) : nil,
            lines: layout.lineCount, visibleText: check.visibleText, scale: (layout.scale * 1000).rounded() / 1000,
            faces: check.faces, fontFamily: check.font.family, lineHeight: check.font.lineHeight)
    }

    /// "at xSmall–Large" / "at AX2 with Bold Text", for messages.
    func sizeDescription(_ failing: [FitCheck]) -> String {
        let boldNote =
            !failing.isEmpty && !failing.containsInPlace(where: { !$0.pointee.boldText }) ? " with Bold Text" : ""
        return "at \(Format.sizes(Self.sizes(of: failing)))\(boldNote)"
    }

    /// "xLarge–AX5 with Bold Text off, Large–AX5 with it on" when the two states fail at
    /// different sizes; `nil` when both fail at the same sizes, or only one state was checked.
    func boldNote(_ failing: [FitCheck]) -> String? {
        guard checks.containsInPlace(where: { $0.pointee.boldText }),
            checks.containsInPlace(where: { !$0.pointee.boldText })
        else {
            return nil
        }
        let off = Self.sizes(of: failing, boldText: false)
        let on = Self.sizes(of: failing, boldText: true)
        guard off != on else { return nil }
        let offText = off.isEmpty ? "nowhere with Bold Text off" : "\(Format.sizes(off)) with Bold Text off"
        let onText = on.isEmpty ? "nowhere with it on" : "\(Format.sizes(on)) with it on"
        return "\(offText), \(onText)"
    }

    /// The size categories of `checks` (those in the Bold Text state `boldText` when given),
    /// smallest first, each once.
    static func sizes(of checks: [FitCheck], boldText: Bool? = nil) -> [ContentSizeCategory] {
        // A bit per size, by its position in the table, and the checks read in place: this runs
        // several times for every finding (hashing, or copying each check, cost more than the rest).
        var present: UInt32 = 0
        for index in checks.indices where boldText == nil || checks[index].boldText == boldText {
            present |= 1 << UInt32(checks[index].sizeCategory.index)
        }
        var sizes: [ContentSizeCategory] = []
        sizes.reserveCapacity(present.nonzeroBitCount)
        for size in ContentSizeCategory.allCases where present & (1 << UInt32(size.index)) != 0 { sizes.append(size) }
        return sizes
    }

    /// The checks at the default size (Large), or all checks when Large was not checked.
    var defaultSizeChecks: [FitCheck] {
        let large = checks.filterInPlace { $0.pointee.sizeCategory == .large }
        return large.isEmpty ? checks : large
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}

/// Why a check whose text is cut may not be cut on iOS: what a fit rule's verdict rests on
/// besides the measurement itself. A failure with a doubt counts one severity lower.
enum FitDoubt: Int, Comparable, Sendable {
    /// The overflow is within the stand-in font's error band (`RuleOptions.standInErrorBand`).
    case standInError
    /// Only the wide samples for the string's arguments make it overflow: it fits with short ones.
    case wideArguments
    /// The room is a role preset's assumption (`RolePreset.AssumedRoom`) and the text would fit
    /// in the widest room the element could have.
    case assumedRoom
    /// The element itself is an assumption of the source scanner (`FitContext.assumption`).
    case assumedElement
    /// The room takes off widths of the layout around the text that Legible assumes (an SF
    /// Symbol's, `LayoutFacts`), and the text would fit without them.
    case assumedLayout

    static func < (lhs: FitDoubt, rhs: FitDoubt) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension FitContext {
    /// The doubts about `check`'s failure (empty: the cut is certain, as far as Legible knows).
    func doubts(about check: FitCheck) -> [FitDoubt] {
        var doubts: [FitDoubt] = []
        if check.standIn, check.layout.overflow <= options.standInErrorBand * check.layout.width {
            doubts.append(.standInError)
        }
        if check.fitsWithShortArguments { doubts.append(.wideArguments) }
        // In the widest room it could have, with the short arguments when they are tried, the
        // text might fit: the cut rests on the assumed room (and on the samples when they narrow it).
        let overflow = min(check.layout.overflow, check.shortArgumentsOverflow ?? .infinity)
        if let assumed = assumedRoom, let room = check.layout.availableWidth, check.layout.lineCount <= 1,
            room + overflow <= assumed.widest
        {
            doubts.append(.assumedRoom)
            if overflow < check.layout.overflow, !doubts.contains(.wideArguments) { doubts.append(.wideArguments) }
        }
        if assumption != nil { doubts.append(.assumedElement) }
        if check.assumedLayoutWidth > 0, check.layout.lineCount <= 1, overflow <= check.assumedLayoutWidth {
            doubts.append(.assumedLayout)
        }
        return doubts
    }

    /// The parenthesis a message ends with when its severity was lowered for `doubts`:
    /// " (within the stand-in font's error; measure with SF Pro to confirm)".
    func doubtNote(_ doubts: Set<FitDoubt>) -> String {
        guard !doubts.isEmpty else { return "" }
        let parts = doubts.sorted().map { doubt -> String in
            switch doubt {
            case .standInError:
                return "within the stand-in font's error; measure with SF Pro to confirm"
            case .wideArguments:
                return "cut with the wide samples for its arguments, not with short ones: "
                    + "give real values in legible.json's samples.keys to confirm"
            case .assumedRoom:
                let assumed =
                    assumedRoom.map {
                        "its room is \($0.assumption), assumed; it could fit in the \(Format.points($0.widest)) pt "
                            + "it may have at most"
                    } ?? "its room is assumed"
                return "\(assumed): give the element its width in legible.json to confirm"
            case .assumedElement:
                return "the element is \(assumption ?? "assumed"), assumed where the source does not say"
            case .assumedLayout:
                return "its room takes off widths Legible assumes for the views beside it (an SF Symbol as wide "
                    + "as its font's size): give the element its width in legible.json to confirm"
            }
        }
        return " (" + parts.joined(separator: "; ") + ")"
    }
}
