import Foundation
import XCTest

@testable import LegibleAudit

/// The `Screen`s `InterfaceBuilderReader` derives from storyboards and xibs: Fixtures/IB's
/// Tabs.storyboard (a tab bar controller with six tabs, a navigation controller whose root
/// pushes a detail scene) and Compose.storyboard, and small documents written inline for the
/// cases they do not hold.
final class InterfaceBuilderScreensTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/IB")

    private func screens(_ name: String) throws -> [Screen] {
        try InterfaceBuilderReader.read(
            url: Self.fixtures.appendingPathComponent("Base.lproj/\(name)"), sourceLanguage: "en"
        )
        .screens
    }

    private func screen(_ name: String, in file: String = "Tabs.storyboard") throws -> Screen {
        try XCTUnwrap(try screens(file).first { $0.name == name }, name)
    }

    private func key(_ key: String, _ table: String = "Tabs") -> ScreenText { .key(key, table: table) }

    /// Reads an IB document written inline.
    private func read(_ xml: String, table: String = "Inline") throws -> [Screen] {
        try InterfaceBuilderReader.read(
            data: Data(xml.utf8), path: "/tmp/\(table).storyboard", table: table, sourceLanguage: "en"
        )
        .screens
    }

    // MARK: - Tabs.storyboard

    /// One screen per scene, named after the title it shows (navigation item, controller, tab
    /// bar item), else its id; navigation controllers hold no screen of their own.
    func testOneScreenPerSceneNamedAfterItsTitle() throws {
        let all = try screens("Tabs.storyboard")
        XCTAssertEqual(
            all.map(\.name),
            [
                "Tabs tbc-01-tab", "Tabs Home Feed", "Tabs Details", "Tabs Search", "Tabs Library",
                "Tabs Radio", "Tabs vcb-05-bro", "Tabs Profile",
            ])
        let home = try XCTUnwrap(all.first { $0.name == "Tabs Home Feed" })
        XCTAssertEqual(home.location?.file, Self.fixtures.appendingPathComponent("Base.lproj/Tabs.storyboard").path)
        XCTAssertEqual(home.location?.line, 49)
        XCTAssertEqual(home.location?.column, 17)
    }

    /// The tabs are the `tabBarItem`s of the scenes the `relationship="viewControllers"` segues
    /// point to, in the segues' order: a navigation controller's own item, a controller's title
    /// when it has no item, a system item's name as its icon.
    func testTabBarControllerTabsFollowItsRelationshipSegues() throws {
        let tabBar = try XCTUnwrap(try screen("Tabs tbc-01-tab").tabBar)
        XCTAssertEqual(
            tabBar.items.map(\.title),
            [
                key("tbi-01-hom.title"), key("tbi-02-sea.title"), key("vcl-03-lib.title"),
                key("tbi-04-rad.title"), nil, key("tbi-06-pro.title"),
            ])
        XCTAssertEqual(tabBar.items.map(\.icon), ["house", "magnifyingglass", nil, "radio", "favorites", "person"])
    }

    /// The root of a navigation controller: its item's title and right item (keys of the
    /// storyboard's table), no back button; the content's controls with their frames.
    func testRootSceneNavigationBarAndContent() throws {
        let home = try screen("Tabs Home Feed")
        let bar = try XCTUnwrap(home.navigationBar)
        XCTAssertEqual(bar.title, key("nvi-01-hom.title"))
        XCTAssertEqual(bar.trailingItems, [Screen.BarItem(title: key("bbi-01-syn.title"))])
        XCTAssertEqual(bar.leadingItems, [])
        XCTAssertFalse(bar.showsBackButton)
        XCTAssertNil(bar.backButtonTitle, "its own backButtonTitle is for the scenes it pushes")

        // Auto Layout without a size constraint: it grows with its titles (the frame is IB's
        // rendering of the English ones).
        XCTAssertEqual(
            home.segmentedControls,
            [
                Screen.SegmentedControl(
                    name: "seg-01-six (Period)",
                    segments: (0..<6).map { Screen.Segment(title: key("seg-01-six.segmentTitles[\($0)]")) },
                    width: nil, height: nil)
            ])
        XCTAssertEqual(home.pageControls, [Screen.PageControl(name: "pgc-01-pag", numberOfPages: 25)])
        // The date-only picker shows no minutes: left out.
        XCTAssertEqual(home.datePickers, [Screen.DatePicker(name: "dpk-01-tim", minuteInterval: 7)])
        // The titled button is checked through its string; the image button's height constraint wins.
        XCTAssertEqual(
            home.controls,
            [
                Screen.Control(name: "swt-01-swi", role: .switch, width: 51, height: 31),
                Screen.Control(name: "btn-01-img", role: .button, icon: "star", width: 30, height: 28),
            ])
        XCTAssertNil(home.toolbar)
        XCTAssertNil(home.tabBar)
    }

    /// A pushed scene's back button says what the pushing scene's item gives (its
    /// `backButtonTitle` here); right items are listed from the title outwards; toolbar items
    /// keep spaces and system items.
    func testPushedSceneTakesItsBackTitleFromThePushingScene() throws {
        let details = try screen("Tabs Details")
        let bar = try XCTUnwrap(details.navigationBar)
        XCTAssertEqual(bar.title, key("nvi-02-det.title"))
        XCTAssertTrue(bar.showsBackButton)
        XCTAssertEqual(bar.backButtonTitle, key("nvi-01-hom.backButtonTitle"))
        XCTAssertEqual(bar.trailingItems, [.image("gear"), Screen.BarItem(title: .literal("Done"), style: .done)])
        XCTAssertEqual(
            details.toolbar,
            Screen.Toolbar(items: [.image("action"), .space, Screen.BarItem(title: key("bbi-04-arc.title"))]))
        XCTAssertEqual(
            details.textReferences,
            [
                key("nvi-02-det.title"), key("nvi-01-hom.backButtonTitle"), .literal("Done"),
                key("bbi-04-arc.title"),
            ])
    }

    // MARK: - Compose.storyboard

    func testComposeSceneBarsSearchBarAndControls() throws {
        let compose = try screen("Compose New Message", in: "Compose.storyboard")
        let bar = try XCTUnwrap(compose.navigationBar)
        XCTAssertEqual(bar.title, key("nav-88-itm.title", "Compose"))
        XCTAssertEqual(bar.prompt, key("nav-88-itm.prompt", "Compose"))
        XCTAssertEqual(bar.leadingItems, [.text("Cancel")])
        XCTAssertEqual(bar.trailingItems, [Screen.BarItem(title: key("bbi-99-itm.title", "Compose"), style: .done)])
        XCTAssertFalse(bar.showsBackButton, "no scene pushes it")
        XCTAssertEqual(
            compose.toolbar, Screen.Toolbar(items: [Screen.BarItem(title: key("tbi-13-too.title", "Compose"))]))
        XCTAssertEqual(
            compose.searchBar,
            Screen.SearchBar(
                placeholder: key("srb-22-bar.placeholder", "Compose"), prompt: key("srb-22-bar.prompt", "Compose"),
                scopeTitles: [
                    key("srb-22-bar.scopeButtonTitles[0]", "Compose"),
                    key("srb-22-bar.scopeButtonTitles[1]", "Compose"),
                ]))
        // "Sent" has a width of its own: the segments are not equal shares.
        XCTAssertEqual(compose.segmentedControls.first?.apportionsSegmentWidthsByContent, true)
        XCTAssertEqual(compose.segmentedControls.first?.width, nil)
        XCTAssertEqual(compose.controls.map(\.name), ["img-56-btn", "swt-33-swi", "stp-44-stp"])
        XCTAssertEqual(compose.controls.map(\.role), [.button, .switch, .stepper])
        XCTAssertEqual(compose.controls.first?.icon, "paperclip")
        // A tab bar item on a controller that no tab bar controller shows makes no tab bar.
        XCTAssertNil(compose.tabBar)

        let mailboxes = try screen("Compose Mailboxes", in: "Compose.storyboard")
        XCTAssertEqual(mailboxes.navigationBar?.largeTitle, true)
    }

    /// A xib's top-level views with nothing for the structure rules give no screen.
    func testXibWithoutBarsOrControlsHasNoScreens() throws {
        XCTAssertEqual(try screens("Cell.xib"), [])
    }

    // MARK: - Inline documents

    private static func storyboard(_ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    private static func scene(_ controller: String) -> String {
        "<scene sceneID=\"s\"><objects>\(controller)</objects></scene>"
    }

    /// Back buttons: hidden, replaced by left items (unless they supplement it), unknown when two
    /// scenes with different titles push the scene; a root whose navigation controller hides its
    /// bar has none; a title view replaces the title.
    func testBackButtonsAndHiddenBars() throws {
        let xml = Self.storyboard(
            [
                Self.scene(
                    """
                    <navigationController id="nav" navigationBarHidden="YES" sceneMemberID="viewController">
                        <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                    """),
                Self.scene(
                    """
                    <viewController id="root" title="Root" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Root" id="rootItem">
                            <barButtonItem key="backBarButtonItem" title="Back to Root" id="rootBack"/>
                        </navigationItem>
                        <connections>
                            <segue destination="a" kind="show" id="g1"/>
                            <segue destination="b" kind="show" id="g2"/>
                            <segue destination="c" kind="show" id="g3"/>
                            <segue destination="d" kind="show" id="g4"/>
                        </connections>
                    </viewController>
                    """),
                Self.scene(
                    """
                    <viewController id="other" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Other" id="otherItem"/>
                        <connections><segue destination="d" kind="show" id="g5"/></connections>
                    </viewController>
                    """),
                Self.scene(
                    """
                    <viewController id="a" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="A" id="aItem">
                            <barButtonItem key="leftBarButtonItem" title="Close" id="aLeft"/>
                        </navigationItem>
                    </viewController>
                    """),
                Self.scene(
                    """
                    <viewController id="b" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="B" leftItemsSupplementBackButton="YES" id="bItem">
                            <leftBarButtonItems>
                                <barButtonItem title="Edit" id="bLeft"/>
                            </leftBarButtonItems>
                            <segmentedControl key="titleView" opaque="NO" contentMode="scaleToFill" segmentControlStyle="bar" selectedSegmentIndex="0" id="bSeg">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="32"/>
                                <segments>
                                    <segment title="One"/>
                                    <segment title=""/>
                                </segments>
                            </segmentedControl>
                        </navigationItem>
                    </viewController>
                    """),
                Self.scene(
                    """
                    <viewController id="c" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="C" hidesBackButton="YES" id="cItem"/>
                    </viewController>
                    """),
                Self.scene(
                    """
                    <viewController id="d" sceneMemberID="viewController"/>
                    """),
            ].joined(separator: "\n"))
        let all = try read(xml)
        func bar(_ name: String) throws -> Screen.NavigationBar? {
            try XCTUnwrap(all.first { $0.name == "Inline \(name)" }, name).navigationBar
        }
        XCTAssertNil(try bar("Root"), "the navigation controller hides its bar")
        // Pushed from a controller whose bar is hidden: in the same navigation controller, no bar.
        XCTAssertNil(try bar("A"))

        // The same scenes in a navigation controller that shows its bar.
        let shown = try read(xml.replacingOccurrences(of: " navigationBarHidden=\"YES\"", with: ""))
        func shownBar(_ name: String) throws -> Screen.NavigationBar {
            try XCTUnwrap(try XCTUnwrap(shown.first { $0.name == "Inline \(name)" }, name).navigationBar, name)
        }
        XCTAssertFalse(try shownBar("Root").showsBackButton)
        XCTAssertFalse(try shownBar("A").showsBackButton, "a left item replaces the back button")
        let b = try shownBar("B")
        XCTAssertTrue(b.showsBackButton)
        XCTAssertEqual(b.backButtonTitle, .key("rootBack.title", table: "Inline"))
        XCTAssertEqual(b.leadingItems, [Screen.BarItem(title: .key("bLeft.title", table: "Inline"))])
        XCTAssertNil(b.title, "the segmented control replaces the title")
        XCTAssertEqual(
            b.segmentedControl?.segments,
            [
                Screen.Segment(title: .key("bSeg.segmentTitles[0]", table: "Inline")),
                Screen.Segment(),
            ])
        XCTAssertFalse(try shownBar("C").showsBackButton, "hidesBackButton")
        let d = try shownBar("d")
        XCTAssertTrue(d.showsBackButton)
        XCTAssertNil(d.backButtonTitle, "pushed from Root and from Other: the title is not known")
        XCTAssertNil(d.title)
    }

    /// A xib's top-level view with a navigation bar of its own (two items: a back button), a
    /// toolbar with a custom view, and a control; placeholders and views without any give nothing.
    func testXibTopLevelViewWithStandaloneBars() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="MessageViewController"/>
                    <view contentMode="scaleToFill" id="top" userLabel="Message">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                <rect key="frame" x="0.0" y="47" width="390" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="barHeight"/>
                                </constraints>
                                <items>
                                    <navigationItem title="Inbox" id="below"/>
                                    <navigationItem title="Message" id="topItem">
                                        <barButtonItem key="rightBarButtonItem" systemItem="trash" id="trash"/>
                                    </navigationItem>
                                </items>
                            </navigationBar>
                            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tools">
                                <rect key="frame" x="0.0" y="800" width="390" height="44"/>
                                <items>
                                    <barButtonItem style="plain" id="custom">
                                        <button key="customView" opaque="NO" contentMode="scaleToFill" buttonType="system" id="customButton">
                                            <rect key="frame" x="16" y="7" width="30" height="30"/>
                                            <state key="normal">
                                                <imageReference key="image" image="flag" catalog="system"/>
                                            </state>
                                        </button>
                                    </barButtonItem>
                                    <barButtonItem systemItem="flexibleSpace" id="flex"/>
                                    <barButtonItem style="plain" id="segmentItem">
                                        <segmentedControl key="customView" opaque="NO" contentMode="scaleToFill" segmentControlStyle="bar" selectedSegmentIndex="0" id="filter">
                                            <rect key="frame" x="100" y="6" width="120" height="32"/>
                                            <segments>
                                                <segment title="" image="tray"/>
                                                <segment title="Sent"/>
                                            </segments>
                                        </segmentedControl>
                                    </barButtonItem>
                                    <barButtonItem style="plain" id="spinnerItem">
                                        <activityIndicatorView key="customView" opaque="NO" contentMode="scaleToFill" style="medium" id="spinner">
                                            <rect key="frame" x="230" y="12" width="20" height="20"/>
                                        </activityIndicatorView>
                                    </barButtonItem>
                                    <barButtonItem title="Reply" style="done" id="reply"/>
                                </items>
                            </toolbar>
                            <stepper opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="step">
                                <rect key="frame" x="16" y="100" width="94" height="32"/>
                            </stepper>
                            <button opaque="NO" userInteractionEnabled="NO" contentMode="scaleToFill" buttonType="system" id="badge">
                                <rect key="frame" x="120" y="100" width="20" height="20"/>
                                <state key="normal" image="circle.fill" catalog="system"/>
                            </button>
                        </subviews>
                    </view>
                    <view contentMode="scaleToFill" id="empty">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    </view>
                </objects>
            </document>
            """
        let all = try read(xml, table: "Message")
        XCTAssertEqual(all.map(\.name), ["Message Message"])
        let screen = try XCTUnwrap(all.first)
        let bar = try XCTUnwrap(screen.navigationBar)
        XCTAssertEqual(bar.title, .key("topItem.title", table: "Message"))
        XCTAssertEqual(bar.backButtonTitle, .key("below.title", table: "Message"))
        XCTAssertTrue(bar.showsBackButton)
        XCTAssertEqual(bar.trailingItems, [.image("trash")])
        XCTAssertEqual(bar.height, 40)
        // A custom button's frame is its tap area; a segmented control's width takes room (its
        // height is checked as a control's); an activity indicator is not tapped.
        XCTAssertEqual(
            screen.toolbar?.items,
            [
                Screen.BarItem(icon: "flag", width: 30, height: 30), .space, Screen.BarItem(width: 120),
                Screen.BarItem(),
                Screen.BarItem(title: .key("reply.title", table: "Message"), style: .done),
            ])
        XCTAssertEqual(
            screen.segmentedControls,
            [
                Screen.SegmentedControl(
                    name: "filter",
                    segments: [
                        Screen.Segment(icon: "tray"),
                        Screen.Segment(title: .key("filter.segmentTitles[1]", table: "Message")),
                    ],
                    width: 120, height: 32)
            ])
        // The badge button does not take touches.
        XCTAssertEqual(screen.controls, [Screen.Control(name: "step", role: .stepper, width: 94, height: 32)])
        XCTAssertEqual(screen.location?.line, 5)
    }

    // MARK: - The collection

    /// `ProjectReader` gives the screens of every IB file it reads; `merge` keeps them.
    func testProjectReaderCollectsScreens() throws {
        let collection = ProjectReader().read(paths: [
            Self.fixtures.appendingPathComponent("Base.lproj/Tabs.storyboard").path,
            Self.fixtures.appendingPathComponent("Base.lproj/Compose.storyboard").path,
        ])
        XCTAssertEqual(
            collection.screens.map(\.name),
            ["Compose New Message", "Compose Mailboxes"]
                + (try screens("Tabs.storyboard")).map(\.name))
        var merged = StringCollection()
        merged.merge(collection)
        merged.merge(StringCollection(screens: [Screen(name: "Extra")]))
        XCTAssertEqual(merged.screens.count, collection.screens.count + 1)
        XCTAssertEqual(merged.screens.last?.name, "Extra")
    }
}
