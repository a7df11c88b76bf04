import Foundation

/// One input format: how a file of its kind becomes strings, screens and diagnostics.
///
/// `ProjectReader` finds input files by extension (`InputFile.Kind`) and hands each to its
/// kind's reader (`InputFile.Kind.reader`), on several threads. A reader never throws and
/// never stops the project's reading: a file it cannot read or parse is a diagnostic naming
/// the file (and the line, where it has one), and the other files are read as usual.
///
/// A new format is one new type conforming to this protocol plus one `InputFile.Kind` case
/// that names its extension and its reader.
public protocol LocalizationReader {
    /// Reads one input file (or `.xcloc` folder).
    ///
    /// - Parameters:
    ///   - input: the file, with its path as found.
    ///   - sourceLanguage: the locale `Base.lproj` values and unlocalized files get.
    /// - Returns: its strings in file order, screens (Interface Builder), the files read and
    ///   every diagnostic.
    static func read(_ input: InputFile, sourceLanguage: String) -> StringCollection
}

extension LocalizationReader {
    /// The file's bytes handed to `read`, or one diagnostic when they cannot be read.
    static func withContents(
        of input: InputFile, sourceLanguage: String,
        _ read: (Data) -> StringCollection
    ) -> StringCollection {
        guard let data = FileManager.default.contents(atPath: input.path) else {
            return StringCollection(
                sourceLanguage: sourceLanguage,
                diagnostics: [
                    Diagnostic(.error, "cannot read the file", at: SourceLocation(file: input.path))
                ])
        }
        return read(data)
    }

    /// What a reader that throws a located `Diagnostic` returns when it does: that diagnostic,
    /// with the file counted as read.
    static func catching(
        _ input: InputFile, sourceLanguage: String,
        _ read: () throws -> StringCollection
    ) -> StringCollection {
        do {
            return try read()
        } catch let diagnostic as Diagnostic {
            return StringCollection(sourceLanguage: sourceLanguage, diagnostics: [diagnostic], files: [input.path])
        } catch {
            return StringCollection(
                sourceLanguage: sourceLanguage,
                diagnostics: [
                    Diagnostic(.error, "cannot read the file: \(error)", at: SourceLocation(file: input.path))
                ], files: [input.path])
        }
    }
}

extension InputFile.Kind {
    /// The reader of this kind of file.
    public var reader: any LocalizationReader.Type {
        switch self {
        case .stringCatalog: StringCatalogReader.self
        case .strings: StringsFileReader.self
        case .stringsDict: StringsDictReader.self
        case .xliff, .xcloc: XLIFFReader.self
        case .storyboard, .xib: InterfaceBuilderReader.self
        }
    }
}

extension StringCatalogReader: LocalizationReader {
    /// Reads `input` as a String Catalog (`read(data:path:table:sourceLanguage:)`); `sourceLanguage`
    /// is used only when the catalog names none. A file that cannot be read is one error diagnostic.
    public static func read(_ input: InputFile, sourceLanguage: String) -> StringCollection {
        withContents(of: input, sourceLanguage: sourceLanguage) { data in
            read(data: data, path: input.path, sourceLanguage: sourceLanguage)
        }
    }
}

extension StringsFileReader: LocalizationReader {
    /// Reads `input` as a `.strings` file; its locale comes from its `.lproj` folder, and
    /// `Base.lproj` and files in no `.lproj` get `sourceLanguage`. A file that cannot be read is one
    /// error diagnostic.
    public static func read(_ input: InputFile, sourceLanguage: String) -> StringCollection {
        withContents(of: input, sourceLanguage: sourceLanguage) { data in
            read(data: data, path: input.path, sourceLanguage: sourceLanguage)
        }
    }
}

extension StringsDictReader: LocalizationReader {
    /// Reads `input` as a `.stringsdict` file; its locale comes from its `.lproj` folder, and
    /// `Base.lproj` and files in no `.lproj` get `sourceLanguage`. A file that cannot be read is one
    /// error diagnostic.
    public static func read(_ input: InputFile, sourceLanguage: String) -> StringCollection {
        withContents(of: input, sourceLanguage: sourceLanguage) { data in
            read(data: data, path: input.path, sourceLanguage: sourceLanguage)
        }
    }
}

extension XLIFFReader: LocalizationReader {
    /// Reads `input` (`.xliff`, `.xlf` or an `.xcloc` folder) with its source-language strings
    /// (`read(url:includeSourceStrings:)`). XLIFF names its own languages, so `sourceLanguage` only
    /// labels the result of a file that cannot be read, not XML or not XLIFF: one error diagnostic.
    public static func read(_ input: InputFile, sourceLanguage: String) -> StringCollection {
        catching(input, sourceLanguage: sourceLanguage) {
            try read(url: URL(fileURLWithPath: input.path))
        }
    }
}

extension InterfaceBuilderReader: LocalizationReader {
    /// Reads `input` (`.storyboard` or `.xib`): its texts, in `sourceLanguage`, with their elements,
    /// and its screens. A file that cannot be read, is not XML or has no `<document>` root is one
    /// error diagnostic.
    public static func read(_ input: InputFile, sourceLanguage: String) -> StringCollection {
        catching(input, sourceLanguage: sourceLanguage) {
            let document = try read(url: URL(fileURLWithPath: input.path), sourceLanguage: sourceLanguage)
            return StringCollection(
                sourceLanguage: sourceLanguage, strings: document.strings,
                diagnostics: document.diagnostics, files: [input.path], screens: document.screens)
        }
    }
}
