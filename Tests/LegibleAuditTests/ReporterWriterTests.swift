import Foundation
import XCTest

@testable import LegibleAudit

/// Several formats in one run, written atomically.
final class ReporterWriterTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private final class Sink: @unchecked Sendable {
        // Only touched from the test's thread.
        var data = Data()
    }

    func testWritesEveryFormatAndStandardOutput() throws {
        let sink = Sink()
        let writer = ReportWriter { sink.data.append($0) }
        let html = folder.appendingPathComponent("Reports/run/index.html").path
        let sarif = folder.appendingPathComponent("report.sarif").path
        try writer.write(
            ReporterFixture.report,
            to: [
                ReportOutput(.text, to: .standardOutput), ReportOutput(.html, to: .file(html)),
                ReportOutput(.sarif, to: .file(sarif)), ReportOutput(.sarif, to: ReportDestination(argument: "-")),
            ], options: ReporterFixture.options)
        let text = try TextReporter().render(ReporterFixture.report, options: ReporterFixture.options)
        let sarifData = try SARIFReporter().render(ReporterFixture.report, options: ReporterFixture.options)
        XCTAssertEqual(sink.data, text + sarifData)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: sarif)), sarifData)
        XCTAssertTrue(FileManager.default.fileExists(atPath: html), "missing folders are created")
        XCTAssertEqual(try contents(), ["Reports", "report.sarif"], "no temporary files left")
        let attributes = try FileManager.default.attributesOfItem(atPath: sarif)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o644)
    }

    /// Findings enough for the JSON reporter to write its pieces in more than one round (it
    /// writes twice as many pieces at a time as there are cores).
    static var manyFindings: [Finding] {
        let rounds = max(2, 2 * ProcessInfo.processInfo.activeProcessorCount)
        var findings: [Finding] = []
        while findings.count <= (rounds + 1) * JSONReporter.findingsPerPiece {
            for var finding in ReporterFixture.findings {
                finding.line = findings.count
                findings.append(finding)
            }
        }
        return findings
    }

    /// A JSON report of pieces written in several rounds goes to its sink piece by piece, to a
    /// file and to standard output, and the bytes are those of the report encoded whole by
    /// `JSONEncoder`.
    func testWritesAJSONReportInPiecesAsTheWholeEncoding() throws {
        var report = ReporterFixture.report
        report.findings = Self.manyFindings
        var pieces: [Data] = []
        try JSONReporter().render(report, options: ReporterFixture.options) { pieces.append($0) }
        let pieceCount = (report.findings.count + JSONReporter.findingsPerPiece - 1) / JSONReporter.findingsPerPiece
        XCTAssertEqual(pieces.count, 2 * pieceCount + 1, "the part before the findings, pieces and commas, the rest")
        let whole = try SortedJSON.encode(report.prepared(for: ReporterFixture.options), format: .json)
        XCTAssertEqual(Data(pieces.joined()), whole)
        XCTAssertEqual(try JSONReporter().render(report, options: ReporterFixture.options), whole)

        // To a file alone: rendered into it piece by piece.
        let path = folder.appendingPathComponent("report.json").path
        try ReportWriter { _ in XCTFail("nothing goes to standard output") }.write(
            report, to: [ReportOutput(.json, to: .file(path))], options: ReporterFixture.options)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), whole)

        let sink = Sink()
        // As the CLI's sink does: a newline after what it is given when that does not end in one
        // (so standard output must get the report in one call, not piece by piece).
        let writer = ReportWriter { data in
            sink.data.append(data)
            if data.last != UInt8(ascii: "\n") { sink.data.append(contentsOf: Array("\n".utf8)) }
        }
        try FileManager.default.removeItem(atPath: path)
        try writer.write(
            report, to: [ReportOutput(.json, to: .file(path)), ReportOutput(.json, to: .standardOutput)],
            options: ReporterFixture.options)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), whole)
        XCTAssertEqual(whole.last, UInt8(ascii: "\n"))
        XCTAssertEqual(sink.data, whole)
        XCTAssertEqual(try contents(), ["report.json"], "no temporary files left")
    }

    /// A number JSON cannot hold in the last piece, after earlier pieces went into the temporary
    /// file: the encoder's error, the previous report kept, no temporary file left.
    func testAFormatFailingAfterItsFirstPiecesReplacesNothing() throws {
        let path = folder.appendingPathComponent("report.json").path
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: path))
        var report = ReporterFixture.report
        // The last measured finding in report order (the width is no part of the order).
        report.findings = Self.manyFindings.sortedForReport()
        let broken = try XCTUnwrap(report.findings.lastIndex { $0.measurement != nil })
        XCTAssertGreaterThan(broken, 3 * JSONReporter.findingsPerPiece)
        report.findings[broken].measurement?.width = .infinity
        var given = 0
        XCTAssertThrowsError(try JSONReporter().render(report, options: ReporterFixture.options) { _ in given += 1 })
        XCTAssertGreaterThan(given, 3, "pieces went to the sink before the failing one")
        XCTAssertThrowsError(
            try ReportWriter { _ in }.write(
                report, to: [ReportOutput(.json, to: .file(path))], options: ReporterFixture.options)
        ) { error in
            guard case .encodingFailed(format: .json, _) = error as? ReportError else {
                return XCTFail("unexpected error \(error)")
            }
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "{}\n")
        XCTAssertEqual(try contents(), ["report.json"], "no temporary file left")
    }

    func testAFailingFormatWritesNothing() throws {
        let good = folder.appendingPathComponent("report.txt").path
        try Data("the good report\n".utf8).write(to: URL(fileURLWithPath: good))
        var broken = ReporterFixture.report
        let measured = try XCTUnwrap(broken.findings.firstIndex { $0.measurement != nil })
        broken.findings[measured].measurement?.overflow = .nan  // JSON cannot carry NaN
        let writer = ReportWriter { _ in XCTFail("nothing is written when a format fails") }
        XCTAssertThrowsError(
            try writer.write(
                broken,
                to: [
                    ReportOutput(.text, to: .file(good)),
                    ReportOutput(.json, to: .file(folder.appendingPathComponent("r.json").path)),
                    ReportOutput(.text, to: .standardOutput),
                ], options: ReporterFixture.options)
        ) { error in
            guard case .encodingFailed(format: .json, _) = error as? ReportError else {
                return XCTFail("unexpected error \(error)")
            }
        }
        XCTAssertEqual(try String(contentsOfFile: good, encoding: .utf8), "the good report\n")
        XCTAssertEqual(try contents(), ["report.txt"])
    }

    func testAFailedWriteLeavesTheOldFileAndNoTemporaryFile() throws {
        let good = folder.appendingPathComponent("report.json")
        try Data("{}\n".utf8).write(to: good)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: good.path)
        // A folder where the file should go: the rename fails after the temporary file was written.
        // (A folder given as the output gets `report.json` inside it, here a non-empty folder too.)
        let blocked = folder.appendingPathComponent("blocked").appendingPathComponent("report.json")
        try FileManager.default.createDirectory(
            at: blocked.appendingPathComponent("inside"), withIntermediateDirectories: true)
        let writer = ReportWriter { _ in }
        XCTAssertThrowsError(
            try writer.write(
                ReporterFixture.report,
                to: [
                    ReportOutput(.json, to: .file(blocked.deletingLastPathComponent().path)),
                    ReportOutput(.json, to: .file(good.path)),
                ], options: ReporterFixture.options)
        ) { error in
            guard case .writeFailed(path: blocked.path, _) = error as? ReportError else {
                return XCTFail("unexpected error \(error)")
            }
        }
        // The other output was not replaced either (all the reports or none), and kept its permissions.
        XCTAssertEqual(try Data(contentsOf: good), Data("{}\n".utf8))
        let attributes = try FileManager.default.attributesOfItem(atPath: good.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        XCTAssertEqual(try contents(), ["blocked", "report.json"])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: blocked.deletingLastPathComponent().path),
            ["report.json"], "no temporary file left beside the blocked one")
    }

    func testReplacesAtomically() throws {
        let path = folder.appendingPathComponent("index.html").path
        try ReportWriter.writeAtomically(Data("old".utf8), to: path)
        let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber
        try ReportWriter.writeAtomically(Data("new".utf8), to: path)
        let after = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new")
        XCTAssertNotEqual(before, after, "a new file renamed over the old one, not the old one rewritten in place")
    }

    func testWritesThroughASymbolicLinkInsteadOfReplacingIt() throws {
        let target = folder.appendingPathComponent("real.json").path
        let link = folder.appendingPathComponent("link.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
        try ReportWriter.writeAtomically(Data("new".utf8), to: link)
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: link), "real.json", "the link stays a link")
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "new")
    }

    func testWritesIntoAFIFOInPlace() throws {
        // A non-regular destination (a FIFO here; /dev/stdout, a device in real use) is written
        // into: renaming a temporary file over it would replace the node itself.
        let fifo = folder.appendingPathComponent("pipe").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        final class Box: @unchecked Sendable { var data = Data() }
        let received = Box()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            if let handle = FileHandle(forReadingAtPath: fifo) { received.data = handle.readDataToEndOfFile() }
            done.signal()
        }
        try ReportWriter.writeAtomically(Data("new".utf8), to: fifo)
        var info = stat()
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the FIFO is still a FIFO")
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(String(decoding: received.data, as: UTF8.self), "new")
    }

    func testADanglingSymbolicLinkIsWrittenThroughAndALoopIsRefused() throws {
        // The shell's `>` makes the file a dangling link names; the link stays a link.
        let link = folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "made/later.json")
        try ReportWriter.writeAtomically(Data("new".utf8), to: link)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "made/later.json")
        XCTAssertEqual(
            try String(contentsOfFile: folder.appendingPathComponent("made/later.json").path, encoding: .utf8), "new")

        let a = folder.appendingPathComponent("a").path
        let b = folder.appendingPathComponent("b").path
        try FileManager.default.createSymbolicLink(atPath: a, withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: b, withDestinationPath: "a")
        XCTAssertThrowsError(try ReportWriter.writeAtomically(Data("new".utf8), to: a)) { error in
            XCTAssertEqual(
                error as? ReportError, .writeFailed(path: a, reason: String(cString: strerror(ELOOP))))
        }
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: a), "b", "the loop is left as it was")
        XCTAssertEqual(try contents(), ["a", "b", "link.json", "made"], "no temporary file")
    }

    func testADescriptorsNameWritesToTheDescriptorNotOverTheFileBehindIt() throws {
        // `legible audit … --output /dev/stdout >> log.txt`: /dev/stdout leads (through
        // /proc/self/fd/1) to log.txt itself; renaming a report over it would lose the log.
        let log = folder.appendingPathComponent("log.txt").path
        try Data("first line\n".utf8).write(to: URL(fileURLWithPath: log))
        let before = try FileManager.default.attributesOfItem(atPath: log)[.systemFileNumber] as? NSNumber
        let descriptor = open(log, O_WRONLY | O_APPEND)
        XCTAssertGreaterThan(descriptor, 2)
        defer { close(descriptor) }
        XCTAssertEqual(try ReportWriter.target(of: "/dev/fd/\(descriptor)"), .descriptor(descriptor))
        XCTAssertEqual(try ReportWriter.target(of: "/proc/self/fd/\(descriptor)"), .descriptor(descriptor))
        try ReportWriter.writeAtomically(Data("report\n".utf8), to: "/dev/fd/\(descriptor)")
        XCTAssertEqual(try String(contentsOfFile: log, encoding: .utf8), "first line\nreport\n", "appended")
        let after = try FileManager.default.attributesOfItem(atPath: log)[.systemFileNumber] as? NSNumber
        XCTAssertEqual(before, after, "the same file, not a new one renamed over it")
        XCTAssertEqual(try ReportWriter.target(of: "/dev/stdout"), .descriptor(1))
        XCTAssertEqual(try ReportWriter.target(of: "/dev/null"), .device("/dev/null"))
        XCTAssertNil(ReportWriter.openDescriptor(named: "/dev/fd/999"), "not open: not a descriptor")
    }

    func testAReportWithTheLongestFileNameIsWritten() throws {
        // 255 bytes is the most a name may have: the temporary file beside it needs a shorter one.
        let name = String(repeating: "r", count: 250) + ".json"
        let path = folder.appendingPathComponent(name).path
        try ReportWriter.writeAtomically(Data("new".utf8), to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new")
        XCTAssertEqual(try contents(), [name])
    }

    func testTwoFormatsNamingOneFileAreFound() throws {
        let plain = folder.appendingPathComponent("x.out").path
        let other = folder.appendingPathComponent("sub/../x.out").path
        let notMade = ReportWriter.outputsSharingAFile([
            ReportOutput(.json, to: .file(plain)), ReportOutput(.sarif, to: .file(other)),
        ])
        XCTAssertEqual(notMade?.first, .json)
        XCTAssertEqual(notMade?.second, .sarif)
        XCTAssertEqual(notMade?.path, other)
        try Data("old".utf8).write(to: URL(fileURLWithPath: plain))
        let link = folder.appendingPathComponent("link.out").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "x.out")
        let linked = ReportWriter.outputsSharingAFile([
            ReportOutput(.junit, to: .file(link)), ReportOutput(.json, to: .file(plain)),
        ])
        XCTAssertEqual(linked?.first, .junit)
        XCTAssertEqual(linked?.second, .json)
        XCTAssertEqual(linked?.path, plain)
        // The same format twice writes the same bytes twice; standard output and devices take
        // every report given them.
        XCTAssertNil(
            ReportWriter.outputsSharingAFile([
                ReportOutput(.json, to: .file(plain)), ReportOutput(.json, to: .file(link)),
            ]))
        XCTAssertNil(
            ReportWriter.outputsSharingAFile([
                ReportOutput(.json, to: .standardOutput), ReportOutput(.sarif, to: .file("/dev/stdout")),
                ReportOutput(.junit, to: .file("/dev/null")), ReportOutput(.markdown, to: .file("/dev/null")),
            ]))
    }
}
