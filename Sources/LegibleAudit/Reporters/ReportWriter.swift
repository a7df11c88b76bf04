import Foundation
import LegibleText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where one report goes.
public enum ReportDestination: Sendable, Hashable, CustomStringConvertible {
    /// Standard output (through the writer's `standardOutput` sink).
    case standardOutput
    /// A file; missing folders are created.
    case file(String)

    /// `-` means standard output; anything else is a path.
    public init(argument: String) {
        self = argument == "-" ? .standardOutput : .file(argument)
    }

    /// `-` for standard output, else the path as given.
    public var description: String {
        switch self {
        case .standardOutput: "-"
        case let .file(path): path
        }
    }

    /// The file a report of `format` goes to: a path that names a folder (one that exists, or
    /// one written with a trailing `/`) gets the format's `defaultFileName` inside it
    /// (`-o Reports/app` → `Reports/app/index.html`); anything else is itself.
    public func resolved(for format: ReportFormat) -> ReportDestination {
        guard case let .file(path) = self else { return self }
        var isFolder: ObjCBool = false
        if path.hasSuffix("/")
            || (FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
        {
            return .file((path as NSString).appendingPathComponent(format.defaultFileName))
        }
        return self
    }
}

/// One output of a run: a format and where it goes.
public struct ReportOutput: Sendable, Hashable {
    /// The format to write.
    public var format: ReportFormat
    /// Where it goes.
    public var destination: ReportDestination

    /// One output: `ReportOutput(.sarif, to: .file("report.sarif"))`.
    public init(_ format: ReportFormat, to destination: ReportDestination) {
        self.format = format
        self.destination = destination
    }
}

/// Writes one audit in several formats, each file atomically.
///
/// A reporter that fails leaves every previous report as it was: each file is rendered piece
/// by piece into a temporary file in the same folder (`Reporter.render(_:options:into:)`),
/// flushed, and renamed over the destination only when every output has been rendered
/// (`PendingReports`); what goes into a device or to standard output is rendered whole before
/// anything is written. A reader sees the old report or the new one, never half of one, and a
/// failed write leaves the old one in place. Standard output goes to the `standardOutput`
/// sink (the library never prints by itself).
public struct ReportWriter: Sendable {
    /// Receives what goes to standard output: each report's bytes in one call.
    public var standardOutput: @Sendable (Data) throws -> Void
    /// Draws strings for the HTML report.
    public var drawings: DrawingProvider?

    /// Creates a writer.
    /// - Parameters:
    ///   - drawings: Glyph drawings for the HTML report, if the text core provides them.
    ///   - standardOutput: Where standard-output reports go; the CLI passes
    ///     `{ FileHandle.standardOutput.write($0) }`.
    public init(drawings: DrawingProvider? = nil, standardOutput: @escaping @Sendable (Data) throws -> Void) {
        self.drawings = drawings
        self.standardOutput = standardOutput
    }

    /// Renders the report in every format asked for and writes each to its destination.
    ///
    /// - Parameters:
    ///   - report: The audit's result.
    ///   - outputs: The formats and where each goes; the same report may go to several places.
    ///   - options: Reporter options (rules, base folder, timing).
    /// - Throws: `ReportError.encodingFailed`, with no report replaced, if a format cannot be
    ///   rendered; otherwise `ReportError.writeFailed` (or `.several`) for the outputs that
    ///   could not be written. Files are replaced all together or not at all: when one cannot
    ///   be written, no file is replaced (devices and standard output, which cannot be taken
    ///   back, are still written).
    public func write(_ report: AuditReport, to outputs: [ReportOutput], options: ReportOptions) throws {
        // What goes to standard output or into a device is rendered whole, once a format.
        var rendered: [ReportFormat: Data] = [:]
        func whole(_ format: ReportFormat) throws -> Data {
            if let data = rendered[format] { return data }
            let data = try format.makeReporter(drawings: drawings).render(report, options: options)
            rendered[format] = data
            return data
        }
        var failures: [ReportError] = []
        var files: [(format: ReportFormat, path: String)] = []
        // Written in place, by the path the caller gave (for messages).
        var devices: [(format: ReportFormat, target: Target, path: String)] = []
        for output in outputs {
            guard case .file = output.destination,
                case let .file(path) = output.destination.resolved(for: output.format)
            else { continue }
            do {
                switch try Self.target(of: path) {
                case let .file(file): files.append((output.format, file))
                case let target: devices.append((output.format, target, path))
                }
            } catch let error as ReportError {
                failures.append(error)
            }
        }
        // Rendered before anything is written: a format that cannot be rendered leaves every
        // previous report as it was.
        for output in devices { _ = try whole(output.format) }
        for output in outputs where output.destination == .standardOutput { _ = try whole(output.format) }
        // Files: each rendered piece by piece straight into a temporary file beside it
        // (`Reporter.render(_:options:into:)`: a large JSON report is never held whole in
        // memory), then all renamed at once (`PendingReports.commit`), so an interrupted run
        // leaves the previous set of reports, not a mix of two runs. A format that cannot be
        // rendered removes the temporary files and replaces nothing.
        var prepared: [PendingReports.File] = []
        for file in files {
            do {
                if let data = rendered[file.format] {
                    prepared.append(try Self.prepare(to: file.path) { try $0(data) })
                } else {
                    let reporter = file.format.makeReporter(drawings: drawings)
                    prepared.append(
                        try Self.prepare(to: file.path) { sink in
                            try reporter.render(report, options: options, into: sink)
                        })
                }
            } catch let error as ReportError {
                if case .encodingFailed = error {
                    for file in prepared { PendingReports.discard(file.temporary) }
                    throw error
                }
                failures.append(error)
            } catch {
                failures.append(.writeFailed(path: file.path, reason: String(describing: error)))
            }
        }
        for device in devices {
            guard let data = rendered[device.format] else { continue }
            do {
                try Self.writeInPlace(data, to: device.target, named: device.path)
            } catch let error as ReportError {
                failures.append(error)
            } catch {
                failures.append(.writeFailed(path: device.path, reason: String(describing: error)))
            }
        }
        // All the files or none: when one cannot be written (a full disk, a folder in its place),
        // the others keep their previous reports too, rather than leave a set mixed from two runs.
        if failures.isEmpty {
            failures += PendingReports.commit(prepared)
        } else {
            for file in prepared { PendingReports.discard(file.temporary) }
        }
        for output in outputs where output.destination == .standardOutput {
            guard let data = rendered[output.format] else { continue }
            do {
                // One call with the whole report: the sink may end what it is given with a
                // newline (the CLI's does), which between pieces would change the report.
                try standardOutput(data)
            } catch let error as ReportError {
                failures.append(error)
            } catch {
                failures.append(.writeFailed(path: output.destination.description, reason: String(describing: error)))
            }
        }
        if failures.count == 1 { throw failures[0] }
        if failures.count > 1 { throw ReportError.several(failures) }
    }

    /// The first output that would overwrite one of `inputs`: the same file, however it is
    /// named (another path, a symbolic or hard link). A report written over the catalog it
    /// audits would destroy it; the caller refuses instead.
    ///
    /// - Parameters:
    ///   - outputs: Where the reports go; standard output never clashes.
    ///   - inputs: The files the run read (strings files, its legible.json, a baseline …).
    /// - Returns: The output's path and the input it names, or `nil`.
    public static func outputOverwritingInput(
        _ outputs: [ReportOutput], inputs: [String]
    ) -> (output: String, input: String)? {
        var read: [[UInt64]: String] = [:]
        for input in inputs {
            if let id = fileIdentity(input), read[id] == nil { read[id] = input }
        }
        for output in outputs {
            guard case let .file(path) = output.destination.resolved(for: output.format), let id = fileIdentity(path),
                let input = read[id]
            else { continue }
            return (path, input)
        }
        return nil
    }

    /// The first two outputs of different formats that name the same file, however each names
    /// it (another path, a symbolic or hard link, a file not made yet): the second report would
    /// replace the first. Standard output, devices and descriptors (`/dev/stdout`) never clash.
    ///
    /// - Parameter outputs: Where the reports go, in the order they would be written.
    /// - Returns: The two formats and the path the second output gives, or `nil`.
    public static func outputsSharingAFile(
        _ outputs: [ReportOutput]
    ) -> (first: ReportFormat, second: ReportFormat, path: String)? {
        var seen: [String: ReportFormat] = [:]
        for output in outputs {
            guard case let .file(path) = output.destination.resolved(for: output.format),
                case let .file(file)? = try? target(of: path)
            else { continue }
            // An existing file by device and inode; one not made yet by its folder's real path.
            let identity: String
            if let id = fileIdentity(file) {
                identity = id.map(String.init).joined(separator: " ")
            } else {
                let url = URL(fileURLWithPath: file).standardizedFileURL
                identity =
                    url.deletingLastPathComponent().resolvingSymlinksInPath()
                    .appendingPathComponent(url.lastPathComponent).path
            }
            if let first = seen[identity] {
                if first != output.format { return (first, output.format, path) }
            } else {
                seen[identity] = output.format
            }
        }
        return nil
    }

    /// The file `path` names (a link followed), by device and inode; `nil` when there is none.
    static func fileIdentity(_ path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino)]
    }

    /// Writes `data` to `path` through a temporary file in the same folder and a rename.
    ///
    /// The new file keeps the permissions of the file it replaces (0644 for a new file).
    /// - Parameters:
    ///   - data: The bytes.
    ///   - path: The destination; its folder is created when missing.
    /// - Throws: `ReportError.writeFailed`; the destination is then unchanged and no
    ///   temporary file is left behind.
    public static func writeAtomically(_ data: Data, to path: String) throws {
        switch try target(of: path) {
        case let .file(file):
            let prepared = try prepare(to: file) { try $0(data) }
            if let failure = PendingReports.commit([prepared]).first { throw failure }
        case let target:
            try writeInPlace(data, to: target, named: path)
        }
    }

    /// Where a report for a path goes (`target(of:)`).
    enum Target: Equatable {
        /// A regular file, or none yet: written to a temporary file beside it and renamed over it.
        case file(String)
        /// A device, FIFO or other non-regular file (`/dev/null`): opened and written in place,
        /// since renaming a temporary file over it would replace the node itself.
        case device(String)
        /// One of this process's open descriptors, named `/dev/stdout`, `/dev/stderr`,
        /// `/dev/fd/N` or `/proc/self/fd/N` (or by a link to one): written to the descriptor
        /// itself, so that the report goes where the descriptor goes (appended to a log that
        /// standard output was opened on with `>>`), never renamed over the file behind it.
        case descriptor(Int32)
    }

    /// Where a report for `path` goes. A symbolic link is written through, link by link, not
    /// replaced by a regular file, even when what it names does not exist yet (the file is then
    /// made where the link points, as the shell's `>` does).
    /// - Throws: `ReportError.writeFailed` for a chain of more than 40 symbolic links (a loop),
    ///   as `open(2)` refuses one (`ELOOP`).
    static func target(of path: String) throws -> Target {
        var current = path
        for _ in 0..<40 {
            if let descriptor = openDescriptor(named: current) { return .descriptor(descriptor) }
            var info = stat()
            guard lstat(current, &info) == 0 else { return .file(current) }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                    return .file(current)
                }
                current =
                    link.hasPrefix("/")
                    ? link : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(link).path
            case S_IFREG, S_IFDIR:
                return .file(current)
            default:
                return .device(current)
            }
        }
        throw ReportError.writeFailed(path: path, reason: String(cString: strerror(ELOOP)))
    }

    /// The descriptor `path` names when it is one of this process's open descriptors by one of
    /// the names the system gives them (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`,
    /// `/proc/self/fd/N`); `nil` otherwise.
    static func openDescriptor(named path: String) -> Int32? {
        let descriptor: Int32?
        switch path {
        case "/dev/stdout": descriptor = 1
        case "/dev/stderr": descriptor = 2
        default:
            descriptor =
                ["/dev/fd/", "/proc/self/fd/"].lazy.compactMap { prefix in
                    path.hasPrefix(prefix) ? Int32(path.dropFirst(prefix.count)) : nil
                }.first
        }
        guard let descriptor, descriptor >= 0, fcntl(descriptor, F_GETFD) != -1 else { return nil }
        return descriptor
    }

    /// Writes what `render` gives its sink, piece after piece, to a temporary file beside `path`
    /// (a regular file or none: `target(of:)`), registered with `PendingReports` until it is
    /// renamed or removed.
    /// - Throws: `ReportError.writeFailed` when the file cannot be made or written (`render` is
    ///   then stopped by an error its sink throws); what `render` throws. Either way no
    ///   temporary file is left behind.
    static func prepare(to path: String, render: ((Data) throws -> Void) throws -> Void) throws -> PendingReports.File {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ReportError.writeFailed(
                path: path, reason: "cannot create the folder \(folder.path): \(error.localizedDescription)")
        }
        // `.NAME.XXXXXX`, or `.legible.XXXXXX` when that would pass the 255 bytes a file name may
        // have (NAME_MAX).
        let name = url.lastPathComponent.utf8.count + 9 <= 255 ? url.lastPathComponent : "legible"
        var template = Array(folder.appendingPathComponent(".\(name).XXXXXX").path.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else {
            throw ReportError.writeFailed(
                path: path, reason: "cannot create a temporary file: \(String(cString: strerror(errno)))")
        }
        // mkstemp replaced the X's in place: the array now holds the temporary file's path.
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        PendingReports.register(temporary)
        var succeeded = false
        defer {
            if !succeeded { PendingReports.discard(temporary) }
        }
        var mode: mode_t = 0o644
        var existing = stat()
        if stat(path, &existing) == 0 { mode = existing.st_mode & 0o7777 }
        /// Thrown by the sink to stop `render` at the first piece that could not be written.
        struct StoppedWriting: Error {}
        var writeError: Int32?
        do {
            try render { piece in
                if let failure = Self.write(piece, to: descriptor) {
                    writeError = failure
                    throw StoppedWriting()
                }
            }
        } catch is StoppedWriting {
        } catch {
            close(descriptor)
            throw error
        }
        let flushed = writeError == nil && fchmod(descriptor, mode) == 0 && fsync(descriptor) == 0
        let flushError = errno
        close(descriptor)
        if let writeError {
            throw ReportError.writeFailed(path: path, reason: String(cString: strerror(writeError)))
        }
        guard flushed else {
            throw ReportError.writeFailed(path: path, reason: String(cString: strerror(flushError)))
        }
        succeeded = true
        return PendingReports.File(temporary: temporary, path: path)
    }
}

/// The temporary files of reports being written, so that an interrupted run (SIGINT,
/// SIGTERM) removes them instead of leaving hidden `.report.html.XXXXXX` files behind.
///
/// State behind one lock (`Locked`): `commit` renames a set of files while
/// holding it, so `discardAll` (from a signal handler's queue) waits for a commit in
/// progress and then removes what was not renamed: all of a run's reports or none.
public enum PendingReports {
    /// A report written to `temporary`, to be renamed to `path`.
    struct File: Sendable {
        var temporary: String
        var path: String
    }

    private struct State {
        var temporaries: Set<String> = []
        /// Set by `discardAll()`: nothing is renamed into place after it.
        var closed = false
    }

    private static let state = Locked(State())

    static func register(_ temporary: String) {
        state.withLock { state in
            if state.closed { unlink(temporary) } else { state.temporaries.insert(temporary) }
        }
    }

    static func discard(_ temporary: String) {
        state.withLock { state in
            if state.temporaries.remove(temporary) != nil { unlink(temporary) }
        }
    }

    /// Renames every file into place, as one step against `discardAll()`; none (their temporary
    /// files removed) when one cannot be: the run was interrupted, or a folder is in its place.
    static func commit(_ files: [File]) -> [ReportError] {
        state.withLock { state in
            var failures: [ReportError] = []
            for file in files where !state.temporaries.contains(file.temporary) {
                failures.append(.writeFailed(path: file.path, reason: "the run was interrupted"))
            }
            // A folder in a file's place would fail its rename after others were made: found
            // first, so that no file is replaced (all the reports or none).
            for file in files where state.temporaries.contains(file.temporary) {
                var info = stat()
                if lstat(file.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                    failures.append(.writeFailed(path: file.path, reason: String(cString: strerror(EISDIR))))
                }
            }
            guard failures.isEmpty else {
                for file in files where state.temporaries.contains(file.temporary) {
                    state.temporaries.remove(file.temporary)
                    unlink(file.temporary)
                }
                return failures
            }
            for file in files where state.temporaries.contains(file.temporary) {
                state.temporaries.remove(file.temporary)
                if rename(file.temporary, file.path) != 0 {
                    failures.append(.writeFailed(path: file.path, reason: String(cString: strerror(errno))))
                    unlink(file.temporary)
                }
            }
            return failures
        }
    }

    /// Removes every temporary report file not yet renamed, after any commit in progress;
    /// from then on nothing is renamed into place (a later report's temporary file is
    /// removed at once). For a handler of SIGINT or SIGTERM, before it exits.
    public static func discardAll() {
        state.withLock { state in
            for temporary in state.temporaries { unlink(temporary) }
            state.temporaries.removeAll()
            state.closed = true
        }
    }
}

extension ReportWriter {
    /// Writes `data` straight into `target` (`target(of:)`): an existing device or FIFO,
    /// opened and truncated, or an open descriptor of this process, written as it is (appended
    /// to when it was opened to append). `path` is the name the caller gave, for messages.
    static func writeInPlace(_ data: Data, to target: Target, named path: String) throws {
        let descriptor: Int32
        let opened: Bool
        switch target {
        case let .descriptor(number):
            descriptor = number
            opened = false
        case let .device(file), let .file(file):
            descriptor = open(file, O_WRONLY | O_TRUNC)
            guard descriptor >= 0 else {
                throw ReportError.writeFailed(path: path, reason: String(cString: strerror(errno)))
            }
            opened = true
        }
        defer { if opened { close(descriptor) } }
        if let failure = write(data, to: descriptor) {
            throw ReportError.writeFailed(path: path, reason: String(cString: strerror(failure)))
        }
    }

    /// Writes `data` in full to `descriptor` (retrying on `EINTR`); the `errno` of the write
    /// that failed, `nil` when all was written.
    static func write(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }  // nothing to write
            var offset = 0
            while offset < buffer.count {
                let n = posixWrite(descriptor, base + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return nil
        }
    }
}

/// `write(2)`, whichever C library provides it.
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(fd, buffer, count)
    #else
    Darwin.write(fd, buffer, count)
    #endif
}
