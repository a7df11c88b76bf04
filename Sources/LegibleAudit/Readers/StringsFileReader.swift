import Foundation

/// Reads `.strings` files: old-style property lists of `"key" = "value";` entries.
///
/// Shape (Apple, "Property List Programming Guide: Old-Style ASCII Property Lists";
/// Core Foundation's `CFOldStylePList.c`, which `PropertyListSerialization` uses):
/// ```
/// /* Title of the settings screen */
/// "settings.title" = "Einstellungen";
/// unquoted.key = 'single-quoted value';
/// ```
/// The file may be UTF-8 or UTF-16 (little- or big-endian, with or without a byte order
/// mark). The rules are those of `StringsFileParser`; in short, it accepts what
/// `PropertyListSerialization` accepts — including the `"key";` shortcut, whose value is
/// the key itself — and decodes escapes the same way. On top of that:
/// - the comment just before an entry becomes the value's `comment` (a comment that
///   starts on the line where the previous entry ended belongs to that entry, not the next);
/// - a duplicate key is a warning; the last value wins, as on iOS;
/// - a syntax error is one error diagnostic with its line and column, and the file gives
///   no strings (iOS would not load the table either).
///
/// The table is the file name without `.strings`; the locale comes from the enclosing
/// `.lproj` folder (see `LocaleFolder`). Every value's `location` is the position of its
/// first character, just inside the opening quote. The reader never throws: unreadable
/// or malformed input becomes diagnostics in the returned collection.
public enum StringsFileReader {
    /// Reads a `.strings` file from disk.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - locale: The locale, when the path does not tell (default: from the `.lproj` folder).
    ///   - table: The table name (default: the file name without its extension).
    ///   - developmentLanguage: The locale of `Base.lproj`, and of a file in no `.lproj`.
    /// - Returns: The file's strings and diagnostics; `files` holds the path.
    public static func read(url: URL, locale: String? = nil, table: String? = nil,
                            developmentLanguage: String = "en") -> StringCollection {
        StringCollection.reading(url, developmentLanguage: developmentLanguage) { data, path in
            read(data: data, path: path, locale: locale, table: table, developmentLanguage: developmentLanguage)
        }
    }

    /// Reads a `.strings` file's contents.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The path to record in locations (also gives the locale and table).
    ///   - locale: The locale, when the path does not tell.
    ///   - table: The table name (default: the file name without its extension).
    ///   - developmentLanguage: The locale of `Base.lproj`, and of a file in no `.lproj`.
    /// - Returns: The file's strings, in file order (a duplicate key where its last value
    ///   stands), and diagnostics.
    public static func read(data: Data, path: String, locale: String? = nil, table: String? = nil,
                            developmentLanguage: String = "en") -> StringCollection {
        var collection = StringCollection(sourceLanguage: developmentLanguage, files: [path])
        let context = LocaleFolder.resolve(path: path, locale: locale, developmentLanguage: developmentLanguage)
        if let note = context.note { collection.diagnostics.append(note) }
        let table = table ?? InputFile.table(forPath: path)

        if data.starts(with: Array("bplist".utf8)) {
            collection.diagnostics.append(Diagnostic(
                .error, "a binary property list (a compiled .strings file); expected the source text form",
                at: SourceLocation(file: path)))
            return collection
        }
        guard let text = SourceText(data: data) else {
            collection.diagnostics.append(Diagnostic(
                .error, "not valid UTF-8 or UTF-16 text; expected a .strings file in UTF-8 or UTF-16",
                at: SourceLocation(file: path)))
            return collection
        }
        var parser = StringsFileParser(text: text)
        let entries: [StringsFileParser.Entry]
        do {
            entries = try parser.parse()
        } catch let problem as StringsFileParser.Problem {
            collection.diagnostics.append(Diagnostic(
                .error, problem.message, at: SourceLocation(file: path, line: problem.line, column: problem.column)))
            return collection
        } catch {
            collection.diagnostics.append(Diagnostic(.error, "\(error)", at: SourceLocation(file: path)))
            return collection
        }
        for warning in parser.warnings {
            collection.diagnostics.append(Diagnostic(
                .warning, warning.message, at: SourceLocation(file: path, line: warning.line, column: warning.column)))
        }

        // The last of duplicate keys wins, as on iOS; each earlier one is a warning.
        var lastIndex: [String: Int] = [:]
        for (offset, entry) in entries.enumerated() {
            if let previous = lastIndex[entry.key] {
                collection.diagnostics.append(Diagnostic(
                    .warning,
                    "duplicate key \"\(entry.key)\" (also on line \(entries[previous].keyLine)); the last value wins, as on iOS",
                    at: SourceLocation(file: path, line: entry.keyLine, column: entry.keyColumn)))
            }
            lastIndex[entry.key] = offset
        }
        for (offset, entry) in entries.enumerated() where lastIndex[entry.key] == offset {
            collection.strings.append(LocalizedString(
                key: entry.key, table: table, locale: context.locale, value: entry.value,
                location: SourceLocation(file: path, line: entry.valueLine, column: entry.valueColumn),
                comment: entry.comment, localeFolder: context.folder))
        }
        return collection
    }
}
