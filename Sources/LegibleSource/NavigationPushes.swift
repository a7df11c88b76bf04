import Foundation
import SwiftSyntax

/// Which view pushes which, so that a SwiftUI title whose display mode is `.automatic` can be
/// drawn as the view that pushes it draws its own.
///
/// SwiftUI's automatic display mode "inherit[s] the display mode from the previous navigation
/// item" (https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode/automatic),
/// and the root of a navigation stack is large unless it says otherwise. A view is pushed from
/// the view whose `NavigationLink` (its `destination:` or first trailing closure) or
/// `navigationDestination` closure builds it; a `View` extension function that adds such a
/// closure (a router's `.withAppRouter()`) pushes from every view that calls it.
///
/// Declarations are named by their type's own name (`SettingsTab`), or `func:` and the function's
/// name for a function in a protocol extension (`func:withAppRouter`).
struct NavigationPushes: Sendable {
    /// A title display mode a view sets, or that a pushed view inherits.
    enum Mode: String, Sendable, Hashable {
        case inline, large
    }

    /// The display mode each declaration sets on its own title (`.navigationBarTitleDisplayMode`
    /// outside its destinations and sheets); `nil` when it sets two different ones.
    var explicitModes: [String: Mode?] = [:]
    /// Declarations that hold a `NavigationStack`, `NavigationView` or `NavigationSplitView`.
    var stackRoots: Set<String> = []
    /// The capitalised names each declaration calls in its push destinations.
    var pushes: [String: Set<String>] = [:]
    /// The member functions each declaration calls (`withAppRouter`), for pushes made by a
    /// `View` extension function.
    var memberCalls: [String: Set<String>] = [:]
    /// The capitalised names each function builds, by `fn:` and its name (`fn:view`): a push
    /// destination that calls a function (`route.view(…)`, a router enum's) pushes them.
    var functionViews: [String: Set<String>] = [:]
    /// The mode a pushed view inherits, by its type's name: filled by `resolve()`, only for views
    /// every one of whose pushers shows the same mode.
    private(set) var inherited: [String: Mode] = [:]

    /// Adds what another file found.
    mutating func merge(_ other: NavigationPushes) {
        for (name, mode) in other.explicitModes {
            if let mine = explicitModes[name] {
                if mine != mode { explicitModes[name] = .some(nil) }
            } else {
                explicitModes[name] = mode
            }
        }
        stackRoots.formUnion(other.stackRoots)
        for (name, views) in other.functionViews { functionViews[name, default: []].formUnion(views) }
        for (name, targets) in other.pushes { pushes[name, default: []].formUnion(targets) }
        for (name, calls) in other.memberCalls { memberCalls[name, default: []].formUnion(calls) }
    }

    /// Works out `inherited` for every pushed view, once every file is merged.
    mutating func resolve() {
        var pushers: [String: Set<String>] = [:]
        var callers: [String: Set<String>] = [:]
        for (name, calls) in memberCalls {
            for call in calls { callers["func:" + call, default: []].insert(name) }
        }
        for (from, targets) in pushes {
            // A function's pushes are its callers'.
            let sources = from.hasPrefix("func:") ? callers[from] ?? [] : [from]
            // A destination that calls a function pushes the views that function builds.
            let views = targets.flatMap { $0.hasPrefix("fn:") ? Array(functionViews[$0] ?? []) : [$0] }
            for target in views { pushers[target, default: []].formUnion(sources) }
        }
        var memo: [String: Mode?] = [:]
        var visiting: Set<String> = []
        func displayed(_ name: String) -> Mode? {
            if let explicit = explicitModes[name] { return explicit }
            if stackRoots.contains(name) { return .large }
            return inheritedMode(name)
        }
        func inheritedMode(_ name: String) -> Mode? {
            if let known = memo[name] { return known }
            guard let sources = pushers[name], !sources.isEmpty, !visiting.contains(name) else { return nil }
            visiting.insert(name)
            var modes: Set<Mode?> = []
            for source in sources.sorted() where source != name {
                modes.insert(displayed(source))
                if modes.count > 1 { break }
            }
            visiting.remove(name)
            let mode = modes.count == 1 ? modes.first ?? nil : nil
            memo[name] = mode
            return mode
        }
        var result: [String: Mode] = [:]
        for name in pushers.keys.sorted() {
            if let mode = inheritedMode(name) { result[name] = mode }
        }
        inherited = result
    }
}

/// Pass 1: collects one file's `NavigationPushes`.
final class NavigationPushCollector: SyntaxVisitor, KindedVisitor {
    /// The kinds this visitor overrides `visit` or `visitPost` for (`KindedVisitor`).
    static let visitedKinds: Set<SyntaxKind> = [
        .actorDecl, .classDecl, .enumDecl, .extensionDecl, .protocolDecl, .structDecl, .functionCallExpr, .functionDecl,
        .patternBinding,
    ]

    var pushes = NavigationPushes()
    /// Jumps over `else if` chains in the searches up the tree (`ElseIfChains`).
    private let chains = ElseIfChains()
    /// The type declarations the walk is in, innermost last: the name `NavigationPushes` gives
    /// the type (`nil` for a `View` extension, whose members are named instead).
    private var types: [String?] = []
    /// The members (functions, properties, local bindings) the walk is in, innermost last, with
    /// the number of types around each and whether it is a function.
    private var members: [(name: String, types: Int, isFunction: Bool)] = []
    /// The name of the call the walk is at, shared with the walk's other visitors.
    var callNames = CallNames()

    init() { super.init(viewMode: .sourceAccurate) }

    // The declarations around a call are kept as the walk enters and leaves them, so that each
    // call finds its own in constant time rather than by a search up the tree.
    private func enterType(_ node: some DeclSyntaxProtocol) -> SyntaxVisitorContinueKind {
        let syntax = Syntax(node)
        if let extended = syntax.as(ExtensionDeclSyntax.self),
            ["View", "SwiftUI.View"].contains(extended.extendedType.trimmedText)
        {
            types.append(nil)
        } else {
            types.append(typeName(of: syntax).map { $0.split(separator: ".").last.map(String.init) ?? $0 })
        }
        return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node) }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node) }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node) }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node) }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node) }
    override func visitPost(_ node: ProtocolDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node) }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        members.append((node.name.text, types.count, true))
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { members.removeLast() }
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            members.append((name, types.count, false))
        }
        return .visitChildren
    }
    override func visitPost(_ node: PatternBindingSyntax) {
        if node.pattern.is(IdentifierPatternSyntax.self) { members.removeLast() }
    }

    /// The innermost member of the innermost type, as `enclosingMember` finds it.
    private var member: (name: String, types: Int, isFunction: Bool)? {
        guard let last = members.last, last.types == types.count else { return nil }
        return last
    }

    /// The declaration the walk is in, as `declaration(around:)` names it.
    private var currentDeclaration: String? {
        guard let type = types.last else { return nil }
        return type ?? member.map { "func:" + $0.name }
    }

    /// Closures and arguments whose views are another screen: a mode set there is not the
    /// declaration's own.
    private static let elsewhere: Set<String> = [
        "NavigationLink", "navigationDestination", "sheet", "popover", "fullScreenCover",
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = callNames.name(of: node), let declaration = currentDeclaration else { return .visitChildren }
        switch name {
        case "NavigationStack", "NavigationView", "NavigationSplitView":
            if node.isBareCall { pushes.stackRoots.insert(declaration) }
        case "navigationBarTitleDisplayMode", "navigationBarTitle":
            // `.navigationBarTitleDisplayMode(.inline)`, or the deprecated
            // `.navigationBarTitle(_:displayMode:)`.
            guard !node.isBareCall,
                let argument = name == "navigationBarTitle"
                    ? node.argument("displayMode") : node.firstUnlabeledArgument,
                !Self.isElsewhere(node, chains: chains)
            else { break }
            let mode: NavigationPushes.Mode? =
                switch memberName(argument) {
                case "inline": .inline
                case "large": .large
                default: nil
                }
            guard let mode else { break }
            if let known = pushes.explicitModes[declaration], known != mode {
                pushes.explicitModes[declaration] = .some(nil)
            } else {
                pushes.explicitModes[declaration] = mode
            }
        case "NavigationLink" where node.isBareCall:
            // The destination: `destination:`, or the first trailing closure when a `label:`
            // closure or a title (`NavigationLink("title") { Destination() }`) labels the link.
            var destinations: [Syntax] = node.argument("destination").map { [Syntax($0)] } ?? []
            if node.additionalTrailingClosures.contains(where: { $0.label.text == "label" })
                || node.firstUnlabeledArgument != nil,
                node.argument("destination") == nil, let trailing = node.trailingClosure
            {
                destinations.append(Syntax(trailing))
            }
            for destination in destinations { addPushes(in: destination, from: declaration) }
        case "navigationDestination":
            // A member call, or a bare one inside a `View` extension (`self.` left out).
            for (_, closure) in node.closures { addPushes(in: Syntax(closure), from: declaration) }
        default:
            if !node.isBareCall { pushes.memberCalls[declaration, default: []].insert(name) }
        }
        // A view a function builds (`case .following: FollowingView(…)` in a router's `view`).
        if node.isBareCall, name.startsUppercase, let function = member, function.isFunction {
            pushes.functionViews["fn:" + function.name, default: []].insert(name)
        }
        return .visitChildren
    }

    /// Records the capitalised names called in `destination` as views `declaration` pushes, and
    /// the functions it calls (`fn:view`), whose views it pushes too.
    private func addPushes(in destination: Syntax, from declaration: String) {
        for call in CallCollector.calls(in: destination) {
            guard let callee = call.calleeName, let first = callee.first else { continue }
            if call.isBareCall, first.isUppercase {
                pushes.pushes[declaration, default: []].insert(callee)
            } else if first.isLowercase {
                pushes.pushes[declaration, default: []].insert("fn:" + callee)
            }
        }
    }

    /// Whether `node` lies in a push destination or a sheet of the declaration around it.
    private static func isElsewhere(_ node: FunctionCallExprSyntax, chains: ElseIfChains) -> Bool {
        var current = node.parent
        while let found = current {
            let n = climbing(found, chains)
            // A call whose receiver chain holds `node` (`x.navigationBarTitleDisplayMode(.inline)
            // .navigationDestination { … }`) applies to the same view: only its arguments and
            // closures are elsewhere.
            if let call = n.as(FunctionCallExprSyntax.self), let name = call.calleeName, elsewhere.contains(name),
                !(call.calledExpression.position <= node.position
                    && node.endPosition <= call.calledExpression.endPosition)
            {
                return true
            }
            if n.is(DeclSyntax.self) && (isTypeDeclaration(n.kind) || n.is(FunctionDeclSyntax.self)) { return false }
            current = n.parent
        }
        return false
    }

    /// The name of the declaration `node` belongs to, as `NavigationPushes` names it.
    static func declaration(around node: some SyntaxProtocol, chains: ElseIfChains? = nil) -> String? {
        guard let type = enclosingTypeDecl(node, chains: chains) else { return nil }
        if let extended = type.as(ExtensionDeclSyntax.self),
            ["View", "SwiftUI.View"].contains(extended.extendedType.trimmedText)
        {
            return enclosingMember(node, chains: chains).map { "func:" + $0.name }
        }
        return typeName(of: type).map { $0.split(separator: ".").last.map(String.init) ?? $0 }
    }
}
