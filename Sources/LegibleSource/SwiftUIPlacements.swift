import Foundation
import LegibleAudit
import LegibleText
import SwiftSyntax

/// SwiftUI views whose first unlabelled argument is a `LocalizedStringKey` title, with the role
/// and line count of that title before the views around them are looked at.
///
/// SwiftUI `Text` wraps onto as many lines as it needs unless `.lineLimit` says otherwise
/// (https://developer.apple.com/documentation/swiftui/view/linelimit(_:)), so titles start at
/// `lines = 0`; tab items and text field placeholders are one line.
private let titledViews: [String: (role: Role, lines: Int?)] = [
    "Text": (.label, 0), "Label": (.label, 0), "Button": (.button, 0), "Toggle": (.switchLabel, 0),
    "Picker": (.label, 0), "TextField": (.textFieldPlaceholder, 1), "SecureField": (.textFieldPlaceholder, 1),
    "Link": (.button, 0), "Menu": (.button, 0), "NavigationLink": (.tableCellTitle, 0), "Section": (.label, 0),
    "Tab": (.tabBarItem, 1), "LabeledContent": (.label, 0), "DatePicker": (.label, 0), "Stepper": (.label, 0),
    "ProgressView": (.progressLabel, nil), "ContentUnavailableView": (.label, 0), "ShareLink": (.button, 0),
    "ColorPicker": (.label, 0),
]

/// Containers whose content is another screen or code, not this element's surroundings.
private let boundaries: Set<String> = [
    "sheet", "popover", "fullScreenCover", "navigationDestination", "onAppear", "onDisappear", "task", "onTapGesture",
    "onChange", "onReceive", "Task", "withAnimation", "asyncAfter", "onSubmit", "refreshable", "onLongPressGesture",
    "simultaneousGesture", "gesture", "onOpenURL", "onDelete", "onMove", "map", "compactMap", "filter", "first",
]

/// Width of a swipe action button, points: assumed (neither SwiftUI's `swipeActions` nor
/// UIKit's `UIContextualAction` documents a width; each action is sized to its title, so this
/// is its least width, and a cut measured in it rests on `swipeActionAssumption`).
let swipeActionWidth = 74.0

/// What a menu item's measurement assumes (`ElementConfiguration.assumption`): at most
/// `RolePreset.menuCommandLines` lines in the screen's width less its margins. iOS wraps a long
/// menu title to a second line (Docs/containers.md, "Menus"), but neither the menu's width nor
/// its line limit is published.
let menuCommandAssumption =
    "a menu item of at most \(RolePreset.menuCommandLines) lines in the screen's width (iOS wraps a long menu title; "
    + "the menu's width and line limit are not published)"

/// What a swipe action's measurement assumes (`ElementConfiguration.assumption`).
let swipeActionAssumption = "a swipe action button at an assumed least width of 74 pt (iOS sizes it to its title)"

/// Tabs an iPhone tab bar shows when their number is decided at run time: UITabBarController
/// shows at most five, the fifth "More" when there are more
/// (https://developer.apple.com/documentation/uikit/uitabbarcontroller).
let runtimeTabCount = 5

extension ElementDraft {
    /// The text is a menu item's title: the system draws it at the menu's width, whatever
    /// frame or padding the view gives it (a `Label(…).frame(width: 25)` in a `Menu`'s items).
    mutating func becomeMenuCommand() {
        role = .menuCommand
        if !linesSet { lines = nil }
        assumption = menuCommandAssumption
        width = nil
        fixedWidth = false
        horizontalPadding = nil
        decided = true
    }

    /// Applies the steps from an element outward: its own modifiers, then the views around it
    /// and their environment modifiers, until a boundary.
    mutating func apply(_ steps: [ContextStep]) {
        var own = true
        for step in steps {
            if stopped { break }
            switch step.kind {
            case .modifier:
                apply(modifier: step, own: own)
            case .container:
                own = false
                apply(container: step)
            }
        }
    }

    /// Applies one view (or content-taking modifier) around the element.
    mutating func apply(container step: ContextStep) {
        let call = step.call
        let part = step.part
        let label = part.label
        if boundaries.contains(step.name) {
            stopped = true
            return
        }
        switch step.name {
        case "Button":
            if label == "action" || (part == .trailing && !trailingClosureIsLabel(call)) {
                stopped = true
            } else if !decided, role == .label {
                role = .button
            }
        case "ViewThatFits":
            // SwiftUI shows the first child whose ideal size fits, the last when none does
            // (https://developer.apple.com/documentation/swiftui/viewthatfits): a text in any
            // other child is replaced, never cut. It is measured as a text that may wrap, which
            // no truncation finding rests on.
            if let statement = step.statement, statement.index < statement.count - 1 {
                adaptsInViewThatFits = true
            }
        case "Link", "ShareLink":
            if !decided, role == .label { role = .button }
        case "Toggle":
            if !decided, role == .label {
                role = .switchLabel
                accessory = "switch"
            }
        case "NavigationLink":
            if label == "destination" || (part == .trailing && !trailingClosureIsLabel(call)) {
                stopped = true
            } else if !decided, role == .label {
                role = .tableCellTitle
                accessory = "disclosure"
                decided = true
            }
        case "Menu":
            if label == "label" {
                if !decided, role == .label { role = .button }
            } else if !decided {
                becomeMenuCommand()
            }
        case "contextMenu", "ToolbarTitleMenu", "toolbarTitleMenu":
            // The items of a toolbar title menu (`ToolbarTitleMenu`, `.toolbarTitleMenu { }`) are menu
            // rows, not bar buttons (https://developer.apple.com/documentation/swiftui/toolbartitlemenu).
            if label == "preview" {
                stopped = true
            } else if !decided {
                becomeMenuCommand()
            }
        case "swipeActions":
            if !decided {
                role = .button
                width = swipeActionWidth
                assumption = swipeActionAssumption
                decided = true
            }
        case "ToolbarItem", "ToolbarItemGroup":
            if !decided {
                let placement = call.argument("placement").flatMap(memberName) ?? "automatic"
                switch placement {
                case "bottomBar", "status", "keyboard", "bottomOrnament": role = .toolbarItem
                case "principal": role = .navigationTitle
                default: role = .barButtonItem
                }
                lines = 1
                decided = true
            }
        case "toolbar":
            if !decided {
                role = .barButtonItem
                lines = 1
                decided = true
            }
        case "alert", "confirmationDialog":
            // A text field in an alert's actions is a text field with its placeholder, not an
            // action (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-8584l).
            guard !decided else { return }
            if role == .textFieldPlaceholder {
                decided = true
                return
            }
            let sheet = step.name == "confirmationDialog"
            if label == "message" {
                role = sheet ? .actionSheetMessage : .alertMessage
                lines = nil
            } else if part == .argument(nil) {
                role = sheet ? .actionSheetTitle : .alertTitle
                lines = nil
            } else {
                role = sheet ? .actionSheetAction : .alertAction
                lines = nil
                count = buttonCount(in: call.closures.first { $0.label == nil || $0.label == "actions" }?.closure)
            }
            decided = true
        case "Alert", "ActionSheet":
            guard !decided else { return }
            let sheet = step.name == "ActionSheet"
            switch label {
            case "title": role = sheet ? .actionSheetTitle : .alertTitle
            case "message": role = sheet ? .actionSheetMessage : .alertMessage
            default:
                role = sheet ? .actionSheetAction : .alertAction
                if sheet {
                    count = call.argument("buttons").flatMap { unwrapped($0).as(ArrayExprSyntax.self)?.elements.count }
                } else {
                    count = call.argument("secondaryButton") != nil ? 2 : 1
                }
            }
            lines = nil
            decided = true
        case "tabItem":
            if !decided {
                role = .tabBarItem
                lines = 1
                count = tabCount(around: call)
                searchTab = hasSearchTab(around: call) ? true : nil
                decided = true
            }
        case "Picker":
            if label == "label" || label == nil && part != .trailing && part != .argument("content") {
                return
            }
            guard !decided else { return }
            if isSegmented(call) {
                role = .segment
                lines = 1
                count = optionCount(in: call.closures.first { $0.label == nil || $0.label == "content" }?.closure)
            } else {
                becomeMenuCommand()
            }
            decided = true
        case "Section":
            if label == "header" || label == "footer" { decided = true }
        case "List", "Form":
            if !decided, role == .label { role = .tableCellTitle }
            decided = true
        case "TextField", "SecureField":
            if label == "prompt", !decided {
                role = .textFieldPlaceholder
                lines = 1
                decided = true
            }
        default:
            break
        }
    }
}

/// Whether the trailing closure of a button, navigation link or menu is its label
/// (`Button(action: f) { label }`, `NavigationLink(destination: v) { label }`): with a title
/// argument or a `label:` closure it is the action, the destination or the menu's items.
func trailingClosureIsLabel(_ call: FunctionCallExprSyntax) -> Bool {
    !call.additionalTrailingClosures.contains { $0.label.text == "label" } && call.firstUnlabeledArgument == nil
}

/// Whether a `Picker` has `.pickerStyle(.segmented)` (or `SegmentedPickerStyle()`) applied.
func isSegmented(_ picker: FunctionCallExprSyntax) -> Bool {
    outwardModifiers(of: picker).contains { step in
        guard step.name == "pickerStyle", let style = step.call.firstUnlabeledArgument.map(unwrapped) else {
            return false
        }
        if memberName(style) == "segmented" { return true }
        return style.as(FunctionCallExprSyntax.self)?.calleeName == "SegmentedPickerStyle"
    }
}

/// Whether a `Tab` has `.defaultVisibility(.hidden, for: .tabBar)` applied: it is in an iPad's
/// sidebar only (https://developer.apple.com/documentation/swiftui/view/defaultvisibility(_:for:)).
func isHiddenFromTabBar(_ tab: FunctionCallExprSyntax) -> Bool {
    outwardModifiers(of: tab).contains { step in
        step.name == "defaultVisibility"
            && step.call.firstUnlabeledArgument.flatMap(memberName) == "hidden"
            && step.call.argument("for").map { unwrapped($0).trimmedText.contains("tabBar") } == true
    }
}

/// The views a content closure lists, one per statement; `nil` when one is a `ForEach` (decided
/// at run time).
func optionCount(in closure: ClosureExprSyntax?) -> Int? {
    guard let closure else { return nil }
    if CallCollector.calls(in: Syntax(closure)).contains(where: { $0.calleeName == "ForEach" }) { return nil }
    let n = closure.statements.count
    return n > 0 ? n : nil
}

/// The buttons of an alert's actions closure; `nil` when a `ForEach` makes them.
func buttonCount(in closure: ClosureExprSyntax?) -> Int? {
    guard let closure else { return nil }
    let calls = CallCollector.calls(in: Syntax(closure))
    if calls.contains(where: { $0.calleeName == "ForEach" }) { return nil }
    let n = calls.filter { $0.calleeName == "Button" && $0.isBareCall }.count
    return n > 0 ? n : nil
}

/// The `TabView` around a tab item, when the same declaration has it.
func enclosingTabView(_ node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
    var current = node.parent
    while let n = current {
        if let call = n.as(FunctionCallExprSyntax.self), call.calleeName == "TabView", call.isBareCall { return call }
        if n.is(FunctionDeclSyntax.self) || n.is(PatternBindingSyntax.self) { return nil }
        current = n.parent
    }
    return nil
}

/// The number of tabs of the tab view around `node`: its `.tabItem`s and `Tab`s, a search tab
/// (`Tab(role: .search)`) not counted, or `runtimeTabCount` when a `ForEach` makes them or the
/// tab view is not in sight.
func tabCount(around node: some SyntaxProtocol) -> Int {
    guard let tabView = enclosingTabView(node) else { return runtimeTabCount }
    let calls = CallCollector.calls(in: Syntax(tabView))
    if calls.contains(where: { $0.calleeName == "ForEach" }) { return runtimeTabCount }
    let n = calls.filter {
        ($0.calleeName == "tabItem" && !$0.isBareCall)
            || ($0.calleeName == "Tab" && $0.isBareCall && !isSearchTab($0) && !isHiddenFromTabBar($0))
    }.count
    return max(n, 1)
}

/// Whether the tab view around `node` has a search tab (`Tab(role: .search)`), which the iOS 26
/// design sets apart in its own circle (https://developer.apple.com/documentation/swiftui/tabrole/search).
func hasSearchTab(around node: some SyntaxProtocol) -> Bool {
    guard let tabView = enclosingTabView(node) else { return false }
    return CallCollector.calls(in: Syntax(tabView)).contains {
        $0.calleeName == "Tab" && $0.isBareCall && isSearchTab($0)
    }
}

/// `Tab(…, role: .search)`.
func isSearchTab(_ call: FunctionCallExprSyntax) -> Bool {
    call.argument("role").flatMap(memberName) == "search"
}

/// The outermost expression of the modifier chain `node` starts (`tab.label.font(.x)` from `tab.label`).
func chainTop(_ node: Syntax) -> Syntax {
    var current = node
    while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
        let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id
    {
        current = Syntax(outer)
    }
    return current
}

/// Whether the modifier chain `node` starts is a statement of a closure, a `case`, a code block
/// or an accessor: a view position, where `SwiftUIPlacementVisitor` follows a use.
func isStatementLevel(_ node: Syntax) -> Bool {
    guard let item = chainTop(node).parent, item.kind == .codeBlockItem, let container = item.parent?.parent else {
        return false
    }
    switch container.kind {
    case .closureExpr, .switchCase, .codeBlock, .accessorBlock: return true
    default: return false
    }
}

/// The type `name` is declared with where `node` uses it: a parameter of the function,
/// initializer or subscript around it (`func configure(account: Mastodon.Entity.Account)`), or a
/// stored property of the type around it (`let account: FollowerAccount`, `let account =
/// FollowerAccount(…)`); optionals unwrapped, generics and arrays left out (`nil`). `nil` when
/// it is none of those (a local, a closure's parameter, a loop's variable).
func declaredType(of name: String, at node: Syntax) -> String? {
    func written(_ type: TypeSyntax) -> String? {
        var t = type
        while true {
            if let optional = t.as(OptionalTypeSyntax.self) {
                t = optional.wrappedType
            } else if let implicit = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                t = implicit.wrappedType
            } else {
                break
            }
        }
        guard t.is(IdentifierTypeSyntax.self) || t.is(MemberTypeSyntax.self) else { return nil }
        if t.as(IdentifierTypeSyntax.self)?.genericArgumentClause != nil { return nil }
        return t.trimmedText
    }
    var current = node.parent
    while let n = current {
        switch n.kind {
        case .closureExpr:
            // A closure's parameter of that name hides what is outside.
            if let signature = n.as(ClosureExprSyntax.self)?.signature, signature.description.contains(name) {
                return nil
            }
        case .functionDecl, .initializerDecl, .subscriptDecl:
            let parameters =
                n.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? n.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
                ?? n.as(SubscriptDeclSyntax.self)?.parameterClause.parameters
            if let parameter = parameters?.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return written(parameter.type)
            }
        default:
            if isTypeDeclaration(n.kind), let members = n.asProtocol(DeclGroupSyntax.self)?.memberBlock.members {
                for member in members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let annotation = binding.typeAnnotation { return written(annotation.type) }
                        if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                            call.calledExpression.is(DeclReferenceExprSyntax.self), let type = call.calleeName,
                            type.first?.isUppercase == true
                        {
                            return type
                        }
                        return nil
                    }
                }
                return nil
            }
        }
        current = n.parent
    }
    return nil
}

/// SwiftUI modifiers that mark a chain's base as a view (`content.padding(12)`), so that a view
/// member used with them is followed like one used bare.
private let viewModifiers: Set<String> = [
    "padding", "frame", "fixedSize", "font", "fontWeight", "bold", "lineLimit", "foregroundStyle", "foregroundColor",
    "background", "overlay", "clipShape", "cornerRadius", "shadow", "opacity", "layoutPriority",
    "multilineTextAlignment", "minimumScaleFactor", "truncationMode", "textCase", "dynamicTypeSize", "tint",
    "listRowInsets", "listRowBackground", "contentShape", "buttonStyle", "labelStyle", "glassEffect",
]

/// SwiftUI's own views that are not the app's (their uses are not followed for layout).
private let systemViews: Set<String> = [
    "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "LazyHGrid", "LazyVGrid", "Grid", "GridRow", "List",
    "Form", "Group", "ScrollView", "ScrollViewReader", "NavigationStack", "NavigationView", "NavigationSplitView",
    "Image", "Spacer", "Divider", "Color", "ForEach", "GeometryReader", "ViewThatFits", "TabView", "AsyncImage",
    "Rectangle", "RoundedRectangle", "Circle", "Capsule", "EmptyView", "AnyView", "TimelineView", "GroupBox",
    "DisclosureGroup", "ContentUnavailableView", "ProgressView", "ShareLink", "PhotosPicker", "Canvas",
]

/// Pass 2, SwiftUI: views and modifiers that show a key, and uses of the app's own views and
/// view-producing members inside contexts that give them a role.
final class SwiftUIPlacementVisitor: SyntaxVisitor, KindedVisitor {
    /// The kinds this visitor overrides `visit` or `visitPost` for (`KindedVisitor`).
    static let visitedKinds: Set<SyntaxKind> = [.declReferenceExpr, .functionCallExpr, .memberAccessExpr]

    let context: FileContext

    init(context: FileContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = context.callNames.name(of: node) else { return .visitChildren }
        if node.isBareCall, let preset = titledViews[name] {
            placeTitledView(node, name: name, preset: preset)
        } else if node.isBareCall, name == "TabView" {
            buildTabBar(node)
        } else if node.memberBase != nil {
            placeModifier(node, name: name)
        }
        if node.isBareCall, name.startsUppercase, titledViews[name] == nil {
            noteRelays(node, to: name)
            follow(node, member: "body", typeHint: name, exactType: true)
        } else if node.isBareCall, name.startsLowercase {
            follow(node, member: name, typeHint: nil, sameType: true)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base, let parent = node.parent, !parent.is(MemberAccessExprSyntax.self),
            !(parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == Syntax(node).id)
        {
            let hint = base.as(DeclReferenceExprSyntax.self)?.baseName.text
            let isSelf = hint == "self" || hint == "Self"
            // A receiver whose type is declared (`let account: FollowerAccount`, a parameter
            // `account: Account`) is read from that type only. Looked for (a climb to the file's
            // top) only for a use `follow` records.
            guard isStatementLevel(Syntax(node)) else { return .visitChildren }
            let declared = isSelf ? nil : hint.flatMap { declaredType(of: $0, at: Syntax(node)) }
            follow(
                node, member: node.declName.baseName.text, typeHint: isSelf ? nil : declared ?? hint,
                sameType: isSelf, exactType: declared != nil)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let parent = node.parent, !parent.is(FunctionCallExprSyntax.self), node.baseName.text.startsLowercase
        else { return .visitChildren }
        // A view member used bare (`aboutSection`), or with view modifiers (`content.padding(12)`:
        // the member is the base of a chain whose first call is a modifier), not `model.load()`.
        if let member = parent.as(MemberAccessExprSyntax.self) {
            guard member.base?.id == Syntax(node).id, viewModifiers.contains(member.declName.baseName.text),
                member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == Syntax(member).id
            else { return .visitChildren }
        }
        follow(node, member: node.baseName.text, typeHint: nil, sameType: true)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        // After the calls inside: a chain's alerts are built innermost (first written) first.
        if let name = context.callNames.name(of: node), name == "alert" || name == "confirmationDialog",
            node.memberBase != nil
        {
            let keys = node.firstUnlabeledArgument.map { context.keys(in: $0, literalIsKey: true) } ?? []
            buildAlert(node, sheet: name == "confirmationDialog", title: keys.first)
        }
    }

    /// `Text("key")`, `Button("key") {…}`, `Toggle("key", isOn:)`, `Tab("key", systemImage:)` …
    private func placeTitledView(_ call: FunctionCallExprSyntax, name: String, preset: (role: Role, lines: Int?)) {
        guard let title = call.firstUnlabeledArgument else { return }
        let table = tableName(call.argument("tableName")) ?? "Localizable"
        let keys = context.keys(in: title, literalIsKey: true, table: table)
        var draft = ElementDraft(role: preset.role, lines: preset.lines)
        switch name {
        case "TextField" where call.argument("axis").flatMap(memberName) == "vertical":
            // A vertical text field grows to more lines, its placeholder too (a `lineLimit` on
            // it still caps them).
            draft.lines = 0
        case "Toggle": draft.accessory = "switch"
        case "NavigationLink":
            draft.accessory = "disclosure"
            draft.decided = true
        case "Section": draft.decided = true
        case "Tab":
            // A tab hidden from the tab bar (`.defaultVisibility(.hidden, for: .tabBar)`) is shown
            // in an iPad's sidebar only, never in an iPhone's tab bar
            // (https://developer.apple.com/documentation/swiftui/view/defaultvisibility(_:for:)).
            if isHiddenFromTabBar(call) {
                for key in keys {
                    context.unplace(
                        key, reason: "a tab hidden from the tab bar (`.defaultVisibility(.hidden, for: .tabBar)`)",
                        at: call)
                }
                return
            }
            draft.count = tabCount(around: call)
            draft.searchTab = hasSearchTab(around: call) ? true : nil
            draft.decided = true
        default: break
        }
        let steps = contextSteps(from: Syntax(call), chains: context.chains)
        draft.apply(steps)
        draft.layout = swiftUILayout(of: call, name: name, steps: steps, draft: draft)
        if context.importsWidgetKit, LayoutRoom.roles.contains(draft.role), draft.width == nil, !draft.fixedWidth {
            // A widget's view is measured in the widget, not the screen.
            var layout = draft.layout ?? LayoutRoom(steps: [])
            layout.inWidget = true
            // A view a widget configuration shows only in small (and accessory) families.
            if let host = enclosingTypePath(call, chains: context.chains).last,
                let families = context.index.widgetFamilies[host], families.contains("systemSmall"),
                families.isDisjoint(with: ["systemMedium", "systemLarge", "systemExtraLarge"])
            {
                layout.smallWidget = true
            }
            draft.layout = layout
        }
        if keys.isEmpty {
            if title.as(StringLiteralExprSyntax.self) == nil {
                context.followValue(title, element: draft.configuration, at: call)
            }
            return
        }
        for key in keys { context.place(key, draft.configuration, at: call, decided: draft.decided) }
        noteBarItem(draft, keys: keys, at: call)
    }

    /// Adds a bar button or toolbar item to the screen.
    ///
    /// An item in the `else` branch of an availability check (`if #available(iOS 17, *) { … }
    /// else { … }`) is the same control for an older system: one of the two is on the bar, so
    /// only the first branch's is counted (both were, which reported "Done" and "Done" on one bar).
    private func noteBarItem(_ draft: ElementDraft, keys: [FoundKey], at node: some SyntaxProtocol) {
        guard draft.role == .barButtonItem || draft.role == .toolbarItem, let key = keys.first,
            !Self.isInElseOfAvailabilityCheck(Syntax(node))
        else { return }
        let item = Screen.BarItem(title: .key(key.reference.key, table: key.reference.table))
        context.updateScreen(around: node) { screen in
            if draft.role == .toolbarItem {
                var toolbar = screen.toolbar ?? Screen.Toolbar()
                toolbar.items.append(item)
                screen.toolbar = toolbar
            } else {
                var bar = screen.navigationBar ?? Screen.NavigationBar()
                bar.trailingItems.append(item)
                screen.navigationBar = bar
            }
        }
    }

    /// Whether `node` is in the `else` branch of an `if` whose conditions check availability
    /// (`#available`, `#unavailable`), within its declaration.
    static func isInElseOfAvailabilityCheck(_ node: Syntax) -> Bool {
        var child = node
        while let parent = child.parent, !parent.is(DeclSyntax.self) {
            if let ifExpr = parent.as(IfExprSyntax.self), let elseBody = ifExpr.elseBody,
                Syntax(elseBody).id == child.id,
                ifExpr.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) })
            {
                return true
            }
            child = parent
        }
        return false
    }

    /// Whether `call` is in the content of a `NavigationStack`, `NavigationView` or
    /// `NavigationSplitView` written in the same declaration: the root of a navigation stack,
    /// where the automatic title display mode is large.
    static func isNavigationRoot(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node {
            if current.is(DeclSyntax.self) || current.is(MemberBlockSyntax.self) { return false }
            if let outer = current.as(FunctionCallExprSyntax.self), outer.isBareCall,
                let name = outer.calleeName,
                ["NavigationStack", "NavigationView", "NavigationSplitView"].contains(name)
            {
                return true
            }
            node = current.parent
        }
        return false
    }

    /// `.navigationTitle("key")`, `.alert("key", …)`, `.confirmationDialog("key", …)`,
    /// `.searchable(text:prompt:)`, `.help("key")`.
    private func placeModifier(_ call: FunctionCallExprSyntax, name: String) {
        let at = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)
        switch name {
        case "navigationTitle", "navigationBarTitle":
            guard let title = call.firstUnlabeledArgument else { return }
            let keys = context.keys(in: title, literalIsKey: true)
            let chain = inwardModifiers(of: call) + outwardModifiers(of: call).map(\.name)
            let modeCall = ([call] + outwardModifiers(of: call).map(\.call) + innerCalls(of: call))
                .first { $0.calleeName == "navigationBarTitleDisplayMode" }
            var inline =
                chain.contains("navigationBarTitleDisplayMode")
                && modeCall?.firstUnlabeledArgument.flatMap(memberName) == "inline"
                || call.argument("displayMode").flatMap(memberName) == "inline"
            let mode =
                modeCall?.firstUnlabeledArgument.flatMap(memberName) ?? call.argument("displayMode").flatMap(memberName)
            var assumption: String?
            if mode == nil || mode == "automatic", !Self.isNavigationRoot(call) {
                // `.automatic` is large at the root of a navigation stack and otherwise follows the
                // view that pushes this one (https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode/automatic):
                // the mode every view that pushes this one shows (`NavigationPushes`), else large
                // is assumed, and a finding resting on it says so.
                switch NavigationPushCollector.declaration(around: call, chains: context.chains).flatMap({
                    context.index.navigation.inherited[$0]
                }) {
                case .inline: inline = true
                case .large: break
                case nil:
                    assumption =
                        "a large title (SwiftUI's automatic title display mode follows the view that pushes this one)"
                }
            }
            var element = ElementConfiguration(role: inline ? .navigationTitle : .largeTitle)
            if inline { element.lines = 1 }
            element.assumption = assumption
            guard !keys.isEmpty else {
                context.followValue(title, element: element, at: at)
                return
            }
            for key in keys { context.place(key, element, at: at) }
            context.updateScreen(around: call) { screen in
                var bar = screen.navigationBar ?? Screen.NavigationBar()
                if bar.title == nil { bar.title = .key(keys[0].reference.key, table: keys[0].reference.table) }
                bar.largeTitle = !inline
                screen.navigationBar = bar
            }
        case "navigationSubtitle":
            // iOS 26's subtitle under the title (https://developer.apple.com/documentation/swiftui/view/navigationsubtitle(_:)).
            guard let subtitle = call.firstUnlabeledArgument else { return }
            var element = ElementConfiguration(role: .navigationSubtitle)
            element.lines = 1
            for key in context.keys(in: subtitle, literalIsKey: true) { context.place(key, element, at: at) }
        case "alert", "confirmationDialog":
            let sheet = name == "confirmationDialog"
            let keys = call.firstUnlabeledArgument.map { context.keys(in: $0, literalIsKey: true) } ?? []
            for key in keys {
                context.place(key, ElementConfiguration(role: sheet ? .actionSheetTitle : .alertTitle), at: at)
            }
        case "searchable":
            guard let prompt = call.argument("prompt") else { return }
            let keys = context.keys(in: prompt, literalIsKey: true)
            var element = ElementConfiguration(role: .searchPlaceholder)
            element.lines = 1
            for key in keys { context.place(key, element, at: at) }
            if let key = keys.first {
                context.updateScreen(around: call) { screen in
                    var search = screen.searchBar ?? Screen.SearchBar()
                    search.placeholder = .key(key.reference.key, table: key.reference.table)
                    screen.searchBar = search
                }
            }
        case "help":
            guard let text = call.firstUnlabeledArgument else { return }
            for key in context.keys(in: text, literalIsKey: true) {
                context.unplace(key, reason: "a tooltip (.help), not measured", at: at)
            }
        default:
            break
        }
        if name == "pickerStyle",
            let picker = innerCalls(of: call).first(where: { $0.calleeName == "Picker" && $0.isBareCall }),
            isSegmented(picker)
        {
            buildSegmentedControl(picker)
        }
    }

    /// The calls a modifier chain is built on, innermost last.
    private func innerCalls(of call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        var base = call.memberBase
        while let inner = base.flatMap({ unwrapped($0).as(FunctionCallExprSyntax.self) }) {
            calls.append(inner)
            base = inner.memberBase
        }
        return calls
    }

    /// The first key shown by a `Text`, `Label` or `Button` call under `node`.
    private func firstTitle(in node: some SyntaxProtocol) -> ScreenText? {
        for call in CallCollector.calls(in: Syntax(node)) where call.isBareCall {
            guard let name = call.calleeName, ["Text", "Label", "Button"].contains(name),
                let title = call.firstUnlabeledArgument
            else { continue }
            let table = tableName(call.argument("tableName")) ?? "Localizable"
            if let text = context.screenText(title, literalIsKey: true, table: table) { return text }
        }
        return nil
    }

    /// The screen's alert (or action sheet) for `.alert("title", isPresented:) { Button … } message: { Text … }`.
    private func buildAlert(_ call: FunctionCallExprSyntax, sheet: Bool, title: FoundKey?) {
        let actionsClosure = call.closures.first { $0.label == nil || $0.label == "actions" }?.closure
        let messageClosure = call.closures.first { $0.label == "message" }?.closure
        var actions: [Screen.AlertAction] = []
        if let actionsClosure {
            for button in CallCollector.calls(in: Syntax(actionsClosure))
            where button.isBareCall && button.calleeName == "Button" {
                let text =
                    button.firstUnlabeledArgument.flatMap { context.screenText($0, literalIsKey: true) }
                    ?? firstTitle(in: button)
                guard let text else { continue }
                let style: Screen.AlertActionStyle =
                    switch button.argument("role").flatMap(memberName) {
                    case "cancel": .cancel
                    case "destructive": .destructive
                    default: .default
                    }
                actions.append(Screen.AlertAction(title: text, style: style))
            }
        }
        let alert = Screen.Alert(
            style: sheet ? .actionSheet : .alert,
            title: title.map { .key($0.reference.key, table: $0.reference.table) },
            message: messageClosure.flatMap { firstTitle(in: $0) }, actions: actions)
        context.updateScreen(around: call) { $0.alerts.append(alert) }
    }

    /// The screen's tab bar for a `TabView` whose tabs are written out (not a `ForEach`).
    private func buildTabBar(_ tabView: FunctionCallExprSyntax) {
        let calls = CallCollector.calls(in: Syntax(tabView))
        guard !calls.contains(where: { $0.calleeName == "ForEach" }) else { return }
        var items: [Screen.TabItem] = []
        for call in calls {
            if call.calleeName == "tabItem", !call.isBareCall, let closure = call.trailingClosure {
                let icon = CallCollector.calls(in: Syntax(closure)).lazy.compactMap {
                    ($0.argument("systemImage") ?? $0.argument("image")).flatMap(plainString)
                }.first
                items.append(Screen.TabItem(title: firstTitle(in: closure), icon: icon))
            } else if call.calleeName == "Tab", call.isBareCall, !isHiddenFromTabBar(call) {
                items.append(
                    Screen.TabItem(
                        title: call.firstUnlabeledArgument.flatMap { context.screenText($0, literalIsKey: true) },
                        icon: call.argument("systemImage").flatMap(plainString)))
            }
        }
        guard !items.isEmpty else { return }
        context.updateScreen(around: tabView) { $0.tabBar = Screen.TabBar(items: items) }
    }

    /// The screen's segmented control for a `Picker` with `.pickerStyle(.segmented)`.
    private func buildSegmentedControl(_ picker: FunctionCallExprSyntax) {
        guard let content = picker.closures.first(where: { $0.label == nil || $0.label == "content" })?.closure,
            optionCount(in: content) != nil
        else { return }
        let segments = content.statements.map { Screen.Segment(title: firstTitle(in: $0)) }
        let name = picker.firstUnlabeledArgument.flatMap(plainString)
        context.updateScreen(around: picker) {
            $0.segmentedControls.append(Screen.SegmentedControl(name: name, segments: segments))
        }
    }

    /// Records a use of a view by its type's name (`HeaderRow()`), with what the views around the
    /// use take off its room (`ViewUse`): its texts are measured in it where the type has one
    /// use (or all its uses agree).
    private func noteViewUse(of type: String, hostType: String?, at node: some SyntaxProtocol, steps: [ContextStep]) {
        let outer = layoutSteps(outwardFrom: steps, ownFramesCount: true)
        context.result.viewUses.append(
            ViewUse(
                type: type, hostType: hostType,
                steps: outer.steps.reversed(), inList: outer.inList, location: context.location(node)))
    }

    /// Whether `node` is in an Xcode preview (`#Preview { … }`, a `PreviewProvider`'s `…_Previews`
    /// type): a use there is not one the app's screens make.
    private func isInPreview(_ node: Syntax) -> Bool {
        var current = node.parent
        while let n = current {
            // By kind first: a cast of every ancestor to every declaration type cost a tenth of the scan.
            switch n.kind {
            case .macroExpansionExpr:
                if n.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview" { return true }
            case .macroExpansionDecl:
                if n.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview" { return true }
            case .structDecl:
                if n.as(StructDeclSyntax.self)?.name.text.hasSuffix("Previews") == true { return true }
            default:
                break
            }
            current = n.parent
        }
        return false
    }

    /// Records each argument of `call` (an initializer of the app's type `type`) that is a member
    /// of the type around it, passed on bare (`DescriptiveText(label: descriptiveText)`).
    /// Only a member the type declares (`index.memberTypes`), not a parameter of the function
    /// around the call that has its name.
    private func noteRelays(_ call: FunctionCallExprSyntax, to type: String) {
        guard !systemViews.contains(type) else { return }
        lazy var host = enclosingTypePath(call, chains: context.chains).last
        lazy var parameters = Set(
            enclosingMember(call, chains: context.chains)?.decl.as(FunctionDeclSyntax.self)?.signature
                .parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text } ?? [])
        for argument in call.arguments {
            guard let label = argument.label?.text,
                let name = unwrapped(argument.expression).as(DeclReferenceExprSyntax.self)?.baseName.text,
                name.first?.isLowercase == true, let host, context.index.memberTypes[name]?.contains(host) == true,
                !parameters.contains(name)
            else { continue }
            context.result.relays.append(Relay(fromType: host, fromMember: name, toType: type, toMember: label))
        }
    }

    /// Records a view-position use of a member (`tab.label`, `label`, `SomeView()`) when the
    /// views around it give it a role; resolved once every file's placements are known.
    private func follow(
        _ node: some SyntaxProtocol, member: String, typeHint: String?, sameType: Bool = false,
        exactType: Bool = false
    ) {
        guard isStatementLevel(Syntax(node)) else { return }
        let steps = contextSteps(from: Syntax(node), chains: context.chains)
        // The types around the use, found once (a climb to the file's top) for the view use and
        // the follow.
        lazy var types = enclosingTypePath(node, chains: context.chains)
        if exactType, member == "body", let type = typeHint, !systemViews.contains(type), !isInPreview(Syntax(node)) {
            noteViewUse(of: type, hostType: types.last, at: node, steps: steps)
        } else if sameType, typeHint == nil, let host = types.last, member != "body", !isInPreview(Syntax(node)) {
            // A view member of the same type (`aboutSection`, `header(…)`) used in its body.
            noteViewUse(of: "\(host).\(member)", hostType: host, at: node, steps: steps)
        }
        var probe = ElementDraft(role: .label)
        probe.apply(steps)
        guard probe.decided || probe.role != .label, !probe.stopped || probe.decided else { return }
        let path = sameType ? types : []
        context.result.follows.append(
            FollowReference(
                memberName: member, typeHint: typeHint, sameType: path.last,
                sameTypePath: path.isEmpty ? nil : path.joined(separator: "."),
                exactType: exactType, contexts: steps, element: nil, location: context.location(node)))
    }
}
