import Foundation
import XCTest

/// `legible audit --pseudo` and `--pseudo-fail-on`, and `legible pseudo`, run as a user runs them.
final class PseudoCLITests: XCTestCase {
    /// The project of `CommandLineTests`: "Explore" fits a five-tab bar on a 320 pt iPhone, its
    /// Japanese does not; its expanded text (7 characters, +14) does not either.
    func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-pseudo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(CommandLineTests.catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        try Data(CommandLineTests.config.utf8).write(to: folder.appendingPathComponent("legible.json"))
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func legible(_ arguments: [String], in folder: URL) throws -> CommandLineTests.Run {
        let tool = try XCTUnwrap(CommandLineTests.tool, "the legible executable was not built next to the tests")
        return try CommandLineTests.run(tool, arguments, in: folder)
    }

    func testPseudoFindingsFailOnlyThroughPseudoFailOn() throws {
        let folder = try project()
        let audit = ["audit", ".", "--no-progress", "--fail-on", "never", "--pseudo", "expanded"]
        let passing = try legible(audit, in: folder)
        XCTAssertEqual(passing.status, 0, passing.error)
        XCTAssertTrue(
            passing.output.contains("Pseudo-localization: expanded, 1 string as en-x-expanded: "), passing.output)
        let failing = try legible(audit + ["--pseudo-fail-on", "error"], in: folder)
        XCTAssertEqual(failing.status, 1, failing.output)
        XCTAssertTrue(
            failing.error.contains("pseudo-localization finding is at error level (--pseudo-fail-on error)"),
            failing.error)
        XCTAssertEqual(try legible(["audit", ".", "--pseudo", "expandd"], in: folder).status, 2)
    }

    func testPseudoWritesTheCatalogWithOneMoreLocalization() throws {
        let folder = try project()
        let run = try legible(["pseudo", "Localizable.xcstrings", "--kind", "bounded"], in: folder)
        XCTAssertEqual(run.status, 0, run.error)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let entry = try XCTUnwrap((root["strings"] as? [String: Any])?["tab.explore"] as? [String: Any])
        let localizations = try XCTUnwrap(entry["localizations"] as? [String: Any])
        XCTAssertEqual(Set(localizations.keys), ["en", "ja", "en-x-bounded"])
        let unit = (localizations["en-x-bounded"] as? [String: Any])?["stringUnit"] as? [String: Any]
        XCTAssertEqual(unit?["value"] as? String, "[# Explore #]")
        XCTAssertEqual(unit?["state"] as? String, "translated")
    }

    func testPseudoWritesThroughASymbolicLinkAndNeverReplacesIt() throws {
        // `-o link` writes the file the link names, as the shell's `>` does; the link stays a link
        // (a rename over it would have replaced it, and /dev/stdout with it).
        let folder = try project()
        let target = folder.appendingPathComponent("target.xcstrings")
        let link = folder.appendingPathComponent("link.xcstrings")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let run = try legible(
            ["pseudo", "Localizable.xcstrings", "--kind", "bounded", "-o", "link.xcstrings"], in: folder)
        XCTAssertEqual(run.status, 0, run.error)
        let attributes = try FileManager.default.attributesOfItem(atPath: link.path)
        XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeSymbolicLink)
        let written = try String(contentsOf: target, encoding: .utf8)
        XCTAssertTrue(written.contains("[# Explore #]"), written)
        // `-o -` is standard output, not a file named "-".
        let dash = try legible(["pseudo", "Localizable.xcstrings", "--kind", "bounded", "-o", "-"], in: folder)
        XCTAssertEqual(dash.status, 0, dash.error)
        XCTAssertTrue(dash.output.contains("[# Explore #]"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
    }

    func testPseudoNeverWritesOverItsInput() throws {
        let folder = try project()
        let run = try legible(
            ["pseudo", "Localizable.xcstrings", "--kind", "expanded", "-o", "./Localizable.xcstrings"], in: folder)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.error.contains("would replace the file being pseudo-localized"), run.error)
        let catalog = try String(contentsOf: folder.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
        XCTAssertEqual(catalog, CommandLineTests.catalog)
    }
}
