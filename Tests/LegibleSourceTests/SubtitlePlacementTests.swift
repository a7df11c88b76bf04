import LegibleAudit
import LegibleSource
import XCTest

/// iOS 26's navigation subtitles are found where the source sets them.
final class SubtitlePlacementTests: XCTestCase {
    func testSwiftUINavigationSubtitle() throws {
        let result = scan("""
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
        let result = scan("""
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
}
