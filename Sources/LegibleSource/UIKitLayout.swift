import Foundation
import LegibleAudit
import LegibleText
import SwiftSyntax

/// What a type's root view is, for the width it spans: a table view cell's content view, a
/// table header or footer's, and a view controller's `view` span the screen (a plain table's
/// cells are as wide as the table, the table as wide as the screen: Docs/layout.md); a
/// collection view cell's width is its layout's and a custom view's its superview's, both
/// unknown, so their rooms start from the role's room like any view the scan cannot size.
enum UIKitContainer: Sendable, Hashable {
    case tableCell, collectionCell, headerFooter, viewController, view

    /// The kind of a type that inherits from `superclass` (`nil`: not a class, or a root class).
    init(superclass: String?, typeName: String, isViewController: Bool) {
        let s = superclass ?? ""
        if s.hasSuffix("TableViewCell") || typeName.hasSuffix("TableViewCell") {
            self = .tableCell
        } else if s.hasSuffix("CollectionViewCell") || s.hasSuffix("CollectionViewListCell")
            || typeName.hasSuffix("CollectionViewCell")
        {
            self = .collectionCell
        } else if s.hasSuffix("HeaderFooterView") {
            self = .headerFooter
        } else if isViewController {
            self = .viewController
        } else {
            self = .view
        }
    }

    /// Whether `item` is the type's root view (`contentView`, `view`, `self`).
    func isRoot(_ item: String) -> Bool {
        switch self {
        case .tableCell, .collectionCell, .headerFooter: item == "contentView" || item == "self"
        case .viewController: item == "view"
        case .view: item == "self"
        }
    }

    /// Whether the root view spans the screen's width.
    var spansScreen: Bool { self == .tableCell || self == .headerFooter || self == .viewController }
}

/// Works out the layout (`LayoutRoom`) around a UIKit view a type builds in code: the stack
/// views it is arranged in and the constraints that pin it, outward to the type's root view
/// (Docs/layout.md, "UIKit written in code"; constants in `LayoutFacts`).
///
/// What it reads:
/// - a horizontal `UIStackView` (the default axis) shares its width among its arranged views:
///   `spacing` (default 0) between them, each sibling at its own width (a fixed width
///   constraint, a switch, a symbol, a label's text; any other view counted 0 pt, so the room
///   is an upper bound), the one with the lower horizontal compression resistance giving way
///   (`LayoutRoom.Child.priority`; 750 by default); `.fillEqually` gives each an equal share;
///   `isLayoutMarginsRelativeArrangement` takes its layout margins off. A vertical stack passes
///   its width on.
/// - leading and trailing constraints with number constants to the view's container (its
///   edges, `layoutMarginsGuide`, `readableContentGuide`, `safeAreaLayoutGuide`) or to a
///   sibling on either side; a width constraint to a constant on the view itself.
///
/// Anything else (a constant that is not a number literal, an axis or distribution set at run
/// time, `fillProportionally`, conflicting constraints) gives no layout: the room stays the
/// role's.
struct UIKitLayoutReader {
    /// The views of the type that shows the text.
    var views: UIKitViews
    /// The type's settings: view name → property → value (`UIKitConfigurationCollector`).
    var settings: [String: [String: ExprSyntax]]
    /// The type's root view.
    var container: UIKitContainer
    /// The text a sibling label shows, read from its `text` value.
    var siblingText: (ExprSyntax) -> LayoutRoom.SiblingText?

    /// How deep the reader follows views outward (a stack in a stack in a card …).
    static let maximumDepth = 8

    /// Steps outermost first, and whether the outermost is the screen's edge.
    struct Outer {
        var steps: [LayoutRoom.Step]
        var fromScreenEdge: Bool
    }

    /// The layout around view `name`; `nil` when nothing the reader models places it.
    func layout(of name: String) -> LayoutRoom? {
        guard !name.isEmpty, let found = try? placement(of: name, depth: 0) else { return nil }
        let outer = found
        guard !outer.steps.isEmpty || outer.fromScreenEdge else { return nil }
        return LayoutRoom(steps: outer.steps, fromScreenEdge: outer.fromScreenEdge)
    }

    // MARK: Placement

    /// Something around the view that the reader does not model (a constant that is not a
    /// literal, conflicting constraints, a stack's axis set at run time): no layout at all,
    /// rather than a guess.
    struct Unmodelled: Error {}

    /// Where view `name` sits: `nil` when nothing places it (its container's width is then the
    /// role's room); throws `Unmodelled` when what places it is not modelled.
    private func placement(of name: String, depth: Int) throws -> Outer? {
        guard depth < Self.maximumDepth else { throw Unmodelled() }
        let own = ownWidth(name)
        let stacks = views.arranged.filter { $0.value.contains(name) }.map(\.key)
        var result: Outer?
        if stacks.count == 1, let stack = stacks.first {
            result = try stackPlacement(of: name, in: stack, depth: depth)
        } else if stacks.count > 1 {
            throw Unmodelled()
        } else if let lead = try edge(of: name, side: "leading", depth: depth),
            let trail = try edge(of: name, side: "trailing", depth: depth)
        {
            guard lead.container == trail.container else { throw Unmodelled() }
            result = try pinned(name, lead: lead, trail: trail, depth: depth)
        }
        guard var outer = result ?? (own.isEmpty ? nil : Outer(steps: [], fromScreenEdge: false)) else { return nil }
        outer.steps += own
        return outer
    }

    /// A width constraint to a constant on the view itself: `.frame(width:)` or `.frame(maxWidth:)`.
    private func ownWidth(_ name: String) -> [LayoutRoom.Step] {
        let widths = views.constraints.filter {
            $0.first.item == name && $0.first.edge == "width" && $0.first.guide == nil && $0.second == nil
        }
        if let equal = Set(widths.filter { $0.relation == .equal }.map(\.constant)).onlyElement, let w = equal {
            return [.frame(width: w, maxWidth: nil)]
        }
        if let most = Set(widths.filter { $0.relation == .lessThanOrEqual }.map(\.constant)).onlyElement, let w = most {
            return [.frame(width: nil, maxWidth: w)]
        }
        return []
    }

    /// The view's place in stack `stack`: the stack's own room, its margins, and for a horizontal
    /// stack a row of its arranged views.
    private func stackPlacement(of name: String, in stack: String, depth: Int) throws -> Outer {
        let s = settings[stack] ?? [:]
        // A setting the type changes at run time (`axis` per size class) is not known here.
        guard !UIKitViews.layoutProperties.contains(where: { views.varying.contains(stack + "." + $0) }) else {
            throw Unmodelled()
        }
        var horizontal = true
        if let axis = s["axis"] {
            switch memberName(axis) {
            case "horizontal": horizontal = true
            case "vertical": horizontal = false
            default: throw Unmodelled()
            }
        }
        var spacing = LayoutFacts.uiStackViewSpacing
        if let value = s["spacing"] {
            guard let n = numberLiteral(value) else { throw Unmodelled() }
            spacing = n
        }
        var equal = false
        if let distribution = s["distribution"] {
            switch memberName(distribution) {
            // `.equalSpacing` keeps `spacing` as its least gap and, when the views do not fit,
            // compresses them as `.fill` does (Apple, uistackview/distribution-swift.enum/equalspacing).
            case "fill", "equalSpacing": equal = false
            case "fillEqually": equal = true
            default: throw Unmodelled()
            }
        }
        var outer = try placement(of: stack, depth: depth + 1) ?? Outer(steps: [], fromScreenEdge: false)
        if s["isLayoutMarginsRelativeArrangement"]?.trimmedText == "true" {
            guard let margins = margins(of: stack) else { throw Unmodelled() }
            if margins.leading != 0 || margins.trailing != 0 {
                outer.steps.append(
                    .inset(leading: margins.leading, trailing: margins.trailing, what: "\(stack) margins"))
            }
        }
        guard horizontal else { return outer }
        // A hidden arranged view takes no room and no spacing (Apple, uistackview "Maintaining
        // consistency between the arranged views and subviews"); one the type may hide is left
        // out, so the room is an upper bound.
        let arranged = (views.arranged[stack] ?? []).filter { !views.mayHide.contains($0) || $0 == name }
        guard let index = arranged.firstIndex(of: name), arranged.count > 1 else { return outer }
        var children = arranged.enumerated().map { i, sibling -> LayoutRoom.Child in
            if i == index {
                return LayoutRoom.Child(.subject, priority: equal ? 0 : compression(of: name))
            }
            if equal {
                return LayoutRoom.Child(.filling(what: "\(sibling.isEmpty ? "a view" : sibling), an equal share"))
            }
            return child(sibling)
        }
        var at = index
        var gap = spacing
        if let custom = views.customSpacing[stack], !custom.isEmpty {
            // `setCustomSpacing(_:after:)`: each gap written out as its own width.
            var spaced: [LayoutRoom.Child] = []
            for (i, child) in children.enumerated() {
                if i == index { at = spaced.count }
                spaced.append(child)
                guard i < children.count - 1 else { continue }
                var width = spacing
                if let written = custom[arranged[i]] {
                    guard let value = written else { throw Unmodelled() }
                    width = value
                }
                if width != 0 {
                    spaced.append(LayoutRoom.Child(.fixed(width, what: "\(stack) spacing", assumed: false)))
                }
            }
            children = spaced
            gap = 0
        }
        outer.steps.append(
            .row(LayoutRoom.Row(what: "UIStackView \(stack)", spacing: gap, children: children, index: at)))
        return outer
    }

    /// The layout margins of `view` when it sets them as a literal (`directionalLayoutMargins =
    /// NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`, `layoutMargins = UIEdgeInsets(…)`,
    /// `.zero`), else UIKit's default for a view that is not a root view, 8 pt each side
    /// (`LayoutFacts.viewLayoutMargin`); `nil` when they are set to something not literal.
    private func margins(of view: String) -> (leading: Double, trailing: Double)? {
        let s = settings[view] ?? [:]
        if views.varying.contains(view + ".directionalLayoutMargins") || views.varying.contains(view + ".layoutMargins")
        {
            return nil
        }
        if let value = s["directionalLayoutMargins"] ?? s["layoutMargins"] {
            return edgeInsets(value)
        }
        return (LayoutFacts.viewLayoutMargin, LayoutFacts.viewLayoutMargin)
    }

    // MARK: Constraints

    /// Where a view's leading (or trailing) edge is: `offset` points in from `container`'s edge
    /// (or its `guide`), with `between` the views and gaps between that edge and the view, in order
    /// from the container's edge inward.
    struct Edge {
        var container: String
        var guide: String?
        var offset: Double
        var between: [LayoutRoom.Child]
    }

    /// What bounds a view's `edge` (`leading` or `trailing`): the other anchor and the distance
    /// inward from it, points (positive: into the view's container).
    private func bound(_ name: String, edge: String) throws -> (UIKitViews.Anchor, Double)? {
        var found: Set<UIKitViews.Constraint> = []
        for c in views.constraints {
            guard let second = c.second, second.edge == "leading" || second.edge == "trailing" else { continue }
            // Normalise to `view.edge relation other + constant`.
            var relation = c.relation
            var other = second
            var constant = c.constant
            if c.first.item == name, c.first.edge == edge, c.first.guide == nil {
            } else if second.item == name, second.edge == edge, second.guide == nil,
                c.first.edge == "leading"
                    || c.first.edge == "trailing"
            {
                relation = c.relation.reversed
                other = c.first
                constant = c.constant.map { -$0 }
            } else {
                continue
            }
            // Only a constraint that keeps the edge in bounds limits the width: leading = or ≥,
            // trailing = or ≤.
            let bounds =
                relation == .equal
                || (edge == "leading" ? relation == .greaterThanOrEqual : relation == .lessThanOrEqual)
            guard bounds else { continue }
            found.insert(UIKitViews.Constraint(first: other, relation: .equal, second: nil, constant: constant))
        }
        if found.isEmpty { return nil }
        guard let only = found.onlyElement, let constant = only.constant else { throw Unmodelled() }
        return (only.first, edge == "leading" ? constant : -constant)
    }

    /// Whether `other` is the container of `name` rather than a sibling beside it.
    private func isContainer(_ other: UIKitViews.Anchor, of name: String) -> Bool {
        if other.guide != nil { return true }
        if let superview = views.superviews[name] { return superview == other.item }
        return container.isRoot(other.item) || views.superviews.values.contains(other.item)
    }

    /// The view's `side` edge followed outward through siblings to its container.
    private func edge(of name: String, side: String, depth: Int) throws -> Edge? {
        guard depth < Self.maximumDepth else { throw Unmodelled() }
        guard let (other, distance) = try bound(name, edge: side) else { return nil }
        if other.edge == side {
            if isContainer(other, of: name) {
                return Edge(container: other.item, guide: other.guide, offset: distance, between: [])
            }
            // Aligned with a sibling's same edge: where that edge is.
            guard var aligned = try edge(of: other.item, side: side, depth: depth + 1) else { return nil }
            aligned.offset += distance
            return aligned
        }
        // Beside a sibling: the sibling's own edge, the sibling, then the gap.
        guard var beside = try edge(of: other.item, side: side, depth: depth + 1) else { return nil }
        beside.between.append(child(other.item))
        if distance != 0 {
            beside.between.append(LayoutRoom.Child(.fixed(distance, what: "constraint constant", assumed: false)))
        }
        return beside
    }

    /// A view pinned on both sides within one container.
    private func pinned(_ name: String, lead: Edge, trail: Edge, depth: Int) throws -> Outer {
        let item = lead.container
        // Edges pinned to a scroll view pin to its content, which is as wide as what it holds.
        if (views.classes[item] ?? item).lowercased().hasSuffix("scrollview") { throw Unmodelled() }
        var outer: Outer
        var margin = (leading: 0.0, trailing: 0.0)
        let marginGuides: Set<String?> = ["layoutMarginsGuide", "readableContentGuide"]
        if container.isRoot(item), container.spansScreen {
            // Both sides on the root's margins: the role's room, whose margins are the system's
            // (RolePreset.margin); else the screen's edge, a margin side adding the same margin.
            let both = marginGuides.contains(lead.guide) && marginGuides.contains(trail.guide)
            outer = Outer(steps: [], fromScreenEdge: !both)
            if !both {
                if marginGuides.contains(lead.guide) { margin.leading = RolePreset.margin }
                if marginGuides.contains(trail.guide) { margin.trailing = RolePreset.margin }
            }
        } else {
            outer =
                container.isRoot(item)
                ? Outer(steps: [], fromScreenEdge: false)
                : (try placement(of: item, depth: depth + 1) ?? Outer(steps: [], fromScreenEdge: false))
            if marginGuides.contains(lead.guide) || marginGuides.contains(trail.guide) {
                // Margins the type sets to something not literal are not known: no layout.
                guard let m = margins(of: item) else { throw Unmodelled() }
                if marginGuides.contains(lead.guide) { margin.leading = m.leading }
                if marginGuides.contains(trail.guide) { margin.trailing = m.trailing }
            }
        }
        if margin.leading != 0 || margin.trailing != 0 {
            outer.steps.append(
                .inset(leading: margin.leading, trailing: margin.trailing, what: "\(item) layout margins"))
        }
        if lead.offset != 0 || trail.offset != 0 {
            outer.steps.append(.inset(leading: lead.offset, trailing: trail.offset, what: "constraints"))
        }
        if !lead.between.isEmpty || !trail.between.isEmpty {
            let children =
                lead.between + [LayoutRoom.Child(.subject, priority: compression(of: name))] + trail.between.reversed()
            outer.steps.append(
                .row(LayoutRoom.Row(what: "constraints", spacing: 0, children: children, index: lead.between.count)))
        }
        return outer
    }

    // MARK: Children

    /// A view's horizontal compression resistance: set, or UIKit's default (`LayoutFacts.defaultCompressionResistance`).
    private func compression(of name: String) -> Double {
        views.compressionResistance[name] ?? LayoutFacts.defaultCompressionResistance
    }

    /// A sibling beside the text, as a row sizes it.
    func child(_ name: String) -> LayoutRoom.Child {
        let priority = compression(of: name)
        if case .frame(let width?, _)? = ownWidth(name).first {
            return LayoutRoom.Child(.fixed(width, what: name, assumed: false), priority: priority)
        }
        let kind = views.classes[name] ?? ""
        if kind == "UISwitch" { return LayoutRoom.Child(.switchControl, priority: priority) }
        if let font = views.symbols[name] { return LayoutRoom.Child(.symbol(font, what: name), priority: priority) }
        let s = settings[name] ?? [:]
        if kind.hasSuffix("Label") || (kind.isEmpty && s["text"] != nil) {
            if let value = s["text"], let text = siblingText(value) {
                let font = s["font"].flatMap(uiKitFont).flatMap(fontSpecification) ?? .textStyle(.body)
                return LayoutRoom.Child(.text(text, font), priority: priority)
            }
        }
        return LayoutRoom.Child(.unknown(what: name.isEmpty ? "a view" : name), priority: priority)
    }
}

/// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`, `UIEdgeInsets(top:left:bottom:right:)`,
/// `.init(…)` of either, `.zero`: the leading and trailing insets, points; `nil` for anything
/// else (a named constant).
func edgeInsets(_ expression: ExprSyntax) -> (leading: Double, trailing: Double)? {
    let e = unwrapped(expression)
    if memberName(e) == "zero" { return (0, 0) }
    guard let call = e.as(FunctionCallExprSyntax.self),
        ["NSDirectionalEdgeInsets", "UIEdgeInsets", "init"].contains(call.calleeName ?? "")
    else { return nil }
    guard let leading = (call.argument("leading") ?? call.argument("left")).flatMap(numberLiteral),
        let trailing = (call.argument("trailing") ?? call.argument("right")).flatMap(numberLiteral)
    else { return nil }
    return (leading, trailing)
}

extension Set {
    /// The one element, when there is exactly one.
    fileprivate var onlyElement: Element? { count == 1 ? first : nil }
}
