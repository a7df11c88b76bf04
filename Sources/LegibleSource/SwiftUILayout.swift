import Foundation
import LegibleAudit
import LegibleText
import SwiftSyntax

/// Containers that pass their width on to their content unchanged. At any other (a custom
/// container, a grid, a `GeometryReader`, an overlay) the layout stops: what is inside it still
/// narrows the room, which is then an upper bound.
private let passThrough: Set<String> = [
    "VStack", "LazyVStack", "ZStack", "Group", "Section", "Grid", "ViewThatFits", "Button", "NavigationLink", "Link",
    "ShareLink", "Menu", "DisclosureGroup", "GroupBox", "NavigationStack", "NavigationView", "ScrollViewReader",
    "if", "ForEach", "TimelineView",
]

/// A SwiftUI font expression as a `FontSpecification`: a text style, or a fixed size (scaling
/// with its `relativeTo:` style).
func fontSpecification(_ font: FontDescription) -> FontSpecification? {
    if let size = font.size {
        return .fixed(family: font.family, pointSize: size, weight: font.weight ?? .regular, scalesWith: font.style)
    }
    return font.style.map { .textStyle($0) }
}

/// The layout around a SwiftUI text (`Text`, a `Label`'s or a `Button`'s title) read from the
/// steps outward from it (`contextSteps`), as SwiftUI proposes widths: horizontal stacks share
/// their width among their children, paddings and frames narrow or set it, a horizontal
/// `ScrollView` or `.fixedSize()` lifts the limit (Docs/layout.md; `LayoutFacts`).
///
/// - Parameters:
///   - call: the view that shows the text.
///   - name: its name (`Text`, `Label`).
///   - steps: the steps outward from it.
///   - draft: the element as the steps made it (its role; a width of its own stops the layout).
/// - Returns: the room's steps, outermost first; `nil` when nothing around the text narrows the
///   role's room, or the role's room is the system's (bars, alerts, menus).
func swiftUILayout(
    of call: FunctionCallExprSyntax, name: String, steps: [ContextStep], draft: ElementDraft
) -> LayoutRoom? {
    guard LayoutRoom.roles.contains(draft.role), draft.width == nil else { return nil }
    // `.fixedSize()` (or `horizontal: true`): the text takes its ideal width whatever it is
    // offered, so it is never cut (it may push its row past the screen instead).
    if draft.fixedWidth { return LayoutRoom(steps: [.unbounded(what: "fixedSize")]) }
    var inner: [LayoutRoom.Step] = []  // innermost first
    // A Label's title sits beside its icon.
    if name == "Label", call.argument("systemImage") != nil || call.argument("image") != nil {
        let font = elementFont(draft)
        inner.append(
            .row(
                LayoutRoom.Row(
                    what: "Label", spacing: LayoutFacts.labelIconSpacing,
                    children: [LayoutRoom.Child(.symbol(font, what: "icon")), LayoutRoom.Child(.subject)], index: 1)))
    }
    // A toggle's title sits beside its switch: SwiftUI's switch style lays them out as
    // `HStack { label; Spacer(); switch }` (Docs/layout.md, assumed).
    if name == "Toggle" { inner.append(toggleRow) }
    // A stepper's title beside its − + control; LabeledContent's label beside its value, as the
    // iOS 16–17 SDKs lay it out (`HStack { label; Spacer(); content }`, Docs/layout.md).
    if name == "Stepper" {
        inner.append(
            beside("Stepper", LayoutRoom.Child(.fixed(LayoutFacts.stepperWidth, what: "stepper", assumed: true))))
    }
    if name == "LabeledContent", let value = labeledValue(call, font: elementFont(draft)) {
        inner.append(beside("LabeledContent", value))
    }
    let outer = layoutSteps(outwardFrom: steps, ownFramesCount: false, inButton: name == "Button")
    // In a list's row a menu picker shows its selection and an up-down chevron after its title,
    // a date picker its date and time capsules (their widths unknown: not counted).
    if outer.inList, name == "Picker", ["menu", "automatic", nil].contains(styleName(of: call, "pickerStyle")) {
        inner.append(
            .row(
                LayoutRoom.Row(
                    what: "Picker", spacing: LayoutFacts.stackSpacing,
                    children: [
                        LayoutRoom.Child(.subject), LayoutRoom.Child(.spacer(minLength: LayoutFacts.spacerMinLength)),
                        LayoutRoom.Child(.unknown(what: "the selected value")),
                        LayoutRoom.Child(.symbol(elementFont(draft), what: "up-down chevron")),
                    ], index: 0)))
    }
    if outer.inList, name == "DatePicker",
        ["compact", "automatic", nil].contains(styleName(of: call, "datePickerStyle"))
    {
        inner.append(beside("DatePicker", LayoutRoom.Child(.unknown(what: "the date and time capsules"))))
    }
    inner += outer.steps
    let inList = outer.inList
    guard !inner.isEmpty else { return nil }
    return LayoutRoom(
        steps: inner.reversed(), fromScreenEdge: padsLikeMargins(inner) && !inList && draft.role == .label)
}

/// Whether `steps` pad the view by at least the screen's margins on each side (`.padding()`,
/// `.padding(.horizontal, 20)`): the source then keeps the text off the screen's edges itself,
/// and its room starts from the screen, not from the role's room (which assumes the margins).
/// A smaller padding (`.padding(.leading, 4)`) is taken as inside the margins.
func padsLikeMargins(_ steps: [LayoutRoom.Step]) -> Bool {
    var leading = 0.0
    var trailing = 0.0
    for step in steps {
        if case .inset(let l, let t, _, let assumed) = step, !assumed {
            leading += l
            trailing += t
        }
    }
    return leading >= RolePreset.margin && trailing >= RolePreset.margin
}

/// Whether the text is in what a view shows in place (a button's or a menu's label, a
/// navigation link's label), not in its action, menu items or destination; always for views
/// without such parts.
private func isInLabel(_ step: ContextStep) -> Bool {
    guard ["Button", "NavigationLink", "Menu", "Link", "ShareLink"].contains(step.name) else { return true }
    switch step.part {
    case .additional(let label): return label == "label"
    case .argument(let label): return label == "label"
    case .trailing: return trailingClosureIsLabel(step.call)
    }
}

/// The style a `.pickerStyle(…)`, `.datePickerStyle(…)` or `.listStyle(…)` (`modifier`) applied
/// to `view` names (`menu` for `.menu` or `MenuPickerStyle()`), `nil` when none is.
private func styleName(of view: FunctionCallExprSyntax, _ modifier: String) -> String? {
    guard let step = outwardModifiers(of: view).last(where: { $0.name == modifier }),
        let style = step.call.firstUnlabeledArgument.map(unwrapped)
    else { return nil }
    if let name = memberName(style) { return name }
    guard let type = style.as(FunctionCallExprSyntax.self)?.calleeName else { return "" }
    // `InsetGroupedListStyle()` for `.listStyle`: the type less the modifier's own name.
    let base = type.replacingOccurrences(of: modifier.prefix(1).uppercased() + modifier.dropFirst(), with: "")
    return base.prefix(1).lowercased() + base.dropFirst()
}

/// The value a `LabeledContent` shows beside its label: `LabeledContent("key", value: "…")`
/// (a key or literal, in the label's font), its content closure's one view, else unknown.
private func labeledValue(_ call: FunctionCallExprSyntax, font: FontSpecification) -> LayoutRoom.Child? {
    if let value = call.argument("value") {
        if let literal = literalKey(value), !literal.interpolated {
            return LayoutRoom.Child(.text(.key(literal.key, table: "Localizable"), font))
        }
        return LayoutRoom.Child(.unknown(what: "a value set at run time"))
    }
    if let content = call.trailingClosure ?? call.closures.first(where: { $0.label == "content" })?.closure,
        content.statements.count == 1, let only = content.statements.first
    {
        return child(only.item, font: font)
    }
    return nil
}

/// A toggle's title, a spacer and its switch.
private let toggleRow = beside("Toggle", LayoutRoom.Child(.switchControl))

/// A row of the text, a `Spacer` and `trailing` (a control, a value), as the system's
/// `HStack { title; Spacer(); control }` styles lay them out.
private func beside(_ what: String, _ trailing: LayoutRoom.Child) -> LayoutRoom.Step {
    .row(
        LayoutRoom.Row(
            what: what, spacing: LayoutFacts.stackSpacing,
            children: [
                LayoutRoom.Child(.subject), LayoutRoom.Child(.spacer(minLength: LayoutFacts.spacerMinLength)), trailing,
            ], index: 0))
}

/// Whether a `List` draws its rows on inset-grouped cards on iPhone: its style is not given,
/// `.automatic`, `.insetGrouped` or `.inset` (https://developer.apple.com/documentation/swiftui/liststyle);
/// `.plain`, `.grouped` and `.sidebar` rows span the screen.
private func hasCards(_ list: FunctionCallExprSyntax) -> Bool {
    guard let name = styleName(of: list, "listStyle") else { return true }
    return !["plain", "grouped", "sidebar"].contains(name)
}

/// The steps the views and modifiers around a view take off its room, innermost first, read
/// outward until a view whose layout is not modelled (`passThrough`), and whether a `List` or
/// `Form` was reached. `ownFramesCount`: a frame or `fixedSize` on the view itself is part of its
/// surroundings (a use of the app's own view), not a width of its own (a text's).
///
/// `inButton`: the view is a button's title itself (`Button("key") { }`), so that a button style
/// applied around it insets it.
func layoutSteps(
    outwardFrom steps: [ContextStep], ownFramesCount: Bool, inButton: Bool = false
) -> (steps: [LayoutRoom.Step], inList: Bool) {
    var inner: [LayoutRoom.Step] = []
    var inList = false
    var own = !ownFramesCount
    // Where in `inner` the innermost button's label ends, until a button style (the nearest
    // `.buttonStyle` applies) insets it there.
    var buttonAt: Int? = inButton ? 0 : nil
    walk: for (i, step) in steps.enumerated() {
        switch step.kind {
        case .modifier:
            switch step.name {
            case "buttonStyle":
                if let at = buttonAt, let style = step.call.firstUnlabeledArgument {
                    inner.insert(contentsOf: buttonStyleSteps(style), at: at)
                    buttonAt = nil
                }
            case "padding":
                if let inset = horizontalPadding(step.call) {
                    inner.append(.inset(leading: inset.leading, trailing: inset.trailing, what: "padding"))
                }
            case "frame" where !own:
                let width = step.call.argument("width").flatMap(numberValue)
                let maxWidth = step.call.argument("maxWidth").flatMap(numberValue)
                if width != nil || maxWidth != nil { inner.append(.frame(width: width, maxWidth: maxWidth)) }
                if width != nil { break walk }
            case "fixedSize" where !own:
                let horizontal = step.call.argument("horizontal").map {
                    unwrapped($0).as(BooleanLiteralExprSyntax.self)?.literal.text == "true"
                }
                if step.call.arguments.isEmpty || horizontal == true {
                    inner.append(.unbounded(what: "fixedSize"))
                    break walk
                }
            default:
                break
            }
        case .container:
            own = false
            let name = step.name
            if buttonAt == nil, name == "Button", isInLabel(step) { buttonAt = inner.count }
            if name == "Toggle", step.part == .trailing || step.part == .additional("label") {
                inner.append(toggleRow)
            } else if ["HStack", "LazyHStack", "GridRow"].contains(name), step.part == .trailing,
                let statement = step.statement, let closure = step.call.trailingClosure
            {
                // A grid's row is read as a stack of its own cells: the other rows' cells can only
                // widen their columns, so the room is an upper bound. Its spacing is the grid's.
                let spacingArgument =
                    name == "GridRow"
                    ? steps[(i + 1)...].first { $0.kind == .container && $0.name == "Grid" }?.call.argument(
                        "horizontalSpacing")
                    : step.call.argument("spacing")
                let spacing = spacingArgument.flatMap { numberValue($0, least: true) } ?? LayoutFacts.stackSpacing
                let font = siblingFont(after: i, in: steps)
                var children: [LayoutRoom.Child] = []
                var subject = 0
                for (index, item) in closure.statements.enumerated() {
                    if index == statement.index {
                        // The text's own child: its priority (its padding is a step of its own).
                        subject = children.count
                        children.append(LayoutRoom.Child(.subject, priority: child(item.item, font: font).priority))
                    } else {
                        // An `if`'s views are the stack's children when it holds: the room when they show.
                        children += shownViews(item.item).map { child($0, font: font) }
                    }
                }
                if children.count > 1 {
                    inner.append(.row(LayoutRoom.Row(what: name, spacing: spacing, children: children, index: subject)))
                }
            } else if name == "overlay" || name == "background" {
                // An overlay's or background's content is offered the size of the view it is
                // applied to: its frame's width, when the source gives one.
                if let width = baseWidth(of: step.call) { inner.append(.frame(width: width, maxWidth: nil)) }
                break walk
            } else if name == "LazyVGrid", step.part == .trailing, let columns = gridColumns(step.call) {
                // A cell of the grid: one column's width (the grid passes its own on).
                inner.append(.columns(columns))
            } else if name == "ScrollView",
                step.call.firstUnlabeledArgument.flatMap(memberName) == "horizontal"
            {
                inner.append(.unbounded(what: "horizontal ScrollView"))
                break walk
            } else if name == "List" || name == "Form" {
                // Rows on inset-grouped cards (a `Form`, a `List` whose style does not say
                // otherwise) are narrower by the card's inset, assumed (`LayoutFacts`).
                inList = true
                if name == "Form" || hasCards(step.call) {
                    inner.append(
                        .inset(
                            leading: LayoutFacts.insetGroupedCardInset, trailing: LayoutFacts.insetGroupedCardInset,
                            what: "inset-grouped card", assumed: true))
                }
                break walk
            } else if !passThrough.contains(name) || !isInLabel(step) {
                // A button's action, a menu's items, a link's destination are elsewhere on
                // screen (or not on it): the view's own frame and row are not theirs.
                // A view whose layout is not read (a custom container, a grid, a
                // `GeometryReader`, an overlay, a sheet): what it offers is unknown.
                break walk
            }
        }
    }
    return (inner, inList)
}

/// The width of the view a modifier (`overlay`, `background`) is applied to: the nearest
/// `frame(width:)` inside it, widened by the horizontal paddings between the two
/// (`Image(…).frame(width: 80).padding(4).overlay { … }`: 88); `nil` when none is written.
private func baseWidth(of modifier: FunctionCallExprSyntax) -> Double? {
    var padding = 0.0
    var current = modifier.memberBase
    while let call = current.map(unwrapped)?.as(FunctionCallExprSyntax.self), let base = call.memberBase {
        switch call.calleeName {
        case "padding":
            guard let inset = horizontalPadding(call) else { return nil }
            padding += inset.leading + inset.trailing
        case "frame":
            if let width = call.argument("width").flatMap(numberValue) { return width + padding }
            if call.argument("maxWidth") != nil || call.argument("minWidth") != nil { return nil }
        case "fixedSize", "overlay", "background":
            return nil
        default:
            break
        }
        current = base
    }
    return nil
}

/// The insets a button style puts between a button's edge and its label (`.buttonStyle(…)`'s
/// argument): `.bordered`, `.borderedProminent`, `.glass` and `.glassProminent` an assumed
/// `LayoutFacts.borderedButtonInset` each side; the app's own style (`PrimaryButtonStyle()`,
/// `.primary` for a `PrimaryButtonStyle`) the paddings its `makeBody` gives the label
/// (`ProjectIndex.buttonStyles`); none for `.plain`, `.borderless`, `.automatic` and styles
/// not read.
private func buttonStyleSteps(_ style: ExprSyntax) -> [LayoutRoom.Step] {
    let e = unwrapped(style)
    var name = e.as(FunctionCallExprSyntax.self)?.calleeName ?? memberName(e) ?? ""
    if name == "init", let type = e.as(FunctionCallExprSyntax.self)?.memberBase.flatMap(memberName) {
        name = type
    }
    switch name {
    case "bordered", "borderedProminent", "glass", "glassProminent", "BorderedButtonStyle",
        "BorderedProminentButtonStyle", "GlassButtonStyle", "GlassProminentButtonStyle":
        let inset = LayoutFacts.borderedButtonInset
        return [.inset(leading: inset, trailing: inset, what: "\(name) button style", assumed: true)]
    default:
        let styles = AppStyles.current.buttonStyles
        // `.primary` is conventionally the static member of `PrimaryButtonStyle`.
        let capitalized = name.prefix(1).uppercased() + name.dropFirst()
        return styles[name] ?? styles[capitalized + "ButtonStyle"] ?? styles[capitalized + "Style"] ?? []
    }
}

/// The steps an app's button style's `makeBody(configuration:)` puts around the label,
/// innermost first: the horizontal paddings of the modifiers applied to `configuration.label`,
/// up to a `frame(width:)` (which sets the label's width); `nil` when the body shows no
/// `configuration.label`.
func buttonStyleInsets(_ body: CodeBlockSyntax) -> [LayoutRoom.Step]? {
    final class LabelFinder: SyntaxVisitor {
        var found: MemberAccessExprSyntax?
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, node.declName.baseName.text == "label",
                node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "configuration"
            {
                found = node
            }
            return found == nil ? .visitChildren : .skipChildren
        }
    }
    let finder = LabelFinder(viewMode: .sourceAccurate)
    finder.walk(body)
    guard let label = finder.found else { return nil }
    var steps: [LayoutRoom.Step] = []
    var current = Syntax(label)
    // `label.padding(…)`: the label is the base of a member access called as a modifier.
    while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
        let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == Syntax(member).id
    {
        switch member.declName.baseName.text {
        case "padding":
            if let inset = horizontalPadding(call) {
                steps.append(.inset(leading: inset.leading, trailing: inset.trailing, what: "button style padding"))
            }
        case "frame":
            if let width = call.argument("width").flatMap(numberValue) {
                steps.append(.frame(width: width, maxWidth: nil))
                return steps
            }
        default: break
        }
        current = Syntax(call)
    }
    return steps
}

/// The element's font as the draft has it (its text style, a fixed size), Body when none.
private func elementFont(_ draft: ElementDraft) -> FontSpecification {
    fontSpecification(FontDescription(style: draft.textStyle, size: draft.fontSize, family: draft.fontFamily))
        ?? .textStyle(.body)
}

/// The font the children of the container at `index` inherit: the nearest `.font` applied
/// outside it, else Body.
private func siblingFont(after index: Int, in steps: [ContextStep]) -> FontSpecification {
    for step in steps[(index + 1)...] where step.kind == .modifier && step.name == "font" {
        if let font = step.call.firstUnlabeledArgument.flatMap(swiftUIFont).flatMap(fontSpecification) {
            return font
        }
    }
    return .textStyle(.body)
}

/// `.padding()`, `.padding(12)`, `.padding(.horizontal, 12)`, `.padding(.leading)`: the
/// points taken off each side; `nil` when it pads no horizontal edge or its length is not a literal.
func horizontalPadding(_ call: FunctionCallExprSyntax) -> (leading: Double, trailing: Double)? {
    let arguments = Array(call.arguments)
    if arguments.isEmpty { return (LayoutFacts.defaultPadding, LayoutFacts.defaultPadding) }
    if arguments.count == 1, arguments[0].label == nil {
        if let n = numberValue(arguments[0].expression, least: true) { return (n, n) }
        if let edges = edgeSet(arguments[0].expression) {
            return edges(LayoutFacts.defaultPadding)
        }
        return nil
    }
    if arguments.count == 2, let edges = edgeSet(arguments[0].expression),
        let n = numberValue(arguments[1].expression, least: true)
    {
        return edges(n)
    }
    return nil
}

/// The horizontal edges an `Edge.Set` expression pads: `.horizontal`, `.all`, `.leading`,
/// `[.leading, .trailing]`; as a function of the length. `nil` when it pads none (`.vertical`).
private func edgeSet(_ expression: ExprSyntax) -> ((Double) -> (Double, Double))? {
    let e = unwrapped(expression)
    var names: [String] = []
    if let array = e.as(ArrayExprSyntax.self) {
        names = array.elements.compactMap { memberName($0.expression) }
    } else if let name = memberName(e) {
        names = [name]
    }
    let leading = names.contains { ["all", "horizontal", "leading"].contains($0) }
    let trailing = names.contains { ["all", "horizontal", "trailing"].contains($0) }
    guard leading || trailing else { return nil }
    return { n in (leading ? n : 0, trailing ? n : 0) }
}

/// The views one statement of a view builder adds: the statement, or the views of an `if`'s
/// first branch (`if let url { Image(…) }`: the room when they show).
func shownViews(_ item: CodeBlockItemSyntax.Item) -> [CodeBlockItemSyntax.Item] {
    let expression = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
    if let ifExpr = expression?.as(IfExprSyntax.self) {
        return ifExpr.body.statements.flatMap { shownViews($0.item) }
    }
    return [item]
}

/// A number a modifier's argument gives: a literal, or a constant of the type around it
/// (`let imageHeight: CGFloat = 100`, `static let size = 24.0`, `Self.size`).
func numberValue(_ expression: ExprSyntax) -> Double? {
    numberValue(expression, least: false)
}

/// `numberValue(_:)`, or with `least` the smallest number a computed property of the type can
/// give, when every value it returns is a number literal (`var imageHeight: CGFloat { isCompact ?
/// 100 : 200 }` or `if … { return 100 }; return 200`: 100). For widths whose least value gives
/// the text the most room (a sibling's width, a padding, a spacing), so that the room stays an
/// upper bound.
func numberValue(_ expression: ExprSyntax, least: Bool) -> Double? {
    if let n = numberLiteral(expression) { return n }
    let e = unwrapped(expression)
    let name: String
    if let reference = e.as(DeclReferenceExprSyntax.self) {
        name = reference.baseName.text
    } else if let member = e.as(MemberAccessExprSyntax.self),
        let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, base == "Self" || base == "self"
    {
        name = member.declName.baseName.text
    } else {
        return nil
    }
    if let constant = memberValue(named: name, around: expression, constantsOnly: true).flatMap(numberLiteral) {
        return constant
    }
    return least ? computedNumbers(named: name, around: expression)?.min() : nil
}

/// The values a computed property's `return` statements give (not those of closures in it).
private final class ReturnedValues: SyntaxVisitor {
    var values: [ExprSyntax] = []
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let e = node.expression { values.append(e) }
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Every number a computed property `name` of the type around `node` returns (`return 100`, a
/// ternary's branches, a one-expression getter), or `nil` when one of its values is not a
/// number literal.
private func computedNumbers(named name: String, around node: ExprSyntax) -> [Double]? {
    var current = Syntax(node).parent
    while let n = current, !isTypeDeclaration(n.kind) { current = n.parent }
    guard let type = current, let members = type.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else {
        return nil
    }
    for member in members {
        guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
        for binding in variable.bindings
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            guard let block = binding.accessorBlock else { return nil }
            var values: [ExprSyntax] = []
            if let single = singleValue(block) {
                values = [single]
            } else {
                let returns = ReturnedValues(viewMode: .sourceAccurate)
                returns.walk(block)
                values = returns.values
            }
            // A ternary's branches (`c ? 100 : 200`, unfolded: `c`, `? 100 :`, `200`).
            values = values.flatMap { value -> [ExprSyntax] in
                if let sequence = unwrapped(value).as(SequenceExprSyntax.self) {
                    let elements = Array(sequence.elements)
                    if elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) {
                        return [ternary.thenExpression, elements[2]]
                    }
                }
                return [value]
            }
            let numbers = values.compactMap(numberLiteral)
            return numbers.isEmpty || numbers.count < values.count ? nil : numbers
        }
    }
    return nil
}

/// The value the type around `node` gives its member `name`: a stored property's initial value
/// (`let` only when `constantsOnly`), or a computed property's one expression.
func memberValue(named name: String, around node: some SyntaxProtocol, constantsOnly: Bool) -> ExprSyntax? {
    var current = Syntax(node).parent
    while let n = current {
        let members =
            n.as(StructDeclSyntax.self)?.memberBlock.members ?? n.as(ClassDeclSyntax.self)?.memberBlock.members
            ?? n.as(EnumDeclSyntax.self)?.memberBlock.members ?? n.as(ExtensionDeclSyntax.self)?.memberBlock.members
        if let members {
            for member in members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings
                where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    if let value = binding.initializer?.value {
                        return variable.bindingSpecifier.text == "let" || !constantsOnly ? value : nil
                    }
                    return constantsOnly ? nil : binding.accessorBlock.flatMap(singleValue)
                }
            }
            return nil
        }
        current = n.parent
    }
    return nil
}

/// The columns of `LazyVGrid(columns: …)`: an array of `GridItem`s, `Array(repeating:count:)`, or
/// a property of the type holding either; `nil` when they are not written out (a count chosen
/// at run time).
func gridColumns(_ grid: FunctionCallExprSyntax) -> LayoutRoom.Columns? {
    guard let argument = grid.argument("columns"), let items = gridItems(argument, depth: 0), !items.isEmpty
    else { return nil }
    return LayoutRoom.Columns(what: grid.calleeName ?? "LazyVGrid", items: items)
}

private func gridItems(_ expression: ExprSyntax, depth: Int) -> [LayoutRoom.Columns.Item]? {
    let e = unwrapped(expression)
    if let array = e.as(ArrayExprSyntax.self) {
        let items = array.elements.map { gridItem($0.expression) }
        return items.contains { $0 == nil } ? nil : items.compactMap { $0 }
    }
    if let call = e.as(FunctionCallExprSyntax.self), call.calleeName == "Array",
        let repeating = call.argument("repeating"), let item = gridItem(repeating),
        let count = call.argument("count").flatMap(numberValue), count >= 1, count <= 64
    {
        return Array(repeating: item, count: Int(count))
    }
    guard depth < 2 else { return nil }
    let name =
        e.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? e.as(MemberAccessExprSyntax.self).flatMap { member in
            ["self", "Self"].contains(member.base?.trimmedText ?? "") ? member.declName.baseName.text : nil
        }
    guard let name, let value = memberValue(named: name, around: expression, constantsOnly: false) else { return nil }
    return gridItems(value, depth: depth + 1)
}

/// One `GridItem(_ size: = .flexible(), spacing: = nil)`; `nil` when its size is not written out.
private func gridItem(_ expression: ExprSyntax) -> LayoutRoom.Columns.Item? {
    guard let call = unwrapped(expression).as(FunctionCallExprSyntax.self),
        call.calleeName == "GridItem" || call.calleeName == "init"
    else { return nil }
    let spacing = call.argument("spacing").flatMap(numberValue) ?? LayoutFacts.stackSpacing
    guard let sizeArgument = call.firstUnlabeledArgument else {
        return LayoutRoom.Columns.Item(.flexible(minimum: 10, maximum: nil), spacing: spacing)
    }
    guard let size = unwrapped(sizeArgument).as(FunctionCallExprSyntax.self), let kind = size.calleeName else {
        return nil
    }
    func length(_ label: String?) -> Double?? {
        guard let argument = label.map({ size.argument($0) }) ?? size.firstUnlabeledArgument else { return .some(nil) }
        if memberName(argument) == "infinity" { return .some(nil) }
        return numberValue(argument).map { .some($0) }
    }
    switch kind {
    case "fixed":
        guard case .some(let w?) = length(nil) else { return nil }
        return LayoutRoom.Columns.Item(.fixed(w), spacing: spacing)
    case "flexible":
        guard case .some(let minimum) = length("minimum"), case .some(let maximum) = length("maximum") else {
            return nil
        }
        return LayoutRoom.Columns.Item(.flexible(minimum: minimum ?? 10, maximum: maximum), spacing: spacing)
    case "adaptive":
        guard case .some(let minimum?) = length("minimum"), case .some(let maximum) = length("maximum") else {
            return nil
        }
        return LayoutRoom.Columns.Item(.adaptive(minimum: minimum, maximum: maximum), spacing: spacing)
    default:
        return nil
    }
}

/// A row's child other than the text's, as the row sizes it.
func child(_ item: CodeBlockItemSyntax.Item, font inherited: FontSpecification) -> LayoutRoom.Child {
    guard let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression else {
        return LayoutRoom.Child(.unknown(what: "a statement"))
    }
    var e = unwrapped(expression)
    var priority = 0.0
    var padding = 0.0
    var font: FontSpecification?
    var frameWidth: Double?
    var fills = false
    var labelsHidden = false
    var resizable = false
    // The modifiers, outermost first.
    while let call = e.as(FunctionCallExprSyntax.self), let base = call.memberBase, let name = call.calleeName {
        switch name {
        case "layoutPriority": priority = call.firstUnlabeledArgument.flatMap(numberLiteral) ?? priority
        case "padding":
            if frameWidth == nil, let inset = horizontalPadding(call) { padding += inset.leading + inset.trailing }
        case "font":
            if font == nil { font = call.firstUnlabeledArgument.flatMap(swiftUIFont).flatMap(fontSpecification) }
        case "frame":
            if let width = call.argument("width").flatMap({ numberValue($0, least: true) }) {
                frameWidth = width
                padding = 0
            } else if call.argument("width") != nil {
                return LayoutRoom.Child(.unknown(what: "a frame width set at run time"), priority: priority)
            } else if let max = call.argument("maxWidth"), memberName(max) == "infinity" {
                fills = true
            }
        case "labelsHidden": labelsHidden = true
        case "resizable": resizable = true
        default: break
        }
        e = unwrapped(base)
    }
    let wrap = { (kind: LayoutRoom.Child.Kind) in LayoutRoom.Child(kind, priority: priority, padding: padding) }
    if let frameWidth {
        return LayoutRoom.Child(.fixed(frameWidth, what: "frame width", assumed: false), priority: priority)
    }
    if fills { return wrap(.filling(what: "a view with maxWidth: .infinity")) }
    if e.is(MemberAccessExprSyntax.self), let name = memberName(e), e.description.contains("Color") || name == "clear" {
        return wrap(.filling(what: "a colour"))
    }
    guard let call = e.as(FunctionCallExprSyntax.self), let name = call.calleeName else {
        return wrap(.unknown(what: e.trimmedText.prefix(40).description))
    }
    let own = font ?? inherited
    switch name {
    case "Image":
        if call.argument("systemName") != nil { return wrap(.symbol(own, what: "symbol")) }
        return wrap(.unknown(what: resizable ? "a resizable image" : "an image"))
    case "Text":
        if let verbatim = call.argument("verbatim").flatMap(plainString) { return wrap(.text(.literal(verbatim), own)) }
        if let first = call.firstUnlabeledArgument, let key = literalKey(first), !key.interpolated {
            let table = call.argument("tableName").flatMap(plainString) ?? "Localizable"
            return wrap(.text(.key(key.key, table: table), own))
        }
        return wrap(.unknown(what: "a text set at run time"))
    case "Spacer":
        return LayoutRoom.Child(
            .spacer(minLength: call.argument("minLength").flatMap(numberLiteral) ?? LayoutFacts.spacerMinLength))
    case "Divider":
        return wrap(.fixed(LayoutFacts.dividerWidth, what: "Divider", assumed: true))
    case "Toggle" where labelsHidden:
        return wrap(.switchControl)
    case "Rectangle", "RoundedRectangle", "Capsule", "Circle", "Color":
        return wrap(.filling(what: name))
    case "Button", "Menu", "Link":
        // A button titled with a key or literal (`Button("edit") { }`): its title's width (a
        // style's insets around it are not counted, so the room stays an upper bound).
        if let title = call.firstUnlabeledArgument, let key = literalKey(title), !key.interpolated {
            let table = call.argument("tableName").flatMap(plainString) ?? "Localizable"
            return wrap(.text(.key(key.key, table: table), own))
        }
        // A button whose label is one symbol or one text (`Button { } label: { Image(systemName:) }`).
        let label =
            call.closures.first { $0.label == "label" }?.closure
            ?? (trailingClosureIsLabel(call) ? call.trailingClosure : nil)
        if let label, label.statements.count == 1, let only = label.statements.first {
            let inner = child(only.item, font: own)
            switch inner.kind {
            case .symbol, .text:
                return LayoutRoom.Child(inner.kind, priority: priority, padding: padding + inner.padding)
            default:
                break
            }
        }
        return wrap(.unknown(what: "a \(name)"))
    default:
        return wrap(.unknown(what: name.first?.isUppercase == true ? name : "a view"))
    }
}
