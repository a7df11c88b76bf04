import Foundation
import XCTest

/// `legible audit`, `elements` and `init` on an app with Swift source and no legible.json.
final class ZeroConfigurationTests: XCTestCase {
    /// Runs the built tool in `folder`.
    func legible(_ arguments: [String], in folder: URL) throws -> CommandLineTests.Run {
        let tool = try XCTUnwrap(CommandLineTests.tool, "the legible executable was not built next to the tests")
        return try CommandLineTests.run(tool, arguments, in: folder)
    }

    /// A SwiftUI app: a five-tab `TabView` whose tabs come from an enum's `label`, and a screen's
    /// title; `.strings` in en and ja; an Xcode project that targets iOS 17 on iPhone only.
    func app() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-zero-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        func write(_ text: String, _ path: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write(
            """
            import SwiftUI
            enum AppTab: CaseIterable, Identifiable {
                case home, explore, inbox, lists, settings
                var id: Self { self }
                @ViewBuilder var label: some View {
                    switch self {
                    case .home: Label("tab.home", systemImage: "house")
                    case .explore: Label("tab.explore", systemImage: "magnifyingglass")
                    case .inbox: Label("tab.inbox", systemImage: "tray")
                    case .lists: Label("tab.lists", systemImage: "list.bullet")
                    case .settings: Label("tab.settings", systemImage: "gear")
                    }
                }
            }
            struct RootView: View {
                var body: some View {
                    TabView {
                        ForEach(AppTab.allCases) { tab in
                            Text(verbatim: "content").tabItem { tab.label }
                        }
                    }
                }
            }
            """, "App/RootView.swift")
        let en = [
            "tab.home": "Home", "tab.explore": "Explore", "tab.inbox": "Inbox", "tab.lists": "Lists",
            "tab.settings": "Settings", "unused.key": "Never shown",
        ]
        let ja = en.merging(["tab.explore": "エクスプローラー"]) { _, new in new }
        for (locale, table) in [("en", en), ("ja", ja)] {
            try write(
                table.sorted { $0.key < $1.key }.map { "\"\($0.key)\" = \"\($0.value)\";" }.joined(separator: "\n"),
                "App/\(locale).lproj/Localizable.strings")
        }
        try write(
            """
            // !$*UTF8*$!
            { objects = { A1 = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 17.0;
              TARGETED_DEVICE_FAMILY = 1; }; name = Release; }; }; rootObject = A1; }
            """, "App.xcodeproj/project.pbxproj")
        return folder
    }

    func testAuditMeasuresStringsWhereTheSourceShowsThem() throws {
        let folder = try app()
        let run = try legible(["audit", ".", "--fail-on", "error", "--no-progress"], in: folder)
        XCTAssertEqual(run.status, 1, run.output + run.error)
        let truncations = run.output.split(separator: "\n").filter { $0.hasSuffix("[truncation]") }
        // ja "エクスプローラー" is cut in its tab item; "Explore" fits. The project has no
        // LastUpgradeCheck before Xcode 26, so the iOS 26 design alone: (375 − 58.25) / 5 + 8.25
        // = 71.6 pt items (../shared/facts/ios26-design.md), less the assumed 2 × 2 pt label inset.
        XCTAssertTrue(
            truncations.contains {
                $0.contains("エクスプローラー") && $0.contains("67.6 pt tabBarItem")
                    && $0.contains("in the iOS 26 design")
                    && $0.contains("iPhone SE (3rd generation)") && $0.contains("(shown at App/RootView.swift:19:53)")
            },
            truncations.joined(separator: "\n"))
        XCTAssertFalse(truncations.contains { $0.contains("\"Explore\"") })
        XCTAssertTrue(
            run.output.contains(
                "Devices: iPhone SE (3rd generation) (375 pt), iPhone 16 (393 pt) — from iOS 17.0 in App.xcodeproj."),
            run.output)
        XCTAssertTrue(run.output.contains("Measured 10 strings: 10 from Swift source."), run.output)
        XCTAssertTrue(
            run.output.contains("Not measured: 2 strings (2 never referenced in the Swift source)."), run.output)
        XCTAssertTrue(run.output.contains("Configuration: none"), run.output)
    }

    func testElementsListsEachKeysElementsAndTheUnplaced() throws {
        let folder = try app()
        let run = try legible(["elements", ".", "--format", "json", "--no-progress"], in: folder)
        XCTAssertEqual(run.status, 0, run.error)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let elements = try XCTUnwrap(json["elements"] as? [[String: Any]])
        let explore = try XCTUnwrap(elements.first { $0["key"] as? String == "tab.explore" })
        XCTAssertEqual(explore["role"] as? String, "tabBarItem")
        XCTAssertEqual(explore["origin"] as? String, "source")
        XCTAssertEqual(explore["confidence"] as? String, "followed")
        XCTAssertEqual(explore["table"] as? String, "Localizable")
        XCTAssertEqual(explore["file"] as? String, "App/RootView.swift")
        XCTAssertEqual(explore["line"] as? Int, 19)
        XCTAssertEqual((explore["spec"] as? [String: Any])?["count"] as? Int, 5)
        XCTAssertEqual(elements.count, 5)
        let unplaced = try XCTUnwrap(json["unplaced"] as? [[String: Any]])
        XCTAssertEqual(unplaced.map { $0["key"] as? String }, ["unused.key"])
        XCTAssertEqual(unplaced.first?["reason"] as? String, "not referenced in the Swift source")
    }

    func testInitWritesAStartingConfigurationAndNeverOverwrites() throws {
        let folder = try app()
        let first = try legible(["init", "."], in: folder)
        XCTAssertEqual(first.status, 0, first.error)
        let data = try Data(contentsOf: folder.appendingPathComponent("legible.json"))
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(json["version"] as? Int, 1)
        // The project's devices: iOS 17 on iPhone only.
        XCTAssertEqual((json["devices"] as? [[String: Any]])?.compactMap { $0["width"] as? Double }, [375, 393])
        XCTAssertEqual(
            (json["comment"] as? [String])?.last, "Localizable/unused.key: not referenced in the Swift source")
        // The file it wrote is a valid configuration.
        let audit = try legible(["audit", ".", "--fail-on", "never", "--no-progress"], in: folder)
        XCTAssertEqual(audit.status, 0, audit.error)
        XCTAssertTrue(audit.output.contains("Configuration: legible.json."), audit.output)
        let second = try legible(["init", "."], in: folder)
        XCTAssertEqual(second.status, 2)
        XCTAssertTrue(second.error.contains("exists; use --force"), second.error)
        // --force replaces an earlier configuration, never a file the project is read from.
        for input in ["App/ja.lproj/Localizable.strings", "App/RootView.swift"] {
            let before = try Data(contentsOf: folder.appendingPathComponent(input))
            let clash = try legible(["init", ".", "--output", input, "--force"], in: folder)
            XCTAssertEqual(clash.status, 2, clash.output)
            XCTAssertTrue(clash.error.contains("is an input of this project"), clash.error)
            XCTAssertTrue(clash.error.contains("refusing to overwrite it"), clash.error)
            XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent(input)), before, input)
        }
    }
}
