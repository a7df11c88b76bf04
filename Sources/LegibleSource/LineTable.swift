import SwiftSyntax

/// Where the lines of a Swift file start, from its bytes: 1-based line and column of a byte
/// offset, as swift-syntax's `SourceLocationConverter` gives them for the tree parsed from
/// those bytes (a line ends after "\n", "\r" or "\r\n"; the column counts UTF-8 bytes). Built in
/// one pass over the bytes: the converter walks the tree's tokens again to copy its text and
/// find its lines, which was a sixteenth of a scan.
struct LineTable: Sendable {
    /// The offset just after each line break, in order.
    let lineEnds: [Int]
    /// The file's length in bytes.
    let count: Int

    init(_ bytes: [UInt8]) {
        var ends: [Int] = []
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == 0x0A {
                    ends.append(index)
                } else if byte == 0x0D {
                    if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                    ends.append(index)
                }
            }
        }
        lineEnds = ends
        count = bytes.count
    }

    /// The 1-based line and UTF-8 column of `offset` (clamped to the file, as the converter does).
    func lineAndColumn(at offset: Int) -> (line: Int, column: Int) {
        let position = max(0, min(offset, count))
        // The number of line ends at or before `position`.
        var low = 0, high = lineEnds.count
        while low < high {
            let middle = (low + high) / 2
            if lineEnds[middle] <= position { low = middle + 1 } else { high = middle }
        }
        let start = low == 0 ? 0 : lineEnds[low - 1]
        return (low + 1, position - start + 1)
    }

    /// `lineAndColumn(at:)` of `position`.
    func lineAndColumn(at position: AbsolutePosition) -> (line: Int, column: Int) {
        lineAndColumn(at: position.utf8Offset)
    }
}
