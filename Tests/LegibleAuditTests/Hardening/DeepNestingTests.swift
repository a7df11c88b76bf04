import XCTest

@testable import LegibleAudit

/// Issue 13, class 1: deeply nested XML is a located error in that file, not a stack overflow
/// that ends the run and loses every other file's findings.
final class DeepNestingTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try ReaderFixtures.temporaryDirectory()
        try ReaderFixtures.write("\"hello\" = \"Hallo\";\n", to: "App/de.lproj/Localizable.strings", in: root)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// Reads the project with the deep file beside a good `.strings` file.
    private func readProject(deep relativePath: String, _ contents: String) throws -> StringCollection {
        try ReaderFixtures.write(contents, to: relativePath, in: root)
        return ProjectReader().read(paths: [root.appendingPathComponent("App").path])
    }

    private func assertDepthError(_ collection: StringCollection, file: String, line: UInt = #line) {
        let errors = collection.diagnostics.filter { $0.level == .error }
        XCTAssertEqual(errors.count, 1, "\(collection.diagnostics)", line: line)
        XCTAssertTrue(errors.first?.location.file.hasSuffix(file) == true, line: line)
        XCTAssertTrue(
            errors.first?.message.contains("nested deeper than \(XMLNesting.maximumDepth)") == true,
            errors.first?.message ?? "", line: line)
        XCTAssertGreaterThanOrEqual(errors.first?.location.line ?? 0, 1, line: line)
        XCTAssertGreaterThan(errors.first?.location.column ?? 0, 1, line: line)
        XCTAssertTrue(
            collection.strings.contains { $0.key == "hello" && $0.value == "Hallo" },
            "the other file's strings are kept", line: line)
    }

    func testXLIFFNested40000GroupsIsALocatedError() throws {
        let depth = 40_000
        let text =
            "<?xml version=\"1.0\"?><xliff version=\"1.2\"><file original=\"a.strings\" source-language=\"en\""
            + " target-language=\"de\"><body>" + String(repeating: "<group>", count: depth)
            + "<trans-unit id=\"k\"><source>Hi</source><target>Hallo</target></trans-unit>"
            + String(repeating: "</group>", count: depth) + "</body></file></xliff>"
        assertDepthError(try readProject(deep: "App/de.xliff", text), file: "de.xliff")
    }

    func testStoryboardNested20000ViewsIsALocatedError() throws {
        let depth = 20_000
        let text =
            "<?xml version=\"1.0\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\""
            + " version=\"3.0\"><scenes>" + String(repeating: "<view id=\"v\">", count: depth)
            + "<label text=\"Hello\" id=\"l1\"/>" + String(repeating: "</view>", count: depth) + "</scenes></document>"
        assertDepthError(try readProject(deep: "App/Base.lproj/Main.storyboard", text), file: "Main.storyboard")
    }

    func testStringsdictNested70000DictsIsALocatedError() throws {
        let depth = 70_000
        let text =
            "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>a</key>"
            + String(repeating: "<dict><key>b</key>", count: depth) + "<string>x</string>"
            + String(repeating: "</dict>", count: depth) + "</dict></plist>"
        assertDepthError(
            try readProject(deep: "App/de.lproj/Localizable.stringsdict", text), file: "Localizable.stringsdict")
    }

    func testNestingAtTheLimitIsRead() throws {
        let depth = XMLNesting.maximumDepth - 1  // below <xliff>
        let text =
            "<x>" + String(repeating: "<g>", count: depth - 1) + "v" + String(repeating: "</g>", count: depth - 1)
            + "</x>"
        let tree = try XMLTree.parse(data: Data(text.utf8), path: "t.xml")
        XCTAssertEqual(tree.root.innerText, "v")
        let tooDeep =
            "<x>" + String(repeating: "<g>", count: depth + 1) + String(repeating: "</g>", count: depth + 1) + "</x>"
        XCTAssertThrowsError(try XMLTree.parse(data: Data(tooDeep.utf8), path: "t.xml"))
    }
}
