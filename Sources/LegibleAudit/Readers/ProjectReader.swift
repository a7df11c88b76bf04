import Foundation
import LegibleText

/// Finds and reads every localization file of a project: String Catalogs, `.strings`,
/// `.stringsdict`, XLIFF, `.xcloc`, storyboards and xibs (their strings and their screens).
///
/// What it does, in order:
/// 1. Finds the input under the given paths (folders are searched recursively, in sorted
///    order; `.build`, `Pods`, `Carthage`, `DerivedData`, `.git` and `node_modules` are
///    skipped, symbolic links to folders are not followed, and an `.xcloc` folder is one
///    input, not searched).
/// 2. Reads every file, concurrently; the output is in file-path order whatever the timing.
/// 3. Decides the source language: `Options.sourceLanguage` if given; else the
///    `sourceLanguage` most String Catalogs name; else `en` if there is an `en.lproj` or
///    `Base.lproj`; else `Options.defaultSourceLanguage`. `Base.lproj` values get it
///    as their locale.
/// 4. Fills in what iOS shows for keys a locale lacks: for each `.strings` or `.stringsdict`
///    table (the same table name beside the same `.lproj` folders), a key that the
///    source language's table has (its `Base.lproj` table overlaid with its own
///    `.lproj` table; or, when there is neither, the one table of the same language, such
///    as `en-US` for `en`) but that another locale's existing table lacks — in both its
///    `.strings` and `.stringsdict` — gets `.missing` values: the source values with
///    that locale and `fallbackLocale` set (iOS falls back to the source language).
///    These come after all the files' own values. (String Catalogs do this themselves,
///    see `StringCatalogReader`.) A locale's table that was not read in full (its file,
///    or its `.strings` / `.stringsdict` sibling, has an error) gets none: its keys are unknown.
///
/// Problems never stop the reading: a file that cannot be read or parsed is a diagnostic
/// and the others are still read.
public struct ProjectReader: Sendable {
    /// How to find and read the input.
    public struct Options: Sendable {
        /// The source language, overriding detection.
        public var sourceLanguage: String?
        /// The source language when nothing in the project tells.
        public var defaultSourceLanguage: String
        /// Folder names not searched.
        public var skippedFolders: Set<String>
        /// Whether to read files on several threads.
        public var concurrent: Bool

        /// Build output, dependency checkouts and version control: not the app's own strings.
        public static let defaultSkippedFolders: Set<String> = [
            ".build", "Pods", "Carthage", "DerivedData", ".git", "node_modules",
        ]

        /// Makes options; the defaults detect the source language, fall back to `en`,
        /// skip `defaultSkippedFolders` and read concurrently.
        public init(
            sourceLanguage: String? = nil, defaultSourceLanguage: String = "en",
            skippedFolders: Set<String> = Options.defaultSkippedFolders, concurrent: Bool = true
        ) {
            self.sourceLanguage = sourceLanguage
            self.defaultSourceLanguage = defaultSourceLanguage
            self.skippedFolders = skippedFolders
            self.concurrent = concurrent
        }
    }

    /// How this reader finds and reads input.
    public var options: Options

    /// Makes a reader with the given options.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Reads every localization file under `paths`.
    ///
    /// - Parameter paths: Folders (searched recursively) and files; locations keep the
    ///   paths as given (`App/de.lproj/Localizable.strings` for `App`).
    /// - Returns: All strings (files in path order, each file's values in file order, then
    ///   the `.missing` values of `.strings` / `.stringsdict` tables), keys not to
    ///   translate, the source language as `sourceLanguage`, the files read, the
    ///   screens of storyboards and xibs, and every diagnostic.
    public func read(paths: [String]) -> StringCollection {
        let (inputs, findDiagnostics) = findInputs(in: paths)
        let provisional = options.sourceLanguage ?? options.defaultSourceLanguage
        var results = readAll(inputs, sourceLanguage: provisional)

        let sourceLanguage = detectSourceLanguage(inputs: inputs, results: results)
        if sourceLanguage != provisional {
            for index in results.indices {
                for stringIndex in results[index].strings.indices where results[index].strings[stringIndex].isBase {
                    results[index].strings[stringIndex].locale = sourceLanguage
                }
            }
        }

        var collection = StringCollection(sourceLanguage: sourceLanguage, diagnostics: findDiagnostics)
        // The strings (a few hundred bytes each) are shared, not copied, when one input has them
        // all (a project with one String Catalog); otherwise copied into one array allocated once.
        let withStrings = results.filter { !$0.strings.isEmpty }
        if withStrings.count == 1 {
            collection.strings = withStrings[0].strings
        } else {
            collection.strings.reserveCapacity(withStrings.reduce(0) { $0 + $1.strings.count })
            for result in withStrings { collection.strings += result.strings }
        }
        for result in results {
            collection.untranslatableKeys.formUnion(result.untranslatableKeys)
            collection.diagnostics += result.diagnostics
            collection.files += result.files
            collection.screens += result.screens
        }
        let missing = missingValues(inputs: inputs, results: results, sourceLanguage: sourceLanguage)
        // Appending nothing would still copy a shared array.
        if !missing.isEmpty { collection.strings += missing }
        collection.strings = attachingInterfaceBuilderElements(collection.strings, inputs: inputs, results: results)
        return collection
    }

    // MARK: Finding input

    /// Finds the localization input under `paths`.
    ///
    /// - Parameter paths: Folders and files.
    /// - Returns: The input files sorted by path without duplicates, and diagnostics for
    ///   paths that do not exist or files that are not localization input.
    public func findInputs(in paths: [String]) -> (files: [InputFile], diagnostics: [Diagnostic]) {
        var found: Set<InputFile> = []
        var diagnostics: [Diagnostic] = []
        let manager = FileManager.default
        for given in paths {
            let path = given.count > 1 && given.hasSuffix("/") ? String(given.dropLast()) : given
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic(.error, "no such file or folder", at: SourceLocation(file: path)))
                continue
            }
            if isDirectory.boolValue, let kind = InputFile.Kind(path: path), kind != .xcloc {
                diagnostics.append(
                    Diagnostic(
                        .error, "a folder, not a .\(kind.rawValue) file; expected the file itself",
                        at: SourceLocation(file: path)))
            } else if isDirectory.boolValue && InputFile.Kind(path: path) != .xcloc {
                search(path, into: &found, diagnostics: &diagnostics, manager: manager)
            } else if let kind = InputFile.Kind(path: path) {
                found.insert(InputFile(path: path, kind: kind))
            } else {
                let kinds = InputFile.Kind.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        .warning, "not a localization file; expected one of \(kinds)",
                        at: SourceLocation(file: path)))
            }
        }
        return (found.sorted(), diagnostics)
    }

    /// Adds the input below `folder`; a folder or entry that cannot be read is an error
    /// diagnostic, never skipped in silence.
    private func search(
        _ folder: String, into found: inout Set<InputFile>, diagnostics: inout [Diagnostic],
        manager: FileManager
    ) {
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: folder)
        } catch {
            diagnostics.append(
                Diagnostic(
                    .error, "cannot read the folder (\(Self.reason(error))); its files are not checked",
                    at: SourceLocation(file: folder)))
            return
        }
        for name in names.sorted() {
            let path = folder == "/" ? "/" + name : folder + "/" + name
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // A dangling symbolic link is nothing to read; anything else that cannot be
                // looked at (a path longer than the system allows) is reported.
                if errno == ENOENT, (try? manager.destinationOfSymbolicLink(atPath: path)) != nil { continue }
                let reason =
                    path.utf8.count >= Int(PATH_MAX)
                    ? "the path is longer than \(PATH_MAX) bytes"
                    : String(cString: strerror(errno))
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "cannot read \(isDirectory.boolValue ? "the folder" : "this entry") (\(reason)); it is not checked",
                        at: SourceLocation(file: path)))
                continue
            }
            let kind = InputFile.Kind(path: name)
            if isDirectory.boolValue {
                if kind == .xcloc {
                    found.insert(InputFile(path: path, kind: .xcloc))
                    continue
                }
                guard !options.skippedFolders.contains(name) else { continue }
                let type = (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
                guard type != .typeSymbolicLink else { continue }
                search(path, into: &found, diagnostics: &diagnostics, manager: manager)
            } else if let kind, kind != .xcloc {
                found.insert(InputFile(path: path, kind: kind))
            }
        }
    }

    /// The system's reason for a file error ("Permission denied"), without Foundation's
    /// sentence around it.
    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let code = Int32(exactly: underlying.code)
        {
            return String(cString: strerror(code))
        }
        if nsError.domain == NSPOSIXErrorDomain, let code = Int32(exactly: nsError.code) {
            return String(cString: strerror(code))
        }
        switch (error as? CocoaError)?.code {
        case .fileReadNoPermission?: return String(cString: strerror(EACCES))
        case .fileReadNoSuchFile?, .fileNoSuchFile?: return String(cString: strerror(ENOENT))
        default: return nsError.localizedDescription
        }
    }

    // MARK: Reading

    /// Reads each input with its reader; results are in the inputs' order.
    private func readAll(_ inputs: [InputFile], sourceLanguage: String) -> [StringCollection] {
        // One slot per input, each written by exactly one reader.
        let slots = Locked([StringCollection?](repeating: nil, count: inputs.count))
        // Largest first, so that one big catalog does not finish last on its own.
        let sizes = inputs.map { (try? FileManager.default.attributesOfItem(atPath: $0.path)[.size] as? Int) ?? 0 }
        let order = inputs.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
        let work: @Sendable (Int) -> Void = { slot in
            let index = order[slot]
            let result = Self.read(inputs[index], sourceLanguage: sourceLanguage)
            slots.withLock { $0[index] = result }
        }
        if options.concurrent && inputs.count > 1 {
            DispatchQueue.concurrentPerform(iterations: inputs.count, execute: work)
        } else {
            for slot in inputs.indices { work(slot) }
        }
        return slots.withLock { $0 }.map { $0 ?? StringCollection() }
    }

    /// Reads one input with the reader for its kind.
    static func read(_ input: InputFile, sourceLanguage: String) -> StringCollection {
        input.kind.reader.read(input, sourceLanguage: sourceLanguage)
    }

    /// The source language, per the order in the type's documentation.
    private func detectSourceLanguage(inputs: [InputFile], results: [StringCollection]) -> String {
        if let language = options.sourceLanguage { return language }
        var votes: [String: Int] = [:]
        for (input, result) in zip(inputs, results) where input.kind == .stringCatalog && !result.strings.isEmpty {
            votes[result.sourceLanguage, default: 0] += 1
        }
        if let best = votes.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }).first {
            return best.key
        }
        if inputs.contains(where: { $0.localeFolder?.isBase == true || $0.localeFolder?.identifier == "en" }) {
            return "en"
        }
        return options.defaultSourceLanguage
    }

    // MARK: Missing values of .strings tables

    /// One `.strings` or `.stringsdict` table of one locale.
    private struct TableFile {
        var folder: LocaleFolder
        var locale: String
        var path: String
        var strings: [LocalizedString]
        /// Whether the file was read in full: one with an error (a syntax error, a file that
        /// could not be opened) may hold keys that were not read.
        var isComplete: Bool
    }

    /// A table across locales: the folder that holds the `.lproj` folders, and the file's
    /// path inside an `.lproj` folder without its extension.
    private struct TableID: Hashable, Comparable {
        var parent: String
        var name: String
        var kind: String

        static func < (lhs: TableID, rhs: TableID) -> Bool {
            (lhs.parent, lhs.name, lhs.kind) < (rhs.parent, rhs.name, rhs.kind)
        }
    }

    private func tableID(_ input: InputFile) -> (TableID, LocaleFolder)? {
        let components = input.path.split(separator: "/", omittingEmptySubsequences: false)
        guard let lproj = components.dropLast().lastIndex(where: { $0.hasSuffix(".lproj") }) else { return nil }
        let parent = components[..<lproj].joined(separator: "/")
        let rest = components[(lproj + 1)...].joined(separator: "/")
        let name = (rest as NSString).deletingPathExtension
        return (
            TableID(parent: parent, name: name, kind: input.kind.rawValue),
            LocaleFolder(name: String(components[lproj]))
        )
    }

    /// Gives every `<locale>.lproj/<Name>.strings` value the element its storyboard or xib
    /// (`Base.lproj/<Name>.storyboard`) lays it out in, matched by `objectID.property` key.
    private func attachingInterfaceBuilderElements(
        _ strings: [LocalizedString], inputs: [InputFile],
        results: [StringCollection]
    ) -> [LocalizedString] {
        // By the `.strings` table the IB file's translations are in, then by key. An IB file in
        // no `.lproj` folder has no such table.
        var elements: [TableID: [String: ElementSpec]] = [:]
        for (input, result) in zip(inputs, results) where input.kind == .storyboard || input.kind == .xib {
            guard let id = tableID(InputFile(path: input.path, kind: .strings))?.0 else { continue }
            for string in result.strings {
                if let element = string.element, elements[id]?[string.key] == nil {
                    elements[id, default: [:]][string.key] = element
                }
            }
        }
        guard !elements.isEmpty else { return strings }
        // A button's normal title where its configuration has one is the same string: its
        // translations are left out, the configuration title's are measured.
        let kept = strings.filter { string in
            guard let shadow = InterfaceBuilderDocument.shadowedProperty(of: string.key),
                let id = tableID(InputFile(path: string.location.file, kind: .strings))?.0
            else { return true }
            return elements[id]?[shadow.by] == nil
        }
        return kept.map { string in
            guard string.element == nil,
                let id = tableID(InputFile(path: string.location.file, kind: .strings))?.0
            else { return string }
            guard let element = elements[id]?[string.key] else { return string }
            var attached = string
            attached.element = element
            return attached
        }
    }

    private func missingValues(
        inputs: [InputFile], results: [StringCollection],
        sourceLanguage: String
    ) -> [LocalizedString] {
        var tables: [TableID: [TableFile]] = [:]
        for (input, result) in zip(inputs, results)
        where input.kind == .strings || input.kind == .stringsDict || input.kind == .storyboard || input.kind == .xib {
            // A storyboard in Base.lproj is the source of its table's `<locale>.lproj/<Name>.strings`.
            let asStrings =
                input.kind == .storyboard || input.kind == .xib
                ? InputFile(path: input.path, kind: .strings) : input
            guard let (id, folder) = tableID(asStrings) else { continue }
            let file = TableFile(
                folder: folder, locale: folder.locale(sourceLanguage: sourceLanguage),
                path: input.path, strings: result.strings,
                isComplete: !result.diagnostics.contains { $0.level == .error })
            tables[id, default: []].append(file)
        }
        var missing: [LocalizedString] = []
        for id in tables.keys.sorted() {
            let files = tables[id] ?? []
            // The source language's table: Base overlaid with its own folder's table;
            // else the one table of the same language.
            var sources: [TableFile] = files.filter(\.folder.isBase)
            sources += files.filter { !$0.folder.isBase && $0.locale == sourceLanguage }.prefix(1)
            var sourceLocale = sourceLanguage
            if sources.isEmpty {
                let language = LocaleFolder.language(of: sourceLanguage)
                let sameLanguage = files.filter { LocaleFolder.language(of: $0.locale) == language }
                guard sameLanguage.count == 1 else { continue }
                sources = sameLanguage
                sourceLocale = sameLanguage[0].locale
            }
            var order: [String] = []
            var sourceValues: [String: [LocalizedString]] = [:]
            for source in sources {
                var byKey: [String: [LocalizedString]] = [:]
                for string in source.strings {
                    if byKey[string.key] == nil && sourceValues[string.key] == nil { order.append(string.key) }
                    byKey[string.key, default: []].append(string)
                }
                sourceValues.merge(byKey) { _, overlay in overlay }
            }
            let sourcePaths = Set(sources.map(\.path))
            let otherKind =
                id.kind == InputFile.Kind.strings.rawValue
                ? InputFile.Kind.stringsDict.rawValue : InputFile.Kind.strings.rawValue
            let siblings = tables[TableID(parent: id.parent, name: id.name, kind: otherKind)] ?? []

            for file in files.sorted(by: { $0.path < $1.path })
            where !sourcePaths.contains(file.path) && !file.folder.isBase && file.locale != sourceLocale {
                // A key that a file not read in full may hold is not reported missing: its
                // error is the finding.
                let folderSiblings = siblings.filter { $0.folder.name == file.folder.name }
                guard file.isComplete, folderSiblings.allSatisfy(\.isComplete) else { continue }
                var present = Set(file.strings.map(\.key))
                for sibling in folderSiblings {
                    present.formUnion(sibling.strings.map(\.key))
                }
                for key in order where !present.contains(key) {
                    for source in sourceValues[key] ?? [] {
                        var value = source
                        value.locale = file.locale
                        value.localeFolder = file.folder.name
                        value.state = .missing
                        value.fallbackLocale = sourceLocale
                        missing.append(value)
                    }
                }
            }
        }
        return missing
    }
}
