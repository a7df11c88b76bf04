import Foundation

/// Reads XLIFF 1.2 files as Xcode exports them (Product > Export Localizations), alone or
/// inside an `.xcloc` localization catalog.
///
/// Each `<file original="…/en.lproj/Localizable.strings">` is a table (`Localizable`); each
/// `<trans-unit>` gives the source language's value (`<source>`) and the target locale's
/// (`<target>`), with the unit's `<note>`s as the comment and its `maxwidth` / `size-unit`
/// as a `WidthBudget`.
///
/// Mapping (sources: XLIFF 1.2, `xliff-core-1.2-strict.xsd` `state-valueList`; Xcode's
/// exports as observed):
/// - key: the unit's `id`, which is the key Xcode uses; variation suffixes are split off
///   (`Title|==|device.iphone` is key `Title`, variation `device.iphone`).
/// - state: `new`, `needs-translation`, `needs-adaptation`, `needs-l10n` → `.new`;
///   `needs-review-translation`, `needs-review-adaptation`, `needs-review-l10n` →
///   `.needsReview`; `translated`, `final`, `signed-off`, no `state` → `.translated`.
/// - no `<target>` (or an empty one for a non-empty source): the value iOS shows is the
///   source language's, so the target string is `.missing` (or the `state` given)
///   with the source value and `fallbackLocale` = the source language.
/// - `.stringsdict` entries (`/KEY:dict/VAR:dict/one:dict/:string`) read as
///   `StringsDictReader` reads the `.stringsdict` itself: one string whose value is the
///   format (`NSStringLocalizedFormatKey`), with each variable attached as a `Substitution`
///   whose variants carry the plural case as `plural.one` … (the format specifier, which
///   XLIFF does not export, is taken from the variants' values); width and device rules
///   give one string each, with variation `width.20`, `device.iphone`.
/// - String Catalog substitutions (`key|==|substitutions.NAME.plural.one`) are attached to
///   the key's strings that refer to `%#@NAME@`.
/// - Locale identifiers are written with `-` (`de_DE` → `de-DE`), as `LocalizedString` wants.
/// - `translate="no"` units are listed in `untranslatableKeys`.
/// - A `.strings` unit whose key a `.stringsdict` `<file>` of the same table also has is left
///   out: Xcode exports it as a `translate="no"` placeholder, and iOS shows the `.stringsdict`
///   entry.
public enum XLIFFReader {
    /// Reads an `.xliff` (or `.xlf`) file, or an `.xcloc` bundle's `Localized Contents/*.xliff`.
    ///
    /// For an `.xcloc`, `contents.json` supplies the development region and target locale
    /// when an XLIFF `<file>` does not name them; a disagreement is reported as a warning.
    ///
    /// - Parameters:
    ///   - url: the `.xliff` file or the `.xcloc` folder.
    ///   - includeSourceStrings: whether to return the source-language values too. Reading
    ///     several exports of one project repeats the same source strings in each; pass
    ///     `false` for all but one. When a file's target language is its source language
    ///     (the source language's own export) only one string per unit is returned.
    /// - Returns: the strings in document order, the diagnostics for what was skipped, and
    ///   the XLIFF files read.
    /// - Throws: a `Diagnostic` (with file, line and what was expected) when a file cannot
    ///   be read, is not well-formed XML, or is not XLIFF. In an `.xcloc`, such a file is
    ///   one error diagnostic in the returned collection and the bundle's other `.xliff`
    ///   files are still read.
    public static func read(url: URL, includeSourceStrings: Bool = true) throws -> StringCollection {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw Diagnostic(
                .error, "no such file or folder; expected an .xliff file or an .xcloc bundle",
                at: SourceLocation(file: url.path))
        }
        if isDirectory.boolValue {
            return try readCatalog(url: url, includeSourceStrings: includeSourceStrings)
        }
        let data = try contents(of: url)
        return try read(data: data, path: url.path, defaults: Defaults(), includeSourceStrings: includeSourceStrings)
    }

    /// Languages to use when a `<file>` does not name them (from an `.xcloc`'s `contents.json`).
    struct Defaults {
        var sourceLanguage: String?
        var targetLanguage: String?
        var contentsFile: String?
    }

    /// The fields of an `.xcloc`'s `contents.json` that matter here.
    private struct CatalogContents: Decodable {
        var developmentRegion: String?
        var targetLocale: String?
    }

    static let localizedContentsFolder = "Localized Contents"

    private static func readCatalog(url: URL, includeSourceStrings: Bool) throws -> StringCollection {
        let localized = url.appendingPathComponent(localizedContentsFolder)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: localized.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw Diagnostic(
                .error, "expected an .xcloc bundle with a '\(localizedContentsFolder)' folder, or an .xliff file",
                at: SourceLocation(file: url.path)
            )
        }
        var defaults = Defaults()
        var collection = StringCollection()
        let contentsURL = url.appendingPathComponent("contents.json")
        if FileManager.default.fileExists(atPath: contentsURL.path) {
            do {
                let contents = try JSONDecoder().decode(CatalogContents.self, from: try Data(contentsOf: contentsURL))
                defaults.sourceLanguage = contents.developmentRegion.map(normalizedLocale)
                defaults.targetLanguage = contents.targetLocale.map(normalizedLocale)
                defaults.contentsFile = contentsURL.path
            } catch {
                collection.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "expected a JSON object with developmentRegion and targetLocale: \(error.localizedDescription)",
                        at: SourceLocation(file: contentsURL.path)
                    ))
            }
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: localized.path)) ?? []
        let xliffs = names.filter { $0.hasSuffix(".xliff") || $0.hasSuffix(".xlf") }.sorted()
        guard !xliffs.isEmpty else {
            throw Diagnostic(
                .error, "expected an .xliff file in '\(localized.path)'", at: SourceLocation(file: url.path))
        }
        // Each file's strings stand or fall alone: one damaged .xliff is its own error, and
        // the bundle's other files are still read.
        var first = true
        for name in xliffs {
            let fileURL = localized.appendingPathComponent(name)
            let read: StringCollection
            do {
                read = try self.read(
                    data: try contents(of: fileURL), path: fileURL.path, defaults: defaults,
                    includeSourceStrings: includeSourceStrings
                )
            } catch let diagnostic as Diagnostic {
                collection.diagnostics.append(diagnostic)
                collection.files.append(fileURL.path)
                continue
            }
            if first {
                collection.sourceLanguage = read.sourceLanguage
                first = false
            }
            collection.merge(read)
        }
        if first, let source = defaults.sourceLanguage { collection.sourceLanguage = source }
        return collection
    }

    private static func contents(of url: URL) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw Diagnostic(
                .error, "cannot read the file: \(error.localizedDescription)", at: SourceLocation(file: url.path))
        }
    }

    /// Reads one XLIFF file's bytes.
    static func read(
        data: Data, path: String, defaults: Defaults, includeSourceStrings: Bool
    ) throws -> StringCollection {
        let tree = try XMLTree.parse(data: data, path: path)
        let document = try XLIFFDocument(tree: tree)
        var collection = StringCollection(diagnostics: document.diagnostics, files: [path])
        var sourceLanguageSet = false
        for (file, builder) in builders(for: document, sourceLanguage: defaults.sourceLanguage) {
            guard let builder else {
                collection.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "expected a 'source-language' attribute on <file original=\"\(file.original)\">; file skipped",
                        at: file.location
                    ))
                continue
            }
            let sourceLanguage = builder.sourceLanguage
            if !sourceLanguageSet {
                collection.sourceLanguage = sourceLanguage
                sourceLanguageSet = true
            }
            let targetLanguage = file.targetLanguage.map(normalizedLocale) ?? defaults.targetLanguage
            if let contentsFile = defaults.contentsFile, let expected = defaults.targetLanguage,
                let targetLanguage, targetLanguage != expected
            {
                collection.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "target-language \"\(targetLanguage)\" differs from targetLocale \"\(expected)\" in \(contentsFile)",
                        at: file.location
                    ))
            }
            if includeSourceStrings || targetLanguage == nil || targetLanguage == sourceLanguage {
                collection.strings += builder.strings(side: .source)
            }
            if let targetLanguage, targetLanguage != sourceLanguage {
                collection.strings += builder.strings(side: .target(locale: targetLanguage))
            }
            collection.diagnostics += builder.diagnostics
            for unit in file.units where !unit.isTranslatable && !builder.isShadowed(unit) {
                collection.untranslatableKeys.insert(TableKey(table: file.table, key: unit.parsedID.key))
            }
        }
        if !sourceLanguageSet, let source = defaults.sourceLanguage {
            collection.sourceLanguage = source
        }
        return collection
    }

    /// A string builder for each `<file>` (`nil` when its source language is unknown), with
    /// the keys its table's `.stringsdict` `<file>`s define marked as shadowed.
    static func builders(
        for document: XLIFFDocument, sourceLanguage fallback: String?
    ) -> [(XLIFFFile, XLIFFStringBuilder?)] {
        var stringsdictKeys: [String: Set<String>] = [:]
        for file in document.files where file.original.hasSuffix(".stringsdict") {
            stringsdictKeys[file.table, default: []].formUnion(XLIFFStringBuilder.stringsdictKeys(in: file))
        }
        return document.files.map { file in
            guard let sourceLanguage = file.sourceLanguage.map(normalizedLocale) ?? fallback else { return (file, nil) }
            let shadowed = file.original.hasSuffix(".stringsdict") ? [] : stringsdictKeys[file.table] ?? []
            return (file, XLIFFStringBuilder(file: file, sourceLanguage: sourceLanguage, shadowedKeys: shadowed))
        }
    }

    /// Apple's locale identifiers use `-` (`pt-BR`, `zh-Hans`); exports and folder names
    /// sometimes use `_` (`de_DE.xcloc`).
    static func normalizedLocale(_ identifier: String) -> String {
        identifier.replacingOccurrences(of: "_", with: "-")
    }

    /// The `TranslationState` for an XLIFF 1.2 `state` value (see the type's discussion).
    static func translationState(_ state: String?) -> TranslationState {
        switch state {
        case "new", "needs-translation", "needs-adaptation", "needs-l10n":
            .new
        case "needs-review-translation", "needs-review-adaptation", "needs-review-l10n":
            .needsReview
        default:
            .translated
        }
    }
}
