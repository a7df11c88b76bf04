import Foundation
import LegibleText

extension JSONReporter {
    /// Findings per piece written on its own (in parallel with other pieces).
    static let findingsPerPiece = 2_000

    /// `SortedJSON.encode(report, format: .json)`, byte for byte: `encodeChunks(_:)` joined.
    static func encodeReport(_ report: AuditReport) throws -> Data {
        try encodeChunks(report).joinedChunks()
    }

    /// `SortedJSON.encode(report, format: .json)`, byte for byte, as consecutive chunks: the
    /// findings written by `PrettyJSONWriter` in pieces on every core, between the rest of the
    /// report, which `JSONEncoder` writes. A caller that writes the chunks one after another
    /// (`ReportWriter`) never copies the whole report into one buffer (for a 250 MB report,
    /// a copy of it in fresh memory).
    ///
    /// `JSONEncoder` builds a tree of the whole value before writing it and dispatches every
    /// field through generic containers: for an audit with 180,000 findings (a 249 MB report)
    /// that took a fifth of the run. The writer writes each finding's bytes directly.
    ///
    /// How the splice stays exact: the report without findings, encoded, has an empty array
    /// for `findings`; the findings are written as the members of that array (level 2 of the
    /// pretty printing), the pieces joined with `,` and a newline where the encoder puts them
    /// between elements. A number the encoder refuses (NaN, infinity) makes the whole report go
    /// through `encode`, for its error.
    static func encodeChunks(_ report: AuditReport) throws -> [Data] {
        let findings = report.findings
        guard !findings.isEmpty else { return [try SortedJSON.encode(report, format: .json)] }
        var rest = report
        rest.findings = []
        let document = try SortedJSON.encode(rest, format: .json)
        // The empty array the encoder writes for `findings`, a member of the top-level object.
        let placeholder = Data("\n  \"findings\" : [\n\n  ]".utf8)
        guard let range = document.range(of: placeholder) else {
            return [try SortedJSON.encode(report, format: .json)]
        }

        let pieceCount = (findings.count + findingsPerPiece - 1) / findingsPerPiece
        var chunks: [Data] = []
        chunks.reserveCapacity(2 * pieceCount + 1)
        var head = Data(document[..<range.lowerBound])
        head.append(contentsOf: Array("\n  \"findings\" : [\n".utf8))
        chunks.append(head)
        // Written pieces, each set once by a worker; `nil` for a piece that could not be written.
        let pieces = Locked([Data?](repeating: Data(), count: pieceCount))
        DispatchQueue.concurrentPerform(iterations: pieceCount) { piece in
            let written = writeElements(
                findings[(piece * findingsPerPiece)..<min(findings.count, (piece + 1) * findingsPerPiece)])
            pieces.withLock { $0[piece] = written }
        }
        for (index, piece) in pieces.withLock({ $0 }).enumerated() {
            guard let piece else { return [try SortedJSON.encode(report, format: .json)] }
            if index > 0 { chunks.append(Data(",\n".utf8)) }
            chunks.append(piece)
        }
        var tail = Data("\n  ]".utf8)
        tail.append(document[range.upperBound...])
        chunks.append(tail)
        return chunks
    }

    /// The findings as the members of the report's `findings` array, separated by `,` and a
    /// newline, without a newline at either end; `nil` when one has a number JSON cannot hold.
    static func writeElements(_ findings: ArraySlice<Finding>) -> Data? {
        // About 1.3 kB a finding with a measurement.
        var writer = PrettyJSONWriter(level: 2, capacity: findings.count * 1_400)
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
