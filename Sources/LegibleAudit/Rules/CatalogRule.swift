import Foundation

/// A rule that judges the collection as a whole: a translation against its source, the
/// translation states.
public protocol CatalogRule: Rule {
    /// Creates the rule; rules keep no state between checks.
    init()
    /// Findings for the whole collection: each translation against the source language's text
    /// of its key (severity: the rule's default; the engine applies config).
    func check(_ collection: StringCollection) -> [Finding]
}
