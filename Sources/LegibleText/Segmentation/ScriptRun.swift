/// A stretch of text in one script (UAX #24), as found by ``ScriptItemizer``.
public struct ScriptRun: Sendable, Equatable, Hashable {
    /// UTF-16 offset of the first code unit.
    public let start: Int
    /// UTF-16 offset just past the last code unit.
    public let end: Int
    /// The ISO 15924 code of the run's script (`"Latn"`, `"Arab"`, `"Hani"`, `"Hira"`, …);
    /// `"Zyyy"` (Common) only when the whole text has no character of a specific script.
    public let script: String

    /// Creates a run.
    ///
    /// - Parameters:
    ///   - start: UTF-16 offset of the first code unit.
    ///   - end: UTF-16 offset just past the last code unit.
    ///   - script: ISO 15924 script code.
    public init(start: Int, end: Int, script: String) {
        self.start = start
        self.end = end
        self.script = script
    }
}
