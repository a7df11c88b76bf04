import Foundation

/// Derives the `Screen`s of an Interface Builder document for the structure rules: one per view
/// controller scene of a storyboard, and one per top-level view or view controller of a xib that
/// holds a bar or a control.
///
/// What a scene gives (storyboard XML as Xcode writes it; checked against the LoopKit/Loop and
/// KeePassium storyboards and public storyboards):
/// - navigation bar: when the controller is in a navigation controller (its root, or pushed by
///   a `show` / `push` segue from a controller in one) that does not hide its bar
///   (`navigationBarHidden="YES"`); outside any navigation controller of the file, when it has a
///   `<navigationItem key="navigationItem">` or is pushed from a controller with a bar. Code can
///   show or hide a bar; the file cannot tell. Title: the navigation item's,
///   else the controller's `title`; none when a `titleView` replaces it (a segmented control
///   there is the bar's `segmentedControl`). Prompt; `leftBarButtonItem(s)` and
///   `rightBarButtonItem(s)` (the latter reversed: UIKit's first right item is the outermost).
///   An item is a title, an image, a system item (`add` is an icon; `done`, `cancel` … are their
///   English words), a space, or a custom view: a button with its frame (its tap area), a
///   segmented control with its width (and among the screen's segmented controls), or another
///   view without a frame (it may not be tapped).
///   Large title with `largeTitleDisplayMode="always"`, or at the root of a navigation
///   controller whose bar has `largeTitles="YES"` unless the item says `never`.
/// - back button: only on a pushed controller that is not a navigation controller's root.
///   Its title is the pushing controller's `backButtonTitle`, else its `backBarButtonItem`'s
///   title, else its title (UIKit takes the back item from the previous controller, not from
///   the controller's own navigation item); unknown when several controllers push it with
///   different titles. Hidden by `hidesBackButton="YES"`, and replaced by left items unless
///   `leftItemsSupplementBackButton="YES"`.
/// - toolbar: a `<toolbar>` in the view with its `<items>`, else the controller's `<toolbarItems>`
///   (shown when its navigation controller shows its toolbar, which code usually decides).
/// - tab bar (a tab bar controller's scene): one tab per `relationship="viewControllers"`
///   segue, in order; each tab is the destination's `<tabBarItem key="tabBarItem">` (title,
///   else the destination's `title`; `image` or `systemItem` as its icon).
/// - content: segmented controls (segments; width and height when fixed, as the reader takes
///   them: an Auto Layout control without a size constraint grows with its titles), page controls
///   (`numberOfPages`, UIKit default 0), date pickers that show minutes (`minuteInterval`,
///   default 1; not `datePickerMode="date"`), the first search bar, and as `controls` with their
///   frames (an equality constraint wins): switches, steppers, and buttons without a title (a
///   titled button is already checked through its string, with its own font and insets; one
///   without an image either may get a title in code, so only a fixed size counts), unless
///   `userInteractionEnabled="NO"`.
///
/// Texts are keys of the document's table (`<objectID>.<property>`, as the reader names the
/// strings), so each locale's `<Name>.strings` value is used and the source language's comes
/// from the file itself. UIKit's system items (`systemItem="cancel"`) have no key: their English
/// titles are literals, which makes other languages' measurements short rather than wrong.
struct InterfaceBuilderScreens {
    private let tree: XMLTree
    private let layout: InterfaceBuilderLayout
    private let table: String
    private let isStoryboard: Bool
    /// View controllers in document order.
    private let controllers: [XMLTreeNode]
    private let controllersByID: [String: XMLTreeNode]
    /// The navigation controllers each view controller is the root of.
    private let rootOf: [String: [XMLTreeNode]]
    /// The sources of the `show` / `push` segues to each view controller, in document order.
    private let pushedFrom: [String: [String]]
    /// The destinations of each tab bar controller's tabs, in order.
    private let tabs: [String: [String]]
    /// Whether each view controller shows a navigation bar.
    private let hasBar: [String: Bool]

    /// Indexes the document's view controllers and segues.
    init(tree: XMLTree, layout: InterfaceBuilderLayout, table: String) {
        self.tree = tree
        self.layout = layout
        self.table = table
        let isStoryboard = tree.root.child(named: "scenes") != nil
        self.isStoryboard = isStoryboard
        let controllers: [XMLTreeNode] =
            if isStoryboard {
                tree.root.descendants().filter { $0["sceneMemberID"] == "viewController" && $0["id"] != nil }
            } else {
                (tree.root.child(named: "objects")?.children ?? []).filter { $0["id"] != nil && Self.isController($0) }
            }
        self.controllers = controllers
        var byID: [String: XMLTreeNode] = [:]
        for controller in controllers {
            if let id = controller["id"], byID[id] == nil { byID[id] = controller }
        }
        self.controllersByID = byID

        var rootOf: [String: [XMLTreeNode]] = [:]
        var pushedFrom: [String: [String]] = [:]
        var tabs: [String: [String]] = [:]
        for controller in controllers {
            guard let source = controller["id"] else { continue }
            for segue in Self.nodes(below: controller, named: "segue") {
                guard let destination = segue["destination"] else { continue }
                switch (segue["kind"], segue["relationship"]) {
                case ("relationship", "rootViewController"): rootOf[destination, default: []].append(controller)
                case ("relationship", "viewControllers"): tabs[source, default: []].append(destination)
                case ("show", _), ("push", _):
                    if !(pushedFrom[destination] ?? []).contains(source) {
                        pushedFrom[destination, default: []].append(source)
                    }
                default: break
                }
            }
        }
        self.rootOf = rootOf
        self.pushedFrom = pushedFrom
        self.tabs = tabs
        self.hasBar = Self.navigationBars(controllers: controllers, rootOf: rootOf, pushedFrom: pushedFrom)
    }

    /// Which controllers show a navigation bar: those in a navigation controller that shows its
    /// bar (as its root, or pushed from a controller in it); outside any known navigation
    /// controller, those with a navigation item or pushed from a controller with a bar.
    private static func navigationBars(
        controllers: [XMLTreeNode], rootOf: [String: [XMLTreeNode]],
        pushedFrom: [String: [String]]
    ) -> [String: Bool] {
        let ids = controllers.compactMap { $0["id"] }
        var containers: [String: Set<String>] = [:]
        var hidden: Set<String> = []
        for (root, navigations) in rootOf {
            containers[root] = Set(navigations.compactMap { $0["id"] })
            for navigation in navigations where navigation["navigationBarHidden"] == "YES" {
                if let id = navigation["id"] { hidden.insert(id) }
            }
        }
        // A pushed controller is in the navigation controllers of every controller that pushes it.
        for _ in 0...ids.count {
            var changed = false
            for id in ids {
                var set = containers[id] ?? []
                let before = set.count
                for source in pushedFrom[id] ?? [] { set.formUnion(containers[source] ?? []) }
                if set.count != before {
                    containers[id] = set
                    changed = true
                }
            }
            if !changed { break }
        }
        var bars: [String: Bool] = [:]
        for controller in controllers {
            guard let id = controller["id"] else { continue }
            if let navigations = containers[id], !navigations.isEmpty {
                bars[id] = navigations.contains { !hidden.contains($0) }
            } else {
                bars[id] = controller.child(named: "navigationItem", key: "navigationItem") != nil
            }
        }
        for _ in 0...ids.count {
            var changed = false
            for id in ids where bars[id] == false && (containers[id] ?? []).isEmpty {
                if (pushedFrom[id] ?? []).contains(where: { bars[$0] == true }) {
                    bars[id] = true
                    changed = true
                }
            }
            if !changed { break }
        }
        return bars
    }

    // MARK: - Screens

    /// The screens, in document order.
    func screens() -> [Screen] {
        var screens: [Screen] = []
        for controller in controllers where !Self.containerKinds.contains(controller.localName) {
            screens.append(screen(for: controller))
        }
        if !isStoryboard {
            for object in tree.root.child(named: "objects")?.children ?? [] {
                guard object["id"] != nil, !Self.isController(object),
                    !["placeholder", "navigationItem", "barButtonItem", "tabBarItem"].contains(object.localName)
                else { continue }
                var content = Content()
                visit(object, into: &content)
                let title = object["userLabel"] ?? object["customClass"] ?? object["id"] ?? object.localName
                var screen = Screen(name: "\(table) \(title)", location: tree.location(of: object.tagOffset))
                if let bar = content.navigationBar {
                    screen.navigationBar = standaloneNavigationBar(bar, segmented: &content.segmentedControls)
                }
                apply(content, to: &screen)
                if screen != Screen(name: screen.name, location: screen.location) { screens.append(screen) }
            }
        }
        return screens
    }

    /// Controllers that only hold others: their bars show their children's items.
    private static let containerKinds: Set<String> = [
        "navigationController", "splitViewController", "viewControllerPlaceholder",
    ]

    private func screen(for controller: XMLTreeNode) -> Screen {
        var content = Content()
        for child in controller.children { visit(child, into: &content) }
        var screen = Screen(
            name: "\(table) \(sceneTitle(of: controller))", location: tree.location(of: controller.tagOffset))
        if hasBar[controller["id"] ?? ""] == true {
            screen.navigationBar = navigationBar(of: controller, segmented: &content.segmentedControls)
        } else if let bar = content.navigationBar {
            screen.navigationBar = standaloneNavigationBar(bar, segmented: &content.segmentedControls)
        }
        if content.toolbar == nil, let items = controller.child(named: "toolbarItems"),
            !items.children(named: "barButtonItem").isEmpty
        {
            let barItems = items.children(named: "barButtonItem").map {
                barItem($0, segmented: &content.segmentedControls)
            }
            screen.toolbar = Screen.Toolbar(items: barItems)
        }
        if let id = controller["id"], let destinations = tabs[id] {
            screen.tabBar = Screen.TabBar(items: destinations.map(tabItem(for:)))
        }
        apply(content, to: &screen)
        return screen
    }

    /// The content found in a controller's views.
    private struct Content {
        var segmentedControls: [Screen.SegmentedControl] = []
        var controls: [Screen.Control] = []
        var pageControls: [Screen.PageControl] = []
        var datePickers: [Screen.DatePicker] = []
        var searchBar: Screen.SearchBar?
        var toolbar: Screen.Toolbar?
        var navigationBar: XMLTreeNode?
    }

    private func apply(_ content: Content, to screen: inout Screen) {
        if let toolbar = content.toolbar { screen.toolbar = toolbar }
        screen.searchBar = content.searchBar
        screen.segmentedControls = content.segmentedControls
        screen.controls = content.controls
        screen.pageControls = content.pageControls
        screen.datePickers = content.datePickers
    }

    /// Collects `node` and what is below it, leaving out variations, other controllers, and the
    /// items of bars (read with their bars).
    private func visit(_ node: XMLTreeNode, into content: inout Content) {
        guard node.localName != "variation", !Self.isController(node) else { return }
        let tappable = node["userInteractionEnabled"] != "NO"
        switch node.localName {
        case "navigationItem", "toolbarItems", "tabBarItem", "barButtonItem", "tabBar", "connections":
            return
        case "toolbar":
            if content.toolbar == nil {
                let items = (node.child(named: "items")?.children(named: "barButtonItem") ?? [])
                    .map { barItem($0, segmented: &content.segmentedControls) }
                content.toolbar = Screen.Toolbar(items: items, height: layout.fixedHeight(of: node))
            }
            return
        case "navigationBar":
            if content.navigationBar == nil { content.navigationBar = node }
            return
        case "segmentedControl":
            content.segmentedControls.append(segmentedControl(node))
        case "pageControl":
            content.pageControls.append(
                Screen.PageControl(
                    name: Self.label(of: node), numberOfPages: node["numberOfPages"].flatMap(Int.init) ?? 0))
        case "datePicker":
            // A date-only picker shows no minutes: its minuteInterval does nothing.
            if !["date", "yearAndMonth"].contains(node["datePickerMode"] ?? "dateAndTime") {
                content.datePickers.append(
                    Screen.DatePicker(
                        name: Self.label(of: node), minuteInterval: node["minuteInterval"].flatMap(Int.init) ?? 1))
            }
        case "switch" where tappable:
            content.controls.append(control(node, role: .switch))
        case "stepper" where tappable:
            content.controls.append(control(node, role: .stepper))
        case "button" where tappable && !Self.hasTitle(node):
            content.controls.append(control(node, role: .button, icon: Self.image(ofButton: node)))
        case "searchBar":
            if content.searchBar == nil { content.searchBar = searchBar(node) }
        default:
            break
        }
        for child in node.children { visit(child, into: &content) }
    }

    // MARK: - Bars

    private func navigationBar(
        of controller: XMLTreeNode, segmented: inout [Screen.SegmentedControl]
    ) -> Screen.NavigationBar {
        let id = controller["id"] ?? ""
        let item = controller.child(named: "navigationItem", key: "navigationItem")
        var bar = item.map { navigationBar(item: $0, segmented: &segmented) } ?? Screen.NavigationBar()
        if bar.title == nil, item?.children.contains(where: { $0["key"] == "titleView" }) != true {
            bar.title = key(controller, "title")
        }
        let isRoot = !(rootOf[id] ?? []).isEmpty
        let prefersLargeTitles = (rootOf[id] ?? []).contains {
            $0.child(named: "navigationBar", key: "navigationBar")?["largeTitles"] == "YES"
        }
        if isRoot, prefersLargeTitles, item?["largeTitleDisplayMode"] != "never" { bar.largeTitle = true }
        let sources = (pushedFrom[id] ?? []).filter { hasBar[$0] == true }.compactMap { controllersByID[$0] }
        let replaced = !bar.leadingItems.isEmpty && item?["leftItemsSupplementBackButton"] != "YES"
        if !isRoot, !sources.isEmpty, item?["hidesBackButton"] != "YES", !replaced {
            bar.showsBackButton = true
            let titles = Set(sources.map(backTitle(of:)))
            bar.backButtonTitle = titles.count == 1 ? titles.first ?? nil : nil
            let modes = Set(
                sources.map { $0.child(named: "navigationItem", key: "navigationItem")?["backButtonDisplayMode"] })
            if modes.count == 1, let name = modes.first ?? nil, let mode = Screen.BackButtonDisplayMode(rawValue: name)
            {
                bar.backButtonDisplayMode = mode
            }
        }
        return bar
    }

    /// A bar from a navigation item: title (none under a title view), prompt, items.
    private func navigationBar(item: XMLTreeNode, segmented: inout [Screen.SegmentedControl]) -> Screen.NavigationBar {
        var bar = Screen.NavigationBar()
        let titleView = item.children.first { $0["key"] == "titleView" }
        if let titleView {
            if titleView.localName == "segmentedControl" { bar.segmentedControl = segmentedControl(titleView) }
        } else {
            bar.title = key(item, "title")
        }
        bar.prompt = key(item, "prompt")
        bar.leadingItems = barItems(
            of: item, single: "leftBarButtonItem", list: "leftBarButtonItems", segmented: &segmented)
        bar.trailingItems = barItems(
            of: item, single: "rightBarButtonItem", list: "rightBarButtonItems", segmented: &segmented
        )
        .reversed()
        bar.largeTitle = item["largeTitleDisplayMode"] == "always"
        return bar
    }

    /// A `<navigationBar>` placed in a view: its top (last) item, and a back button when an item
    /// lies below it.
    private func standaloneNavigationBar(
        _ node: XMLTreeNode,
        segmented: inout [Screen.SegmentedControl]
    ) -> Screen.NavigationBar? {
        let items = node.child(named: "items")?.children(named: "navigationItem") ?? []
        guard let top = items.last else { return nil }
        var bar = navigationBar(item: top, segmented: &segmented)
        bar.height = layout.fixedHeight(of: node)
        let replaced = !bar.leadingItems.isEmpty && top["leftItemsSupplementBackButton"] != "YES"
        if items.count > 1, top["hidesBackButton"] != "YES", !replaced {
            let below = items[items.count - 2]
            bar.showsBackButton = true
            bar.backButtonTitle =
                key(below, "backButtonTitle")
                ?? below.child(named: "barButtonItem", key: "backBarButtonItem").flatMap { key($0, "title") }
                ?? key(below, "title")
        }
        return bar
    }

    /// What the back button says when `controller` is the previous one: its item's
    /// `backButtonTitle`, its `backBarButtonItem`'s title, or its title; `nil` when it has none
    /// (UIKit then shows "Back").
    private func backTitle(of controller: XMLTreeNode) -> ScreenText? {
        let item = controller.child(named: "navigationItem", key: "navigationItem")
        return item.flatMap { key($0, "backButtonTitle") }
            ?? item?.child(named: "barButtonItem", key: "backBarButtonItem").flatMap { key($0, "title") }
            ?? item.flatMap { key($0, "title") }
            ?? key(controller, "title")
    }

    /// The items of one side of a navigation item, in IB's (UIKit's) order.
    private func barItems(
        of item: XMLTreeNode, single: String, list: String,
        segmented: inout [Screen.SegmentedControl]
    ) -> [Screen.BarItem] {
        if let one = item.child(named: "barButtonItem", key: single) { return [barItem(one, segmented: &segmented)] }
        return
            (item.children.first { $0["key"] == list || $0.localName == list }?.children(named: "barButtonItem") ?? [])
            .map { barItem($0, segmented: &segmented) }
    }

    /// UIKit's system items that show a word (`UIBarButtonItem.SystemItem`), in English.
    private static let systemTitles = [
        "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save",
        "undo": "Undo", "redo": "Redo",
    ]

    /// A bar button item: a space, a custom view (its frame; a segmented control there is also
    /// one of the screen's), a system item, a title and/or an image.
    private func barItem(_ node: XMLTreeNode, segmented: inout [Screen.SegmentedControl]) -> Screen.BarItem {
        let style: Screen.BarItemStyle =
            switch node["style"] {
            case "done": .done
            case "prominent": .prominent
            default: .plain
            }
        if let system = node["systemItem"] {
            if system == "flexibleSpace" || system == "fixedSpace" { return Screen.BarItem(isSpace: true) }
            if let title = Self.systemTitles[system] {
                return Screen.BarItem(title: .literal(title), style: system == "done" ? .done : style)
            }
            return Screen.BarItem(icon: system, style: style)
        }
        if let custom = node.children.first(where: { $0["key"] == "customView" }) {
            var item = Screen.BarItem(style: style)
            switch custom.localName {
            case "button":
                // Its frame is its tap area.
                item.title = buttonTitle(custom)
                item.icon = Self.image(ofButton: custom)
                (item.width, item.height) = size(of: custom, followsText: item.icon == nil)
            case "segmentedControl":
                // Its width takes room in the bar; its height is checked against a control's minimum.
                segmented.append(segmentedControl(custom))
                item.width = layout.fixedWidth(of: custom)
            default:
                // A view that may not be tapped (an activity indicator …): no frame to check.
                break
            }
            return item
        }
        return Screen.BarItem(title: key(node, "title"), icon: Self.image(of: node), style: style)
    }

    /// One tab of a tab bar controller: the destination's tab bar item.
    private func tabItem(for destination: String) -> Screen.TabItem {
        guard let controller = controllersByID[destination] else { return Screen.TabItem() }
        let item = controller.child(named: "tabBarItem", key: "tabBarItem")
        return Screen.TabItem(
            title: item.flatMap { key($0, "title") } ?? key(controller, "title"),
            icon: item.flatMap(Self.image(of:)) ?? item?["systemItem"])
    }

    // MARK: - Controls

    private func segmentedControl(_ node: XMLTreeNode) -> Screen.SegmentedControl {
        let segments = node.child(named: "segments")?.children(named: "segment") ?? []
        // Segments with widths of their own are not equal shares: the check of the titles' total
        // against the control's width (as when widths follow the content) is the one that holds.
        let explicitWidths = segments.contains { ($0["width"].flatMap(Double.init) ?? 0) > 0 }
        return Screen.SegmentedControl(
            name: Self.label(of: node),
            segments: segments.enumerated().map { index, segment in
                let title = Self.text(segment, "title") == nil ? nil : key(node, "segmentTitles[\(index)]", given: true)
                return Screen.Segment(title: title, icon: Self.image(of: segment))
            },
            width: layout.fixedWidth(of: node), height: layout.fixedHeight(of: node),
            apportionsSegmentWidthsByContent: node["apportionsSegmentWidthsByContent"] == "YES" || explicitWidths)
    }

    private func searchBar(_ node: XMLTreeNode) -> Screen.SearchBar {
        let scopes = node.child(named: "scopeButtonTitles")?.children(named: "string") ?? []
        return Screen.SearchBar(
            placeholder: key(node, "placeholder"), prompt: key(node, "prompt"),
            scopeTitles: scopes.indices.compactMap { index in
                scopes[index].innerText.isEmpty ? nil : key(node, "scopeButtonTitles[\(index)]", given: true)
            },
            height: layout.fixedHeight(of: node))
    }

    /// A control with its size (`size(of:followsText:)`); a button without an image may get its
    /// title in code.
    private func control(_ node: XMLTreeNode, role: Role, icon: String? = nil) -> Screen.Control {
        let (width, height) = size(of: node, followsText: role == .button && icon == nil)
        return Screen.Control(name: Self.label(of: node), role: role, icon: icon, width: width, height: height)
    }

    /// A control's size in points: an equality constraint, else the frame IB stored, which is
    /// right for what does not depend on text (a switch, an image button). When the size
    /// follows a text (a titled button), an Auto Layout frame is only IB's rendering of the
    /// source language's text: then only a constraint or an unmanaged frame counts.
    private func size(of node: XMLTreeNode, followsText: Bool) -> (width: Double?, height: Double?) {
        if followsText { return (layout.fixedWidth(of: node), layout.fixedHeight(of: node)) }
        let height =
            node["id"].flatMap { layout.heights[$0]?.constant } ?? InterfaceBuilderLayout.frame(of: node)?.height
        return (layout.width(of: node), height)
    }

    /// A button's title as the reader keys it: the configuration's title, else the normal state's.
    private func buttonTitle(_ node: XMLTreeNode) -> ScreenText? {
        if let configuration = node.child(named: "buttonConfiguration", key: "configuration"),
            Self.text(configuration, "title") != nil
        {
            return key(node, "configuration.title", given: true)
        }
        if let normal = node.children(named: "state").first(where: { $0["key"] == "normal" }),
            Self.text(normal, "title") != nil
        {
            return key(node, "normalTitle", given: true)
        }
        return nil
    }

    /// Whether a button shows text in some state or through its configuration.
    private static func hasTitle(_ node: XMLTreeNode) -> Bool {
        let configuration = node.child(named: "buttonConfiguration", key: "configuration")
        let holders = node.children(named: "state") + (configuration.map { [$0] } ?? [])
        return holders.contains { holder in
            text(holder, "title") != nil || text(holder, "subtitle") != nil
                || holder.child(named: "attributedString", key: "attributedTitle") != nil
        }
    }

    /// A button's image: the normal state's, else its configuration's (an `image` attribute or
    /// an `<imageReference key="image" image>` child), else its type's (`infoLight`, `contactAdd` …).
    private static func image(ofButton node: XMLTreeNode) -> String? {
        let normal = node.children(named: "state").first { $0["key"] == "normal" }
        let configuration = node.child(named: "buttonConfiguration", key: "configuration")
        if let image = normal.flatMap(image(of:)) ?? configuration.flatMap(image(of:)) { return image }
        let type = node["buttonType"]
        return type == nil || type == "system" || type == "custom" || type == "roundedRect" ? nil : type
    }

    // MARK: - Texts and names

    /// The key of a property's text in this document's table, when the file gives it a text.
    /// `given`: the caller has checked the text (properties named after a child element).
    private func key(_ node: XMLTreeNode, _ property: String, given: Bool = false) -> ScreenText? {
        guard let id = node["id"], given || Self.text(node, property) != nil else { return nil }
        return .key("\(id).\(property)", table: table)
    }

    /// A property's text: the attribute, or a `<string key>` child for long text; `nil` when
    /// empty, as Xcode leaves empty texts out of its `.strings` files.
    private static func text(_ node: XMLTreeNode, _ property: String) -> String? {
        if let value = node[property] { return value.isEmpty ? nil : value }
        if let child = node.child(named: "string", key: property), !child.innerText.isEmpty { return child.innerText }
        return nil
    }

    /// An image's name: the `image` attribute, or an `<imageReference key="image" image>` child
    /// (Xcode 13 and later, for symbols with a configuration).
    private static func image(of node: XMLTreeNode) -> String? {
        let name = node["image"] ?? node.child(named: "imageReference", key: "image")?["image"]
        return name.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The scene's name: the title it shows (navigation item, controller, tab bar item), else
    /// IB's label, storyboard identifier, class or id.
    private func sceneTitle(of controller: XMLTreeNode) -> String {
        let item = controller.child(named: "navigationItem", key: "navigationItem")
        let tab = controller.child(named: "tabBarItem", key: "tabBarItem")
        return item.flatMap { Self.text($0, "title") } ?? Self.text(controller, "title") ?? tab.flatMap {
            Self.text($0, "title")
        }
            ?? controller["userLabel"] ?? controller["storyboardIdentifier"] ?? controller["customClass"] ?? controller[
                "id"]
            ?? controller.localName
    }

    /// `<objectID>`, with ` (<userLabel>)` when IB has one: what finds the object in IB.
    private static func label(of node: XMLTreeNode) -> String {
        let id = node["id"] ?? node.localName
        return node["userLabel"].map { "\(id) (\($0))" } ?? id
    }

    /// Whether a node is a view controller: a storyboard's scene member, or a xib's
    /// `viewController`, `tableViewController`, `navigationController` ….
    private static func isController(_ node: XMLTreeNode) -> Bool {
        let name = node.localName
        return node["sceneMemberID"] == "viewController" || name == "viewController" || name.hasSuffix("ViewController")
            || ["navigationController", "tabBarController", "hostingController"].contains(name)
    }

    /// The nodes with this name below `node`, not inside another controller.
    private static func nodes(below node: XMLTreeNode, named name: String) -> [XMLTreeNode] {
        var found: [XMLTreeNode] = []
        func walk(_ current: XMLTreeNode) {
            for child in current.children where !isController(child) {
                if child.localName == name { found.append(child) }
                walk(child)
            }
        }
        walk(node)
        return found
    }
}
