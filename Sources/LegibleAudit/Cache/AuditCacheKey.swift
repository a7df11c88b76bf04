import Foundation
import LegibleText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A digest (XXH3-128, `ContentDigest`) over everything an audit's result depends on, given
/// field by field: the tool, the options, the configuration, every input file's path and bytes,
/// the fonts.
///
/// Each field is written as its label, its length in bytes and its bytes, so that no two
/// different sequences of fields give the same message. Files are read piece by piece (1 MiB),
/// never by their time stamps: a file touched but unchanged keeps its key, a file changed
/// within the same second changes it. A class: it owns its hasher's state.
public final class AuditCacheKey {
    private let hasher = ContentHasher()

    /// An empty key.
    public init() {}

    /// Adds a field: `label` and `value`.
    public func add(_ label: String, _ value: String) {
        field(label, byteCount: value.utf8.count)
        hasher.update(value)
    }

    /// Adds a field whose value is a list (each item a field of its own, after the count).
    public func add(_ label: String, _ values: [String]) {
        add(label, String(values.count))
        for value in values { add(label, value) }
    }

    /// Adds the file at `path`: its path and its bytes. A file that cannot be read adds its path
    /// and the reason instead (the audit reports it as an input problem, and so will the cached
    /// report).
    public func addFile(_ path: String) {
        add("file", path)
        switch Self.fileDigest(path) {
        case let .success(digest): add(digest)
        case let .failure(failure): add("unreadable", failure.reason)
        }
    }

    /// Adds a digest field (`ContentDigest`, 16 bytes).
    public func add(_ digest: ContentDigest) {
        field("digest", byteCount: 16)
        hasher.update(digest)
    }

    /// The key so far (more fields may be added after).
    public func digest() -> ContentDigest {
        hasher.finalize()
    }

    /// The key: 32 lowercase hexadecimal digits.
    public func finalize() -> String {
        hasher.finalize().description
    }

    /// The digest (XXH3-128) of the file at `path` as 32 hexadecimal digits, read piece by piece;
    /// `nil` when it cannot be read.
    public static func digest(ofFileAt path: String) -> String? {
        guard case let .success(digest) = fileDigest(path) else { return nil }
        return digest.description
    }

    /// `digest(ofFileAt:)` of each of `paths`, in order, taken on all cores (a font file is
    /// megabytes; the fonts of an audit, tens of them).
    public static func digests(ofFilesAt paths: [String]) -> [String?] {
        let results = Locked([String?](repeating: nil, count: paths.count))
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let digest = digest(ofFileAt: paths[index])
            results.withLock { $0[index] = digest }
        }
        return results.withLock { $0 }
    }

    /// Why a file could not be read, as the system says it.
    struct Unreadable: Error {
        var reason: String
    }

    private func field(_ label: String, byteCount: Int) {
        hasher.update("\(label.utf8.count):\(label)\(byteCount):")
    }

    /// The digest of the bytes of the regular file at `path`, read 1 MiB at a time.
    private static func fileDigest(_ path: String) -> Result<ContentDigest, Unreadable> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(Unreadable(reason: String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .failure(Unreadable(reason: String(cString: strerror(errno))))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(Unreadable(reason: "not a regular file")) }
        let hasher = ContentHasher()
        let capacity = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let n = read(descriptor, buffer.baseAddress, capacity)
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(Unreadable(reason: String(cString: strerror(errno))))
            }
            if n == 0 { break }
            hasher.update(UnsafeRawBufferPointer(rebasing: buffer[0..<n]))
        }
        return .success(hasher.finalize())
    }
}
