import CHarfBuzz
import Foundation

/// Versions of the C libraries Legible is linked with, for `--version` and every report.
public enum LibraryVersions {
    /// HarfBuzz's version (`hb_version_string`), e.g. "6.0.0".
    public static var harfBuzz: String { String(cString: hb_version_string()) }

    /// FreeType's version (`FT_Library_Version`), e.g. "2.12.1".
    public static var freeType: String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0
        var minor: FT_Int = 0
        var patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// ICU's version, e.g. "72.1".
    public static var icu: String { ICUInfo.version }

    /// Legible's own version.
    public static let legible = "0.1.0"
}
