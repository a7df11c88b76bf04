import Foundation
import LegibleText

/// How a `LayoutRoom` is worked out on a device at a size category (SwiftUI's stack algorithm,
/// the design's control widths): Docs/layout.md.
extension LayoutRoom {
    /// The roles whose room the views around them decide; the others (bars, tabs, alerts,
    /// menus) are drawn by the system at the sizes their presets give, whatever the view
    /// around them (a `Label` moved into a tab item keeps no layout of its own).
    public static let roles: Set<Role> = [.label, .button, .tableCellTitle, .tableCellSubtitle, .switchLabel]

    /// The width offered to the outermost step on a device `deviceWidth` wide: a medium
    /// widget's in a widget, the device's when `fromScreenEdge`, else `presetWidth`, the role's room (`RolePreset.width(for:…)`).
    public func offered(deviceWidth: Double, presetWidth: Double, role: Role, design: Design) -> Offered {
        if inWidget, smallWidget {
            return Offered(width: LayoutFacts.smallWidgetWidth(deviceWidth: deviceWidth), what: "a small widget")
        }
        if inWidget {
            return Offered(width: LayoutFacts.mediumWidgetWidth(deviceWidth: deviceWidth), what: "a medium widget")
        }
        if fromScreenEdge { return Offered(width: deviceWidth, what: "screen") }
        return Offered(width: presetWidth, what: "\(role.rawValue)'s room")
    }

    /// The room at one size category.
    ///
    /// - Parameters:
    ///   - offered: the outermost width, points, and how it was found ("393 (screen)").
    ///   - pointSize: a font's point size at the category (for symbols).
    ///   - textWidth: the width of a sibling text in its font at the category, points, on one line.
    /// - Returns: the room and its arithmetic. A row offers the text what SwiftUI's stack would:
    ///   spacing taken off; higher `layoutPriority` first, the lower groups' least widths
    ///   reserved; in a group the least flexible child first, each offered what is left divided
    ///   by the children left (Docs/layout.md, "How a horizontal stack splits its width"). The text's
    ///   child is taken as the most flexible of its group, which gives it what two flexible texts
    ///   would share (the shorter offered half first).
    public func width(
        offered: Offered, design: Design, pointSize: (FontSpecification) -> Double,
        textWidth: (SiblingText, FontSpecification) -> Double
    ) -> Evaluation {
        var width: Double? = offered.width
        var assumed = 0.0
        var unknowns: [String] = []
        var terms = ["\(n(offered.width)) (\(offered.what))"]
        // Whether the last step was a grid's columns, whose term already ends in its result.
        var endsAtColumns = false
        for step in steps {
            endsAtColumns = false
            switch step {
            case .inset(let leading, let trailing, let what, let isAssumed):
                guard let w = width else { continue }
                width = max(0, w - leading - trailing)
                if isAssumed { assumed += min(w, leading + trailing) }
                let note = isAssumed ? ", assumed" : ""
                terms.append(
                    leading == trailing
                        ? "2×\(n(leading)) (\(what)\(note))" : "\(n(leading + trailing)) (\(what)\(note))")
            case .frame(let fixed, let maxWidth):
                if let fixed {
                    width = fixed
                    terms = ["\(n(fixed)) (frame width)"]
                    assumed = 0
                } else if let maxWidth, width.map({ $0 > maxWidth }) ?? true {
                    width = maxWidth
                    terms = ["\(n(maxWidth)) (frame maxWidth)"]
                    assumed = 0
                }
            case .unbounded(let what):
                width = nil
                terms = ["unbounded (\(what))"]
                assumed = 0
            case .columns(let columns):
                guard let w = width else { continue }
                let column = Self.columnWidth(of: columns, in: w)
                width = column.width
                assumed = 0
                terms = ["(\(terms.joined(separator: " − ")) = \(n(w))) → \(column.what) = \(n(column.width))"]
                endsAtColumns = true
                continue
            case .row(let row):
                guard let w = width else { continue }
                let share = Self.offer(
                    in: row, width: w, design: design, pointSize: pointSize, textWidth: textWidth)
                width = share.offer
                assumed += share.assumed
                unknowns += share.unknowns
                terms += share.terms
            }
        }
        let result = endsAtColumns ? "" : width.map { "= \(n($0))" } ?? ""
        let derivation =
            width == nil || endsAtColumns ? terms.last ?? "" : (terms.joined(separator: " − ") + " " + result)
        return Evaluation(width: width, assumed: assumed, derivation: derivation, unknowns: unknowns)
    }

    /// The widest column of `columns` in a grid `width` wide (a cell's text may be in any of
    /// them, so its room is at most this), and how it was found ("3 columns of (311 − 2×8 spacing)
    /// ÷ 3"). SwiftUI's `LazyVGrid`: fixed columns take their width; adaptive items fit as many
    /// columns of at least their minimum as the rest allows; flexible columns share what is left
    /// equally, within their minimum and maximum
    /// (https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum).
    static func columnWidth(of columns: Columns, in width: Double) -> (width: Double, what: String) {
        // Spacing between adjacent items (the last item's is not used).
        let gaps = columns.items.dropLast().reduce(0.0) { $0 + $1.spacing }
        let fixed = columns.items.reduce(0.0) {
            if case .fixed(let w) = $1.size { return $0 + w }
            return $0
        }
        var widest = 0.0
        var count = 0
        let rest = max(0, width - gaps - fixed)
        let flexible = columns.items.filter {
            if case .fixed = $0.size { return false }
            return true
        }
        for item in columns.items {
            switch item.size {
            case .fixed(let w):
                widest = max(widest, w)
                count += 1
            case .flexible(let minimum, let maximum):
                let share = rest / Double(flexible.count)
                widest = max(widest, min(maximum ?? .infinity, max(minimum, share)))
                count += 1
            case .adaptive(let minimum, let maximum):
                let share = rest / Double(flexible.count)
                let fit = max(1, Int(((share + item.spacing) / (max(minimum, 1) + item.spacing)).rounded(.down)))
                let each = (share - Double(fit - 1) * item.spacing) / Double(fit)
                widest = max(widest, min(maximum ?? .infinity, max(minimum, each)))
                count += fit
            }
        }
        let spacing = count > 1 ? " less their spacing" : ""
        return (widest, "\(count == 1 ? "one column" : "\(count) columns")\(spacing): one \(columns.what) column")
    }

    /// What a row offers its `index` child out of `width`, with the terms of its arithmetic.
    static func offer(
        in row: Row, width: Double, design: Design, pointSize: (FontSpecification) -> Double,
        textWidth: (SiblingText, FontSpecification) -> Double
    ) -> (offer: Double, assumed: Double, unknowns: [String], terms: [String]) {
        struct Sized {
            var least: Double
            var ideal: Double  // .infinity: takes what it is offered
            var priority: Double
            var what: String
            var assumed: Bool
        }
        var terms: [String] = []
        var unknowns: [String] = []
        // A spacer adds no spacing of its own to its neighbours (Docs/layout.md).
        var gaps = 0
        for i in row.children.indices.dropFirst() {
            if case .spacer = row.children[i].kind { continue }
            if case .spacer = row.children[i - 1].kind { continue }
            gaps += 1
        }
        let spacing = Double(gaps) * row.spacing
        if gaps > 0, row.spacing != 0 {
            terms.append(
                gaps == 1
                    ? "\(n(row.spacing)) (\(row.what) spacing)" : "\(gaps)×\(n(row.spacing)) (\(row.what) spacing)")
        }
        var sized: [Sized] = []
        for child in row.children {
            let pad = child.padding
            switch child.kind {
            case .subject:
                sized.append(Sized(least: pad, ideal: .infinity, priority: child.priority, what: "", assumed: false))
            case .fixed(let w, let what, let isAssumed):
                sized.append(
                    Sized(least: w + pad, ideal: w + pad, priority: child.priority, what: what, assumed: isAssumed))
            case .switchControl:
                let w = (design == .ios26 ? LayoutFacts.switchWidthIOS26 : LayoutFacts.switchWidth) + pad
                sized.append(Sized(least: w, ideal: w, priority: child.priority, what: "switch", assumed: false))
            case .symbol(let font, let what):
                let w = LayoutFacts.symbolWidth(pointSize: pointSize(font)) + pad
                sized.append(Sized(least: w, ideal: w, priority: child.priority, what: what, assumed: true))
            case .text(let text, let font):
                let w = textWidth(text, font) + pad
                let what: String
                switch text {
                case .literal(let s): what = "“\(s)”"
                case .key(let key, _): what = "“\(key)”"
                }
                sized.append(Sized(least: pad, ideal: w, priority: child.priority, what: what, assumed: false))
            case .spacer(let minLength):
                // Spacers have the lowest layout priority (Docs/layout.md).
                sized.append(
                    Sized(least: minLength, ideal: .infinity, priority: -.infinity, what: "Spacer", assumed: false))
            case .filling(let what):
                sized.append(Sized(least: pad, ideal: .infinity, priority: child.priority, what: what, assumed: false))
            case .unknown(let what):
                unknowns.append(what)
                sized.append(Sized(least: pad, ideal: pad, priority: child.priority, what: what, assumed: false))
            }
        }
        var remaining = max(0, width - spacing)
        var offer = remaining
        var assumed = 0.0
        let priorities = Set(sized.map(\.priority)).sorted(by: >)
        for priority in priorities {
            let group = sized.indices.filter { sized[$0].priority == priority }
            let lower = sized.indices.filter { sized[$0].priority < priority }.reduce(0.0) { $0 + sized[$1].least }
            var available = max(0, remaining - lower)
            // Least flexible first; the text's child last in its group, as the most flexible.
            let order = group.sorted { a, b in
                if a == row.index { return false }
                if b == row.index { return true }
                let fa = sized[a].ideal - sized[a].least
                let fb = sized[b].ideal - sized[b].least
                return fa == fb ? a < b : fa < fb
            }
            for (done, i) in order.enumerated() {
                let share = available / Double(order.count - done)
                let child = sized[i]
                if i == row.index {
                    offer = max(child.least, share) - child.least
                    let taken = offer + child.least
                    available -= taken
                    remaining -= taken
                    continue
                }
                let taken = max(child.least, min(child.ideal, share))
                available = max(0, available - taken)
                remaining = max(0, remaining - taken)
                if taken > 0, case .spacer = row.children[i].kind {
                    terms.append("\(n(taken)) (Spacer minimum)")
                } else if taken > 0 {
                    let capped = child.ideal.isFinite && taken < child.ideal ? ", its share" : ""
                    terms.append("\(n(taken)) (\(child.what)\(child.assumed ? ", assumed" : "")\(capped))")
                }
                if child.assumed { assumed += taken }
            }
        }
        if row.children[row.index].padding > 0 {
            terms.append("\(n(row.children[row.index].padding)) (padding)")
        }
        return (max(0, offer), assumed, unknowns, terms)
    }

    private static func n(_ value: Double) -> String { Format.points(value, decimals: 2) }
    private func n(_ value: Double) -> String { Format.points(value, decimals: 2) }
}
