import Foundation

/// The user's cache folder for Legible, shared by the font index (`FontIndex.defaultCacheURL`)
/// and the audit cache (`AuditCache`).
public enum CacheFolder {
    /// `~/Library/Caches/Legible` on macOS; `$XDG_CACHE_HOME/legible`, else `~/.cache/legible`,
    /// elsewhere (the XDG Base Directory Specification,
    /// <https://specifications.freedesktop.org/basedir-spec/latest/>). `nil` when the environment
    /// names no home folder.
    ///
    /// - Parameter environment: The variables to read (`HOME`, `XDG_CACHE_HOME`).
    public static func standard(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL? {
        #if os(macOS)
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent("Library/Caches/Legible")
        #else
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg).appendingPathComponent("legible")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/legible")
        #endif
    }
}
