import XCTest

@testable import LegibleSource

/// The pre-check's reading of brackets: those in strings, comments and regular expressions do
/// not count, those in interpolations do, and braces start a new scope for square brackets.
final class BracketNestingTests: XCTestCase {
    private func nesting(_ source: String) -> BracketNesting {
        BracketNesting(Array(source.utf8))
    }

    func testSquareBracketsInCode() {
        XCTAssertEqual(nesting("let a = [[1], [2, [3]]]").squareDepth, 3)
        XCTAssertEqual(nesting("let t: [[String: [Int]]] = [:]").squareDepth, 3)
        XCTAssertEqual(nesting("let a = [[1]]").squareDepthOffset, 9)
        XCTAssertEqual(nesting("let a = [[1]]").unclosed, 0)
    }

    func testBracesAndCallsBetweenSquareBrackets() {
        // A closure's body is a new scope: the parser's lookahead for a type never enters it.
        XCTAssertEqual(nesting("let a = [{ [{ [1] }] }]").squareDepth, 1)
        // Parentheses do not start one: `[(Int, [(Int, …` nests as deep as its square brackets.
        XCTAssertEqual(nesting("let t: [(Int, [(Int, [Int])])] = []").squareDepth, 3)
    }

    func testStringsAreNotCode() {
        XCTAssertEqual(nesting(#"let s = "[[[[(((" + "]""#).squareDepth, 0)
        XCTAssertEqual(nesting(#"let s = "[[[[(((" + "]""#).unclosed, 0)
        XCTAssertEqual(nesting(#"let s = "\"[[\\" + "[""#).squareDepth, 0)
        XCTAssertEqual(nesting("let s = \"\"\"\n  [[[ \" \"\" (((\n  \"\"\"\nlet a = [1]").squareDepth, 1)
    }

    func testRawStrings() {
        // A `"` inside a raw string does not end it; `\(` is no interpolation there.
        XCTAssertEqual(nesting(##"let s = #"a " [[ \( [ "#"##).squareDepth, 0)
        XCTAssertEqual(nesting(##"let s = #"a " [[ \( [ "#"##).unclosed, 0)
        XCTAssertEqual(nesting(###"let s = ##"a "# [[ "##"###).squareDepth, 0)
        XCTAssertEqual(nesting("let s = #\"\"\"\n [[ \"\"\" [[\n \"\"\"#\nlet a = [1]").squareDepth, 1)
    }

    func testInterpolationsAreCode() {
        XCTAssertEqual(nesting(#"let s = "a \([[1]].count) b""#).squareDepth, 2)
        XCTAssertEqual(nesting(#"let s = "a \([[1]].count) b""#).unclosed, 0)
        // A string inside an interpolation, with brackets and a `)` of its own.
        XCTAssertEqual(nesting(#"let s = "a \(f(")[[[")) [ b""#).squareDepth, 0)
        XCTAssertEqual(nesting(#"let s = "a \(f(")[[[")) [ b""#).unclosed, 0)
        XCTAssertEqual(nesting(##"let s = #"a \#([[1]]) \( [ "#"##).squareDepth, 2)
        // An interpolation starts a new scope, as a closure does.
        XCTAssertEqual(nesting(#"let a = [["\([[1]])"]]"#).squareDepth, 2)
    }

    func testComments() {
        XCTAssertEqual(nesting("// [[[[ (((\nlet a = [1]").squareDepth, 1)
        XCTAssertEqual(nesting("/* [[ /* nested [[[ */ [[ ((( */ let a = [1]").squareDepth, 1)
        XCTAssertEqual(nesting("/* [[ /* nested [[[ */ [[ ((( */ let a = [1]").unclosed, 0)
        XCTAssertEqual(nesting("let a = [1] // ]]]]").squareDepth, 1)
    }

    func testRegularExpressionLiteralsAndPoundKeywords() {
        XCTAssertEqual(nesting("let r = #/[[[(/#\nlet a = [1]").squareDepth, 1)
        XCTAssertEqual(nesting("let r = #/[[[(/#\nlet a = [1]").unclosed, 0)
        XCTAssertEqual(nesting("#if DEBUG\nlet s = #selector(f(_:))\n#endif").unclosed, 0)
    }

    func testUnclosedBrackets() {
        let calls = nesting(String(repeating: #"foo(""#, count: 6))
        // `"foo("` is a string: every other `foo(` is a call left open.
        XCTAssertEqual(calls.unclosed, 3)
        XCTAssertEqual(calls.firstUnclosedOffset, 3)
        // A string not closed on its line ends there.
        XCTAssertEqual(nesting("foo(\"a\nfoo(\"a\nfoo(\"a\n").unclosed, 3)
        XCTAssertEqual(nesting("let s = \"abc [[\nlet a = [1]").squareDepth, 1)
        XCTAssertEqual(nesting("Text(\"Settings\")\n" + String(repeating: "[", count: 50)).squareDepth, 50)
        XCTAssertEqual(nesting("Text(\"Settings\")\n" + String(repeating: "[", count: 50)).unclosed, 50)
        XCTAssertEqual(nesting("let a = f(1))) ]] }").unclosed, 0)
    }
}
