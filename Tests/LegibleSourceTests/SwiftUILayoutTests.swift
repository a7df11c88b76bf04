import LegibleAudit
import LegibleSource
import LegibleText
import XCTest

/// The room SwiftUI layouts give a text, read from fixtures written here. Each expected room is
/// worked out by hand from the constants `LayoutFacts` cites (stack spacing 8, default padding
/// 16, Spacer minimum 8, switch 51 / 63 pt, a symbol as wide as its font's point size), Body at
/// Large being 17 pt and at AX5 53 pt (facts/dynamic_type_ios.csv), the label preset's room on
/// a 393 pt iPhone 393 − 2×16 = 361. Sibling texts are given widths by the test (`widths`), so
/// that the rooms test the layout, not the measuring.
final class SwiftUILayoutTests: XCTestCase {
    func testAPaddedRowWithASymbolIsItsRoomLessPaddingSpacingAndSymbol() throws {
        let (layout, role) = try layout(
            """
            struct HeaderRow: View {
                var body: some View {
                    HStack(spacing: 5) {
                        Text("hide.past").lineLimit(1)
                        Image(systemName: "chevron.down")
                    }
                    .padding(.horizontal, 10)
                }
            }
            """, "hide.past")
        XCTAssertFalse(layout.fromScreenEdge, "10 pt a side is padding inside the screen's margins")
        // 361 − 2×10 − 5 − 17 = 319 at Large; the symbol grows to 53 pt at AX5: 283.
        XCTAssertEqual(room(layout, role: role).width, 319)
        XCTAssertEqual(room(layout, role: role, category: .ax5).width, 283)
        XCTAssertEqual(room(layout, role: role).assumed, 17, "the symbol's width is assumed")
        XCTAssertEqual(
            room(layout, role: role).derivation,
            "361 (label's room) − 2×10 (padding) − 5 (HStack spacing) − 17 (symbol, assumed) = 319")
    }

    func testAViewPaddedByTheMarginsStartsFromTheScreensEdge() throws {
        let (layout, role) = try layout(
            """
            struct Card: View {
                var body: some View {
                    HStack { Text("card.title").lineLimit(1); Image(systemName: "star") }
                        .padding()
                }
            }
            """, "card.title")
        XCTAssertTrue(layout.fromScreenEdge)
        // 393 − 2×16 (the default padding) − 8 − 17 = 336.
        XCTAssertEqual(room(layout, role: role).width, 336)
    }

    func testASpacerKeepsItsMinimumAndASiblingTextTakesItsWidth() throws {
        let source = """
            struct Row: View {
                var body: some View {
                    HStack {
                        Image(systemName: "star")
                        Text("favourites")
                        Spacer()
                        Text("edit")
                    }
                }
            }
            """
        let (layout, role) = try layout(source, "favourites")
        XCTAssertFalse(layout.fromScreenEdge)
        // 361 − 8 (one gap: a Spacer adds none) − 17 − 40 ("edit") − 8 (Spacer minimum) = 288.
        XCTAssertEqual(room(layout, role: role, widths: ["edit": 40]).width, 288)
        // "edit" is offered its share: (361 − 8 − 17 − 8) / 2 = 164 beside a 300 pt "favourites".
        let (other, _) = try LegibleSourceTests.layout(source, "edit")
        XCTAssertEqual(room(other, role: role, widths: ["favourites": 300]).width, 164)
    }

    func testTwoLongTextsShareTheRowAndAShortOneLeavesTheRest() throws {
        let (layout, role) = try layout(
            """
            struct V: View {
                var body: some View {
                    HStack {
                        Text("name")
                        Text("value")
                    }
                }
            }
            """, "name")
        // (361 − 8) / 2 = 176.5 beside a 300 pt text; 361 − 8 − 50 = 303 beside a 50 pt one.
        XCTAssertEqual(room(layout, role: role, widths: ["value": 300]).width, 176.5)
        XCTAssertEqual(room(layout, role: role, widths: ["value": 50]).width, 303)
    }

    func testLayoutPriorityGivesTheTextTheRowFirst() throws {
        let (layout, role) = try layout(
            """
            struct V: View {
                var body: some View {
                    HStack {
                        Text("name").layoutPriority(1)
                        Text("value")
                    }
                }
            }
            """, "name")
        // The other text's least width (0) is all that is kept back: 361 − 8 = 353.
        XCTAssertEqual(room(layout, role: role, widths: ["value": 300]).width, 353)
    }

    func testALabelsTitleSitsBesideItsIcon() throws {
        let (layout, role) = try layout(
            """
            struct V: View {
                var body: some View {
                    Label("media.show", systemImage: "eye")
                        .font(.headline)
                }
            }
            """, "media.show")
        // Headline at Large is 17 pt: 361 − 8 (assumed icon spacing) − 17 = 336; at AX5 53 pt: 300.
        XCTAssertEqual(room(layout, role: role).width, 336)
        XCTAssertEqual(room(layout, role: role, category: .ax5).width, 300)
    }

    func testAHiddenLabelToggleIsASwitchOfEachDesignsWidth() throws {
        let (layout, role) = try layout(
            """
            struct V: View {
                @State var on = false
                var body: some View {
                    HStack {
                        Text("notify")
                        Toggle("", isOn: $on).labelsHidden()
                    }
                }
            }
            """, "notify")
        XCTAssertEqual(room(layout, role: role, design: .ios18).width, 361 - 8 - 51)
        XCTAssertEqual(room(layout, role: role, design: .ios26).width, 361 - 8 - 63)
    }

    func testAFrameWidthAroundTheRowSetsItsWidth() throws {
        let (layout, role) = try layout(
            """
            struct V: View {
                var body: some View {
                    HStack {
                        Image(systemName: "bell").frame(width: 24)
                        Text("alerts")
                    }
                    .frame(width: 200)
                }
            }
            """, "alerts")
        // 200 − 8 − 24 (frame width, not assumed) = 168 on any device.
        XCTAssertEqual(room(layout, role: role, device: 320).width, 168)
        XCTAssertEqual(room(layout, role: role, device: 430).width, 168)
        XCTAssertEqual(room(layout, role: role).assumed, 0)
    }

    func testAHorizontalScrollViewLiftsTheLimit() throws {
        let (layout, role) = try layout(
            """
            struct V: View {
                var body: some View {
                    ScrollView(.horizontal) {
                        HStack {
                            Text("chip")
                            Image(systemName: "xmark")
                        }
                    }
                }
            }
            """, "chip")
        XCTAssertNil(room(layout, role: role).width)
    }

    func testARowInAListKeepsTheRowsRoomUnderItsPadding() throws {
        let (layout, role) = try layout(
            """
            struct V: View {
                var body: some View {
                    List {
                        HStack {
                            Text("station")
                            Spacer()
                            Image(systemName: "chevron.right").font(.footnote)
                        }
                        .padding(.vertical, 4)
                        .padding(.leading, 6)
                    }
                    .listStyle(.plain)
                }
            }
            """, "station")
        XCTAssertEqual(role, .tableCellTitle)
        XCTAssertFalse(layout.fromScreenEdge, "a list row keeps the row's margins")
        // 361 − 6 (leading padding) − 8 (Spacer minimum) − 13 (Footnote at Large) = 334.
        XCTAssertEqual(room(layout, role: role).width, 334)
    }

    func testAListWithoutAStyleAndAFormDrawRowsOnCards() throws {
        for container in ["List", "Form", "List { }.listStyle(.insetGrouped); List"] {
            let (layout, role) = try layout(
                """
                struct V: View {
                    var body: some View {
                        \(container) {
                            Toggle("wifi", isOn: $on)
                        }
                    }
                }
                """, "wifi")
            XCTAssertEqual(role, .switchLabel, container)
            // 361 − 2×16 (the card's inset, assumed) − 8 (the toggle's Spacer) − 51 (switch) = 270,
            // of which 32 assumed; 258 with the iOS 26 design's 63 pt switch.
            XCTAssertEqual(room(layout, role: role).width, 270, container)
            XCTAssertEqual(room(layout, role: role).assumed, 32, container)
            XCTAssertEqual(room(layout, role: role, design: .ios26).width, 258, container)
        }
        let plain = try XCTUnwrap(
            placement(
                scan(
                    """
                    struct V: View {
                        var body: some View {
                            List { Text("row") }.listStyle(PlainListStyle())
                        }
                    }
                    """), "row"))
        XCTAssertNil(plain.element.layout, "a plain list's rows span the screen: the row preset's room")
    }

    func testNothingAroundTheTextLeavesThePresetsRoom() throws {
        let p = try XCTUnwrap(
            placement(
                scan(
                    """
                    struct V: View {
                        var body: some View {
                            VStack {
                                Text("plain")
                                Text("other")
                            }
                        }
                    }
                    """), "plain"))
        XCTAssertNil(p.element.layout, "a VStack gives each text its own width")
    }

    func testAnUnknownSiblingCountsAsNothingAndIsNamed() throws {
        let (layout, role) = try layout(
            """
            struct V: View {
                var body: some View {
                    HStack {
                        AvatarView(user: user)
                        Text("name")
                    }
                }
            }
            """, "name")
        let evaluation = room(layout, role: role)
        XCTAssertEqual(evaluation.width, 353, "361 − 8: the avatar's width is unknown, so the room is an upper bound")
        XCTAssertEqual(evaluation.unknowns, ["AvatarView"])
    }

    func testBarsAndMenusKeepTheirSystemRooms() throws {
        let p = try XCTUnwrap(
            placement(
                scan(
                    """
                    struct V: View {
                        var body: some View {
                            NavigationStack { Color.clear }
                                .toolbar {
                                    ToolbarItem {
                                        HStack { Text("save"); Image(systemName: "tray") }
                                    }
                                }
                        }
                    }
                    """), "save"))
        XCTAssertEqual(p.element.role, .barButtonItem)
        XCTAssertNil(p.element.layout)
    }

    func testAMenusItemsAndAButtonsActionAreNotInItsFrame() throws {
        let result = scan(
            """
            struct V: View {
                var body: some View {
                    HStack {
                        Menu {
                            Section("menu.section") { Text("menu.item") }
                        } label: {
                            Text("menu.label")
                        }
                        .frame(width: 48, height: 48)
                        Image(systemName: "globe")
                    }
                }
            }
            """)
        let section = try XCTUnwrap(placement(result, "menu.section"))
        XCTAssertNil(section.element.layout, "the menu's items are not drawn in the button's 48 pt frame")
        let label = try XCTUnwrap(placement(result, "menu.label"))
        let layout = try XCTUnwrap(label.element.layout)
        XCTAssertEqual(room(layout, role: label.element.role).width, 48, "the label is drawn in the frame")
    }

    func testANavigationLinksTrailingLabelIsInItsRow() throws {
        let p = try XCTUnwrap(
            placement(
                scan(
                    """
                    struct V: View {
                        var body: some View {
                            NavigationLink(destination: Detail()) {
                                HStack { Text("link.title"); Spacer(); Text(verbatim: "12") }
                            }
                        }
                    }
                    """), "link.title"))
        let layout = try XCTUnwrap(p.element.layout)
        // 361 − 24 (the disclosure chevron, assumed by the row preset) − 8 (Spacer) − 20 (the count) = 309.
        XCTAssertEqual(p.element.accessory, "disclosure")
        XCTAssertEqual(
            room(layout, role: p.element.role, widths: ["12": 20], accessory: p.element.accessory).width, 309)
    }

    func testAStepperAndALabeledContentShareTheirRowWithTheirControlOrValue() throws {
        let source = """
            struct V: View {
                var body: some View {
                    VStack {
                        Stepper("guests", value: $n)
                        LabeledContent("version", value: "1.2.3")
                    }
                }
            }
            """
        let (stepper, role) = try layout(source, "guests")
        // 361 − 8 (Spacer) − 94 (stepper, assumed) = 259.
        XCTAssertEqual(room(stepper, role: role).width, 259)
        XCTAssertEqual(room(stepper, role: role).assumed, 94)
        let (labeled, _) = try layout(source, "version")
        // 361 − 8 (Spacer) − 40 (the value, as the test measures it) = 313.
        XCTAssertEqual(room(labeled, role: role, widths: ["1.2.3": 40]).width, 313)
    }

    func testAnIfsViewsAndATypesConstantsNarrowTheRow() throws {
        let (layout, role) = try layout(
            """
            struct Card: View {
                private let imageHeight: CGFloat = 100
                static let gap = 6.0
                var body: some View {
                    HStack(spacing: Self.gap) {
                        if let url {
                            AsyncImage(url: url).frame(width: imageHeight, height: imageHeight)
                        }
                        Text("card.title").lineLimit(1)
                    }
                }
            }
            """, "card.title")
        // 361 − 6 (spacing, Self.gap) − 100 (the image's frame, imageHeight) = 255.
        XCTAssertEqual(room(layout, role: role).width, 255)
        XCTAssertEqual(room(layout, role: role).unknowns, [])
    }

    func testAWidgetsTextIsMeasuredInAMediumWidget() throws {
        let (layout, role) = try layout(
            """
            import SwiftUI
            import WidgetKit

            struct FollowersView: View {
                var body: some View {
                    VStack { Text("widget.title").lineLimit(1) }
                }
            }
            """, "widget.title")
        XCTAssertTrue(layout.inWidget)
        // simonbs/ios-widget-sizes: a medium widget is 321 pt on a 375 pt iPhone, 338 on a 390 pt
        // one (and so on a 393 pt one, the narrower measured width).
        XCTAssertEqual(room(layout, role: role, device: 375).width, 321)
        XCTAssertEqual(room(layout, role: role, device: 393).width, 338)
    }

    func testAViewsTextIsMeasuredInTheRoomOfItsOneUse() throws {
        let result = SwiftSourceScanner(options: .init(concurrent: false)).scan(sources: [
            (
                "Header.swift",
                """
                struct HeaderRow: View {
                    var body: some View {
                        HStack { Text("hide.past").lineLimit(1); Image(systemName: "chevron.down") }
                    }
                }
                struct Shared: View {
                    var body: some View { Text("shared.title").lineLimit(1) }
                }
                """
            ),
            (
                "Screen.swift",
                """
                struct StopPage: View {
                    var body: some View {
                        VStack {
                            HStack {
                                Image(systemName: "bus").frame(width: 30)
                                HeaderRow().padding(.horizontal, 10)
                            }
                            Shared()
                            HStack { Shared(); Text(verbatim: "x") }
                        }
                    }
                }
                #Preview { HeaderRow().frame(width: 100) }
                """
            ),
        ])
        let header = try XCTUnwrap(placement(result, "hide.past"))
        let layout = try XCTUnwrap(header.element.layout)
        XCTAssertFalse(layout.fromScreenEdge, "10 pt a side is inside the screen's margins")
        // 361 − 30 (the bus image's frame) − 8 (the outer row's spacing) − 2×10 (the use's padding)
        // − 8 − 17 (the chevron, assumed) = 278; the preview's 100 pt frame is not a use.
        XCTAssertEqual(room(layout, role: header.element.role).width, 278)
        let shared = try XCTUnwrap(placement(result, "shared.title"))
        XCTAssertNil(shared.element.layout, "used in two different rooms: its own")
    }

    func testAFixedSizeTextIsNeverCutAndASmallPaddingKeepsTheMargins() throws {
        let result = scan(
            """
            struct V: View {
                var body: some View {
                    VStack {
                        HStack { Text("past").lineLimit(1).fixedSize(); Image(systemName: "chevron.down") }
                        Text("about").padding(.leading, 4)
                        aboutSection
                    }
                }
                private var aboutSection: some View {
                    Text("section.title").lineLimit(1)
                }
            }
            struct Screen: View {
                var body: some View { V().padding(.horizontal, 24) }
            }
            """)
        let past = try XCTUnwrap(placement(result, "past"))
        XCTAssertNil(room(try XCTUnwrap(past.element.layout), role: past.element.role).width, "fixedSize: unbounded")
        let about = try XCTUnwrap(placement(result, "about"))
        let layout = try XCTUnwrap(about.element.layout)
        // Its own 4 pt leading padding is inside the margins; its one use pads V by 24 a side,
        // which does keep it off the screen's edges: 393 − 2×24 − 4 = 341.
        XCTAssertTrue(layout.fromScreenEdge)
        XCTAssertEqual(room(layout, role: about.element.role).width, 341)
        // A member used in the body takes its use's room too: 393 − 2×24 = 345.
        let section = try XCTUnwrap(placement(result, "section.title"))
        XCTAssertEqual(room(try XCTUnwrap(section.element.layout), role: section.element.role).width, 345)
    }

    // MARK: Grids

    func testALazyVGridCellIsOneColumnOfItsWidth() throws {
        let (layout, role) = try layout(
            """
            struct Gallery: View {
                let items: [Item]
                var body: some View {
                    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                        ForEach(items) { item in
                            Text("grid.two").lineLimit(1)
                        }
                    }
                    .padding(.horizontal)
                }
            }
            """, "grid.two")
        XCTAssertTrue(layout.fromScreenEdge)
        // (393 − 2×16 (padding) − 8 (the columns' spacing)) ÷ 2 = 176.5.
        XCTAssertEqual(room(layout, role: role).width, 176.5)
        XCTAssertEqual(room(layout, role: role).assumed, 0)
        XCTAssertEqual(
            room(layout, role: role).derivation,
            "(393 (screen) − 2×16 (padding) = 361) → 2 columns less their spacing: one LazyVGrid column = 176.5")
    }

    func testGridColumnsHeldInAPropertyWithTheirOwnSpacing() throws {
        let (layout, role) = try layout(
            """
            struct Gallery: View {
                private let columns = Array(repeating: GridItem(.flexible(), spacing: 12), count: 3)
                var body: some View {
                    LazyVGrid(columns: columns) { ForEach(0..<9) { _ in Text("grid.three") } }
                }
            }
            """, "grid.three")
        // (361 − 2×12) ÷ 3 = 112.33.
        XCTAssertEqual(try XCTUnwrap(room(layout, role: role).width), 337.0 / 3, accuracy: 0.001)
    }

    func testAdaptiveAndFixedGridColumns() throws {
        let adaptive = try layout(
            """
            struct Tags: View {
                var body: some View {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) { ForEach(tags) { Text("grid.tag") } }
                }
            }
            """, "grid.tag")
        // As many 100 pt columns as fit 361 with 8 between: 3 (3×100 + 2×8 = 316; 4 need 424);
        // each (361 − 2×8) ÷ 3 = 115.
        XCTAssertEqual(room(adaptive.0, role: adaptive.1).width, 115)
        let fixed = try layout(
            """
            struct Table: View {
                var body: some View {
                    LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.flexible(maximum: 200))]) {
                        ForEach(rows) { Text("grid.cell") }
                    }
                }
            }
            """, "grid.cell")
        // The flexible column: 361 − 60 − 8 = 293, capped at its maximum 200; the cell may be in
        // either column, so the widest.
        XCTAssertEqual(room(fixed.0, role: fixed.1).width, 200)
    }

    func testGridColumnsChosenAtRunTimeStopTheLayout() throws {
        let scan = scan(
            """
            struct Gallery: View {
                @Environment(\\.horizontalSizeClass) var sizeClass
                var body: some View {
                    LazyVGrid(columns: Array(repeating: GridItem(), count: sizeClass == .compact ? 2 : 4)) {
                        ForEach(items) { HStack { Image(systemName: "star"); Text("grid.runtime") } }
                    }
                }
            }
            """)
        let element = try XCTUnwrap(placement(scan, "grid.runtime")).element
        // The row inside the cell still narrows it; the grid's columns are not read.
        let layout = try XCTUnwrap(element.layout)
        XCTAssertFalse(layout.steps.contains { if case .columns = $0 { return true } else { return false } })
        XCTAssertEqual(room(layout, role: element.role).width, 361 - 8 - 17)
    }

    // MARK: Button styles

    func testABorderedButtonsTitleIsInsetByTheStylesAssumedInsets() throws {
        let (layout, role) = try layout(
            """
            struct Footer: View {
                var body: some View {
                    Button("footer.save") { save() }
                        .buttonStyle(.borderedProminent)
                }
            }
            """, "footer.save")
        XCTAssertEqual(role, .button)
        // 361 − 2×12 (the style's inset, assumed) = 337.
        XCTAssertEqual(room(layout, role: role).width, 337)
        XCTAssertEqual(room(layout, role: role).assumed, 24)
        XCTAssertEqual(
            room(layout, role: role).derivation,
            "361 (button's room) − 2×12 (borderedProminent button style, assumed) = 337")
    }

    func testAStyleAppliedAroundARowInsetsEachButtonsLabel() throws {
        let (layout, role) = try layout(
            """
            struct Actions: View {
                var body: some View {
                    HStack {
                        Button { cancel() } label: { Text("actions.cancel") }
                        Button { confirm() } label: { Label("actions.confirm", systemImage: "checkmark") }
                    }
                    .buttonStyle(.bordered)
                }
            }
            """, "actions.cancel")
        // Inside its button: 361 − 8 (HStack spacing; the other button counts 0 pt, not read)
        // − 2×12 (the style's inset) = 329.
        XCTAssertEqual(room(layout, role: role).width, 329)
    }

    func testTheAppsOwnButtonStylePadsItsLabel() throws {
        let style = """
            struct PrimaryButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .font(.headline)
                        .padding(.horizontal, 20)
                        .padding(.vertical, 12)
                        .frame(maxWidth: .infinity)
                        .background(Color.accentColor, in: Capsule())
                }
            }
            extension ButtonStyle where Self == PrimaryButtonStyle {
                static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
            }
            """
        for use in [".buttonStyle(.primary)", ".buttonStyle(PrimaryButtonStyle())"] {
            let (layout, role) = try layout(
                style + """

                    struct Start: View {
                        var body: some View { Button("start.title") { start() }\(use) }
                    }
                    """, "start.title")
            // 361 − 2×20 (the style's padding) = 321, nothing assumed.
            XCTAssertEqual(room(layout, role: role).width, 321, use)
            XCTAssertEqual(room(layout, role: role).assumed, 0, use)
        }
        // A plain style adds nothing: the button keeps its role's room.
        let plain = scan(
            """
            struct Start: View {
                var body: some View { Button("start.plain") { start() }.buttonStyle(.plain) }
            }
            """)
        XCTAssertNil(try XCTUnwrap(placement(plain, "start.plain")).element.layout)
    }

    func testAViewMemberUsedWithModifiersIsMeasuredInTheRoomTheyLeave() throws {
        let (layout, role) = try layout(
            """
            struct ToastView: View {
                var body: some View {
                    content
                        .padding(12)
                        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 18))
                }
                private var content: some View {
                    HStack(alignment: .top, spacing: 12) {
                        Image(systemName: "info.circle").font(.title3)
                        Text("toast.title").font(.headline).lineLimit(2)
                    }
                }
            }
            """, "toast.title")
        // 361 − 2×12 (the padding at the use) − 12 (HStack spacing) − 20 (Title 3's symbol at
        // Large, assumed) = 305.
        XCTAssertEqual(room(layout, role: role).width, 305)
    }

    func testASiblingsWidthFromAComputedPropertyCountsItsLeastValue() throws {
        let source = """
            struct CardRow: View {
                let isCompact: Bool
                private var imageHeight: CGFloat {
                    if isCompact { return 100 }
                    return 200
                }
                private var gap: CGFloat { isCompact ? 6 : 10 }
                private var badgeWidth: CGFloat { isCompact ? 40 : width(for: isCompact) }
                var body: some View {
                    HStack(spacing: gap) {
                        Color.gray.frame(width: imageHeight, height: imageHeight)
                        Text("card.headline").lineLimit(1)
                        Color.red.frame(width: badgeWidth)
                    }
                }
            }
            """
        let (layout, role) = try layout(source, "card.headline")
        // The least each can be, so that the room stays an upper bound: 361 − 2×6 (spacing) −
        // 100 (the image) = 249; the badge's width is not all literals: not counted (0 pt), and
        // not taken for a colour that fills (which would share the row with the text).
        XCTAssertEqual(room(layout, role: role).width, 249)
    }

    func testPickerAndDatePickerRowsInAFormKeepRoomForTheirValues() throws {
        let source = """
            struct SettingsForm: View {
                var body: some View {
                    Form {
                        Picker("settings.sort", selection: $sort) { Text("Date").tag(0) }
                        DatePicker("settings.reminder", selection: $date)
                        Picker("settings.theme", selection: $theme) { Text("Dark").tag(0) }
                            .pickerStyle(.inline)
                    }
                }
            }
            """
        let (picker, pickerRole) = try layout(source, "settings.sort")
        // The row's room on a 393 pt phone (361) − 2×16 (the form's card, assumed) − 8 (Spacer
        // minimum) − 8 (spacing before the chevron; the selected value counts 0 pt, unknown)
        // − 17 (the up-down chevron in Body, assumed) = 296.
        XCTAssertEqual(room(picker, role: pickerRole).width, 296)
        XCTAssertEqual(room(picker, role: pickerRole).unknowns, ["the selected value"])
        let (date, dateRole) = try layout(source, "settings.reminder")
        // 361 − 2×16 − 8 (Spacer minimum) = 321; the capsules are not counted.
        XCTAssertEqual(room(date, role: dateRole).width, 321)
        XCTAssertEqual(room(date, role: dateRole).unknowns, ["the date and time capsules"])
        // An inline picker's title is a section header, with no value beside it.
        let (inline, inlineRole) = try layout(source, "settings.theme")
        XCTAssertEqual(room(inline, role: inlineRole).width, 329)
    }

    func testAnOverlaysTextGetsTheWidthOfTheViewItIsOn() throws {
        let source = """
            struct Thumb: View {
                var body: some View {
                    Image("cover")
                        .resizable()
                        .frame(width: 80, height: 80)
                        .padding(4)
                        .overlay(alignment: .bottom) {
                            Text("thumb.badge").lineLimit(1).padding(.horizontal, 6)
                        }
                    Color.red.frame(maxWidth: .infinity).background { Text("thumb.back").lineLimit(1) }
                    Circle().frame(width: 60).overlay(Text("thumb.circle").lineLimit(1))
                }
            }
            """
        let (badge, role) = try layout(source, "thumb.badge")
        // 80 (the image's frame) + 2×4 (its padding) = 88, − 2×6 (the text's padding) = 76.
        XCTAssertEqual(room(badge, role: role).width, 76)
        XCTAssertEqual(room(badge, role: role).derivation, "88 (frame width) − 2×6 (padding) = 76")
        XCTAssertEqual(room(try layout(source, "thumb.circle").0, role: role).width, 60)
        // A base whose width is not written: the overlay's room is not read (the role's room).
        XCTAssertNil(try XCTUnwrap(placement(scan(source), "thumb.back")).element.layout)
    }

    func testAGridRowIsReadAsAStackOfItsCells() throws {
        let (layout, role) = try layout(
            """
            struct Stats: View {
                var body: some View {
                    Grid(alignment: .leading, horizontalSpacing: 12) {
                        GridRow {
                            Image(systemName: "clock")
                            Text("stats.duration").lineLimit(1)
                            Text(verbatim: "12 min")
                        }
                    }
                }
            }
            """, "stats.duration")
        // 361 − 2×12 (the grid's spacing) − 17 (symbol, assumed) − 40 (the value, as measured
        // here) = 280.
        XCTAssertEqual(room(layout, role: role, widths: ["12 min": 40]).width, 280)
    }

    func testButtonsBesideATextButtonShareTheRowByTheirTitles() throws {
        let source = """
            struct Actions: View {
                var body: some View {
                    HStack {
                        Button("actions.reply") { reply() }
                        Button { boost() } label: { Text("actions.boost") }
                        Button(action: share) { Text(verbatim: "Share") }
                        Button { more() } label: { Image(systemName: "ellipsis") }
                    }
                }
            }
            """
        let (layout, role) = try layout(source, "actions.reply")
        // 361 − 3×8 (spacing) − 17 (the symbol, assumed) − 60 − 45 (the other titles, as measured
        // here) = 215.
        let widths: [String: Double] = ["actions.boost": 60, "Share": 45]
        XCTAssertEqual(room(layout, role: role, widths: widths).width, 215)
        XCTAssertEqual(room(layout, role: role, widths: widths).unknowns, [])
    }

    func testAWidgetShownOnlySmallIsMeasuredInASmallWidget() throws {
        func widget(_ families: String) -> String {
            """
            import SwiftUI
            import WidgetKit
            struct FollowersWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "followers", provider: Provider()) { entry in
                        FollowersView(entry: entry)
                    }
                    .configurationDisplayName("Followers")
                    .supportedFamilies([\(families)])
                }
            }
            struct FollowersView: View {
                let entry: Entry
                var body: some View {
                    HStack { Image(systemName: "person"); Text("widget.followers").lineLimit(1) }
                }
            }
            """
        }
        let (small, role) = try layout(widget(".systemSmall, .accessoryRectangular"), "widget.followers")
        XCTAssertTrue(small.inWidget && small.smallWidget)
        // A small widget on a 393 pt phone: 158 (measured on 390 pt) − 8 − 17 (symbol) = 133.
        XCTAssertEqual(room(small, role: role).width, 133)
        XCTAssertEqual(
            room(small, role: role).derivation, "158 (a small widget) − 8 (HStack spacing) − 17 (symbol, assumed) = 133"
        )
        // The families held in a property of the widget (mastodon's `availableFamilies`).
        let held = widget(".systemSmall").replacingOccurrences(
            of: ".supportedFamilies([.systemSmall])",
            with:
                ".supportedFamilies(availableFamilies)\n    }\n    private var availableFamilies: [WidgetFamily] {\n        [.systemSmall, .accessoryCircular]"
        )
        XCTAssertTrue(try layout(held, "widget.followers").0.smallWidget)
        let (both, _) = try layout(widget(".systemSmall, .systemMedium"), "widget.followers")
        XCTAssertFalse(both.smallWidget)
        // A medium one: 338 − 8 − 17 = 313.
        XCTAssertEqual(room(both, role: role).width, 313)
    }
}
