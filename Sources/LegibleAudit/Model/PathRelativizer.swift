import Foundation

/// Writes absolute paths under a base folder relative to it.
///
/// Reports must not depend on where the project was checked out: CI runners, laptops and
/// baselines all see `App/de.lproj/Localizable.strings`, never `/home/runner/work/…`.
/// Paths outside the base folder, and paths that are already relative, are kept as given.
public struct PathRelativizer: Sendable {
    /// The base folder, standardized, without a trailing slash; `nil` keeps every path.
    let base: String?

    /// - Parameter basePath: the folder paths are made relative to; `nil` or empty keeps them.
    public init(basePath: String?) {
        guard let basePath, !basePath.isEmpty else {
            base = nil
            return
        }
        var standard = basePath.hasPrefix("/") ? URL(fileURLWithPath: basePath).standardizedFileURL.path : basePath
        while standard.count > 1 && standard.hasSuffix("/") { standard.removeLast() }
        base = standard
    }

    /// The path relative to the base folder, or as given when it is not under it.
    public func relative(_ path: String) -> String {
        guard let base, path.hasPrefix("/") else { return path }
        let standard = URL(fileURLWithPath: path).standardizedFileURL.path
        if standard == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        if standard.hasPrefix(prefix) { return String(standard.dropFirst(prefix.count)) }
        return path
    }

    /// Relativizes the path inside a face description, "Inter Regular (/abs/Inter.otf)".
    func relativeFace(_ face: String) -> String {
        guard base != nil, face.hasSuffix(")"), let open = face.range(of: " (/", options: .backwards) else {
            return face
        }
        let pathStart = face.index(open.lowerBound, offsetBy: 2)
        let path = String(face[pathStart..<face.index(before: face.endIndex)])
        return String(face[..<pathStart]) + relative(path) + ")"
    }
}
