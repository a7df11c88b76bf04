import Foundation
import LegibleAudit
import XCTest

@testable import LegibleSource

/// Why a key without an element was not measured: a key that is one of the source's string
/// literals (passed to the app's own view, returned from a property) is referenced where no
/// localized text is recognised — not "never referenced in the Swift source", which the
/// reports said for most of IceCubesApp's unplaced keys that its source does mention.
final class UnplacedReasonTests: XCTestCase {
    func testLiteralsWithoutInterpolationAreCollected() {
        let result = scan(
            """
            struct Placeholder { let title: String }
            let a = Placeholder(title: "empty.title")
            let b = "\\(3) items"
            let c = "multi" + "part"
            let d = #"raw.key"#
            let e = "escaped\\tkey"
            """)
        XCTAssertEqual(result.literals, ["empty.title", "multi", "part", "raw.key", "escaped\tkey"])
    }

    func testAKeyThatIsASourceLiteralIsNotCalledUnreferenced() throws {
        let folder = try temporaryProject(
            [
                ("\"empty.title\" = \"Nothing here\";\n\"never.used\" = \"Never\";\n", "en.lproj/Localizable.strings"),
                (
                    "struct Placeholder { let title: String }\nlet a = Placeholder(title: \"empty.title\")\n",
                    "App.swift"
                ),
            ], in: self)
        let project = try AuditProject.load(paths: [folder.path])
        let index = SourcePlacementIndex(project.collection)
        XCTAssertEqual(index.uncheckedReason(table: "Localizable", key: "empty.title"), "literalNotFollowed")
        XCTAssertEqual(index.uncheckedReason(table: "Localizable", key: "never.used"), "notInSource")
        let listing = ElementListing(
            collection: project.collection, configuration: project.configuration, relative: { $0 })
        XCTAssertEqual(
            listing.unplaced.map { "\($0.key): \($0.reason)" },
            [
                "empty.title: in the Swift source as a string literal, but not where a localized text was recognised "
                    + "(an argument of the app's own view or function, a value a property returns …)",
                "never.used: not referenced in the Swift source",
            ])
    }
}
