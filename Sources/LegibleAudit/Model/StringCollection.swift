import Foundation

/// Everything read from one project: its localized strings, the elements that show
/// them, and the diagnostics for the input that could not be read.
public struct StringCollection: Sendable {
    /// The source language (Xcode calls it the development language), e.g. `en`.
    public var sourceLanguage: String
    /// Every localized value, in reading order.
    public var strings: [LocalizedString]
    /// Keys whose catalog says `shouldTranslate: false`, by table.
    public var untranslatableKeys: Set<TableKey>
    /// Problems with the input; the rest of the input was still read.
    public var diagnostics: [Diagnostic]
    /// The files read, in order.
    public var files: [String]
    /// Screens the input describes (storyboard scenes, SwiftUI and UIKit screens found in Swift
    /// source), for the structure rules, in file order.
    public var screens: [Screen]
    /// Where the app's Swift source shows each key (empty when no source was scanned).
    public var placements: [SourcePlacement] = []
    /// Keys the Swift source refers to in ways no element was found for.
    public var unplacedReferences: [UnplacedReference] = []
    /// Every string literal without interpolations in the Swift source scanned, as its value:
    /// a key without placements that is one of them is referenced in a way the scanner does not
    /// follow, not missing from the source (`SourcePlacementIndex.uncheckedReason`).
    public var sourceLiterals: Set<String> = []
    /// The Swift files scanned.
    public var sourceFiles: [String] = []

    /// Creates a collection; omitted arguments are empty (source language `en`).
    public init(
        sourceLanguage: String = "en", strings: [LocalizedString] = [],
        untranslatableKeys: Set<TableKey> = [], diagnostics: [Diagnostic] = [], files: [String] = [],
        screens: [Screen] = []
    ) {
        self.sourceLanguage = sourceLanguage
        self.strings = strings
        self.untranslatableKeys = untranslatableKeys
        self.diagnostics = diagnostics
        self.files = files
        self.screens = screens
    }

    /// Adds another collection's strings, diagnostics, files and screens to this one.
    public mutating func merge(_ other: StringCollection) {
        strings += other.strings
        untranslatableKeys.formUnion(other.untranslatableKeys)
        diagnostics += other.diagnostics
        files += other.files
        screens += other.screens
        placements += other.placements
        unplacedReferences += other.unplacedReferences
        sourceLiterals.formUnion(other.sourceLiterals)
        sourceFiles += other.sourceFiles
    }

    /// The locales present, sorted, the source language first.
    public var locales: [String] {
        let all = Set(strings.map(\.locale))
        return all.sorted { a, b in
            if a == sourceLanguage { return b != sourceLanguage }
            if b == sourceLanguage { return false }
            return a < b
        }
    }
}
