import Foundation

/// What a fit finding says about the design it was measured in, when the audit checks the iOS
/// 26 design: the design (or both, when their rooms are the same), whether it holds in one
/// design only (an assumed iOS 26 metric the verdict rests on is the fit rules' `FitDoubt`).
enum DesignNotes {
    /// " — in the iOS 26 design"
    static func measuredIn(_ designs: [Design]) -> String { " — in \(Design.phrase(designs))" }

    /// " — in the iOS 26 design only; it is not reported in the iOS 18 design"
    static func onlyIn(_ designs: [Design], not others: [Design]) -> String {
        " — in \(Design.phrase(designs)) only; it is not reported in \(Design.phrase(others))"
    }

    /// Annotates the findings each element produced (`produced[i]` for `elements[i]`), in place.
    ///
    /// - Parameters:
    ///   - foundIndex: for each element, which found element (legible.json entry, IB element,
    ///     source placement) it resolves; elements of the same one in other designs on the
    ///     same devices are its counterparts.
    ///   - designs: the designs the audit checks.
    static func annotate(
        _ produced: inout [[Finding]], elements: [ResolvedElement], foundIndex: [Int],
        designs: [Design], configured: [Design], devices: [AuditConfiguration.Device]
    ) {
        for (index, element) in elements.enumerated() where !produced[index].isEmpty {
            // The designs its devices could show: a phone too narrow for iOS 26 shows only the
            // iOS 18 design, so a finding there is not "only" in it.
            let own = devices.filter { element.deviceNames.contains($0.name) }
            let possible = own.isEmpty ? designs : Design.designs(configured, on: own)
            let others = designs.filter { !element.designs.contains($0) && possible.contains($0) }
            // Changed in place: taken out and put back, each finding was copied whole.
            for position in produced[index].indices {
                let rule = produced[index][position].rule
                let elsewhere = elements.indices.contains { other in
                    other != index && foundIndex[other] == foundIndex[index]
                        && !Set(elements[other].designs).isDisjoint(with: others)
                        && (elements[other].deviceNames.isEmpty || element.deviceNames.isEmpty
                            || !Set(elements[other].deviceNames).isDisjoint(with: element.deviceNames))
                        && produced[other].contains { $0.rule == rule }
                }
                produced[index][position].message +=
                    others.isEmpty || elsewhere
                    ? measuredIn(element.designs)
                    : onlyIn(element.designs, not: others)
                produced[index][position].designs = element.designs.sorted().map(\.name)
            }
        }
    }
}
