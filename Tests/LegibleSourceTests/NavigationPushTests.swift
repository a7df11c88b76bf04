import LegibleAudit
import LegibleSource
import XCTest

/// SwiftUI's automatic title display mode inherits the mode of the view that pushes the view
/// (https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode/automatic):
/// a view pushed only from an inline root has an inline title, one pushed only from a large root a
/// large title; one pushed from both, or from no view the scan sees, is assumed large and says so.
final class NavigationPushTests: XCTestCase {
    private func scanProject(_ files: [(String, String)]) -> SourceScan {
        SwiftSourceScanner(options: .init(wrapperFunctions: [], concurrent: true))
            .scan(sources: files.map { (path: $0.0, source: $0.1) })
    }

    private let assumed = "a large title (SwiftUI's automatic title display mode follows the view that pushes this one)"

    func testPushedViewsTakeTheModeOfTheViewsThatPushThem() throws {
        let settings = """
            struct SettingsTab: View {
                @State private var target: Target?
                var body: some View {
                    NavigationStack {
                        Form {
                            NavigationLink(destination: TagsView()) { Text("settings.tags") }
                            NavigationLink { SharedView() } label: { Text("settings.shared") }
                        }
                        .navigationTitle("settings.title")
                        .navigationBarTitleDisplayMode(.inline)
                        .navigationDestination(item: $target) { _ in DisplayView() }
                        .withRouter()
                    }
                }
            }
            """
        let timeline = """
            struct TimelineTab: View {
                var body: some View {
                    NavigationStack {
                        List { NavigationLink(destination: SharedView()) { Text("timeline.shared") } }
                            .navigationTitle("timeline.title")
                            .withRouter()
                    }
                }
            }
            struct ProfileTab: View {
                var body: some View {
                    NavigationView {
                        List { NavigationLink(destination: FollowingView()) { Text("profile.following") } }
                            .navigationBarTitle(Text("profile.title"), displayMode: .inline)
                    }
                }
            }
            struct FollowingView: View {
                var body: some View { List {}.navigationTitle("following.title") }
            }
            enum Route: Hashable {
                case mutes
                @ViewBuilder func view() -> some View {
                    switch self {
                    case .mutes: MutesView()
                    }
                }
            }
            struct MutesView: View {
                var body: some View { List {}.navigationTitle("mutes.title") }
            }
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("home.link") { LinkedView() } }
                            .navigationBarTitle("home.title", displayMode: .inline)
                            .navigationDestination(for: Route.self) { route in route.view() }
                            .homeRouter()
                    }
                }
            }
            struct LinkedView: View {
                var body: some View { List {}.navigationTitle("linked.title") }
            }
            struct HomeRouted: View {
                var body: some View { List {}.navigationTitle("home.routed.title") }
            }
            extension View {
                func homeRouter() -> some View {
                    navigationDestination(for: Int.self) { _ in HomeRouted() }
                }
            }
            struct ExploreTab: View {
                var body: some View {
                    NavigationStack {
                        List { NavigationLink(destination: TrendsView()) { Text("explore.trends") } }
                            .navigationTitle("explore.title")
                    }
                }
            }
            """
        let pushed = """
            struct TagsView: View {
                var body: some View {
                    List { NavigationLink(destination: TagDetail()) { Text("tags.detail") } }
                        .navigationTitle("tags.title")
                }
            }
            struct TagDetail: View {
                var body: some View { Text("x").navigationTitle("tag.detail.title") }
            }
            struct DisplayView: View {
                var body: some View { Form {}.navigationTitle("display.title") }
            }
            struct SharedView: View {
                var body: some View { Form {}.navigationTitle("shared.title") }
            }
            struct TrendsView: View {
                var body: some View { Form {}.navigationTitle("trends.title") }
            }
            struct RoutedView: View {
                var body: some View { Form {}.navigationTitle("routed.title") }
            }
            struct Orphan: View {
                var body: some View { Form {}.navigationTitle("orphan.title") }
            }
            extension View {
                func withRouter() -> some View {
                    navigationDestination(for: Route.self) { route in RoutedView() }
                }
            }
            """
        let result = scanProject([("Settings.swift", settings), ("Timeline.swift", timeline), ("Pushed.swift", pushed)])
        // Pushed from the inline settings root, directly and one level further.
        for key in [
            "tags.title", "tag.detail.title", "display.title", "following.title", "mutes.title", "linked.title",
            "home.routed.title",
        ] {
            let title = try XCTUnwrap(placement(result, key), key)
            XCTAssertEqual(title.element.role, .navigationTitle, key)
            XCTAssertEqual(title.element.lines, 1, key)
            XCTAssertNil(title.element.assumption, key)
        }
        // Pushed only from the large explore root: large, known.
        let trends = try XCTUnwrap(placement(result, "trends.title"))
        XCTAssertEqual(trends.element.role, .largeTitle)
        XCTAssertNil(trends.element.assumption)
        // Pushed from an inline and a large root (directly, or by a router both call): unknown.
        for key in ["shared.title", "routed.title", "orphan.title"] {
            let title = try XCTUnwrap(placement(result, key), key)
            XCTAssertEqual(title.element.role, .largeTitle, key)
            XCTAssertEqual(title.element.assumption, assumed, key)
        }
    }
}
