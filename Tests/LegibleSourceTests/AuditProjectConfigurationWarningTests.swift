import LegibleAudit
import XCTest

@testable import LegibleSource

/// `legible.json`'s warnings reach the audit the way every reader's diagnostics do: in the
/// collection's diagnostics, which every report lists.
final class AuditProjectConfigurationWarningTests: XCTestCase {
    func testConfigurationWarningsAreInputDiagnostics() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-config-warnings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("\"tab.home\" = \"Home\";\n\"tab.search\" = \"Search\";\n".utf8)
            .write(to: folder.appendingPathComponent("en.lproj/Localizable.strings"))
        try Data(
            """
            {"source": false,
             "elements": [
               {"keys": "tab.*", "role": "tabBarItem", "count": 2},
               {"key": "nav.title"},
               {"keys": ["tabs.*"], "role": "tabBarItem",
                "count": 2, "count": 3}
             ]}
            """.utf8
        ).write(to: folder.appendingPathComponent("legible.json"))
        let project = try AuditProject.load(paths: [folder.path])
        let config = folder.appendingPathComponent("legible.json").path
        XCTAssertEqual(
            project.collection.diagnostics.filter { $0.location.file == config }.map {
                "\($0.location.line):\($0.location.column) \($0.level.rawValue) \($0.message)"
            },
            [
                "4:4 warning elements[1]: no \"role\"; measured as a label (\"role\": \"label\"), whose room and font may not be the element's",
                "6:18 warning elements[2].count: given twice (also at line 6); this one is used",
                "4:13 warning elements[1].key: \"nav.title\" matches no key in the strings read",
                "5:15 warning elements[2].keys[0]: \"tabs.*\" matches no key in the strings read",
            ])
        // The first entry's pattern matches: no warning for it.
        XCTAssertEqual(project.configuration.elements.count, 3)
    }

    /// A fonts folder that is not there, and an Xcode project that cannot be read, are warnings:
    /// both were ignored, leaving stand-in fonts and default devices without a word.
    func testMissingFontsAndUnreadableProjectsAreWarnings() throws {
        let folder = try temporaryProject(
            [
                ("\"hello\" = \"Hello\";\n", "en.lproj/Localizable.strings"),
                ("// !$*UTF8*$!\n{ objects = (", "App.xcodeproj/project.pbxproj"),
                (#"{"fonts": ["Fonts/Apple"]}"#, "legible.json"),
            ], in: self)
        let project = try AuditProject.load(paths: [folder.path])
        let root = URL(fileURLWithPath: folder.path).resolvingSymlinksInPath().path
        XCTAssertEqual(
            project.warnings.map {
                $0.replacingOccurrences(of: root, with: "ROOT").replacingOccurrences(of: folder.path, with: "ROOT")
            },
            [
                "warning: legible.json fonts: ROOT/Fonts/Apple is not a folder; its fonts are not used (expected a folder of .ttf, .otf or .ttc files)",
                "warning: ROOT/App.xcodeproj/project.pbxproj: cannot be read as an Xcode project (expected a property list with an \"objects\" dictionary); its deployment target and devices are not used",
            ])
    }

    /// `--pseudo` with no string of the source language read (a project whose English is
    /// `en-US.lproj`, the source language left at `en`) says so, instead of measuring nothing.
    func testPseudoWithoutSourceLanguageStringsIsAWarning() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-pseudo-warning-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("en-US.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("\"save\" = \"Save\";\n".utf8).write(
            to: folder.appendingPathComponent("en-US.lproj/Localizable.strings"))
        var options = AuditProject.Options(scanSource: false)
        options.pseudo = [.expanded]
        let project = try AuditProject.load(paths: [folder.path], options: options)
        XCTAssertEqual(
            project.warnings,
            [
                "warning: --pseudo: no strings of the source language en were read, so none is pseudo-localized "
                    + "(the files have: en-US); give the development language with --source-language or "
                    + "legible.json sourceLanguage"
            ])
        options.sourceLanguage = "en-US"
        XCTAssertEqual(try AuditProject.load(paths: [folder.path], options: options).warnings, [])
    }
}
