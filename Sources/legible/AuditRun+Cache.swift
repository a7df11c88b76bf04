import Foundation
import LegibleAudit
import LegibleSource
import LegibleText

extension AuditRun {
    /// The tool as the cache knows it: its versions and its build (`BuildIdentity`), so that an
    /// entry is used only by the build that wrote it.
    static var cacheToolIdentity: String {
        "\(Legible.toolInfo.versions) · \(BuildIdentity.current)"
    }

    /// The audit cache's key for `plan` measured by `measurer`: everything the report depends on
    /// but the bytes of the fonts the audit will open (the entry lists those, with their digests,
    /// and `AuditCache.lookup` checks them).
    ///
    /// The fields: the cache format and the tool; the working folder (reports' paths, `Fonts/`);
    /// the paths and options given (`AuditProject.Options`, written by reflection so that an
    /// option added later is part of the key without a change here); the path and bytes of every
    /// file the load may read (`Plan.cacheInputFiles()`: `legible.json`, catalogs, storyboards,
    /// Swift files, Xcode projects); the measurer's options and every font face it may choose
    /// from (folders searched, and each face's path, names, weight, width and axes).
    static func cacheKey(plan: AuditProject.Plan, measurer: TextMeasurer, workingDirectory: String) -> String {
        let key = AuditCacheKey()
        key.add("format", String(AuditCache.formatVersion))
        key.add("tool", cacheToolIdentity)
        key.add("working folder", workingDirectory)
        key.add("paths", plan.paths)
        key.add("options", String(reflecting: plan.options))
        for file in plan.cacheInputFiles() { key.addFile(file) }
        addFontFields(to: key, measurer: measurer)
        return key.finalize()
    }

    /// The fields of a cache key that say which fonts `measurer` may choose from: its options
    /// (font folders, system fonts, tracking, calibration), the folders searched and every face
    /// found (path, names, weight, width, axes). The bytes of the fonts opened are checked apart.
    static func addFontFields(to key: AuditCacheKey, measurer: TextMeasurer) {
        let fonts = measurer.options
        key.add("font folders", fonts.fontFolders)
        key.add("system fonts", String(fonts.includeSystemFonts))
        key.add("tracking", String(reflecting: fonts.tracking))
        key.add(
            "calibration",
            fonts.standInCalibration.sorted { $0.key.rawValue < $1.key.rawValue }.map {
                "\($0.key.rawValue)=\($0.value)"
            })
        key.add("font search", measurer.library.folders)
        key.add("faces", measurer.library.entries.map { String(reflecting: $0) })
    }

    /// The name of the project's measurements in the cache (`AuditCache.measurementsPath`): a
    /// digest of the tool, the working folder, the paths and the options given — what tells one
    /// project (one target, one set of options) from another, not its contents.
    static func measurementsProject(plan: AuditProject.Plan, workingDirectory: String) -> String {
        let key = AuditCacheKey()
        key.add("format", String(AuditCache.formatVersion))
        key.add("tool", cacheToolIdentity)
        key.add("working folder", workingDirectory)
        key.add("paths", plan.paths)
        key.add("options", String(reflecting: plan.options))
        return key.finalize()
    }

    /// The caller's part of every string's measurement key (`MeasurementMemo.context`): the
    /// tool and the fonts `measurer` may choose from.
    static func measurementContext(measurer: TextMeasurer) -> ContentDigest {
        let key = AuditCacheKey()
        key.add("format", String(AuditCache.formatVersion))
        key.add("tool", cacheToolIdentity)
        addFontFields(to: key, measurer: measurer)
        return key.digest()
    }

    /// The fonts `measurer` opened so far, with their digests (`AuditCache.Entry.fonts`);
    /// `nil` when one cannot be read (the entry is then not stored).
    static func openedFontDigests(_ measurer: TextMeasurer) -> [String: String]? {
        let paths = measurer.library.filesOpened
        var digests: [String: String] = [:]
        for (path, digest) in zip(paths, AuditCacheKey.digests(ofFilesAt: paths)) {
            guard let digest else { return nil }
            digests[path] = digest
        }
        return digests
    }
}
