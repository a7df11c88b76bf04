import XCTest
@testable import LegibleAudit

/// Issue 13: input that was read must not be dropped because something beside it was not.
final class LostDataTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try ReaderFixtures.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    static let goodXLIFF = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff version="1.2"><file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext"><body>
        <trans-unit id="hello"><source>Hello</source><target>Hallo</target></trans-unit>
        <trans-unit id="bye"><source>Bye</source><target>Tschüss</target></trans-unit>
        </body></file></xliff>
        """

    /// Class 5: one truncated extra `.xliff` in `Localized Contents` dropped the good one too.
    func testXclocFilesStandOrFallAlone() throws {
        try ReaderFixtures.write(Self.goodXLIFF, to: "de.xcloc/Localized Contents/de.xliff", in: root)
        try ReaderFixtures.write(String(Self.goodXLIFF.prefix(200)), to: "de.xcloc/Localized Contents/extra.xliff", in: root)
        let collection = try XLIFFReader.read(url: root.appendingPathComponent("de.xcloc"))
        XCTAssertEqual(collection.strings.filter { $0.locale == "de" }.map(\.value), ["Hallo", "Tschüss"])
        let errors = collection.diagnostics.filter { $0.level == .error }
        XCTAssertEqual(errors.count, 1, "\(collection.diagnostics)")
        XCTAssertTrue(errors.first?.location.file.hasSuffix("extra.xliff") == true)
        XCTAssertGreaterThan(errors.first?.location.line ?? 0, 0)
    }
}
