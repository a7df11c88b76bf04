import Foundation
import XCTest

/// Every command's `--help`, against its recorded file in Help/ (80 columns).
/// `LEGIBLE_RECORD_GOLDEN=1 swift test --filter LegibleCLITests.HelpSnapshotTests` rewrites
/// them and fails, so that every change to the help is reviewed in the diff.
final class HelpSnapshotTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Help")

    /// The root and every subcommand, as `legible help` lists them.
    static let commands = [
        "", "audit", "baseline", "check", "elements", "init", "measure", "merge", "pseudo", "rules", "strings",
    ]

    func testEveryCommandsHelp() throws {
        let tool = try XCTUnwrap(CommandLineTests.tool, "the legible executable was not built next to the tests")
        for command in Self.commands {
            let arguments = command.isEmpty ? ["--help"] : [command, "--help"]
            // A fixed width: ArgumentParser wraps help at $COLUMNS, else the terminal's.
            let run = try CommandLineTests.run(
                tool, arguments, environment: ["COLUMNS": "80", "PATH": "/usr/bin:/bin"])
            XCTAssertEqual(run.status, 0, "legible \(arguments.joined(separator: " ")): \(run.error)")
            XCTAssertEqual(run.error, "", command)
            assertSnapshot(run.output, named: (command.isEmpty ? "legible" : command) + ".txt")
        }
    }

    /// `legible help audit` and `legible audit -h` print the same as `legible audit --help`.
    func testHelpSpellings() throws {
        let tool = try XCTUnwrap(CommandLineTests.tool)
        let environment = ["COLUMNS": "80", "PATH": "/usr/bin:/bin"]
        let expected = try CommandLineTests.run(tool, ["audit", "--help"], environment: environment).output
        XCTAssertEqual(try CommandLineTests.run(tool, ["help", "audit"], environment: environment).output, expected)
        XCTAssertEqual(try CommandLineTests.run(tool, ["audit", "-h"], environment: environment).output, expected)
    }

    func assertSnapshot(_ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) {
        let url = Self.folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["LEGIBLE_RECORD_GOLDEN"] == "1" {
            do {
                try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
                XCTFail(
                    "Recorded Help/\(name): review the change, then run again without LEGIBLE_RECORD_GOLDEN",
                    file: file, line: line)
            } catch {
                XCTFail("Cannot record Help/\(name): \(error)", file: file, line: line)
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("No recorded Help/\(name); run with LEGIBLE_RECORD_GOLDEN=1 to record it", file: file, line: line)
            return
        }
        if expected != text {
            let a = expected.components(separatedBy: "\n"), b = text.components(separatedBy: "\n")
            let index = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            XCTFail(
                """
                Help/\(name) differs at line \(index + 1):
                  expected: \(index < a.count ? a[index] : "<end>")
                  actual:   \(index < b.count ? b[index] : "<end>")
                Run with LEGIBLE_RECORD_GOLDEN=1 to record the new help, then review the diff.
                """, file: file, line: line)
        }
    }
}
