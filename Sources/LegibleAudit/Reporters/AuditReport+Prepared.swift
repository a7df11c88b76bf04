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
        // In place: one copy of the findings (an audit can have 100,000 of them), not three;
        // each file's path made relative once, not once per finding.
        var relativePaths: [String: (path: String, relative: String)] = [:]
        for index in copy.findings.indices {
            guard let file = copy.findings[index].file else { continue }
            // The same bytes, not only an equal string (`==` is canonical equivalence).
            if let known = relativePaths[file], ExactText.same(known.path, file) {
                copy.findings[index].file = known.relative
            } else {
                let relative = paths.relative(file)
                relativePaths[file] = (file, relative)
                copy.findings[index].file = relative
            }
        }
        for index in copy.findings.indices {
            if let shownAt = copy.findings[index].element?.shownAt {
                copy.findings[index].element?.shownAt?.file = paths.relative(shownAt.file)
            }
        }
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
}
