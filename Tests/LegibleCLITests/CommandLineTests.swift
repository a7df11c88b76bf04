import Foundation
import XCTest

/// The `legible` tool run as a user runs it: exit codes, output forms and the JSON contracts.
final class CommandLineTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The built tool, next to this test bundle.
    static var tool: URL? {
        var candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        for bundle in Bundle.allBundles { candidates.append(bundle.bundleURL.deletingLastPathComponent()) }
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        return candidates.map { $0.appendingPathComponent("legible") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    func legible(_ arguments: [String], in folder: URL? = nil) throws -> Run {
        let tool = try XCTUnwrap(Self.tool, "the legible executable was not built next to the tests")
        return try Self.run(tool, arguments, in: folder)
    }

    /// Runs `executable` with `arguments` (and `environment`, when given) in `folder`, and
    /// collects its exit status, standard output and standard error.
    ///
    /// An audit runs without the audit cache (`--no-cache`) unless `usesCache` or its arguments
    /// name the cache: a cached audit hashes every font it opens (about 60 MB), which in a debug
    /// build cost the suite minutes, and the cache's own tests (`AuditCacheCLITests`) check it.
    static func run(
        _ executable: URL, _ arguments: [String], in folder: URL? = nil,
        environment: [String: String]? = nil, usesCache: Bool = false
    ) throws -> Run {
        var arguments = arguments
        if !usesCache, arguments.first == "audit", !arguments.contains("--cache-path"),
            !arguments.contains("--no-cache")
        {
            arguments.insert("--no-cache", at: 1)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let folder { process.currentDirectoryURL = folder }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            error: String(decoding: error, as: UTF8.self))
    }

    /// A temporary project with one catalog and a legible.json.
    func project(catalog: String, config: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        try Data(config.utf8).write(to: folder.appendingPathComponent("legible.json"))
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "tab.explore" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Explore" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "エクスプローラー" } }
              }
            }
          },
          "version" : "1.0"
        }
        """
    static let config = """
        { "devices": [{ "name": "iPhone SE", "width": 320 }],
          "elements": [{ "key": "tab.explore", "role": "tabBarItem", "count": 5 }] }
        """

    func testVersionNamesTheLinkedLibraries() throws {
        let run = try legible(["--version"])
        XCTAssertEqual(run.status, 0)
        for library in ["legible ", "HarfBuzz ", "FreeType ", "ICU "] {
            XCTAssertTrue(run.output.contains(library), run.output)
        }
    }

    func testAuditExitCodesAndTextForm() throws {
        let folder = try project(catalog: Self.catalog, config: Self.config)
        let failing = try legible(["audit", ".", "--no-progress"], in: folder)
        XCTAssertEqual(failing.status, 1, failing.error)
        // path:line:column: severity: message — what Xcode reads.
        let line = try XCTUnwrap(failing.output.split(separator: "\n").first { $0.contains("[truncation]") })
        XCTAssertTrue(line.hasPrefix("Localizable.xcstrings:"), String(line))
        XCTAssertTrue(line.contains(": error: "), String(line))
        XCTAssertTrue(line.contains("エクスプローラー"))
        XCTAssertEqual(try legible(["audit", ".", "--fail-on", "never"], in: folder).status, 0)
        XCTAssertEqual(try legible(["audit", "no/such/folder"], in: folder).status, 2)
        XCTAssertEqual(try legible(["audit", ".", "--sizes", "AX9"], in: folder).status, 2)
        XCTAssertEqual(try legible(["audit", ".", "--format", "xml"], in: folder).status, 2)
        // A mistyped fonts folder is an error, not stand-in widths without a word.
        for command in [["audit", "."], ["measure", "Hello", "--style", "body"]] {
            let noFonts = try legible(command + ["--fonts", "no/such/fonts"], in: folder)
            XCTAssertEqual(noFonts.status, 2, noFonts.output)
            XCTAssertTrue(
                noFonts.error.contains(
                    "--fonts no/such/fonts: not a folder; expected a folder of .ttf, .otf or .ttc files"),
                noFonts.error)
        }
    }

    func testAuditJSONContract() throws {
        let folder = try project(catalog: Self.catalog, config: Self.config)
        let run = try legible(["audit", ".", "--format", "json", "--fail-on", "never"], in: folder)
        XCTAssertEqual(run.status, 0, run.error)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        for field in ["version", "tool", "summary", "findings"] { XCTAssertNotNil(report[field], field) }
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        let finding = try XCTUnwrap(findings.first { $0["rule"] as? String == "truncation" })
        for field in [
            "rule", "severity", "key", "locale", "file", "line", "column", "sizeCategory", "boldText",
            "element", "measurement", "message",
        ] {
            XCTAssertNotNil(finding[field], "finding field \(field)")
        }
        XCTAssertEqual(finding["locale"] as? String, "ja")
        XCTAssertEqual(finding["key"] as? String, "tab.explore")
        // Standard output gets the bytes a file gets (the report is written in chunks to a file;
        // to standard output in one piece, which the CLI ends with one newline).
        let file = folder.appendingPathComponent("out/report.json")
        let written = try legible(
            ["audit", ".", "--format", "json", "--output", file.path, "--fail-on", "never"], in: folder)
        XCTAssertEqual(written.status, 0, written.error)
        XCTAssertEqual(run.output, String(decoding: try Data(contentsOf: file), as: UTF8.self))
    }

    func testMeasureJSONContractAndHarfBuzzWidth() throws {
        let run = try legible(["measure", "Check Your Inbox", "--json", "--width", "100"])
        XCTAssertEqual(run.status, 0, run.error)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        for field in [
            "text", "locale", "sizeCategory", "pointSize", "width", "availableWidth", "lines", "fits",
            "overflow", "visibleText", "scale", "runs",
        ] {
            XCTAssertNotNil(object[field], field)
        }
        XCTAssertEqual(object["fits"] as? Bool, false)
        XCTAssertTrue((object["visibleText"] as? String ?? "").hasSuffix("…"))
        let run0 = try XCTUnwrap((object["runs"] as? [[String: Any]])?.first)
        for field in ["face", "start", "end", "width", "tracking"] { XCTAssertNotNil(run0[field], field) }
        let face = try XCTUnwrap(run0["face"] as? [String: Any])
        for field in ["family", "style", "path", "variations"] { XCTAssertNotNil(face[field], field) }
        // Independent: HarfBuzz's own hb-shape, advances in font units, × 17 / units per em.
        let path = try XCTUnwrap(face["path"] as? String)
        let width = try XCTUnwrap(run0["width"] as? Double)
        if let expected = try hbShapeWidth(text: "Check Your Inbox", font: path, size: 17) {
            XCTAssertEqual(width, expected, accuracy: 0.01)
        }
    }

    /// Width by `hb-shape` (libharfbuzz-bin): Σ advances at upem scale × size / upem.
    func hbShapeWidth(text: String, font: String, size: Double) throws -> Double? {
        let hbShape = URL(fileURLWithPath: "/usr/bin/hb-shape")
        guard FileManager.default.isExecutableFile(atPath: hbShape.path) else {
            throw XCTSkip("hb-shape is not installed (Debian libharfbuzz-bin)")
        }
        let process = Process()
        process.executableURL = hbShape
        process.arguments = ["--no-glyph-names", "--no-clusters", "--output-format=json", "--font-ptem=0", font, text]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let glyphs = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let units = glyphs.reduce(0.0) { $0 + (($1["ax"] as? Double) ?? 0) }
        // hb-shape's default scale is the face's units per em, read here from the font's `head` table.
        guard let upem = try unitsPerEm(font) else { return nil }
        return units * size / upem
    }

    func unitsPerEm(_ font: String) throws -> Double? {
        // The `head` table's unitsPerEm (offset 18), read directly from the font file.
        let data = try Data(contentsOf: URL(fileURLWithPath: font))
        let tables = Int(data[4]) << 8 | Int(data[5])
        for index in 0..<tables {
            let record = 12 + 16 * index
            let tag = String(decoding: data[record..<(record + 4)], as: UTF8.self)
            guard tag == "head" else { continue }
            let offset = data[(record + 8)..<(record + 12)].reduce(0) { $0 << 8 | Int($1) }
            return Double(Int(data[offset + 18]) << 8 | Int(data[offset + 19]))
        }
        return nil
    }

    func testRulesAndCheckJSONContracts() throws {
        let rules = try legible(["rules", "--format", "json"])
        XCTAssertEqual(rules.status, 0)
        let list = try XCTUnwrap(
            (try JSONSerialization.jsonObject(with: Data(rules.output.utf8)) as? [String: Any])?["rules"]
                as? [[String: Any]])
        XCTAssertGreaterThan(list.count, 20)
        for field in ["id", "name", "summary", "category", "defaultSeverity", "hig"] {
            XCTAssertNotNil(list.first?[field], field)
        }
        let check = try legible(["check", "Log in to your account", "--role", "button", "--json"])
        let findings = try XCTUnwrap(
            (try JSONSerialization.jsonObject(with: Data(check.output.utf8)) as? [String: Any])?["findings"]
                as? [[String: Any]])
        XCTAssertEqual(findings.first?["rule"] as? String, "title-case")
        XCTAssertEqual(findings.first?["suggestion"] as? String, "Log In to Your Account")
        let unknown = try legible(["rules", "no-such-rule"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(
            unknown.error.contains("no rule 'no-such-rule'. Run 'legible rules' for the list."), unknown.error)
        let start = try legible(["rules", "trunc"])
        XCTAssertEqual(start.status, 2)
        XCTAssertTrue(start.error.contains("no rule 'trunc'; did you mean 'truncation'?"), start.error)
    }

    /// A failing run never replaces a good report.
    func testFailedRunLeavesTheOldReport() throws {
        let folder = try project(catalog: Self.catalog, config: Self.config)
        let report = folder.appendingPathComponent("out/report.json")
        XCTAssertEqual(
            try legible(
                ["audit", ".", "--format", "json", "--output", report.path, "--fail-on", "never"],
                in: folder
            ).status, 0)
        let good = try Data(contentsOf: report)
        try Data("{ \"elements\": [ { \"keys\": \"x\", \"role\": \"nope\" } ] }".utf8)
            .write(to: folder.appendingPathComponent("legible.json"))
        let failed = try legible(["audit", ".", "--format", "json", "--output", report.path], in: folder)
        XCTAssertEqual(failed.status, 2)
        XCTAssertTrue(failed.error.contains("legible.json"), failed.error)
        XCTAssertTrue(failed.error.contains("unknown role"), failed.error)
        XCTAssertEqual(try Data(contentsOf: report), good)
    }

    /// A malformed file is an input error (exit 2) named with its line and column; the other
    /// files are still audited and reported.
    func testMalformedFileIsAnInputErrorAndOthersAreStillReported() throws {
        let folder = try project(catalog: Self.catalog, config: Self.config)
        try Data("{ \"sourceLanguage\" : \"en\", \"strings\" : {".utf8)
            .write(to: folder.appendingPathComponent("Broken.xcstrings"))
        let run = try legible(["audit", ".", "--fail-on", "never", "--no-progress"], in: folder)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.output.contains("Broken.xcstrings:1:"), run.output)
        XCTAssertTrue(run.output.contains("エクスプローラー"), "the good catalog's findings are still reported")
    }

    func testPropertyListStringsFilesAreListedAndAudited() throws {
        let folder = try project(
            catalog: Self.catalog,
            config: """
                { "devices": [{ "name": "iPhone SE", "width": 320 }],
                  "elements": [{ "key": "title", "table": "Localizable", "role": "tabBarItem", "count": 5 }] }
                """)
        func write(_ data: Data, _ path: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        try write(Data("\"title\" = \"Explore\";\n".utf8), "en.lproj/Localizable.strings")
        try write(
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                \t<key>title</key>
                \t<string>Entdeckungsreisen durch die ganze Welt</string>
                </dict>
                </plist>

                """.utf8), "de.lproj/Localizable.strings")
        try write(
            try PropertyListSerialization.data(fromPropertyList: ["title": "Explorer"], format: .binary, options: 0),
            "fr.lproj/Localizable.strings")

        let strings = try legible(["strings", "."], in: folder)
        XCTAssertEqual(strings.status, 0, strings.error)
        let lines = strings.output.split(separator: "\n").map(String.init)
        XCTAssertTrue(
            lines.contains(
                "de.lproj/Localizable.strings:5:10: Localizable/title de: \"Entdeckungsreisen durch die ganze Welt\""),
            strings.output)
        XCTAssertTrue(
            lines.contains("fr.lproj/Localizable.strings: Localizable/title fr: \"Explorer\""), strings.output)
        XCTAssertFalse(strings.output.contains("missing"), strings.output)
        XCTAssertFalse(strings.output.contains("error:"), strings.output)

        let audit = try legible(["audit", ".", "--fail-on", "never", "--no-progress"], in: folder)
        XCTAssertEqual(audit.status, 0, audit.output + audit.error)
        XCTAssertTrue(
            audit.output.contains("de.lproj/Localizable.strings:5:10: error: \"Entdeckungsreisen"), audit.output)
        XCTAssertFalse(audit.output.contains("unexpected '<'"), audit.output)
    }
}
