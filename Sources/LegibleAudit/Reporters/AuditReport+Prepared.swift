import Foundation
import LegibleText

extension AuditReport {
    /// The report as every reporter writes it: findings and diagnostics in report order,
    /// paths relative to `options.basePath`, and the wall time only when asked for.
    ///
    /// - Parameter options: The reporter's options.
    /// - Returns: A copy ready to be formatted.
    public func prepared(for options: ReportOptions) -> AuditReport {
        let paths = PathRelativizer(basePath: options.basePath)
        var copy = self
        copy.makeFindingPathsRelative(to: options.basePath)
        copy.findings.sortForReport()
        copy.diagnostics = diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.location.file = paths.relative(diagnostic.location.file)
            return diagnostic
        }.sorted { ($0.location, $0.level.rawValue, $0.message) < ($1.location, $1.level.rawValue, $1.message) }
        copy.checked = checked?.map { checked in
            var checked = checked
            checked.file = checked.file.map(paths.relative)
            return checked
        }.sorted {
            ($0.file ?? "", $0.table ?? "", $0.key, $0.locale, $0.variation ?? "", $0.element ?? "")
                < ($1.file ?? "", $1.table ?? "", $1.key, $1.locale, $1.variation ?? "", $1.element ?? "")
        }
        copy.summary.faces = summary.faces.map(paths.relativeFace)
        copy.summary.fileList = summary.fileList.map { Set($0.map(paths.relative)).sorted() }
        if let file = summary.configuration, file != "none" { copy.summary.configuration = paths.relative(file) }
        if !options.includeTiming { copy.summary.durationSeconds = nil }
        return copy
    }

    /// Makes the findings' paths (`file`, and the `shownAt` file of their element) relative to
    /// `basePath`, in place, as `prepared(for:)` writes them (`PathRelativizer`).
    ///
    /// A finding whose paths do not change (relative already, or outside the base folder) is not
    /// written to. Setting a field copies the finding's fields when another report shares them
    /// (`Finding.Box`), so a caller that owns the only copy of an audit's report (the command
    /// line, before it writes its reports) calls this first: every reporter's `prepared(for:)`
    /// then finds nothing to change and copies no finding (on IceCubesApp's catalog, a sixth of
    /// the memory the run touched).
    ///
    /// - Parameter basePath: The folder paths are made relative to; `nil` or empty keeps them.
    public mutating func makeFindingPathsRelative(to basePath: String?) {
        let paths = PathRelativizer(basePath: basePath)
        // Each path made relative once, not once per finding: by path, the same bytes (`==` is
        // canonical equivalence), its relative form or `nil` when it does not change.
        var relativePaths: [String: (path: String, relative: String?)] = [:]
        func relative(_ path: String) -> String? {
            if let known = relativePaths[path], ExactText.same(known.path, path) { return known.relative }
            let made = paths.relative(path)
            let relative = ExactText.same(made, path) ? nil : made
            relativePaths[path] = (path, relative)
            return relative
        }
        for index in findings.indices {
            if let file = findings[index].file, let changed = relative(file) { findings[index].file = changed }
            if let shownAt = findings[index].element?.shownAt, let changed = relative(shownAt.file) {
                findings[index].element?.shownAt?.file = changed
            }
        }
    }
}
