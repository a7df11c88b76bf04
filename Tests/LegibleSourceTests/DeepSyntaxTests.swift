import Foundation
import LegibleAudit
import SwiftParser
import SwiftSyntax
import XCTest

@testable import LegibleSource

/// Swift files whose syntax trees are very deep or very long: swift-syntax parses and walks
/// them by recursion as deep as the tree, so the scanner runs on threads with large stacks
/// (`SwiftSourceScanner.stackSize`) and skips files larger than it can hold.
final class DeepSyntaxTests: XCTestCase {
    /// An `else if` chain of 8,000 branches (a 290 KB file; 6,000 overflowed the 8 MB stack of
    /// the thread that scanned it) is scanned, and the key after it is placed.
    func testALongElseIfChainIsScanned() {
        let branches = (0..<8_000).map { " else if x == \($0) { return \"b\" }" }.joined()
        let source = """
            import SwiftUI
            func f(x: Int) -> String {
                if x == -1 { return "a" }\(branches) else { return "c" }
            }
            struct Deep: View {
                var body: some View { Text("deep.key") }
            }
            """
        for concurrent in [false, true] {
            let result = SwiftSourceScanner(options: .init(concurrent: concurrent))
                .scan(sources: [
                    ("Deep.swift", source), ("Other.swift", "import SwiftUI\nlet t = Text(\"other.key\")\n"),
                ])
            XCTAssertEqual(placements(result, "deep.key").map(\.element.role), [.label], "concurrent: \(concurrent)")
            XCTAssertEqual(placements(result, "other.key").count, 1, "concurrent: \(concurrent)")
        }
    }

    /// A text in each branch of a long `else if` chain is placed, each at its own place: the
    /// searches up the tree jump over the chain (climbing it from each branch was quadratic: 6,000
    /// branches took 18 s), and columns on one long line are counted on from the last one.
    func testTextsInEachBranchOfALongElseIfChainArePlaced() {
        let branches = (1..<2_000).map { " else if x == \($0) { Text(\"k\($0)\") }" }
        let source = """
            import SwiftUI
            struct Chain: View {
                var body: some View {
                    if x == 0 { Text("k0") }\(branches.joined())
                }
            }
            """
        let result = scan(source, path: "Chain.swift")
        XCTAssertEqual(result.placements.count, 2_000)
        assertAt(placement(result, "k0"), 4, 21)
        let before = "        if x == 0 { Text(\"k0\") }" + branches.dropLast().joined() + " else if x == 1999 { "
        assertAt(placement(result, "k1999"), 4, before.unicodeScalars.count + 1)
        XCTAssertEqual(placement(result, "k1999")?.element.role, .label)
    }

    /// Columns count Unicode scalars, on from the last place asked on the same line.
    func testColumnsOnOneLineAfterNonASCIIText() {
        let result = scan("import SwiftUI\nlet a = Text(\"héllo\"); let b = Text(\"k2\"); let c = Text(\"é\")\n")
        assertAt(placement(result, "héllo"), 2, 9)
        assertAt(placement(result, "k2"), 2, 32)
        assertAt(placement(result, "é"), 2, 52)
    }

    /// A chain of 6,000 modifiers (30,000 overflowed the stack in swift-syntax's token walk) is
    /// scanned, and the text it modifies is placed.
    func testALongModifierChainIsScanned() {
        let source = """
            import SwiftUI
            struct Bold: View {
                var body: some View { Text("bold.key")\(String(repeating: ".bold()", count: 6_000)) }
            }
            """
        XCTAssertEqual(placements(scan(source, path: "Bold.swift"), "bold.key").count, 1)
    }

    /// A dotted name is read without recursion, up to `maximumDottedPathLength` names: a chain
    /// of thousands (its reading was quadratic, 16 s for 8,000) is no key path.
    func testDottedPathsAreReadUpToTheirLimit() throws {
        func path(_ names: Int) throws -> String? {
            let text = "let v = a" + (1..<names).map { ".n\($0)" }.joined()
            let tree = Parser.parse(source: text)
            let binding = try XCTUnwrap(tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first)
            return dottedPath(try XCTUnwrap(binding.initializer?.value))
        }
        XCTAssertEqual(try path(3), "a.n1.n2")
        XCTAssertEqual(try path(maximumDottedPathLength)?.split(separator: ".").count, maximumDottedPathLength)
        XCTAssertNil(try path(maximumDottedPathLength + 1))
        XCTAssertNil(try path(8_000))
    }

    /// A file larger than `maximumFileSize` is not parsed: a warning names it, and the other
    /// files are scanned.
    func testAFileLargerThanTheLimitIsSkippedWithAWarning() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-deep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("Big.swift")
        let line = "// " + String(repeating: "x", count: 1_020) + "\n"
        try Data(String(repeating: line, count: SwiftSourceScanner.maximumFileSize / line.utf8.count + 1).utf8)
            .write(to: big)
        try Data("import SwiftUI\nlet t = Text(\"small.key\")\n".utf8)
            .write(to: folder.appendingPathComponent("Small.swift"))
        let result = SwiftSourceScanner(options: .init(concurrent: false)).scan(paths: [folder.path])
        XCTAssertEqual(placements(result, "small.key").count, 1)
        let warning = try XCTUnwrap(result.diagnostics.first { $0.location.file == big.path })
        XCTAssertEqual(warning.level, .warning)
        XCTAssertTrue(warning.message.hasPrefix("not scanned: 8 MB, larger than the 8 MB"), warning.message)
    }
}
