import Foundation
import LegibleText

/// The elements the app's Swift source shows each key in, found by table and key.
///
/// A placement whose key was written with interpolations (`Text("\(count) posts")`) carries
/// the specifiers Xcode would guess for them (`%@`, `%lld`); it is found for a catalog key
/// that has the same text with any specifiers in those places (`%lld posts`, `%1$@ posts`),
/// because the argument types are not known without compiling. Each key's placements are
/// in source order, and placements with the same element are kept once (the first call).
public struct SourcePlacementIndex: Sendable {
    private var exact: [TableKey: [SourcePlacement]] = [:]
    private var loose: [TableKey: [SourcePlacement]] = [:]
    /// Keys the source refers to where no element was found (`UnplacedReference`).
    private var unplaced: Set<TableKey> = []
    /// Whether any Swift source was scanned.
    public let scannedSource: Bool
    /// The source's string literals (`StringCollection.sourceLiterals`).
    private let literals: Set<String>

    /// Indexes the placements of `collection` and its unplaced references.
    public init(_ collection: StringCollection) {
        self.init(
            collection.placements, unplaced: collection.unplacedReferences,
            scannedSource: !collection.sourceFiles.isEmpty, literals: collection.sourceLiterals)
    }

    /// Indexes `placements`.
    public init(
        _ placements: [SourcePlacement], unplaced: [UnplacedReference] = [], scannedSource: Bool = true,
        literals: Set<String> = []
    ) {
        self.scannedSource = scannedSource
        self.literals = literals
        for reference in unplaced {
            self.unplaced.insert(reference.reference)
            self.unplaced.insert(
                TableKey(
                    table: reference.reference.table,
                    key: Self.withGenericSpecifiers(reference.reference.key)))
        }
        for placement in placements {
            if placement.interpolated {
                let reference = TableKey(
                    table: placement.reference.table,
                    key: Self.withGenericSpecifiers(placement.reference.key))
                Self.append(placement, to: &loose[reference, default: []])
            } else {
                Self.append(placement, to: &exact[placement.reference, default: []])
            }
        }
    }

    private static func append(_ placement: SourcePlacement, to list: inout [SourcePlacement]) {
        if !list.contains(where: { $0.element == placement.element }) { list.append(placement) }
    }

    /// Whether no key is placed.
    public var isEmpty: Bool { exact.isEmpty && loose.isEmpty }

    /// The placements of `key` in `table`: those written as the key itself, then those whose
    /// interpolations match its specifiers.
    public func placements(table: String, key: String) -> [SourcePlacement] {
        let reference = TableKey(table: table, key: key)
        var found = exact[reference] ?? []
        if !loose.isEmpty, key.contains("%") {
            for placement in loose[TableKey(table: table, key: Self.withGenericSpecifiers(key))] ?? []
            where !found.contains(where: { $0.element == placement.element }) {
                found.append(placement)
            }
        }
        return found
    }

    /// Why a key without placements was not measured: `notUnderstood` when the source refers to
    /// it where no element was found; when source was scanned, `literalNotFollowed` when the key
    /// is one of its string literals (passed to the app's own view, returned from a property:
    /// where the scanner recognises no localized text), else `notInSource`; else `noSource`.
    public func uncheckedReason(table: String, key: String) -> String {
        let reference = TableKey(table: table, key: key)
        if unplaced.contains(reference)
            || (key.contains("%")
                && unplaced.contains(TableKey(table: table, key: Self.withGenericSpecifiers(key))))
        {
            return "notUnderstood"
        }
        guard scannedSource else { return "noSource" }
        return literals.contains(key) ? "literalNotFollowed" : "notInSource"
    }

    /// `key` with every format specifier (`%lld`, `%1$@`, `%.2f`) written as `%@`; `%%` is kept.
    static func withGenericSpecifiers(_ key: String) -> String {
        let specifiers = FormatSpecifier.parse(key).filter { $0.kind != .percent }
        guard !specifiers.isEmpty else { return key }
        let units = Array(key.utf16)
        var result: [UInt16] = []
        result.reserveCapacity(units.count)
        var cursor = 0
        for specifier in specifiers where specifier.range.lowerBound >= cursor {
            result += units[cursor..<specifier.range.lowerBound]
            result += "%@".utf16
            cursor = specifier.range.upperBound
        }
        result += units[cursor...]
        return String(decodingUTF16: result)
    }
}
