import LegibleAudit
import LegibleSource
import XCTest

/// String literals that are keys because of the type the app gives them (`LocalizedStringKey`,
/// `LocalizedStringResource`): returned from a member of that type, or passed to a parameter of
/// it, and shown where that member or parameter is shown.
final class LocalizedLiteralTests: XCTestCase {
    let source = """
        enum Tab {
            case trending, messages
            var title: LocalizedStringKey {
                switch self {
                case .trending: "tab.trending"
                case .messages: "tab.messages"
                }
            }
            var symbol: String { "flame" }
        }

        struct Stats: View {
            var body: some View {
                HStack {
                    makeInfo(title: "account.following", count: 3)
                    SectionHeader(label: "header.key")
                    Image("not.a.key")
                }
            }
            func makeInfo(title: LocalizedStringKey, count: Int) -> some View {
                VStack { Text(title).lineLimit(1) }
            }
        }

        struct SectionHeader: View {
            let label: LocalizedStringKey
            var body: some View { Text(label).font(.headline) }
        }

        struct Tabs: View {
            let tab: Tab
            var body: some View { Text(tab.title) }
        }
        """

    func testAMembersLiteralsArePlacedWhereTheMemberIsShown() throws {
        let result = scan(source)
        for key in ["tab.trending", "tab.messages"] {
            let p = try XCTUnwrap(placement(result, key))
            XCTAssertEqual(p.element.role, .label)
            XCTAssertEqual(p.via, "Tab.title")
            assertAt(p, 32, 27)
        }
        XCTAssertTrue(placements(result, "flame").isEmpty, "a String member's literal is not a key")
    }

    func testALiteralPassedToALocalizedParameterIsShownWhereTheParameterIs() throws {
        let result = scan(source)
        let info = try XCTUnwrap(placement(result, "account.following"))
        XCTAssertEqual(info.element.lines, 1, "the function's Text(title).lineLimit(1)")
        assertAt(info, 21, 18)
        let header = try XCTUnwrap(placement(result, "header.key"))
        XCTAssertEqual(header.element.textStyle, .headline)
        XCTAssertTrue(placements(result, "not.a.key").isEmpty)
        XCTAssertFalse(result.unplaced.contains { $0.reference.key == "account.following" })
    }

    func testTwoNestedTypesOfOneNameAreNotTakenForEachOther() throws {
        let result = SwiftSourceScanner(options: .init(concurrent: false)).scan(sources: [
            (
                "Editor.swift",
                """
                struct Editor {
                    enum Mode {
                        case new
                        var title: LocalizedStringKey { "editor.mode.new" }
                        var row: some View { Text(title) }
                    }
                }
                """
            ),
            (
                "Accounts.swift",
                """
                struct AccountsList {
                    enum Mode {
                        case followers
                        var title: LocalizedStringKey { "accounts.mode.followers" }
                    }
                }
                struct AccountsListView: View {
                    let viewModel: ViewModel
                    var body: some View { Text(viewModel.mode.title) }
                }
                """
            ),
        ])
        XCTAssertTrue(
            placements(result, "editor.mode.new").allSatisfy { $0.location.file == "Editor.swift" },
            "the editor's title is not shown in the accounts list")
        XCTAssertEqual(placements(result, "editor.mode.new").count, 1, "its own Text(title)")
        XCTAssertTrue(placements(result, "accounts.mode.followers").isEmpty, "which Mode `mode` is, is not known")
    }

    func testOptionalAndQualifiedLocalizedTypesCountAndOthersDoNot() throws {
        let result = scan(
            """
            struct Badge: View {
                let caption: LocalizedStringKey?
                let note: String
                var body: some View { if let caption { Text(caption) } }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Badge(caption: "badge.caption", note: "not.a.key")
                        row(title: "row.title")
                    }
                }
                func row(title: String.LocalizationValue) -> some View { Text(String(localized: title)) }
            }
            """)
        XCTAssertEqual(placements(result, "badge.caption").count, 1, "a LocalizedStringKey? property")
        XCTAssertTrue(placements(result, "not.a.key").isEmpty, "a String property")
        XCTAssertFalse(
            result.unplaced.contains { $0.reference.key == "not.a.key" }, "a String's literal is not a key reference")
        XCTAssertTrue(
            result.unplaced.contains { $0.reference.key == "row.title" } || !placements(result, "row.title").isEmpty,
            "a String.LocalizationValue parameter's literal is a key")
    }
}
