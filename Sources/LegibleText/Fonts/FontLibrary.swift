import Foundation

/// The fonts Legible can measure with, found in the user's folders, the project's `Fonts/`
/// folder and the system's font folders, and the rules for choosing among them.
///
/// Order of search: every `--fonts` folder, then `Fonts/` (in the working folder and next to
/// the package the tool was built from), then the system's folders (`/usr/share/fonts`,
/// `/usr/local/share/fonts`, `~/.local/share/fonts`, `~/.fonts` on Linux;
/// `/System/Library/Fonts`, `/Library/Fonts`, `~/Library/Fonts` on macOS). A family found in an
/// earlier folder wins over the same family later. Thread-safe: faces and instances are
/// created once, under a lock, and shared.
public final class FontLibrary: Sendable {
    /// The folders searched, in order.
    public let folders: [String]
    /// Every face found.
    public let entries: [FontIndex.Entry]
    private let byFamily: [String: [FontIndex.Entry]]
    private let openFaces = Locked<[String: FontFace]>([:])
    /// The font files `openFace` was asked to open (whether or not they could be).
    private let filesAsked = Locked<Set<String>>([])
    private let instances = Locked<[InstanceKey: FaceInstance]>([:])
    /// `instance(family:weight:pointSize:appliesSFTracking:)`'s answers: a fallback chain asks
    /// for a face of twenty families or more, and choosing one filters the family's faces and
    /// builds keys of their paths.
    private let familyInstances = Locked<[FamilyInstanceKey: FaceInstance?]>([:])

    private struct FamilyInstanceKey: Hashable {
        let family: String
        let weight: FontWeight
        let pointSize: Double
        let tracked: Bool
    }

    private struct InstanceKey: Hashable {
        let path: String
        let index: Int
        let variations: [FaceInstance.Variation]
        let ptem: Double
        let tracked: Bool
    }

    /// Scans `userFolders`, the project's `Fonts/` folders and (when `includeSystemFolders`) the
    /// system's font folders.
    ///
    /// - Parameters:
    ///   - userFolders: folders given with `--fonts` or in `legible.json`, searched first.
    ///   - includeSystemFolders: whether to search the system's font folders.
    ///   - cacheURL: the font index cache; `FontIndex.defaultCacheURL` by default, `nil` for none.
    public init(
        userFolders: [String] = [], includeSystemFolders: Bool = true,
        cacheURL: URL? = FontIndex.defaultCacheURL
    ) {
        var folders = userFolders
        folders += Self.projectFontFolders()
        if includeSystemFolders { folders += Self.systemFontFolders() }
        self.folders = folders
        // One scan of the folders serves both the index and the priority order.
        let files = FontIndex.fontFiles(in: folders)
        let index = FontIndex.build(files: files, cacheURL: cacheURL)
        var order: [String: Int] = [:]
        for (position, path) in files.enumerated() { order[path] = position }
        let entries = index.entries.sorted {
            (order[$0.path] ?? Int.max, $0.path, $0.index) < (order[$1.path] ?? Int.max, $1.path, $1.index)
        }
        self.entries = entries
        var byFamily: [String: [FontIndex.Entry]] = [:]
        for entry in entries {
            byFamily[entry.family.lowercased(), default: []].append(entry)
        }
        self.byFamily = byFamily
    }

    /// Whether any face of `family` was found (case-insensitive).
    public func hasFamily(_ family: String) -> Bool { byFamily[family.lowercased()] != nil }

    /// Every family name found, sorted.
    public var families: [String] { Array(Set(entries.map(\.family))).sorted() }

    /// The face of `family` closest to `weight`, set up at that weight.
    ///
    /// Prefers an upright static face of exactly that weight, then a variable face whose `wght`
    /// axis covers it (set to that value), then the nearest static weight (heavier first for
    /// weights above 500, lighter first otherwise, as CSS font matching does).
    /// - Parameters:
    ///   - family: family name, case-insensitive.
    ///   - weight: wanted weight.
    ///   - opticalSize: the point size, for faces with an `opsz` axis; also the `ptem` for faces
    ///     with a `trak` table.
    ///   - appliesSFTracking: whether the instance gets Apple's SF Pro tracking table.
    /// - Returns: the instance, or `nil` when no face of the family can be opened.
    public func instance(
        family: String, weight: FontWeight, pointSize: Double,
        appliesSFTracking: Bool = false
    ) -> FaceInstance? {
        let key = FamilyInstanceKey(family: family, weight: weight, pointSize: pointSize, tracked: appliesSFTracking)
        if let known = familyInstances.withLock({ $0[key] }) { return known }
        let made = chooseInstance(
            family: family, weight: weight, pointSize: pointSize, appliesSFTracking: appliesSFTracking)
        familyInstances.withLock { $0[key] = made }
        return made
    }

    /// `instance(family:weight:pointSize:appliesSFTracking:)`, chosen anew.
    private func chooseInstance(
        family: String, weight: FontWeight, pointSize: Double, appliesSFTracking: Bool
    ) -> FaceInstance? {
        guard let candidates = byFamily[family.lowercased()]?.filter({ !$0.isItalic }), !candidates.isEmpty else {
            return nil
        }
        let wanted = Double(weight.rawValue)
        var chosen: FontIndex.Entry?
        var variations: [FaceInstance.Variation] = []
        let statics = candidates.filter { !$0.axes.contains("wght") }
        if let exact = statics.first(where: { abs($0.weight - wanted) < 1 }) {
            chosen = exact
        } else if let variable = candidates.first(where: { $0.axes.contains("wght") }),
            let face = openFace(variable), let axis = face.axis("wght"),
            axis.minimum <= wanted, wanted <= axis.maximum
        {
            chosen = variable
            variations.append(.init(tag: "wght", value: wanted))
        } else {
            chosen =
                statics.min { lhs, rhs in
                    Self.matchDistance(lhs.weight, wanted) < Self.matchDistance(rhs.weight, wanted)
                } ?? candidates.first
        }
        guard let entry = chosen, let face = openFace(entry) else { return nil }
        if let axis = face.axis("opsz") {
            variations.append(.init(tag: "opsz", value: min(max(pointSize, axis.minimum), axis.maximum)))
        }
        return instance(face: face, variations: variations, ptem: pointSize, appliesSFTracking: appliesSFTracking)
    }

    /// The instance of `face` with `variations` (shared).
    func instance(
        face: FontFace, variations: [FaceInstance.Variation], ptem: Double,
        appliesSFTracking: Bool
    ) -> FaceInstance {
        let key = InstanceKey(
            path: face.path, index: face.index, variations: variations.sorted { $0.tag < $1.tag },
            ptem: face.hasTracking ? ptem : 0, tracked: appliesSFTracking)
        return instances.withLock { instances in
            if let existing = instances[key] { return existing }
            let made = FaceInstance(
                face: face, variations: variations, ptem: ptem, appliesSFTracking: appliesSFTracking)
            instances[key] = made
            return made
        }
    }

    /// The font files whose faces have been opened (or tried) so far, sorted: the files whose
    /// bytes the measurements made so far depend on, beyond the index (`entries`). The audit
    /// cache records them with their digests (`AuditCache.Entry.fonts`).
    public var filesOpened: [String] { filesAsked.withLock { $0.sorted() } }

    /// Opens (once) the face an index entry describes.
    func openFace(_ entry: FontIndex.Entry) -> FontFace? {
        let key = "\(entry.index)#\(entry.path)"
        return openFaces.withLock { openFaces in
            if let face = openFaces[key] { return face }
            filesAsked.withLock { _ = $0.insert(entry.path) }
            guard let face = try? FontFace(path: entry.path, index: entry.index) else { return nil }
            openFaces[key] = face
            return face
        }
    }

    /// CSS-like distance: how far `available` is from `wanted`, preferring the direction CSS
    /// font matching prefers (heavier for wanted > 500, lighter for wanted < 400).
    static func matchDistance(_ available: Double, _ wanted: Double) -> Double {
        let difference = available - wanted
        if wanted > 500 { return difference >= 0 ? difference : 1000 - difference }
        return difference <= 0 ? -difference : 1000 + difference
    }

    /// `Fonts/` in the working folder and in the package the executable was built in.
    static func projectFontFolders() -> [String] {
        var folders = [FileManager.default.currentDirectoryPath + "/Fonts"]
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        // .build/<triple>/<configuration>/legible → package root is three levels up from the folder.
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("Fonts").path
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                folders.append(candidate)
                break
            }
            folder = folder.deletingLastPathComponent()
        }
        return Array(NSOrderedSet(array: folders).compactMap { $0 as? String })
    }

    /// The system's font folders.
    static func systemFontFolders() -> [String] {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
        #if os(macOS)
        return ["/System/Library/Fonts", "/Library/Fonts", home + "/Library/Fonts"]
        #else
        return ["/usr/share/fonts", "/usr/local/share/fonts", home + "/.local/share/fonts", home + "/.fonts"]
        #endif
    }
}
