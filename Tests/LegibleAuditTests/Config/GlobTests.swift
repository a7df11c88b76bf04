import XCTest

@testable import LegibleAudit

/// `Glob.matches`: the key patterns of `legible.json`, literal and prefix patterns (matched
/// without building scalar arrays) and the rest.
final class GlobTests: XCTestCase {
    func testLiteralAndPrefixPatterns() {
        XCTAssertTrue(Glob.matches("tab.*", "tab.explore"))
        XCTAssertTrue(Glob.matches("tab.*", "tab."))
        XCTAssertFalse(Glob.matches("tab.*", "tab"))
        XCTAssertFalse(Glob.matches("tab.*", "settings.tab.explore"))
        XCTAssertTrue(Glob.matches("*", ""))
        XCTAssertTrue(Glob.matches("*", "anything.at.all"))
        XCTAssertTrue(Glob.matches("settings.title", "settings.title"))
        XCTAssertFalse(Glob.matches("settings.title", "settings.title2"))
        XCTAssertFalse(Glob.matches("settings.title", "settings.titl"))
        XCTAssertTrue(Glob.matches("", ""))
        XCTAssertFalse(Glob.matches("", "a"))
    }

    func testWildcardsAndEscapes() {
        XCTAssertTrue(Glob.matches("*.title", "settings.title"))
        XCTAssertTrue(Glob.matches("a?c", "abc"))
        XCTAssertFalse(Glob.matches("a?c", "ac"))
        XCTAssertTrue(Glob.matches("*\\?", "Delete all?"))
        XCTAssertFalse(Glob.matches("*\\?", "Delete all"))
        XCTAssertTrue(Glob.matches("done\\*", "done*"))
        XCTAssertFalse(Glob.matches("done\\*", "done!"))
        XCTAssertTrue(Glob.matches("a\\", "a\\"))
        XCTAssertTrue(Glob.matches("?", "é"))
        // A `*` in the key is matched by the wildcard like any other character.
        XCTAssertTrue(Glob.matches("**", "**?"))
        XCTAssertTrue(Glob.matches("a*b", "a*xb"))
        XCTAssertTrue(Glob.matches("*?", "*"))
    }

    /// Keys are compared by Unicode scalars, not by canonical equivalence: a pattern with a
    /// precomposed "é" does not match the key spelled with "e" and a combining accent.
    func testScalarsNotCanonicalEquivalence() {
        XCTAssertTrue(Glob.matches("caf\u{E9}", "caf\u{E9}"))
        XCTAssertFalse(Glob.matches("caf\u{E9}", "cafe\u{301}"))
        XCTAssertFalse(Glob.matches("caf\u{E9}*", "cafe\u{301}s"))
        XCTAssertTrue(Glob.matches("\u{1F600}.*", "\u{1F600}.smile"))
    }

    /// A literal start and a final `*` answers as the same pattern with `**` (which the general
    /// matcher takes) on keys made of the characters that matter.
    func testShortcutsAgreeWithTheGeneralMatcher() {
        let pieces = ["a", "b", ".", "é", "e\u{301}", "*", "?", "\\"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let literal = (0..<Int.random(in: 0...3, using: &generator))
                .map { _ in ["a", "b", ".", "é"].randomElement(using: &generator)! }.joined()
            let key = (0..<Int.random(in: 0...5, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(
                Glob.matches(literal + "*", key), Glob.matches(literal + "**", key), "\(literal)* on \(key)")
            // A literal pattern matches exactly the keys whose scalars are its own.
            XCTAssertEqual(
                Glob.matches(literal, key), Array(literal.unicodeScalars) == Array(key.unicodeScalars),
                "\(literal) on \(key)")
        }
    }
}
