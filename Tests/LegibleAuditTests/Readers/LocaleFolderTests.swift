import XCTest

@testable import LegibleAudit

final class LocaleFolderTests: XCTestCase {
    func testNormalization() {
        let cases: [(String, String?)] = [
            ("en", "en"), ("en.lproj", "en"), ("zh-Hans", "zh-Hans"), ("zh_hans", "zh-Hans"), ("pt-BR", "pt-BR"),
            ("pt_BR", "pt-BR"), ("pt_br.lproj", "pt-BR"), ("sr-Latn", "sr-Latn"), ("es-419", "es-419"),
            ("zh_CN", "zh-CN"), ("de_DE", "de-DE"), ("en-US", "en-US"), ("ckb", "ckb"), ("fil", "fil"),
            ("English", "en"), ("German", "de"), ("Japanese", "ja"), ("French", "fr"), ("Spanish", "es"),
            ("Italian", "it"), ("Dutch", "nl"), ("english", "en"), ("Base", nil),
        ]
        for (name, identifier) in cases {
            XCTAssertEqual(LocaleFolder(name: name).identifier, identifier, name)
        }
    }

    func testBaseIsTheSourceLanguage() {
        let base = LocaleFolder(name: "Base.lproj")
        XCTAssertTrue(base.isBase)
        XCTAssertEqual(base.name, "Base")
        XCTAssertEqual(base.locale(sourceLanguage: "fr"), "fr")
        XCTAssertEqual(LocaleFolder(name: "de").locale(sourceLanguage: "fr"), "de")
        XCTAssertFalse(LocaleFolder(name: "de").isBase)
    }

    func testContainingFolderAndTable() {
        XCTAssertEqual(
            LocaleFolder.containing(path: "App/Resources/pt_BR.lproj/Localizable.strings"), LocaleFolder(name: "pt_BR"))
        XCTAssertEqual(LocaleFolder.containing(path: "App/de.lproj/Sub/Main.strings")?.identifier, "de")
        XCTAssertNil(LocaleFolder.containing(path: "App/Localizable.xcstrings"))
        XCTAssertNil(LocaleFolder.containing(path: "App/x.lproj"))  // the folder itself names no file inside it
        XCTAssertEqual(InputFile(path: "App/de.lproj/InfoPlist.strings", kind: .strings).table, "InfoPlist")
        XCTAssertEqual(InputFile.Kind(path: "A/B.XCSTRINGS"), .stringCatalog)
        XCTAssertNil(InputFile.Kind(path: "A/B.txt"))
        XCTAssertEqual(InputFile.Kind(path: "A/de.xlf"), .xliff)
        XCTAssertEqual(LocaleFolder.language(of: "en-US"), "en")
    }
}
