import Foundation
import LegibleText

/// How the rules lay out a navigation bar: margins, items, back button and title, measured with
/// the context's `TextMeasurer` at the bar's fixed sizes.
///
/// UIKit's own algorithm is NOT FOUND (../shared/FACTS.md 3c). The model: margins of 16 pt
/// (compact) or 20 pt (regular) at both edges, 8 pt before a back chevron; items on each side separated by 8 pt, and 8 pt
/// between the title and each non-empty side; icon items 24 pt, text items their measured width
/// at 17 pt (semibold for `done`); the back button a 13 pt chevron, a 6 pt gap and its title. When
/// the title does not fit, UIKit first shortens the back button ("Back", then the chevron alone),
/// so the title's room counts the chevron only; the title may sit off centre. See `UIKitMetrics`.
struct NavigationBarLayout {
    let context: ScreenContext
    let bar: Screen.NavigationBar

    var margin: Double { context.idiom == .pad ? UIKitMetrics.regularMargin : UIKitMetrics.compactMargin }

    /// The measured width of one item, with its label for messages.
    func width(of item: Screen.BarItem, bold: Bool) -> (label: String, width: Double)? {
        if item.isSpace { return nil }
        if let width = item.width { return (item.icon ?? context.text(item.title) ?? "item", width) }
        if item.icon != nil { return (item.icon ?? "icon", UIKitMetrics.barIconWidth) }
        guard let text = context.text(item.title) else { return nil }
        let weight: FontWeight = item.style == .plain ? .regular : .semibold
        guard let measured = context.width(of: text, pointSize: UIKitMetrics.barButtonSize, weight: weight, boldText: bold)
        else { return nil }
        return (text, measured.width)
    }

    /// Items of one side, measured.
    func side(_ items: [Screen.BarItem], bold: Bool) -> [(label: String, width: Double)] {
        items.compactMap { width(of: $0, bold: bold) }
    }

    /// Total width of measured items with 8 pt between them.
    func total(_ items: [(label: String, width: Double)]) -> Double {
        items.map(\.width).reduce(0, +) + Double(max(0, items.count - 1)) * UIKitMetrics.barItemSpacing
    }

    /// The leading side with the back button reduced to its chevron.
    func leading(bold: Bool) -> [(label: String, width: Double)] {
        var items: [(label: String, width: Double)] = []
        if bar.showsBackButton { items.append(("‹", UIKitMetrics.backChevronWidth)) }
        return items + side(bar.leadingItems, bold: bold)
    }

    func trailing(bold: Bool) -> [(label: String, width: Double)] { side(bar.trailingItems, bold: bold) }

    /// The leading edge's margin: 8 pt to a back chevron, else the bar's margin.
    var leadingMargin: Double { bar.showsBackButton ? UIKitMetrics.backChevronMargin : margin }

    /// The room the title gets: the bar less margins, both sides and the spacing next to them.
    func titleRoom(bold: Bool) -> Double {
        let lead = leading(bold: bold)
        let trail = trailing(bold: bold)
        return context.deviceWidth - leadingMargin - margin - total(lead) - total(trail)
            - (lead.isEmpty ? 0 : UIKitMetrics.barItemSpacing) - (trail.isEmpty ? 0 : UIKitMetrics.barItemSpacing)
    }

    /// The title's measured width (17 pt semibold, or the bar's title font).
    func titleWidth(_ text: String, bold: Bool) -> (width: Double, faces: [String])? {
        let font = bar.titleFont
        return context.width(of: text, pointSize: font?.pointSize ?? UIKitMetrics.navigationTitleSize,
                             weight: font?.weight ?? UIKitMetrics.navigationTitleWeight, family: font?.family, boldText: bold)
    }

    func width(ofBackTitle text: String, bold: Bool) -> (width: Double, faces: [String])? {
        context.width(of: text, pointSize: UIKitMetrics.barButtonSize, weight: .regular, boldText: bold)
    }

    /// The room the back button's title gets beside a centred title (or beside the trailing items
    /// when there is no title): what is left of the leading half, less margin, chevron, gap and spacing.
    func backTitleRoom(bold: Bool) -> Double {
        let chrome = UIKitMetrics.backChevronMargin + UIKitMetrics.backChevronWidth + UIKitMetrics.backChevronGap
        let leadingItems = side(bar.leadingItems, bold: bold)
        let extra = leadingItems.isEmpty ? 0 : total(leadingItems) + UIKitMetrics.barItemSpacing
        let trail = trailing(bold: bold)
        if let title = context.text(bar.title), let measured = titleWidth(title, bold: bold) {
            // Centred, unless the trailing items push the title towards the leading side.
            let trailingEdge = context.deviceWidth - margin - total(trail) - (trail.isEmpty ? 0 : UIKitMetrics.barItemSpacing)
            let titleStart = min((context.deviceWidth - measured.width) / 2, trailingEdge - measured.width)
            return titleStart - UIKitMetrics.barItemSpacing - chrome - extra
        }
        return context.deviceWidth - chrome - margin - extra - total(trail) - (trail.isEmpty ? 0 : UIKitMetrics.barItemSpacing)
    }
}
