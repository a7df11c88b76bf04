import Foundation
import XCTest

/// The built `legible` tool, run as a process: output edge cases the library tests cannot reach.
final class CommandLineOutputTests: XCTestCase {
    /// `.build/<config>/legible`, next to the test bundle; the test is skipped when it is not built.
    private var tool: String {
        get throws {
            // Linux: the bundle is the build folder itself; macOS: the .xctest inside it.
            let bundle = Bundle(for: Self.self).bundleURL
            let candidates = [bundle, bundle.deletingLastPathComponent()].map {
                $0.appendingPathComponent("legible").path
            }
            guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
                throw XCTSkip("legible not built at \(candidates[0])")
            }
            return path
        }
    }

    private func shell(_ command: String) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    func testAClosedStandardOutputDoesNotCrash() throws {
        let tool = try tool
        // `>&-` closes standard output: writing to it fails with EBADF, which used to trap.
        let measured = try shell("'\(tool)' measure Hello >&-")
        XCTAssertFalse(measured.stderr.contains("Fatal error"), measured.stderr)
        // The output was lost: said once, plainly, and not a success (issue 13).
        XCTAssertEqual(measured.status, 2)
        XCTAssertEqual(measured.stderr, "error: cannot write to standard output (it is closed)\n")
        let audited = try shell("'\(tool)' audit /nonexistent-\(UUID().uuidString) >&-")
        XCTAssertEqual(audited.status, 2, audited.stderr)
    }
}
