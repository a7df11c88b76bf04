import Dispatch
import Foundation
import LegibleAudit
import XCTest

@testable import LegibleSource

/// Issue 32: inputs swift-syntax's parser takes exponential or cubic time on (nested square
/// brackets, brackets never closed) are not parsed: a warning names the file and the place, and
/// the other files are scanned. How long the scan takes is measured by the bench
/// (`Scripts/bench`, "pathological inputs"), never asserted here.
final class NestingGuardTests: XCTestCase {
    private static let normal = (text: "import SwiftUI\nlet t = Text(\"normal.key\")\n", path: "Normal.swift")

    /// Scans `text` as `Bad.swift` next to a normal file; the warnings about `Bad.swift`.
    private func scanBeside(
        _ text: String, options: SwiftSourceScanner.Options = .init(concurrent: false)
    ) throws
        -> (result: SourceScan, warnings: [Diagnostic])
    {
        let folder = try temporaryProject([(text, "Bad.swift"), Self.normal], in: self)
        let result = SwiftSourceScanner(options: options).scan(paths: [folder.path])
        XCTAssertEqual(placements(result, "normal.key").count, 1, "the normal file is scanned")
        XCTAssertEqual(
            result.files.map { ($0 as NSString).lastPathComponent }.filter { $0 == "Normal.swift" }, ["Normal.swift"])
        return (result, result.diagnostics.filter { $0.location.file.hasSuffix("/Bad.swift") })
    }

    func testNestedArrayLiteralsAreSkippedWithAWarning() throws {
        for depth in [24, 30] {
            let source = "let a = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
            let (result, warnings) = try scanBeside(source)
            XCTAssertEqual(warnings.map(\.level), [.warning])
            XCTAssertEqual(
                warnings.first?.message,
                "not scanned: square brackets nested \(depth) deep here (more than 16); swift-syntax's parser takes "
                    + "time exponential in this nesting (its strings are audited, but none is placed by this file)")
            XCTAssertEqual(warnings.first.map { [$0.location.line, $0.location.column] }, [1, 8 + depth])
            XCTAssertFalse(result.files.contains { $0.hasSuffix("/Bad.swift") })
        }
    }

    func testNestedArrayTypesAreSkippedWithAWarning() throws {
        let source = "let t: " + String(repeating: "[", count: 24) + "Int" + String(repeating: "]", count: 24) + " = []"
        let (_, warnings) = try scanBeside(source)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(
            warnings.first?.message.hasPrefix("not scanned: square brackets nested 24 deep here") == true,
            "\(warnings)")
    }

    func testUnclosedSquareBracketsAfterATextAreSkipped() throws {
        let source = "import SwiftUI\nlet v = Text(\"Settings\")\n" + String(repeating: "[", count: 50) + "\n"
        let (_, warnings) = try scanBeside(source)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(
            warnings.first?.message.hasPrefix("not scanned: square brackets nested 50 deep here") == true,
            "\(warnings)")
        XCTAssertEqual(warnings.first.map { [$0.location.line, $0.location.column] }, [3, 50])
    }

    func testNestedUnclosedCallsAreSkipped() throws {
        // `"foo("` is a string: 1,000 calls are left open, on one line.
        let (_, warnings) = try scanBeside(String(repeating: #"foo(""#, count: 2_000) + "\n")
        XCTAssertEqual(
            warnings.map(\.message),
            [
                "not scanned: 1000 brackets never closed, the first here (more than 64); swift-syntax's parser "
                    + "rescans the rest of the file for each (its strings are audited, but none is placed by this file)"
            ])
        XCTAssertEqual(warnings.first.map { [$0.location.line, $0.location.column] }, [1, 4])
        // One a line, each with a string left open.
        let (_, lines) = try scanBeside(String(repeating: "foo(\"\n", count: 2_000))
        XCTAssertTrue(lines.first?.message.hasPrefix("not scanned: 2000 brackets never closed") == true, "\(lines)")
    }

    /// Up to the limits, a file is parsed and scanned (nesting that costs the parser little:
    /// square brackets behind string keys, calls left open at the end of the file).
    func testNestingUpToTheLimitsIsScanned() throws {
        let limit = SwiftSourceScanner.maximumSquareBracketDepth
        let dictionary =
            "import SwiftUI\nlet d = " + String(repeating: #"["a": "#, count: limit) + "1"
            + String(repeating: "]", count: limit) + "\nlet t = Text(\"deep.key\")\n"
        let (deep, deepWarnings) = try scanBeside(dictionary)
        XCTAssertEqual(deepWarnings, [])
        XCTAssertEqual(placements(deep, "deep.key").count, 1)
        let open =
            "import SwiftUI\nlet t = Text(\"open.key\")\n"
            + String(repeating: "f(", count: SwiftSourceScanner.maximumUnclosedBrackets)
        let (opened, openWarnings) = try scanBeside(open)
        XCTAssertEqual(openWarnings.map(\.level), [.note], "the parser recovered: \(openWarnings)")
        XCTAssertEqual(placements(opened, "open.key").count, 1)
        let (_, over) = try scanBeside(open + "f(")
        XCTAssertTrue(over.first?.message.hasPrefix("not scanned: 65 brackets never closed") == true, "\(over)")
    }

    /// Past its time limit, an item is given up (`nil`) and the others are still mapped: its
    /// thread finishes alone, later, and the map does not wait for it.
    func testAnItemPastTheTimeLimitIsGivenUp() {
        let release = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        for concurrent in [false, true] {
            let scanner = SwiftSourceScanner(options: .init(concurrent: concurrent))
            let results = scanner.map(Array(0..<6), timeLimit: 0.2) { item -> Int in
                if item == 2 {
                    release.wait()
                    finished.signal()
                }
                return item * 10
            }
            XCTAssertEqual(results, [0, 10, nil, 30, 40, 50], "concurrent: \(concurrent)")
            release.signal()
            finished.wait()
        }
    }

    /// A file given up on says so, and the scan goes on with the others.
    func testAFilePastTheParseTimeLimitIsSkippedWithAWarning() throws {
        // Deep enough for the parser to spend well over a millisecond on it (about 25 ms in a
        // release build, seconds in a debug one), shallow enough that its thread ends soon after.
        let depth = 17
        let source = "let a = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        let folder = try temporaryProject([(source, "Bad.swift")], in: self)
        var options = SwiftSourceScanner.Options(concurrent: false, maximumSquareBracketDepth: .max)
        options.parseTimeLimit = 0.001
        let result = SwiftSourceScanner(options: options).scan(paths: [folder.path])
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            [
                "not scanned: swift-syntax's parser took more than 0.001 s on this file and was left to finish on its "
                    + "own (its strings are audited, but none is placed by this file)"
            ])
        XCTAssertTrue(result.diagnostics.first?.location.file.hasSuffix("/Bad.swift") == true)
    }
}
