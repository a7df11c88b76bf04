import Foundation
import LegibleText

/// How the rules lay out a navigation bar: margins, items, back button and title, measured with
/// the context's `TextMeasurer` at the bar's fixed sizes.
///
/// UIKit's own algorithm is not published. The model: margins of 16 pt
/// (compact) or 20 pt (regular) at both edges, 8 pt before a back chevron; items on each side separated by 8 pt, and 8 pt
/// between the title and each non-empty side; icon items 24 pt, text items their measured width
/// at 17 pt (semibold for `done`); the back button a 13 pt chevron, a 6 pt gap and its title. When
/// the title does not fit, UIKit first shortens the back button ("Back", then the chevron alone),
/// so the title's room counts the chevron only; the title may sit off centre. See `UIKitMetrics`.
///
/// In the iOS 26 design (`RolePreset.Liquid`): 16 pt margins
/// on both sides; the back button a 44 pt glass circle with the chevron alone; icon items 44 pt
/// circles, adjacent ones sharing one capsule; text items their own capsules (text + 32);
/// separate glass groups 12 pt apart; `RolePreset.LiquidAssumption.titleGap` between the title
/// and the groups.
struct NavigationBarLayout {
    let context: ScreenContext
    let bar: Screen.NavigationBar

    var liquid: Bool { context.design == .ios26 }

    var margin: Double {
        if liquid { return RolePreset.Liquid.barMargin }
        return context.idiom == .pad ? UIKitMetrics.regularMargin : UIKitMetrics.compactMargin
    }

    /// Between the title and each non-empty side.
    var titleGap: Double { liquid ? RolePreset.LiquidAssumption.titleGap : UIKitMetrics.barItemSpacing }

    /// The measured width of one item, with its label for messages.
    func width(of item: Screen.BarItem, bold: Bool) -> (label: String, width: Double)? {
        if item.isSpace { return nil }
        if let width = item.width { return (item.icon ?? context.text(item.title) ?? "item", width) }
        if item.icon != nil {
            return (item.icon ?? "icon", liquid ? RolePreset.Liquid.iconButtonWidth : UIKitMetrics.barIconWidth)
        }
        guard let text = context.text(item.title) else { return nil }
        let weight: FontWeight = item.style == .plain ? .regular : .semibold
        guard
            let measured = context.width(
                of: text, pointSize: UIKitMetrics.barButtonSize, weight: weight, boldText: bold)
        else { return nil }
        return (text, measured.width + (liquid ? RolePreset.Liquid.textCapsulePadding : 0))
    }

    /// Items of one side, measured; in the iOS 26 design adjacent icons are one glass group
    /// (their widths summed, labels joined with " + ").
    func side(_ items: [Screen.BarItem], bold: Bool) -> [(label: String, width: Double)] {
        var measured: [(label: String, width: Double)] = []
        var previousIcon = false
        for item in items {
            guard let entry = width(of: item, bold: bold) else { continue }
            let icon = item.icon != nil && item.width == nil
            if liquid, icon, previousIcon, let last = measured.popLast() {
                measured.append(("\(last.label) + \(entry.label)", last.width + entry.width))
            } else {
                measured.append(entry)
            }
            previousIcon = icon
        }
        return measured
    }

    /// Space between items (iOS 18) or glass groups (iOS 26), points.
    var itemSpacing: Double { liquid ? RolePreset.Liquid.glassGroupGap : UIKitMetrics.barItemSpacing }

    /// Total width of measured items with the spacing between them.
    func total(_ items: [(label: String, width: Double)]) -> Double {
        items.map(\.width).reduce(0, +) + Double(max(0, items.count - 1)) * itemSpacing
    }

    /// The leading side with the back button reduced to its chevron (iOS 26: its 44 pt circle).
    func leading(bold: Bool) -> [(label: String, width: Double)] {
        var items: [(label: String, width: Double)] = []
        if bar.showsBackButton {
            items.append(("‹", liquid ? RolePreset.Liquid.backButtonWidth : UIKitMetrics.backChevronWidth))
        }
        return items + side(bar.leadingItems, bold: bold)
    }

    func trailing(bold: Bool) -> [(label: String, width: Double)] { side(bar.trailingItems, bold: bold) }

    /// The leading edge's margin: 8 pt to a back chevron (iOS 18), else the bar's margin.
    var leadingMargin: Double { bar.showsBackButton && !liquid ? UIKitMetrics.backChevronMargin : margin }

    /// The room the title gets: the bar less margins, both sides and the spacing next to them.
    func titleRoom(bold: Bool) -> Double {
        let lead = leading(bold: bold)
        let trail = trailing(bold: bold)
        return context.deviceWidth - leadingMargin - margin - total(lead) - total(trail)
            - (lead.isEmpty ? 0 : titleGap) - (trail.isEmpty ? 0 : titleGap)
    }

    /// The title's measured width (17 pt semibold, or the bar's title font).
    func titleWidth(_ text: String, bold: Bool) -> (width: Double, faces: [String])? {
        let font = bar.titleFont
        return context.width(
            of: text, pointSize: font?.pointSize ?? UIKitMetrics.navigationTitleSize,
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
            let trailingEdge =
                context.deviceWidth - margin - total(trail) - (trail.isEmpty ? 0 : UIKitMetrics.barItemSpacing)
            let titleStart = min((context.deviceWidth - measured.width) / 2, trailingEdge - measured.width)
            return titleStart - UIKitMetrics.barItemSpacing - chrome - extra
        }
        return context.deviceWidth - chrome - margin - extra - total(trail)
            - (trail.isEmpty ? 0 : UIKitMetrics.barItemSpacing)
    }
}
