import LegibleAudit
import LegibleSource
import XCTest

/// iOS 26's navigation subtitles are found where the source sets them.
final class SubtitlePlacementTests: XCTestCase {
    func testSwiftUINavigationSubtitle() throws {
        let result = scan(
            """
            struct V: View {
                var body: some View {
                    List {}
                        .navigationTitle("inbox.title")
                        .navigationSubtitle("inbox.unread")
                }
            }
            """)
        let p = try XCTUnwrap(placement(result, "inbox.unread"))
        XCTAssertEqual(p.element.role, .navigationSubtitle)
        XCTAssertEqual(p.element.lines, 1)
    }

    func testUIKitSubtitleAndLargeSubtitle() throws {
        let result = scan(
            """
            final class InboxViewController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.subtitle = NSLocalizedString("inbox.unread", comment: "")
                    navigationItem.largeSubtitle = NSLocalizedString("inbox.summary", comment: "")
                }
            }
            """, path: "InboxViewController.swift")
        XCTAssertEqual(placement(result, "inbox.unread")?.element.role, .navigationSubtitle)
        XCTAssertEqual(placement(result, "inbox.summary")?.element.role, .largeSubtitle)
    }

    /// A `Tab(role: .search)` is not counted with the others: the iOS 26 design sets it apart.
    func testSearchTabIsSetApart() throws {
        let result = scan(
            """
            struct Root: View {
                var body: some View {
                    TabView {
                        Tab("tab.home", systemImage: "house") { HomeView() }
                        Tab("tab.library", systemImage: "books.vertical") { LibraryView() }
                        Tab("tab.search", systemImage: "magnifyingglass", role: .search) { SearchView() }
                    }
                }
            }
            """)
        let home = try XCTUnwrap(placement(result, "tab.home"))
        XCTAssertEqual(home.element.role, .tabBarItem)
        XCTAssertEqual(home.element.count, 2)
        XCTAssertEqual(home.element.searchTab, true)
        // iOS 18: the search tab is a third ordinary tab; iOS 26: two tabs hug beside the circle.
        XCTAssertEqual(
            RolePreset.width(
                for: .tabBarItem, deviceWidth: 393, count: 2, accessory: nil, searchTab: true,
                design: .ios18), 131 - 4)
    }
}
