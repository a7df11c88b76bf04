import Foundation
import LegibleAudit
import SwiftSyntax

/// Pass 2, last step: every key reference (a localization call, a wrapper call, a generated
/// accessor) that no element placed, with where it went instead.
///
/// It walks the file with the placement visitors (`VisitorGroup`), noting the references it
/// meets; `finish()`, called once they have all walked the file, records those no element placed.
final class UnplacedReferenceVisitor: SyntaxVisitor, KindedVisitor {
    /// The kinds this visitor overrides `visit` or `visitPost` for (`KindedVisitor`).
    static let visitedKinds: Set<SyntaxKind> = [
        .functionCallExpr, .functionDecl, .memberAccessExpr, .stringLiteralExpr, .variableDecl,
    ]

    let context: FileContext
    /// The references met, in the order of the walk, with their keys.
    private var met: [(expression: ExprSyntax, key: FoundKey)] = []

    init(context: FileContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        check(ExprSyntax(node))
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == Syntax(node).id {
            return .visitChildren
        }
        return check(ExprSyntax(node))
    }

    /// A string literal that is a key by the type it is given as: an argument for a parameter
    /// of the app's own function or initializer typed `LocalizedStringKey` (`makeLabel(title:
    /// "key")`, `SectionHeader(label: "key")`), or the value of a member of such a type (`var
    /// title: LocalizedStringKey { "key" }`, each `case` of a `switch` returning one). SwiftUI's
    /// own views' literals are placed by `SwiftUIPlacementVisitor`, which marks them used.
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard let literal = literalKey(ExprSyntax(node)), !literal.key.isEmpty,
            isArgumentForLocalizedParameter(node) || isValueOfLocalizedMember(node)
        else { return .skipChildren }
        met.append(
            (
                ExprSyntax(node),
                FoundKey(
                    reference: TableKey(table: "Localizable", key: literal.key), interpolated: literal.interpolated,
                    confidence: .direct, node: Syntax(node))
            ))
        return .skipChildren
    }

    /// `f(label: "key")` or `Type(label: "key")` where the app declares that parameter with a
    /// localized type (`ProjectIndex.localizedParameters`).
    private func isArgumentForLocalizedParameter(_ node: StringLiteralExprSyntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), var name = call.calleeName
        else { return false }
        if name == "init", let base = call.memberBase.flatMap(dottedPath) {
            name = base.split(separator: ".").last.map(String.init) ?? name
        }
        return context.index.localizedParameters.contains("\(name)(\(argument.label?.text ?? "_"))")
    }

    /// The literal is what a member typed `LocalizedStringKey` (its type annotation or its
    /// function's return type) returns or holds, not an argument of a call inside it.
    private func isValueOfLocalizedMember(_ node: StringLiteralExprSyntax) -> Bool {
        var current = node.parent
        while let n = current {
            if n.is(LabeledExprSyntax.self) || n.is(ClosureExprSyntax.self) { return false }
            if let binding = n.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.map { isLocalizedType($0.type) } ?? false
            }
            if let function = n.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.map { isLocalizedType($0.type) } ?? false
            }
            if n.is(DeclSyntax.self) { return false }
            current = n.parent
        }
        return false
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        isAccessorDeclaration(
            node, names: node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
            ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        isAccessorDeclaration(node, names: [node.name.text]) || context.index.wrappers[node.name.text] != nil
            ? .skipChildren : .visitChildren
    }

    /// Whether a declaration is one of the project's generated accessors (its key is not a use).
    private func isAccessorDeclaration(_ node: some SyntaxProtocol, names: [String]) -> Bool {
        // Most declarations name no accessor: their type is not looked for.
        guard names.contains(where: context.index.accessorNames.contains) else { return false }
        let type = enclosingTypePath(node, chains: context.chains)
        return names.contains { context.index.accessors[(type + [$0]).joined(separator: ".")] != nil }
    }

    private func check(_ expression: ExprSyntax) -> SyntaxVisitorContinueKind {
        guard let key = context.reference(in: expression) else { return .visitChildren }
        met.append((expression, key))
        return .skipChildren
    }

    /// Records the references met that no element placed (`FileContext.used`), in the order met.
    func finish() {
        for (expression, key) in met where !context.used.contains(key.node.id) {
            let why = reason(for: expression)
            context.unplace(key, reason: why, at: expression)
            let placement = SourcePlacement(
                reference: key.reference, element: ElementConfiguration(role: .label),
                location: context.location(expression), confidence: key.confidence,
                via: key.via, interpolated: key.interpolated)
            if let member = producingMember(expression, reason: why) {
                let path = enclosingTypePath(expression, chains: context.chains)
                context.result.producers.append(
                    FilePlacement(
                        placement: placement, typeName: path.last,
                        memberName: member, decided: false, typePath: path.isEmpty ? nil : path.joined(separator: "."),
                        parameters: enclosingMember(expression, chains: context.chains)?.decl
                            .as(FunctionDeclSyntax.self).map { FunctionParameterShape.of($0) }))
            } else if let (type, member) = initializedMember(expression) ?? calledFunctionParameter(expression) {
                // `SectionHeader(label: key)`: the key is the value of the app's own type's member,
                // shown wherever that type shows it (`Text(label)` in its body).
                context.result.producers.append(
                    FilePlacement(
                        placement: placement, typeName: type,
                        memberName: member, decided: false))
            }
        }
        met = []
    }

    /// The type and member a key initializes when it is a labelled argument of a type's
    /// initializer written by the type's name (`SectionHeader(label: key)`, `Row.init(title: key)`):
    /// a memberwise or matching initializer stores it in the member of that name.
    private func initializedMember(_ expression: ExprSyntax) -> (type: String, member: String)? {
        guard let argument = expression.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base
        {
            callee = base
        }
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.base != nil {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard let first = name.first, first.isUppercase, context.index.wrappers[name] == nil else { return nil }
        return (name, label)
    }

    /// For a key passed to a function of the type it is called in (`makeLabel(title: key)`,
    /// `self.makeLabel(title: key)`): that type and the parameter's label, which the function
    /// shows as `Text(title)` (a use `FileContext.followValue` records as the type's member).
    private func calledFunctionParameter(_ expression: ExprSyntax) -> (type: String, member: String)? {
        guard let argument = expression.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let name = call.calleeName,
            name.first?.isLowercase == true, name != "init",
            call.memberBase == nil || call.memberBase?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
            let type = enclosingTypePath(expression, chains: context.chains).last
        else { return nil }
        return (type, label)
    }

    /// The member whose value the key is, when it is returned from a property or function, or
    /// is the value of a constant declared in a type or at file scope (not a local variable).
    private func producingMember(_ expression: ExprSyntax, reason: String) -> String? {
        guard reason.hasPrefix("returned from") || reason.hasPrefix("stored in") else { return nil }
        guard let (name, decl) = enclosingMember(expression, chains: context.chains) else { return nil }
        if reason.hasPrefix("stored in") {
            guard let variable = decl.parent?.parent?.as(VariableDeclSyntax.self),
                variable.parent?.is(MemberBlockItemSyntax.self) == true
                    || variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
            else { return nil }
        }
        return name
    }

    /// Where the value goes: "passed to configure(title:)", "stored in `message`",
    /// "assigned to `cell.caption`", "returned from `headerTitle`", "interpolated into a string".
    private func reason(for expression: ExprSyntax) -> String {
        var child = Syntax(expression)
        var current = child.parent
        while let n = current {
            if let argument = n.as(LabeledExprSyntax.self),
                let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            {
                let label = argument.label.map { "\($0.text):" } ?? "_:"
                let name = call.calledExpression.trimmedText
                return "passed to \(name)(\(label))"
            }
            if let binding = n.as(PatternBindingSyntax.self) {
                return "stored in `\(binding.pattern.trimmedText)`"
            }
            if let sequence = n.as(SequenceExprSyntax.self), let (lhs, rhs) = assignment(sequence), rhs.id == child.id {
                return "assigned to `\(lhs.trimmedText)`"
            }
            if n.is(ReturnStmtSyntax.self) {
                return "returned from `\(enclosingMember(n, chains: context.chains)?.name ?? "a closure")`"
            }
            if n.is(ExpressionSegmentSyntax.self) { return "interpolated into a string" }
            if n.is(ArrayElementSyntax.self) { return "in an array literal" }
            if n.is(DictionaryElementSyntax.self) { return "in a dictionary literal" }
            if n.is(SwitchCaseSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(AccessorBlockSyntax.self)
                || n.is(FunctionDeclSyntax.self)
            {
                return "returned from `\(enclosingMember(n, chains: context.chains)?.name ?? "a closure")`"
            }
            if n.is(CodeBlockSyntax.self) { break }
            child = n
            current = n.parent
        }
        return "used in an expression"
    }
}
