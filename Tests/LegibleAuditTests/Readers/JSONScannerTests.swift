import XCTest

@testable import LegibleAudit

final class JSONScannerTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONNode {
        try JSONScanner.parse(Data(text.utf8))
    }

    private func syntaxError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONSyntaxError? {
        do {
            _ = try JSONScanner.parse(Data(text.utf8))
            XCTFail("expected a syntax error", file: file, line: line)
            return nil
        } catch let error as JSONSyntaxError {
            return error
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return nil
        }
    }

    func testPositionsAreJustInsideTheQuoteAndCountScalars() throws {
        // "é" is 2 bytes, "😀" 4 bytes, "日本" 6 bytes: columns count scalars, not bytes.
        let root = try parse("{\n\t\"é😀\": \"日本\", \"b\" : \"x\",\r\n  \"n\": [1, true, null]\r  }")
        let members = try XCTUnwrap(root.members)
        XCTAssertEqual(root.line, 1)
        XCTAssertEqual(root.column, 1)
        XCTAssertEqual(members.map(\.key), ["é😀", "b", "n"])
        XCTAssertEqual(members[0].line, 2)
        XCTAssertEqual(members[0].column, 3)  // tab, quote, then é
        XCTAssertEqual(members[0].value.string, "日本")
        XCTAssertEqual(members[0].value.line, 2)
        XCTAssertEqual(members[0].value.column, 9)
        XCTAssertEqual(members[1].value.column, 21)
        // CR LF counts as one line break, a lone CR as one.
        XCTAssertEqual(members[2].line, 3)
        XCTAssertEqual(members[2].column, 4)
        guard case .array(let elements) = members[2].value.value else { return XCTFail("expected an array") }
        XCTAssertEqual(elements.count, 3)
        XCTAssertEqual(elements[1].bool, true)
        XCTAssertEqual(elements[1].column, 12)
    }

    func testEscapes() throws {
        let root = try parse(
            #"["a\nb\t\"q\"\\\/", "\u00e9\u00E9", "\ud83d\ude00!", "\udE00 lone", "\ud83d x", "\b\f\r"]"#)
        guard case .array(let values) = root.value else { return XCTFail("expected an array") }
        XCTAssertEqual(
            values.map { $0.string ?? "?" },
            ["a\nb\t\"q\"\\/", "éé", "😀!", "\u{FFFD} lone", "\u{FFFD} x", "\u{08}\u{0C}\r"])
    }

    func testUnicodeEscapeFollowedByAnotherEscapeThatIsNotALowSurrogate() throws {
        let root = try parse(#"["\ud83d\u0041"]"#)
        guard case .array(let values) = root.value else { return XCTFail("expected an array") }
        XCTAssertEqual(values[0].string, "\u{FFFD}A")
    }

    func testNumbersAndLiterals() throws {
        let root = try parse(#"{"a": -12.5e+3, "b": 0, "c": false, "d": 7}"#)
        XCTAssertEqual(root["d"]?.int, 7)
        XCTAssertEqual(root["c"]?.bool, false)
        guard case .number(let text) = root["a"]?.value else { return XCTFail("expected a number") }
        XCTAssertEqual(text, "-12.5e+3")
    }

    func testByteOrderMarkIsSkipped() throws {
        let root = try JSONScanner.parse(Data([0xEF, 0xBB, 0xBF] + Array(#"{"k": "v"}"#.utf8)))
        XCTAssertEqual(root["k"]?.string, "v")
        XCTAssertEqual(root["k"]?.column, 8)
    }

    func testDuplicateKeysAreKeptAndTheLastOneIsLookedUp() throws {
        let root = try parse(#"{"k": "first", "k": "last"}"#)
        XCTAssertEqual(root.members?.count, 2)
        XCTAssertEqual(root["k"]?.string, "last")
    }

    func testTruncatedDocument() {
        let error = syntaxError("{\n  \"a\": {\n    \"b\": \"c\"")
        XCTAssertEqual(
            error,
            JSONSyntaxError(
                line: 3, column: 13, message: "expected ',' or '}' after the value of \"b\" but the file ended"))
    }

    func testMissingComma() {
        let error = syntaxError("{\"a\": 1\n \"b\": 2}")
        XCTAssertEqual(error?.line, 2)
        XCTAssertEqual(error?.column, 2)
        XCTAssertEqual(error?.message, "unexpected '\"' after the value of \"a\"; expected ',' or '}'")
    }

    func testMissingColon() {
        XCTAssertEqual(syntaxError("{\"a\" 1}")?.message, "unexpected '1' after the key \"a\"; expected ':'")
    }

    func testTrailingComma() {
        let error = syntaxError("{\"a\": 1,}")
        XCTAssertEqual(error?.column, 9)
        XCTAssertEqual(error?.message, "unexpected '}'; expected a string key after ','")
    }

    func testUnterminatedStringPointsAtItsOpeningQuote() {
        let error = syntaxError("{\"a\": \"Grüße\n}")
        XCTAssertEqual(
            error,
            JSONSyntaxError(
                line: 1, column: 7, message: "unterminated string: expected a closing '\"' before the end of the line"))
        let atEnd = syntaxError("[\"abc")
        XCTAssertEqual(
            atEnd,
            JSONSyntaxError(line: 1, column: 2, message: "unterminated string: the file ended before its closing '\"'"))
    }

    func testInvalidEscape() {
        let error = syntaxError(#"["ok", "bad \x"]"#)
        XCTAssertEqual(error?.column, 13)
        XCTAssertEqual(
            error?.message,
            #"invalid escape: '\' followed by 'x' in a string; expected one of \" \\ \/ \b \f \n \r \t \uXXXX"#)
        XCTAssertEqual(syntaxError(#"["\u12G4"]"#)?.message, "unexpected 'G' in '\\u' escape; expected four hex digits")
    }

    func testControlCharacterInString() {
        XCTAssertEqual(
            syntaxError("[\"a\u{01}b\"]")?.message, "control character U+0001 in a string; expected it escaped")
    }

    func testBadLiteralAndTrailingContent() {
        XCTAssertEqual(
            syntaxError("[tru]")?.message,
            "invalid literal; expected a value (object, array, string, number, true, false or null)")
        let trailing = syntaxError("{}\n{}")
        XCTAssertEqual(
            trailing,
            JSONSyntaxError(
                line: 2, column: 1, message: "unexpected '{' after the top-level value; expected the end of the file"))
        XCTAssertEqual(syntaxError("")?.message, "expected a value but the file ended")
        XCTAssertEqual(syntaxError("[01]")?.message, "unexpected '1' in an array; expected ',' or ']'")
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertEqual(syntaxError(deep)?.message, "nesting deeper than 512 levels")
    }
}
