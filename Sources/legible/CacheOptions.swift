import ArgumentParser
import Foundation
import LegibleAudit
import LegibleSource

/// `legible audit`'s cache options: where the audit cache is, or none.
struct CacheOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The audit cache's folder (default: legible.json's cachePath, else ~/Library/Caches/Legible on "
                + "macOS, $XDG_CACHE_HOME/legible or ~/.cache/legible elsewhere).",
            valueName: "dir"))
    var cachePath: String?

    @Flag(help: "Neither read nor write the audit cache.")
    var noCache = false

    func validate() throws {
        if noCache, cachePath != nil {
            throw ValidationError("--no-cache and --cache-path cannot be given together")
        }
        if let cachePath, cachePath.isEmpty {
            throw ValidationError("--cache-path must name a folder (got an empty path)")
        }
    }

    /// The cache to use for a project planned as `plan`: `--cache-path`, else legible.json's
    /// `cachePath` (relative to it), else the platform's folder; `nil` with `--no-cache`, or when
    /// there is no home folder to find the platform's in.
    func cache(for plan: AuditProject.Plan) -> AuditCache? {
        if noCache { return nil }
        if let cachePath { return AuditCache(folder: URL(fileURLWithPath: cachePath)) }
        if let configured = plan.configuration.cachePath {
            return AuditCache(folder: URL(fileURLWithPath: plan.relativeToConfiguration(configured)))
        }
        return AuditCache.defaultFolder().map { AuditCache(folder: $0) }
    }
}
