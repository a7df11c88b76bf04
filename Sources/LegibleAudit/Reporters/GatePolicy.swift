import Foundation

/// When an audit fails a CI gate: `--fail-on error|warning|never`, `--pseudo-fail-on` and
/// `--max-findings N`.
///
/// Findings of pseudo-locales (`Finding.pseudo`) are forecasts of how a translation will fit,
/// not bugs in one: `failOn` and `maxFindings` count the real locales' findings alone, and
/// `pseudoFailOn` (default `never`) judges the pseudo ones.
///
/// The CLI asks for a `GateDecision` after the baseline has been applied (so only new
/// findings count) and exits with its `exitCode`.
public struct GatePolicy: Sendable, Hashable {
    /// The lowest severity that fails the gate.
    public enum Threshold: String, Sendable, Hashable, CaseIterable {
        /// Errors fail.
        case error
        /// Warnings and errors fail.
        case warning
        /// Findings never fail the gate by severity (`maxFindings` still applies).
        case never

        /// Accepts `error`, `warning`, `never` (and `none`, `off` for `never`), case-insensitively.
        public init?(name: String) {
            switch name.lowercased() {
            case "error", "errors": self = .error
            case "warning", "warnings": self = .warning
            case "never", "none", "off": self = .never
            default: return nil
            }
        }

        var lowest: Severity? {
            switch self {
            case .error: .error
            case .warning: .warning
            case .never: nil
            }
        }
    }

    /// `--fail-on`; the default fails on errors.
    public var failOn: Threshold
    /// `--max-findings`: more real-locale findings than this (of any severity) fail the gate;
    /// `nil`: no limit.
    public var maxFindings: Int?
    /// `--pseudo-fail-on`: the lowest severity of a pseudo-locale finding that fails the gate;
    /// the default never fails.
    public var pseudoFailOn: Threshold

    /// A policy; the defaults fail on real errors, never on pseudo-locale findings, with no limit
    /// on the number of findings.
    public init(failOn: Threshold = .error, maxFindings: Int? = nil, pseudoFailOn: Threshold = .never) {
        self.failOn = failOn
        self.maxFindings = maxFindings
        self.pseudoFailOn = pseudoFailOn
    }

    /// Decides whether a report passes.
    ///
    /// - Parameter report: The report as it will be shown (after suppressions and baseline).
    /// - Returns: The decision, with exit code 0 (pass) or 1 (fail) and the reasons.
    public func decide(_ report: AuditReport) -> GateDecision {
        var reasons: [String] = []
        let real = report.findings.filter { $0.pseudo == nil }
        if let lowest = failOn.lowest {
            let failing = real.filter { $0.severity >= lowest }.count
            if failing > 0 {
                let what = lowest == .error ? "error" : "warning or error"
                reasons.append(
                    "\(failing) \(failing == 1 ? "finding is" : "findings are") at \(what) level (--fail-on \(failOn.rawValue))"
                )
            }
        }
        if let lowest = pseudoFailOn.lowest {
            let failing = report.findings.filter { $0.pseudo != nil && $0.severity >= lowest }.count
            if failing > 0 {
                let what = lowest == .error ? "error" : "warning or error"
                reasons.append(
                    "\(failing) pseudo-localization \(failing == 1 ? "finding is" : "findings are") at \(what) level "
                        + "(--pseudo-fail-on \(pseudoFailOn.rawValue))")
            }
        }
        if let maxFindings, real.count > maxFindings {
            reasons.append(
                "\(Format.count(real.count, "finding")) exceed\(real.count == 1 ? "s" : "") "
                    + "the maximum of \(maxFindings) (--max-findings)")
        }
        return GateDecision(passed: reasons.isEmpty, reasons: reasons)
    }
}

/// The outcome of a gate: pass or fail, and why.
public struct GateDecision: Sendable, Hashable {
    /// Whether the gate passes.
    public var passed: Bool
    /// Why it fails (empty when it passes), one sentence each.
    public var reasons: [String]

    /// A decision (`GatePolicy.decide(_:)` makes them).
    public init(passed: Bool, reasons: [String]) {
        self.passed = passed
        self.reasons = reasons
    }

    /// The process exit code: 0 when the gate passes, 1 when findings fail it.
    public var exitCode: Int32 { passed ? 0 : 1 }
}
