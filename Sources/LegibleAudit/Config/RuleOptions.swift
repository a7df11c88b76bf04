import Foundation
import LegibleText

/// Settings rules read: thresholds and per-locale conventions from `legible.json`.
///
/// `legible.json` sets them as top-level fields (`minimumTapTarget`, `titleCaseLanguages` …; see
/// `AuditConfiguration.init(from:)`).
public struct RuleOptions: Sendable, Hashable, Codable {
    /// Minimum tap target side, points (HIG: 44; Android: 48 dp; WCAG 2.5.8: 24 px).
    public var minimumTapTarget: Double
    /// Severity of a truncation that happens only at AX1–AX5.
    public var accessibilitySizeSeverity: Severity
    /// Locales (language codes) whose UI uses English-style title case; letter-case rules run
    /// only for these. Default: `["en"]`.
    public var titleCaseLanguages: [String]
    /// Extra brand and product names whose casing is kept ("iCloud", "AirDrop").
    public var brandNames: [String]
    /// Minimum side, points, of system controls whose size UIKit fixes (switch, stepper,
    /// segmented control): the HIG's Accessibility page gives 44 x 44 pt as the default control
    /// size on iOS and 28 x 28 pt as the minimum
    /// (https://developer.apple.com/design/human-interface-guidelines/accessibility).
    public var minimumControlSize: Double
    /// The app's own product and company names, which activity titles should not repeat
    /// (HIG Activity views). Empty: the `activity-title` rule checks length only.
    public var productNames: [String]
    /// The error of widths measured with a stand-in for SF Pro, as a fraction of the width: an
    /// overflow within it is reported one severity lower. 0.01 (1 %): the median error of the
    /// stand-in against about 60 widths of iOS labels and buttons (README, "How it measures").
    /// Widths measured with Apple's faces get no band.
    public var standInErrorBand: Double

    /// Makes options; the defaults are the documented ones: 44 pt tap targets, 28 pt system
    /// controls, warnings for AX-only truncation, English title case, a 1 % stand-in error band.
    public init(
        minimumTapTarget: Double = 44, accessibilitySizeSeverity: Severity = .warning,
        titleCaseLanguages: [String] = ["en"], brandNames: [String] = [],
        minimumControlSize: Double = 28, productNames: [String] = [], standInErrorBand: Double = 0.01
    ) {
        self.minimumTapTarget = minimumTapTarget
        self.accessibilitySizeSeverity = accessibilitySizeSeverity
        self.titleCaseLanguages = titleCaseLanguages
        self.brandNames = brandNames
        self.minimumControlSize = minimumControlSize
        self.productNames = productNames
        self.standInErrorBand = standInErrorBand
    }
}
