import Foundation
import LegibleAudit

#if canImport(Glibc)
import Glibc
#endif

/// Which build of the tool is running, for the audit cache's key: two builds of the same version
/// (a development checkout rebuilt after a change) must not share entries.
enum BuildIdentity {
    /// The linker's build ID of the running executable on Linux (`.note.gnu.build-id`, a digest
    /// of the linked file that `ld` writes: `readelf -n`), else the digest (XXH3-128) of the
    /// executable's bytes; `unknown` when neither can be read.
    static let current: String = {
        #if os(Linux)
        if let id = elfBuildID(path: "/proc/self/exe") { return "build-id " + id }
        #endif
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        return AuditCacheKey.digest(ofFileAt: executable).map { "xxh3-128 " + $0 } ?? "unknown"
    }()

    /// The GNU build ID in the ELF file at `path`, as hexadecimal digits: read from its program
    /// headers' `PT_NOTE` segments (ELF-64, little-endian), a few kilobytes, not the whole file.
    /// `nil` when the file is not such an ELF file or has no build ID.
    static func elfBuildID(path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        func read(_ offset: UInt64, _ count: Int) -> [UInt8]? {
            guard (try? handle.seek(toOffset: offset)) != nil, let data = try? handle.read(upToCount: count),
                data.count == count
            else { return nil }
            return Array(data)
        }
        func integer(_ bytes: [UInt8], _ at: Int, _ size: Int) -> UInt64 {
            (0..<size).reduce(UInt64(0)) { $0 | UInt64(bytes[at + $1]) << (8 * UInt64($1)) }
        }
        // e_ident: 0x7F "ELF", class 2 (64-bit), data 1 (little-endian).
        guard let header = read(0, 64), header[0...3] == [0x7F, 0x45, 0x4C, 0x46], header[4] == 2, header[5] == 1
        else { return nil }
        let programHeaders = integer(header, 0x20, 8)
        let entrySize = Int(integer(header, 0x36, 2))
        let count = Int(integer(header, 0x38, 2))
        guard entrySize >= 56, count < 256 else { return nil }
        for index in 0..<count {
            guard let entry = read(programHeaders + UInt64(index * entrySize), 56) else { return nil }
            // p_type 4: PT_NOTE; p_offset at 8, p_filesz at 32.
            guard integer(entry, 0, 4) == 4 else { continue }
            let size = Int(integer(entry, 32, 8))
            guard size < 1 << 16, let notes = read(integer(entry, 8, 8), size) else { continue }
            var offset = 0
            while offset + 12 <= notes.count {
                let nameSize = Int(integer(notes, offset, 4))
                let descriptionSize = Int(integer(notes, offset + 4, 4))
                let type = integer(notes, offset + 8, 4)
                let name = offset + 12
                let description = name + (nameSize + 3) / 4 * 4
                let next = description + (descriptionSize + 3) / 4 * 4
                guard next <= notes.count else { break }
                // NT_GNU_BUILD_ID (3), owner "GNU\0".
                if type == 3, nameSize == 4, notes[name..<name + 4] == [0x47, 0x4E, 0x55, 0], descriptionSize > 0 {
                    return notes[description..<description + descriptionSize].map {
                        ($0 < 16 ? "0" : "") + String($0, radix: 16)
                    }.joined()
                }
                offset = next
            }
        }
        return nil
    }
}
