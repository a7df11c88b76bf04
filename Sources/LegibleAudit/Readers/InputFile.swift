import Foundation

/// A file (or `.xcloc` folder) that holds localized strings, and how to read it.
public struct InputFile: Hashable, Sendable, Comparable {
    /// The kinds of localization input, by file extension.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `.xcstrings`: a String Catalog (JSON).
        case stringCatalog = "xcstrings"
        /// `.strings`: an old-style property list of `key = value;` entries.
        case strings
        /// `.stringsdict`: an XML property list of plural and width rules.
        case stringsDict = "stringsdict"
        /// `.xliff` (or `.xlf`): an XLIFF 1.2 export.
        case xliff
        /// `.xcloc`: an Xcode localization catalog folder (XLIFF inside).
        case xcloc
        /// `.storyboard`: an Interface Builder storyboard.
        case storyboard
        /// `.xib`: an Interface Builder document.
        case xib

        /// The kind for a path's extension, or `nil` if it is not localization input.
        public init?(path: String) {
            let pathExtension = (path as NSString).pathExtension.lowercased()
            guard let kind = Kind(rawValue: pathExtension == "xlf" ? "xliff" : pathExtension) else { return nil }
            self = kind
        }
    }

    /// The path as given or found (a found path is the folder given joined with the
    /// relative path inside it).
    public var path: String
    /// Which reader reads it.
    public var kind: Kind

    /// Makes an input file from its path and kind.
    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// The table name: the file name without its extension (`Localizable`, `Main`).
    public var table: String {
        Self.table(forPath: path)
    }

    /// The enclosing `.lproj` folder, if any.
    public var localeFolder: LocaleFolder? {
        LocaleFolder.containing(path: path)
    }

    /// The table name for a path: the file name without its extension.
    public static func table(forPath path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// Orders by path, byte by byte (the same order on every platform and locale).
    public static func < (lhs: InputFile, rhs: InputFile) -> Bool {
        lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8)
    }
}

extension StringCollection {
    /// Reads `url` and hands its bytes to `read`; a file that cannot be read becomes one
    /// diagnostic naming it and the reason.
    static func reading(
        _ url: URL, sourceLanguage: String,
        _ read: (Data, String) -> StringCollection
    ) -> StringCollection {
        let path = url.path
        do {
            return read(try Data(contentsOf: url), path)
        } catch {
            return StringCollection(
                sourceLanguage: sourceLanguage,
                diagnostics: [
                    Diagnostic(
                        .error, "cannot read the file: \(error.localizedDescription)", at: SourceLocation(file: path))
                ])
        }
    }
}

extension InputFile {
    /// A file that could not be read, with the system's reason ("Permission denied").
    public struct ReadFailure: Error, Sendable, CustomStringConvertible {
        /// The path as given.
        public var path: String
        /// The system's reason.
        public var reason: String
        /// `path: cannot read it (reason)`.
        public var description: String { "\(path): cannot read it (\(reason))" }
    }

    /// The bytes of a file named on the command line: a regular file, or a FIFO or device
    /// (`--config <(…)`), which `Data(contentsOf:)` refuses on Linux with "You don't have
    /// permission".
    ///
    /// - Throws: `ReadFailure` with the system's reason (a folder, a missing file, no permission).
    public static func contents(ofPath path: String) throws -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadFailure(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadFailure(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
        }
    }
}
