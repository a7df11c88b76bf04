import Foundation
import LegibleText

extension FitContext {
    /// A finding of `rule` about the checks in `failing` (all of one kind of failure), measured as
    /// in `shown` (the first failing check unless given).
    ///
    /// Fills in the size categories that fail (smallest first), the Bold Text states, the element
    /// and the measurement. The severity is the rule's default (or `severity`), lowered to
    /// `options.accessibilitySizeSeverity` when the failure happens only at AX1–AX5.
    ///
    /// The finding points at the string's location (where a translation is shortened), or with
    /// `atElement` at the element's (where a frame or font is fixed), falling back to the other.
    func finding(_ rule: RuleDescription, severity: Severity? = nil, message: String, failing: [FitCheck],
                 shown: FitCheck? = nil, suggestion: String? = nil, atElement: Bool = false) -> Finding {
        let representative = shown ?? failing.first
        var sizes: [ContentSizeCategory] = []
        for check in failing where !sizes.contains(check.sizeCategory) { sizes.append(check.sizeCategory) }
        sizes.sort()
        let boldStates = Set(failing.map(\.boldText))
        let base = severity ?? rule.defaultSeverity
        let onlyAccessibility = !sizes.isEmpty && sizes.allSatisfy(\.isAccessibility)
        let resolvedSeverity = onlyAccessibility ? min(base, options.accessibilitySizeSeverity) : base
        return Finding(
            rule: rule.id, severity: resolvedSeverity, message: message, key: string.key, table: string.table,
            locale: string.locale, variation: [string.variation, expansion].compactMap { $0 }.joined(separator: " ")
                .nilIfEmpty, location: atElement ? element.location ?? string.location : string.location,
            sizeCategory: sizes.first?.name, sizeCategories: sizes.isEmpty ? nil : sizes.map(\.name),
            boldText: boldStates.count == 1 ? boldStates.first : nil,
            boldTextStates: failing.isEmpty ? nil : [false, true].filter(boldStates.contains).map { $0 ? "on" : "off" },
            element: elementSummary(in: representative), measurement: representative.map(measurement), hig: rule.hig,
            suggestion: suggestion)
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

    /// The element as reports show it.
    var elementSummary: ElementSummary {
        ElementSummary(role: element.role.rawValue, name: element.name, width: element.width, height: element.height,
                       lines: element.lines, textStyle: element.textStyle?.rawValue,
                       lineBreakMode: element.lineBreakMode.rawValue).locatingSource(of: element)
    }

    /// The measurement of one check as reports show it.
    func measurement(_ check: FitCheck) -> MeasurementSummary {
        MeasurementSummary(
            text: measuredText, pointSize: check.font.pointSize, weight: check.font.weight.rawValue,
            width: check.layout.width, availableWidth: check.layout.availableWidth ?? element.availableWidth ?? 0,
            overflow: check.layout.overflow, verticalOverflow: check.layout.verticalOverflow > 0
                ? check.layout.verticalOverflow : nil,
            lines: check.layout.lineCount, visibleText: check.visibleText, scale: check.layout.scale,
            faces: check.faces)
    }

    /// "at xSmall–Large" / "at AX2 with Bold Text", for messages.
    func sizeDescription(_ failing: [FitCheck]) -> String {
        var sizes: [ContentSizeCategory] = []
        for check in failing where !sizes.contains(check.sizeCategory) { sizes.append(check.sizeCategory) }
        sizes.sort()
        let bold = Set(failing.map(\.boldText))
        let boldNote = bold == [true] ? " with Bold Text" : ""
        return "at \(Format.sizes(sizes.map(\.name)))\(boldNote)"
    }

    /// The checks at the default size (Large), or all checks when Large was not checked.
    var defaultSizeChecks: [FitCheck] {
        let large = checks.filter { $0.sizeCategory == .large }
        return large.isEmpty ? checks : large
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
