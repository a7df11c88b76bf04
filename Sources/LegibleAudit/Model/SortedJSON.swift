import Foundation

/// The one JSON encoding of every file Legible writes (reports, SARIF, baselines): pretty-printed,
/// keys sorted, slashes not escaped, a final newline — so the same value always gives the same
/// bytes, and files diff well.
enum SortedJSON {
    /// Encodes `value`.
    /// - Throws: `ReportError.encodingFailed` for a value JSON cannot hold (a non-finite number).
    static func encode<T: Encodable>(_ value: T, format: ReportFormat) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            var data = try encoder.encode(value)
            data.append(0x0A)
            return data
        } catch {
            throw ReportError.encodingFailed(format: format, reason: String(describing: error))
        }
    }
}
