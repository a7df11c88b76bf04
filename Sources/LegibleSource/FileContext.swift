import Foundation
import LegibleAudit
import LegibleText
import SwiftSyntax

/// A localized key found in an expression, and how it was reached.
struct FoundKey {
    var reference: TableKey
    var interpolated: Bool
    var confidence: SourcePlacement.Confidence
    var via: String?
    /// The expression that names the key (the literal, the call, the accessor reference).
    var node: Syntax
}

/// A placement with what pass 2 needs to follow it from elsewhere: the member that produces it.
struct FilePlacement {
    var placement: SourcePlacement
    /// The type and member the placement sits in (`Tab`, `label`), for `tab.label` elsewhere.
    var typeName: String?
    var memberName: String?
    /// Whether a context inside the member already decided the role (a toolbar, an alert):
    /// a context around the member's use does not change it.
    var decided: Bool
    /// The whole path of that type (`AccountStatusesListView.Mode`), when known: two types of one
    /// name nested in different types are told apart by it.
    var typePath: String? = nil
    /// When the member is a function: its parameters, for telling its calls from calls of
    /// another function of the same name (Foundation's `NumberFormatter.string(from:)` beside
    /// an app's `string(from:unit:)`). `nil` for properties and placements.
    var parameters: [FunctionParameterShape]? = nil
}

/// One parameter of a function, as a call must fill it: its argument label (`nil` for `_`) and
/// whether it has a default value (a call may leave it out).
struct FunctionParameterShape: Hashable {
    var label: String?
    var hasDefault: Bool

    /// The parameters of `function`.
    static func of(_ function: FunctionDeclSyntax) -> [FunctionParameterShape] {
        function.signature.parameterClause.parameters.map {
            FunctionParameterShape(
                label: $0.firstName.text == "_" ? nil : $0.firstName.text, hasDefault: $0.defaultValue != nil)
        }
    }

    /// Whether a call with these argument labels (`nil` for an unlabelled argument) can call a
    /// function with `parameters`: each argument fills the next parameter with its label, skipping
    /// parameters with defaults, and every parameter left has a default. Variadic parameters and
    /// trailing closures are not told apart: a call they would fit is accepted.
    static func call(_ labels: [String?], fits parameters: [FunctionParameterShape]) -> Bool {
        var index = 0
        for label in labels {
            while index < parameters.count, parameters[index].label != label, parameters[index].hasDefault {
                index += 1
            }
            guard index < parameters.count, parameters[index].label == label else { return false }
            index += 1
        }
        return parameters[index...].allSatisfy(\.hasDefault)
    }
}

/// A view-position use of a member (`tab.label`, `SomeView()`) inside a context that decides
/// a role: resolved after every file's placements are known.
struct FollowReference {
    var memberName: String
    /// The type when the use names it (`SomeView()`, `Self.x`), or the receiver's name (`tab`).
    var typeHint: String?
    var sameType: String?
    /// The whole path of the use's own type (`sameType`'s), for telling it from another type of
    /// the same name.
    var sameTypePath: String? = nil
    /// The use names the type (`SomeView()`): only that type's member is followed.
    var exactType: Bool
    var contexts: [ContextStep]
    /// For a value use (`titleLabel.text = item.title`, `Text(tab.title)`): the element the
    /// value is shown in. `nil` for a view use, whose role comes from `contexts`.
    var element: ElementConfiguration?
    var location: SourceLocation
    /// For a use that calls the member (`formatter.string(from: n)`): its argument labels
    /// (`nil` for an unlabelled argument); `nil` when the use does not call it.
    var argumentLabels: [String?]? = nil
}

/// A use of one of the app's own views by its type's name (`HeaderRow()`, `Card(title: …)`)
/// outside previews, and what the views around the use take off its room.
struct ViewUse {
    /// The view's type, as the use names it.
    var type: String
    /// The type the use is in (for a use of that type in turn), when there is one.
    var hostType: String?
    /// What the views around the use take off its room, outermost first (`layoutSteps`).
    var steps: [LayoutRoom.Step]
    /// The use is in a `List` or `Form` row.
    var inList: Bool
    var location: SourceLocation
}

/// What one file contributes to the scan.
struct FileResult {
    /// Uses of the app's own views by name, for measuring their texts in the room of their use.
    var viewUses: [ViewUse] = []
    var placements: [FilePlacement] = []
    var unplaced: [UnplacedReference] = []
    var screens: [Screen] = []
    var follows: [FollowReference] = []
    /// Keys a member returns or a member constant holds (`var title: String { L10n.x }`,
    /// `static let title = NSLocalizedString(…)`): placed where the member's value is shown.
    var producers: [FilePlacement] = []
    /// A type's member passed on to another of the app's views (`DescriptiveText(label:
    /// descriptiveText)` in `LargeButton`'s body): a key the member holds is held by the other
    /// view's member too, and shown where that one is.
    var relays: [Relay] = []
    var diagnostics: [Diagnostic] = []
    /// The file's string literals without interpolations, as their values.
    var literals: Set<String> = []
}

/// A member of one of the app's types passed as an argument to another of its types'
/// initializers: `from` (type, member) is stored in `to` (type, the argument's label).
struct Relay: Hashable {
    var fromType: String
    var fromMember: String
    var toType: String
    var toMember: String
}

/// One file being scanned in pass 2: its tree, the project index, and what has been found.
final class FileContext {
    let path: String
    let tree: SourceFileSyntax
    let lines: LineTable
    let bytes: [UInt8]
    let index: ProjectIndex
    let extraWrappers: Set<String>
    var result = FileResult()
    /// Key expressions an element has placed, so that the unplaced pass skips them.
    var used: Set<SyntaxIdentifier> = []
    /// The file's `else if` chains, for searches up the tree (shared by the contexts of one file).
    let chains: ElseIfChains
    /// The name of the call the walk is at, made once for the visitors (shared by the contexts of
    /// one file).
    let callNames: CallNames
    /// The file imports WidgetKit: its views are drawn in a home-screen widget.
    lazy var importsWidgetKit: Bool = tree.statements.contains {
        $0.item.as(ImportDeclSyntax.self)?.path.trimmedText == "WidgetKit"
    }
    /// Changes to screens, in the order they were made, each with the name of the screen (its
    /// type's) and the node it was made at: `screens` applies them.
    private var screenChanges: [(name: String, node: Syntax, change: (inout Screen) -> Void)] = []

    init(path: String, tree: SourceFileSyntax, bytes: [UInt8], index: ProjectIndex, extraWrappers: Set<String>) {
        self.path = path
        self.tree = tree
        self.bytes = bytes
        self.index = index
        self.extraWrappers = extraWrappers
        lines = LineTable(bytes)
        chains = ElseIfChains()
        callNames = CallNames()
    }

    /// A context of the same file (tree, positions, index) with nothing found yet: for a visitor
    /// that walks the file together with the one holding `other` (`VisitorGroup`), whose
    /// findings `append(_:)` puts after `other`'s.
    init(sameFileAs other: FileContext) {
        path = other.path
        tree = other.tree
        bytes = other.bytes
        index = other.index
        extraWrappers = other.extraWrappers
        lines = other.lines
        chains = other.chains
        callNames = other.callNames
    }

    /// Adds what `other` (a context of the same file) found after what this one found, as if
    /// its visitor had walked the file after this one's: placements, unplaced references,
    /// follows, producers, diagnostics and screen changes in order; its placed keys.
    func append(_ other: FileContext) {
        result.placements += other.result.placements
        result.unplaced += other.result.unplaced
        result.follows += other.result.follows
        result.producers += other.result.producers
        result.relays += other.result.relays
        result.diagnostics += other.result.diagnostics
        result.viewUses += other.result.viewUses
        used.formUnion(other.used)
        screenChanges += other.screenChanges
    }

    /// 1-based line and column (in Unicode scalars, as `SourceLocation` counts) of a node's
    /// first token.
    func location(_ node: some SyntaxProtocol) -> SourceLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    func location(at position: AbsolutePosition) -> SourceLocation {
        let found = lines.lineAndColumn(at: position)
        let end = min(max(0, position.utf8Offset), bytes.count)
        let start = max(0, end - (found.column - 1))
        // Counted on from the last place asked on the same line when it is before this one (the
        // walks ask in order): a file on one line asked at each of n places cost n² otherwise.
        var from = start
        var scalars = 0
        if let last = lastCounted, last.lineStart == start, last.offset <= end {
            from = last.offset
            scalars = last.scalars
        }
        scalars += bytes[from..<end].reduce(0) { $0 + (($1 & 0xC0) == 0x80 ? 0 : 1) }
        lastCounted = (start, end, scalars)
        return SourceLocation(file: path, line: found.line, column: scalars + 1)
    }

    /// The last place `location(at:)` counted scalars to: its line's start and its offset, in
    /// bytes, and the scalars between them.
    private var lastCounted: (lineStart: Int, offset: Int, scalars: Int)?

    /// The keys an expression names. `literalIsKey`: a string literal is a `LocalizedStringKey`
    /// here (a SwiftUI initializer's title), in `table`. Looks into `c ? a : b` and `a ?? b`.
    func keys(in expression: ExprSyntax, literalIsKey: Bool, table: String = "Localizable") -> [FoundKey] {
        let e = unwrapped(expression)
        if let sequence = e.as(SequenceExprSyntax.self) {
            var found: [FoundKey] = []
            let elements = Array(sequence.elements)
            for (i, element) in elements.enumerated() {
                if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                    found += keys(in: ternary.thenExpression, literalIsKey: literalIsKey, table: table)
                    if i + 1 < elements.count {
                        found += keys(in: elements[i + 1], literalIsKey: literalIsKey, table: table)
                    }
                } else if let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "??" {
                    if i > 0, !elements[i - 1].is(UnresolvedTernaryExprSyntax.self) {
                        found += keys(in: elements[i - 1], literalIsKey: literalIsKey, table: table)
                    }
                    if i + 1 < elements.count {
                        found += keys(in: elements[i + 1], literalIsKey: literalIsKey, table: table)
                    }
                }
            }
            return found
        }
        if literalIsKey, let literal = literalKey(e) {
            return [
                FoundKey(
                    reference: TableKey(table: table, key: literal.key), interpolated: literal.interpolated,
                    confidence: .direct, node: Syntax(e))
            ]
        }
        return reference(in: e).map { [$0] } ?? []
    }

    /// The key a localization call, a wrapper call, or an accessor reference names; looks into
    /// `String(format: key, …)` and `String.localizedStringWithFormat(key, …)`, whose text is
    /// the key's with its specifiers filled in.
    func reference(in e: ExprSyntax) -> FoundKey? {
        if let call = e.as(FunctionCallExprSyntax.self) {
            let name = callNames.name(of: call)
            if name == "String", let format = call.argument("format") {
                return reference(in: unwrapped(format))
            }
            if name == "localizedStringWithFormat", let format = call.firstUnlabeledArgument {
                return reference(in: unwrapped(format))
            }
            if let (key, table) = LocalizationCall.arguments(of: call, named: name) {
                guard let literal = literalKey(key), let table = tableName(table) else { return nil }
                return FoundKey(
                    reference: TableKey(table: table, key: literal.key), interpolated: literal.interpolated,
                    confidence: .direct, node: Syntax(call))
            }
            if let name, let wrapper = index.wrappers[name] {
                guard let key = wrapper.argument(wrapper.keyIndex, of: call).flatMap(literalKey) else { return nil }
                let table =
                    wrapper.tableIndex.flatMap { wrapper.argument($0, of: call) }.map { tableName($0) } ?? "Localizable"
                guard let table else { return nil }
                return FoundKey(
                    reference: TableKey(table: table, key: key.key), interpolated: key.interpolated,
                    confidence: .followed, via: wrapper.name, node: Syntax(call))
            }
            if let name, extraWrappers.contains(name),
                let key = call.firstUnlabeledArgument.flatMap(literalKey)
            {
                return FoundKey(
                    reference: TableKey(table: "Localizable", key: key.key), interpolated: key.interpolated,
                    confidence: .followed, via: name, node: Syntax(call))
            }
            if let last = lastDottedName(call.calledExpression), index.accessorNames.contains(last),
                let path = dottedPath(call.calledExpression), let accessor = index.accessor(named: path)
            {
                return FoundKey(
                    reference: accessor.reference, interpolated: accessor.interpolated, confidence: .direct,
                    via: accessor.path, node: Syntax(call))
            }
            return nil
        }
        if e.is(MemberAccessExprSyntax.self) || e.is(DeclReferenceExprSyntax.self),
            let last = lastDottedName(e), index.accessorNames.contains(last),
            let path = dottedPath(e), let accessor = index.accessor(named: path)
        {
            return FoundKey(
                reference: accessor.reference, interpolated: accessor.interpolated, confidence: .direct,
                via: accessor.path, node: Syntax(e))
        }
        // A local constant holding the key (`let fmt = OBALoc("…"); label.text = String(format: fmt, n)`).
        if let name = e.as(DeclReferenceExprSyntax.self), let value = localConstant(name) {
            return reference(in: unwrapped(value))
        }
        return nil
    }

    /// The value of the local constant `reference` names: a `let` with an initializer in a
    /// statement before the reference's, in the code blocks around it (closures' included) up to
    /// the function, initializer, accessor or closure parameter that declares it otherwise;
    /// `nil` when it is not such a constant (a parameter, a property, a `var`).
    private func localConstant(_ reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        let name = reference.baseName.text
        var current = Syntax(reference)
        while let parent = current.parent {
            switch parent.kind {
            case .codeBlockItemList:
                guard let statements = parent.as(CodeBlockItemListSyntax.self),
                    let item = current.as(CodeBlockItemSyntax.self)
                else { break }
                // The nearest declaration before the use, searching back.
                for earlier in statements.prefix(while: { $0.id != item.id }).reversed() {
                    guard let variable = earlier.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        guard variable.bindingSpecifier.text == "let", binding.accessorBlock == nil else { return nil }
                        return binding.initializer?.value
                    }
                }
            case .functionDecl, .initializerDecl, .accessorBlock, .memberBlock, .sourceFile:
                return nil
            case .closureExpr:
                // A closure's parameter of that name hides the constants outside it.
                if let signature = parent.as(ClosureExprSyntax.self)?.signature,
                    signature.parameterClause.map({ Syntax($0).trimmedText.contains(name) }) == true
                {
                    return nil
                }
            default:
                break
            }
            current = parent
        }
        return nil
    }

    /// Records a placement of `key` in `element` at `node`.
    func place(_ key: FoundKey, _ element: ElementConfiguration, at node: some SyntaxProtocol, decided: Bool = true) {
        used.insert(key.node.id)
        let member = enclosingMember(node, chains: chains)
        let path = enclosingTypePath(node, chains: chains)
        let placement = SourcePlacement(
            reference: key.reference, element: element, location: location(node),
            confidence: key.confidence, via: key.via, interpolated: key.interpolated)
        result.placements.append(
            FilePlacement(
                placement: placement, typeName: path.last, memberName: member?.name,
                decided: decided, typePath: path.isEmpty ? nil : path.joined(separator: ".")))
    }

    /// Records a use of a value that is not a key itself (`item.title`, `title`, `name()`) in
    /// `element`: placed, once every file is read, with the keys that member returns.
    func followValue(_ expression: ExprSyntax, element: ElementConfiguration, at node: some SyntaxProtocol) {
        var e = unwrapped(expression)
        if let forced = e.as(ForceUnwrapExprSyntax.self) { e = forced.expression }
        var labels: [String?]?
        if let call = e.as(FunctionCallExprSyntax.self) {
            e = call.calledExpression
            labels = call.arguments.map { $0.label?.text }
        }
        if let optional = e.as(OptionalChainingExprSyntax.self) { e = optional.expression }
        var member: String
        var hint: String?
        var sameType = false
        if let access = e.as(MemberAccessExprSyntax.self), let base = access.base {
            member = access.declName.baseName.text
            var b = unwrapped(base)
            if let optional = b.as(OptionalChainingExprSyntax.self) { b = optional.expression }
            hint =
                b.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? b.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            if hint == "self" || hint == "Self" {
                hint = nil
                sameType = true
            }
        } else if let ref = e.as(DeclReferenceExprSyntax.self) {
            member = ref.baseName.text
            sameType = true
        } else {
            return
        }
        guard member.first?.isLowercase == true else { return }
        let path = sameType ? enclosingTypePath(node, chains: chains) : []
        // A receiver named directly whose type is declared is read from that type only.
        var declared: String?
        if let access = e.as(MemberAccessExprSyntax.self), let base = access.base.map(unwrapped),
            let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, !sameType
        {
            declared = declaredType(of: name, at: Syntax(access))
        }
        result.follows.append(
            FollowReference(
                memberName: member, typeHint: declared ?? hint, sameType: path.last,
                sameTypePath: path.isEmpty ? nil : path.joined(separator: "."), exactType: declared != nil,
                contexts: [], element: element, location: location(node), argumentLabels: labels))
    }

    /// Records a key reference no element was found for.
    func unplace(_ key: FoundKey, reason: String, at node: some SyntaxProtocol) {
        used.insert(key.node.id)
        result.unplaced.append(UnplacedReference(reference: key.reference, reason: reason, location: location(node)))
    }

    /// Changes the screen of the type around `node` (created on first use, named after the type,
    /// at `node`'s place). The change is made when `screens` is read, after every change made
    /// before it.
    func updateScreen(around node: some SyntaxProtocol, _ change: @escaping (inout Screen) -> Void) {
        let name = enclosingTypePath(node, chains: chains).joined(separator: ".")
        screenChanges.append((name.isEmpty ? (path as NSString).lastPathComponent : name, Syntax(node), change))
    }

    /// The screens built, in first-seen order.
    var screens: [Screen] {
        var order: [String] = []
        var screensByType: [String: Screen] = [:]
        for (name, node, change) in screenChanges {
            var screen = screensByType[name] ?? Screen(name: name, location: location(node))
            if screensByType[name] == nil { order.append(name) }
            change(&screen)
            screensByType[name] = screen
        }
        return order.compactMap { screensByType[$0] }
    }

    /// A `ScreenText` for the first key of `expression`, or its plain literal text.
    func screenText(_ expression: ExprSyntax?, literalIsKey: Bool, table: String = "Localizable") -> ScreenText? {
        guard let expression else { return nil }
        if let key = keys(in: expression, literalIsKey: literalIsKey, table: table).first {
            return .key(key.reference.key, table: key.reference.table)
        }
        if !literalIsKey, let text = plainString(expression) { return .literal(text) }
        return nil
    }
}
