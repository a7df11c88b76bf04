import Foundation

/// Writes a file's source-language strings pseudo-localized (`legible pseudo`): the strings
/// Legible measured for `--pseudo`, in a file an app can be run with.
///
/// A String Catalog keeps every key, localization and setting it had and gains one
/// localization, `locale`: each key's source-language value (the key itself when the catalog
/// has none, as Xcode reads it) with its variations (plural, device) and substitutions,
/// every `stringUnit` transformed on its own and marked `translated`. Keys with
/// `shouldTranslate: false` get none. A `.strings` file becomes a `.strings` file of its keys
/// with their values transformed.
public enum PseudoLocalizedFile {
    /// Why a file cannot be pseudo-localized.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What is wrong, naming the file.
        public var description: String
    }

    /// `catalog` (a String Catalog's bytes) with a `locale` localization made by `localizer`.
    ///
    /// - Parameters:
    ///   - catalog: The `.xcstrings` file's contents.
    ///   - path: Its path, for messages.
    ///   - localizer: The pseudo-localization.
    ///   - locale: The localization to add or replace (`en-x-expanded`).
    /// - Returns: The catalog as JSON, pretty-printed with sorted keys (as Xcode writes it, but
    ///   with `:` not ` : `).
    /// - Throws: `Failure` when the file is not a String Catalog.
    public static func stringCatalog(
        _ catalog: Data, path: String, localizer: PseudoLocalizer, locale: String
    ) throws -> Data {
        guard var root = try? JSONSerialization.jsonObject(with: catalog) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else {
            throw Failure(
                description:
                    "\(path): not a String Catalog (expected a JSON object with \"sourceLanguage\" and \"strings\")")
        }
        let sourceLanguage = root["sourceLanguage"] as? String ?? "en"
        var written: [String: Any] = [:]
        for (key, entry) in strings {
            guard var entry = entry as? [String: Any] else {
                written[key] = entry
                continue
            }
            if entry["shouldTranslate"] as? Bool == false {
                written[key] = entry
                continue
            }
            var localizations = entry["localizations"] as? [String: Any] ?? [:]
            let source =
                localizations[sourceLanguage]
                ?? ["stringUnit": ["state": "translated", "value": key]]
            localizations[locale] = transform(source, localizer: localizer, inSubstitution: false)
            entry["localizations"] = localizations
            written[key] = entry
        }
        root["strings"] = written
        do {
            return try JSONSerialization.data(
                withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        } catch {
            throw Failure(description: "\(path): cannot be written back as JSON (\(error))")
        }
    }

    /// A `.strings` file of `strings` (one file's, in reading order) with their values made by
    /// `localizer`: `"key" = "value";` lines, UTF-8, `"`, `\` and line breaks escaped.
    public static func stringsFile(_ strings: [LocalizedString], localizer: PseudoLocalizer) -> Data {
        var lines: [String] = []
        for string in strings {
            if let comment = string.comment, !comment.contains("*/") { lines.append("/* \(comment) */") }
            lines.append("\"\(escape(string.key))\" = \"\(escape(localizer.transform(string.value)))\";")
            lines.append("")
        }
        return Data(lines.joined(separator: "\n").utf8)
    }

    /// A String Catalog localization (or a part of one) with every `stringUnit`'s value transformed
    /// and marked `translated`; a substitution's variants are transformed as variants.
    static func transform(_ node: Any, localizer: PseudoLocalizer, inSubstitution: Bool) -> Any {
        guard var object = node as? [String: Any] else { return node }
        for (name, value) in object {
            if name == "stringUnit", var unit = value as? [String: Any] {
                if let text = unit["value"] as? String {
                    unit["value"] = localizer.transform(text, isVariant: inSubstitution)
                }
                unit["state"] = "translated"
                object[name] = unit
            } else {
                object[name] = transform(
                    value, localizer: localizer, inSubstitution: inSubstitution || name == "substitutions")
            }
        }
        return object
    }

    /// `text` escaped for a `.strings` value between double quotes.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.append(character)
            }
        }
        return out
    }
}
