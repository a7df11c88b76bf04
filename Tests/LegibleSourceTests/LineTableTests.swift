import Foundation
import SwiftParser
import SwiftSyntax
import XCTest

@testable import LegibleSource

/// `LineTable` gives every position the line and column swift-syntax's own
/// `SourceLocationConverter` gives it for the tree parsed from the same bytes.
final class LineTableTests: XCTestCase {
    /// Compares the two at every token's start and end, at the file's start and end, and past it
    /// (both clamp); returns the number of positions compared.
    @discardableResult
    func assertSameAsConverter(
        _ bytes: [UInt8], _ name: String, file: StaticString = #filePath, line: UInt = #line
    )
        -> Int
    {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let converter = SourceLocationConverter(fileName: name, tree: tree)
        let table = LineTable(bytes)
        var offsets = [0, bytes.count, bytes.count + 5]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            offsets += [
                token.position.utf8Offset, token.positionAfterSkippingLeadingTrivia.utf8Offset,
                token.endPositionBeforeTrailingTrivia.utf8Offset,
            ]
        }
        for offset in offsets {
            let expected = converter.location(for: AbsolutePosition(utf8Offset: offset))
            let found = table.lineAndColumn(at: offset)
            XCTAssertEqual(found.line, expected.line, "\(name) at \(offset): line", file: file, line: line)
            XCTAssertEqual(found.column, expected.column, "\(name) at \(offset): column", file: file, line: line)
        }
        return offsets.count
    }

    func testLineBreaksOfEveryKind() {
        let sources = [
            "", "let a = 1", "let a = 1\n", "\n\n\nlet a = 1",
            "let a = \"x\"\r\nlet b = \"y\"\r\n", "let a = 1\rlet b = 2\r", "let a = 1\r\n\r\n\nlet b = 2\r",
            "let s = \"\"\"\r\n  one\r\n  two\n  \"\"\"\nlet t = \"é 😀\" // ü\n",
            "\u{FEFF}let a = Text(\"Hello\")\n  .font(.body)",
            "/* a\r\nb\rc\n */ let x = NSLocalizedString(\"k\", comment: \"\")",
            "let broken = \"unterminated\nlet next = 1\r\n}}} ",
        ]
        for (index, source) in sources.enumerated() {
            assertSameAsConverter(Array(source.utf8), "source \(index)")
        }
    }

    /// Invalid UTF-8 is kept byte for byte by the parser, and so by the table.
    func testInvalidUTF8() {
        var bytes = Array("let a = \"".utf8) + [0xFF, 0xC3] + Array("\"\r\nlet b = 1\n".utf8)
        assertSameAsConverter(bytes, "invalid")
        bytes.insert(0x0D, at: 3)
        assertSameAsConverter(bytes, "invalid with a carriage return")
    }

    /// Real files: the corpus's Swift sources (skipped without ../shared/corpus).
    func testCorpusFiles() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard FileManager.default.fileExists(atPath: corpus.path) else {
            throw XCTSkip("the corpus is not at \(corpus.path)")
        }
        let files = (FileManager.default.enumerator(atPath: corpus.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThan(files.count, 100, "the corpus has Swift sources")
        // Every 100th file: a spread over the apps that a debug build parses in a few seconds.
        var compared = 0
        for path in stride(from: 0, to: files.count, by: 100).map({ files[$0] }) {
            let bytes = try [UInt8](Data(contentsOf: corpus.appendingPathComponent(path)))
            compared += assertSameAsConverter(bytes, path)
        }
        XCTAssertGreaterThan(compared, 500)
    }
}
