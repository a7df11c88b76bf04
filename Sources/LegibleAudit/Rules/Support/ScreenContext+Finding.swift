import Foundation
import LegibleText

extension ScreenContext {
    /// A finding of `rule` about `text` (or the screen as a whole), with the key and location of
    /// the string it came from, else the screen's location.
    func finding(
        _ rule: RuleDescription, severity: Severity? = nil, message: String, about text: ScreenText? = nil,
        role: Role, measurement: MeasurementSummary? = nil, boldText: Bool? = nil,
        suggestion: String? = nil
    ) -> Finding {
        let string = text.flatMap { strings[$0] }
        return Finding(
            rule: rule.id, severity: severity ?? rule.defaultSeverity, message: message,
            key: string?.key ?? text?.key, table: string?.table, locale: locale, variation: string?.variation,
            location: string?.location ?? screen.location,
            sizeCategory: measurement == nil ? nil : ContentSizeCategory.large.name,
            boldText: boldText, boldTextStates: boldText.map { [$0 ? "on" : "off"] },
            element: ElementSummary(role: role.rawValue, name: screen.name.nilIfEmpty, width: nil),
            measurement: measurement, hig: rule.hig, suggestion: suggestion)
    }

    /// The natural one-line width of `text` in a fixed system font, points, with the faces used.
    /// Bars do not follow Dynamic Type, so this is measured at Large.
    func width(
        of text: String, pointSize: Double, weight: FontWeight, family: String? = nil,
        boldText: Bool
    ) -> (width: Double, faces: [String])? {
        guard let measurer else { return nil }
        let result = measurer.measure(
            MeasureRequest(
                text: text, locale: locale,
                font: .fixed(family: family, pointSize: pointSize, weight: weight, scalesWith: nil),
                sizeCategory: .large, boldText: boldText))
        var faces: [String] = []
        for run in result.runs {
            let name = "\(run.face.family) \(run.face.style)"
            if !faces.contains(name) { faces.append(name) }
        }
        return (result.width, faces)
    }

    /// A measurement summary for a text measured on its own line.
    func summary(
        text: String, pointSize: Double, weight: FontWeight, boldText: Bool, width: Double,
        available: Double, faces: [String]
    ) -> MeasurementSummary {
        let resolvedWeight = boldText ? weight.boldTextWeight : weight
        return MeasurementSummary(
            text: text, pointSize: pointSize, weight: resolvedWeight.rawValue, width: width,
            availableWidth: available, overflow: max(0, width - available), lines: 1,
            visibleText: text, scale: 1, faces: faces)
    }
}
