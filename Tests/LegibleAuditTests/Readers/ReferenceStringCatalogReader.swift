import Foundation

@testable import LegibleAudit

// The String Catalog reader as it was before it read the scanner's flat document (commit
// 9a0449c), kept as the reference that `StringCatalogReader` is compared with.
enum ReferenceStringCatalogReader {
    static func read(
        data: Data, path: String, table: String? = nil,
        sourceLanguage: String = "en"
    ) -> StringCollection {
        var reader = ReferenceCatalogWalker(
            path: path, table: table ?? InputFile.table(forPath: path),
            sourceLanguage: sourceLanguage)
        do {
            let root = try ReferenceJSONScanner.parse(data)
            reader.walk(root)
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

/// Walks a parsed catalog and builds the collection.
private struct ReferenceCatalogWalker {
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

    /// The members of an object, the last of duplicate keys kept (each earlier one a warning).
    mutating func uniqueMembers(_ node: JSONNode, what: String) -> [JSONNode.Member] {
        guard let members = node.members else {
            warn("\(what) is \(node.kindDescription); expected an object", node.line, node.column)
            return []
        }
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

    mutating func walk(_ root: JSONNode) {
        guard root.members != nil else {
            collection.diagnostics.append(
                Diagnostic(
                    .error,
                    "the top-level value is \(root.kindDescription); expected an object with \"sourceLanguage\" and \"strings\"",
                    at: location(root.line, root.column)))
            return
        }
        let sourceLanguage: String
        if let node = root["sourceLanguage"], let language = node.string {
            sourceLanguage = language
        } else {
            sourceLanguage = collection.sourceLanguage
            collection.diagnostics.append(
                Diagnostic(
                    .warning, "no \"sourceLanguage\" string; expected one such as \"en\" (read as \(sourceLanguage))",
                    at: location(root.line, root.column)))
        }
        collection.sourceLanguage = sourceLanguage
        guard let stringsNode = root["strings"] else {
            warn("no \"strings\" object; expected the catalog's keys under \"strings\"", root.line, root.column)
            return
        }
        let entries = uniqueMembers(stringsNode, what: "\"strings\"")

        // Every locale that appears anywhere in the catalog, and the source language.
        var locales: Set<String> = [sourceLanguage]
        for entry in entries {
            for localization in entry.value["localizations"]?.members ?? [] { locales.insert(localization.key) }
        }
        let sortedLocales = locales.sorted()

        for entry in entries {
            readKey(entry, sourceLanguage: sourceLanguage, locales: sortedLocales)
        }
    }

    mutating func readKey(_ entry: JSONNode.Member, sourceLanguage: String, locales: [String]) {
        let key = entry.key
        let node = entry.value
        guard node.members != nil else {
            warn("the entry for \"\(key)\" is \(node.kindDescription); expected an object", node.line, node.column)
            return
        }
        var comment: String?
        if let commentNode = node["comment"] {
            if let text = commentNode.string {
                comment = text
            } else {
                warn(
                    "\"comment\" of \"\(key)\" is \(commentNode.kindDescription); expected a string", commentNode.line,
                    commentNode.column)
            }
        }
        var extractionState: String?
        if let stateNode = node["extractionState"] {
            if let text = stateNode.string {
                extractionState = text
            } else {
                warn(
                    "\"extractionState\" of \"\(key)\" is \(stateNode.kindDescription); expected a string",
                    stateNode.line, stateNode.column)
            }
        }
        var translate = true
        if let flag = node["shouldTranslate"] {
            if let value = flag.bool {
                translate = value
            } else {
                warn(
                    "\"shouldTranslate\" of \"\(key)\" is \(flag.kindDescription); expected true or false", flag.line,
                    flag.column)
            }
        }
        if !translate { collection.untranslatableKeys.insert(TableKey(table: table, key: key)) }

        let localizations =
            node["localizations"].map { uniqueMembers($0, what: "the localizations of \"\(key)\"") } ?? []
        let present = Set(localizations.map(\.key))

        func make(_ leaf: Leaf, locale: String, substitutions: [Substitution]) -> LocalizedString {
            LocalizedString(
                key: key, table: table, locale: locale, variation: leaf.variation, value: leaf.value,
                location: location(leaf.line, leaf.column), comment: comment, state: leaf.state,
                substitutions: substitutions, extractionState: extractionState)
        }

        // The source values: the source localization's, or the key itself.
        var sourceStrings: [LocalizedString] = []
        if let source = localizations.first(where: { $0.key == sourceLanguage }) {
            let (leaves, substitutions) = readLocalization(source.value, key: key, locale: sourceLanguage)
            sourceStrings = leaves.map { make($0, locale: sourceLanguage, substitutions: substitutions) }
        } else {
            sourceStrings = [
                make(
                    Leaf(variation: nil, value: key, state: .translated, line: entry.line, column: entry.column),
                    locale: sourceLanguage, substitutions: [])
            ]
        }
        collection.strings += sourceStrings

        guard translate else { return }
        for localization in localizations where localization.key != sourceLanguage {
            let (leaves, substitutions) = readLocalization(localization.value, key: key, locale: localization.key)
            collection.strings += leaves.map { make($0, locale: localization.key, substitutions: substitutions) }
        }
        for locale in locales where locale != sourceLanguage && !present.contains(locale) {
            for source in sourceStrings {
                var missing = source
                missing.locale = locale
                missing.state = .missing
                missing.fallbackLocale = sourceLanguage
                collection.strings.append(missing)
            }
        }
    }

    /// Reads one localization: its value leaves and its substitutions.
    mutating func readLocalization(_ node: JSONNode, key: String, locale: String) -> ([Leaf], [Substitution]) {
        let what = "the \(locale) localization of \"\(key)\""
        guard node.members != nil else {
            warn("\(what) is \(node.kindDescription); expected an object", node.line, node.column)
            return ([], [])
        }
        let leaves = readVariable(node, path: nil, what: what)
        var substitutions: [Substitution] = []
        if let substitutionsNode = node["substitutions"] {
            for member in uniqueMembers(substitutionsNode, what: "the substitutions of \(what)") {
                let name = member.key
                let subWhat = "substitution \"\(name)\" of \(what)"
                guard member.value.members != nil else {
                    warn(
                        "\(subWhat) is \(member.value.kindDescription); expected an object", member.value.line,
                        member.value.column)
                    continue
                }
                var argumentNumber: Int?
                if let argNum = member.value["argNum"] {
                    if let number = argNum.int {
                        argumentNumber = number
                    } else {
                        warn(
                            "\"argNum\" of \(subWhat) is \(argNum.kindDescription); expected an integer", argNum.line,
                            argNum.column)
                    }
                }
                var specifier = ""
                if let formatNode = member.value["formatSpecifier"], let text = formatNode.string {
                    specifier = text
                } else {
                    warn(
                        "\(subWhat) has no \"formatSpecifier\" string; expected one such as \"lld\"", member.line,
                        member.column)
                }
                let variants = readVariable(member.value, path: nil, what: subWhat).map {
                    Substitution.Variant(
                        variation: $0.variation ?? "", value: $0.value, location: location($0.line, $0.column))
                }
                substitutions.append(
                    Substitution(
                        name: name, argumentNumber: argumentNumber, formatSpecifier: specifier, variants: variants))
            }
        }
        return (leaves, substitutions)
    }

    /// Reads an object that holds a `stringUnit` or `variations` (a localization, a
    /// variation case or a substitution), returning its leaves under `path`.
    mutating func readVariable(_ node: JSONNode, path: String?, what: String) -> [Leaf] {
        let unit = node["stringUnit"]
        let variations = node["variations"]
        if let variations {
            if unit != nil {
                warn(
                    "\(what) has both \"stringUnit\" and \"variations\"; the variations are used", node.line,
                    node.column)
            }
            var leaves: [Leaf] = []
            for kind in uniqueMembers(variations, what: "the variations of \(what)") {
                let known: Set<String>
                switch kind.key {
                case "plural": known = StringCatalogReader.pluralCategories
                case "device": known = StringCatalogReader.devices
                default:
                    warn(
                        "unknown variation kind \"\(kind.key)\" in \(what); expected \"plural\" or \"device\"",
                        kind.line, kind.column)
                    known = []
                }
                for option in uniqueMembers(kind.value, what: "the \(kind.key) variations of \(what)") {
                    if !known.isEmpty && !known.contains(option.key) {
                        let list = known.sorted().joined(separator: ", ")
                        warn(
                            "unknown \(kind.key) case \"\(option.key)\" in \(what); expected one of \(list)",
                            option.line, option.column)
                    }
                    let subpath = [path, "\(kind.key).\(option.key)"].compactMap { $0 }.joined(separator: ".")
                    leaves += readVariable(option.value, path: subpath, what: "\(what) (\(subpath))")
                }
            }
            return leaves
        }
        guard let unit else {
            if node.members?.contains(where: { $0.key == "substitutions" }) == true && path == nil {
                warn(
                    "\(what) has substitutions but no \"stringUnit\"; expected the format string in a \"stringUnit\"",
                    node.line, node.column)
            } else {
                warn("\(what) has no \"stringUnit\" or \"variations\"", node.line, node.column)
            }
            return []
        }
        guard unit.members != nil else {
            warn("\"stringUnit\" of \(what) is \(unit.kindDescription); expected an object", unit.line, unit.column)
            return []
        }
        guard let valueNode = unit["value"], let value = valueNode.string else {
            warn("\"stringUnit\" of \(what) has no \"value\" string", unit.line, unit.column)
            return []
        }
        var state = TranslationState.translated
        if let stateNode = unit["state"] {
            switch stateNode.string {
            case "translated": state = .translated
            case "new": state = .new
            case "needs_review": state = .needsReview
            case "stale": state = .stale
            default:
                let found = stateNode.string.map { "\"\($0)\"" } ?? stateNode.kindDescription
                warn(
                    "unknown state \(found) in \(what); expected translated, new, needs_review or stale (read as needs_review)",
                    stateNode.line, stateNode.column)
                state = .needsReview
            }
        }
        return [Leaf(variation: path, value: value, state: state, line: valueNode.line, column: valueNode.column)]
    }
}
