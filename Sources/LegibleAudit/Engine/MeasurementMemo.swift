import Foundation
import LegibleText

/// What the engine found for one string of an audit: the findings of its text and fit rules
/// (before merging, `legible:ignore` and rule scopes), its checks, and how it was measured — the
/// unit the audit cache keeps per string (`MeasurementMemo`).
public struct StringOutcome: Codable, Sendable, Equatable {
    /// The findings, in order, as the rules returned them: a list per text rule, and a list per
    /// element holding its fit rules' findings together (`AuditEngine.ChunkResult.findings`).
    public var findings: [[Finding]]
    /// Layouts made (`AuditEngine.Progress.checks`).
    public var checks: Int
    /// The origin of the element it was measured in first (`AuditSummary.measuredBy`); `nil`
    /// when no element shows it.
    public var measuredBy: String?
    /// Why it was not measured (`AuditSummary.uncheckedBecause`); `nil` when it was.
    public var uncheckedBecause: String?
    /// The faces its shown texts used, "Family Style", sorted.
    public var faces: [String]
}

/// Measurements of an earlier audit, by string, for an audit to reuse: each string's outcome
/// (`StringOutcome`) under a digest of everything it depends on, so that an audit after one
/// translation changed measures that string alone.
///
/// A string's key (`AuditEngine.measurementKeys`) covers the string itself (every field: its
/// value, key, table, locale, place, comment, state, substitutions), the elements the source
/// places its key in (each `SourcePlacement` whole, with its layout), why it is unchecked when
/// it is, the localized values its elements' back titles and layout siblings read in its locale,
/// the whole configuration (sizes, devices, designs, elements, rules, samples) and `context`:
/// what the caller knows the measurement depends on besides (the tool's build, the fonts it may
/// choose from). The fonts' bytes are the caller's to check, as the whole-report entry's are.
///
/// Shared by the engine's threads: lookups read an immutable dictionary, outcomes made or reused
/// are recorded behind a lock.
public final class MeasurementMemo: Sendable {
    /// The caller's part of every key.
    public let context: ContentDigest
    private let known: [ContentDigest: StringOutcome]
    private let used: Locked<(outcomes: [ContentDigest: StringOutcome], reused: Int, measured: Int)>

    /// A memo holding `known` outcomes (an earlier audit's `outcomes`), keyed with `context`.
    ///
    /// - Parameters:
    ///   - context: A digest of what every string's measurement depends on that the engine does
    ///     not see: the tool's version and build, the measurer's options and faces.
    ///   - known: Outcomes by key; `[:]` for an audit with nothing to reuse.
    public init(context: ContentDigest, known: [ContentDigest: StringOutcome] = [:]) {
        self.context = context
        self.known = known
        self.used = Locked(([:], 0, 0))
    }

    /// The outcome kept for `key`, counted as reused.
    func reuse(_ key: ContentDigest) -> StringOutcome? {
        guard let outcome = known[key] else { return nil }
        used.withLock {
            $0.outcomes[key] = outcome
            $0.reused += 1
        }
        return outcome
    }

    /// Whether an outcome is kept for `key`.
    func has(_ key: ContentDigest) -> Bool { known[key] != nil }

    /// Records the outcome just measured for `key`.
    func record(_ outcome: StringOutcome, for key: ContentDigest) {
        used.withLock {
            $0.outcomes[key] = outcome
            $0.measured += 1
        }
    }

    /// The outcomes of the last audit run with this memo, reused or measured, by key: what to
    /// keep for the next audit.
    public var outcomes: [ContentDigest: StringOutcome] { used.withLock { $0.outcomes } }

    /// Strings whose outcome was reused.
    public var reused: Int { used.withLock { $0.reused } }

    /// Strings measured.
    public var measured: Int { used.withLock { $0.measured } }
}
