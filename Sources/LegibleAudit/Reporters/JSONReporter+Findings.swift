import Foundation
import LegibleText

extension JSONReporter {
    /// Findings per piece written on its own (in parallel with other pieces): about 1 MB of JSON
    /// for findings with a measurement and fix advice.
    static let findingsPerPiece = 500

    /// `SortedJSON.encode(report, format: .json)`, byte for byte: `encode(_:into:)`'s pieces
    /// joined.
    /// - Throws: `ReportError.encodingFailed`, as the encoder does.
    static func encodeReport(_ report: AuditReport) throws -> Data {
        var data = Data()
        try encode(report) { data.append($0) }
        return data
    }

    /// `SortedJSON.encode(report, format: .json)`, byte for byte, handed to `sink` piece by
    /// piece: the findings written by `PrettyJSONWriter` in pieces on every core, between the
    /// rest of the report, which `JSONEncoder` writes.
    ///
    /// The pieces are written a few at a time (twice as many as there are cores), given to
    /// `sink` in order and released before the next ones are written: a writer that puts them
    /// in a file (`ReportWriter`) holds a few megabytes of the report at a time, not all of it
    /// (for 180,000 findings, 250 MB of fresh memory, which the kernel has to clear page by
    /// page).
    ///
    /// `JSONEncoder` builds a tree of the whole value before writing it and dispatches every
    /// field through generic containers: for an audit with 180,000 findings (a 249 MB report)
    /// that took a fifth of the run. The writer writes each finding's bytes directly.
    ///
    /// How the splice stays exact: the report without findings, encoded, has an empty array
    /// for `findings`; the findings are written as the members of that array (level 2 of the
    /// pretty printing), the pieces joined with `,` and a newline where the encoder puts them
    /// between elements.
    /// - Throws: `ReportError.encodingFailed` for a number the encoder refuses (NaN, infinity),
    ///   with the encoder's own error, after `sink` may have been given the pieces before it;
    ///   what `sink` throws.
    static func encode(_ report: AuditReport, into sink: (Data) throws -> Void) throws {
        let findings = report.findings
        guard !findings.isEmpty else { return try sink(SortedJSON.encode(report, format: .json)) }
        var rest = report
        rest.findings = []
        let document = try SortedJSON.encode(rest, format: .json)
        // The empty array the encoder writes for `findings`, a member of the top-level object.
        let placeholder = Data("\n  \"findings\" : [\n\n  ]".utf8)
        guard let range = document.range(of: placeholder) else {
            return try sink(SortedJSON.encode(report, format: .json))
        }
        var head = Data(document[..<range.lowerBound])
        head.append(contentsOf: Array("\n  \"findings\" : [\n".utf8))
        try sink(head)

        let pieceCount = (findings.count + findingsPerPiece - 1) / findingsPerPiece
        let wave = max(2, 2 * ProcessInfo.processInfo.activeProcessorCount)
        // Bytes to reserve a finding: the most a piece has needed so far, so that a writer
        // seldom grows (reserved memory is not touched until it is written).
        var bytesPerFinding = 2_048
        for first in stride(from: 0, to: pieceCount, by: wave) {
            let pieces = first..<min(pieceCount, first + wave)
            // Written pieces, each set once by a worker; `nil` for a piece that could not be written.
            let written = Locked([Data?](repeating: nil, count: pieces.count))
            DispatchQueue.concurrentPerform(iterations: pieces.count) { [bytesPerFinding] offset in
                let piece = pieces.lowerBound + offset
                let data = writeElements(
                    findings[(piece * findingsPerPiece)..<min(findings.count, (piece + 1) * findingsPerPiece)],
                    bytesPerFinding: bytesPerFinding)
                written.withLock { $0[offset] = data }
            }
            for (offset, data) in written.withLock({ $0 }).enumerated() {
                guard let data else {
                    // The writer met a number JSON cannot hold: the encoder's error for it.
                    _ = try SortedJSON.encode(report, format: .json)
                    throw ReportError.encodingFailed(format: .json, reason: "a measurement is not a finite number")
                }
                if pieces.lowerBound + offset > 0 { try sink(Data(",\n".utf8)) }
                try sink(data)
                bytesPerFinding = max(bytesPerFinding, data.count / findingsPerPiece + 64)
            }
        }
        var tail = Data("\n  ]".utf8)
        tail.append(document[range.upperBound...])
        try sink(tail)
    }

    /// The findings as the members of the report's `findings` array, separated by `,` and a
    /// newline, without a newline at either end; `nil` when one has a number JSON cannot hold.
    /// `bytesPerFinding` is the room reserved for each.
    static func writeElements(_ findings: ArraySlice<Finding>, bytesPerFinding: Int = 2_048) -> Data? {
        var writer = PrettyJSONWriter(level: 2, capacity: findings.count * bytesPerFinding)
        do {
            for finding in findings {
                writer.nextElement()
                try finding.write(to: &writer)
            }
        } catch {
            return nil
        }
        return writer.data()
    }
}

extension Finding {
    /// Writes the finding as its synthesized `Encodable` conformance encodes it: the non-`nil`
    /// fields, keys sorted.
    /// - Throws: `PrettyJSONWriter.NonFiniteNumber` for a measurement that is not finite.
    func write(to writer: inout PrettyJSONWriter) throws {
        let outer = writer.open("{")
        writer.member("boldText", boldText)
        writer.member("boldTextStates", boldTextStates)
        writer.member("column", column)
        writer.member("designs", designs)
        if let element {
            writer.key("element")
            try element.write(to: &writer)
        }
        writer.member("file", file)
        if let fix {
            writer.key("fix")
            try fix.write(to: &writer)
        }
        writer.member("hig", hig)
        writer.member("key", key)
        writer.member("line", line)
        writer.member("locale", locale)
        if let measurement {
            writer.key("measurement")
            try measurement.write(to: &writer)
        }
        writer.member("message", message)
        writer.member("pseudo", pseudo)
        writer.member("rule", rule)
        writer.member("severity", severity.rawValue)
        writer.member("sizeCategories", sizeCategories)
        writer.member("sizeCategory", sizeCategory)
        writer.member("suggestion", suggestion)
        writer.member("table", table)
        writer.member("variation", variation)
        writer.close("}", outer: outer)
    }
}

extension ElementSummary {
    /// Writes the summary as its synthesized `Encodable` conformance encodes it.
    /// - Throws: `PrettyJSONWriter.NonFiniteNumber` for a size that is not finite.
    func write(to writer: inout PrettyJSONWriter) throws {
        let outer = writer.open("{")
        try writer.member("height", height)
        writer.member("lineBreakMode", lineBreakMode)
        writer.member("lines", lines)
        writer.member("name", name)
        writer.member("origin", origin)
        writer.member("role", role)
        if let shownAt {
            writer.key("shownAt")
            let place = writer.open("{")
            writer.member("column", shownAt.column)
            writer.member("file", shownAt.file)
            writer.member("line", shownAt.line)
            writer.close("}", outer: place)
        }
        writer.member("textStyle", textStyle)
        try writer.member("width", width)
        writer.close("}", outer: outer)
    }
}

extension FitAdvice {
    /// Writes the advice as its synthesized `Encodable` conformance encodes it.
    /// - Throws: `PrettyJSONWriter.NonFiniteNumber` for a figure that is not finite.
    func write(to writer: inout PrettyJSONWriter) throws {
        let outer = writer.open("{")
        writer.member("excessCharacters", excessCharacters)
        try writer.member("excessWidth", excessWidth)
        writer.member("largestFittingSize", largestFittingSize)
        writer.member("linesNeeded", linesNeeded)
        writer.member("longestFittingText", longestFittingText)
        try writer.member("minimumScaleFactor", minimumScaleFactor)
        writer.member("summary", summary)
        writer.close("}", outer: outer)
    }
}

extension MeasurementSummary {
    /// Writes the measurement as its synthesized `Encodable` conformance encodes it.
    /// - Throws: `PrettyJSONWriter.NonFiniteNumber` for a figure that is not finite.
    func write(to writer: inout PrettyJSONWriter) throws {
        let outer = writer.open("{")
        try writer.member("availableWidth", availableWidth)
        writer.member("faces", faces)
        writer.member("fontFamily", fontFamily)
        try writer.member("lineHeight", lineHeight)
        writer.member("lines", lines)
        try writer.member("overflow", overflow)
        try writer.member("pointSize", pointSize)
        try writer.member("scale", scale)
        writer.member("text", text)
        try writer.member("verticalOverflow", verticalOverflow)
        writer.member("visibleText", visibleText)
        writer.member("weight", weight)
        try writer.member("width", width)
        writer.close("}", outer: outer)
    }
}
