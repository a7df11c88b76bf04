import Foundation
import LegibleAudit
@_spi(Compiler) import SwiftParser
import SwiftSyntax

// Small readers of syntax shared by the scanner's visitors. None of them looks at source text:
// each reads the tree SwiftParser built.

extension FunctionCallExprSyntax {
    /// The called name's last component: `Text` for `Text(…)`, `navigationTitle` for
    /// `x.navigationTitle(…)`, `localizedString` for `Bundle.main.localizedString(…)`.
    var calleeName: String? {
        var callee = calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let ref = callee.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// Whether the callee is a bare name (`Text(…)`), not a member (`x.font(…)`, `.system(…)`).
    var isBareCall: Bool {
        var callee = calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        return callee.is(DeclReferenceExprSyntax.self)
    }

    /// The receiver of a member call (`x` in `x.font(…)`), when there is one.
    var memberBase: ExprSyntax? { calledExpression.as(MemberAccessExprSyntax.self)?.base }

    /// The first argument without a label.
    var firstUnlabeledArgument: ExprSyntax? { arguments.first { $0.label == nil }?.expression }

    /// The argument labelled `label`.
    func argument(_ label: String) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// Every closure the call takes: trailing ones and closure arguments, with their labels
    /// (`nil` for the first trailing closure).
    var closures: [(label: String?, closure: ClosureExprSyntax)] {
        var all: [(String?, ClosureExprSyntax)] = []
        for argument in arguments {
            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                all.append((argument.label?.text ?? "", closure))
            }
        }
        if let trailing = trailingClosure { all.append((nil, trailing)) }
        for extra in additionalTrailingClosures { all.append((extra.label.text, extra.closure)) }
        return all
    }
}

/// `a.b.c` for a chain of names (optional chaining and force unwraps looked through), `nil` for
/// anything else (a call, a leading-dot member) and for a chain of more than
/// `maximumDottedPathLength` names.
///
/// Read from the outermost member inwards without recursion, and joined once: the walks ask
/// this of every member access, so a chain of n names built by recursion cost n² (a generated
/// `a.b.b.b…` of 8,000 names took 16 s).
func dottedPath(_ expression: ExprSyntax) -> String? {
    var names: [String] = []
    var current = expression
    while names.count < maximumDottedPathLength {
        if let ref = current.as(DeclReferenceExprSyntax.self) {
            names.append(ref.baseName.text)
            return names.reversed().joined(separator: ".")
        } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            names.append(member.declName.baseName.text)
            current = base
        } else if let optional = current.as(OptionalChainingExprSyntax.self) {
            current = optional.expression
        } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
            current = forced.expression
        } else {
            return nil
        }
    }
    return nil
}

/// The last name `dottedPath(expression)` would end with (`c` for `a.b.c`), read without
/// building the path: `nil` when the expression does not end in a name. A path is built only
/// when it may be looked up (`ProjectIndex.accessorNames`).
func lastDottedName(_ expression: ExprSyntax) -> String? {
    var current = expression
    while true {
        if let ref = current.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = current.as(MemberAccessExprSyntax.self) {
            return member.base == nil ? nil : member.declName.baseName.text
        }
        if let optional = current.as(OptionalChainingExprSyntax.self) {
            current = optional.expression
        } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
            current = forced.expression
        } else {
            return nil
        }
    }
}

/// The most names `dottedPath` reads: far beyond any key path an app writes
/// (`L10n.Settings.Account.title` has four), short enough that asking it of every member of a
/// generated chain thousands long stays linear.
let maximumDottedPathLength = 64

/// Peels parentheses, `try`, `await` and `as` casts off an expression.
func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
    var current = expression
    while true {
        if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            current = only.expression
        } else if let tryExpr = current.as(TryExprSyntax.self) {
            current = tryExpr.expression
        } else if let awaitExpr = current.as(AwaitExprSyntax.self) {
            current = awaitExpr.expression
        } else {
            return current
        }
    }
}

/// The name of a leading-dot member (`.headline` → `headline`), or of a qualified one
/// (`UIFont.TextStyle.headline` → `headline`).
func memberName(_ expression: ExprSyntax) -> String? {
    let e = unwrapped(expression)
    if let member = e.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    if let ref = e.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
    return nil
}

/// A numeric literal's value (`15`, `0.5`, `-2`).
func numberLiteral(_ expression: ExprSyntax) -> Double? {
    let e = unwrapped(expression)
    if let int = e.as(IntegerLiteralExprSyntax.self) { return int.representedLiteralValue.map(Double.init) }
    if let float = e.as(FloatLiteralExprSyntax.self) { return float.representedLiteralValue }
    if let prefix = e.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
        let value = numberLiteral(prefix.expression)
    {
        return -value
    }
    return nil
}

/// A key as written in Swift: its text as the string table has it and whether interpolations
/// were turned into format specifiers.
struct LiteralKey: Hashable {
    var key: String
    var interpolated: Bool
}

/// The key Xcode extracts from a string literal: escapes resolved, each interpolation `%@`
/// (Xcode picks `%lld`, `%lf` … from the interpolated value's type, which a parser does not
/// know; `SourcePlacement.interpolated` tells the integrator to match any specifier), and a
/// literal `%` doubled when the literal has interpolations (it becomes a format string).
func literalKey(_ expression: ExprSyntax) -> LiteralKey? {
    guard let literal = unwrapped(expression).as(StringLiteralExprSyntax.self) else { return nil }
    if let plain = literal.representedLiteralValue { return LiteralKey(key: plain, interpolated: false) }
    guard !literal.hasError, let kind = literal.stringLiteralKind else { return nil }
    var key = ""
    for segment in literal.segments {
        switch segment {
        case .stringSegment(let text):
            var piece = ""
            text.appendUnescapedLiteralValue(
                stringLiteralKind: kind, delimiterLength: literal.delimiterLength, to: &piece)
            key += piece.contains("%") ? piece.replacingOccurrences(of: "%", with: "%%") : piece
        case .expressionSegment:
            key += "%@"
        }
    }
    return LiteralKey(key: key, interpolated: true)
}

/// A string literal without interpolations, as the program sees it.
func plainString(_ expression: ExprSyntax) -> String? {
    unwrapped(expression).as(StringLiteralExprSyntax.self)?.representedLiteralValue
}

/// The name of the type declaration around `node` (`struct`, `class`, `enum`, `actor`,
/// `extension`), with the names of the types it is nested in: `L10n.Scene.ConfirmEmail`.
///
/// Climbs to the nearest type declaration only: the path of each declaration is kept in `chains`
/// once found, so that the thousands of nodes of a type ask it once.
func enclosingTypePath(_ node: some SyntaxProtocol, chains: ElseIfChains? = nil) -> [String] {
    var current = node.parent
    while let found = current {
        let n = climbing(found, chains)
        if isTypeDeclaration(n.kind) {
            if let known = chains?.typePaths[n.id] { return known }
            let path = enclosingTypePath(n, chains: chains) + [typeName(of: n) ?? ""]
            chains?.typePaths[n.id] = path
            return path
        }
        current = n.parent
    }
    return []
}

/// The name a type declaration gives (`extension Foo.Bar` gives `Foo.Bar`).
func typeName(of node: Syntax) -> String? {
    // By kind first: most nodes asked are not declarations, and six casts of each cost a tenth
    // of the scan (Benchmarks/README.md, "Reading Swift source").
    switch node.kind {
    case .classDecl: node.as(ClassDeclSyntax.self)?.name.text
    case .structDecl: node.as(StructDeclSyntax.self)?.name.text
    case .enumDecl: node.as(EnumDeclSyntax.self)?.name.text
    case .actorDecl: node.as(ActorDeclSyntax.self)?.name.text
    case .protocolDecl: node.as(ProtocolDeclSyntax.self)?.name.text
    case .extensionDecl: node.as(ExtensionDeclSyntax.self)?.extendedType.trimmedText
    default: nil
    }
}

/// The nearest type declaration around `node`.
func enclosingTypeDecl(_ node: some SyntaxProtocol, chains: ElseIfChains? = nil) -> Syntax? {
    var current = node.parent
    while let found = current {
        let n = climbing(found, chains)
        if isTypeDeclaration(n.kind) { return n }
        current = n.parent
    }
    return nil
}

/// The member around `node`: a function's, a property's, or an initializer's name, and the
/// declaration itself.
func enclosingMember(_ node: some SyntaxProtocol, chains: ElseIfChains? = nil) -> (name: String, decl: Syntax)? {
    var current = node.parent
    while let found = current {
        let n = climbing(found, chains)
        // By kind first: most nodes climbed are none of these.
        switch n.kind {
        case .functionDecl:
            if let f = n.as(FunctionDeclSyntax.self) { return (f.name.text, n) }
        case .initializerDecl:
            return ("init", n)
        case .patternBinding:
            if let name = n.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                return (name, n)
            }
        case let kind where isTypeDeclaration(kind):
            return nil
        default:
            break
        }
        current = n.parent
    }
    return nil
}

/// Whether a declaration has the `static` or `class` modifier.
func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
}

/// The first type an inheritance clause names (the superclass of a class).
func superclassName(_ clause: InheritanceClauseSyntax?) -> String? {
    clause?.inheritedTypes.first?.type.trimmedText
}

extension SyntaxProtocol {
    /// The node's source text without its leading and trailing trivia: what swift-syntax's
    /// `trimmedDescription` gives, read from the node's own bytes. `trimmedDescription` first
    /// copies the node and rebuilds its first and last tokens without trivia, which cost the scan
    /// a tenth of its time (Benchmarks/README.md, "Reading Swift source").
    var trimmedText: String {
        let start = positionAfterSkippingLeadingTrivia.utf8Offset - position.utf8Offset
        let end = endPositionBeforeTrailingTrivia.utf8Offset - position.utf8Offset
        guard start < end else { return "" }
        return String(decoding: syntaxTextBytes[start..<end], as: UTF8.self)
    }
}

/// Whether `kind` is a type's declaration or an extension: what `typeName(of:)` names, asked
/// without making the name.
func isTypeDeclaration(_ kind: SyntaxKind) -> Bool {
    switch kind {
    case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl: true
    default: false
    }
}

extension String {
    /// Whether the first character is lowercase (`first?.isLowercase == true`), read from the
    /// first byte when that character is one ASCII scalar: the walks ask it of every name, and
    /// Unicode's property tables cost a fortieth of the second walk.
    var startsLowercase: Bool {
        if let byte = asciiFirstCharacter { return byte >= 0x61 && byte <= 0x7A }
        return first?.isLowercase == true
    }

    /// Whether the first character is uppercase (`first?.isUppercase == true`); see `startsLowercase`.
    var startsUppercase: Bool {
        if let byte = asciiFirstCharacter { return byte >= 0x41 && byte <= 0x5A }
        return first?.isUppercase == true
    }

    /// The first byte when the first character is that ASCII scalar alone (the next byte, if any,
    /// is ASCII too, so no combining mark joins it; `\r\n`, the one ASCII pair that is one
    /// character, is neither case either way).
    private var asciiFirstCharacter: UInt8? {
        var bytes = utf8.makeIterator()
        guard let first = bytes.next(), first < 0x80 else { return nil }
        if let second = bytes.next(), second >= 0x80 { return nil }
        return first
    }
}

/// Legible's source location (SwiftSyntax has one of the same name).
typealias SourceLocation = LegibleAudit.SourceLocation
