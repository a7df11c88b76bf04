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
}
