import Foundation

/// What Legible knows of every font file in its search folders, without opening them again.
///
/// Building the index opens each file once with HarfBuzz to read its names, weight and axes.
/// The index is cached on disk (`~/.cache/legible/font-index-v1.json`, or
/// `$XDG_CACHE_HOME/legible/…`; `~/Library/Caches/Legible/…` on macOS: `CacheFolder`), keyed by each file's path, size and modification time, so
/// later runs read only the files that changed.
public struct FontIndex: Sendable, Codable {
    /// One face of one font file.
    public struct Entry: Sendable, Codable, Hashable {
        /// Path of the font file.
        public var path: String
        /// Face index inside the file (0 for a single-face file, 0… for a `.ttc` collection).
        public var index: Int
        /// Typographic family name (`FontFace.family`).
        public var family: String
        /// Typographic subfamily (`FontFace.style`).
        public var style: String
        /// PostScript name (OpenType name ID 6), when the face has one.
        public var postScriptName: String?
        /// Weight on the 1–1000 scale (`FontFace.weight`).
        public var weight: Double
        /// Width in percent of normal (`FontFace.width`; 100 = normal).
        public var width: Double
        /// Whether the face is italic (`FontFace.isItalic`).
        public var isItalic: Bool
        /// Tags of the variation axes (`wght`, `opsz`).
        public var axes: [String]
        /// Whether the face has an AAT `trak` table (`FontFace.hasTracking`).
        public var hasTracking: Bool
    }

    struct FileStamp: Codable, Hashable {
        var size: Int
        var modified: Double
        var entries: [Entry]
    }

    static let version = 1
    var formatVersion = FontIndex.version
    var files: [String: FileStamp] = [:]

    /// Every face, in a stable order (path, then index).
    public var entries: [Entry] {
        files.keys.sorted().flatMap { files[$0]?.entries ?? [] }
    }

    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// Builds (or refreshes from `cache`) the index of `files` (as `fontFiles(in:)` finds them).
    ///
    /// Unreadable files are skipped.
    /// - Parameters:
    ///   - files: the font files, in priority order.
    ///   - cacheURL: where to read and write the cached index; `nil` for no caching.
    static func build(files: [String], cacheURL: URL?) -> FontIndex {
        var cached = FontIndex()
        if let cacheURL, let data = try? Data(contentsOf: cacheURL),
            let decoded = try? JSONDecoder().decode(FontIndex.self, from: data), decoded.formatVersion == version
        {
            cached = decoded
        }
        var index = FontIndex()
        var changed = false
        let manager = FileManager.default
        for path in files {
            guard let attributes = try? manager.attributesOfItem(atPath: path) else { continue }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            if let old = cached.files[path], old.size == size, old.modified == modified {
                index.files[path] = old
                continue
            }
            changed = true
            var entries: [Entry] = []
            for faceIndex in 0..<max(FontFace.faceCount(path: path), 0) {
                guard let face = try? FontFace(path: path, index: faceIndex) else { continue }
                entries.append(
                    Entry(
                        path: path, index: faceIndex, family: face.family, style: face.style,
                        postScriptName: face.postScriptName, weight: face.weight, width: face.width,
                        isItalic: face.isItalic, axes: face.axes.map(\.tag), hasTracking: face.hasTracking))
            }
            index.files[path] = FileStamp(size: size, modified: modified, entries: entries)
        }
        if changed || cached.files.count != index.files.count, let cacheURL {
            try? manager.createDirectory(at: cacheURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            if let data = try? JSONEncoder().encode(index) {
                try? data.write(to: cacheURL, options: .atomic)
            }
        }
        return index
    }

    /// Font files below `folders`, each once, in folder order then path order.
    static func fontFiles(in folders: [String]) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        let manager = FileManager.default
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: folder, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                let resolved = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
                if fontExtensions.contains(URL(fileURLWithPath: folder).pathExtension.lowercased()),
                    seen.insert(resolved).inserted
                {
                    result.append(folder)
                }
                continue
            }
            guard let enumerator = manager.enumerator(atPath: folder) else { continue }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let ext = (relative as NSString).pathExtension.lowercased()
                guard fontExtensions.contains(ext) else { continue }
                found.append((folder as NSString).appendingPathComponent(relative))
            }
            for path in found.sorted() {
                let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                if seen.insert(resolved).inserted { result.append(path) }
            }
        }
        return result
    }

    /// The default on-disk location of the cached index: `font-index-v1.json` in the user's
    /// cache folder (`CacheFolder.standard`); `nil` when `LEGIBLE_NO_FONT_CACHE` is set.
    public static var defaultCacheURL: URL? {
        let environment = ProcessInfo.processInfo.environment
        if environment["LEGIBLE_NO_FONT_CACHE"] != nil { return nil }
        return CacheFolder.standard(environment: environment)?.appendingPathComponent("font-index-v\(version).json")
    }
}
