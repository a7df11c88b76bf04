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
/// must have it added here.
final class VisitorGroup: SyntaxVisitor {
    private let visitors: [SyntaxVisitor]
    /// For each visitor, the node whose children it skips, while the walk is inside it.
    private var skipping: [SyntaxIdentifier?]

    init(_ visitors: [SyntaxVisitor]) {
        self.visitors = visitors
        skipping = Array(repeating: nil, count: visitors.count)
        super.init(viewMode: .sourceAccurate)
    }

    private typealias Visit = (SyntaxVisitor) -> SyntaxVisitorContinueKind

    /// Calls `visit` on every visitor not inside a subtree it skips; skips the node's children
    /// when every visitor does.
    private func enter(_ node: some SyntaxProtocol, _ visit: Visit) -> SyntaxVisitorContinueKind {
        var anyVisits = false
        for index in visitors.indices where skipping[index] == nil {
            if visit(visitors[index]) == .skipChildren {
                skipping[index] = node.id
            } else {
                anyVisits = true
            }
        }
        return anyVisits ? .visitChildren : .skipChildren
    }

    /// Calls `visitPost` on every visitor that visited the node, and ends the skips it started.
    private func leave(_ node: some SyntaxProtocol, _ visitPost: (SyntaxVisitor) -> Void) {
        for index in visitors.indices {
            if let skipped = skipping[index] {
                guard skipped == node.id else { continue }
                skipping[index] = nil
            }
            visitPost(visitors[index])
        }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: FunctionDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: VariableDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        enter(node) { $0.visit(node) }
    }
    override func visitPost(_ node: FunctionCallExprSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        enter(node) { $0.visit(node) }
    }
    override func visitPost(_ node: MemberAccessExprSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        enter(node) { $0.visit(node) }
    }
    override func visitPost(_ node: DeclReferenceExprSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: SourceFileSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: PatternBindingSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: SequenceExprSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        enter(node) { $0.visit(node) }
    }
    override func visitPost(_ node: StringLiteralExprSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node) { $0.visit(node) }
    }
    override func visitPost(_ node: InitializerDeclSyntax) { leave(node) { $0.visitPost(node) } }
    // Type declarations, for visitors that keep the declarations around them as they walk
    // (`NavigationPushCollector`).
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: StructDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: ClassDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: EnumDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: ActorDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave(node) { $0.visitPost(node) } }
}

/// The values of the string literals without interpolations that a walk meets (in every
/// declaration: it never skips), for `SourceScan.literals`.
final class StringLiteralCollector: SyntaxVisitor {
    private(set) var literals = Set<String>()

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if node.segments.count == 1, let value = node.representedLiteralValue, !value.isEmpty { literals.insert(value) }
        return .visitChildren
    }
}
