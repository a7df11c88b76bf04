import XCTest

@testable import LegibleAudit

/// `JSONScanner` (flat document, strings decoded when asked for, positions from byte offsets)
/// and `StringCatalogReader` against the reader as it was before (`ReferenceJSONScanner`,
/// `ReferenceStringCatalogReader`): the same values, positions, diagnostics and errors.
final class FlatReadingTests: XCTestCase {
    // MARK: Helpers

    /// Why two trees differ, or `nil` if they are the same (values, keys and positions).
    private func difference(_ a: JSONNode, _ b: JSONNode, path: String = "$") -> String? {
        if a.line != b.line || a.column != b.column {
            return "\(path): position \(a.line):\(a.column) against \(b.line):\(b.column)"
        }
        switch (a.value, b.value) {
        case let (.object(x), .object(y)):
            guard x.count == y.count else { return "\(path): \(x.count) members against \(y.count)" }
            for (m, n) in zip(x, y) {
                if m.key.utf8.elementsEqual(n.key.utf8) == false || m.line != n.line || m.column != n.column {
                    return "\(path): key \(m.key) \(m.line):\(m.column) against \(n.key) \(n.line):\(n.column)"
                }
                if let found = difference(m.value, n.value, path: "\(path).\(m.key)") { return found }
            }
            return nil
        case let (.array(x), .array(y)):
            guard x.count == y.count else { return "\(path): \(x.count) elements against \(y.count)" }
            for (offset, (m, n)) in zip(x, y).enumerated() {
                if let found = difference(m, n, path: "\(path)[\(offset)]") { return found }
            }
            return nil
        case let (.string(x), .string(y)):
            // Scalars, not `==` (canonical equivalence would hide a wrong normalization).
            return x.unicodeScalars.elementsEqual(y.unicodeScalars)
                ? nil : "\(path): \(x.debugDescription) against \(y.debugDescription)"
        case let (.number(x), .number(y)):
            return x == y ? nil : "\(path): \(x) against \(y)"
        case let (.bool(x), .bool(y)):
            return x == y ? nil : "\(path): \(x) against \(y)"
        case (.null, .null):
            return nil
        default:
            return "\(path): \(a.kindDescription) against \(b.kindDescription)"
        }
    }

    /// Parses `bytes` with both scanners and fails unless they agree (tree or error).
    private func assertScannersAgree(
        _ bytes: [UInt8], _ label: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let data = Data(bytes)
        let new = Result { try JSONScanner.parse(data) }
        let old = Result { try ReferenceJSONScanner.parse(data) }
        switch (new, old) {
        case let (.success(x), .success(y)):
            if let found = difference(x, y) { XCTFail("\(label): \(found)", file: file, line: line) }
        case let (.failure(x), .failure(y)):
            XCTAssertEqual(x as? JSONSyntaxError, y as? JSONSyntaxError, label, file: file, line: line)
        case let (.success, .failure(error)):
            XCTFail("\(label): parsed, but the reference fails with \(error)", file: file, line: line)
        case let (.failure(error), .success):
            XCTFail("\(label): fails with \(error), but the reference parses", file: file, line: line)
        }
    }

    /// Reads `bytes` as a catalog with both readers and fails unless every field agrees.
    private func assertCatalogReadersAgree(
        _ bytes: [UInt8], _ label: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let data = Data(bytes)
        let new = StringCatalogReader.read(data: data, path: "/p/Table.xcstrings")
        let old = ReferenceStringCatalogReader.read(data: data, path: "/p/Table.xcstrings")
        XCTAssertEqual(new.sourceLanguage, old.sourceLanguage, label, file: file, line: line)
        // The reader says where a value was changed to U+FFFD (issue 13), which the reference
        // (an older reader) does not: each such warning must stand at a value with U+FFFD.
        let replaced = new.diagnostics.filter { $0.message.contains("has a lone surrogate escape") }
        XCTAssertEqual(
            new.diagnostics.filter { !replaced.contains($0) }, old.diagnostics, label, file: file, line: line)
        for warning in replaced
        where !old.strings.contains(where: { $0.location == warning.location && $0.value.contains("\u{FFFD}") }) {
            XCTFail("\(label): \(warning) is at no value with U+FFFD", file: file, line: line)
        }
        XCTAssertEqual(new.untranslatableKeys, old.untranslatableKeys, label, file: file, line: line)
        XCTAssertEqual(new.files, old.files, label, file: file, line: line)
        XCTAssertEqual(new.strings.count, old.strings.count, label, file: file, line: line)
        for (x, y) in zip(new.strings, old.strings)
        where x != y || !x.value.unicodeScalars.elementsEqual(y.value.unicodeScalars) {
            XCTFail("\(label): \(x) against \(y)", file: file, line: line)
            return
        }
    }

    /// Documents that exercise the scanner's fast paths and their edges.
    private var documents: [(String, [UInt8])] {
        var result: [(String, [UInt8])] = []
        func add(_ label: String, _ text: String) { result.append((label, Array(text.utf8))) }
        add(
            "escapes",
            #"["a\nb\t\"q\"\\\/", "\u00e9\u00E9", "\ud83d\ude00!", "\udE00 lone", "\ud83d x", "\b\f\r", "\ud83d\u0041", "\ud83d\ud83d\ude00"]"#
        )
        add(
            "long plain strings",
            "[\"" + String(repeating: "abcdefgh", count: 9) + "\", \"" + String(repeating: "é😀日", count: 7) + "x\"]")
        add("escape after eight plain bytes", #"["abcdefghijklmnop\"q", "abcdefg\u00e9", "12345678\\"]"#)
        add(
            "multi-byte before values",
            "{\"日本語😀\": \"é\", \"ü\": [\"😀😀\", 1, true, \"x\"], \"k\":\n  \"Grüße\", \"z\": \"after\"}")
        add("CRLF", "{\r\n  \"a\": \"é\",\r\n  \"b\": [\r\n    \"ü\", null\r\n  ]\r\n}\r\n")
        add("CR", "{\r  \"a\": \"é\",\r  \"b\": [\r    \"ü\", false\r  ]\r}\r")
        add("tabs and spaces", "{\t\"a\" :\t\"x\" ,         \"b\"                :                 -0.5e+10 }")
        add(
            "indentation",
            "{\n" + String(repeating: " ", count: 37) + "\"a\": {\n" + String(repeating: " ", count: 16) + "\"b\": 1}}")
        add("numbers", "[0, -0, 12, -3.25, 1e5, 2E-3, 4.5e+6]")
        add("empty containers", "{\"a\": {}, \"b\": [], \"c\": [{}, []], \"\": \"\"}")
        add("deep 512", String(repeating: "[", count: 512) + String(repeating: "]", count: 512))
        add("deep 513", String(repeating: "[", count: 513) + String(repeating: "]", count: 513))
        add("deep objects", String(repeating: "{\"a\":", count: 520) + "1" + String(repeating: "}", count: 520))
        add(
            "minified",
            #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Grüße"}},"en":{"stringUnit":{"value":"Hi"}}}}}}"#
        )
        // Malformed: every error message and position.
        for text in [
            "", " ", "[", "{", "{\"a\"", "{\"a\":", "{\"a\": 1", "{\"a\": 1,", "{\"a\": 1,}", "[1,]", "[1 2]",
            "{\"a\" 1}",
            "\"abc", "\"ab\ncd\"", "\"ab\rcd\"", "\"a\u{01}b\"", "[\"é\u{01}\"]", #"["\x"]"#, #"["é\q"]"#,
            #"["\u12G4"]"#, #"["\u12"#,
            #"["\ud83d\u12G4"]"#, #"["\"#, "[tru]", "[nul", "[-]", "[1.]", "[1e]", "[01]", "{}\n{}", "[\"ok\"] x",
            "{\"é😀\": 1 2}",
            "[\"日本\", \"ab", "{\"a\":{\"b\":[\"c\",\n\"d\" \"e\"]}}", "\u{7F}", "[é]", "{\"a\": \"x\"\u{0B}}",
        ] {
            add("malformed \(text.debugDescription)", text)
        }
        result.append(("BOM", [0xEF, 0xBB, 0xBF] + Array("{\"k\": \"v\", \"é\": [\"x\"]}".utf8)))
        result.append(("BOM then error", [0xEF, 0xBB, 0xBF] + Array("{\"k\": \"v\" \"x\"}".utf8)))
        result.append(
            (
                "invalid UTF-8 in strings",
                Array("[\"a".utf8) + [
                    0xFF, 0xC3, 0x28, 0xE2, 0x82, 0x20, 0xF0, 0x9F, 0x98, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0x80,
                ]
                    + Array("b\", \"c\\u00e9".utf8) + [0xC3] + Array("\\u00A9\", \"".utf8) + [0xE2, 0x82]
                    + Array("\"]".utf8)
            ))
        result.append(
            (
                "invalid UTF-8 in a key, error after it",
                Array("{\"k".utf8) + [0xFF, 0x80, 0x80] + Array("\": 1 \"x\"}".utf8)
            ))
        result.append(("invalid UTF-8 outside strings", Array("[1, ".utf8) + [0xC3, 0xA9] + Array("]".utf8)))
        result.append(
            (
                "stray continuation bytes, then an error",
                Array("[\"".utf8) + [0x80, 0x80, 0x80, 0xBF] + Array("\", x]".utf8)
            ))
        return result
    }

    /// Deterministic mutations of `bytes`: cut, deleted, inserted and replaced bytes.
    private func mutations(of bytes: [UInt8], count: Int, seed: UInt64) -> [[UInt8]] {
        var state = seed | 1
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        let inserts: [[UInt8]] = [
            [0x22], [0x5C], [0x7B], [0x7D], [0x5B], [0x5D], [0x2C], [0x3A], [0x0A], [0x0D], [0x0D, 0x0A], [0x09],
            [0xFF], [0xC3], [0xE2, 0x82], [0x00], Array("\\u".utf8), Array("\\uD83D".utf8), Array("\\uDE00".utf8),
            Array("é".utf8), Array("😀".utf8), [0x20], Array("\\x".utf8), [0x01], Array("1e".utf8), [0xEF, 0xBB, 0xBF],
        ]
        var result: [[UInt8]] = []
        guard !bytes.isEmpty else { return result }
        for _ in 0..<count {
            var mutated = bytes
            let at = Int(next() % UInt64(max(1, mutated.count)))
            switch next() % 4 {
            case 0: mutated = Array(mutated[..<at])
            case 1: mutated.remove(at: min(at, mutated.count - 1))
            case 2: mutated.insert(contentsOf: inserts[Int(next() % UInt64(inserts.count))], at: at)
            default: mutated[min(at, mutated.count - 1)] = UInt8(truncatingIfNeeded: next())
            }
            result.append(mutated)
        }
        return result
    }

    /// Catalogs with the shapes and edge cases the reader handles.
    private var catalogs: [(String, [UInt8])] {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Hé \\u00e9 \\ud83d\\ude00 \\ud83d x \\ude00 \\n\\t\\"\\\\\\/" : {
                  "comment" : "ü😀 comment",
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Grüße 😀 \\u0041" } },
                    "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "Hello %#@n@" },
                      "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg item" } },
                        "other" : { "stringUnit" : { "value" : "%arg items" } } } } } }
                    },
                    "ja" : { "variations" : { "device" : { "iphone" : { "variations" : { "plural" : { "other" : {
                      "stringUnit" : { "state" : "bogus", "value" : "日本語" } } } } }, "watch" : { "stringUnit" : { "value" : "x" } } } } }
                  }
                },
                "k2" : { "shouldTranslate" : false, "localizations" : { "en" : { "stringUnit" : { "state" : "new", "value" : "a" } } } },
                "k2" : { "shouldTranslate" : 1, "localizations" : [] },
                "k3" : { "localizations" : { "fr" : { "stringUnit" : { "value" : 3.5e-2 } } , "fr" : { "stringUnit" : { "value" : "ok", "state" : null } } } },
                "k4" : {}, "k5" : [ true, false, null, -0.5E+3, [], {} ],
                "escaped names" : { "loc\\u0061lizations" : { "fr" : { "string\\u0055nit" : { "st\\u0061te" : "st\\u0061le", "valu\\u0065" : "v" } } } },
                "é" : { "comment" : "precomposed" },
                "é" : { "comment" : "decomposed: the same key" },
                "K" : { "comment" : "Latin" },
                "K" : { "comment" : "Kelvin sign: the same key" },
                "unsorted" : { "localizations" : {
                  "zh" : { "stringUnit" : { "value" : "z" } }, "ar" : { "stringUnit" : { "value" : "a" } }, "de" : { "stringUnit" : { "value" : "d" } },
                  "ar" : { "stringUnit" : { "value" : "again" } }, "e\\u006e" : { "stringUnit" : { "value" : "escaped en" } } } },
                "many" : { "localizations" : {
                  "a1" : { "stringUnit" : { "value" : "1" } }, "a2" : { "stringUnit" : { "value" : "2" } }, "a3" : { "stringUnit" : { "value" : "3" } },
                  "a4" : { "stringUnit" : { "value" : "4" } }, "a5" : { "stringUnit" : { "value" : "5" } }, "a6" : { "stringUnit" : { "value" : "6" } },
                  "a7" : { "stringUnit" : { "value" : "7" } }, "a8" : { "stringUnit" : { "value" : "8" } }, "a9" : { "stringUnit" : { "value" : "9" } },
                  "b1" : { "stringUnit" : { "value" : "1" } }, "b2" : { "stringUnit" : { "value" : "2" } }, "b3" : { "stringUnit" : { "value" : "3" } },
                  "b4" : { "stringUnit" : { "value" : "4" } }, "a2" : { "stringUnit" : { "value" : "a2 again" } }, "ü" : { "stringUnit" : { "value" : "ü" } },
                  "u\\u0308" : { "stringUnit" : { "value" : "ü again, decomposed" } } } },
                "sorted many" : { "localizations" : {
                  "a1" : { "stringUnit" : { "value" : "1" } }, "a2" : { "stringUnit" : { "value" : "2" } }, "a3" : { "stringUnit" : { "value" : "3" } },
                  "a4" : { "stringUnit" : { "value" : "4" } }, "a5" : { "stringUnit" : { "value" : "5" } }, "a6" : { "stringUnit" : { "value" : "6" } },
                  "a7" : { "stringUnit" : { "value" : "7" } }, "a8" : { "stringUnit" : { "value" : "8" } }, "a9" : { "stringUnit" : { "value" : "9" } },
                  "b1" : { "stringUnit" : { "value" : "1" } }, "b2" : { "stringUnit" : { "value" : "2" } }, "b3" : { "stringUnit" : { "value" : "3" } },
                  "b4" : { "stringUnit" : { "value" : "4" } }, "b4" : { "stringUnit" : { "value" : "b4 again" } } } },
                "no unit" : { "localizations" : { "en" : { "substitutions" : { "x" : 1, "y" : { "argNum" : "one" } } }, "de" : "text" } },
                "both" : { "localizations" : { "en" : { "stringUnit" : { "value" : "u" }, "variations" : { "size" : {}, "plural" : { "lots" : { "stringUnit" : { "value" : "l" } } } } } } }
              },
              "version" : "1.0"
            }

            """
        var result: [(String, [UInt8])] = [("catalog", Array(catalog.utf8))]
        result.append(("catalog, CRLF", Array(catalog.replacingOccurrences(of: "\n", with: "\r\n").utf8)))
        result.append(("catalog, CR", Array(catalog.replacingOccurrences(of: "\n", with: "\r").utf8)))
        result.append(("catalog, tabs", Array(catalog.replacingOccurrences(of: "  ", with: "\t").utf8)))
        result.append(("catalog, minified", Array(catalog.replacingOccurrences(of: "\n", with: "").utf8)))
        result.append(("catalog, BOM", [0xEF, 0xBB, 0xBF] + Array(catalog.utf8)))
        result.append(
            (
                "catalog, invalid UTF-8",
                Array(catalog.utf8).replacing(
                    Array("Grüße".utf8), with: [0x47, 0x72, 0xFC, 0xDF, 0x65, 0xE2, 0x82, 0x20, 0xED, 0xA0, 0x80])
            ))
        result.append(("no source language, top-level errors", Array("{\"strings\": {\"a\": {}}}".utf8)))
        result.append(("array", Array("[1]".utf8)))
        result.append(("no strings", Array("{\"sourceLanguage\": 3}".utf8)))
        return result
    }

    // MARK: Tests

    func testScannerAgreesWithTheReference() {
        for (label, bytes) in documents {
            assertScannersAgree(bytes, label)
        }
    }

    func testScannerAgreesWithTheReferenceOnMutations() {
        for (label, bytes) in documents + catalogs.prefix(1) {
            for (offset, mutated) in mutations(of: bytes, count: 60, seed: UInt64(bytes.count) &* 0x9E37_79B9)
                .enumerated()
            {
                assertScannersAgree(mutated, "\(label), mutation \(offset)")
            }
        }
    }

    func testCatalogReaderAgreesWithTheReference() {
        for (label, bytes) in catalogs {
            assertCatalogReadersAgree(bytes, label)
        }
    }

    func testCatalogReaderAgreesWithTheReferenceOnMutations() throws {
        var seeds = catalogs.prefix(2).map { $0 }
        seeds.append(("Catalog.xcstrings", Array(try ReaderFixtures.data("Catalog.xcstrings"))))
        for (label, bytes) in seeds {
            for (offset, mutated) in mutations(of: bytes, count: 300, seed: UInt64(bytes.count)).enumerated() {
                assertCatalogReadersAgree(mutated, "\(label), mutation \(offset)")
            }
        }
    }

    func testCatalogReaderAgreesWithTheReferenceOnTheCorpus() throws {
        guard let corpus = ReaderFixtures.corpus else { throw XCTSkip("no shared corpus") }
        let files =
            FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "xcstrings" } ?? []
        for url in files {
            assertCatalogReadersAgree(Array(try Data(contentsOf: url)), url.lastPathComponent)
        }
    }

    func testPositionsAfterMultiByteCharactersAndInsideStringsOnErrors() throws {
        // "日本語😀" is 4 scalars in 13 bytes: the value after it is at column 3 + 4 + 4.
        let root = try JSONScanner.parse(Data("{\"日本語😀\": \"x\", \"é\": \"y\"}".utf8))
        XCTAssertEqual(root["日本語😀"]?.column, 11)
        XCTAssertEqual(root["é"]?.column, 21)
        // An error inside a string counts the scalars before it on its line.
        do {
            _ = try JSONScanner.parse(Data("[\"x\",\n \"日本\u{01}\"]".utf8))
            XCTFail("expected a syntax error")
        } catch let error as JSONSyntaxError {
            XCTAssertEqual(
                error,
                JSONSyntaxError(
                    line: 2, column: 5, message: "control character U+0001 in a string; expected it escaped"))
        }
    }

    func testDocumentDecodesStringsOnlyWhenAsked() throws {
        let document = try JSONScanner.scan(Data(#"{"a\u0062": "é\n", "n": -1.5}"#.utf8))
        document.withView { view in
            let members = Array(view.members(0))
            XCTAssertEqual(members.count, 2)
            XCTAssertEqual(view.string(members[0].key), "ab")
            XCTAssertTrue(view.equals(members[0].key, "ab"))
            XCTAssertFalse(view.equals(members[0].key, "a"))
            XCTAssertEqual(view.string(members[0].value), "é\n")
            XCTAssertEqual(view.member(0, "n").map { view.numberText($0) }, "-1.5")
            XCTAssertNil(view.member(0, "n").flatMap { view.int($0) })
            XCTAssertEqual(view.next(0), 5)
        }
    }
}

extension Array where Element == UInt8 {
    /// The bytes with the first occurrence of `pattern` replaced.
    fileprivate func replacing(_ pattern: [UInt8], with replacement: [UInt8]) -> [UInt8] {
        guard pattern.count <= count else { return self }
        for start in 0...(count - pattern.count) where self[start..<start + pattern.count].elementsEqual(pattern) {
            return Array(self[..<start]) + replacement + Array(self[(start + pattern.count)...])
        }
        return self
    }
}
