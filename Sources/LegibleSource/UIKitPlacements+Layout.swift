import Foundation
import LegibleAudit
import LegibleText
import SwiftSyntax

/// The layout around the texts UIKit's placement visitor places: a label's stack views and
/// constraints (`UIKitLayoutReader`), a `.value1` cell's two labels sharing a row, a
/// `UIButton.Configuration`'s insets and image (Docs/layout.md, "UIKit written in code").
extension UIKitPlacementVisitor {
    /// The reader of the layouts of the type around `node`.
    func layoutReader(at node: some SyntaxProtocol) -> UIKitLayoutReader {
        let path = enclosingTypePath(node, chains: context.chains)
        let views = views[path.joined(separator: "."), default: UIKitViews()]
        return UIKitLayoutReader(
            views: views, settings: typeProperties(node),
            container: UIKitContainer(
                superclass: views.superclass, typeName: path.last ?? "", isViewController: isViewController(node)),
            siblingText: { [context] in siblingText($0, context: context) })
    }

    /// The layout around the label `target` whose `text` is assigned at `node` (`titleLabel.text
    /// = …`, or `label.text = …` in the closure that makes `titleLabel`): `nil` for another
    /// object's label (`cell.titleLabel`), a role whose room is the system's, or a label nothing
    /// around it narrows.
    func labelLayout(
        _ target: String?, path: [String], at node: some SyntaxProtocol, element: ElementConfiguration
    ) -> LayoutRoom? {
        guard let target, path.count == 2, LayoutRoom.roles.contains(element.role), element.width == nil else {
            return nil
        }
        let name = closureAlias(of: target, around: node, chains: context.chains)
        return layoutReader(at: node).layout(of: name)
    }

    /// The style a table view cell is made with: `UITableViewCell(style: .value1, …)` stored in
    /// `cell` in the same function (`cell.textLabel?.text = …`), or the type's own
    /// `super.init(style: .value1, …)` (`textLabel?.text = …` in a cell subclass).
    func cellStyle(path: [String], at node: some SyntaxProtocol) -> String? {
        if path.count == 2 {
            return views[enclosingTypePath(node, chains: context.chains).joined(separator: ".")]?.cellStyle
        }
        guard path.count == 3, let body = enclosingBody(node) else { return nil }
        let made = CallCollector.calls(in: body).filter {
            $0.calleeName == "UITableViewCell" && $0.isBareCall && variableName(of: $0) == path[0]
        }
        return Set(made.compactMap { $0.argument("style").flatMap(memberName) }).count == 1
            ? made.first?.argument("style").flatMap(memberName) : nil
    }

    /// A `.value1` cell's title and detail share one row (the detail at the trailing edge, both
    /// in Body: Docs/layout.md): the text's room is the row less the other text and the gap
    /// between them (`LayoutFacts.value1Gap`, assumed). Which of the two gives way is not
    /// documented: the row shares its width as a stack does (the shorter text keeps its width).
    ///
    /// - Parameters:
    ///   - detail: the text measured is the detail's (`detailTextLabel`), not the title's.
    ///   - path: the assignment's path (`cell`, `textLabel`, `text`).
    func value1Layout(detail: Bool, path: [String], at node: some SyntaxProtocol) -> LayoutRoom? {
        let other = detail ? "textLabel" : "detailTextLabel"
        var value: ExprSyntax?
        if path.count == 3, let body = enclosingBody(node) {
            value = AssignmentCollector.assignments(in: body).last { $0.path == [path[0], other, "text"] }?.value
        } else if path.count == 2 {
            value = typeProperties(node)[other]?["text"]
        }
        let sibling: LayoutRoom.Child =
            value.flatMap { siblingText($0, context: context) }.map {
                LayoutRoom.Child(.text($0, .textStyle(.body)))
            } ?? LayoutRoom.Child(.unknown(what: detail ? "the title" : "the detail text"))
        let gap = LayoutRoom.Child(.fixed(LayoutFacts.value1Gap, what: "value1 gap", assumed: true))
        let children =
            detail ? [sibling, gap, LayoutRoom.Child(.subject)] : [LayoutRoom.Child(.subject), gap, sibling]
        return LayoutRoom(
            steps: [.row(LayoutRoom.Row(what: "value1 cell", spacing: 0, children: children, index: detail ? 2 : 0))])
    }

    /// A `UIButton.Configuration`'s title room (`config.title = …`): the button's room less
    /// `contentInsets` and, beside a leading or trailing `image`, the image and `imagePadding`
    /// (Apple, uibutton/configuration-swift.struct/imagepadding). The defaults of both are not
    /// documented: an unset one is counted 0 pt and named (the room is an upper bound). `nil`
    /// when the configuration sets neither, or sets one to something not literal.
    func buttonConfigurationLayout(_ target: String, at node: some SyntaxProtocol) -> LayoutRoom? {
        var settings = typeProperties(node)[target] ?? [:]
        if let body = enclosingBody(node) {
            for assignment in AssignmentCollector.assignments(in: body) where assignment.path.count == 2 {
                if assignment.path[0] == target { settings[assignment.path[1]] = assignment.value }
            }
        }
        var steps: [LayoutRoom.Step] = []
        let insets = settings["contentInsets"]
        if let insets {
            guard let e = edgeInsets(insets) else { return nil }
            if e.leading != 0 || e.trailing != 0 {
                steps.append(.inset(leading: e.leading, trailing: e.trailing, what: "contentInsets"))
            }
        }
        if let image = settings["image"], !unwrapped(image).is(NilLiteralExprSyntax.self) {
            let placement = settings["imagePlacement"].flatMap(memberName) ?? "leading"
            guard ["leading", "trailing", "top", "bottom"].contains(placement) else { return nil }
            if placement == "leading" || placement == "trailing" {
                // The image is drawn in the title's font unless a configuration says otherwise (assumed).
                let font =
                    settings["preferredSymbolConfigurationForImage"].flatMap(symbolConfigurationFont)
                    ?? (systemSymbolFont(image) != nil ? .textStyle(.body) : nil)
                let icon = LayoutRoom.Child(font.map { .symbol($0, what: "image") } ?? .unknown(what: "image"))
                var padding = LayoutRoom.Child(.unknown(what: "imagePadding (default not documented)"))
                if let value = settings["imagePadding"] {
                    guard let n = numberLiteral(value) else { return nil }
                    padding = LayoutRoom.Child(.fixed(n, what: "imagePadding", assumed: false))
                }
                var children = [icon, padding, LayoutRoom.Child(.subject)]
                if insets == nil { children.insert(LayoutRoom.Child(.unknown(what: "default contentInsets")), at: 0) }
                if placement == "trailing" { children.reverse() }
                let index = children.firstIndex { $0.kind == .subject } ?? 0
                steps.append(
                    .row(LayoutRoom.Row(what: "UIButton.Configuration", spacing: 0, children: children, index: index)))
            }
        }
        return steps.isEmpty ? nil : LayoutRoom(steps: steps)
    }
}

/// The text a sibling label shows: a key, or a literal; `nil` when it is set at run time (or
/// is a format with arguments filled in, whose width the key does not give).
func siblingText(_ expression: ExprSyntax, context: FileContext) -> LayoutRoom.SiblingText? {
    if let key = context.keys(in: expression, literalIsKey: false).first {
        return key.interpolated ? nil : .key(key.reference.key, table: key.reference.table)
    }
    return plainString(expression).map { .literal($0) }
}

/// The assignments `a.b.c = value` in a function body, in source order, with their paths
/// (`self` dropped, optional chaining looked through).
final class AssignmentCollector: SyntaxVisitor {
    private(set) var assignments: [(path: [String], value: ExprSyntax)] = []

    static func assignments(in node: Syntax) -> [(path: [String], value: ExprSyntax)] {
        let collector = AssignmentCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.assignments
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let (lhs, rhs) = assignment(node), let path = assignedPath(lhs) { assignments.append((path, rhs)) }
        return .visitChildren
    }
}
