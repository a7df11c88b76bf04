import XCTest

@testable import LegibleAudit

/// `JSONNodeDecoder` on its own: strict scalars, unknown fields from `CodingKeys`, nulls, lists,
/// and errors whose path leads to the value at fault.
final class JSONNodeDecoderTests: XCTestCase {
    struct Item: Decodable, Equatable {
        var name: String
        var size: Int?
        var tags: [String]?
        enum CodingKeys: String, CodingKey, CaseIterable { case name, size, tags }
    }

    /// A key type that is not `CaseIterable`: unknown fields are still errors, without a list.
    struct Loose: Decodable {
        var name: String
    }

    enum Color: String, Decodable, CaseIterable { case red, green, blue }

    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONNodeDecoder.decode(type, from: JSONScanner.parse(Data(json.utf8))).value
    }

    /// The diagnostic decoding `json` as a `T` fails with.
    private func failure<T: Decodable>(
        _ type: T.Type, _ json: String, file: StaticString = #filePath,
        line: UInt = #line
    ) -> Diagnostic? {
        do {
            let tree = try JSONScanner.parse(Data(json.utf8))
            do {
                _ = try JSONNodeDecoder.decode(type, from: tree)
                XCTFail("accepted \(json)", file: file, line: line)
            } catch let error as DecodingError {
                return JSONNodeDecoder.diagnostic(for: error, in: tree, file: "t.json")
            }
        } catch {
            XCTFail("\(error)", file: file, line: line)
        }
        return nil
    }

    func testDecodesNestedValues() throws {
        XCTAssertEqual(
            try decode([Item].self, #"[{"name": "a", "size": 2, "tags": ["x", "y"]}, {"name": "b", "size": null}]"#),
            [Item(name: "a", size: 2, tags: ["x", "y"]), Item(name: "b", size: nil, tags: nil)])
        XCTAssertEqual(try decode([String: [Int]].self, #"{"a": [1, 2], "b": []}"#), ["a": [1, 2], "b": []])
        XCTAssertEqual(try decode(Color.self, #""green""#), .green)
        XCTAssertEqual(try decode(Double.self, "-2.5e3"), -2500)
        XCTAssertEqual(try decode(UInt8.self, "255"), 255)
    }

    func testMissingAndNullRequiredFields() {
        let missing = failure(Item.self, #"{"size": 1}"#)
        XCTAssertEqual(missing?.message, #"missing field "name""#)
        XCTAssertEqual([missing?.location.line, missing?.location.column], [1, 1])
        XCTAssertEqual(failure([Item].self, #"[{"name": null}]"#)?.message, "[0].name: expected a value, found null")
    }

    func testUnknownFieldWithoutCaseIterableKeys() {
        let diagnostic = failure(Loose.self, "{\"name\": \"a\",\n \"nmae\": \"b\"}")
        XCTAssertEqual(diagnostic?.message, #"nmae: unknown field "nmae""#)
        XCTAssertEqual([diagnostic?.location.line, diagnostic?.location.column], [2, 3])
    }

    func testScalarsAreStrict() {
        XCTAssertEqual(failure(Int.self, "true")?.message, "expected a whole number, found true")
        XCTAssertEqual(failure(Bool.self, "1")?.message, "expected true or false, found 1")
        XCTAssertEqual(failure(String.self, "12")?.message, "expected a string, found 12")
        XCTAssertEqual(failure(Double.self, #""12""#)?.message, #"expected a number, found "12""#)
        XCTAssertEqual(
            failure(Int.self, "1e20")?.message,
            "expected a whole number from -9223372036854775808 to 9223372036854775807, found 1e20")
        XCTAssertEqual(failure(UInt8.self, "256")?.message, "expected a whole number from 0 to 255, found 256")
        XCTAssertEqual(failure([Int].self, "[1, 2.5]")?.message, "[1]: expected a whole number, found 2.5")
        XCTAssertEqual(failure(Item.self, "[]")?.message, "expected an object, found an array")
        XCTAssertEqual(failure([Int].self, "{}")?.message, "expected an array, found an object")
    }

    func testEnumNamesItsCases() {
        XCTAssertEqual(
            failure(Color.self, #""gren""#)?.message,
            #"expected "red", "green" or "blue", found "gren"; did you mean "green"?"#)
        XCTAssertEqual(
            failure(Color.self, #""purple""#)?.message, #"expected "red", "green" or "blue", found "purple""#)
    }

    func testLongStringsAreCutInMessages() {
        let long = String(repeating: "x", count: 100)
        XCTAssertEqual(
            failure(Int.self, "\"\(long)\"")?.message,
            "expected a whole number, found \"\(String(repeating: "x", count: 40))…\"")
    }

    func testWarningsCarryTheirPath() throws {
        struct Warned: Decodable {
            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: JSONPathKey.self)
                decoder.warn("first", forKey: JSONPathKey("a"))
                decoder.warn("first", forKey: JSONPathKey("a"))
                _ = c.allKeys
            }
        }
        let warnings = try JSONNodeDecoder.decode([Warned].self, from: JSONScanner.parse(Data(#"[{}, {"a": 1}]"#.utf8)))
            .warnings
        XCTAssertEqual(
            warnings.map { JSONNodeDecoder.describe($0.path) + " " + $0.message }, ["[0].a first", "[1].a first"])
    }
}
