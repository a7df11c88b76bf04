import LegibleAudit
import LegibleSource
import LegibleText
import XCTest

final class SwiftUIPlacementTests: XCTestCase {
    func testTextIsAWrappingLabelAtItsCall() throws {
        let result = scan(
            """
            struct V: View {
                var body: some View {
                    Text("greeting.title")
                }
            }
            """)
        let p = try XCTUnwrap(placement(result, "greeting.title"))
        XCTAssertEqual(p.reference, TableKey(table: "Localizable", key: "greeting.title"))
        XCTAssertEqual(p.element.role, .label)
        XCTAssertEqual(p.element.lines, 0)
        XCTAssertEqual(p.confidence, .direct)
        XCTAssertNil(p.via)
        XCTAssertFalse(p.interpolated)
        assertAt(p, 3, 9)
        XCTAssertEqual(p.location.file, "View.swift")
    }

    func testInterpolationBecomesTheExtractedKey() throws {
        let result = scan(
            """
            let t = Text("Hello \\(name), 100%")
            """)
        let p = try XCTUnwrap(placement(result, "Hello %@, 100%%"))
        XCTAssertTrue(p.interpolated)
        assertAt(p, 1, 9)
    }

    func testEscapesAndColumnsCountScalars() throws {
        let result = scan(
            """
            let é = Text("line\\none")
            """)
        let p = try XCTUnwrap(placement(result, "line\none"))
        assertAt(p, 1, 9)
    }

    func testTableNameIsHonoured() throws {
        let result = scan(
            """
            let t = Text("settings.title", tableName: "Settings")
            """)
        XCTAssertEqual(placement(result, "settings.title")?.reference.table, "Settings")
    }

    func testVerbatimAndVariablesAreNotKeys() {
        let result = scan(
            """
            struct V: View {
                let name: String
                var body: some View {
                    VStack {
                        Text(verbatim: "not.a.key")
                        Text(name)
                        Text(user.displayName)
                    }
                }
            }
            """)
        XCTAssertTrue(result.placements.isEmpty, "\(result.placements)")
        XCTAssertTrue(result.unplaced.isEmpty)
    }

    func testModifiersOnTheChain() throws {
        let result = scan(
            """
            struct V: View {
                var body: some View {
                    VStack {
                        Text("a").font(.headline).lineLimit(2).truncationMode(.middle).minimumScaleFactor(0.5)
                        Text("b").font(.system(size: 15, weight: .semibold)).frame(width: 120).padding(8)
                        Text("c").font(.title).bold().textCase(.uppercase)
                        Text("d").fixedSize()
                    }
                    .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                    .lineLimit(3)
                }
            }
            """)
        let a = try XCTUnwrap(placement(result, "a"))
        XCTAssertEqual(a.element.textStyle, .headline)
        XCTAssertEqual(a.element.lines, 2)
        XCTAssertEqual(a.element.lineBreakMode, .byTruncatingMiddle)
        XCTAssertEqual(a.element.minimumScaleFactor, 0.5)
        XCTAssertEqual(a.element.maxSizeCategory, .xxxLarge)
        let b = try XCTUnwrap(placement(result, "b"))
        XCTAssertEqual(b.element.font, FontConfiguration(size: 15, weight: .semibold))
        XCTAssertNil(b.element.textStyle)
        XCTAssertEqual(b.element.width, 120)
        XCTAssertEqual(b.element.insets, EdgeInsets(leading: 8, trailing: 8))
        XCTAssertEqual(b.element.lines, 3, "the VStack's line limit reaches it")
        let c = try XCTUnwrap(placement(result, "c"))
        XCTAssertEqual(c.element.textStyle, .title1)
        XCTAssertEqual(c.element.font, FontConfiguration(size: 28, weight: .bold))
        XCTAssertEqual(c.element.textCase, .uppercase)
        let d = try XCTUnwrap(placement(result, "d"))
        XCTAssertEqual(d.element.lines, 1)
        XCTAssertNil(d.element.width)
    }

    func testButtonsTogglesFieldsAndLinks() throws {
        let result = scan(
            """
            struct V: View {
                var body: some View {
                    Form {
                        Button("save") { save() }
                        Button { save() } label: { Text("save.label") }
                        Toggle("notifications", isOn: $on)
                        TextField("name.placeholder", text: $name)
                        Link("help.link", destination: url)
                        NavigationLink("about") { AboutView() }
                        Text("row")
                        Section("section.header") { Text("in.section") }
                    }
                    .searchable(text: $query, prompt: "search.prompt")
                }
            }
            """)
        XCTAssertEqual(placement(result, "save")?.element.role, .button)
        XCTAssertEqual(placement(result, "save")?.element.lines, 0)
        XCTAssertEqual(placement(result, "save.label")?.element.role, .button)
        assertAt(placement(result, "save.label"), 5, 40)
        let toggle = try XCTUnwrap(placement(result, "notifications"))
        XCTAssertEqual(toggle.element.role, .switchLabel)
        XCTAssertEqual(toggle.element.accessory, "switch")
        XCTAssertEqual(placement(result, "name.placeholder")?.element.role, .textFieldPlaceholder)
        XCTAssertEqual(placement(result, "help.link")?.element.role, .button)
        XCTAssertEqual(placement(result, "about")?.element.role, .tableCellTitle)
        XCTAssertEqual(placement(result, "about")?.element.accessory, "disclosure")
        XCTAssertEqual(placement(result, "row")?.element.role, .tableCellTitle)
        XCTAssertEqual(placement(result, "section.header")?.element.role, .label)
        XCTAssertEqual(placement(result, "in.section")?.element.role, .tableCellTitle)
        let search = try XCTUnwrap(placement(result, "search.prompt"))
        XCTAssertEqual(search.element.role, .searchPlaceholder)
        assertAt(search, 13, 9)
    }

    func testNavigationTitleLargeOrInline() throws {
        let result = scan(
            """
            struct A: View {
                var body: some View {
                    NavigationStack { List {}.navigationTitle("home.title") }
                }
            }
            struct B: View {
                var body: some View {
                    List {}
                        .navigationTitle("detail.title")
                        .navigationBarTitleDisplayMode(.inline)
                }
            }
            """)
        let large = try XCTUnwrap(placement(result, "home.title"))
        XCTAssertEqual(large.element.role, .largeTitle)
        assertAt(large, 3, 34)
        let inline = try XCTUnwrap(placement(result, "detail.title"))
        XCTAssertEqual(inline.element.role, .navigationTitle)
        XCTAssertEqual(inline.element.lines, 1)
        XCTAssertEqual(
            result.screens.first { $0.name == "B" }?.navigationBar?.title, .key("detail.title", table: "Localizable"))
        XCTAssertEqual(result.screens.first { $0.name == "A" }?.navigationBar?.largeTitle, true)
        // Both modes are written down (the stack's root is large): nothing is assumed.
        XCTAssertNil(large.element.assumption)
        XCTAssertNil(inline.element.assumption)
    }

    /// `.automatic` (no display mode) follows the view that pushes this one, which the scan does
    /// not follow: large is assumed and the placement says so; `.large` and a stack's root do not.
    func testAutomaticTitleDisplayModeOutsideAStackIsAnAssumption() throws {
        let result = scan(
            """
            struct Pushed: View {
                var body: some View {
                    Form {}.navigationTitle("pushed.title")
                }
            }
            struct Large: View {
                var body: some View {
                    Form {}
                        .navigationTitle("large.title")
                        .navigationBarTitleDisplayMode(.large)
                }
            }
            struct Root: View {
                var body: some View {
                    NavigationView {
                        Form {}.navigationTitle("root.title")
                    }
                }
            }
            """)
        let pushed = try XCTUnwrap(placement(result, "pushed.title"))
        XCTAssertEqual(pushed.element.role, .largeTitle)
        XCTAssertEqual(
            pushed.element.assumption,
            "a large title (SwiftUI's automatic title display mode follows the view that pushes this one)")
        XCTAssertEqual(placement(result, "large.title")?.element.role, .largeTitle)
        XCTAssertNil(placement(result, "large.title")?.element.assumption)
        XCTAssertEqual(placement(result, "root.title")?.element.role, .largeTitle)
        XCTAssertNil(placement(result, "root.title")?.element.assumption)
    }

    func testTabViewItemsAndTabs() throws {
        let result = scan(
            """
            struct Root: View {
                var body: some View {
                    TabView {
                        Home().tabItem { Label("tab.home", systemImage: "house") }
                        Settings().tabItem { Text("tab.settings") }
                        Tab("tab.search", systemImage: "magnifyingglass") { Search() }
                    }
                }
            }
            """)
        let home = try XCTUnwrap(placement(result, "tab.home"))
        XCTAssertEqual(home.element.role, .tabBarItem)
        XCTAssertEqual(home.element.count, 3)
        XCTAssertEqual(home.element.lines, 1)
        XCTAssertEqual(placement(result, "tab.settings")?.element.role, .tabBarItem)
        XCTAssertEqual(placement(result, "tab.search")?.element.role, .tabBarItem)
        XCTAssertEqual(placement(result, "tab.search")?.element.count, 3)
        let bar = try XCTUnwrap(result.screens.first?.tabBar)
        XCTAssertEqual(
            bar.items.map(\.title),
            [
                .key("tab.home", table: "Localizable"), .key("tab.settings", table: "Localizable"),
                .key("tab.search", table: "Localizable"),
            ])
        XCTAssertEqual(bar.items.first?.icon, "house")
    }

    func testTitleMenuItemsAlertTextFieldsAndKeyCommandsAreTheirRealElements() throws {
        // Docs/containers.md: a ToolbarTitleMenu's items are menu rows, not bar buttons; a
        // TextField in an alert's actions is a text field; a UIKeyCommand's title is never shown
        // on an iPhone.
        let result = scan(
            """
            struct V: View {
                @State var shown = false
                var body: some View {
                    List { Text("row") }
                        .toolbar {
                            ToolbarTitleMenu { Button("filter.mentions") {} }
                        }
                        .toolbarTitleMenu { Button("filter.all") {} }
                        .alert("rename.title", isPresented: $shown) {
                            TextField("rename.placeholder", text: .constant(""))
                            Button("rename.save") {}
                            Button("rename.cancel", role: .cancel) {}
                        }
                }
            }
            final class C: UIViewController {
                override var keyCommands: [UIKeyCommand]? {
                    [UIKeyCommand(title: NSLocalizedString("key.refresh", comment: ""), action: #selector(refresh), input: "r")]
                }
            }
            """)
        let filter = try XCTUnwrap(placement(result, "filter.mentions"))
        XCTAssertEqual(filter.element.role, .menuCommand)
        XCTAssertNil(filter.element.lines)
        XCTAssertEqual(placement(result, "filter.all")?.element.role, .menuCommand)
        XCTAssertEqual(placement(result, "rename.placeholder")?.element.role, .textFieldPlaceholder)
        XCTAssertEqual(placement(result, "rename.placeholder")?.element.lines, 1)
        XCTAssertEqual(placement(result, "rename.save")?.element.role, .alertAction)
        XCTAssertEqual(placement(result, "rename.title")?.element.role, .alertTitle)
        XCTAssertTrue(placements(result, "key.refresh").isEmpty)
    }

    func testATabHiddenFromTheTabBarIsNotMeasuredNorCounted() throws {
        let result = scan(
            """
            struct Root: View {
                var body: some View {
                    TabView {
                        Tab("tab.home", systemImage: "house") { Text("x") }
                        Tab("tab.library", systemImage: "books") { Text("y") }
                        Tab("tab.archive", systemImage: "archivebox") { Text("z") }
                            .defaultVisibility(.hidden, for: .tabBar)
                    }
                    .tabViewStyle(.sidebarAdaptable)
                }
            }
            """)
        XCTAssertEqual(placement(result, "tab.home")?.element.count, 2)
        XCTAssertEqual(placements(result, "tab.archive"), [])
        XCTAssertEqual(
            result.unplaced.first { $0.reference.key == "tab.archive" }?.reason,
            "a tab hidden from the tab bar (`.defaultVisibility(.hidden, for: .tabBar)`)")
    }

    func testATextViewThatFitsCanReplaceIsNeverCut() throws {
        // ViewThatFits shows the first child that fits, the last when none does: a text in the
        // first two children is replaced, not cut (measured as a text that may wrap); the last
        // child's text is measured as written.
        let result = scan(
            """
            struct V: View {
                var body: some View {
                    ViewThatFits(in: .horizontal) {
                        HStack {
                            Image(systemName: "eye")
                            Text("media.show.long")
                        }
                        Text("media.show.short").fixedSize()
                        Text("media.show.last")
                    }
                    .lineLimit(1)
                }
            }
            """)
        XCTAssertEqual(placement(result, "media.show.long")?.element.lines, 0)
        XCTAssertEqual(placement(result, "media.show.short")?.element.lines, 0)
        XCTAssertEqual(placement(result, "media.show.last")?.element.lines, 1)
    }

    func testToolbarMenusSwipesAndContextMenus() throws {
        let result = scan(
            """
            struct V: View {
                var body: some View {
                    List {
                        Text("row")
                            .swipeActions { Button("delete", role: .destructive) {} }
                            .contextMenu { Button("copy") {} }
                    }
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("bottom") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button("done") {} }
                        Menu("more") { Button("share") {} }
                    }
                }
            }
            """)
        let swipe = try XCTUnwrap(placement(result, "delete"))
        XCTAssertEqual(swipe.element.role, .button)
        XCTAssertEqual(swipe.element.width, 74)
        XCTAssertEqual(
            swipe.element.assumption,
            "a swipe action button at an assumed least width of 74 pt (iOS sizes it to its title)")
        XCTAssertEqual(placement(result, "copy")?.element.role, .menuCommand)
        XCTAssertEqual(
            placement(result, "copy")?.element.assumption,
            "a menu item of at most 2 lines in the screen's width (iOS wraps a long menu title; the menu's width and line limit are not published)"
        )
        // A menu row takes the role's line limit (RolePreset.menuCommandLines), not Button's "wraps
        // without limit".
        XCTAssertNil(placement(result, "copy")?.element.lines)
        XCTAssertEqual(placement(result, "bottom")?.element.role, .toolbarItem)
        XCTAssertEqual(placement(result, "bottom")?.element.lines, 1)
        XCTAssertEqual(placement(result, "done")?.element.role, .barButtonItem)
        XCTAssertEqual(placement(result, "more")?.element.role, .barButtonItem)
        XCTAssertEqual(placement(result, "share")?.element.role, .menuCommand)
    }

    func testAlertAndConfirmationDialog() throws {
        let result = scan(
            """
            struct V: View {
                var body: some View {
                    Color.clear
                        .alert("delete.title", isPresented: $shown) {
                            Button("delete.confirm", role: .destructive) {}
                            Button("cancel", role: .cancel) {}
                        } message: {
                            Text("delete.message")
                        }
                        .confirmationDialog("share.title", isPresented: $sharing) {
                            Button("share.copy") {}
                        }
                }
            }
            """)
        let title = try XCTUnwrap(placement(result, "delete.title"))
        XCTAssertEqual(title.element.role, .alertTitle)
        assertAt(title, 4, 13)
        let action = try XCTUnwrap(placement(result, "delete.confirm"))
        XCTAssertEqual(action.element.role, .alertAction)
        XCTAssertEqual(action.element.count, 2)
        XCTAssertEqual(placement(result, "delete.message")?.element.role, .alertMessage)
        XCTAssertEqual(placement(result, "share.title")?.element.role, .actionSheetTitle)
        XCTAssertEqual(placement(result, "share.copy")?.element.role, .actionSheetAction)
        XCTAssertEqual(placement(result, "share.copy")?.element.count, 1)
        let alerts = result.screens.first?.alerts ?? []
        XCTAssertEqual(alerts.count, 2)
        XCTAssertEqual(
            alerts.first,
            Screen.Alert(
                style: .alert, title: .key("delete.title", table: "Localizable"),
                message: .key("delete.message", table: "Localizable"),
                actions: [
                    Screen.AlertAction(title: .key("delete.confirm", table: "Localizable"), style: .destructive),
                    Screen.AlertAction(title: .key("cancel", table: "Localizable"), style: .cancel),
                ]))
        XCTAssertEqual(alerts.last?.style, .actionSheet)
    }

    func testOlderAlertForms() throws {
        let result = scan(
            """
            struct V: View {
                var body: some View {
                    Color.clear
                        .alert(Text("text.title"), isPresented: $a) { Button("text.ok") {} }
                        .alert(isPresented: $b) {
                            Alert(title: Text("old.title"), message: Text("old.message"), dismissButton: .default(Text("old.ok")))
                        }
                }
            }
            """)
        XCTAssertEqual(placement(result, "text.title")?.element.role, .alertTitle)
        XCTAssertEqual(placement(result, "text.ok")?.element.role, .alertAction)
        XCTAssertEqual(placement(result, "old.title")?.element.role, .alertTitle)
        XCTAssertEqual(placement(result, "old.message")?.element.role, .alertMessage)
        XCTAssertEqual(placement(result, "old.ok")?.element.role, .alertAction)
        XCTAssertEqual(placement(result, "old.ok")?.element.count, 1)
    }

    func testSegmentedPicker() throws {
        let result = scan(
            """
            struct V: View {
                var body: some View {
                    Picker("filter", selection: $filter) {
                        Text("filter.all").tag(0)
                        Text("filter.unread").tag(1)
                    }
                    .pickerStyle(.segmented)
                    Picker("sort", selection: $sort) {
                        ForEach(orders) { Text($0.name) }
                    }
                    .pickerStyle(.segmented)
                }
            }
            """)
        let all = try XCTUnwrap(placement(result, "filter.all"))
        XCTAssertEqual(all.element.role, .segment)
        XCTAssertEqual(all.element.count, 2)
        XCTAssertEqual(
            result.screens.first?.segmentedControls.first?.segments.map(\.title),
            [.key("filter.all", table: "Localizable"), .key("filter.unread", table: "Localizable")])
    }

    func testOwnViewMemberFollowedIntoTabItem() throws {
        let result = scan(
            """
            enum AppTab {
                case home, explore
                var label: some View {
                    switch self {
                    case .home: Label("tab.home", systemImage: "house")
                    case .explore: Label("tab.explore", systemImage: "magnifyingglass")
                    }
                }
            }
            struct Root: View {
                var body: some View {
                    TabView {
                        ForEach(tabs) { tab in
                            tab.view.tabItem { tab.label }
                        }
                    }
                }
            }
            """)
        let explore = placements(result, "tab.explore")
        // The Label in `var label` is shown only where the member is used: in the tab bar.
        XCTAssertEqual(explore.map(\.element.role), [.tabBarItem])
        let followed = try XCTUnwrap(explore.last)
        XCTAssertEqual(followed.confidence, .followed)
        XCTAssertEqual(followed.via, "AppTab.label")
        XCTAssertEqual(followed.element.count, 5)
        assertAt(followed, 14, 36)
    }

    func testLocalizedStringCallsInViews() throws {
        let result = scan(
            """
            let a = Text(String(localized: "a.key", table: "T"))
            let b = Button(NSLocalizedString("b.key", comment: "")) {}
            """)
        XCTAssertEqual(placement(result, "a.key")?.reference.table, "T")
        XCTAssertEqual(placement(result, "a.key")?.element.role, .label)
        XCTAssertEqual(placement(result, "b.key")?.element.role, .button)
    }
}

/// Bar items in the two branches of an availability check are one control for two systems.
final class AvailabilityBranchTests: XCTestCase {
    func testAnElseBranchOfAnAvailabilityCheckIsNotASecondBarItem() throws {
        let result = scan(
            """
            struct Accounts: View {
                var body: some View {
                    List {}
                        .navigationTitle("accounts.title")
                        .toolbar {
                            if #available(iOS 17, *) {
                                ToolbarItem(placement: .topBarTrailing) { Button("action.done") {} }
                            } else {
                                ToolbarItem(placement: .navigationBarTrailing) { Button("action.done") {} }
                            }
                            if showsEdit {
                                ToolbarItem(placement: .topBarLeading) { Button("action.edit") {} }
                            } else {
                                ToolbarItem(placement: .topBarLeading) { Button("action.save") {} }
                            }
                        }
                }
            }
            """)
        let bar = try XCTUnwrap(result.screens.first { $0.name == "Accounts" }?.navigationBar)
        // The availability check's two Done buttons count once; an ordinary if's branches both count.
        XCTAssertEqual(
            bar.trailingItems.map(\.title),
            [
                .key("action.done", table: "Localizable"), .key("action.edit", table: "Localizable"),
                .key("action.save", table: "Localizable"),
            ])
        // Both Done buttons are still measured.
        XCTAssertEqual(placements(result, "action.done").count, 2)
    }

    func testClausesNotCompiledForIOSAreNotPlaced() {
        let result = scan(
            """
            struct Composer: View {
                var body: some View {
                    #if os(visionOS)
                    Text("vision.only")
                    #elseif targetEnvironment(macCatalyst)
                    Text("catalyst.only")
                    #else
                    Text("iphone.text")
                    #endif
                    #if DEBUG
                    Text("debug.text")
                    #else
                    Text("release.text")
                    #endif
                    #if os(iOS) || os(visionOS)
                    Text("ios.or.vision")
                    #else
                    Text("mac.text")
                    #endif
                    #if !os(macOS) && canImport(UIKit)
                    Text("not.mac")
                    #endif
                    #if FEATURE_X
                    Text("flag.text")
                    #elseif os(iOS)
                    Text("flag.else.ios")
                    #else
                    Text("flag.else.other")
                    #endif
                }
            }
            """)
        let placed = Set(result.placements.map(\.reference.key))
        XCTAssertEqual(
            placed,
            [
                "iphone.text", "debug.text", "release.text", "ios.or.vision", "not.mac", "flag.text",
                "flag.else.ios",
            ])
    }

    func testAMenuItemIgnoresTheFrameItsLabelIsGiven() throws {
        let result = scan(
            """
            struct Accessory: View {
                var body: some View {
                    Menu {
                        Button { pick() } label: {
                            Label("menu.photo-library", systemImage: "photo").frame(width: 25, height: 25)
                        }
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
            """)
        let element = try XCTUnwrap(placement(result, "menu.photo-library")).element
        XCTAssertEqual(element.role, .menuCommand)
        XCTAssertNil(element.width, "the system draws menu items at the menu's width")
        XCTAssertNil(element.insets)
    }

    func testAVerticalTextFieldsPlaceholderWraps() throws {
        let result = scan(
            """
            struct Composer: View {
                var body: some View {
                    TextField("compose.placeholder", text: $text, axis: .vertical)
                    TextField("compose.limited", text: $text, axis: .vertical).lineLimit(3)
                    TextField("compose.single", text: $text)
                }
            }
            """)
        XCTAssertEqual(try XCTUnwrap(placement(result, "compose.placeholder")).element.lines, 0)
        XCTAssertEqual(try XCTUnwrap(placement(result, "compose.limited")).element.lines, 3)
        XCTAssertEqual(try XCTUnwrap(placement(result, "compose.single")).element.lines, 1)
    }

    func testASizeScaledByUIFontMetricsScalesWithItsStyle() throws {
        let result = scan(
            """
            struct FollowersView: View {
                var body: some View {
                    Text("widget.followers").font(.system(size: UIFontMetrics.default.scaledValue(for: 12)))
                    Text("widget.caption").font(
                        .system(size: UIFontMetrics(forTextStyle: .caption1).scaledValue(for: 11), weight: .bold))
                }
            }
            """)
        let followers = try XCTUnwrap(placement(result, "widget.followers")).element
        XCTAssertEqual(followers.font, FontConfiguration(size: 12, weight: .regular))
        XCTAssertEqual(followers.textStyle, .body)
        XCTAssertEqual(followers.adjustsFontForContentSizeCategory, true)
        let caption = try XCTUnwrap(placement(result, "widget.caption")).element
        XCTAssertEqual(caption.font, FontConfiguration(size: 11, weight: .bold))
        XCTAssertEqual(caption.textStyle, .caption1)
    }
}
