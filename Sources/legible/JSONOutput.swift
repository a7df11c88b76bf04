import Foundation

/// JSON on standard output: pretty-printed, keys sorted, slashes not escaped (as every report).
enum JSONOutput {
    /// Prints `value` as JSON.
    ///
    /// - Throws: `CommandFailure` (exit 2) when it cannot be encoded.
    static func print<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            Output.out(String(decoding: try encoder.encode(value), as: UTF8.self))
        } catch {
            throw CommandFailure.error("the output cannot be written as JSON: \(error)")
        }
    }
}
