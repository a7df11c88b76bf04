import Foundation

/// A problem with the input itself (a file that cannot be read or parsed, a config value
/// of the wrong type), as opposed to a finding about the app's text.
///
/// Readers collect diagnostics and carry on with the rest of the input, so that one
/// malformed file never loses the findings of the others.
public struct Diagnostic: Hashable, Sendable, Codable, Error, CustomStringConvertible {
    /// How much a diagnostic matters: the same scale as findings' severity.
    public typealias Level = Severity

    /// How much it matters, on the findings' scale: an `error` is input that could not be read or used.
    public var level: Level
    /// Where the problem is: the file, and its line and column when known.
    public var location: SourceLocation
    /// What went wrong and what was expected, e.g. "expected ';' after the value of key \"title\"".
    public var message: String

    /// Makes a diagnostic: `Diagnostic(.error, "expected a string", at: location)`.
    public init(_ level: Level, _ message: String, at location: SourceLocation) {
        self.level = level
        self.message = message
        self.location = location
    }

    /// `path:line:column: error: message`, the form Xcode and editors read.
    public var description: String { "\(location): \(level.rawValue): \(message)" }
}
