import Foundation

extension JSONReporter {
    /// Findings per piece encoded on its own.
    static let findingsPerPiece = 2_000

    /// `encode(report, format: .json)`, byte for byte, with the findings encoded in pieces on
    /// every core and spliced into the rest of the report.
    ///
    /// `JSONEncoder` builds a tree of the whole value before writing it: for an audit with
    /// 180,000 findings that tree took more memory than the audit itself, and encoding it took
    /// a third of the run on one core. Pieces of `findingsPerPiece` findings keep the tree
    /// small; a few at a time are encoded in parallel and appended in order, so that only
    /// those few exist besides the output.
    ///
    /// How the splice stays exact: the encoder's pretty printing indents by two spaces a level
    /// and escapes every newline inside strings, so a piece encoded as a top-level array is the
    /// same text as those elements inside the report's `findings` (one level deeper) once each
    /// of its non-empty lines is indented by two more spaces; the pieces are joined with `,`
    /// where the encoder puts one between elements.
    static func encodeReport(_ report: AuditReport) throws -> Data {
        let findings = report.findings
        guard findings.count > findingsPerPiece else { return try encode(report, format: .json) }
        var rest = report
        rest.findings = []
        let document = try encode(rest, format: .json)
        // The empty array the encoder writes for `findings`, a member of the top-level object.
        let placeholder = Data("\n  \"findings\" : [\n\n  ]".utf8)
        guard let range = document.range(of: placeholder) else { return try encode(report, format: .json) }

        var output = Data()
        output.append(document[..<range.lowerBound])
        output.append(contentsOf: Array("\n  \"findings\" : [\n".utf8))
        let pieceCount = (findings.count + findingsPerPiece - 1) / findingsPerPiece
        let batch = 2 * ProcessInfo.processInfo.activeProcessorCount
        var first = 0
        while first < pieceCount {
            let count = min(batch, pieceCount - first)
            let pieces = EncodedPieces(count: count)
            let batchStart = first
            DispatchQueue.concurrentPerform(iterations: count) { offset in
                let piece = batchStart + offset
                let slice = Array(findings[(piece * findingsPerPiece)..<min(findings.count, (piece + 1) * findingsPerPiece)])
                do {
                    pieces.set(offset, .success(Self.nestedElements(try encode(slice, format: .json))))
                } catch {
                    pieces.set(offset, .failure(error))
                }
            }
            if first == 0 {
                // The whole document's size, estimated from the first pieces: one buffer, not
                // one regrown by doubling (which copies it and holds both copies for a moment).
                let perPiece = Double(pieces.totalCount) / Double(count)
                output.reserveCapacity(Int(perPiece * Double(pieceCount) * 1.05) + document.count + 2 * pieceCount)
            }
            for offset in 0..<count {
                if first + offset > 0 { output.append(contentsOf: Array(",\n".utf8)) }
                output.append(try pieces.take(offset).get())
            }
            first += count
        }
        output.append(contentsOf: Array("\n  ]".utf8))
        output.append(document[range.upperBound...])
        return output
    }

    /// The elements of a pretty-printed top-level array (`encode`'s output: `[`, the elements,
    /// `]`, a newline), each non-empty line indented by two more spaces, without a newline at
    /// either end.
    static func nestedElements(_ array: Data) -> Data {
        array.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Data in
            // Drop "[\n" at the start and "\n]\n" at the end.
            var start = 0
            while start < bytes.count, bytes[start] != 0x0A { start += 1 }
            start += 1
            var end = bytes.count
            if end > 0, bytes[end - 1] == 0x0A { end -= 1 }
            while end > start, bytes[end - 1] != 0x0A { end -= 1 }
            if end > start { end -= 1 }
            guard start < end else { return Data() }
            var lines = 1
            for index in start..<end where bytes[index] == 0x0A { lines += 1 }
            var output = Data(count: end - start + 2 * lines)
            var written = 0
            output.withUnsafeMutableBytes { (out: UnsafeMutableRawBufferPointer) in
                var atLineStart = true
                for index in start..<end {
                    let byte = bytes[index]
                    if atLineStart, byte != 0x0A {
                        out[written] = 0x20
                        out[written + 1] = 0x20
                        written += 2
                    }
                    out[written] = byte
                    written += 1
                    atLineStart = byte == 0x0A
                }
            }
            output.count = written
            return output
        }
    }
}

/// Encoded pieces of the findings, each written once by a worker and taken once.
private final class EncodedPieces: @unchecked Sendable {
    private let lock = NSLock()
    private var pieces: [Result<Data, Error>]

    init(count: Int) { pieces = Array(repeating: .success(Data()), count: count) }

    func set(_ index: Int, _ piece: Result<Data, Error>) {
        lock.lock()
        pieces[index] = piece
        lock.unlock()
    }

    /// Piece `index`, moved out.
    func take(_ index: Int) -> Result<Data, Error> {
        lock.lock()
        defer { lock.unlock() }
        let piece = pieces[index]
        pieces[index] = .success(Data())
        return piece
    }

    /// Bytes in every piece.
    var totalCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return pieces.reduce(0) { $0 + ((try? $1.get())?.count ?? 0) }
    }
}
