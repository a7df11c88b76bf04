import Foundation

/// A position in an input file: the file's path and a 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line, as editors and Xcode do
/// for `path:line:column:` diagnostics. A location whose line is 0 names the whole file.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The file's path as given or found (reports make it relative to the working folder).
    public var file: String
    /// 1-based line; 0 when the position inside the file is unknown.
    public var line: Int
    /// 1-based column; 0 when unknown.
    public var column: Int

    enum CodingKeys: String, CodingKey, CaseIterable { case file, line, column }

    /// Makes a location; `line` and `column` 0 (the default) mean unknown.
    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column` (or `path` alone when the line is unknown).
    public var description: String {
        line > 0 ? "\(file):\(line):\(max(column, 1))" : file
    }

    /// Orders by file path, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
