import Foundation
import XCTest

/// Issue 13: inputs that crashed, hung or lost data, run as a user runs the tool.
extension CommandLineTests {
    /// Class 2: a huge number trapped converting `Double` to `Int` (exit 132), or printed nothing.
    func testHugeNumbersAreLocatedErrorsNotTraps() throws {
        let height = try legible(["measure", "x", "--height", "1e21"])
        XCTAssertEqual(height.status, 2)
        XCTAssertTrue(height.error.contains("--height must be between 0 and 100000 points"), height.error)

        let json = try legible(["measure", "--json", "--font-size", "1e308", "x"])
        XCTAssertEqual(json.status, 2)
        XCTAssertTrue(json.error.contains("--font-size must be more than 0 and at most 100000 points"), json.error)

        for (config, field) in [
            (#"{ "minimumTapTarget": 1e20 }"#, "minimumTapTarget"),
            ("{ \"elements\": [{ \"key\": \"tab.explore\", \"role\": \"label\",\n  \"height\": 1e21 }] }", "height"),
            ("{ \"elements\": [{ \"key\": \"tab.explore\",\n  \"font\": { \"size\": 1e20 } }] }", "size"),
        ] {
            let folder = try project(catalog: Self.catalog, config: config)
            let run = try legible(["audit", "."], in: folder)
            XCTAssertEqual(run.status, 2, run.error)
            XCTAssertTrue(run.error.contains("legible.json:"), run.error)
            XCTAssertTrue(run.error.contains(field) && run.error.contains("100000"), run.error)
        }
    }

    /// `legible elements` says which Swift files it did not scan, as `legible audit` does: a key
    /// shown only in a skipped file is otherwise "not referenced in the Swift source".
    func testElementsNamesTheSwiftFilesItDidNotScan() throws {
        let folder = try project(catalog: Self.catalog, config: "{}")
        let nested = String(repeating: "[", count: 20) + "1" + String(repeating: "]", count: 20)
        try Data("let a = \(nested)\nlet t = Text(\"tab.explore\")\n".utf8)
            .write(to: folder.appendingPathComponent("Deep.swift"))
        let run = try legible(["elements", "."], in: folder)
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertTrue(run.error.contains("Deep.swift:1:"), run.error)
        XCTAssertTrue(run.error.contains("warning: not scanned: square brackets nested 20 deep"), run.error)
    }

    /// A catalog whose `ja` value of `tab.explore` is `value`, shown in a 5 pt label.
    func project(japanese value: String) throws -> URL {
        let escaped = value.unicodeScalars.map { $0.isASCII ? String($0) : String(format: "\\u%04x", $0.value) }
            .joined()
        let catalog = Self.catalog.replacingOccurrences(of: "エクスプローラー", with: escaped)
        return try project(
            catalog: catalog,
            config: """
                { "devices": [{ "name": "iPhone SE", "width": 320 }],
                  "elements": [{ "key": "tab.explore", "role": "label", "width": 5 }] }
                """)
    }

    /// Class 3: the HTML report was super-linear in a string's length ("a" and 4,000
    /// combining accents took 47.5 s; 10,000 did not finish in 120 s). Drawing is linear and
    /// an absurd string is drawn in part, with a note.
    func testHTMLDrawingOfAbsurdStringsIsCapped() throws {
        for value in ["a" + String(repeating: "\u{301}", count: 10_000), String(repeating: "word ", count: 20_000)] {
            let folder = try project(japanese: value)
            let run = try legible(
                [
                    "audit", ".", "--sizes", "Large", "--bold-text", "off", "--locales", "ja",
                    "--format", "html", "--output", "report.html",
                ], in: folder)
            XCTAssertEqual(run.status, 1, run.error)
            let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
            XCTAssertTrue(html.contains("The drawing shows the first 2000 of the text’s"), "capped with a note")
        }
    }
}

extension CommandLineTests {
    /// Class 9: `--output` pointed at the catalog just audited overwrote it.
    func testOutputOverAnInputIsRefused() throws {
        let folder = try project(catalog: Self.catalog, config: Self.config)
        let catalog = try Data(contentsOf: folder.appendingPathComponent("Localizable.xcstrings"))
        for arguments in [
            ["--output", "Localizable.xcstrings"], ["--report", "json=./Localizable.xcstrings"],
            ["--output", "legible.json"],
        ] {
            let run = try legible(["audit", "."] + arguments, in: folder)
            XCTAssertEqual(run.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(run.error.contains("an input of this audit; nothing was written"), run.error)
        }
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("Localizable.xcstrings")), catalog)
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.linkItem(at: folder.appendingPathComponent("Localizable.xcstrings"), to: link)
        XCTAssertEqual(
            try legible(["audit", "Localizable.xcstrings", "--output", "link.json"], in: folder).status, 2,
            "a hard link is the same file")
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("Localizable.xcstrings")), catalog)

        let report = try legible(
            ["audit", ".", "--format", "json", "--output", "report.json", "--fail-on", "never"], in: folder)
        XCTAssertEqual(report.status, 0, report.error)
        let merge = try legible(["merge", "report.json", "--format", "json", "--output", "report.json"], in: folder)
        XCTAssertEqual(merge.status, 2)
        XCTAssertTrue(merge.error.contains("refusing to overwrite"), merge.error)
    }
}

extension CommandLineTests {
    /// Runs `script` with bash, `LEGIBLE` set to the tool, in `folder`.
    func shell(_ script: String, in folder: URL) throws -> Run {
        let tool = try XCTUnwrap(Self.tool)
        return try Self.run(
            URL(fileURLWithPath: "/bin/bash"), ["-c", script], in: folder,
            environment: ["LEGIBLE": tool.path, "PATH": "/usr/bin:/bin"])
    }

    /// Class 13: `legible strings` and the tool's edges.
    func testStringsListingEscapesAndExitCodes() throws {
        let folder = try project(catalog: Self.catalog, config: Self.config)
        try Data("\"k\" = \"\\033[31mred\\033[0m\";\n\"broken\" = \"x\"\n".utf8)
            .write(to: folder.appendingPathComponent("Raw.strings"))
        let run = try legible(["strings", "Raw.strings"], in: folder)
        XCTAssertFalse(run.output.contains("\u{1B}"), "no raw escape code reaches the terminal")
        XCTAssertTrue(run.output.contains("\\u{1B}[31mred"), run.output)
        XCTAssertEqual(run.status, 2, "a file with a syntax error is an input error")

        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Foo.xcstrings"), withIntermediateDirectories: true)
        let directory = try legible(["strings", "Foo.xcstrings"], in: folder)
        XCTAssertEqual(directory.status, 2)
        XCTAssertTrue(directory.output.contains("a folder, not a .xcstrings file"), directory.output)
    }

    func testClosedPipesStandardOutputAndFIFOConfig() throws {
        let folder = try project(catalog: Self.catalog, config: Self.config)
        let strings = (0..<5_000).map { "\"key\($0)\" = \"Value \($0)\";" }.joined(separator: "\n")
        try Data(strings.utf8).write(to: folder.appendingPathComponent("Many.strings"))
        let head = try shell(
            "\"$LEGIBLE\" strings Many.strings | head -n 1; echo \"status ${PIPESTATUS[0]}\"", in: folder)
        XCTAssertTrue(head.output.hasSuffix("status 0\n"), "stops quietly, no SIGPIPE (141): \(head.output.suffix(40))")
        XCTAssertEqual(head.error, "")

        let closed = try shell("\"$LEGIBLE\" strings Many.strings >&-", in: folder)
        XCTAssertEqual(closed.status, 2)
        XCTAssertEqual(closed.error, "error: cannot write to standard output (it is closed)\n")

        let fifo = try shell("\"$LEGIBLE\" audit . --config <(cat legible.json) --format json", in: folder)
        XCTAssertEqual(fifo.status, 1, fifo.error)
        XCTAssertTrue(fifo.output.contains("\"findings\""))
    }

    /// Found by trying to break the report writer: where a report goes when it is named by a
    /// descriptor, when two formats name one file, and when standard output is closed but unused.
    func testReportsGoWhereTheirPathsLeadAndNeverOverEachOther() throws {
        let folder = try project(catalog: Self.catalog, config: Self.config)
        // `--output /dev/stdout` with standard output appended to a log: the log keeps its line
        // and gets the report after it (it was replaced by the report).
        let appended = try shell(
            """
            echo "first line" > log.txt
            "$LEGIBLE" audit . --format json --output /dev/stdout --fail-on never --no-progress >> log.txt
            echo "status $?"
            """, in: folder)
        XCTAssertEqual(appended.output, "status 0\n", appended.error)
        let log = try String(contentsOf: folder.appendingPathComponent("log.txt"), encoding: .utf8)
        XCTAssertTrue(log.hasPrefix("first line\n{\n"), String(log.prefix(40)))
        XCTAssertTrue(log.contains("\"findings\""))

        // Two formats to one file: refused before the audit, nothing written.
        let shared = try shell(
            "\"$LEGIBLE\" audit . --report json=x.out --report sarif=./x.out; echo \"status $?\"; ls", in: folder)
        XCTAssertEqual(
            shared.error,
            "error: the json and sarif reports would both be written to ./x.out, the second over the first; "
                + "give each format its own path\n")
        XCTAssertFalse(shared.output.contains("x.out"), shared.output)
        XCTAssertTrue(shared.output.hasPrefix("status 2\n"), shared.output)

        // Two outputs that fail: each its own `error:` line.
        if FileManager.default.fileExists(atPath: "/dev/full") {
            let full = try shell(
                "\"$LEGIBLE\" audit . --report json=/dev/full --report sarif=/dev/full --fail-on never", in: folder)
            XCTAssertEqual(full.status, 2)
            XCTAssertEqual(
                full.error,
                String(repeating: "error: /dev/full: cannot write the report: No space left on device\n", count: 2))
        }

        // Standard output closed, the report in a file: nothing is lost, the run succeeds.
        let closed = try shell(
            "\"$LEGIBLE\" audit . --format json --output r.json --fail-on never >&-; echo \"status $?\" >&2", in: folder
        )
        XCTAssertEqual(closed.error, "status 0\n")
        let report = try Data(contentsOf: folder.appendingPathComponent("r.json"))
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: report) as? [String: Any])
    }

    func testInterruptedRunLeavesNoTemporaryReports() throws {
        let folder = try project(japanese: String(repeating: "word ", count: 20_000))
        for (delay, signal) in [(0.5, "INT"), (2.0, "TERM"), (3.0, "INT"), (1.0, "HUP")] {
            let run = try shell(
                """
                "$LEGIBLE" audit . --sizes Large --bold-text off --report html=out/index.html --report json=out/r.json \
                  --report sarif=out/r.sarif --format json > /dev/null & pid=$!
                sleep \(delay); kill -\(signal) $pid 2>/dev/null; wait $pid; echo "status $?"; ls -A out 2>/dev/null
                """, in: folder)
            let lines = run.output.split(separator: "\n").map(String.init)
            XCTAssertTrue(
                ["status 130", "status 143", "status 129", "status 1"].contains(lines.first ?? ""),
                run.output + run.error)
            let files = Set(lines.dropFirst())
            XCTAssertTrue(
                files.isEmpty || files == ["index.html", "r.json", "r.sarif"], "all reports or none: \(files)")
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("out"))
        }
    }
}
