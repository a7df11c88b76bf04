import LegibleAudit
import XCTest

@testable import LegibleSource

/// Scans small parts of the corpus in ../shared/corpus (debug builds parse slowly: whole apps
/// are measured in release builds, not here).
final class CorpusTests: XCTestCase {
    /// `<package root>/../shared/corpus`.
    private var corpus: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }

    private func folder(_ relative: String) throws -> String {
        let url = corpus.appendingPathComponent(relative)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw XCTSkip("the corpus is not at \(url.path)")
        }
        return url.path
    }

    func testIceCubesTabsAreFollowedIntoTheTabBar() throws {
        let app = try folder(
            "Dimillian__IceCubesApp/_at_commit/2bd5c26c6f32bb13e07c636df3852386036f4994/IceCubesApp/App")
        let result = SwiftSourceScanner().scan(paths: [app])
        XCTAssertGreaterThan(result.files.count, 10)
        let tab = try XCTUnwrap(
            placements(result, "tab.explore").first { $0.element.role == .tabBarItem },
            "\(placements(result, "tab.explore"))")
        XCTAssertEqual(tab.confidence, .followed)
        XCTAssertEqual(tab.element.count, 5, "the TabView's tabs come from a ForEach")
        XCTAssertEqual(tab.via, "Tab.label")
        XCTAssertTrue(tab.location.file.hasSuffix("IceCubesApp.swift"))
    }

    func testMastodonConfirmEmailTitleThroughGeneratedAccessor() throws {
        let root = try folder("mastodon__mastodon-ios/_at_commit/38a9268abbdb2157430c344b04e5087780b2d4b1")
        let strings = root + "/MastodonSDK/Sources/MastodonLocalization/Generated/Strings.swift"
        let controller = root + "/Mastodon/Scene/Onboarding/ConfirmEmail/MastodonConfirmEmailViewController.swift"
        let result = SwiftSourceScanner().scan(paths: [strings, controller])
        XCTAssertEqual(result.files.count, 2)
        XCTAssertTrue(result.wrappers.contains("L10n.tr"), "\(result.wrappers)")
        let title = try XCTUnwrap(placements(result, "Scene.ConfirmEmail.Title").first)
        XCTAssertEqual(title.element.role, .navigationTitle)
        XCTAssertEqual(title.element.backButtonTitle, "Back")
        XCTAssertEqual(title.via, "L10n.Scene.ConfirmEmail.title")
        XCTAssertEqual(title.confidence, .direct)
        XCTAssertEqual(title.location.line, 139)
        let alert = try XCTUnwrap(placements(result, "Scene.ConfirmEmail.DontReceiveEmail.Title").first)
        XCTAssertEqual(alert.element.role, .alertTitle)
        let ok = try XCTUnwrap(placements(result, "Common.Controls.Actions.Ok").first)
        XCTAssertEqual(ok.element.role, .alertAction)
        XCTAssertEqual(ok.element.count, 2)
    }

    /// The real apps' Swift files (their latest sources, not the `_at_commit` copies) are far
    /// within the scan's nesting limits: no file of theirs is skipped by them.
    func testCorpusNestingIsWithinTheLimits() throws {
        let root = try folder(".")
        var deepest = (depth: 0, file: ""), unclosed = (count: 0, file: ""), files = 0
        let walker = FileManager.default.enumerator(atPath: root)
        while let relative = walker?.nextObject() as? String {
            if (relative as NSString).lastPathComponent == "_at_commit" { walker?.skipDescendants() }
            guard relative.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: root + "/" + relative)
            else { continue }
            let nesting = BracketNesting([UInt8](data))
            files += 1
            if nesting.squareDepth > deepest.depth { deepest = (nesting.squareDepth, relative) }
            if nesting.unclosed > unclosed.count { unclosed = (nesting.unclosed, relative) }
        }
        XCTAssertGreaterThan(files, 1_000)
        let figures = "\(files) files; deepest square brackets: \(deepest); most unclosed: \(unclosed)"
        XCTAssertLessThanOrEqual(deepest.depth * 2, SwiftSourceScanner.maximumSquareBracketDepth, figures)
        XCTAssertEqual(unclosed.count, 0, figures)
    }
}
