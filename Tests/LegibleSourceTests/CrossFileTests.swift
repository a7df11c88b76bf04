import LegibleAudit
import LegibleSource
import XCTest

final class CrossFileTests: XCTestCase {
    private func scanProject(_ files: [(String, String)], wrappers: [String] = []) -> SourceScan {
        SwiftSourceScanner(options: .init(wrapperFunctions: wrappers, concurrent: true))
            .scan(sources: files.map { (path: $0.0, source: $0.1) })
    }

    func testGeneratedAccessorsResolvedInAnotherFile() throws {
        let strings = """
            internal enum L10n {
                internal enum Scene {
                    internal enum Confirm {
                        /// Confirm
                        internal static let title = L10n.tr("Localizable", "Scene.Confirm.Title", fallback: "Confirm")
                        internal static func subtitle(_ p1: Any) -> String {
                            return L10n.tr("Localizable", "Scene.Confirm.Subtitle", String(describing: p1), fallback: "Sent to %@")
                        }
                    }
                }
            }
            extension L10n {
                private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
                    return String(format: format, locale: Locale.current, arguments: args)
                }
            }
            enum LString {
                static let unlock = NSLocalizedString("[Database/Unlock] title", value: "Unlock", comment: "")
            }
            """
        let controller = """
            final class ConfirmViewController: UIViewController {
                override func viewDidLoad() {
                    title = L10n.Scene.Confirm.title
                    subtitleLabel.text = L10n.Scene.Confirm.subtitle(email)
                    unlockButton.setTitle(LString.unlock, for: .normal)
                }
            }
            """
        let result = scanProject([("App/Strings.swift", strings), ("App/ConfirmViewController.swift", controller)])
        let title = try XCTUnwrap(placement(result, "Scene.Confirm.Title"))
        XCTAssertEqual(title.element.role, .navigationTitle)
        XCTAssertEqual(title.element.backButtonTitle, "Back")
        XCTAssertEqual(title.confidence, .direct)
        XCTAssertEqual(title.via, "L10n.Scene.Confirm.title")
        XCTAssertEqual(title.location, SourceLocation(file: "App/ConfirmViewController.swift", line: 3, column: 9))
        let subtitle = try XCTUnwrap(placement(result, "Scene.Confirm.Subtitle"))
        XCTAssertEqual(subtitle.element.role, .label)
        XCTAssertEqual(subtitle.via, "L10n.Scene.Confirm.subtitle")
        let unlock = try XCTUnwrap(placement(result, "[Database/Unlock] title"))
        XCTAssertEqual(unlock.element.role, .button)
        XCTAssertEqual(unlock.via, "LString.unlock")
        XCTAssertTrue(result.unplaced.isEmpty, "the accessors' own calls are definitions: \(result.unplaced)")
        XCTAssertEqual(result.files, ["App/Strings.swift", "App/ConfirmViewController.swift"])
    }

    func testWrapperFunctionDetectedAndFollowed() throws {
        let wrapper = """
            public func AppLoc(_ key: String, value: String, comment: String) -> String {
                return NSLocalizedString(key, tableName: nil, bundle: Bundle.main, value: value, comment: comment)
            }
            public func TableLoc(_ key: String, tableName: String?, comment: String) -> String {
                NSLocalizedString(key, tableName: tableName, comment: comment)
            }
            """
        let use = """
            final class MapViewController: UIViewController {
                func viewDidLoad() {
                    title = AppLoc("map.title", value: "Map", comment: "")
                    let x = TableLoc("other", tableName: "Other", comment: "")
                    hint.text = Tr("custom.hint")
                }
            }
            """
        let result = scanProject([("Wrap.swift", wrapper), ("Map.swift", use)], wrappers: ["Tr"])
        XCTAssertEqual(result.wrappers, ["AppLoc", "TableLoc", "Tr"])
        let title = try XCTUnwrap(placement(result, "map.title"))
        XCTAssertEqual(title.confidence, .followed)
        XCTAssertEqual(title.via, "AppLoc")
        XCTAssertEqual(title.element.role, .navigationTitle)
        XCTAssertEqual(result.unplaced.first?.reference, TableKey(table: "Other", key: "other"))
        XCTAssertEqual(placement(result, "custom.hint")?.via, "Tr")
    }

    func testAccessorThroughAWrapperDefinedInAnotherFile() throws {
        let strings = """
            enum Strings {
                static let stops = AppLoc("stops.title", value: "Stops", comment: "")
            }
            """
        let wrapper = """
            func AppLoc(_ key: String, value: String, comment: String) -> String {
                NSLocalizedString(key, value: value, comment: comment)
            }
            """
        let view = """
            struct StopsView: View {
                var body: some View { Text(Strings.stops) }
            }
            """
        let result = scanProject([("A/Strings.swift", strings), ("B/Wrap.swift", wrapper), ("C/View.swift", view)])
        let p = try XCTUnwrap(placement(result, "stops.title"))
        XCTAssertEqual(p.via, "Strings.stops")
        XCTAssertEqual(p.element.role, .label)
        XCTAssertEqual(p.location, SourceLocation(file: "C/View.swift", line: 2, column: 27))
        XCTAssertTrue(result.unplaced.isEmpty, "\(result.unplaced)")
    }

    func testKeysReturnedByAMemberArePlacedWhereItIsShown() throws {
        let model = """
            enum Kind {
                case a, b
                var title: String {
                    switch self {
                    case .a: return NSLocalizedString("kind.a", comment: "")
                    case .b: return NSLocalizedString("kind.b", comment: "")
                    }
                }
            }
            """
        let views = """
            final class KindCell: UITableViewCell {
                func configure(kind: Kind) {
                    textLabel?.text = kind.title
                    detailTextLabel?.text = kind.subtitle
                }
            }
            struct KindRow: View {
                let kind: Kind
                var body: some View { Text(kind.title).font(.caption) }
            }
            """
        let result = scanProject([("Model.swift", model), ("Views.swift", views)])
        let a = placements(result, "kind.a")
        XCTAssertEqual(a.map(\.element.role), [.tableCellTitle, .label])
        XCTAssertEqual(a.map(\.confidence), [.followed, .followed])
        XCTAssertEqual(a.first?.via, "Kind.title")
        XCTAssertEqual(a.first?.location, SourceLocation(file: "Views.swift", line: 3, column: 9))
        XCTAssertEqual(a.last?.element.textStyle, .caption1)
        XCTAssertEqual(placements(result, "kind.b").count, 2)
        XCTAssertTrue(result.unplaced.isEmpty, "both keys are reached: \(result.unplaced)")
    }

    func testAReceiverOfAnotherTypeWithTheSameMemberIsNotPlaced() throws {
        // mastodon's pattern: a widget's preview entry holds a key in `displayName`; the app's
        // account type has a `displayName` too, shown by a UIKit control, and never holds a key.
        let widget = """
            struct FollowerAccount {
                let displayName: LocalizedStringResource
            }
            let preview = FollowerAccount(displayName: "widget.mock.name")
            struct FollowerRow: View {
                let account: FollowerAccount
                var body: some View { Text(account.displayName).font(.caption) }
            }
            struct FollowerBadge: View {
                let follower: FollowerAccount
                var body: some View { Text(follower.displayName).font(.headline) }
            }
            """
        let app = """
            extension Mastodon.Entity.Account {
                var displayName: String { name.isEmpty ? username : name }
            }
            final class AuthorControl: UIView {
                let authorLabel = UILabel()
                func configure(account: Mastodon.Entity.Account) {
                    authorLabel.text = account.displayName
                }
            }
            struct AuthorRow: View {
                let account: Mastodon.Entity.Account
                var body: some View { Text(account.displayName) }
            }
            """
        let result = scanProject([("Widget.swift", widget), ("App.swift", app)])
        let shown = placements(result, "widget.mock.name")
        // Where the receiver is declared a FollowerAccount (the row's property, the badge's
        // `follower`, whose name says nothing), and nowhere an Account is shown.
        XCTAssertEqual(Set(shown.map(\.location.line)), [7, 11], "\(shown.map(\.location))")
        XCTAssertEqual(Set(shown.map(\.location.file)), ["Widget.swift"])
    }

    func testAKeyPassedOnFromViewToViewIsPlacedWhereTheLastShowsIt() throws {
        // Loop's pattern: `LargeButton(descriptiveText: key)`, whose body passes the member on
        // to `DescriptiveText(label: descriptiveText)`, which shows `Text(label)`.
        let settings = """
            struct SettingsView: View {
                var body: some View {
                    LargeButton(
                        label: NSLocalizedString("Add Pump", comment: ""),
                        descriptiveText: NSLocalizedString("Tap here to set up a pump", comment: ""))
                }
            }
            """
        let views = """
            struct LargeButton: View {
                let label: String
                let descriptiveText: String
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(label)
                        DescriptiveText(label: descriptiveText)
                    }
                }
            }
            struct DescriptiveText: View {
                var label: String
                var body: some View { Text(label).font(.caption) }
            }
            """
        let result = scanProject([("Settings.swift", settings), ("Views.swift", views)])
        let title = try XCTUnwrap(placements(result, "Add Pump").first)
        XCTAssertEqual(title.location.line, 6)
        let text = try XCTUnwrap(placements(result, "Tap here to set up a pump").first)
        XCTAssertEqual(text.location, SourceLocation(file: "Views.swift", line: 13, column: 27))
        XCTAssertEqual(text.element.textStyle, .caption1)
        XCTAssertEqual(text.via, "DescriptiveText.label")
        // `DescriptiveText`'s own `label` shows no other key: "Add Pump" is not relayed there.
        XCTAssertEqual(placements(result, "Add Pump").count, 1)
    }

    func testTheAppsOwnFontsAreReadFromItsFontExtension() throws {
        // IceCubes' and damus's pattern: the app's `Font` members wrap a text style in a helper
        // of their own, or scale a multiple of a style's size.
        let fonts = """
            import SwiftUI
            extension Font {
                private static let caption = 12.0
                private static func customFont(size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
                    Theme.shared.chosenFont.map { .custom($0.fontName, size: size, relativeTo: textStyle) }
                        ?? .system(size: size)
                }
                public static var appCaption: Font {
                    customFont(size: UIFontMetrics.default.scaledValue(for: caption), relativeTo: .caption)
                }
                public static var appHeadline: Font {
                    customFont(size: 17, relativeTo: .headline).weight(.semibold)
                }
                static let hero: Font = .system(
                    size: UIFont.preferredFont(forTextStyle: .largeTitle).pointSize * 1.5, weight: .bold)
                static var emphasis: Font { .appCaption }
                static var chosen: Font { Theme.shared.font }
            }
            """
        let views = """
            import SwiftUI
            struct Header: View {
                var body: some View {
                    VStack {
                        Text("k.caption").font(.appCaption)
                        Text("k.headline").font(Font.appHeadline)
                        Text("k.hero").font(.hero)
                        Text("k.emphasis").font(.emphasis)
                        Text("k.chosen").font(.chosen)
                    }
                }
            }
            """
        // Several files on several threads: each worker of the scan sees the app's fonts.
        let result = scanProject(
            [("Fonts.swift", fonts), ("Header.swift", views)] + (0..<6).map { ("V\($0).swift", views) })
        let caption = try XCTUnwrap(placements(result, "k.caption").first?.element)
        XCTAssertEqual(caption.textStyle, .caption1)
        XCTAssertNil(caption.font)
        let headline = try XCTUnwrap(placements(result, "k.headline").first?.element)
        XCTAssertEqual(headline.textStyle, .headline)
        // The weight at the style's size at Large (17 pt), still scaling with Headline.
        XCTAssertEqual(headline.font, FontConfiguration(size: 17, weight: .semibold))
        XCTAssertEqual(headline.adjustsFontForContentSizeCategory, true)
        let hero = try XCTUnwrap(placements(result, "k.hero").first?.element)
        XCTAssertEqual(hero.textStyle, .largeTitle)
        XCTAssertEqual(hero.font, FontConfiguration(size: 34 * 1.5, weight: .bold))
        XCTAssertEqual(placements(result, "k.emphasis").first?.element.textStyle, .caption1)
        // A font chosen at run time stays unknown (Body), as it was.
        let chosen = try XCTUnwrap(placements(result, "k.chosen").first?.element)
        XCTAssertNil(chosen.textStyle)
        XCTAssertNil(chosen.font)
        XCTAssertEqual(placements(result, "k.caption").count, 7)
        XCTAssertTrue(placements(result, "k.caption").allSatisfy { $0.element.textStyle == .caption1 })
    }

    func testACallIsFollowedOnlyToAFunctionItsLabelsFit() throws {
        // The app's `string(from:unit:)` returns a key; Foundation's `string(from:)` (one argument)
        // is another function of the same name, whose value holds no key.
        let formatter = """
            extension NumberFormatter {
                func string(from number: Double, unit: String) -> String? {
                    return NSLocalizedString("quantity.unit", comment: "")
                }
                func caption(_ value: Double, short: Bool = false) -> String {
                    return NSLocalizedString("quantity.caption", comment: "")
                }
            }
            """
        let cells = """
            final class QuantityCell: UITableViewCell {
                func configure(_ value: Double) {
                    textLabel?.text = formatter.string(from: NSNumber(value: value))
                    detailTextLabel?.text = formatter.string(from: value, unit: "g")
                    captionLabel.text = formatter.caption(value)
                }
            }
            """
        let result = scanProject([("Formatter.swift", formatter), ("Cells.swift", cells)])
        let unit = placements(result, "quantity.unit")
        XCTAssertEqual(unit.map(\.element.role), [.tableCellSubtitle])
        XCTAssertEqual(unit.first?.location.line, 4)
        // A parameter with a default may be left out.
        XCTAssertEqual(placements(result, "quantity.caption").map(\.location.line), [5])
    }

    func testResultsDoNotDependOnScheduling() {
        let files = (0..<12).map { i in ("F\(i).swift", "let t\(i) = Text(\"key.\(i)\")") }
        let serial = SwiftSourceScanner(options: .init(concurrent: false)).scan(
            sources: files.map { (path: $0.0, source: $0.1) })
        let parallel = scanProject(files)
        XCTAssertEqual(serial.placements, parallel.placements)
        XCTAssertEqual(parallel.placements.count, 12)
    }
}

/// A key passed to the app's own view is placed where that view shows the member it initializes.
final class OwnViewArgumentTests: XCTestCase {
    func testKeyPassedToOwnViewIsPlacedWhereTheViewShowsIt() throws {
        let result = SwiftSourceScanner(options: .init(concurrent: false)).scan(sources: [
            (
                "SectionHeader.swift",
                """
                struct SectionHeader: View {
                    let label: String
                    var body: some View {
                        Text(label)
                            .font(.headline)
                            .lineLimit(1)
                    }
                }
                """
            ),
            (
                "Settings.swift",
                """
                struct SettingsView: View {
                    var body: some View {
                        List {
                            SectionHeader(label: NSLocalizedString("settings.header", comment: ""))
                            Other.init(title: NSLocalizedString("other.title", comment: ""))
                        }
                    }
                }
                """
            ),
        ])
        let header = try XCTUnwrap(placement(result, "settings.header"))
        XCTAssertEqual(header.element.role, .label)
        XCTAssertEqual(header.element.lines, 1)
        XCTAssertEqual(header.element.textStyle, .headline)
        XCTAssertEqual(header.confidence, .followed)
        XCTAssertEqual(header.via, "SectionHeader.label")
        XCTAssertEqual(header.location.file, "SectionHeader.swift")
        XCTAssertFalse(result.unplaced.contains { $0.reference.key == "settings.header" })
        // A type the project does not show the member of stays unplaced, with the reason.
        XCTAssertEqual(placements(result, "other.title"), [])
        XCTAssertEqual(
            result.unplaced.first { $0.reference.key == "other.title" }?.reason, "passed to Other.init(title:)")
    }
}
