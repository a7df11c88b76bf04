import CLegibleICU

/// Versions of the ICU library the text core is linked with, for `--version` and reports.
public enum ICUInfo {
    /// ICU's version, such as `"72.1"` (`u_getVersion`).
    public static var version: String {
        versionString(legible_icu_version_string)
    }

    /// The Unicode version of ICU's character data and segmentation rules, such as `"15.0"`
    /// (`u_getUnicodeVersion`).
    public static var unicodeVersion: String {
        versionString(legible_icu_unicode_version_string)
    }

    private static func versionString(_ read: (UnsafeMutablePointer<CChar>?, Int32) -> Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        let length = buffer.withUnsafeMutableBufferPointer { read($0.baseAddress, Int32($0.count)) }
        precondition(length < 32, "ICU version string longer than expected")
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
