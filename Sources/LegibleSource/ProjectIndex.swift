import Foundation
import LegibleAudit
import SwiftSyntax

/// A generated accessor (SwiftGen's `L10n.Scene.ConfirmEmail.title`, a hand-written
/// `enum LString { static let x = NSLocalizedString(…) }`): the key behind a static member.
struct Accessor: Hashable, Sendable {
    /// Fully qualified name: `L10n.Scene.ConfirmEmail.title`.
    var path: String
    var reference: TableKey
    var interpolated: Bool
}

/// One of the app's own localization functions (`OBALoc(_ key: String, value:comment:)`, LoopKit's
/// `LocalizedString(_:tableName:value:comment:)`, SwiftGen's `L10n.tr(_:_:_:fallback:)`): which of
/// its parameters is the key and which (if any) the table.
struct Wrapper: Hashable, Sendable {
    /// The function's name as called (`OBALoc`, `tr`).
    var name: String
    /// The qualified name for reports (`L10n.tr`).
    var qualifiedName: String
    /// Each parameter's argument label (`nil` for `_`).
    var labels: [String?]
    /// Index of the key parameter in `labels`.
    var keyIndex: Int
    /// Index of the table parameter, when the function passes one through.
    var tableIndex: Int?

    /// The argument of `call` that fills parameter `index`, matching labels in order and
    /// skipping parameters the call leaves to their defaults.
    func argument(_ index: Int, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        var arguments = Array(call.arguments)
        var parameter = 0
        while parameter < labels.count, !arguments.isEmpty {
            if arguments[0].label?.text == labels[parameter] {
                if parameter == index { return arguments[0].expression }
                arguments.removeFirst()
            }
            parameter += 1
        }
        return nil
    }
}

/// What pass 1 learns from every file, before any placement is made: accessors, wrappers,
/// and which view controllers are roots (of a navigation controller or a tab bar controller).
struct ProjectIndex: Sendable {
    var accessors: [String: Accessor] = [:]
    var wrappers: [String: Wrapper] = [:]
    /// Classes created as `UINavigationController(rootViewController: X(…))` or listed in a
    /// tab bar controller's `viewControllers`: their title has no back button.
    var rootControllers: Set<String> = []
    /// Element counts of `viewControllers = [...]` / `setViewControllers([...])`, in path order.
    var tabControllerCounts: [Int] = []
    /// Static members whose initializer or body calls something with a literal first argument:
    /// accessors if that something turns out to be a wrapper defined in another file
    /// (`static let title = OBALoc("key", value:comment:)`), resolved by `resolvePendingAccessors()`.
    var pendingAccessors: [(path: String, calls: [FunctionCallExprSyntax])] = []
    /// Which SwiftUI view pushes which, for automatic title display modes (`resolve()`d once
    /// every file is merged).
    var navigation = NavigationPushes()
    /// The app's functions' and initializers' parameters whose type makes a string literal a
    /// localization key (`LocalizedStringKey`, `LocalizedStringResource`,
    /// `String.LocalizationValue`: `localizedTypeNames`), as "name(label)" (`_` for none): a
    /// function's name, or the type's for an initializer and a struct's stored property
    /// (its memberwise initializer's parameter): `makeLabel(title)`, `SectionHeader(label)`.
    var localizedParameters: Set<String> = []
    /// The app's own SwiftUI fonts, by name: the static members of its `extension Font`
    /// (`static var scaledCaption: Font { … relativeTo: .caption … }`), as `appFont(_:)` reads
    /// them, so that `.font(.scaledCaption)` is measured in Caption rather than Body.
    var fonts: [String: FontDescription] = [:]
    /// The app's `Font` members that name another (`static var emphasis: Font { .appCaption }`):
    /// member → the font it names, made `fonts` by `resolveFontAliases()`.
    var fontAliases: [String: String] = [:]
    /// The app's own button styles (`struct PrimaryButtonStyle: ButtonStyle`), by type name:
    /// the horizontal paddings its `makeBody(configuration:)` puts around the label
    /// (`configuration.label.padding(.horizontal, 16)`), innermost first.
    var buttonStyles: [String: [LayoutRoom.Step]] = [:]
    /// Member name → the types that declare a property or method of that name (as
    /// `FilePlacement.typeName` names them: the innermost type, an extension's extended type as
    /// written), so that a receiver's name (`account.displayName`) is matched against every type
    /// it may be, not only those whose member shows a key.
    var memberTypes: [String: Set<String>] = [:]
    /// View type → the widget families (`systemSmall`, `systemMedium` …) the configurations that
    /// show it support (`StaticConfiguration(…) { entry in FollowersView(entry: entry) }
    /// .supportedFamilies([.systemSmall])`).
    var widgetFamilies: [String: Set<String>] = [:]
    /// The last name of every accessor's path (`title` for `L10n.Scene.title`), made by
    /// `resolvePendingAccessors()`: a reference whose last name is none of these names no
    /// accessor, and the walks build no dotted path to look it up.
    private(set) var accessorNames: Set<String> = []

    mutating func merge(_ other: ProjectIndex) {
        for (path, accessor) in other.accessors where accessors[path] == nil { accessors[path] = accessor }
        for (name, wrapper) in other.wrappers where wrappers[name] == nil { wrappers[name] = wrapper }
        rootControllers.formUnion(other.rootControllers)
        tabControllerCounts += other.tabControllerCounts
        pendingAccessors += other.pendingAccessors
        navigation.merge(other.navigation)
        localizedParameters.formUnion(other.localizedParameters)
        for (name, font) in other.fonts where fonts[name] == nil { fonts[name] = font }
        for (name, alias) in other.fontAliases where fontAliases[name] == nil { fontAliases[name] = alias }
        for (name, steps) in other.buttonStyles where buttonStyles[name] == nil { buttonStyles[name] = steps }
        memberTypes.merge(other.memberTypes) { $0.union($1) }
        widgetFamilies.merge(other.widgetFamilies) { $0.union($1) }
    }

    /// Adds to `fonts` each alias whose chain (at most four names long) ends in a font.
    mutating func resolveFontAliases() {
        for (name, first) in fontAliases where fonts[name] == nil {
            var target = first
            for _ in 0..<4 {
                if let font = fonts[target] {
                    fonts[name] = font
                    break
                }
                guard let next = fontAliases[target] else { break }
                target = next
            }
        }
    }

    /// Turns pending accessors whose call is a wrapper into accessors, once every file's
    /// wrappers are known.
    mutating func resolvePendingAccessors() {
        for (path, calls) in pendingAccessors where accessors[path] == nil {
            for call in calls {
                guard let name = call.calleeName, let wrapper = wrappers[name],
                    let key = wrapper.argument(wrapper.keyIndex, of: call).flatMap(literalKey)
                else { continue }
                let table =
                    wrapper.tableIndex.flatMap { wrapper.argument($0, of: call) }.map { tableName($0) } ?? "Localizable"
                guard let table else { continue }
                accessors[path] = Accessor(
                    path: path, reference: TableKey(table: table, key: key.key), interpolated: key.interpolated)
                break
            }
        }
        pendingAccessors = []
        // What follows the last dot, as `lastDottedName` reads it (empty for a name the parser
        // found missing).
        accessorNames = Set(
            accessors.keys.map { path in
                String(path[(path.lastIndex(of: ".").map(path.index(after:)) ?? path.startIndex)...])
            })
    }

    /// The accessor a fully qualified dotted name refers to (a reference written from inside the
    /// accessor's own namespace, `ConfirmEmail.title` inside `L10n.Scene`, is not resolved).
    func accessor(named path: String) -> Accessor? {
        if let exact = accessors[path] { return exact }
        return nil
    }
}

/// The localization calls Swift and Foundation provide, read from a call: the key argument
/// and the table argument.
enum LocalizationCall {
    /// The key and table arguments of `call` when it is `NSLocalizedString`, `String(localized:)`,
    /// `LocalizedStringResource`, `LocalizedStringKey` or `Bundle.localizedString(forKey:value:table:)`.
    /// `name` is `call.calleeName`, when the caller has it already.
    static func arguments(
        of call: FunctionCallExprSyntax, named name: String?? = nil
    ) -> (key: ExprSyntax, table: ExprSyntax?)? {
        switch name ?? call.calleeName {
        case "NSLocalizedString":
            guard call.isBareCall, let key = call.firstUnlabeledArgument else { return nil }
            return (key, call.argument("tableName"))
        case "String":
            guard let key = call.argument("localized") else { return nil }
            return (key, call.argument("table"))
        case "LocalizedStringResource", "LocalizedStringKey":
            guard let key = call.firstUnlabeledArgument else { return nil }
            return (key, call.argument("table"))
        case "localizedString":
            guard let key = call.argument("forKey") else { return nil }
            return (key, call.argument("table"))
        default:
            return nil
        }
    }
}

/// A table argument's name: a string literal, or `Localizable` for `nil` or no argument.
func tableName(_ expression: ExprSyntax?) -> String? {
    guard let expression else { return "Localizable" }
    if unwrapped(expression).is(NilLiteralExprSyntax.self) { return "Localizable" }
    return plainString(expression)
}

/// Pass 1: indexes accessors, wrapper functions and root view controllers of one file.
final class DeclarationIndexer: SyntaxVisitor, KindedVisitor {
    /// The kinds this visitor overrides `visit` or `visitPost` for (`KindedVisitor`).
    static let visitedKinds: Set<SyntaxKind> = [
        .functionCallExpr, .functionDecl, .initializerDecl, .sequenceExpr, .variableDecl,
    ]

    var index = ProjectIndex()
    let extraWrappers: Set<String>
    /// The file's `else if` chains, for searches up the tree.
    private let chains = ElseIfChains()
    /// The name of the call the walk is at, shared with the walk's other visitors.
    var callNames = CallNames()

    init(extraWrappers: Set<String>) {
        self.extraWrappers = extraWrappers
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = enclosingTypePath(node, chains: chains).last {
            noteLocalizedParameters(node.signature.parameterClause.parameters, of: type)
        }
        return .visitChildren
    }

    /// `.supportedFamilies([.systemSmall, …])` on a widget configuration: the families of the
    /// app's views its content closure shows.
    private func noteWidgetFamilies(_ node: FunctionCallExprSyntax) {
        var argument = node.firstUnlabeledArgument.map(unwrapped)
        // `.supportedFamilies(availableFamilies)`: a property of the widget holding the list.
        if let name = argument?.as(DeclReferenceExprSyntax.self)?.baseName.text {
            argument = memberValue(named: name, around: node, constantsOnly: false).map(unwrapped)
        }
        guard let list = argument?.as(ArrayExprSyntax.self) else { return }
        let families = Set(list.elements.compactMap { memberName($0.expression) })
        var current = node.memberBase.map(unwrapped)
        while let call = current?.as(FunctionCallExprSyntax.self) {
            if let name = call.calleeName, name.hasSuffix("Configuration"), call.memberBase == nil {
                guard let content = call.trailingClosure else { return }
                for shown in CallCollector.calls(in: Syntax(content))
                where shown.isBareCall && shown.calleeName?.first?.isUppercase == true {
                    if let type = shown.calleeName { index.widgetFamilies[type, default: []].formUnion(families) }
                }
                return
            }
            current = call.memberBase.map(unwrapped)
        }
    }

    /// Notes the parameters of `name` whose type makes a literal a key (`ProjectIndex.localizedParameters`).
    private func noteLocalizedParameters(_ parameters: FunctionParameterListSyntax, of name: String) {
        for parameter in parameters where isLocalizedType(parameter.type) {
            index.localizedParameters.insert("\(name)(\(parameter.firstName.text))")
        }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        noteLocalizedParameters(node.signature.parameterClause.parameters, of: node.name.text)
        let parameters = Array(node.signature.parameterClause.parameters)
        let typePath = enclosingTypePath(node, chains: chains)
        if let type = typePath.last { index.memberTypes[node.name.text, default: []].insert(type) }
        if node.name.text == "makeBody", let type = typePath.last, let body = node.body,
            let insets = buttonStyleInsets(body)
        {
            index.buttonStyles[type] = insets
        }
        let isFree = typePath.isEmpty
        if let body = node.body, isFree || isStatic(node.modifiers) {
            // A wrapper: passes one of its String parameters as the key of a localization call.
            let names = parameters.map { ($0.secondName ?? $0.firstName).text }
            let labels: [String?] = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
            for call in CallCollector.calls(in: Syntax(body)) {
                guard let (key, table) = LocalizationCall.arguments(of: call),
                    let keyName = unwrapped(key).as(DeclReferenceExprSyntax.self)?.baseName.text,
                    let keyIndex = names.firstIndex(of: keyName),
                    parameters[keyIndex].type.trimmedText.contains("String")
                else { continue }
                let tableIndex = table.flatMap { unwrapped($0).as(DeclReferenceExprSyntax.self)?.baseName.text }
                    .flatMap { names.firstIndex(of: $0) }
                let name = node.name.text
                index.wrappers[name] = Wrapper(
                    name: name, qualifiedName: (typePath + [name]).joined(separator: "."),
                    labels: labels, keyIndex: keyIndex, tableIndex: tableIndex)
                break
            }
            if isStatic(node.modifiers) {
                let path = (typePath + [node.name.text]).joined(separator: ".")
                if let accessor = accessorKey(in: Syntax(body)) {
                    index.accessors[path] = Accessor(
                        path: path, reference: accessor.reference, interpolated: accessor.interpolated)
                } else {
                    notePending(path, in: Syntax(body))
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(MemberBlockItemSyntax.self) == true,
            let type = enclosingTypePath(node, chains: chains).last
        {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    index.memberTypes[name, default: []].insert(type)
                }
            }
        }
        if !isStatic(node.modifiers), node.parent?.parent?.parent?.parent?.is(StructDeclSyntax.self) == true,
            let type = enclosingTypePath(node, chains: chains).last
        {
            // A struct's stored property is a parameter of its memberwise initializer.
            for binding in node.bindings where binding.accessorBlock == nil {
                if let annotation = binding.typeAnnotation, isLocalizedType(annotation.type),
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                {
                    index.localizedParameters.insert("\(type)(\(name))")
                }
            }
        }
        guard isStatic(node.modifiers) else { return .visitChildren }
        let typePath = enclosingTypePath(node, chains: chains)
        if let type = typePath.last, type == "Font" || type == "SwiftUI.Font" {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value ?? binding.accessorBlock.flatMap(singleValue)
                else { continue }
                if let font = appFont(value) {
                    index.fonts[name] = font
                } else if let member = unwrapped(value).as(MemberAccessExprSyntax.self),
                    member.base == nil || member.base?.trimmedText == "Font"
                {
                    index.fontAliases[name] = member.declName.baseName.text
                }
            }
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let found =
                binding.initializer.flatMap { accessorKey(in: Syntax($0.value)) }
                ?? binding.accessorBlock.flatMap { accessorKey(in: Syntax($0)) }
            let path = (typePath + [name]).joined(separator: ".")
            if let found {
                index.accessors[path] = Accessor(
                    path: path, reference: found.reference, interpolated: found.interpolated)
            } else if let value = binding.initializer?.value {
                notePending(path, in: Syntax(value))
            } else if let accessors = binding.accessorBlock {
                notePending(path, in: Syntax(accessors))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        switch callNames.name(of: node) {
        case "supportedFamilies":
            noteWidgetFamilies(node)
        case "UINavigationController":
            if let root = node.argument("rootViewController"),
                let call = unwrapped(root).as(FunctionCallExprSyntax.self),
                let name = call.calleeName
            {
                index.rootControllers.insert(name)
            }
        case "setViewControllers":
            if let array = node.firstUnlabeledArgument.flatMap({ unwrapped($0).as(ArrayExprSyntax.self) }) {
                noteTabControllers(array)
            }
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let (lhs, rhs) = assignment(node), dottedPath(lhs)?.hasSuffix("viewControllers") == true,
            let array = unwrapped(rhs).as(ArrayExprSyntax.self)
        {
            noteTabControllers(array)
        }
        return .visitChildren
    }

    /// Keeps calls with a literal first argument, for `ProjectIndex.resolvePendingAccessors()`.
    private func notePending(_ path: String, in node: Syntax) {
        let calls = CallCollector.calls(in: node).filter { call in
            call.arguments.first.map { $0.label == nil && plainString($0.expression) != nil } ?? false
        }
        if !calls.isEmpty { index.pendingAccessors.append((path, calls)) }
    }

    private func noteTabControllers(_ array: ArrayExprSyntax) {
        index.tabControllerCounts.append(array.elements.count)
        for element in array.elements {
            if let call = unwrapped(element.expression).as(FunctionCallExprSyntax.self), let name = call.calleeName {
                index.rootControllers.insert(name)
                if name == "UINavigationController", let root = call.argument("rootViewController"),
                    let rootCall = unwrapped(root).as(FunctionCallExprSyntax.self), let rootName = rootCall.calleeName
                {
                    index.rootControllers.insert(rootName)
                }
            }
        }
    }

    /// The key of an accessor's initializer or body: a localization call with a literal key,
    /// or a call whose first two unlabeled arguments are string literals `(table, key)`
    /// (SwiftGen's `tr("Localizable", "Scene.Title", fallback: …)`).
    private func accessorKey(in node: Syntax) -> (reference: TableKey, interpolated: Bool)? {
        for call in CallCollector.calls(in: node) {
            if let (key, table) = LocalizationCall.arguments(of: call), let literal = literalKey(key),
                let table = tableName(table)
            {
                return (TableKey(table: table, key: literal.key), literal.interpolated)
            }
            // Lazily: a syntax collection's own `filter` builds a new tree.
            let unlabeled = Array(call.arguments.lazy.filter { $0.label == nil }.prefix(2).map(\.expression))
            if unlabeled.count == 2, let table = plainString(unlabeled[0]), let key = plainString(unlabeled[1]) {
                return (TableKey(table: table, key: key), false)
            }
            if let name = call.calleeName, extraWrappers.contains(name),
                let key = call.firstUnlabeledArgument.flatMap(literalKey)
            {
                return (TableKey(table: "Localizable", key: key.key), key.interpolated)
            }
        }
        return nil
    }
}

/// Every function call under a node, in source order.
final class CallCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.calls
    }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}

/// The types whose string literals are localization keys: SwiftUI's `LocalizedStringKey`
/// (https://developer.apple.com/documentation/swiftui/localizedstringkey), Foundation's
/// `LocalizedStringResource` and `String.LocalizationValue`, looked up in `Localizable`.
let localizedTypeNames: Set<String> = [
    "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue", "LocalizationValue",
]

/// Whether `type` (optional or not) is one of `localizedTypeNames`. Read from the type's
/// syntax, not its text: every parameter and stored property is asked, and spelling each type
/// out cost the scan a fortieth of its time.
func isLocalizedType(_ type: TypeSyntax) -> Bool {
    var t = type
    while true {
        if let optional = t.as(OptionalTypeSyntax.self) {
            t = optional.wrappedType
        } else if let unwrapped = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            t = unwrapped.wrappedType
        } else {
            break
        }
    }
    if let identifier = t.as(IdentifierTypeSyntax.self) {
        return identifier.genericArgumentClause == nil && localizedTypeNames.contains(identifier.name.text)
    }
    if let member = t.as(MemberTypeSyntax.self), let base = member.baseType.as(IdentifierTypeSyntax.self) {
        return localizedTypeNames.contains("\(base.name.text).\(member.name.text)")
    }
    return false
}
