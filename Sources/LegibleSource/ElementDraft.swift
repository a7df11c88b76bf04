import Foundation
import LegibleAudit
import LegibleText
import SwiftSyntax

/// Where a node sits in a call: in an argument (with its label), the first trailing closure, or
/// a labelled trailing closure (`label:`, `message:`).
enum ContextPart: Equatable, Sendable {
    case argument(String?)
    case trailing
    case additional(String)

    /// The label of the argument or closure (`nil` for the first trailing closure or an
    /// unlabelled argument).
    var label: String? {
        switch self {
        case .argument(let label): label
        case .trailing: nil
        case .additional(let label): label
        }
    }
}

/// One step outward from an element: a modifier applied to it (or to a view around it), or a
/// view or modifier whose content it is.
struct ContextStep: Sendable {
    enum Kind: Sendable { case modifier, container }
    var kind: Kind
    var name: String
    var part: ContextPart
    var call: FunctionCallExprSyntax
    /// For a container's first trailing closure: the statement the element is in (0-based) and
    /// how many the closure has (`ViewThatFits`' children).
    var statement: (index: Int, count: Int)? = nil
}

/// The steps from `node` outward to the declaration it sits in (a `body`, a computed property,
/// a function): modifiers applied to it and the views around it, innermost first.
func contextSteps(from node: Syntax, chains: ElseIfChains? = nil) -> [ContextStep] {
    var steps: [ContextStep] = []
    // The last three nodes climbed, innermost first: all a step reads of the way up.
    var child = node
    var grandchild: Syntax?
    var greatGrandchild: Syntax?
    var current = node.parent
    while let found = current {
        let n = climbing(found, chains)
        switch n.kind {
        case .functionDecl, .initializerDecl, .patternBinding, .subscriptDecl, .sourceFile: return steps
        case let kind where isTypeDeclaration(kind): return steps
        default: break
        }
        if let call = n.as(FunctionCallExprSyntax.self), let name = call.calleeName {
            if child.id == call.calledExpression.id {
                if call.memberBase != nil {
                    steps.append(ContextStep(kind: .modifier, name: name, part: .trailing, call: call))
                }
            } else if let closure = call.trailingClosure, child.id == closure.id {
                var step = ContextStep(kind: .container, name: name, part: .trailing, call: call)
                if let greatGrandchild,
                    let index = closure.statements.firstIndex(where: { $0.id == greatGrandchild.id })
                {
                    step.statement = (
                        closure.statements.distance(from: closure.statements.startIndex, to: index),
                        closure.statements.count
                    )
                }
                steps.append(step)
            } else if child.id == call.arguments.id, let argument = grandchild?.as(LabeledExprSyntax.self) {
                steps.append(
                    ContextStep(kind: .container, name: name, part: .argument(argument.label?.text), call: call))
            } else if child.id == call.additionalTrailingClosures.id,
                let element = grandchild?.as(MultipleTrailingClosureElementSyntax.self)
            {
                steps.append(
                    ContextStep(kind: .container, name: name, part: .additional(element.label.text), call: call))
            }
        }
        greatGrandchild = grandchild
        grandchild = child
        child = n
        current = n.parent
    }
    return steps
}

/// The modifier calls applied to `call` itself, outermost last (`Text("a").font(.x).bold()`
/// gives `font`, `bold`).
func outwardModifiers(of call: FunctionCallExprSyntax) -> [ContextStep] {
    var steps: [ContextStep] = []
    var current = Syntax(call)
    while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
        let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id
    {
        steps.append(ContextStep(kind: .modifier, name: member.declName.baseName.text, part: .trailing, call: outer))
        current = Syntax(outer)
    }
    return steps
}

/// The modifier calls a modifier is applied after (`List{}.navigationTitle("x")` seen from
/// `navigationTitle`: none; from an outer `.inline` modifier: `navigationTitle`).
func inwardModifiers(of call: FunctionCallExprSyntax) -> [String] {
    var names: [String] = []
    var base = call.memberBase
    while let inner = base.flatMap({ unwrapped($0).as(FunctionCallExprSyntax.self) }) {
        if let name = inner.calleeName { names.append(name) }
        base = inner.memberBase
    }
    return names
}

/// What the source says of an element, gathered from its role and the modifiers and views
/// around it, before it becomes an `ElementConfiguration`.
struct ElementDraft {
    var role: Role
    var lines: Int?
    var textStyle: TextStyle?
    var fontSize: Double?
    var fontFamily: String?
    var weight: FontWeight?
    var lineBreakMode: LineBreakMode?
    var minimumScaleFactor: Double?
    var width: Double?
    var horizontalPadding: Double?
    var maxSizeCategory: ContentSizeCategory?
    var textCase: TextCase?
    var accessory: String?
    var count: Int?
    /// The tab view also has a search tab (`Tab(role: .search)`), not counted in `count`.
    var searchTab: Bool?
    var backButtonTitle: String?
    /// What was assumed about the element where the source does not say
    /// (`ElementConfiguration.assumption`).
    var assumption: String?
    /// A font modifier was applied (an outer one does not change it).
    var fontSet = false
    /// A line limit was applied (an outer one does not change it).
    var linesSet = false
    /// No width limit (`.fixedSize(horizontal: true …)`).
    var fixedWidth = false
    /// A context decided the role (a toolbar, an alert, a tab item): outer ones do not change it.
    var decided = false
    /// A boundary was reached (a sheet's content, an action closure): nothing outside applies.
    var stopped = false
    /// The element is in a `ViewThatFits` child that another replaces when it does not fit.
    var adaptsInViewThatFits = false
    /// The layout around the text, when the views around it narrow its role's room (`swiftUILayout`).
    var layout: LayoutRoom?

    init(role: Role, lines: Int? = nil) {
        self.role = role
        self.lines = lines
    }

    /// The element in `legible.json`'s terms.
    ///
    /// A weight on a text style (`.font(.headline).bold()`) becomes a fixed font of the style's
    /// size at the Large category (`DynamicTypeTable`), the text style kept so that it still
    /// scales; a weight without a known size is dropped.
    var configuration: ElementConfiguration {
        var c = ElementConfiguration(role: role)
        c.lines = lines
        c.textStyle = textStyle
        if let size = fontSize {
            c.font = FontConfiguration(family: fontFamily, size: size, weight: weight ?? .regular)
            c.adjustsFontForContentSizeCategory = textStyle != nil ? true : nil
        } else if let weight, let style = textStyle {
            c.font = FontConfiguration(size: DynamicTypeTable.metrics(style, .large).pointSize, weight: weight)
            c.adjustsFontForContentSizeCategory = true
        }
        c.lineBreakMode = lineBreakMode
        c.minimumScaleFactor = minimumScaleFactor
        if fixedWidth {
            c.width = nil
            c.lines = 1
        } else {
            c.width = width
            if width != nil, let pad = horizontalPadding { c.insets = EdgeInsets(leading: pad, trailing: pad) }
        }
        if adaptsInViewThatFits { c.lines = 0 }
        c.maxSizeCategory = maxSizeCategory
        c.assumption = assumption
        c.textCase = textCase
        c.accessory = accessory
        c.count = count
        c.searchTab = searchTab
        c.backButtonTitle = backButtonTitle
        c.layout = layout
        return c
    }
}
