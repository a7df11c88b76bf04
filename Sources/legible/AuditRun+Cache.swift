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
        return key.finalize()
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
