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
    ///   - memo: An earlier audit's measurements to reuse, and where this one's are recorded
    ///     (`AuditEngine.run(_:memo:progress:)`); the report is the same without it.
    ///   - progress: Called from the engine's threads as strings are audited.
    /// - Returns: The report: findings sorted as the engine sorts them, the summary with the
    ///   number of distinct files read, and the readers' diagnostics.
    public func audit(
        measurer: TextMeasurer, tool: ToolInfo, memo: MeasurementMemo? = nil,
        progress: (@Sendable (AuditEngine.Progress) -> Void)? = nil
    ) -> AuditReport {
        let engine = AuditEngine(configuration: configuration, measurer: measurer)
        let result = engine.run(collection, memo: memo, progress: progress)
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
        Self.measurerOptions(
            options, trackingChosen: trackingChosen, fontFolders: fontFolders, configuration: configuration)
    }

    /// `options` completed with `fontFolders` and `configuration`'s tracking and calibration
    /// (`measurerOptions(_:trackingChosen:)`, `Plan.measurerOptions(_:trackingChosen:)`).
    static func measurerOptions(
        _ options: TextMeasurer.Options, trackingChosen: Bool, fontFolders: [String],
        configuration: AuditConfiguration
    ) -> TextMeasurer.Options {
        var options = options
        options.fontFolders += fontFolders
        if !trackingChosen { options.tracking = configuration.tracking }
        options.standInCalibration = configuration.calibration
        return options
    }
}

extension AuditProject.Plan {
    /// The measurer options the project this plan loads will give
    /// (`AuditProject.measurerOptions(_:trackingChosen:)`), known before it is loaded.
    ///
    /// - Parameters:
    ///   - options: The caller's options (`--fonts`, `--no-system-fonts`).
    ///   - trackingChosen: Whether `options.tracking` was chosen by the caller (`--tracking`).
    public func measurerOptions(_ options: TextMeasurer.Options, trackingChosen: Bool) -> TextMeasurer.Options {
        AuditProject.measurerOptions(
            options, trackingChosen: trackingChosen, fontFolders: fontFolders, configuration: configuration)
    }
}
