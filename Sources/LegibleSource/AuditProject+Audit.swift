import Foundation
import LegibleAudit
import LegibleText

extension AuditProject {
    /// Audits the project's strings: the engine run with its configuration, as `legible audit`
    /// and `legible baseline` do.
    ///
    /// - Parameters:
    ///   - measurer: The fonts and shaping to measure with (see `measurerOptions(_:)`).
    ///   - tool: The versions written into the report.
    ///   - progress: Called from the engine's threads as strings are audited.
    /// - Returns: The report: findings sorted as the engine sorts them, the summary with the
    ///   number of distinct files read, and the readers' diagnostics.
    public func audit(
        measurer: TextMeasurer, tool: ToolInfo,
        progress: (@Sendable (AuditEngine.Progress) -> Void)? = nil
    ) -> AuditReport {
        let engine = AuditEngine(configuration: configuration, measurer: measurer)
        let result = engine.run(collection, progress: progress)
        var summary = result.summary
        summary.files = Set(collection.files).count
        return AuditReport(tool: tool, summary: summary, findings: result.findings, diagnostics: collection.diagnostics)
    }

    /// `options` completed with what the project's configuration says about fonts: its font
    /// folders searched after `options`' own, its tracking unless `options` chose one, and its
    /// stand-in calibration.
    ///
    /// - Parameters:
    ///   - options: The caller's options (`--fonts`, `--no-system-fonts`).
    ///   - trackingChosen: Whether `options.tracking` was chosen by the caller (`--tracking`).
    public func measurerOptions(_ options: TextMeasurer.Options, trackingChosen: Bool) -> TextMeasurer.Options {
        var options = options
        options.fontFolders += fontFolders
        if !trackingChosen { options.tracking = configuration.tracking }
        options.standInCalibration = configuration.calibration
        return options
    }
}
