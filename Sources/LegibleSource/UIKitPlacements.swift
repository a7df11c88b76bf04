import Foundation
import LegibleAudit
import LegibleText
import SwiftSyntax

/// Reads a UIKit font: `.preferredFont(forTextStyle: .headline)`, `.systemFont(ofSize: 15,
/// weight: .semibold)`, `.boldSystemFont(ofSize: 15)`, `UIFont(name: "Avenir-Heavy", size: 15)`,
/// `UIFontMetrics(…).scaledFont(for: …)`; `a ?? b` and `!` looked through.
func uiKitFont(_ expression: ExprSyntax) -> FontDescription? {
    let e = unwrapped(expression)
    if let forced = e.as(ForceUnwrapExprSyntax.self) { return uiKitFont(forced.expression) }
    if let sequence = e.as(SequenceExprSyntax.self) {
        return sequence.elements.lazy.compactMap { uiKitFont($0) }.first
    }
    guard let call = e.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return nil }
    let size = call.argument("ofSize").flatMap(numberLiteral)
    let weight = call.argument("weight").flatMap(memberName).flatMap(FontWeight.init(name:))
    switch name {
    case "preferredFont":
        return call.argument("forTextStyle").flatMap(memberName).flatMap(TextStyle.init(name:)).map {
            FontDescription(style: $0)
        }
    case "systemFont", "monospacedDigitSystemFont", "monospacedSystemFont", "italicSystemFont":
        if size == nil, let scaled = call.argument("ofSize").flatMap(scaledMetric) {
            return FontDescription(style: scaled.style, size: scaled.size, weight: weight ?? .regular)
        }
        return size.map { FontDescription(size: $0, weight: weight ?? .regular) }
    case "boldSystemFont":
        return size.map { FontDescription(size: $0, weight: .bold) }
    case "UIFont":
        guard let size = call.argument("size").flatMap(numberLiteral) else { return nil }
        return FontDescription(size: size, family: call.argument("name").flatMap(plainString))
    case "scaledFont":
        guard var font = call.argument("for").flatMap(uiKitFont) else { return nil }
        if font.style == nil, let base = call.memberBase.flatMap({ unwrapped($0).as(FunctionCallExprSyntax.self) }),
            let style = base.argument("forTextStyle").flatMap(memberName).flatMap(TextStyle.init(name:))
        {
            font.style = style
        }
        return font
    case "withSize":
        guard var font = call.memberBase.flatMap(uiKitFont) else { return nil }
        font.size = call.firstUnlabeledArgument.flatMap(numberLiteral) ?? font.size
        return font
    default:
        return nil
    }
}

/// The components of an assignment's left side with `self` dropped: `self.titleLabel?.text`
/// gives `titleLabel`, `text`.
func assignedPath(_ expression: ExprSyntax) -> [String]? {
    guard let path = dottedPath(unwrapped(expression)) else { return nil }
    var components = path.split(separator: ".").map(String.init)
    if components.first == "self" { components.removeFirst() }
    return components.isEmpty ? nil : components
}

/// The `lhs = rhs` of an unfolded sequence expression, when it is one.
func assignment(_ sequence: SequenceExprSyntax) -> (lhs: ExprSyntax, rhs: ExprSyntax)? {
    // Counted before the elements are copied out: every sequence expression is asked.
    guard sequence.elements.count == 3 else { return nil }
    var elements = sequence.elements.makeIterator()
    guard let lhs = elements.next(), elements.next()?.is(AssignmentExprSyntax.self) == true,
        let rhs = elements.next()
    else { return nil }
    return (lhs, rhs)
}

/// Pass 2, UIKit, first step: every `target.property = value` in each type of the file, so
/// that `titleLabel.text = …` finds `titleLabel.font`, `numberOfLines`, `lineBreakMode`.
/// Assignments inside a closure that initializes a stored property
/// (`let titleLabel: UILabel = { let label = UILabel(); label.font = …; return label }()`)
/// count for that property too, and so do those a method of the type makes on the view it
/// returns, for a property that method initializes (`lazy var label = buildLabel()`, where
/// `buildLabel()` sets `label.numberOfLines = 0` and returns `label`).
final class UIKitConfigurationCollector: SyntaxVisitor, KindedVisitor {
    /// The kinds this visitor overrides `visit` or `visitPost` for (`KindedVisitor`).
    static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr, .patternBinding, .sequenceExpr, .sourceFile]

    /// Type path → target name → property → value.
    var properties: [String: [String: [String: ExprSyntax]]] = [:]
    /// Type path → method name → property → value, set on the variable the method returns.
    private var madeBy: [String: [String: [String: ExprSyntax]]] = [:]
    /// Stored properties initialized by a call to a method of their type: (type path, property, method).
    private var initializedBy: [(type: String, property: String, method: String)] = []

    /// Where the file draws tab bar item titles in a clear colour in their normal state
    /// (`tabBarItemAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.clear]`, or
    /// through a `UITabBarAppearance`'s `stackedLayoutAppearance` and the other layouts):
    /// an icon-only tab bar whose titles are kept for accessibility, never seen.
    private(set) var clearTabTitles: AbsolutePosition?
    /// The file's `else if` chains, for searches up the tree.
    private let chains = ElseIfChains()
    /// The name of the call the walk is at, shared with the walk's other visitors.
    var callNames = CallNames()

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let (lhs, rhs) = assignment(node), let path = assignedPath(lhs) else { return .visitChildren }
        let type = enclosingTypePath(node, chains: chains).joined(separator: ".")
        let property = path[path.count - 1]
        if property == "titleTextAttributes", path.contains("normal"),
            path.contains(where: { $0.lowercased().contains("tabbaritem") || $0.hasSuffix("LayoutAppearance") }),
            Self.isClearForeground(rhs)
        {
            clearTabTitles = clearTabTitles ?? node.positionAfterSkippingLeadingTrivia
        }
        let target = path.count >= 2 ? path[path.count - 2] : ""
        properties[type, default: [:]][target, default: [:]][property] = rhs
        if let alias = closureInitializedProperty(around: node), alias != target {
            properties[type, default: [:]][alias, default: [:]][property] = rhs
        }
        if path.count == 2, let method = enclosingMethod(of: node), Self.returns(target, from: method) {
            madeBy[type, default: [:]][method.name.text, default: [:]][property] = rhs
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let call = node.initializer?.value.as(FunctionCallExprSyntax.self)
        else { return .visitChildren }
        let callee =
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { member in
                member.base?.trimmedText == "self" ? member.declName.baseName.text : nil
            }
        if let callee, callee.first?.isLowercase == true {
            initializedBy.append((enclosingTypePath(node, chains: chains).joined(separator: "."), name, callee))
        }
        return .visitChildren
    }

    override func visitPost(_ node: SourceFileSyntax) {
        for (type, property, method) in initializedBy {
            guard let made = madeBy[type]?[method] else { continue }
            properties[type, default: [:]][property, default: [:]].merge(made) { own, _ in own }
        }
    }

    /// `UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.clear], for: .normal)`.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if callNames.name(of: node) == "setTitleTextAttributes",
            node.memberBase?.trimmedText.contains("UITabBarItem") == true,
            node.argument("for").flatMap(memberName) == "normal",
            let attributes = node.arguments.first?.expression, Self.isClearForeground(attributes)
        {
            clearTabTitles = clearTabTitles ?? node.positionAfterSkippingLeadingTrivia
        }
        return .visitChildren
    }

    /// Whether `attributes` is a dictionary literal giving `.foregroundColor` a clear colour.
    private static func isClearForeground(_ attributes: ExprSyntax) -> Bool {
        guard let dictionary = attributes.as(DictionaryExprSyntax.self),
            case .elements(let elements) = dictionary.content
        else { return false }
        return elements.contains { element in
            memberName(element.key) == "foregroundColor"
                && ["UIColor.clear", ".clear"].contains(element.value.trimmedText)
        }
    }

    /// The function declaration `node` is in, when no closure or type lies between them.
    private func enclosingMethod(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var current = node.parent
        while let found = current {
            let n = climbing(found, chains)
            switch n.kind {
            case .functionDecl: return n.as(FunctionDeclSyntax.self)
            case .closureExpr: return nil
            case let kind where isTypeDeclaration(kind): return nil
            default: current = n.parent
            }
        }
        return nil
    }

    /// Whether `function` ends in `return name` (or is one expression naming it).
    private static func returns(_ name: String, from function: FunctionDeclSyntax) -> Bool {
        guard let last = function.body?.statements.last?.item else { return false }
        let value = last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self)
        return value?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    }

    private func closureInitializedProperty(around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let found = current {
            let n = climbing(found, chains)
            switch n.kind {
            case .patternBinding:
                guard let binding = n.as(PatternBindingSyntax.self),
                    let value = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                    value.calledExpression.is(ClosureExprSyntax.self)
                else { return nil }
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            case .functionDecl: return nil
            case let kind where isTypeDeclaration(kind): return nil
            default: current = n.parent
            }
        }
        return nil
    }
}

/// Pass 2, UIKit: initializers and property assignments that show a key.
///
/// UIKit's defaults (https://developer.apple.com/documentation/uikit/uilabel/numberoflines):
/// a label is one line unless `numberOfLines` is set; a pushed view controller's navigation bar
/// has a back button, "Back" when the previous title does not fit
/// (https://developer.apple.com/documentation/uikit/uinavigationitem/backbuttontitle).
final class UIKitPlacementVisitor: SyntaxVisitor, KindedVisitor {
    /// The kinds this visitor overrides `visit` or `visitPost` for (`KindedVisitor`).
    static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr, .sequenceExpr]

    let context: FileContext
    let properties: [String: [String: [String: ExprSyntax]]]
    /// Type path → the views it builds in code (`UIKitLayoutCollector`), for the layout around a label.
    let views: [String: UIKitViews]

    init(
        context: FileContext, properties: [String: [String: [String: ExprSyntax]]],
        views: [String: UIKitViews] = [:]
    ) {
        self.context = context
        self.properties = properties
        self.views = views
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Types

    /// Whether the type around `node` is a view controller: it inherits from a class whose name
    /// ends in `Controller`, or its own name ends in `ViewController`.
    func isViewController(_ node: some SyntaxProtocol) -> Bool {
        guard let decl = enclosingTypeDecl(node, chains: context.chains) else { return false }
        if let cls = decl.as(ClassDeclSyntax.self) {
            return superclassName(cls.inheritanceClause)?.hasSuffix("Controller") == true
                || cls.name.text.hasSuffix("ViewController")
        }
        return (typeName(of: decl) ?? "").hasSuffix("ViewController")
    }

    /// Whether the type or function around `node` declares `name` (`let name = UILabel()`).
    private func declares(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let found = current {
            let n = climbing(found, context.chains)
            if let members = n.as(MemberBlockSyntax.self) ?? n.as(ClassDeclSyntax.self)?.memberBlock {
                for member in members.members {
                    if let variable = member.decl.as(VariableDeclSyntax.self),
                        variable.bindings.contains(where: {
                            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                        })
                    {
                        return true
                    }
                }
            }
            if let block = n.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if let variable = item.item.as(VariableDeclSyntax.self),
                        variable.bindings.contains(where: {
                            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                        })
                    {
                        return true
                    }
                }
            }
            current = n.parent
        }
        return false
    }

    /// The settings of `target` in the superclass of the class around `node`, when the project
    /// declares that class and configures `target` there; `nil` otherwise.
    private func superclassSettings(of target: String, around node: some SyntaxProtocol) -> [String: ExprSyntax]? {
        guard let cls = enclosingTypeDecl(node, chains: context.chains)?.as(ClassDeclSyntax.self),
            let superclass = superclassName(cls.inheritanceClause)
        else { return nil }
        return properties[superclass]?[target]
    }

    func typeProperties(_ node: some SyntaxProtocol) -> [String: [String: ExprSyntax]] {
        properties[enclosingTypePath(node, chains: context.chains).joined(separator: "."), default: [:]]
    }

    /// `navigationItem.largeTitleDisplayMode = .always` or `prefersLargeTitles = true` in the type.
    private func prefersLargeTitle(_ node: some SyntaxProtocol) -> Bool {
        let all = typeProperties(node)
        if all["navigationItem"]?["largeTitleDisplayMode"].flatMap(memberName) == "always" { return true }
        return all.values.contains { $0["prefersLargeTitles"].map { $0.trimmedText == "true" } ?? false }
    }

    // MARK: Assignments

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let (lhs, rhs) = assignment(node), let path = assignedPath(lhs) else { return .visitChildren }
        let keys = context.keys(in: rhs, literalIsKey: false)
        guard !keys.isEmpty || !rhs.is(StringLiteralExprSyntax.self) else { return .visitChildren }
        let property = path[path.count - 1]
        let target = path.count >= 2 ? path[path.count - 2] : nil
        let lowerTarget = target?.lowercased() ?? ""
        var element: ElementConfiguration?
        /// Why a key assigned here is not placed, when it is not just "assigned to …".
        var unplacedReason: String?
        switch property {
        case "title":
            if target == nil || target == "navigationItem" {
                if let titleView = typeProperties(node)["navigationItem"]?["titleView"],
                    !unwrapped(titleView).is(NilLiteralExprSyntax.self)
                {
                    // A title view replaces the title in the bar
                    // (https://developer.apple.com/documentation/uikit/uinavigationitem/titleview).
                    unplacedReason = "a title the navigation bar does not show: `navigationItem.titleView` replaces it"
                } else if target == "navigationItem" || isViewController(node) {
                    element = navigationTitle(node, keys: keys)
                }
            } else if target == "tabBarItem" {
                element = ElementConfiguration(role: .tabBarItem)
                element?.count = context.index.tabControllerCounts.first ?? runtimeTabCount
            } else if lowerTarget.contains("config") {
                // A UIButton.Configuration's title wraps by words: its titleLineBreakMode defaults
                // to byWordWrapping, "Word and character wrapping modes enable multiline text"
                // (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/titlelinebreakmode).
                element = ElementConfiguration(role: .button)
                element?.lines = 0
                element?.lineBreakMode = .byWordWrapping
                element?.layout = target.flatMap { buttonConfigurationLayout($0, at: node) }
            }
        case "subtitle" where target == "navigationItem":
            // iOS 26: UINavigationItem.subtitle, largeSubtitle
            // (https://developer.apple.com/documentation/uikit/uinavigationitem/largesubtitle).
            element = ElementConfiguration(role: .navigationSubtitle)
        case "largeSubtitle" where target == "navigationItem":
            element = ElementConfiguration(role: .largeSubtitle)
        case "text":
            if target == "textLabel" || target == "detailTextLabel" {
                let detail = target == "detailTextLabel"
                element = ElementConfiguration(role: detail ? .tableCellSubtitle : .tableCellTitle)
                if cellStyle(path: path, at: node) == "value1" {
                    // A value1 cell's detail is in Body, as its title (Docs/layout.md: inferred).
                    if detail { element?.textStyle = .body }
                    element?.layout = value1Layout(detail: detail, path: path, at: node)
                }
            } else if lowerTarget.contains("content") || lowerTarget.contains("config") {
                // UIListContentConfiguration's text (`content.text`, `configuration.text`) wraps:
                // its numberOfLines is 0 (Docs/containers.md).
                element = ElementConfiguration(role: .tableCellTitle)
                element?.lines = 0
            } else if lowerTarget.contains("textview") {
                element = ElementConfiguration(role: .textView)
            } else if lowerTarget.contains("field") {
                element = ElementConfiguration(role: .textField)
            } else {
                element = label(named: target ?? "", at: node, path: Array(path.filter { $0 != "self" }.dropLast()))
                if let made = element { element?.layout = labelLayout(target, path: path, at: node, element: made) }
            }
        case "secondaryText":
            element = ElementConfiguration(role: .tableCellSubtitle)
            element?.lines = 0
        case "placeholder":
            element = ElementConfiguration(
                role: lowerTarget.contains("searchbar") ? .searchPlaceholder : .textFieldPlaceholder)
            if lowerTarget.contains("searchbar"), !keys.isEmpty {
                context.updateScreen(around: node) { screen in
                    var search = screen.searchBar ?? Screen.SearchBar()
                    search.placeholder = .key(keys[0].reference.key, table: keys[0].reference.table)
                    screen.searchBar = search
                }
            }
        case "prompt" where target == "navigationItem":
            element = ElementConfiguration(role: .prompt)
        case "backButtonTitle":
            element = ElementConfiguration(role: .backButton)
        default:
            break
        }
        if keys.isEmpty {
            if let element { context.followValue(rhs, element: element, at: lhs) }
        } else if let element {
            for key in keys { context.place(key, element, at: lhs) }
        } else {
            let written = path.joined(separator: ".")
            for key in keys { context.unplace(key, reason: unplacedReason ?? "assigned to `\(written)`", at: lhs) }
        }
        return .visitChildren
    }

    /// A view controller's title: inline, one line, with a "Back" button unless the class is a
    /// navigation or tab root; large when the type asks for large titles.
    private func navigationTitle(_ node: some SyntaxProtocol, keys: [FoundKey]) -> ElementConfiguration {
        let typeName = enclosingTypePath(node, chains: context.chains).last ?? ""
        let isRoot = context.index.rootControllers.contains(typeName)
        let large = prefersLargeTitle(node)
        var element = ElementConfiguration(role: large ? .largeTitle : .navigationTitle)
        if !large {
            element.lines = 1
            if !isRoot { element.backButtonTitle = "Back" }
        }
        guard let first = keys.first else { return element }
        context.updateScreen(around: node) { screen in
            var bar = screen.navigationBar ?? Screen.NavigationBar()
            if bar.title == nil { bar.title = .key(first.reference.key, table: first.reference.table) }
            if !isRoot {
                bar.backButtonTitle = .literal("Back")
                bar.showsBackButton = true
            }
            bar.largeTitle = large
            screen.navigationBar = bar
        }
        return element
    }

    /// A label's element from what is set on the same property: in the type that shows the text
    /// (its extensions included); else, for a label of another object (`emptyView.infoLabel`), in
    /// the one type that configures a property of that name.
    ///
    /// UIKit's default is one line; but where the label's configuration is nowhere to be seen (a
    /// label of another object no type of the project configures), its `numberOfLines` is
    /// unknown and a wrapping label is assumed (lines 0): measured for width only, so that an
    /// unseen `numberOfLines = 0` never turns into a false truncation.
    private func label(named target: String, at node: some SyntaxProtocol, path: [String] = []) -> ElementConfiguration
    {
        var element = ElementConfiguration(role: .label)
        element.lines = 1
        var found = typeProperties(node)[target]
        let declared = declares(target, around: node)
        if path.count < 2, !declared, let inherited = superclassSettings(of: target, around: node) {
            // A label the superclass declares and configures (`subtitleLabel.numberOfLines = 0` in
            // its initializer), given its text in a subclass.
            found = inherited.merging(found ?? [:]) { _, local in local }
        }
        if path.count >= 2 || (found?["numberOfLines"] == nil && !declared) {
            // Where the label is declared: the one type that configures a property of its name.
            let here = enclosingTypePath(node, chains: context.chains).joined(separator: ".")
            let candidates = properties.filter { $0.key != here }.values.compactMap { $0[target] }
                .filter { $0["numberOfLines"] != nil || $0["font"] != nil }
            if candidates.count == 1 {
                found = candidates[0].merging(found ?? [:]) { _, local in local }
            } else if found?["numberOfLines"] == nil {
                element.lines = 0
            }
        }
        guard let settings = found else { return element }
        if Self.isPlainLocalLabel(target, at: node) {
            // A `UILabel()` made where its text is set, whose font nothing there sets (another
            // closure's label of the same name does not count), keeps UIKit's default, the system
            // font at 17 pt, which does not follow Dynamic Type
            // (https://developer.apple.com/documentation/uikit/uilabel/font: "the system font at
            // 17 points"; adjustsFontForContentSizeCategory is false by default).
            element.font = FontConfiguration(size: 17, weight: .regular)
            element.adjustsFontForContentSizeCategory = false
        } else if let font = settings["font"].flatMap(uiKitFont) {
            element.textStyle = font.style
            if let size = font.size {
                element.font = FontConfiguration(family: font.family, size: size, weight: font.weight ?? .regular)
            }
        }
        if let lines = settings["numberOfLines"].flatMap(numberLiteral) { element.lines = Int(lines) }
        if settings["adjustsFontSizeToFitWidth"]?.trimmedText == "true" {
            element.minimumScaleFactor = settings["minimumScaleFactor"].flatMap(numberLiteral)
        }
        if let mode = settings["lineBreakMode"].flatMap(memberName) {
            element.lineBreakMode = LineBreakMode(name: mode)
        }
        if let adjusts = settings["adjustsFontForContentSizeCategory"]?.trimmedText {
            element.adjustsFontForContentSizeCategory = adjusts == "true"
        }
        return element
    }

    /// The statements of the function's or closure's body around `node` (`nil` at a type's or
    /// the file's top level).
    private static func enclosingStatements(of node: some SyntaxProtocol) -> CodeBlockItemListSyntax? {
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(CodeBlockItemListSyntax.self) {
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
            current = parent
        }
        return current.parent?.as(CodeBlockItemListSyntax.self)
    }

    /// Whether `name` is a label made with `UILabel()` in the statements around `node` (a
    /// function's or closure's body: `let label = UILabel(); label.text = …`), none of which sets
    /// its font or makes it follow Dynamic Type.
    static func isPlainLocalLabel(_ name: String, at node: some SyntaxProtocol) -> Bool {
        guard let statements = enclosingStatements(of: node) else { return false }
        var made = false
        for statement in statements {
            if let variable = statement.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings
                where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    guard let call = binding.initializer.map({ unwrapped($0.value) })?.as(FunctionCallExprSyntax.self),
                        call.calleeName == "UILabel", call.arguments.isEmpty
                    else { return false }
                    made = true
                }
            }
            let text = statement.trimmedText
            if text.hasPrefix(name + ".font") || text.hasPrefix(name + ".adjustsFontForContentSizeCategory") {
                return false
            }
        }
        return made
    }

    /// The font `button.titleLabel?.font = …` gives the button `name` in the statements around
    /// `node` (the function or closure that sets its title), the last one set; `nil` when none does.
    static func titleFont(of name: String, at node: some SyntaxProtocol) -> FontDescription? {
        guard let statements = enclosingStatements(of: node) else { return nil }
        var found: FontDescription?
        for statement in statements {
            let expression =
                statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
            guard let sequence = expression?.as(SequenceExprSyntax.self), let (lhs, rhs) = assignment(sequence),
                assignedPath(lhs) == [name, "titleLabel", "font"]
            else { continue }
            found = uiKitFont(rhs) ?? found
        }
        return found
    }

    // MARK: Initializers and calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = context.callNames.name(of: node) else { return .visitChildren }
        func place(_ argument: String?, _ element: ElementConfiguration) {
            let expression = argument.map { node.argument($0) } ?? node.firstUnlabeledArgument
            guard let expression else { return }
            let keys = context.keys(in: expression, literalIsKey: false)
            if keys.isEmpty { context.followValue(expression, element: element, at: node) }
            for key in keys { context.place(key, element, at: node) }
        }
        switch name {
        case "UIAlertController":
            let sheet = node.argument("preferredStyle").flatMap(memberName) == "actionSheet"
            place("title", ElementConfiguration(role: sheet ? .actionSheetTitle : .alertTitle))
            place("message", ElementConfiguration(role: sheet ? .actionSheetMessage : .alertMessage))
            buildAlert(node, sheet: sheet)
        case "UIAlertAction":
            let controller = alertController(of: node)
            var element = ElementConfiguration(role: controller?.sheet == true ? .actionSheetAction : .alertAction)
            element.count = controller?.actions.count
            place("title", element)
        case "UIBarButtonItem":
            var element = ElementConfiguration(role: .barButtonItem)
            element.lines = 1
            place("title", element)
            if let key = node.argument("title").flatMap({ context.keys(in: $0, literalIsKey: false).first }) {
                let style: Screen.BarItemStyle = node.argument("style").flatMap(memberName) == "done" ? .done : .plain
                context.updateScreen(around: node) { screen in
                    var bar = screen.navigationBar ?? Screen.NavigationBar()
                    bar.trailingItems.append(
                        Screen.BarItem(title: .key(key.reference.key, table: key.reference.table), style: style))
                    screen.navigationBar = bar
                }
            }
        case "UITabBarItem":
            var element = ElementConfiguration(role: .tabBarItem)
            element.count = context.index.tabControllerCounts.first ?? runtimeTabCount
            place("title", element)
        case "setTitle":
            guard node.memberBase != nil || node.isBareCall, node.argument("for") != nil else { break }
            var element = ElementConfiguration(role: .button)
            element.lines = 1
            // `button.titleLabel?.font = …` set beside it (in the same function or closure).
            if let button = node.memberBase.flatMap(assignedPath), button.count == 1,
                let font = Self.titleFont(of: button[0], at: node)
            {
                element.textStyle = font.style
                if let size = font.size {
                    element.font = FontConfiguration(family: font.family, size: size, weight: font.weight ?? .regular)
                    element.adjustsFontForContentSizeCategory = font.style != nil
                }
            }
            place(nil, element)
        case "UISegmentedControl":
            guard let items = node.argument("items").flatMap({ unwrapped($0).as(ArrayExprSyntax.self) }) else { break }
            var element = ElementConfiguration(role: .segment)
            element.count = items.elements.count
            var segments: [Screen.Segment] = []
            for item in items.elements {
                let keys = context.keys(in: item.expression, literalIsKey: false)
                for key in keys { context.place(key, element, at: node) }
                segments.append(Screen.Segment(title: context.screenText(item.expression, literalIsKey: false)))
            }
            if segments.contains(where: { $0.title?.key != nil }) {
                context.updateScreen(around: node) {
                    $0.segmentedControls.append(Screen.SegmentedControl(segments: segments))
                }
            }
        case "UIContextualAction":
            var element = ElementConfiguration(role: .button)
            element.width = swipeActionWidth
            element.lines = 1
            element.assumption = swipeActionAssumption
            place("title", element)
        case "UIAction", "UIMenu", "UICommand":
            // A UIKeyCommand's title is shown in the iPad's keyboard-shortcut overlay and the Mac's
            // menu bar, never on an iPhone (https://developer.apple.com/documentation/uikit/uikeycommand):
            // it is not placed.
            var element = ElementConfiguration(role: .menuCommand)
            element.assumption = menuCommandAssumption
            place("title", element)
        default:
            break
        }
        return .visitChildren
    }

    /// The function, initializer or property body around `node`.
    func enclosingBody(_ node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let found = current {
            let n = climbing(found, context.chains)
            if n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self)
                || n.is(PatternBindingSyntax.self)
                    && n.as(PatternBindingSyntax.self)?.accessorBlock != nil
            {
                return n
            }
            if isTypeDeclaration(n.kind) || n.is(SourceFileSyntax.self) { return n }
            current = n.parent
        }
        return nil
    }

    /// The variable a call's value is stored in (`let alert = UIAlertController(…)`, `alert = …`).
    func variableName(of call: FunctionCallExprSyntax) -> String? {
        var current = Syntax(call).parent
        while let n = current,
            n.is(TupleExprSyntax.self) || n.is(ForceUnwrapExprSyntax.self) || n.is(ExprListSyntax.self)
                || n.is(InitializerClauseSyntax.self) || n.is(SequenceExprSyntax.self)
        {
            if let sequence = n.as(SequenceExprSyntax.self) {
                return assignment(sequence).flatMap { assignedPath($0.lhs)?.last }
            }
            current = n.parent
        }
        return current?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// `v.addAction(…)` calls on variable `name` in `body`, in order.
    private func addActions(on name: String, in body: Syntax) -> [FunctionCallExprSyntax] {
        CallCollector.calls(in: body).filter {
            $0.calleeName == "addAction" && $0.memberBase.flatMap { assignedPath($0)?.last } == name
        }
    }

    /// The `UIAlertAction(…)` an `addAction` argument is, directly or through a local constant.
    private func actionCall(_ argument: ExprSyntax, in body: Syntax) -> FunctionCallExprSyntax? {
        if let call = unwrapped(argument).as(FunctionCallExprSyntax.self), call.calleeName == "UIAlertAction" {
            return call
        }
        guard let name = unwrapped(argument).as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return CallCollector.calls(in: body).first { $0.calleeName == "UIAlertAction" && variableName(of: $0) == name }
    }

    /// The alert controller an action is added to in the same function, with its style and actions:
    /// the `addAction` that adds it and the controller's declaration are looked for in the
    /// action's innermost block first, then the blocks around it, so that a `switch` whose cases
    /// each build an `alertController` keeps each case's actions apart.
    private func alertController(of action: FunctionCallExprSyntax) -> (sheet: Bool, actions: [FunctionCallExprSyntax])?
    {
        for body in blocks(around: action) {
            let adds = CallCollector.calls(in: body).filter { $0.calleeName == "addAction" }
            guard
                let add = adds.first(where: { add in
                    add.firstUnlabeledArgument.flatMap { actionCall($0, in: body) }.map {
                        Syntax($0).id == Syntax(action).id
                    } ?? false
                }), let controllerName = add.memberBase.flatMap({ assignedPath($0)?.last })
            else { continue }
            guard
                let controller = CallCollector.calls(in: body).first(where: {
                    $0.calleeName == "UIAlertController" && variableName(of: $0) == controllerName
                })
            else {
                // A controller made elsewhere (a property, a parameter): its actions are this block's.
                return (false, addActions(on: controllerName, in: body))
            }
            let sheet = controller.argument("preferredStyle").flatMap(memberName) == "actionSheet"
            return (sheet, addActions(on: controllerName, in: declarationBlock(of: controller) ?? body))
        }
        return nil
    }

    /// The code blocks around `node`, innermost first, up to its function's body.
    private func blocks(around node: some SyntaxProtocol) -> [Syntax] {
        var result: [Syntax] = []
        let outer = enclosingBody(node)
        var current = node.parent
        while let found = current {
            let n = climbing(found, context.chains)
            if n.is(CodeBlockItemListSyntax.self) { result.append(n) }
            if let outer, n.id == outer.id { break }
            current = n.parent
        }
        if let outer, result.last?.id != outer.id { result.append(outer) }
        return result
    }

    /// The innermost block a call's statement is in (a function body, a `case`, an `if` branch).
    private func declarationBlock(of node: some SyntaxProtocol) -> Syntax? {
        blocks(around: node).first
    }

    /// The screen's alert for a `UIAlertController` and the actions added to it in the same function.
    private func buildAlert(_ controller: FunctionCallExprSyntax, sheet: Bool) {
        guard let name = variableName(of: controller), let body = declarationBlock(of: controller) else { return }
        var actions: [Screen.AlertAction] = []
        for add in addActions(on: name, in: body) {
            guard let call = add.firstUnlabeledArgument.flatMap({ actionCall($0, in: body) }),
                let title = context.screenText(call.argument("title"), literalIsKey: false)
            else { continue }
            let style: Screen.AlertActionStyle =
                switch call.argument("style").flatMap(memberName) {
                case "cancel": .cancel
                case "destructive": .destructive
                default: .default
                }
            actions.append(Screen.AlertAction(title: title, style: style))
        }
        let alert = Screen.Alert(
            style: sheet ? .actionSheet : .alert,
            title: context.screenText(controller.argument("title"), literalIsKey: false),
            message: context.screenText(controller.argument("message"), literalIsKey: false),
            actions: actions)
        guard alert.title?.key != nil || alert.message?.key != nil || actions.contains(where: { $0.title.key != nil })
        else { return }
        context.updateScreen(around: controller) { $0.alerts.append(alert) }
    }
}
