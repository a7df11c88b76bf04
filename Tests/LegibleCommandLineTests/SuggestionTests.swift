import XCTest
@testable import LegibleCommandLine

/// The edit distance behind "did you mean …?".
final class SuggestionTests: XCTestCase {
    func testEditDistance() {
        XCTAssertEqual(Suggestion.editDistance("", ""), 0)
        XCTAssertEqual(Suggestion.editDistance("", "abc"), 3)
        XCTAssertEqual(Suggestion.editDistance("abc", ""), 3)
        XCTAssertEqual(Suggestion.editDistance("audit", "audit"), 0)
        XCTAssertEqual(Suggestion.editDistance("audti", "audit"), 1, "a swap of neighbours costs 1")
        XCTAssertEqual(Suggestion.editDistance("fial-on", "fail-on"), 1)
        XCTAssertEqual(Suggestion.editDistance("mesure", "measure"), 1)
        XCTAssertEqual(Suggestion.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestion.editDistance("ca", "abc"), 3, "optimal string alignment, not full Damerau")
    }

    func testClosest() {
        let names = ["--format", "--fonts", "--fail-on", "--json"]
        XCTAssertEqual(Suggestion.closest(to: "--fromat", among: names), "--format")
        XCTAssertEqual(Suggestion.closest(to: "--font", among: names), "--fonts")
        XCTAssertEqual(Suggestion.closest(to: "-json", among: names), "--json")
        XCTAssertEqual(Suggestion.closest(to: "--fail", among: names), "--fail-on", "unique prefix")
        XCTAssertNil(Suggestion.closest(to: "--fo", among: names), "ambiguous prefix")
        XCTAssertNil(Suggestion.closest(to: "--zzz", among: names))
        XCTAssertNil(Suggestion.closest(to: "--", among: names))
        XCTAssertEqual(Suggestion.closest(to: "ab", among: ["ax", "ay"]), "ax", "ties go to the first")
    }
}
