import Foundation
import LegibleAudit
import LegibleText
import SwiftSyntax

/// The views a type builds in code and how it arranges them, as values: which class each named
/// view is, the arranged subviews of its stack views, its Auto Layout constraints and
/// compression resistance priorities. Read by `UIKitLayoutReader` to work out the room a label
/// gets (Docs/layout.md, "UIKit written in code").
///
/// Views are known by the last name of their path (`self.titleLabel`, `titleLabel` and
/// `cell.titleLabel` are all `titleLabel`), as the type's settings are (`UIKitConfigurationCollector`).
struct UIKitViews: Sendable, Hashable {
    /// The class the type inherits from (`UITableViewCell`), when it is a class declaration.
    var superclass: String?
    /// `super.init(style: .value1, …)` in a table view cell: the style's name.
    var cellStyle: String?
    /// View name → the class it is made from (`UIImageView`), from its type annotation or its initializer.
    var classes: [String: String] = [:]
    /// Stack view name → its arranged subviews' names, in order ("" for one that is not a name).
    var arranged: [String: [String]] = [:]
    /// Image view name → the font its symbol image is drawn in, for image views showing
    /// `UIImage(systemName:)`.
    var symbols: [String: FontSpecification] = [:]
    /// Every `anchor.constraint(…)` the type makes.
    var constraints: [Constraint] = []
    /// View name → its horizontal compression resistance priority, when it sets one.
    var compressionResistance: [String: Double] = [:]
    /// View name → the view it is added to with `addSubview` ("self" for a bare call).
    var superviews: [String: String] = [:]
    /// Local names for a view's layout guide: `let margins = view.layoutMarginsGuide`.
    var guides: [String: Anchor] = [:]
    /// Views the type may hide: it sets their `isHidden` to anything but `false`.
    var mayHide: Set<String> = []
    /// Stack view name → arranged view → `setCustomSpacing(_:after:)`'s points (`nil`: not a literal).
    var customSpacing: [String: [String: Double?]] = [:]
    /// `view.property` pairs the type sets to more than one value (`axis = .vertical` in one
    /// branch, `.horizontal` in another): decided at run time.
    var varying: Set<String> = []
    /// The values each layout property of each view is set to, as written, to find `varying`.
    var written: [String: Set<String>] = [:]

    /// Merges `other` (the same type's extension in another file) in: what this one has wins.
    mutating func merge(_ other: UIKitViews) {
        superclass = superclass ?? other.superclass
        cellStyle = cellStyle ?? other.cellStyle
        classes.merge(other.classes) { mine, _ in mine }
        arranged.merge(other.arranged) { mine, theirs in mine + theirs }
        symbols.merge(other.symbols) { mine, _ in mine }
        constraints += other.constraints
        compressionResistance.merge(other.compressionResistance) { mine, _ in mine }
        superviews.merge(other.superviews) { mine, _ in mine }
        guides.merge(other.guides) { mine, _ in mine }
        mayHide.formUnion(other.mayHide)
        customSpacing.merge(other.customSpacing) { mine, theirs in mine.merging(theirs) { a, _ in a } }
        written.merge(other.written) { $0.union($1) }
        varying = Set(written.filter { $0.value.count > 1 }.keys)
    }

    /// The properties of a stack view or a view's margins whose value decides the layout.
    static let layoutProperties: Set<String> = [
        "axis", "spacing", "distribution", "isLayoutMarginsRelativeArrangement", "layoutMargins",
        "directionalLayoutMargins",
    ]

    /// A view's name from a path to it: its last component, or `owner.contentView` for another
    /// view's content view (`blurView.contentView`), which is not the type's own.
    static func name(_ path: [String]) -> String? {
        guard let last = path.last else { return nil }
        if last == "contentView", path.count >= 2 { return path[path.count - 2] + ".contentView" }
        return last
    }

    /// One side of a constraint: a view's (or its layout guide's) anchor.
    struct Anchor: Sendable, Hashable {
        /// The view ("self" for the type's own view).
        var item: String
        /// `layoutMarginsGuide`, `readableContentGuide`, `safeAreaLayoutGuide`; `nil` for the view's edges.
        var guide: String?
        /// `leading`, `trailing`, `width`, `centerX` … (`left` and `right` read as `leading` and `trailing`).
        var edge: String
    }

    /// `first.constraint(relation: second, constant:)` or `first.constraint(relationToConstant:)`.
    struct Constraint: Sendable, Hashable {
        /// The anchor the constraint is made on.
        var first: Anchor
        /// `equal`, `lessThanOrEqual`, `greaterThanOrEqual`.
        var relation: Relation
        /// The other anchor; `nil` for a constant (`widthAnchor.constraint(equalToConstant: 24)`).
        var second: Anchor?
        /// Points; `nil` when it is not a number literal (a named constant: the constraint is unknown).
        var constant: Double?

        /// How the two sides relate.
        enum Relation: String, Sendable, Hashable {
            case equal, lessThanOrEqual, greaterThanOrEqual

            /// The relation read from the other side (`a ≤ b` is `b ≥ a`).
            var reversed: Relation {
                switch self {
                case .equal: .equal
                case .lessThanOrEqual: .greaterThanOrEqual
                case .greaterThanOrEqual: .lessThanOrEqual
                }
            }
        }
    }

    /// The layout guides whose anchors the reader follows.
    static let guideNames: Set<String> = ["layoutMarginsGuide", "readableContentGuide", "safeAreaLayoutGuide"]
}

/// A `UILayoutPriority` written as a literal: `.required` (1000), `.defaultHigh` (750),
/// `.defaultLow` (250), `.fittingSizeLevel` (50), `UILayoutPriority(999)`,
/// `UILayoutPriority(rawValue: 999)`, `999`, and `.defaultHigh + 1` / `.required - 1`
/// (https://developer.apple.com/documentation/uikit/uilayoutpriority). `nil` for anything else.
func layoutPriority(_ expression: ExprSyntax) -> Double? {
    let e = unwrapped(expression)
    if let n = numberLiteral(e) { return n }
    if let sequence = e.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
            let base = layoutPriority(elements[0]), let delta = numberLiteral(elements[2])
        else { return nil }
        return op == "+" ? base + delta : op == "-" ? base - delta : nil
    }
    if let call = e.as(FunctionCallExprSyntax.self), call.calleeName == "UILayoutPriority" || call.calleeName == "init"
    {
        return (call.argument("rawValue") ?? call.firstUnlabeledArgument).flatMap(numberLiteral)
    }
    switch memberName(e) {
    case "required": return 1000
    case "defaultHigh": return 750
    case "defaultLow": return 250
    case "fittingSizeLevel": return 50
    default: return nil
    }
}

/// The font a `UIImage.SymbolConfiguration` draws a symbol in: `(textStyle: .body)` scales with
/// the style (Apple, uiimage/symbolconfiguration-swift.class/init(textstyle:)); `(pointSize: 20)`
/// is that size, fixed; `(font: …)` that font. `nil` when it names none of these.
func symbolConfigurationFont(_ expression: ExprSyntax) -> FontSpecification? {
    guard let call = unwrapped(expression).as(FunctionCallExprSyntax.self) else { return nil }
    if let style = call.argument("textStyle").flatMap(memberName).flatMap(TextStyle.init(name:)) {
        return .textStyle(style)
    }
    if let size = call.argument("pointSize").flatMap(numberLiteral) {
        return .fixed(family: nil, pointSize: size, weight: .regular, scalesWith: nil)
    }
    if let font = call.argument("font").flatMap(uiKitFont) { return fontSpecification(font) }
    return nil
}

/// The font of the symbol `UIImage(systemName:)` shows, when `expression` is one (its
/// `withConfiguration:` read; without one, `LayoutFacts.defaultSymbolFont`). `nil` when it is no
/// system symbol.
func systemSymbolFont(_ expression: ExprSyntax) -> FontSpecification? {
    var e = unwrapped(expression)
    while true {
        if let forced = e.as(ForceUnwrapExprSyntax.self) {
            e = forced.expression
        } else if let optional = e.as(OptionalChainingExprSyntax.self) {
            e = optional.expression
        } else if let call = e.as(FunctionCallExprSyntax.self), call.calleeName != "UIImage",
            call.calleeName != "init", let base = call.memberBase
        {
            // `UIImage(systemName: "x")?.withRenderingMode(.alwaysTemplate)`.
            if call.calleeName == "applyingSymbolConfiguration" || call.calleeName == "withConfiguration" {
                if let inner = systemSymbolFont(base) {
                    return call.firstUnlabeledArgument.flatMap(symbolConfigurationFont) ?? inner
                }
                return nil
            }
            e = unwrapped(base)
        } else {
            break
        }
    }
    guard let call = e.as(FunctionCallExprSyntax.self), call.calleeName == "UIImage" || call.calleeName == "init",
        call.argument("systemName") != nil
    else { return nil }
    return call.argument("withConfiguration").flatMap(symbolConfigurationFont) ?? LayoutFacts.defaultSymbolFont
}

/// Pass 2, UIKit, first step beside `UIKitConfigurationCollector`: the views each type builds and
/// arranges (`UIKitViews`), keyed by type path.
final class UIKitLayoutCollector: SyntaxVisitor, KindedVisitor {
    /// The kinds this visitor overrides `visit` or `visitPost` for (`KindedVisitor`).
    static let visitedKinds: Set<SyntaxKind> = [.classDecl, .functionCallExpr, .patternBinding, .sequenceExpr]

    /// Type path → its views.
    private(set) var views: [String: UIKitViews] = [:]
    private let chains = ElseIfChains()
    /// The name of the call the walk is at, shared with the walk's other visitors.
    var callNames = CallNames()

    init() { super.init(viewMode: .sourceAccurate) }

    private func type(_ node: some SyntaxProtocol) -> String {
        enclosingTypePath(node, chains: chains).joined(separator: ".")
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let path = (enclosingTypePath(node, chains: chains) + [node.name.text]).joined(separator: ".")
        if let superclass = superclassName(node.inheritanceClause) {
            views[path, default: UIKitViews()].superclass = superclass
        }
        return .visitChildren
    }

    /// `let icon = UIImageView(image: …)`, `let stack: UIStackView = {…}()`, `let margins = view.layoutMarginsGuide`.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        // Found by climbing the tree only when needed (most bindings make no view).
        lazy var type = self.type(node)
        lazy var target = alias(of: name, around: node)
        if let annotation = node.typeAnnotation?.type {
            let written = trimmingOptionalMarks(annotation.trimmedText)
            if written.first?.isUppercase == true, views[type]?.classes[target] == nil {
                views[type, default: UIKitViews()].classes[target] = written
            }
        }
        if let value = node.initializer?.value {
            if Self.makesView(value) { made(target, value: value, in: type) }
            // The last name first: most values are not guides, and their path is not built.
            // (An empty last name, missing to the parser, is left out of the split path: read in full.)
            if lastDottedName(unwrapped(value)).map({ $0.isEmpty || UIKitViews.guideNames.contains($0) }) == true,
                let path = dottedPath(unwrapped(value)).map({ $0.split(separator: ".").map(String.init) }),
                let last = path.last, UIKitViews.guideNames.contains(last)
            {
                let item = path.count >= 2 && path[path.count - 2] != "self" ? path[path.count - 2] : "self"
                views[type, default: UIKitViews()].guides[name] = UIKitViews.Anchor(item: item, guide: last, edge: "")
            }
        }
        return .visitChildren
    }

    /// `titleLabel = UILabel()`, `stack = UIStackView(arrangedSubviews: […])`, `icon.image = UIImage(systemName:)`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let (lhs, rhs) = assignment(node), let path = assignedPath(lhs) else { return .visitChildren }
        // Both found by climbing the tree, so only when needed (most assignments set no view).
        lazy var type = self.type(node)
        if path.count >= 2 {
            let property = path[path.count - 1]
            lazy var view = alias(of: UIKitViews.name(Array(path.dropLast())) ?? "", around: node)
            if property == "isHidden", unwrapped(rhs).as(BooleanLiteralExprSyntax.self)?.literal.text != "false" {
                views[type, default: UIKitViews()].mayHide.insert(view)
            }
            if UIKitViews.layoutProperties.contains(property) {
                let key = view + "." + property
                views[type, default: UIKitViews()].written[key, default: []].insert(rhs.trimmedText)
                if views[type]?.written[key]?.count ?? 0 > 1 { views[type]?.varying.insert(key) }
            }
        }
        if path.count == 1 {
            made(alias(of: path[0], around: node), value: rhs, in: type)
        } else if path.count >= 2,
            path[path.count - 1] == "image" || path[path.count - 1] == "preferredSymbolConfiguration"
        {
            let view = alias(of: path[path.count - 2], around: node)
            if path[path.count - 1] == "image", let font = systemSymbolFont(rhs) {
                views[type, default: UIKitViews()].symbols[view] = views[type]?.symbols[view] ?? font
            } else if let font = symbolConfigurationFont(rhs) {
                // A preferred configuration overrides the image's own.
                views[type, default: UIKitViews()].symbols[view] = font
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = callNames.name(of: node), Self.arrangingCalls.contains(name) else { return .visitChildren }
        let type = type(node)
        let base = node.memberBase.flatMap(assignedPath).flatMap(UIKitViews.name)
        switch name {
        case "constraint":
            if let constraint = constraint(node) { views[type, default: UIKitViews()].constraints.append(constraint) }
        case "addArrangedSubview", "insertArrangedSubview":
            guard let stack = base.map({ alias(of: $0, around: node) }), let argument = node.firstUnlabeledArgument
            else { break }
            // A view made in the call (`addArrangedSubview(UIView())`) has no name: "".
            let added = Self.forEachElements(argument, around: node) ?? [assignedPath(argument)?.last ?? ""]
            var list = views[type]?.arranged[stack] ?? []
            if name == "insertArrangedSubview", let at = node.argument("at").flatMap(numberLiteral), at >= 0 {
                list.insert(contentsOf: added, at: min(Int(at), list.count))
            } else {
                list += added
            }
            views[type, default: UIKitViews()].arranged[stack] = list
        case "setCustomSpacing":
            guard let stack = base.map({ alias(of: $0, around: node) }),
                let after = node.argument("after").flatMap(assignedPath)?.last,
                let value = node.firstUnlabeledArgument
            else { break }
            views[type, default: UIKitViews()].customSpacing[stack, default: [:]][after] = numberLiteral(value)
        case "addSubview":
            guard let view = node.firstUnlabeledArgument.flatMap(assignedPath)?.last else { break }
            let parent = base.map { alias(of: $0, around: node) } ?? "self"
            if views[type]?.superviews[view] == nil { views[type, default: UIKitViews()].superviews[view] = parent }
        case "setContentCompressionResistancePriority":
            guard node.argument("for").flatMap(memberName) == "horizontal",
                let priority = node.firstUnlabeledArgument.flatMap(layoutPriority)
            else { break }
            let view = base.map { alias(of: $0, around: node) } ?? "self"
            views[type, default: UIKitViews()].compressionResistance[view] = priority
        case "init":
            // `super.init(style: .value1, reuseIdentifier: …)` in a cell's initializer.
            if node.memberBase?.trimmedText == "super", let style = node.argument("style").flatMap(memberName),
                node.argument("reuseIdentifier") != nil
            {
                views[type, default: UIKitViews()].cellStyle = style
            }
        default:
            break
        }
        return .visitChildren
    }

    /// The calls `visit(_: FunctionCallExprSyntax)` reads (the others cost no search for their type).
    private static let arrangingCalls: Set<String> = [
        "constraint", "addArrangedSubview", "insertArrangedSubview", "setCustomSpacing", "addSubview",
        "setContentCompressionResistancePriority", "init",
    ]

    /// `[a, b].forEach { stack.addArrangedSubview($0) }`: the array's names, when `argument` is
    /// the closure's `$0`; `nil` otherwise.
    private static func forEachElements(_ argument: ExprSyntax, around node: some SyntaxProtocol) -> [String]? {
        guard unwrapped(argument).as(DeclReferenceExprSyntax.self)?.baseName.text == "$0" else { return nil }
        var current = node.parent
        while let n = current, !n.is(ClosureExprSyntax.self) { current = n.parent }
        guard let call = current?.parent?.as(FunctionCallExprSyntax.self), call.calleeName == "forEach",
            let array = call.memberBase.flatMap({ unwrapped($0).as(ArrayExprSyntax.self) })
        else { return [""] }
        return array.elements.map { assignedPath($0.expression)?.last ?? "" }
    }

    /// Whether `value` is a bare call of an uppercase name (`UIStackView(…)`): what `made` reads.
    private static func makesView(_ value: ExprSyntax) -> Bool {
        guard let call = unwrapped(value).as(FunctionCallExprSyntax.self), call.isBareCall,
            let callee = call.calleeName
        else { return false }
        return callee.startsUppercase
    }

    /// What `value` makes `name`: a view class, a stack view's arranged subviews, a symbol image.
    private func made(_ name: String, value: ExprSyntax, in type: String) {
        guard Self.makesView(value), let call = unwrapped(value).as(FunctionCallExprSyntax.self),
            let callee = call.calleeName
        else { return }
        views[type, default: UIKitViews()].classes[name] = callee
        if callee == "UIStackView",
            let list = call.argument("arrangedSubviews").flatMap({
                unwrapped($0).as(ArrayExprSyntax.self)
            })
        {
            views[type, default: UIKitViews()].arranged[name] = list.elements.map {
                assignedPath($0.expression)?.last ?? ""
            }
        }
        if callee == "UIImageView", let image = call.argument("image") ?? call.firstUnlabeledArgument,
            let font = systemSymbolFont(image)
        {
            views[type, default: UIKitViews()].symbols[name] = font
        }
    }

    /// `a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 16)` and its kin.
    private func constraint(_ node: FunctionCallExprSyntax) -> UIKitViews.Constraint? {
        guard let first = node.memberBase.flatMap({ anchor($0, around: node) }) else { return nil }
        if let multiplier = node.argument("multiplier"), numberLiteral(multiplier) != 1 { return nil }
        let relations: [(String, UIKitViews.Constraint.Relation)] = [
            ("equalTo", .equal), ("lessThanOrEqualTo", .lessThanOrEqual), ("greaterThanOrEqualTo", .greaterThanOrEqual),
        ]
        for (label, relation) in relations {
            if let other = node.argument(label) {
                guard let second = anchor(other, around: node) else { return nil }
                let constant = node.argument("constant").map(numberLiteral) ?? 0
                return UIKitViews.Constraint(first: first, relation: relation, second: second, constant: constant)
            }
            if let value = node.argument(label + "Constant") {
                return UIKitViews.Constraint(
                    first: first, relation: relation, second: nil, constant: numberLiteral(value))
            }
        }
        return nil
    }

    /// `self.contentView.layoutMarginsGuide.leadingAnchor` → contentView, layoutMarginsGuide, leading.
    private func anchor(_ expression: ExprSyntax, around node: some SyntaxProtocol) -> UIKitViews.Anchor? {
        guard var path = dottedPath(unwrapped(expression)).map({ $0.split(separator: ".").map(String.init) }),
            let last = path.popLast(), last.hasSuffix("Anchor")
        else { return nil }
        var edge = String(last.dropLast("Anchor".count))
        if edge == "left" { edge = "leading" }
        if edge == "right" { edge = "trailing" }
        if path.first == "self" { path.removeFirst() }
        var guide: String?
        if let g = path.last, UIKitViews.guideNames.contains(g) {
            guide = g
            path.removeLast()
        } else if path.count == 1, let alias = views[type(node)]?.guides[path[0]] {
            return UIKitViews.Anchor(item: alias.item, guide: alias.guide, edge: edge)
        }
        let item = UIKitViews.name(path).map { alias(of: $0, around: node) } ?? "self"
        return UIKitViews.Anchor(item: item, guide: guide, edge: edge)
    }

    private func alias(of name: String, around node: some SyntaxProtocol) -> String {
        closureAlias(of: name, around: node, chains: chains)
    }
}

/// The stored property `name` stands for: the property a closure initializes when `name` is
/// what the closure returns (`let titleLabel: UILabel = { let label = UILabel(); …; return label }()`),
/// else `name`.
func closureAlias(of name: String, around node: some SyntaxProtocol, chains: ElseIfChains?) -> String {
    var current = node.parent
    while let found = current {
        let n = climbing(found, chains)
        // By kind first: most nodes climbed are neither a closure nor a declaration.
        if n.kind == .closureExpr, let closure = n.as(ClosureExprSyntax.self) {
            guard let call = closure.parent?.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(ClosureExprSyntax.self)?.id == closure.id,
                let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let last = closure.statements.last?.item
            else { return name }
            let value = last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self)
            return value?.as(DeclReferenceExprSyntax.self)?.baseName.text == name ? property : name
        }
        if n.is(FunctionDeclSyntax.self) || isTypeDeclaration(n.kind) { return name }
        current = n.parent
    }
    return name
}

/// `text` without the `!` and `?` at its ends (`UILabel!` → `UILabel`): what
/// `trimmingCharacters(in: CharacterSet(charactersIn: "!?"))` gives, without Foundation's
/// bridging (asked of every annotated binding).
func trimmingOptionalMarks(_ text: String) -> String {
    let scalars = text.unicodeScalars
    let isMark = { (scalar: Unicode.Scalar) in scalar == "!" || scalar == "?" }
    guard let first = scalars.firstIndex(where: { !isMark($0) }), let last = scalars.lastIndex(where: { !isMark($0) })
    else { return "" }
    return String(scalars[first...last])
}
