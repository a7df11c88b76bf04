import LegibleAudit
import LegibleSource
import XCTest

/// Alerts built in the cases of one `switch`, and labels configured in another type or file.
final class UIKitScopeTests: XCTestCase {
    /// Each case's `alertController` keeps its own actions: one cancel each, not one alert with all.
    func testAlertsInSwitchCasesAreSeparate() throws {
        let result = scan(
            """
            final class Facade {
                static func respond(_ action: Action) {
                    switch action {
                    case .mute:
                        let alertController = UIAlertController(title: NSLocalizedString("mute.title", comment: ""), message: nil, preferredStyle: .alert)
                        let confirm = UIAlertAction(title: NSLocalizedString("mute.confirm", comment: ""), style: .destructive)
                        alertController.addAction(confirm)
                        let cancel = UIAlertAction(title: NSLocalizedString("cancel", comment: ""), style: .cancel)
                        alertController.addAction(cancel)
                    case .block:
                        let alertController = UIAlertController(title: NSLocalizedString("block.title", comment: ""), message: nil, preferredStyle: .alert)
                        let confirm = UIAlertAction(title: NSLocalizedString("block.confirm", comment: ""), style: .destructive)
                        alertController.addAction(confirm)
                        let cancel = UIAlertAction(title: NSLocalizedString("cancel", comment: ""), style: .cancel)
                        alertController.addAction(cancel)
                    }
                }
            }
            """)
        let alerts = result.screens.flatMap(\.alerts)
        XCTAssertEqual(alerts.count, 2)
        XCTAssertEqual(alerts.map(\.actions.count), [2, 2])
        XCTAssertEqual(alerts.map { $0.actions.filter { $0.style == .cancel }.count }, [1, 1])
        XCTAssertEqual(placement(result, "mute.confirm")?.element.count, 2)
    }

    /// A label of another object takes the settings of the type that declares it (in another
    /// file); one whose settings are nowhere to be seen is assumed to wrap; a label declared in the
    /// type and left alone is UIKit's one line.
    func testLabelSettingsFromTheDeclaringType() throws {
        let result = SwiftSourceScanner(options: .init(concurrent: false)).scan(sources: [
            (
                "EmptyView.swift",
                """
                final class EmptyStateView: UIView {
                    let infoLabel: UILabel = {
                        let label = UILabel()
                        label.font = .systemFont(ofSize: 17)
                        label.numberOfLines = 0
                        return label
                    }()
                }
                """
            ),
            (
                "Picker.swift",
                """
                final class PickerViewController: UIViewController {
                    let emptyStateView = EmptyStateView()
                    let plainLabel = UILabel()
                    func show() {
                        self.emptyStateView.infoLabel.textAlignment = .center
                        self.emptyStateView.infoLabel.text = NSLocalizedString("empty.info", comment: "")
                        plainLabel.text = NSLocalizedString("plain", comment: "")
                        other.hiddenThing.label.text = NSLocalizedString("unseen", comment: "")
                    }
                }
                """
            ),
        ])
        let info = try XCTUnwrap(placement(result, "empty.info"))
        XCTAssertEqual(info.element.role, .label)
        XCTAssertEqual(info.element.lines, 0)
        XCTAssertEqual(info.element.font?.size, 17)
        XCTAssertEqual(placement(result, "plain")?.element.lines, 1)
        XCTAssertEqual(placement(result, "unseen")?.element.lines, 0)
    }

    /// A label the superclass declares and configures keeps those settings where a subclass sets
    /// its text (and its own settings win); a label a method of the type makes and returns keeps
    /// what that method sets; a label with neither is UIKit's one line.
    func testLabelSettingsFromTheSuperclassAndFromAFactoryMethod() throws {
        let result = scan(
            """
            class ToggleCell: UITableViewCell {
                let subtitleLabel: UILabel
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    subtitleLabel = UILabel()
                    subtitleLabel.numberOfLines = 0
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
            }
            class FilterCell: ToggleCell {
                func configure() {
                    subtitleLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
                    subtitleLabel.text = NSLocalizedString("filter.subtitle", comment: "")
                }
            }
            final class Header: UIView {
                private lazy var supportLabel = buildLabel()
                private lazy var plainLabel = UILabel()
                private func buildLabel() -> UILabel {
                    let label = UILabel()
                    label.numberOfLines = 0
                    return label
                }
                func configure() {
                    supportLabel.text = NSLocalizedString("support.text", comment: "")
                    plainLabel.text = NSLocalizedString("plain.text", comment: "")
                }
            }
            """)
        let inherited = try XCTUnwrap(placement(result, "filter.subtitle"))
        XCTAssertEqual(inherited.element.lines, 0)
        XCTAssertEqual(inherited.element.textStyle, .footnote)
        XCTAssertEqual(placement(result, "support.text")?.element.lines, 0)
        XCTAssertEqual(placement(result, "plain.text")?.element.lines, 1)
    }

    /// Tab bar titles drawn in a clear colour (an icon-only tab bar keeping its titles for
    /// accessibility) are never seen: not measured, with a note where the colour is set. A
    /// clear colour for the selected state only, or for a navigation bar, hides nothing.
    func testClearTabBarTitlesAreNotMeasured() throws {
        let tabs = """
            extension UIViewController {
                func configureTab() {
                    tabBarItem.title = NSLocalizedString("tab.search", comment: "")
                }
            }
            """
        let hidden = scan(
            tabs + """

                enum Theme {
                    static func apply() {
                        let tabBarItemAppearance = UITabBarItemAppearance()
                        tabBarItemAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.clear]
                    }
                }
                """)
        XCTAssertTrue(placements(hidden, "tab.search").isEmpty)
        let note = try XCTUnwrap(hidden.diagnostics.first { $0.message.hasPrefix("tab bar item titles") })
        XCTAssertEqual(note.location.line, 9)
        XCTAssertEqual(
            note.message,
            "tab bar item titles are drawn in a clear colour here (an icon-only tab bar): their 1 placement is not measured"
        )
        let shown = scan(
            tabs + """

                enum Theme {
                    static func apply() {
                        let appearance = UITabBarAppearance()
                        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.clear]
                        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.clear]
                    }
                }
                """)
        XCTAssertEqual(placement(shown, "tab.search")?.element.role, .tabBarItem)
        XCTAssertFalse(shown.diagnostics.contains { $0.message.hasPrefix("tab bar item titles") })
    }
}
