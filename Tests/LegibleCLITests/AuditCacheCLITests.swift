import Foundation
import LegibleAudit
import XCTest

/// `legible audit`'s cache: a second audit of an unchanged app reads its result and writes the
/// same bytes; any change of input, configuration or option is a miss; a damaged entry is one
/// warning and a correct report; `--no-cache` neither reads nor writes; audits share a folder.
///
/// Every run gives its own `--cache-path` (or its own `HOME`), so that the tests never touch the
/// user's cache nor each other's.
final class AuditCacheCLITests: XCTestCase {
    /// The app: a catalog in en and de, a Swift file that shows one key in a tab bar, a
    /// legible.json with one device.
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "tab.explore" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Explore" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Entdeckungsreisen" } }
              }
            },
            "settings.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } }
              }
            }
          },
          "version" : "1.0"
        }
        """
    static let swift = """
        import SwiftUI

        struct RootView: View {
            var body: some View {
                TabView {
                    Text("Home").tabItem { Label("tab.explore", systemImage: "safari") }
                    Text("Home").tabItem { Label("Settings", systemImage: "gear") }
                    Text("Home").tabItem { Label("Settings", systemImage: "gear") }
                    Text("Home").tabItem { Label("Settings", systemImage: "gear") }
                    Text("Home").tabItem { Label("Settings", systemImage: "gear") }
                }
            }
        }
        """
    static let config = """
        { "devices": [{ "name": "iPhone SE", "width": 320 }] }
        """

    struct App {
        var folder: URL
        var cache: URL
        var catalog: URL { folder.appendingPathComponent("Localizable.xcstrings") }
        var swift: URL { folder.appendingPathComponent("RootView.swift") }
        var config: URL { folder.appendingPathComponent("legible.json") }

        /// The cache's entry files: whole audits (`audit-`), the strings' measurements
        /// (`measurements-`) and Swift scans (`scan-`).
        var allEntries: [URL] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
            return names.filter { $0.hasSuffix(".legiblecache") }.sorted().map { cache.appendingPathComponent($0) }
        }

        /// The whole audits' entry files.
        var entries: [URL] { allEntries.filter { $0.lastPathComponent.hasPrefix("audit-") } }
    }

    func makeApp() throws -> App {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("legible-cache-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("App")
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? manager.removeItem(at: root) }
        let app = App(folder: folder, cache: root.appendingPathComponent("cache"))
        try Data(Self.catalog.utf8).write(to: app.catalog)
        try Data(Self.swift.utf8).write(to: app.swift)
        try Data(Self.config.utf8).write(to: app.config)
        return app
    }

    struct Audit {
        var run: CommandLineTests.Run
        /// The JSON report written with `--report json=…`.
        var json: Data
        /// The text report (standard output).
        var text: String { run.output }
        /// Standard error's lines that start with `warning: audit cache:`.
        var cacheWarnings: [String] {
            run.error.split(separator: "\n").map(String.init).filter { $0.hasPrefix("warning: audit cache:") }
        }
    }

    /// `legible audit App` from the app's parent folder, text to standard output and JSON to a
    /// file, with `--cache-path` unless `arguments` says otherwise.
    func audit(
        _ app: App, _ arguments: [String] = [], cachePath: Bool = true, environment: [String: String]? = nil
    ) throws -> Audit {
        let tool = try XCTUnwrap(CommandLineTests.tool, "the legible executable was not built next to the tests")
        let json = app.folder.deletingLastPathComponent().appendingPathComponent("report-\(UUID().uuidString).json")
        var all = ["audit", "App", "--fail-on", "never", "--no-progress", "--report", "json=\(json.path)"]
        if cachePath { all += ["--cache-path", app.cache.path] }
        let run = try CommandLineTests.run(
            tool, all + arguments, in: app.folder.deletingLastPathComponent(), environment: environment,
            usesCache: true)
        XCTAssertEqual(run.status, 0, run.error)
        let data = try Data(contentsOf: json)
        try FileManager.default.removeItem(at: json)
        return Audit(run: run, json: data)
    }

    func findings(_ json: Data) throws -> [[String: Any]] {
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        return try XCTUnwrap(report["findings"] as? [[String: Any]])
    }

    func testSecondRunIsAHitAndWritesTheSameBytes() throws {
        let app = try makeApp()
        let first = try audit(app)
        XCTAssertTrue(
            first.run.error.contains("cache: miss, 0 of 4 strings and 0 of 1 Swift file reused; stored "),
            first.run.error)
        XCTAssertEqual(app.entries.count, 1)
        XCTAssertEqual(app.allEntries.count, 3)
        let second = try audit(app)
        XCTAssertTrue(second.run.error.contains("cache: hit, "), second.run.error)
        XCTAssertEqual(second.json, first.json)
        XCTAssertEqual(second.text, first.text)
        XCTAssertEqual(app.entries.count, 1)
        // And both are the report of an audit without the cache.
        let uncached = try audit(app, ["--no-cache"], cachePath: false)
        XCTAssertEqual(uncached.json, first.json)
        XCTAssertEqual(uncached.text, first.text)
        XCTAssertFalse(uncached.run.error.contains("cache:"), uncached.run.error)
        // The report is a real one: the German tab title is cut in its 320 pt tab bar.
        let found = try findings(second.json)
        XCTAssertTrue(
            found.contains { ($0["message"] as? String)?.contains("Entdeckungsreisen") == true }, "\(found)")
        XCTAssertTrue(second.text.contains("Entdeckungsreisen"), second.text)
    }

    func testTimingWritesTheCacheLineInTheTextSummaryOnly() throws {
        let app = try makeApp()
        let first = try audit(app, ["--timing"])
        XCTAssertTrue(first.text.contains("\nCache: miss, "), first.text)
        let second = try audit(app, ["--timing"])
        XCTAssertTrue(second.text.contains("\nCache: hit, "), second.text)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: second.json) as? [String: Any])
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        XCTAssertNil(summary["cache"])
        XCTAssertNotNil(summary["durationSeconds"])
    }

    func testEveryChangeIsAMissAndGivesTheUncachedReport() throws {
        let app = try makeApp()
        _ = try audit(app)
        let changes: [(String, () throws -> [String])] = [
            (
                "a translation",
                {
                    let text = Self.catalog.replacingOccurrences(of: "Entdeckungsreisen", with: "Entdeckungsfahrten")
                    try Data(text.utf8).write(to: app.catalog)
                    return []
                }
            ),
            (
                "a Swift file",
                {
                    try Data(Self.swift.replacingOccurrences(of: "\"tab.explore\"", with: "\"settings.title\"").utf8)
                        .write(to: app.swift)
                    return []
                }
            ),
            (
                "legible.json",
                {
                    try Data(#"{ "devices": [{ "name": "iPhone 16", "width": 393 }] }"#.utf8).write(to: app.config)
                    return []
                }
            ),
            ("an option", { ["--locales", "de"] }),
            ("another option", { ["--locales", "de", "--sizes", "Large"] }),
        ]
        // What each change leaves to reuse: a translation, the other three strings and the scan; a
        // Swift file that moves the tab's key to another, neither key's strings and no scan.
        let expectedReuse = [
            "a translation": "3 of 4 strings and 1 of 1 Swift file",
            "a Swift file": "0 of 4 strings and 0 of 1 Swift file",
        ]
        var keys = Set(app.entries.map(\.lastPathComponent))
        for (change, apply) in changes {
            let arguments = try apply()
            let cached = try audit(app, arguments)
            XCTAssertTrue(cached.run.error.contains("cache: miss, "), "\(change): \(cached.run.error)")
            if let reused = expectedReuse[change] {
                XCTAssertTrue(
                    cached.run.error.contains("cache: miss, \(reused) reused;"), "\(change): \(cached.run.error)")
            }
            XCTAssertTrue(cached.cacheWarnings.isEmpty, "\(change): \(cached.run.error)")
            let uncached = try audit(app, arguments + ["--no-cache"], cachePath: false)
            XCTAssertEqual(cached.json, uncached.json, change)
            XCTAssertEqual(cached.text, uncached.text, change)
            let new = Set(app.entries.map(\.lastPathComponent)).subtracting(keys)
            XCTAssertEqual(new.count, 1, "\(change): one new entry")
            keys.formUnion(new)
            // The same run again is a hit.
            let again = try audit(app, arguments)
            XCTAssertTrue(again.run.error.contains("cache: hit, "), "\(change): \(again.run.error)")
            XCTAssertEqual(again.json, uncached.json, change)
        }
        // What the changes did, so that a miss is not taken for a change that changed nothing.
        let report = try audit(app, ["--locales", "de", "--sizes", "Large", "--no-cache"], cachePath: false)
        XCTAssertTrue(report.text.contains("Checked 2 strings"), report.text)
        XCTAssertFalse(report.text.contains("Entdeckungsreisen"), report.text)
    }

    func testADamagedEntryIsOneWarningAndACorrectReport() throws {
        let app = try makeApp()
        let first = try audit(app)
        let entry = try XCTUnwrap(app.entries.first)
        let stored = try Data(contentsOf: entry)
        let newline = try XCTUnwrap(stored.firstIndex(of: UInt8(ascii: "\n")))
        let header = String(decoding: stored[..<newline], as: UTF8.self)
        let damages: [(String, Data, String)] = [
            ("truncated", stored.prefix(stored.count / 2), "truncated or corrupt"),
            ("empty", Data(), "not a Legible cache entry"),
            ("not an entry", Data("garbage\u{0}\u{1}".utf8), "not a Legible cache entry"),
            (
                "a changed byte",
                {
                    var data = stored
                    data[stored.count - 10] ^= 0x01
                    return data
                }(), "truncated or corrupt"
            ),
            (
                "another version",
                Data(
                    header.replacingOccurrences(of: "\"format\":\(AuditCache.formatVersion)", with: "\"format\":0").utf8
                )
                    + stored[newline...], "cache format 0"
            ),
        ]
        for (damage, data, reason) in damages {
            try data.write(to: entry)
            let run = try audit(app)
            XCTAssertEqual(run.cacheWarnings.count, 1, "\(damage): \(run.run.error)")
            XCTAssertTrue(run.cacheWarnings.first?.contains(reason) == true, "\(damage): \(run.run.error)")
            XCTAssertTrue(run.cacheWarnings.first?.contains(entry.lastPathComponent) == true, damage)
            XCTAssertEqual(run.json, first.json, damage)
            XCTAssertEqual(run.text, first.text, damage)
            // The entry was written again, whole: the next run is a hit, without a warning.
            let next = try audit(app)
            XCTAssertTrue(next.run.error.contains("cache: hit, "), "\(damage): \(next.run.error)")
            XCTAssertTrue(next.cacheWarnings.isEmpty, damage)
            XCTAssertEqual(next.json, first.json, damage)
        }
    }

    func testAnUnwritableCacheIsOneWarningAndACorrectReport() throws {
        let app = try makeApp()
        // A file where the folder should be: nothing can be written inside it (whoever runs the test).
        try FileManager.default.createDirectory(
            at: app.cache.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: app.cache)
        let run = try audit(app)
        XCTAssertEqual(run.cacheWarnings.count, 1, run.run.error)
        XCTAssertTrue(run.cacheWarnings[0].contains(app.cache.path), run.run.error)
        let uncached = try audit(app, ["--no-cache"], cachePath: false)
        XCTAssertEqual(run.json, uncached.json)
        XCTAssertEqual(run.text, uncached.text)
        XCTAssertEqual(try String(contentsOf: app.cache, encoding: .utf8), "not a folder")
    }

    func testNoCacheNeitherReadsNorWrites() throws {
        let app = try makeApp()
        let home = app.folder.deletingLastPathComponent().appendingPathComponent("home")
        let xdg = home.appendingPathComponent("xdg")
        let environment = ["HOME": home.path, "XDG_CACHE_HOME": xdg.path, "PATH": "/usr/bin:/bin"]
        let defaultFolder = xdg.appendingPathComponent("legible")
        // Without --cache-path, the default folder: $XDG_CACHE_HOME/legible.
        let stored = try audit(app, cachePath: false, environment: environment)
        XCTAssertTrue(
            stored.run.error.contains("cache: miss, ")
                && stored.run.error.contains(" at \(defaultFolder.path)/audit-"), stored.run.error)
        let entries = try FileManager.default.contentsOfDirectory(atPath: defaultFolder.path)
            .filter { $0.hasSuffix(".legiblecache") }.sorted()
        XCTAssertEqual(entries.count, 3)
        // Damaged: a read would warn. --no-cache reads nothing, writes nothing, says nothing.
        let entry = defaultFolder.appendingPathComponent(entries[0])
        try Data("damaged".utf8).write(to: entry)
        let uncached = try audit(app, ["--no-cache"], cachePath: false, environment: environment)
        XCTAssertFalse(uncached.run.error.contains("cache"), uncached.run.error)
        XCTAssertEqual(uncached.json, stored.json)
        XCTAssertEqual(try String(contentsOf: entry, encoding: .utf8), "damaged")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: defaultFolder.path).filter {
                !$0.hasPrefix("font-index")
            }.sorted(), entries)
        // A new audit with --no-cache stores nothing either.
        try Data(#"{ "devices": [{ "name": "iPhone 16", "width": 393 }] }"#.utf8).write(to: app.config)
        _ = try audit(app, ["--no-cache"], cachePath: false, environment: environment)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: defaultFolder.path).filter {
                $0.hasSuffix(".legiblecache")
            }.sorted(), entries)
    }

    func testTheConfigurationsCachePathIsRelativeToIt() throws {
        let app = try makeApp()
        try Data(#"{ "devices": [{ "name": "iPhone SE", "width": 320 }], "cachePath": "../shared-cache" }"#.utf8)
            .write(to: app.config)
        let run = try audit(app, cachePath: false, environment: ["PATH": "/usr/bin:/bin"])
        let folder = app.folder.deletingLastPathComponent().appendingPathComponent("shared-cache")
        XCTAssertTrue(run.run.error.contains(" at \(folder.path)/audit-"), run.run.error)
        // --cache-path wins over it.
        let given = try audit(app)
        XCTAssertTrue(given.run.error.contains(" at \(app.cache.path)/audit-"), given.run.error)
        XCTAssertEqual(given.json, run.json)
    }

    func testTwoAuditsAtOnceShareOneFolder() throws {
        let app = try makeApp()
        let tool = try XCTUnwrap(CommandLineTests.tool)
        let parent = app.folder.deletingLastPathComponent()
        let expected = try audit(app, ["--no-cache"], cachePath: false)
        for round in 0..<2 {
            var processes: [(Process, Pipe, URL)] = []
            for index in 0..<2 {
                let json = parent.appendingPathComponent("concurrent-\(round)-\(index).json")
                let process = Process()
                process.executableURL = tool
                process.arguments = [
                    "audit", "App", "--fail-on", "never", "--no-progress", "--cache-path", app.cache.path,
                    "--report", "json=\(json.path)",
                ]
                process.currentDirectoryURL = parent
                let out = Pipe()
                process.standardOutput = out
                process.standardError = FileHandle.nullDevice
                processes.append((process, out, json))
            }
            for (process, _, _) in processes { try process.run() }
            for (process, out, json) in processes {
                let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                XCTAssertEqual(process.terminationStatus, 0, "round \(round)")
                XCTAssertEqual(text, expected.text, "round \(round)")
                XCTAssertEqual(try Data(contentsOf: json), expected.json, "round \(round)")
            }
            // One whole entry of each kind (the audit, the measurements, the scan), no temporary file left.
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: app.cache.path).map { $0.prefix(5) }.sorted(),
                ["audit", "measu", "scan-"])
            XCTAssertTrue(try audit(app).run.error.contains("cache: hit, "))
            if round < 1 { try FileManager.default.removeItem(at: app.cache) }
        }
    }

    func testDamagedMeasurementsOrScanAreOneWarningAndACorrectReport() throws {
        let app = try makeApp()
        let first = try audit(app)
        for kind in ["measurements-", "scan-"] {
            // A translation changed (the whole audit misses), the entry of `kind` truncated.
            let value = kind == "scan-" ? "Entdeckungsfahrten" : "Entdeckungsreisen!"
            try Data(Self.catalog.replacingOccurrences(of: "Entdeckungsreisen", with: value).utf8).write(
                to: app.catalog)
            let entry = try XCTUnwrap(app.allEntries.first { $0.lastPathComponent.hasPrefix(kind) })
            let stored = try Data(contentsOf: entry)
            try stored.prefix(stored.count / 2).write(to: entry)
            let run = try audit(app)
            XCTAssertEqual(run.cacheWarnings.count, 1, "\(kind): \(run.run.error)")
            XCTAssertTrue(run.cacheWarnings.first?.contains("truncated or corrupt") == true, run.run.error)
            let uncached = try audit(app, ["--no-cache"], cachePath: false)
            XCTAssertEqual(run.json, uncached.json, kind)
            XCTAssertEqual(run.text, uncached.text, kind)
            XCTAssertNotEqual(run.json, first.json, kind)
        }
    }

    /// A seeded random sequence of edits (a translation, a key added or removed, a Swift line
    /// that moves a placement, the key a view shows, legible.json): after each, the cached audit
    /// writes the uncached audit's bytes, and a second cached audit is a hit.
    func testARandomSequenceOfEditsGivesTheUncachedReports() throws {
        let app = try makeApp()
        var catalog = Self.catalog
        var swift = Self.swift
        var state: UInt64 = 34
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        _ = try audit(app)
        // Every kind of edit once, in a random order, then one more.
        var kinds = Array(0..<5)
        for i in stride(from: 4, to: 0, by: -1) { kinds.swapAt(i, next(i + 1)) }
        kinds.append(next(5))
        for (step, kind) in kinds.enumerated() {
            var edit = ""
            switch kind {
            case 0:
                let word = ["Entdecken", "Erkunden und Entdecken", "Los"][next(3)]
                catalog = catalog.replacingOccurrences(
                    of: #"(?<="de" : \{ "stringUnit" : \{ "state" : "translated", "value" : ")[^"]*"#,
                    with: word, options: .regularExpression,
                    range: catalog.range(of: "tab.explore").map {
                        $0.lowerBound..<catalog.endIndex
                    })
                edit = "translation \(word)"
            case 1:
                catalog = catalog.replacingOccurrences(
                    of: #""strings" : {"#,
                    with: #""strings" : { "added.\#(step)" : { "localizations" : { "en" : { "stringUnit" : "#
                        + #"{ "state" : "translated", "value" : "Added" } } } },"#)
                edit = "key added"
            case 2:
                swift = "// \(step)\n" + swift
                edit = "placements moved a line down"
            case 3:
                swift =
                    swift.contains("Label(\"tab.explore\"")
                    ? swift.replacingOccurrences(of: "Label(\"tab.explore\"", with: "Label(\"settings.title\"")
                    : swift.replacingOccurrences(of: "Label(\"settings.title\"", with: "Label(\"tab.explore\"")
                edit = "the tab's key"
            default:
                let width = [320, 375, 393][next(3)]
                try Data(#"{ "devices": [{ "name": "Phone", "width": \#(width) }] }"#.utf8).write(to: app.config)
                edit = "legible.json \(width) pt"
            }
            try Data(catalog.utf8).write(to: app.catalog)
            try Data(swift.utf8).write(to: app.swift)
            let cached = try audit(app)
            let uncached = try audit(app, ["--no-cache"], cachePath: false)
            XCTAssertEqual(cached.json, uncached.json, "step \(step): \(edit)")
            XCTAssertEqual(cached.text, uncached.text, "step \(step): \(edit)")
            XCTAssertTrue(cached.cacheWarnings.isEmpty, "step \(step): \(cached.run.error)")
            let again = try audit(app)
            XCTAssertTrue(again.run.error.contains("cache: hit, "), "step \(step): \(again.run.error)")
        }
    }

    func testNoCacheAndCachePathTogetherAreAUsageError() throws {
        let app = try makeApp()
        let tool = try XCTUnwrap(CommandLineTests.tool)
        let run = try CommandLineTests.run(
            tool, ["audit", "App", "--no-cache", "--cache-path", app.cache.path],
            in: app.folder.deletingLastPathComponent())
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.error.contains("--no-cache and --cache-path cannot be given together"), run.error)
    }
}
