import Foundation
import XCTest

/// A baseline matches wherever the audit runs from: its paths are relative to the repository
/// root, not to the working directory of the run that wrote it.
final class BaselineLocationTests: XCTestCase {
    func testBaselineWrittenAtTheRootMatchesAnAuditRunFromASubfolder() throws {
        let tool = try XCTUnwrap(CommandLineTests.tool, "the legible executable was not built next to the tests")
        let manager = FileManager.default
        let repository = manager.temporaryDirectory.appendingPathComponent("legible-baseline-\(UUID().uuidString)")
        let app = repository.appendingPathComponent("App")
        try manager.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try manager.createDirectory(at: app, withIntermediateDirectories: true)
        addTeardownBlock { try? manager.removeItem(at: repository) }
        try Data(CommandLineTests.catalog.utf8).write(to: app.appendingPathComponent("Localizable.xcstrings"))
        try Data(CommandLineTests.config.utf8).write(to: app.appendingPathComponent("legible.json"))

        // Written from the repository's top folder …
        let written = try CommandLineTests.run(
            tool, ["baseline", "App", "--output", "legible-baseline.json", "--no-progress"],
            in: repository)
        XCTAssertEqual(written.status, 0, written.error)
        let text = try String(contentsOf: repository.appendingPathComponent("legible-baseline.json"), encoding: .utf8)
        XCTAssertTrue(text.contains("\"file\" : \"App/Localizable.xcstrings\""), text)
        XCTAssertTrue(text.contains("\"paths\" : \"repository\""), text)
        let entries = text.components(separatedBy: "\"rule\" :").count - 1
        XCTAssertGreaterThan(entries, 0)

        // … and applied from the app's folder, and from the top folder: every finding is known.
        for (folder, arguments) in [
            (app, ["audit", ".", "--baseline", "../legible-baseline.json"]),
            (repository, ["audit", "App", "--baseline", "legible-baseline.json"]),
        ] {
            let run = try CommandLineTests.run(tool, arguments + ["--no-progress"], in: folder)
            XCTAssertEqual(run.status, 0, "\(folder.lastPathComponent): \(run.output)\(run.error)")
            XCTAssertTrue(
                run.error.contains(
                    "baseline: \(entries) known finding\(entries == 1 ? "" : "s") hidden, 0 baseline entries no longer found"
                ),
                run.error)
        }
    }
}
