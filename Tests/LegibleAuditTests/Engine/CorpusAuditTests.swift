import Foundation
import LegibleText
import XCTest

@testable import LegibleAudit

/// Audits the real String Catalogs in ../shared/corpus with element specs of our own, and the
/// real reported failure of IceCubesApp issue #654. Skips when the corpus is absent.
final class CorpusAuditTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/corpus").standardizedFileURL
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Corpus")
    static let measurer = TextMeasurer()

    func corpusFile(_ path: String) throws -> String {
        let url = Self.corpus.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw XCTSkip("corpus file absent: \(url.path)")
        }
        return url.path
    }

    func audit(
        _ path: String, config: String, sizes: [ContentSizeCategory]? = nil
    )
        throws -> (AuditEngine.Result, StringCollection, TimeInterval)
    {
        var configuration = try AuditConfiguration.load(from: Self.fixtures.appendingPathComponent(config))
        if let sizes { configuration.sizes = sizes }
        let start = Date()
        let collection = ProjectReader().read(paths: [path])
        let result = AuditEngine(configuration: configuration, measurer: Self.measurer).run(collection)
        return (result, collection, Date().timeIntervalSince(start))
    }

    func testIceCubesCatalog() throws {
        let path = try corpusFile("Dimillian__IceCubesApp/IceCubesApp/Resources/Localization/Localizable.xcstrings")
        // Four sizes keep the debug-build test quick; `legible audit` checks all twelve.
        let (result, collection, time) = try audit(
            path, config: "icecubes.legible.json",
            sizes: [.xSmall, .large, .xxxLarge, .ax5])
        let s = result.summary
        print(
            "IceCubesApp: \(s.strings) strings (\(s.keys) keys) × \(s.locales.count) locales; "
                + "\(s.strings - s.unchecked) measured × \(s.sizes.count) sizes × \(s.boldText.count) Bold Text states = "
                + "\(s.checks) checks in \(String(format: "%.2f", time)) s; findings \(s.findingsByRule)")
        // Counts independently made by Scripts/count-corpus-strings.py (json module): 14,220 values, 733 keys.
        XCTAssertEqual(collection.strings.count, 14_220)
        XCTAssertEqual(s.keys, 733)
        XCTAssertEqual(s.locales.count, 19)
        XCTAssertGreaterThan(s.checks, 5_000)
        // Every finding points into the catalog.
        for finding in result.findings {
            XCTAssertEqual(finding.file, path)
            XCTAssertGreaterThan(finding.line ?? 0, 0, finding.message)
        }
        // English tab titles fit a five-tab bar on a 393 pt iPhone.
        let englishTabs = result.findings.filter {
            $0.rule == "truncation" && $0.locale == "en" && ($0.key ?? "").hasPrefix("tab.")
                && ($0.element?.name ?? "").contains("iPhone 16")
        }
        XCTAssertEqual(englishTabs.map(\.message), [])
    }

    func testProtonPassCatalog() throws {
        let path = try corpusFile(
            "protonpass__ios-pass/LocalPackages/Screens/Sources/Screens/Resources/Localizable.xcstrings")
        let (result, collection, time) = try audit(
            path, config: "protonpass.legible.json",
            sizes: [.xSmall, .large, .xxxLarge, .ax5])
        let s = result.summary
        print(
            "Proton Pass Screens: \(s.strings) strings (\(s.keys) keys) × \(s.locales.count) locales; "
                + "\(s.strings - s.unchecked) measured; \(s.checks) checks in \(String(format: "%.2f", time)) s; "
                + "findings \(s.findingsByRule)")
        // Independent count (Scripts/count-corpus-strings.py): 5,455 values of 162 keys in 32 locales.
        XCTAssertEqual(collection.strings.count, 5_455)
        XCTAssertEqual(s.keys, 162)
        XCTAssertEqual(s.locales.count, 32)
        XCTAssertGreaterThan(s.checks, 1_000)
        XCTAssertTrue(result.findings.contains { $0.rule == "truncation" })
    }

    /// IceCubesApp issue #654: the Japanese tab title "エクスプローラー" was cut off in the tab bar.
    func testIceCubesIssue654JapaneseExploreTab() throws {
        let folder = "Dimillian__IceCubesApp/_at_commit/2bd5c26c0a5e2a1b2ec4a9ff3ab0d5dc2fbd8e6a"
        let root = Self.corpus.appendingPathComponent("Dimillian__IceCubesApp/_at_commit")
        guard
            let commit = try? FileManager.default.contentsOfDirectory(atPath: root.path).first(where: {
                $0.hasPrefix("2bd5c26")
            })
        else {
            throw XCTSkip("corpus folder absent: \(folder)")
        }
        let base = root.appendingPathComponent(commit)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { throw XCTSkip("unreadable") }
        // The commit's full localization is there; this test reads English and Japanese only.
        let files = (enumerator.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix("/en.lproj/Localizable.strings") || $0.hasSuffix("/ja.lproj/Localizable.strings") }
            .map { base.appendingPathComponent($0).path }
        guard files.count == 2 else { throw XCTSkip("expected en and ja files under \(base.path)") }
        var configuration = AuditConfiguration()
        configuration.devices = [.init(name: "iPhone SE", width: 320)]
        configuration.elements = [ElementConfiguration(key: "tab.explore", role: .tabBarItem)]
        configuration.elements[0].count = 5
        let collection = ProjectReader().read(paths: files)
        let result = AuditEngine(configuration: configuration, measurer: Self.measurer).run(collection)
        let truncations = result.findings.filter { $0.rule == "truncation" && $0.key == "tab.explore" }
        XCTAssertEqual(truncations.map(\.locale), ["ja"], truncations.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(collection.strings.first { $0.key == "tab.explore" && $0.locale == "ja" }?.value, "エクスプローラー")
    }
}
