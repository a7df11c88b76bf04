import LegibleAudit
import LegibleSource
import LegibleText
import XCTest

final class UIKitPlacementTests: XCTestCase {
    func testViewControllerTitleHasABackButtonUnlessRoot() throws {
        let result = scan(
            """
            final class DetailViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("detail.title", comment: "")
                }
            }
            final class HomeViewController: UITableViewController {
                override func viewDidLoad() {
                    navigationItem.title = NSLocalizedString("home.title", tableName: "Home", comment: "")
                    navigationItem.largeTitleDisplayMode = .never
                }
            }
            final class ListController: BaseViewController {
                override func viewDidLoad() {
                    self.title = String(localized: "list.title")
                    navigationController?.navigationBar.prefersLargeTitles = true
                }
            }
            let nav = UINavigationController(rootViewController: HomeViewController())
            """)
        let detail = try XCTUnwrap(placement(result, "detail.title"))
        XCTAssertEqual(detail.element.role, .navigationTitle)
        XCTAssertEqual(detail.element.lines, 1)
        XCTAssertEqual(detail.element.backButtonTitle, "Back")
        XCTAssertEqual(detail.confidence, .direct)
        assertAt(detail, 4, 9)
        let home = try XCTUnwrap(placement(result, "home.title"))
        XCTAssertEqual(home.reference.table, "Home")
        XCTAssertNil(home.element.backButtonTitle)
        XCTAssertEqual(placement(result, "list.title")?.element.role, .largeTitle)
        let screen = try XCTUnwrap(result.screens.first { $0.name == "DetailViewController" })
        XCTAssertEqual(screen.navigationBar?.title, .key("detail.title", table: "Localizable"))
        XCTAssertEqual(screen.navigationBar?.backButtonTitle, .literal("Back"))
    }

    func testATitleViewReplacesTheTitleInTheBar() throws {
        // UINavigationItem.titleView: the bar shows the view, not the title.
        let result = scan(
            """
            final class SearchViewController: UIViewController {
                let searchBar = UISearchBar()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("search.title", comment: "")
                    navigationItem.titleView = searchBar
                }
            }
            """)
        XCTAssertEqual(placements(result, "search.title"), [])
        // A title view taken away (`= nil`) leaves the title in the bar.
        let cleared = scan(
            """
            final class PlainViewController: UIViewController {
                override func viewDidLoad() {
                    title = NSLocalizedString("plain.title", comment: "")
                    navigationItem.titleView = nil
                }
            }
            """)
        XCTAssertEqual(placement(cleared, "plain.title")?.element.role, .navigationTitle)
        XCTAssertEqual(
            result.unplaced.first { $0.reference.key == "search.title" }?.reason,
            "a title the navigation bar does not show: `navigationItem.titleView` replaces it")
    }

    func testLabelUsesItsPropertySettings() throws {
        let result = scan(
            """
            final class Cell: UITableViewCell {
                private let titleLabel: UILabel = {
                    let label = UILabel()
                    label.font = .systemFont(ofSize: 15, weight: .semibold)
                    label.numberOfLines = 2
                    label.lineBreakMode = .byTruncatingMiddle
                    return label
                }()
                private let captionLabel = UILabel()
                func setUp() {
                    captionLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
                    captionLabel.adjustsFontSizeToFitWidth = true
                    captionLabel.minimumScaleFactor = 0.75
                    titleLabel.text = NSLocalizedString("cell.title", comment: "")
                    captionLabel.text = NSLocalizedString("cell.caption", comment: "")
                    textLabel?.text = NSLocalizedString("cell.text", comment: "")
                    plainLabel.text = "Not localized"
                }
            }
            """)
        let title = try XCTUnwrap(placement(result, "cell.title"))
        XCTAssertEqual(title.element.role, .label)
        XCTAssertEqual(title.element.font, FontConfiguration(size: 15, weight: .semibold))
        XCTAssertEqual(title.element.lines, 2)
        XCTAssertEqual(title.element.lineBreakMode, .byTruncatingMiddle)
        assertAt(title, 14, 9)
        let caption = try XCTUnwrap(placement(result, "cell.caption"))
        XCTAssertEqual(caption.element.textStyle, .footnote)
        XCTAssertEqual(caption.element.lines, 1)
        XCTAssertEqual(caption.element.minimumScaleFactor, 0.75)
        XCTAssertEqual(placement(result, "cell.text")?.element.role, .tableCellTitle)
        XCTAssertTrue(placements(result, "Not localized").isEmpty)
        XCTAssertTrue(result.unplaced.isEmpty, "\(result.unplaced)")
    }

    func testAlertControllerWithCountedActions() throws {
        let result = scan(
            """
            final class C: UIViewController {
                func confirm() {
                    let alert = UIAlertController(title: NSLocalizedString("alert.title", comment: ""),
                                                  message: NSLocalizedString("alert.message", comment: ""),
                                                  preferredStyle: .alert)
                    let cancel = UIAlertAction(title: NSLocalizedString("alert.cancel", comment: ""), style: .cancel)
                    alert.addAction(cancel)
                    alert.addAction(UIAlertAction(title: NSLocalizedString("alert.delete", comment: ""), style: .destructive) { _ in })
                    present(alert, animated: true)
                }
                func share() {
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: NSLocalizedString("sheet.copy", comment: ""), style: .default))
                }
            }
            """)
        XCTAssertEqual(placement(result, "alert.title")?.element.role, .alertTitle)
        assertAt(placement(result, "alert.title"), 3, 21)
        XCTAssertEqual(placement(result, "alert.message")?.element.role, .alertMessage)
        let cancel = try XCTUnwrap(placement(result, "alert.cancel"))
        XCTAssertEqual(cancel.element.role, .alertAction)
        XCTAssertEqual(cancel.element.count, 2)
        XCTAssertEqual(placement(result, "alert.delete")?.element.count, 2)
        XCTAssertEqual(placement(result, "sheet.copy")?.element.role, .actionSheetAction)
        XCTAssertEqual(placement(result, "sheet.copy")?.element.count, 1)
        let alert = try XCTUnwrap(result.screens.first?.alerts.first)
        XCTAssertEqual(alert.title, .key("alert.title", table: "Localizable"))
        XCTAssertEqual(alert.actions.map(\.style), [.cancel, .destructive])
    }

    func testBarButtonsTabsButtonsSegmentsMenusAndPlaceholders() throws {
        let result = scan(
            """
            final class C: UIViewController {
                func build() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: NSLocalizedString("bar.done", comment: ""), style: .done, target: self, action: #selector(done))
                    tabBarItem = UITabBarItem(title: NSLocalizedString("tab.feed", comment: ""), image: nil, tag: 0)
                    button.setTitle(NSLocalizedString("button.go", comment: ""), for: .normal)
                    var content = cell.defaultContentConfiguration()
                    content.text = NSLocalizedString("cell.logout", comment: "")
                    var configuration = otherCell.defaultContentConfiguration()
                    configuration.text = NSLocalizedString("cell.contact", comment: "")
                    var config = UIButton.Configuration.filled()
                    config.title = NSLocalizedString("button.configured", comment: "")
                    let control = UISegmentedControl(items: [NSLocalizedString("seg.a", comment: ""), NSLocalizedString("seg.b", comment: ""), "C"])
                    let action = UIContextualAction(style: .destructive, title: NSLocalizedString("swipe.delete", comment: "")) { _, _, _ in }
                    let menu = UIMenu(title: NSLocalizedString("menu.title", comment: ""), children: [UIAction(title: NSLocalizedString("menu.copy", comment: "")) { _ in }])
                    searchController.searchBar.placeholder = NSLocalizedString("search.placeholder", comment: "")
                    nameField.placeholder = NSLocalizedString("name.placeholder", comment: "")
                    navigationItem.prompt = NSLocalizedString("prompt", comment: "")
                }
            }
            let tabs = UITabBarController()
            tabs.viewControllers = [A(), B(), C()]
            """)
        XCTAssertEqual(placement(result, "bar.done")?.element.role, .barButtonItem)
        XCTAssertEqual(placement(result, "bar.done")?.element.lines, 1)
        XCTAssertEqual(placement(result, "tab.feed")?.element.role, .tabBarItem)
        XCTAssertEqual(placement(result, "tab.feed")?.element.count, 3)
        XCTAssertEqual(placement(result, "button.go")?.element.role, .button)
        XCTAssertEqual(placement(result, "button.go")?.element.lines, 1)
        // A configuration's title wraps (titleLineBreakMode defaults to byWordWrapping); a plain
        // button's title label is one line (the preset).
        // UIListContentConfiguration's text wraps, whatever the variable is called.
        for key in ["cell.logout", "cell.contact"] {
            XCTAssertEqual(placement(result, key)?.element.role, .tableCellTitle, key)
            XCTAssertEqual(placement(result, key)?.element.lines, 0, key)
        }
        XCTAssertEqual(placement(result, "button.configured")?.element.role, .button)
        XCTAssertEqual(placement(result, "button.configured")?.element.lines, 0)
        XCTAssertEqual(placement(result, "button.configured")?.element.lineBreakMode, .byWordWrapping)
        XCTAssertEqual(placement(result, "seg.a")?.element.role, .segment)
        XCTAssertEqual(placement(result, "seg.b")?.element.count, 3)
        XCTAssertEqual(placement(result, "swipe.delete")?.element.width, 74)
        XCTAssertNotNil(placement(result, "swipe.delete")?.element.assumption)
        XCTAssertEqual(placement(result, "menu.title")?.element.role, .menuCommand)
        XCTAssertEqual(placement(result, "menu.copy")?.element.role, .menuCommand)
        XCTAssertNotNil(placement(result, "menu.copy")?.element.assumption)
        XCTAssertEqual(placement(result, "search.placeholder")?.element.role, .searchPlaceholder)
        XCTAssertEqual(placement(result, "name.placeholder")?.element.role, .textFieldPlaceholder)
        XCTAssertEqual(placement(result, "prompt")?.element.role, .prompt)
        XCTAssertEqual(
            result.screens.first?.segmentedControls.first?.segments.map(\.title),
            [.key("seg.a", table: "Localizable"), .key("seg.b", table: "Localizable"), .literal("C")])
    }

    func testFormattedKeysArePlaced() throws {
        let result = scan(
            """
            final class C {
                func f() {
                    countLabel.text = String(format: NSLocalizedString("count.format", comment: ""), count)
                    nameLabel.text = String.localizedStringWithFormat(NSLocalizedString("name.format", comment: ""), name)
                    let x = String(format: NSLocalizedString("stored.format", comment: ""), 1)
                }
            }
            """)
        XCTAssertEqual(placement(result, "count.format")?.element.role, .label)
        assertAt(placement(result, "count.format"), 3, 9)
        XCTAssertEqual(placement(result, "name.format")?.element.role, .label)
        XCTAssertEqual(result.unplaced.map(\.reason), ["stored in `x`"])
        XCTAssertEqual(result.unplaced.first?.location.column, 17)
    }

    func testUnplacedReferencesSayWhere() throws {
        let result = scan(
            """
            final class C {
                func f() {
                    let message = NSLocalizedString("stored", comment: "")
                    configure(title: NSLocalizedString("passed", comment: ""))
                    cell.caption = NSLocalizedString("assigned", comment: "")
                }
            }
            """)
        XCTAssertEqual(result.placements, [])
        XCTAssertEqual(result.unplaced.map(\.reference.key), ["stored", "passed", "assigned"])
        XCTAssertEqual(
            result.unplaced.map(\.reason),
            ["stored in `message`", "passed to configure(title:)", "assigned to `cell.caption`"])
        XCTAssertEqual(result.unplaced.first?.location.line, 3)
        XCTAssertEqual(result.unplaced.first?.location.column, 23)
    }

    func testAKeyHeldInALocalConstantIsPlacedWhereTheConstantIsShown() throws {
        let result = scan(
            """
            final class StopCell: UITableViewCell {
                let countLabel = UILabel()
                func configure(count: Int) {
                    let fmt = NSLocalizedString("stop.arrivals_format", comment: "")
                    countLabel.text = String(format: fmt, count)
                }
                func configureEmpty(items: [Item]) {
                    var title = NSLocalizedString("stop.empty", comment: "")
                    if items.isEmpty { title = NSLocalizedString("stop.none", comment: "") }
                    countLabel.text = title
                    items.forEach { fmt in countLabel.text = fmt.name }
                }
            }
            struct Header: View {
                var body: some View {
                    let heading = String(localized: "header.heading")
                    VStack { Text(heading).font(.headline) }
                }
            }
            """)
        // The key where the constant is shown, with the element there.
        let arrivals = try XCTUnwrap(placement(result, "stop.arrivals_format"))
        assertAt(arrivals, 5, 9)
        XCTAssertEqual(arrivals.element.role, .label)
        let heading = try XCTUnwrap(placement(result, "header.heading"))
        XCTAssertEqual(heading.element.textStyle, .headline)
        // A `var` may hold another value by then: not followed.
        XCTAssertTrue(placements(result, "stop.empty").isEmpty)
        XCTAssertTrue(placements(result, "stop.none").isEmpty)
        XCTAssertFalse(result.unplaced.contains { $0.reference.key == "stop.arrivals_format" })
    }

    func testALabelMadeWhereItsTextIsSetKeepsUIKitsFixedDefaultFont() throws {
        let result = scan(
            """
            final class TimelineViewController: UIViewController {
                func showEmpty() {
                    let emptyLabel: UILabel = {
                        let label = UILabel()
                        label.text = NSLocalizedString("timeline.empty", comment: "")
                        label.textAlignment = .center
                        return label
                    }()
                    let styled: UILabel = {
                        let label = UILabel()
                        label.font = .preferredFont(forTextStyle: .headline)
                        label.text = NSLocalizedString("timeline.styled", comment: "")
                        return label
                    }()
                }
            }
            """)
        let plain = try XCTUnwrap(placement(result, "timeline.empty")).element
        // UILabel's default: the system font at 17 pt, not following Dynamic Type.
        XCTAssertEqual(plain.font, FontConfiguration(size: 17, weight: .regular))
        XCTAssertEqual(plain.adjustsFontForContentSizeCategory, false)
        XCTAssertNil(plain.textStyle)
        let styled = try XCTUnwrap(placement(result, "timeline.styled")).element
        XCTAssertEqual(styled.textStyle, .headline)
        XCTAssertNil(styled.font)
    }

    func testAButtonsTitleFontSetBesideItsTitleIsRead() throws {
        let result = scan(
            """
            final class ComposeViewController: UIViewController {
                private lazy var publishButton: UIButton = {
                    let button = UIButton(type: .custom)
                    button.titleLabel?.font = .systemFont(ofSize: 14, weight: .bold)
                    button.setTitle(NSLocalizedString("compose.publish", comment: ""), for: .normal)
                    return button
                }()
            }
            """)
        let element = try XCTUnwrap(placement(result, "compose.publish")).element
        XCTAssertEqual(element.role, .button)
        XCTAssertEqual(element.font, FontConfiguration(size: 14, weight: .bold))
        XCTAssertEqual(element.adjustsFontForContentSizeCategory, false)
    }
}
