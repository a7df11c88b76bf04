import Foundation

/// Reads String Catalogs (`.xcstrings`): Xcode's JSON files that hold every locale of a table.
///
/// Shape (Apple, "Localizing and varying text with a string catalog"; the files Xcode 15+
/// writes):
/// ```
/// { "sourceLanguage": "en", "version": "1.0",
///   "strings": {
///     "<key>": {
///       "comment": "…", "extractionState": "manual", "shouldTranslate": false,
///       "localizations": {
///         "<locale>": {
///           "stringUnit": { "state": "translated", "value": "…" },
///           "variations": { "plural": { "one": { "stringUnit": … }, "other": … },
///                           "device": { "iphone": { "variations": { "plural": … } }, … } },
///           "substitutions": { "<name>": { "argNum": 1, "formatSpecifier": "lld",
///                                          "variations": { "plural": { … } } } } } } } } }
/// ```
/// What it produces:
/// - one `LocalizedString` per key, locale and variation leaf; variations are paths:
///   `plural.one`, `device.iphone`, `device.iphone.plural.one` (plural categories zero,
///   one, two, few, many, other; devices iphone, ipad, ipod, mac, applewatch, appletv,
///   applevision, vision, other — others get a warning and are still read);
/// - `substitutions` become `Substitution`s (with `plural.*` variants) attached to every
///   value of that localization;
/// - states `translated`, `new`, `needs_review`, `stale` (a missing state is `translated`;
///   an unknown one is a warning and reads as `needs_review`);
/// - a key with no localization in the source language takes the key itself as its source
///   value, positioned at the key, as Xcode does;
/// - the catalog's locales are the source language and every locale found under any key;
///   a key with no localization for one of them gets `.missing` values: the source
///   values, with `fallbackLocale` set to the source language (iOS falls back to the
///   source language), positioned at the source values;
/// - `shouldTranslate: false` puts the key in `untranslatableKeys`; its other locales are
///   skipped and no `.missing` values are made for it;
/// - `comment` and `extractionState` are copied to every value of the key.
///
/// Positions are exact (1-based line, column in Unicode scalars, just inside the value's
/// opening quote) because the file is read with `JSONScanner`, not `JSONDecoder`. Malformed
/// JSON is one error diagnostic with the line, column and what was expected, and the file
/// gives no strings; a well-formed file of the wrong shape gives warnings at the offending
/// values and the rest is read. The reader never throws.
public enum StringCatalogReader {
    /// Plural categories (CLDR).
    static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
    /// Device variations Xcode writes.
    static let devices: Set<String> = [
        "iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision", "vision", "other",
    ]

    /// Reads a String Catalog from disk.
    ///
    /// - Parameters:
    ///   - url: The `.xcstrings` file.
    ///   - table: The table name (default: the file name without its extension).
    ///   - sourceLanguage: Used only when the catalog has no `sourceLanguage`.
    /// - Returns: The catalog's strings (source language first for each key), the keys not
    ///   to translate, and diagnostics; `sourceLanguage` is the catalog's.
    public static func read(url: URL, table: String? = nil, sourceLanguage: String = "en") -> StringCollection {
        let path = url.path
        do {
            let data = try Data(contentsOf: url)
            return read(data: data, path: path, table: table, sourceLanguage: sourceLanguage)
        } catch {
            return StringCollection(
                sourceLanguage: sourceLanguage,
                diagnostics: [
                    Diagnostic(
                        .error, "cannot read the file: \(error.localizedDescription)", at: SourceLocation(file: path))
                ])
        }
    }

    /// Reads a String Catalog's contents.
    ///
    /// - Parameters:
    ///   - data: The file's bytes (UTF-8 JSON).
    ///   - path: The path to record in locations (also gives the table name).
    ///   - table: The table name (default: the file name without its extension).
    ///   - sourceLanguage: Used only when the catalog has no `sourceLanguage`.
    /// - Returns: As `read(url:table:sourceLanguage:)`.
    public static func read(
        data: Data, path: String, table: String? = nil,
        sourceLanguage: String = "en"
    ) -> StringCollection {
        var reader = CatalogWalker(
            path: path, table: table ?? InputFile.table(forPath: path),
            sourceLanguage: sourceLanguage)
        do {
            let document = try JSONScanner.scan(data)
            document.withView { view in reader.walk(view) }
        } catch let error as JSONSyntaxError {
            reader.collection.diagnostics.append(
                Diagnostic(
                    .error, "malformed JSON: \(error.message)",
                    at: SourceLocation(file: path, line: error.line, column: error.column)))
        } catch {
            reader.collection.diagnostics.append(Diagnostic(.error, "\(error)", at: SourceLocation(file: path)))
        }
        return reader.collection
    }
}

/// Walks a scanned catalog and builds the collection.
///
/// Works on the scanner's flat document: strings are decoded only when kept (keys, locales,
/// values, comments) or named in a message, known member names and states are compared as
/// bytes, and the descriptions used in warnings ("the de localization of \"key\"") are built
/// only when a warning is made.
private struct CatalogWalker {
    let path: String
    let table: String
    var collection: StringCollection

    /// A value found under a localization: its variation path, text, state and position.
    struct Leaf {
        var variation: String?
        var value: String
        var state: TranslationState
        var line: Int
        var column: Int
    }

    typealias Member = JSONView.Member

    /// Leaves read and not yet made into strings (reused, not one array per localization).
    var leaves: [Leaf] = []

    /// Objects with more members than this find duplicate keys by hashing, smaller ones by
    /// comparing every pair.
    static let pairwiseLimit = 12

    init(path: String, table: String, sourceLanguage: String) {
        self.path = path
        self.table = table
        self.collection = StringCollection(sourceLanguage: sourceLanguage, files: [path])
    }

    func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }

    mutating func warn(_ message: String, _ line: Int, _ column: Int) {
        collection.diagnostics.append(Diagnostic(.warning, message, at: location(line, column)))
    }

    mutating func warn(_ message: String, at node: Int, _ view: JSONView) {
        warn(message, view.line(node), view.column(node))
    }

    /// The members of an object, the last of duplicate keys kept (each earlier one a warning).
    /// Keys are equal as decoded strings are (`==`).
    mutating func uniqueMembers(_ node: Int, _ view: JSONView, what: () -> String) -> [Member] {
        guard view.isObject(node) else {
            warn("\(what()) is \(view.kindDescription(node)); expected an object", at: node, view)
            return []
        }
        let members = Array(view.members(node))
        if members.count <= Self.pairwiseLimit {
            var result: [Member] = []
            result.reserveCapacity(members.count)
            for (offset, member) in members.enumerated() {
                // The nearest earlier duplicate is the one a warning names.
                var previous = offset - 1
                while previous >= 0 && !view.keysEqual(members[previous].key, member.key) { previous -= 1 }
                if previous >= 0 {
                    warn(
                        "duplicate key \"\(view.string(member.key))\" in \(what()) (also on line \(view.line(members[previous].key))); the last one is used",
                        at: member.key, view)
                }
                var later = offset + 1
                while later < members.count && !view.keysEqual(members[later].key, member.key) { later += 1 }
                if later == members.count { result.append(member) }
            }
            return result
        }
        // Xcode writes keys sorted: ASCII keys without escapes in strictly increasing byte
        // order are distinct strings.
        if view.plainKeysIncrease(members) { return members }
        var last: [String: Int] = [:]
        last.reserveCapacity(members.count)
        var keys: [String] = []
        keys.reserveCapacity(members.count)
        var duplicates = false
        for (offset, member) in members.enumerated() {
            let key = view.string(member.key)
            keys.append(key)
            if let previous = last.updateValue(offset, forKey: key) {
                duplicates = true
                warn(
                    "duplicate key \"\(key)\" in \(what()) (also on line \(view.line(members[previous].key))); the last one is used",
                    at: member.key, view)
            }
        }
        guard duplicates else { return members }
        return members.indices.filter { last[keys[$0]] == $0 }.map { members[$0] }
    }

    mutating func walk(_ view: JSONView) {
        let root = 0
        guard view.isObject(root) else {
            collection.diagnostics.append(
                Diagnostic(
                    .error,
                    "the top-level value is \(view.kindDescription(root)); expected an object with \"sourceLanguage\" and \"strings\"",
                    at: location(view.line(root), view.column(root))))
            return
        }
        let sourceLanguage: String
        if let node = view.member(root, "sourceLanguage"), let language = view.stringValue(node) {
            sourceLanguage = language
        } else {
            sourceLanguage = collection.sourceLanguage
            collection.diagnostics.append(
                Diagnostic(
                    .warning, "no \"sourceLanguage\" string; expected one such as \"en\" (read as \(sourceLanguage))",
                    at: location(view.line(root), view.column(root))))
        }
        collection.sourceLanguage = sourceLanguage
        guard let stringsNode = view.member(root, "strings") else {
            warn(
                "no \"strings\" object; expected the catalog's keys under \"strings\"", view.line(root),
                view.column(root))
            return
        }
        let entries = uniqueMembers(stringsNode, view, what: { "\"strings\"" })

        // Every locale that appears anywhere in the catalog, and the source language. Most
        // keys list the same locales in the same order: a locale whose bytes are those of
        // the one seen after the previous locale is not decoded and hashed again.
        var locales: Set<String> = [sourceLanguage]
        var seen: [Int] = []  // key nodes of plain (ASCII, unescaped) locales already inserted
        var guess = 0
        for entry in entries {
            guard let localizations = view.member(entry.value, "localizations") else { continue }
            locales: for localization in view.members(localizations) {
                let plain = view.nodes[localization.key].flags == 0
                if plain && !seen.isEmpty {
                    // Byte-equal to a locale already inserted: looked for from the one after
                    // the last found.
                    for step in 0..<seen.count {
                        var index = guess + step
                        if index >= seen.count { index -= seen.count }
                        if view.keysEqual(seen[index], localization.key) {
                            guess = index + 1 == seen.count ? 0 : index + 1
                            continue locales
                        }
                    }
                }
                if locales.insert(view.string(localization.key)).inserted && plain {
                    seen.append(localization.key)
                    guess = 0
                }
            }
        }
        let sortedLocales = locales.sorted()
        collection.strings.reserveCapacity(entries.count * sortedLocales.count)

        for entry in entries {
            readKey(entry, view, sourceLanguage: sourceLanguage, locales: sortedLocales)
        }
    }

    mutating func readKey(_ entry: Member, _ view: JSONView, sourceLanguage: String, locales: [String]) {
        let key = view.string(entry.key)
        let node = entry.value
        guard view.isObject(node) else {
            warn("the entry for \"\(key)\" is \(view.kindDescription(node)); expected an object", at: node, view)
            return
        }
        var comment: String?
        var extractionState: String?
        var commentNode: Int?
        var extractionStateNode: Int?
        var translateNode: Int?
        var localizationsNode: Int?
        for member in view.members(node) {
            // The last of duplicates, as `member(_:_:)` finds it.
            if view.equals(member.key, "comment") {
                commentNode = member.value
            } else if view.equals(member.key, "extractionState") {
                extractionStateNode = member.value
            } else if view.equals(member.key, "shouldTranslate") {
                translateNode = member.value
            } else if view.equals(member.key, "localizations") {
                localizationsNode = member.value
            }
        }
        if let commentNode {
            if let text = view.stringValue(commentNode) {
                comment = text
            } else {
                warn(
                    "\"comment\" of \"\(key)\" is \(view.kindDescription(commentNode)); expected a string",
                    at: commentNode, view)
            }
        }
        if let stateNode = extractionStateNode {
            if let text = view.stringValue(stateNode) {
                extractionState = text
            } else {
                warn(
                    "\"extractionState\" of \"\(key)\" is \(view.kindDescription(stateNode)); expected a string",
                    at: stateNode, view)
            }
        }
        var translate = true
        if let flag = translateNode {
            if let value = view.bool(flag) {
                translate = value
            } else {
                warn(
                    "\"shouldTranslate\" of \"\(key)\" is \(view.kindDescription(flag)); expected true or false",
                    at: flag, view)
            }
        }
        if !translate { collection.untranslatableKeys.insert(TableKey(table: table, key: key)) }

        let localizationMembers =
            localizationsNode.map { uniqueMembers($0, view, what: { "the localizations of \"\(key)\"" }) } ?? []
        var localizations: [Localization] = []
        localizations.reserveCapacity(localizationMembers.count)
        for member in localizationMembers {
            localizations.append(Localization(locale: view.string(member.key), value: member.value))
        }
        // Localizations' locales are distinct: at most one is the source language.
        let sourceIndex = localizations.firstIndex { $0.locale == sourceLanguage }

        let context = KeyContext(key: key, comment: comment, extractionState: extractionState)

        // The source values: the source localization's, or the key itself.
        let sourceStart = collection.strings.count
        if let sourceIndex {
            readLocalization(localizations[sourceIndex].value, view, context, locale: sourceLanguage)
        } else {
            collection.strings.append(
                LocalizedString(
                    key: key, table: table, locale: sourceLanguage, variation: nil, value: key,
                    location: location(view.line(entry.key), view.column(entry.key)), comment: comment,
                    state: .translated,
                    substitutions: [], extractionState: extractionState))
        }
        let sourceEnd = collection.strings.count

        guard translate else { return }
        for (index, localization) in localizations.enumerated() where index != sourceIndex {
            readLocalization(localization.value, view, context, locale: localization.locale)
        }
        // Every locale of the catalog is one of `locales`, and the localizations' locales
        // are distinct: when there are as many, none is missing.
        guard localizations.count < locales.count else { return }
        var next = 0  // localizations usually come in the sorted order of `locales`
        for locale in locales where locale != sourceLanguage {
            if next < localizations.count && localizations[next].locale == locale {
                next += 1
                continue
            }
            if let index = localizations.firstIndex(where: { $0.locale == locale }) {
                next = index + 1
                continue
            }
            for index in sourceStart..<sourceEnd {
                var missing = collection.strings[index]
                missing.locale = locale
                missing.state = .missing
                missing.fallbackLocale = sourceLanguage
                collection.strings.append(missing)
            }
        }
    }

    /// One localization of a key: its locale and the index of its value's node.
    struct Localization {
        var locale: String
        var value: Int
    }

    /// What every value of a key shares.
    struct KeyContext {
        var key: String
        var comment: String?
        var extractionState: String?
    }

    /// Reads one localization: appends a string per value leaf, each with the
    /// localization's substitutions.
    mutating func readLocalization(_ node: Int, _ view: JSONView, _ context: KeyContext, locale: String) {
        let key = context.key
        func what() -> String { "the \(locale) localization of \"\(key)\"" }
        guard view.isObject(node) else {
            warn("\(what()) is \(view.kindDescription(node)); expected an object", at: node, view)
            return
        }
        let first = leaves.count
        let substitutionsNode = readVariable(node, view, path: nil, what: what)
        let end = leaves.count
        var substitutions: [Substitution] = []
        if let substitutionsNode {
            for member in uniqueMembers(substitutionsNode, view, what: { "the substitutions of \(what())" }) {
                let name = view.string(member.key)
                func subWhat() -> String { "substitution \"\(name)\" of \(what())" }
                let value = member.value
                guard view.isObject(value) else {
                    warn("\(subWhat()) is \(view.kindDescription(value)); expected an object", at: value, view)
                    continue
                }
                var argumentNumber: Int?
                if let argNum = view.member(value, "argNum") {
                    if let number = view.int(argNum) {
                        argumentNumber = number
                    } else {
                        warn(
                            "\"argNum\" of \(subWhat()) is \(view.kindDescription(argNum)); expected an integer",
                            at: argNum, view)
                    }
                }
                var specifier = ""
                if let formatNode = view.member(value, "formatSpecifier"), let text = view.stringValue(formatNode) {
                    specifier = text
                } else {
                    warn(
                        "\(subWhat()) has no \"formatSpecifier\" string; expected one such as \"lld\"", at: member.key,
                        view)
                }
                let variantsStart = leaves.count
                readVariable(value, view, path: nil, what: subWhat)
                let variants = leaves[variantsStart..<leaves.count].map {
                    Substitution.Variant(
                        variation: $0.variation ?? "", value: $0.value, location: location($0.line, $0.column))
                }
                leaves.removeLast(leaves.count - variantsStart)
                substitutions.append(
                    Substitution(
                        name: name, argumentNumber: argumentNumber, formatSpecifier: specifier, variants: variants))
            }
        }
        for index in first..<end {
            let leaf = leaves[index]
            collection.strings.append(
                LocalizedString(
                    key: key, table: table, locale: locale, variation: leaf.variation, value: leaf.value,
                    location: location(leaf.line, leaf.column), comment: context.comment, state: leaf.state,
                    substitutions: substitutions, extractionState: context.extractionState))
        }
        leaves.removeLast(leaves.count - first)
    }

    /// Reads an object that holds a `stringUnit` or `variations` (a localization, a
    /// variation case or a substitution), appending its leaves under `path` to `leaves`.
    /// Returns the value of its last `substitutions` member, if any.
    @discardableResult
    mutating func readVariable(_ node: Int, _ view: JSONView, path: String?, what: () -> String) -> Int? {
        var unit: Int?
        var variations: Int?
        var substitutions: Int?
        for member in view.members(node) {
            if view.equals(member.key, "stringUnit") {
                unit = member.value
            } else if view.equals(member.key, "variations") {
                variations = member.value
            } else if view.equals(member.key, "substitutions") {
                substitutions = member.value
            }
        }
        if let variations {
            if unit != nil {
                warn("\(what()) has both \"stringUnit\" and \"variations\"; the variations are used", at: node, view)
            }
            for kind in uniqueMembers(variations, view, what: { "the variations of \(what())" }) {
                let kindName = view.string(kind.key)
                let known: Set<String>
                switch kindName {
                case "plural": known = StringCatalogReader.pluralCategories
                case "device": known = StringCatalogReader.devices
                default:
                    warn(
                        "unknown variation kind \"\(kindName)\" in \(what()); expected \"plural\" or \"device\"",
                        at: kind.key, view)
                    known = []
                }
                for option in uniqueMembers(kind.value, view, what: { "the \(kindName) variations of \(what())" }) {
                    let optionName = view.string(option.key)
                    if !known.isEmpty && !known.contains(optionName) {
                        let list = known.sorted().joined(separator: ", ")
                        warn(
                            "unknown \(kindName) case \"\(optionName)\" in \(what()); expected one of \(list)",
                            at: option.key, view)
                    }
                    let subpath = path.map { "\($0).\(kindName).\(optionName)" } ?? "\(kindName).\(optionName)"
                    readVariable(option.value, view, path: subpath, what: { "\(what()) (\(subpath))" })
                }
            }
            return substitutions
        }
        guard let unit else {
            if substitutions != nil && path == nil {
                warn(
                    "\(what()) has substitutions but no \"stringUnit\"; expected the format string in a \"stringUnit\"",
                    at: node, view)
            } else {
                warn("\(what()) has no \"stringUnit\" or \"variations\"", at: node, view)
            }
            return substitutions
        }
        guard view.isObject(unit) else {
            warn("\"stringUnit\" of \(what()) is \(view.kindDescription(unit)); expected an object", at: unit, view)
            return substitutions
        }
        var valueNode: Int?
        var stateNode: Int?
        for member in view.members(unit) {
            if view.equals(member.key, "value") {
                valueNode = member.value
            } else if view.equals(member.key, "state") {
                stateNode = member.value
            }
        }
        guard let valueNode, view.isString(valueNode) else {
            warn("\"stringUnit\" of \(what()) has no \"value\" string", at: unit, view)
            return substitutions
        }
        var state = TranslationState.translated
        if let stateNode {
            if view.equals(stateNode, "translated") {
                state = .translated
            } else if view.equals(stateNode, "new") {
                state = .new
            } else if view.equals(stateNode, "needs_review") {
                state = .needsReview
            } else if view.equals(stateNode, "stale") {
                state = .stale
            } else {
                let found = view.stringValue(stateNode).map { "\"\($0)\"" } ?? view.kindDescription(stateNode)
                warn(
                    "unknown state \(found) in \(what()); expected translated, new, needs_review or stale (read as needs_review)",
                    at: stateNode, view)
                state = .needsReview
            }
        }
        if view.hasReplacedCharacters(valueNode) {
            warn(
                "the value of \(what()) has a lone surrogate escape (such as \\uD83D without its low half) or invalid UTF-8; "
                    + "it is read as U+FFFD (\u{FFFD}); expected a \\uD800–\\uDBFF escape followed by a \\uDC00–\\uDFFF one",
                at: valueNode, view)
        }
        leaves.append(
            Leaf(
                variation: path, value: view.string(valueNode), state: state,
                line: view.line(valueNode), column: view.column(valueNode)))
        return substitutions
    }
}
