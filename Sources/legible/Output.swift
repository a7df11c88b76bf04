import Foundation
import LegibleAudit

/// Where the tool writes.
enum Output {
    /// Why standard output could not be written, once it could not (a closed descriptor).
    /// A reader that went away (`legible strings | head`) is not a failure: the rest of the
    /// output is dropped quietly.
    nonisolated(unsafe) static var standardOutputFailure: String?
    nonisolated(unsafe) private static var readerGone = false
    /// Standard output was closed when the tool started (`>&-`): a failure once something is
    /// written to it, not before (a run that writes its report to a file only succeeds).
    nonisolated(unsafe) private static var closedAtStart = false

    /// A failure to write standard output, with the system's reason.
    struct WriteFailure: Error, CustomStringConvertible {
        var reason: String
        var description: String { "cannot write to standard output (\(reason))" }
    }

    static func out(_ text: String) {
        try? write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Writes `data` to standard output with `write(2)`: SIGPIPE is ignored (`ignoreBrokenPipe`),
    /// so a closed pipe ends the output quietly; any other failure is thrown once, by reason.
    static func write(_ data: Data) throws {
        guard !readerGone else { return }
        if closedAtStart { standardOutputFailure = "it is closed" }
        if let standardOutputFailure { throw WriteFailure(reason: standardOutputFailure) }
        let failure: Int32? = data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let n = Glibc.write(1, base + offset, buffer.count - offset)
                #else
                let n = Darwin.write(1, base + offset, buffer.count - offset)
                #endif
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return nil
        }
        guard let failure else { return }
        if failure == EPIPE {
            readerGone = true
            return
        }
        let reason = String(cString: strerror(failure))
        standardOutputFailure = reason
        throw WriteFailure(reason: reason)
    }

    /// A reader that closes the pipe early (`| head`) must not kill the tool with SIGPIPE
    /// (exit 141): writes then fail with EPIPE, which `write(_:)` takes as the end of output.
    static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// A standard descriptor closed when the tool starts (`legible strings >&-`) would be
    /// reused by the next file opened, and the output would land in a font or a report.
    /// Each is held on /dev/null instead; writing to a closed standard output is then a failure.
    static func holdClosedStandardDescriptors() {
        for descriptor: Int32 in [0, 1, 2] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            if descriptor == 1 { closedAtStart = true }
        }
    }

    static func error(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Whether standard error is a terminal (progress is shown only then).
    static var standardErrorIsTerminal: Bool { isatty(2) != 0 }
}
