import Foundation

/// Reads `.stringsdict` files: XML property lists of plural, width and device rules.
///
/// Shape (Apple, "Localizing strings that contain plurals" and "Stringsdict File Format"):
/// ```
/// <plist version="1.0"><dict>
///   <key>files.count</key>
///   <dict>
///     <key>NSStringLocalizedFormatKey</key> <string>%#@files@ in %#@folders@</string>
///     <key>files</key>
///     <dict>
///       <key>NSStringFormatSpecTypeKey</key>  <string>NSStringPluralRuleType</string>
///       <key>NSStringFormatValueTypeKey</key> <string>lld</string>
///       <key>one</key>   <string>%lld file</string>
///       <key>other</key> <string>%lld files</string>
///     </dict>
///     <key>folders</key> <dict>…</dict>
///   </dict>
///   <key>title</key>
///   <dict>
///     <key>NSStringVariableWidthRuleType</key>
///     <dict> <key>20</key> <string>Settings</string> <key>50</key> <string>Application Settings</string> </dict>
///   </dict>
/// </dict></plist>
/// ```
/// What it produces:
/// - a key with `NSStringLocalizedFormatKey`: one `LocalizedString` whose value is the
///   format string, with one `Substitution` per variable of type `NSStringPluralRuleType`
///   (`formatSpecifier` from `NSStringFormatValueTypeKey`, a `plural.<category>` variant
///   per CLDR category present: zero, one, two, few, many, other). A variant that refers
///   to another variable (`%d %#@other@`) is a nested variable: it is one more
///   substitution of the same value. `%2$#@name@` sets the substitution's argument number.
/// - a key with `NSStringVariableWidthRuleType`: one `LocalizedString` per width
///   (in ems), with variation `width.<n>`;
/// - a key with `NSStringDeviceSpecificRuleType`: one per device, variation `device.<name>`.
/// Warnings (the rest is read): a variable without `other`, an unknown category or rule
/// type, a reference to an undefined variable, an entry of none of these shapes.
///
/// The file is read with `XMLParser` (FoundationXML on Linux), so each value has its
/// line and column (just after `<string>`). A binary property list (`bplist00…`, what
/// Xcode compiles `.stringsdict` files to) is decoded by `PropertyListSerialization`
/// (see `PlistForm`): it has no lines, so its values are located at the file (line 0),
/// said once by a note, and each dictionary's keys come sorted. A file that is not well-formed XML — the
/// damus corpus has one with a U+0008 control character — is one error diagnostic with
/// its line and column, and the file gives no strings. The reader never throws.
public enum StringsDictReader {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRule = "NSStringPluralRuleType"
    static let widthRule = "NSStringVariableWidthRuleType"
    static let deviceRule = "NSStringDeviceSpecificRuleType"
    static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]

    /// Reads a `.stringsdict` file from disk.
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

    /// Reads a `.stringsdict` file's contents.
    ///
    /// - Parameters:
    ///   - data: The file's bytes (an XML or binary property list).
    ///   - path: The path to record in locations (also gives the locale and table).
    ///   - locale: The locale, when the path does not tell.
    ///   - table: The table name (default: the file name without its extension).
    ///   - sourceLanguage: The locale of `Base.lproj`, and of a file in no `.lproj`.
    /// - Returns: The file's strings in file order, and diagnostics.
    public static func read(
        data: Data, path: String, locale: String? = nil, table: String? = nil,
        sourceLanguage: String = "en"
    ) -> StringCollection {
        var collection = StringCollection(sourceLanguage: sourceLanguage, files: [path])
        let context = LocaleFolder.resolve(path: path, locale: locale, sourceLanguage: sourceLanguage)
        if let note = context.note { collection.diagnostics.append(note) }
        let table = table ?? InputFile.table(forPath: path)
        func location(_ line: Int, _ column: Int) -> SourceLocation {
            SourceLocation(file: path, line: line, column: column)
        }
        func warn(_ message: String, _ line: Int, _ column: Int) {
            collection.diagnostics.append(Diagnostic(.warning, message, at: location(line, column)))
        }

        let root: PlistNode
        do {
            let (node, warnings) = try PlistForm.parse(data)
            root = node
            for warning in warnings { warn(warning.message, warning.line, warning.column) }
        } catch let failure as PlistXMLParser.Failure {
            collection.diagnostics.append(
                Diagnostic(.error, failure.message, at: location(failure.line, failure.column)))
            return collection
        } catch {
            collection.diagnostics.append(Diagnostic(.error, "\(error)", at: SourceLocation(file: path)))
            return collection
        }
        if PlistForm.of(data) == .binary {
            collection.diagnostics.append(
                Diagnostic(
                    .note,
                    "a binary property list (a compiled .stringsdict file) has no lines; its values are located at the file",
                    at: SourceLocation(file: path)))
        }
        guard let entries = root.members else {
            collection.diagnostics.append(
                Diagnostic(
                    .error, "the property list's root is \(root.kindDescription); expected a <dict> of keys",
                    at: location(root.line, root.column)))
            return collection
        }

        for entry in uniqued(entries, what: "the root <dict>", warn: warn) {
            let key = entry.key
            guard let members = entry.value.members else {
                warn(
                    "the value of \"\(key)\" is \(entry.value.kindDescription); expected a <dict>", entry.value.line,
                    entry.value.column)
                continue
            }
            func make(
                _ value: String, _ node: PlistNode, variation: String? = nil, substitutions: [Substitution] = []
            ) -> LocalizedString {
                LocalizedString(
                    key: key, table: table, locale: context.locale, variation: variation, value: value,
                    location: location(node.line, node.column), substitutions: substitutions,
                    localeFolder: context.folder)
            }
            var shaped = false

            if let formatNode = entry.value[formatKey] {
                shaped = true
                if let format = formatNode.string {
                    let substitutions = readVariables(members, key: key, format: format, warn: warn, location: location)
                    collection.strings.append(make(format, formatNode, substitutions: substitutions))
                } else {
                    warn(
                        "\(formatKey) of \"\(key)\" is \(formatNode.kindDescription); expected a <string>",
                        formatNode.line, formatNode.column)
                }
            }
            for (rule, prefix) in [(widthRule, "width"), (deviceRule, "device")] {
                guard let ruleNode = entry.value[rule] else { continue }
                shaped = true
                guard let options = ruleNode.members else {
                    warn(
                        "\(rule) of \"\(key)\" is \(ruleNode.kindDescription); expected a <dict>", ruleNode.line,
                        ruleNode.column)
                    continue
                }
                for option in uniqued(options, what: "\(rule) of \"\(key)\"", warn: warn) {
                    if rule == widthRule && Int(option.key) == nil {
                        warn(
                            "width \"\(option.key)\" of \"\(key)\" is not a number; expected a width in ems such as 20",
                            option.line, option.column)
                    }
                    guard let value = option.value.string else {
                        warn(
                            "\(prefix) \"\(option.key)\" of \"\(key)\" is \(option.value.kindDescription); expected a <string>",
                            option.value.line, option.value.column)
                        continue
                    }
                    collection.strings.append(make(value, option.value, variation: "\(prefix).\(option.key)"))
                }
            }
            if !shaped {
                warn(
                    "\"\(key)\" has no \(formatKey), \(widthRule) or \(deviceRule); expected one of them",
                    entry.line, entry.column)
            }
        }
        return collection
    }

    /// The members, the last of duplicate keys kept (each earlier one a warning).
    private static func uniqued(
        _ members: [PlistNode.Member], what: String,
        warn: (String, Int, Int) -> Void
    ) -> [PlistNode.Member] {
        var last: [String: Int] = [:]
        for (offset, member) in members.enumerated() {
            if let previous = last[member.key] {
                warn(
                    "duplicate key \"\(member.key)\" in \(what) (also on line \(members[previous].line)); the last one is used",
                    member.line, member.column)
            }
            last[member.key] = offset
        }
        return members.enumerated().filter { last[$0.element.key] == $0.offset }.map(\.element)
    }

    /// Reads an entry's plural variables as substitutions, in file order, and checks that
    /// every `%#@name@` in the format and in the variants names one.
    private static func readVariables(
        _ members: [PlistNode.Member], key: String, format: String,
        warn: (String, Int, Int) -> Void,
        location: (Int, Int) -> SourceLocation
    ) -> [Substitution] {
        var substitutions: [Substitution] = []
        var references = FormatReference.all(in: format)
        for member in uniqued(members, what: "\"\(key)\"", warn: warn)
        where member.key != formatKey && member.key != widthRule && member.key != deviceRule {
            let name = member.key
            guard let options = member.value.members else {
                warn(
                    "variable \"\(name)\" of \"\(key)\" is \(member.value.kindDescription); expected a <dict>",
                    member.value.line, member.value.column)
                continue
            }
            let type = member.value[specTypeKey]?.string
            guard type == pluralRule else {
                let found = type.map { "\"\($0)\"" } ?? "missing"
                warn(
                    "variable \"\(name)\" of \"\(key)\": \(specTypeKey) is \(found); expected \(pluralRule)",
                    member.line, member.column)
                continue
            }
            var specifier = ""
            if let valueType = member.value[valueTypeKey]?.string {
                specifier = valueType
            } else {
                warn(
                    "variable \"\(name)\" of \"\(key)\" has no \(valueTypeKey); expected a format specifier such as \"lld\"",
                    member.line, member.column)
            }
            var variants: [Substitution.Variant] = []
            for option in options where option.key != specTypeKey && option.key != valueTypeKey {
                guard pluralCategories.contains(option.key) else {
                    warn(
                        "unknown plural category \"\(option.key)\" in variable \"\(name)\" of \"\(key)\"; expected one of \(pluralCategories.joined(separator: ", "))",
                        option.line, option.column)
                    continue
                }
                guard let value = option.value.string else {
                    warn(
                        "plural \"\(option.key)\" of variable \"\(name)\" of \"\(key)\" is \(option.value.kindDescription); expected a <string>",
                        option.value.line, option.value.column)
                    continue
                }
                references += FormatReference.all(in: value)
                variants.append(
                    Substitution.Variant(
                        variation: "plural.\(option.key)", value: value,
                        location: location(option.value.line, option.value.column)))
            }
            if !variants.contains(where: { $0.variation == "plural.other" }) {
                warn(
                    "variable \"\(name)\" of \"\(key)\" has no \"other\" form; expected one (iOS uses it when no other category applies)",
                    member.line, member.column)
            }
            let argument = references.first { $0.name == name }?.argumentNumber
            substitutions.append(
                Substitution(name: name, argumentNumber: argument, formatSpecifier: specifier, variants: variants))
        }
        // A reference to an undefined variable in an entry that defines others (a translated
        // variable name) is the `format-specifiers` rule's finding; here only an entry with no
        // plural variable at all is warned about.
        let defined = Set(substitutions.map(\.name))
        var reported: Set<String> = []
        for reference in references where defined.isEmpty && reported.insert(reference.name).inserted {
            let line = members.first { $0.key == formatKey }.map(\.value.line) ?? 0
            let column = members.first { $0.key == formatKey }.map(\.value.column) ?? 0
            warn(
                "\"\(key)\" refers to %#@\(reference.name)@ but defines no plural variable \"\(reference.name)\"", line,
                column)
        }
        return substitutions
    }
}
