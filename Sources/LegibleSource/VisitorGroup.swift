import SwiftSyntax

/// Several syntax visitors run in one walk of a tree: each visitor's `visit` and `visitPost`
/// methods are called for the nodes it would see walking the tree alone, in the same order, and
/// a subtree a visitor skips (`.skipChildren`) is skipped for that visitor only.
///
/// The scan walks every file twice (the declarations and UIKit settings, then the placements)
/// instead of once per visitor: a walk of a large tree costs about as much as the work the
/// visitors do on it (Benchmarks/README.md, "Reading Swift source").
///
/// Only the node kinds the scanner's visitors look at are passed on: the source file, function,
/// initializer and variable declarations, type declarations, pattern bindings, calls, member accesses,
/// references, sequence expressions and string literals. A visitor that overrides another kind
/// must have it added here. A visitor that names its kinds (`KindedVisitor`) is passed those
/// only: it must list every kind whose `visit` or `visitPost` it overrides.
final class VisitorGroup: SyntaxVisitor {
    private let visitors: [SyntaxVisitor]
    /// For each visitor, the node whose children it skips, while the walk is inside it.
    private var skipping: [SyntaxIdentifier?]
    /// How many visitors skip the subtree the walk is in.
    private var skippingCount = 0
    /// For each node kind the group passes on (`Slot`), the visitors that look at it, in order.
    private let listeners: [[Int]]

    init(_ visitors: [SyntaxVisitor]) {
        self.visitors = visitors
        skipping = Array(repeating: nil, count: visitors.count)
        // Each visitor's kinds found once (a dynamic cast), then each slot's visitors.
        let kinds = visitors.map { (type(of: $0) as? any KindedVisitor.Type)?.visitedKinds }
        listeners = Slot.allCases.map { slot in
            visitors.indices.filter { kinds[$0]?.contains(slot.kind) ?? true }
        }
        super.init(viewMode: .sourceAccurate)
    }

    /// The node kinds passed on, each with its list in `listeners`.
    private enum Slot: Int, CaseIterable {
        case functionDecl
        case variableDecl
        case functionCallExpr
        case memberAccessExpr
        case declReferenceExpr
        case sourceFile
        case patternBinding
        case sequenceExpr
        case stringLiteralExpr
        case initializerDecl
        case structDecl
        case classDecl
        case enumDecl
        case actorDecl
        case protocolDecl
        case extensionDecl

        var kind: SyntaxKind {
            switch self {
            case .functionDecl: .functionDecl
            case .variableDecl: .variableDecl
            case .functionCallExpr: .functionCallExpr
            case .memberAccessExpr: .memberAccessExpr
            case .declReferenceExpr: .declReferenceExpr
            case .sourceFile: .sourceFile
            case .patternBinding: .patternBinding
            case .sequenceExpr: .sequenceExpr
            case .stringLiteralExpr: .stringLiteralExpr
            case .initializerDecl: .initializerDecl
            case .structDecl: .structDecl
            case .classDecl: .classDecl
            case .enumDecl: .enumDecl
            case .actorDecl: .actorDecl
            case .protocolDecl: .protocolDecl
            case .extensionDecl: .extensionDecl
            }
        }
    }

    private typealias Visit = (SyntaxVisitor) -> SyntaxVisitorContinueKind

    /// Calls `visit` on every visitor that looks at the node's kind and is not inside a subtree
    /// it skips; skips the node's children when every visitor does. A visitor that does not look
    /// at the kind would visit the children (`SyntaxVisitor`'s own `visit`).
    private func enter(_ node: some SyntaxProtocol, _ slot: Slot, _ visit: Visit) -> SyntaxVisitorContinueKind {
        for index in listeners[slot.rawValue] where skipping[index] == nil {
            if visit(visitors[index]) == .skipChildren {
                skipping[index] = node.id
                skippingCount += 1
            }
        }
        return skippingCount < visitors.count ? .visitChildren : .skipChildren
    }

    /// Calls `visitPost` on every visitor that looks at the node's kind and visited the node, and
    /// ends the skips it started (only a visitor that looks at the kind can have started one).
    private func leave(_ node: some SyntaxProtocol, _ slot: Slot, _ visitPost: (SyntaxVisitor) -> Void) {
        for index in listeners[slot.rawValue] {
            if let skipped = skipping[index] {
                guard skipped == node.id else { continue }
                skipping[index] = nil
                skippingCount -= 1
            }
            visitPost(visitors[index])
        }
    }

    /// A `#if` clause that is not compiled for iOS (`#if os(visionOS)`, `#elseif
    /// targetEnvironment(macCatalyst)`, an `#else` after `#if os(iOS)`) is skipped by every
    /// visitor: its views are not on an iPhone's screen. A clause whose condition is not known
    /// here (`DEBUG`, a flag of the app's) is walked, as are those after it.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        CompilationConditions.isActive(node) == false ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .functionDecl) { $0.visit(node) }
    }
    override func visitPost(_ node: FunctionDeclSyntax) { leave(node, .functionDecl) { $0.visitPost(node) } }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .variableDecl) { $0.visit(node) }
    }
    override func visitPost(_ node: VariableDeclSyntax) { leave(node, .variableDecl) { $0.visitPost(node) } }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .functionCallExpr) { $0.visit(node) }
    }
    override func visitPost(_ node: FunctionCallExprSyntax) { leave(node, .functionCallExpr) { $0.visitPost(node) } }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .memberAccessExpr) { $0.visit(node) }
    }
    override func visitPost(_ node: MemberAccessExprSyntax) { leave(node, .memberAccessExpr) { $0.visitPost(node) } }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .declReferenceExpr) { $0.visit(node) }
    }
    override func visitPost(_ node: DeclReferenceExprSyntax) { leave(node, .declReferenceExpr) { $0.visitPost(node) } }
    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .sourceFile) { $0.visit(node) }
    }
    override func visitPost(_ node: SourceFileSyntax) { leave(node, .sourceFile) { $0.visitPost(node) } }
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .patternBinding) { $0.visit(node) }
    }
    override func visitPost(_ node: PatternBindingSyntax) { leave(node, .patternBinding) { $0.visitPost(node) } }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .sequenceExpr) { $0.visit(node) }
    }
    override func visitPost(_ node: SequenceExprSyntax) { leave(node, .sequenceExpr) { $0.visitPost(node) } }
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .stringLiteralExpr) { $0.visit(node) }
    }
    override func visitPost(_ node: StringLiteralExprSyntax) { leave(node, .stringLiteralExpr) { $0.visitPost(node) } }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .initializerDecl) { $0.visit(node) }
    }
    override func visitPost(_ node: InitializerDeclSyntax) { leave(node, .initializerDecl) { $0.visitPost(node) } }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .structDecl) { $0.visit(node) }
    }
    override func visitPost(_ node: StructDeclSyntax) { leave(node, .structDecl) { $0.visitPost(node) } }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .classDecl) { $0.visit(node) }
    }
    override func visitPost(_ node: ClassDeclSyntax) { leave(node, .classDecl) { $0.visitPost(node) } }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .enumDecl) { $0.visit(node) }
    }
    override func visitPost(_ node: EnumDeclSyntax) { leave(node, .enumDecl) { $0.visitPost(node) } }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .actorDecl) { $0.visit(node) }
    }
    override func visitPost(_ node: ActorDeclSyntax) { leave(node, .actorDecl) { $0.visitPost(node) } }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .protocolDecl) { $0.visit(node) }
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave(node, .protocolDecl) { $0.visitPost(node) } }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, .extensionDecl) { $0.visit(node) }
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave(node, .extensionDecl) { $0.visitPost(node) } }
}

/// A visitor that names the node kinds it overrides `visit` or `visitPost` for: a `VisitorGroup`
/// passes it those only (a visitor that does not say is passed every kind the group passes).
protocol KindedVisitor: SyntaxVisitor {
    /// The kinds whose `visit` or `visitPost` the visitor overrides.
    static var visitedKinds: Set<SyntaxKind> { get }
}

/// The values of the string literals without interpolations that a walk meets (in every
/// declaration: it never skips), for `SourceScan.literals`.
final class StringLiteralCollector: SyntaxVisitor, KindedVisitor {
    /// The kinds this visitor overrides `visit` or `visitPost` for (`KindedVisitor`).
    static let visitedKinds: Set<SyntaxKind> = [.stringLiteralExpr]

    private(set) var literals = Set<String>()

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if node.segments.count == 1, let value = node.representedLiteralValue, !value.isEmpty { literals.insert(value) }
        return .visitChildren
    }
}

/// Which `#if` clauses an iOS build (an iPhone app) compiles, as far as their conditions say.
enum CompilationConditions {
    /// Whether `clause` is compiled for iOS: `false` when its condition is false on iOS or an
    /// earlier clause of its `#if` is true there; `nil` when that is not known.
    static func isActive(_ clause: IfConfigClauseSyntax) -> Bool? {
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return nil }
        var known = true
        for earlier in clauses {
            if earlier.id == clause.id { break }
            switch earlier.condition.map(value) ?? nil {
            case true?: return false
            case false?: break
            case nil: known = false
            }
        }
        // `#else`: compiled when every earlier clause is false.
        guard let condition = clause.condition else { return known ? true : nil }
        let own = value(condition)
        if own == false { return false }
        return known ? own : (own == true ? nil : own)
    }

    /// The value of a compilation condition on iOS (an iPhone, not Mac Catalyst): `os(iOS)` and
    /// `canImport(UIKit)` true, other platforms and `targetEnvironment(macCatalyst)` false, with
    /// `!`, `&&`, `||` and parentheses; `nil` for anything else (`DEBUG`, `swift(>=5.9)`).
    static func value(_ condition: ExprSyntax) -> Bool? {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return value(only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return value(prefix.expression).map { !$0 }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // `||` binds looser than `&&`: a disjunction of conjunctions.
            var disjunction: Bool? = false
            var conjunction: Bool? = true
            var expectOperand = true
            for element in sequence.elements {
                if expectOperand {
                    conjunction = and(conjunction, value(element))
                } else {
                    guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
                    if op == "||" {
                        disjunction = or(disjunction, conjunction)
                        conjunction = true
                    } else if op != "&&" {
                        return nil
                    }
                }
                expectOperand.toggle()
            }
            return or(disjunction, conjunction)
        }
        guard let call = condition.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        switch (name, argument) {
        case ("os", "iOS"): return true
        case ("os", _): return false
        case ("targetEnvironment", "macCatalyst"): return false
        case ("canImport", "UIKit"), ("canImport", "SwiftUI"): return true
        case ("canImport", "AppKit"), ("canImport", "WatchKit"): return false
        default: return nil
        }
    }

    private static func and(_ a: Bool?, _ b: Bool?) -> Bool? {
        if a == false || b == false { return false }
        if a == true && b == true { return true }
        return nil
    }

    private static func or(_ a: Bool?, _ b: Bool?) -> Bool? {
        if a == true || b == true { return true }
        if a == false && b == false { return false }
        return nil
    }
}
