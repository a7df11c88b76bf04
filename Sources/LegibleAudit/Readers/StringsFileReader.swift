import Foundation

/// Reads `.strings` files, in any of the three forms iOS reads: old-style property lists of
/// `"key" = "value";` entries, and XML or binary property lists of one flat `<dict>` of
/// strings.
///
/// Shape of the classic form (Apple, "Property List Programming Guide: Old-Style ASCII Property Lists";
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
/// - a syntax error is an error diagnostic with its line and column, saying what was
///   expected, and a note that iOS would not load the table; the entries before it, and
///   after it where the parser can resynchronise (see `StringsFileParser.parse()`), are
///   still read and checked. A key the file may hold past the error is not reported
///   missing (`ProjectReader`).
///
/// The property-list forms (`PlistForm` tells them apart by their first bytes, as
/// `PropertyListSerialization` does: Apple, "PropertyListSerialization",
/// https://developer.apple.com/documentation/foundation/propertylistserialization) give
/// the same strings as the classic form:
/// ```
/// <?xml version="1.0" encoding="UTF-8"?>
/// <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
/// <plist version="1.0"><dict>
///   <key>settings.title</key> <string>Einstellungen</string>
/// </dict></plist>
/// ```
/// - XML (UTF-8 or UTF-16), read by `PlistXMLParser` as `.stringsdict` files are: each
///   value's `location` is its `<string>`'s first character, just after `<string>`
///   (XML comments do not become `comment`s);
/// - binary (`bplist00…`, what Xcode compiles `.strings` to), decoded by
///   `PropertyListSerialization`: it has no lines, so every value's `location` is the
///   file (line 0), said once per file by a note; values come sorted by key;
/// - a duplicate `<key>` is a warning at the later key; the last value wins, as in the
///   classic form;
/// - a value that is not a `<string>` (a nested `<dict>`, an `<array>`, an `<integer>`…)
///   is an error at that value, and the rest of the file is read;
/// - not well-formed XML, an invalid binary property list or a root that is not a
///   `<dict>` is one error, and the file gives no strings.
///
/// The table is the file name without `.strings`; the locale comes from the enclosing
/// `.lproj` folder (see `LocaleFolder`). In the classic form every value's `location` is
/// the position of its first character, just inside the opening quote. The reader never
/// throws: unreadable or malformed input becomes diagnostics in the returned collection.
public enum StringsFileReader {
    /// Reads a `.strings` file from disk.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - locale: The locale, when the path does not tell (default: from the `.lproj` folder).
    ///   - table: The table name (default: the file name without its extension).
    ///   - sourceLanguage: The locale of `Base.lproj`, and of a file in no `.lproj`.
    /// - Returns: The file's strings and diagnostics; `files` holds the path.
    public static func read(
        url: URL, locale: String? = nil, table: String? = nil,
        sourceLanguage: String = "en"
    ) -> StringCollection {
        StringCollection.reading(url, sourceLanguage: sourceLanguage) { data, path in
            read(data: data, path: path, locale: locale, table: table, sourceLanguage: sourceLanguage)
        }
    }

    /// Reads a `.strings` file's contents.
    ///
    /// - Parameters:
    ///   - data: The file's bytes: classic text, an XML or a binary property list.
    ///   - path: The path to record in locations (also gives the locale and table).
    ///   - locale: The locale, when the path does not tell.
    ///   - table: The table name (default: the file name without its extension).
    ///   - sourceLanguage: The locale of `Base.lproj`, and of a file in no `.lproj`.
    /// - Returns: The file's strings, in file order (a duplicate key where its last value
    ///   stands), and diagnostics.
    public static func read(
        data: Data, path: String, locale: String? = nil, table: String? = nil,
        sourceLanguage: String = "en"
    ) -> StringCollection {
        var collection = StringCollection(sourceLanguage: sourceLanguage, files: [path])
        let context = LocaleFolder.resolve(path: path, locale: locale, sourceLanguage: sourceLanguage)
        if let note = context.note { collection.diagnostics.append(note) }
        let table = table ?? InputFile.table(forPath: path)

        let form = PlistForm.of(data)
        guard form == .text else {
            readPropertyList(data, form: form, path: path, table: table, context: context, into: &collection)
            return collection
        }
        guard let text = SourceText(data: data) else {
            if let invalid = SourceText.invalidText(in: data) {
                collection.diagnostics.append(
                    Diagnostic(
                        .error,
                        "not valid \(invalid.encoding.rawValue) text at byte offset \(invalid.byteOffset): \(invalid.problem); "
                            + "expected a .strings file in UTF-8 or UTF-16",
                        at: SourceLocation(file: path, line: invalid.line, column: invalid.column)))
            } else {
                collection.diagnostics.append(
                    Diagnostic(
                        .error, "not valid UTF-8 or UTF-16 text; expected a .strings file in UTF-8 or UTF-16",
                        at: SourceLocation(file: path)))
            }
            return collection
        }
        var parser = StringsFileParser(text: text)
        let entries = parser.parse()
        for problem in parser.errors {
            collection.diagnostics.append(
                Diagnostic(
                    .error, problem.message, at: SourceLocation(file: path, line: problem.line, column: problem.column))
            )
        }
        if let first = parser.errors.first, !entries.isEmpty {
            collection.diagnostics.append(
                Diagnostic(
                    .note,
                    "iOS does not load a .strings file with a syntax error: until it is fixed, the app shows the development language's values for this table; \(entries.count == 1 ? "the entry" : "the \(entries.count) entries") read around the error \(entries.count == 1 ? "is" : "are") still checked",
                    at: SourceLocation(file: path, line: first.line, column: first.column)))
        }
        for warning in parser.warnings {
            collection.diagnostics.append(
                Diagnostic(
                    .warning, warning.message,
                    at: SourceLocation(file: path, line: warning.line, column: warning.column)))
        }

        // The last of duplicate keys wins, as on iOS; each earlier one is a warning.
        var lastIndex: [String: Int] = [:]
        for (offset, entry) in entries.enumerated() {
            if let previous = lastIndex[entry.key] {
                collection.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "duplicate key \"\(entry.key)\" (also on line \(entries[previous].keyLine)); the last value wins, as on iOS",
                        at: SourceLocation(file: path, line: entry.keyLine, column: entry.keyColumn)))
            }
            lastIndex[entry.key] = offset
        }
        for (offset, entry) in entries.enumerated() where lastIndex[entry.key] == offset {
            collection.strings.append(
                LocalizedString(
                    key: entry.key, table: table, locale: context.locale, value: entry.value,
                    location: SourceLocation(file: path, line: entry.valueLine, column: entry.valueColumn),
                    comment: entry.comment, localeFolder: context.folder))
        }
        return collection
    }

    /// Reads an XML or binary property list whose root is a flat `<dict>` of strings.
    private static func readPropertyList(
        _ data: Data, form: PlistForm, path: String, table: String,
        context: (locale: String, folder: String?, note: Diagnostic?),
        into collection: inout StringCollection
    ) {
        func location(_ line: Int, _ column: Int) -> SourceLocation {
            SourceLocation(file: path, line: line, column: column)
        }
        let root: PlistNode
        do {
            let (node, warnings) = try PlistForm.parse(data)
            root = node
            for warning in warnings {
                collection.diagnostics.append(
                    Diagnostic(.warning, warning.message, at: location(warning.line, warning.column)))
            }
        } catch let failure as PlistXMLParser.Failure {
            collection.diagnostics.append(
                Diagnostic(.error, failure.message, at: location(failure.line, failure.column)))
            return
        } catch {
            collection.diagnostics.append(Diagnostic(.error, "\(error)", at: SourceLocation(file: path)))
            return
        }
        if form == .binary {
            collection.diagnostics.append(
                Diagnostic(
                    .note,
                    "a binary property list (a compiled .strings file) has no lines; its values are located at the file",
                    at: SourceLocation(file: path)))
        }
        guard let members = root.members else {
            collection.diagnostics.append(
                Diagnostic(
                    .error,
                    "the property list's root is \(root.kindDescription); expected a <dict> of keys and strings",
                    at: location(root.line, root.column)))
            return
        }

        // The last of duplicate keys wins, as on iOS; each earlier one is a warning.
        var lastIndex: [String: Int] = [:]
        for (offset, member) in members.enumerated() {
            if let previous = lastIndex[member.key] {
                collection.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "duplicate key \"\(member.key)\" (also on line \(members[previous].line)); the last value wins, as on iOS",
                        at: location(member.line, member.column)))
            }
            lastIndex[member.key] = offset
        }
        for (offset, member) in members.enumerated() where lastIndex[member.key] == offset {
            guard let value = member.value.string else {
                collection.diagnostics.append(
                    Diagnostic(
                        .error,
                        "the value of \"\(member.key)\" is \(member.value.kindDescription); expected a <string> (a .strings file is a flat table of strings)",
                        at: location(member.value.line, member.value.column)))
                continue
            }
            collection.strings.append(
                LocalizedString(
                    key: member.key, table: table, locale: context.locale, value: value,
                    location: location(member.value.line, member.value.column), localeFolder: context.folder))
        }
    }
}
