import Foundation

/// An `.lproj` folder and the locale it holds strings for.
///
/// Folder names are Apple's locale identifiers (`en`, `zh-Hans`, `pt-BR`, `sr-Latn`,
/// `es-419`), sometimes written with an underscore (`pt_BR`, `zh_CN`) or, in old
/// projects, as an English language name (`English`, `German`). `Base.lproj` holds the
/// source language's Interface Builder strings (Base Internationalization).
///
/// Decisions: underscores become hyphens and subtags get their usual case (`pt_br` →
/// `pt-BR`, `zh_hans` → `zh-Hans`); region-based Chinese identifiers are kept as written
/// (`zh_CN` → `zh-CN`, not rewritten to `zh-Hans`), because the identifier is the one the
/// project uses and reports should show it; the legacy names `English`, `German`,
/// `Japanese`, `French`, `Spanish`, `Italian` and `Dutch` map to `en`, `de`, `ja`, `fr`,
/// `es`, `it`, `nl`. Sources: Apple, "Language and Locale IDs" (Internationalization and
/// Localization Guide); Xcode's Base Internationalization.
public struct LocaleFolder: Hashable, Sendable {
    /// The folder name without `.lproj`, as written (`Base`, `pt_BR`, `English`).
    public var name: String
    /// The normalized locale identifier; `nil` for `Base`.
    public var identifier: String?

    /// The legacy language names old projects used as folder names, and their codes.
    public static let legacyNames: [String: String] = [
        "English": "en", "German": "de", "Japanese": "ja", "French": "fr",
        "Spanish": "es", "Italian": "it", "Dutch": "nl",
    ]

    /// Makes a folder from its name, with or without the `.lproj` extension.
    ///
    /// - Parameter name: `pt_BR.lproj`, `Base`, `English.lproj` …
    public init(name: String) {
        let bare = name.hasSuffix(".lproj") ? String(name.dropLast(".lproj".count)) : name
        self.name = bare
        self.identifier = bare == "Base" ? nil : Self.normalize(bare)
    }

    /// Whether this is `Base.lproj`.
    public var isBase: Bool { identifier == nil }

    /// The locale the folder's strings are in: its identifier, or the source
    /// language for `Base`.
    public func locale(sourceLanguage: String) -> String {
        identifier ?? sourceLanguage
    }

    /// The nearest enclosing `.lproj` folder of a file path, if any.
    ///
    /// - Parameter path: A file path such as `App/de.lproj/Localizable.strings`.
    public static func containing(path: String) -> LocaleFolder? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let folder = components.dropLast().last(where: { $0.hasSuffix(".lproj") }) else { return nil }
        return LocaleFolder(name: String(folder))
    }

    /// Normalizes a locale identifier as Apple writes them: hyphens, a lowercase
    /// language, a titlecase four-letter script, an uppercase region; legacy English
    /// names become codes.
    ///
    /// - Parameter identifier: `pt_BR`, `zh-hans`, `English` …
    /// - Returns: `pt-BR`, `zh-Hans`, `en` …
    public static func normalize(_ identifier: String) -> String {
        if let code = legacyNames[identifier]
            ?? legacyNames.first(where: { $0.key.lowercased() == identifier.lowercased() })?.value
        {
            return code
        }
        let subtags = identifier.replacingOccurrences(of: "_", with: "-").split(
            separator: "-", omittingEmptySubsequences: false)
        return subtags.enumerated().map { offset, subtag -> String in
            if offset == 0 { return subtag.lowercased() }
            if subtag.count == 4 && subtag.allSatisfy(\.isLetter) {
                return subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            }
            if subtag.count == 2 && subtag.allSatisfy(\.isLetter) { return subtag.uppercased() }
            return String(subtag)
        }.joined(separator: "-")
    }

    /// The language subtag of a locale identifier: `en` for `en-US`, `zh` for `zh-Hans`.
    public static func language(of identifier: String) -> String {
        String(identifier.split(separator: "-").first ?? Substring(identifier)).lowercased()
    }

    /// The locale and folder name for a file: `locale` when given, else the enclosing
    /// `.lproj` folder's (`Base` → the source language), else the source
    /// language with a note saying so.
    static func resolve(
        path: String, locale: String?, sourceLanguage: String
    )
        -> (locale: String, folder: String?, note: Diagnostic?)
    {
        let folder = containing(path: path)
        if let locale { return (locale, folder?.name, nil) }
        if let folder { return (folder.locale(sourceLanguage: sourceLanguage), folder.name, nil) }
        let note = Diagnostic(
            .note, "not in an .lproj folder: read as the development language (\(sourceLanguage))",
            at: SourceLocation(file: path))
        return (sourceLanguage, nil, note)
    }
}
