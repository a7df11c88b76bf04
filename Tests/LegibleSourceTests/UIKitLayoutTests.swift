import LegibleAudit
import LegibleSource
import LegibleText
import XCTest

/// The room UIKit views built in code give a label, read from fixtures written here. Each
/// expected room is worked out by hand from the constants `LayoutFacts` cites (UIStackView
/// spacing 0 by default, a view's layout margins 8, compression resistance 750, a `.value1`
/// gap 8 assumed, a switch 51 / 63 pt, a symbol as wide as its font's point size, an
/// unconfigured symbol 17 pt), Body at Large 17 pt and at AX5 53 pt, and the label preset's room
/// on a 393 pt iPhone, 393 − 2×16 = 361 (RolePreset.margin). Sibling texts get widths from the
/// test (`widths`), so that the rooms test the layout, not the measuring.
final class UIKitLayoutTests: XCTestCase {
    /// The layout of `key`, or `nil` (the key must be placed).
    func maybeLayout(
        _ source: String, _ key: String, file: StaticString = #filePath, line: UInt = #line
    ) throws
        -> LayoutRoom?
    {
        try XCTUnwrap(placement(scan(source), key, file: file, line: line), file: file, line: line).element.layout
    }

    // MARK: Stack views

    func testAStackViewRowInACellTakesTheSymbolTheSpacingAndTheConstraints() throws {
        let (layout, role) = try layout(
            """
            final class SettingCell: UITableViewCell {
                let iconView = UIImageView(image: UIImage(systemName: "bell"))
                let titleLabel = UILabel()
                let valueLabel = UILabel()
                let stack: UIStackView = {
                    let stack = UIStackView()
                    stack.spacing = 12
                    return stack
                }()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    iconView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body)
                    titleLabel.text = NSLocalizedString("settings.notifications", comment: "")
                    valueLabel.text = NSLocalizedString("settings.on", comment: "")
                    [iconView, titleLabel, valueLabel].forEach { stack.addArrangedSubview($0) }
                    contentView.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                        stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
                    ])
                }
            }
            """, "settings.notifications")
        XCTAssertEqual(role, .label)
        XCTAssertTrue(layout.fromScreenEdge, "a table cell's content view spans the screen")
        // 393 − 2×20 − 2×12 (two gaps) − 17 (Body symbol at Large) − 30 ("settings.on") = 282.
        let large = room(layout, role: role, widths: ["settings.on": 30])
        XCTAssertEqual(large.width, 282)
        XCTAssertEqual(large.assumed, 17, "the symbol's width is assumed")
        XCTAssertEqual(
            large.derivation,
            "393 (screen) − 2×20 (constraints) − 2×12 (UIStackView stack spacing) − 17 (iconView, assumed) "
                + "− 30 (“settings.on”) = 282")
        // The text-style symbol grows with Dynamic Type: at AX5 53 pt, 393 − 40 − 24 − 53 − 30 = 246.
        XCTAssertEqual(room(layout, role: role, category: .ax5, widths: ["settings.on": 30]).width, 246)
    }

    func testDefaultSpacingIsZeroAndAFixedWidthAndASwitchAreTakenOff() throws {
        let source = """
            final class ToggleRow: UIView {
                private let badge = UIView()
                private let titleLabel = UILabel()
                private let toggle = UISwitch()
                init() {
                    super.init(frame: .zero)
                    titleLabel.text = NSLocalizedString("row.sync", comment: "")
                    let row = UIStackView(arrangedSubviews: [badge, titleLabel, toggle])
                    badge.widthAnchor.constraint(equalToConstant: 24).isActive = true
                    addSubview(row)
                }
            }
            """
        let (layout, role) = try layout(source, "row.sync")
        XCTAssertFalse(layout.fromScreenEdge, "a custom view's width is unknown: the role's room")
        // 361 − 0 (spacing) − 24 (badge) − 51 (switch, iOS 18) = 286; iOS 26: 361 − 24 − 63 = 274.
        XCTAssertEqual(room(layout, role: role).width, 286)
        XCTAssertEqual(room(layout, role: role, design: .ios26).width, 274)
        XCTAssertEqual(room(layout, role: role).assumed, 0)
    }

    func testFillEquallyGivesEachAnEqualShareAndMarginsComeOff() throws {
        let (layout, role) = try layout(
            """
            final class Tabs: UIView {
                let left = UILabel()
                let middle = UILabel()
                let right = UILabel()
                let stack = UIStackView()
                func setup() {
                    middle.text = NSLocalizedString("tabs.middle", comment: "")
                    stack.addArrangedSubview(left)
                    stack.addArrangedSubview(middle)
                    stack.addArrangedSubview(right)
                    stack.distribution = .fillEqually
                    stack.spacing = 8
                    stack.isLayoutMarginsRelativeArrangement = true
                    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 6)
                }
            }
            """, "tabs.middle")
        // (361 − 10 − 6 (margins) − 2×8) / 3 = 329 / 3.
        XCTAssertEqual(try XCTUnwrap(room(layout, role: role).width), 329.0 / 3, accuracy: 1e-9)
    }

    func testCompressionResistanceDecidesWhoGivesWay() throws {
        let source = """
            final class Pair: UIView {
                let nameLabel = UILabel()
                let countLabel = UILabel()
                func setup() {
                    nameLabel.text = NSLocalizedString("pair.name", comment: "")
                    countLabel.text = NSLocalizedString("pair.count", comment: "")
                    let stack = UIStackView(arrangedSubviews: [nameLabel, countLabel])
                    stack.spacing = 8
                    nameLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
                }
            }
            """
        // The name (250) gives way to the count (750): 361 − 8 − 300 = 53 beside a 300 pt count.
        let (name, role) = try layout(source, "pair.name")
        XCTAssertEqual(room(name, role: role, widths: ["pair.count": 300]).width, 53)
        // The count keeps what it needs: 361 − 8 − 0 (the name's least width) = 353.
        let (count, _) = try layout(source, "pair.count")
        XCTAssertEqual(room(count, role: role, widths: ["pair.name": 300]).width, 353)
    }

    func testAVerticalStackPassesItsWidthOnAndAHiddenViewTakesNoRoom() throws {
        let (layout, role) = try layout(
            """
            final class Banner: UITableViewCell {
                let titleLabel = UILabel()
                let subtitleLabel = UILabel()
                let icon = UIImageView()
                let spinner = UIActivityIndicatorView()
                func setup() {
                    titleLabel.text = NSLocalizedString("banner.title", comment: "")
                    let labels = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
                    labels.axis = .vertical
                    let row = UIStackView(arrangedSubviews: [icon, labels, spinner])
                    row.spacing = 10
                    icon.widthAnchor.constraint(equalToConstant: 40).isActive = true
                    spinner.isHidden = true
                    contentView.addSubview(row)
                    NSLayoutConstraint.activate([
                        row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                        contentView.layoutMarginsGuide.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                    ])
                }
            }
            """, "banner.title")
        XCTAssertFalse(layout.fromScreenEdge, "pinned to the cell's margins: the role's room (its 16 pt margins)")
        // 361 − 10 (one gap: the spinner may be hidden) − 40 (icon) = 311.
        XCTAssertEqual(room(layout, role: role).width, 311)
    }

    // MARK: Constraints

    func testALabelBetweenAFixedImageAndTheTrailingEdge() throws {
        let (layout, role) = try layout(
            """
            final class AvatarCell: UITableViewCell {
                private let avatar = UIImageView()
                private let nameLabel: UILabel = {
                    let label = UILabel()
                    label.text = NSLocalizedString("cell.name", comment: "")
                    return label
                }()
                func setup() {
                    contentView.addSubview(avatar)
                    contentView.addSubview(nameLabel)
                    NSLayoutConstraint.activate([
                        avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        avatar.widthAnchor.constraint(equalToConstant: 44),
                        nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
                        nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
                    ])
                }
            }
            """, "cell.name")
        XCTAssertTrue(layout.fromScreenEdge)
        // 393 − 16 − 16 (constraints) − 44 (avatar) − 12 (gap) = 305; 375 − 32 − 44 − 12 = 287.
        XCTAssertEqual(room(layout, role: role).width, 305)
        XCTAssertEqual(room(layout, role: role, device: 375).width, 287)
    }

    func testAViewControllersMarginsAndAWidthConstant() throws {
        let source = """
            final class IntroViewController: UIViewController {
                let titleLabel = UILabel()
                let noteLabel = UILabel()
                override func viewDidLoad() {
                    titleLabel.text = NSLocalizedString("intro.title", comment: "")
                    noteLabel.text = NSLocalizedString("intro.note", comment: "")
                    view.addSubview(titleLabel)
                    view.addSubview(noteLabel)
                    let margins = view.layoutMarginsGuide
                    NSLayoutConstraint.activate([
                        titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 4),
                        titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor, constant: -4),
                        noteLabel.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
                        noteLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    ])
                }
            }
            """
        let (title, role) = try layout(source, "intro.title")
        XCTAssertFalse(title.fromScreenEdge, "the root view's margins are the role's room's")
        // 361 − 2×4 = 353.
        XCTAssertEqual(room(title, role: role).width, 353)
        // Only a maximum width: min(361, 200) = 200.
        let (note, _) = try layout(source, "intro.note")
        XCTAssertEqual(room(note, role: role).width, 200)
    }

    func testANamedConstantOrAScrollViewLeavesThePresetsRoom() throws {
        XCTAssertNil(
            try maybeLayout(
                """
                final class Cell: UITableViewCell {
                    let label = UILabel()
                    func setup() {
                        label.text = NSLocalizedString("named.constant", comment: "")
                        NSLayoutConstraint.activate([
                            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: Layout.margin),
                            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                        ])
                    }
                }
                """, "named.constant"))
        XCTAssertNil(
            try maybeLayout(
                """
                final class Pager: UIViewController {
                    let scrollView = UIScrollView()
                    let label = UILabel()
                    func setup() {
                        label.text = NSLocalizedString("in.scroll", comment: "")
                        scrollView.addSubview(label)
                        label.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 16).isActive = true
                        label.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -16).isActive = true
                    }
                }
                """, "in.scroll"), "a scroll view's edges are its content's")
        // An axis set one way in one branch and another in the other is decided at run time.
        XCTAssertNil(
            try maybeLayout(
                """
                final class Adaptive: UIView {
                    let stack = UIStackView()
                    let icon = UIImageView(image: UIImage(systemName: "star"))
                    let label = UILabel()
                    func setup(compact: Bool) {
                        label.text = NSLocalizedString("adaptive", comment: "")
                        stack.addArrangedSubview(icon)
                        stack.addArrangedSubview(label)
                        if compact { stack.axis = .vertical } else { stack.axis = .horizontal }
                    }
                }
                """, "adaptive"))
    }

    // MARK: Cells and buttons

    func testAValue1CellsTitleSharesItsRowWithTheDetail() throws {
        let source = """
            final class DataSource: NSObject, UITableViewDataSource {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                    cell.textLabel?.text = NSLocalizedString("value1.title", comment: "")
                    cell.detailTextLabel?.text = NSLocalizedString("value1.detail", comment: "")
                    return cell
                }
            }
            """
        let (title, role) = try layout(source, "value1.title")
        XCTAssertEqual(role, .tableCellTitle)
        // The tableCellTitle room 361 − 8 (gap, assumed) − 60 (the detail) = 293.
        let evaluation = room(title, role: role, widths: ["value1.detail": 60])
        XCTAssertEqual(evaluation.width, 293)
        XCTAssertEqual(evaluation.assumed, 8, "the gap is an assumption")
        let detail = try XCTUnwrap(placement(scan(source), "value1.detail"))
        XCTAssertEqual(detail.element.textStyle, .body, "a value1 detail is in Body")
        // Beside a 300 pt title each gets its share: (361 − 8) / 2 = 176.5.
        let detailLayout = try XCTUnwrap(detail.element.layout)
        XCTAssertEqual(
            room(detailLayout, role: .tableCellSubtitle, widths: ["value1.title": 300]).width, 176.5)
        // A subtitle cell stacks its labels: no sharing.
        XCTAssertNil(
            try maybeLayout(
                """
                func cell() -> UITableViewCell {
                    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                    cell.textLabel?.text = NSLocalizedString("subtitle.title", comment: "")
                    return cell
                }
                """, "subtitle.title"))
    }

    func testAButtonConfigurationsInsetsAndImageNarrowTheTitle() throws {
        let (layout, role) = try layout(
            """
            final class Footer: UIView {
                func makeButton() -> UIButton {
                    var config = UIButton.Configuration.filled()
                    config.title = NSLocalizedString("footer.retry", comment: "")
                    config.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 12)
                    config.image = UIImage(systemName: "arrow.clockwise")
                    config.imagePadding = 6
                    return UIButton(configuration: config)
                }
            }
            """, "footer.retry")
        XCTAssertEqual(role, .button)
        // 361 − 20 − 12 (contentInsets) − 17 (image in Body, assumed) − 6 (imagePadding) = 306.
        XCTAssertEqual(room(layout, role: role).width, 306)
        XCTAssertEqual(room(layout, role: role).assumed, 17)
        // Without contentInsets their default is not documented: counted 0 and named.
        let (bare, _) = try LegibleSourceTests.layout(
            """
            func make() -> UIButton.Configuration {
                var config = UIButton.Configuration.plain()
                config.title = NSLocalizedString("bare.title", comment: "")
                config.image = UIImage(systemName: "plus")
                config.imagePadding = 4
                return config
            }
            """, "bare.title")
        let evaluation = room(bare, role: role)
        XCTAssertEqual(evaluation.width, 361 - 17 - 4)
        XCTAssertEqual(evaluation.unknowns, ["default contentInsets"])
    }
}
