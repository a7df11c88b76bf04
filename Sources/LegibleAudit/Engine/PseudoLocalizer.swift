import Foundation

/// Turns source-language text into one `PseudoKind`'s pseudo-localized text, the way Xcode's
/// pseudolanguages show it when the app runs, and source-language strings into strings of the
/// kind's pseudo-locale (`en-x-double`) for the audit to measure.
///
/// Only the text a translator would translate changes. Left exactly as written: format specifiers
/// (`%@`, `%1$@`, `%lld`, `%.2f`, `%%`), substitutions and their names (`%#@count@`), a String
/// Catalog variant's own argument (`%arg`), and the markup `LocalizedStringKey` reads: Markdown
/// emphasis runs (`*`, `**`, `_`, `__`, `~~`), code spans (`` `code` ``, content included), a
/// link's brackets and its destination (`[text](https://…)`: the URL untouched, the text
/// translated) and automatic grammar agreement (`^[%lld item](inflect: true)`: the markup and its
/// attributes untouched, `item` translated). A plural variant (of a String Catalog variation or a
/// substitution) is transformed on its own. The text between two kept pieces is a *run*.
///
/// What each kind does (Apple publishes no character table or marker text for its
/// pseudolanguages; these are Legible's, stated here and in the README):
/// - `doubleLength`: each run that is not only spaces is repeated after a space (`Save` →
///   `Save Save`; `Delete %@?` → `Delete Delete %@? ?`): the text is twice as long, the string's
///   arguments, their number and their order stay as they are (repeating the whole string, as the
///   Double-Length pseudolanguage shows a string without arguments, would repeat its specifiers
///   and ask for arguments nobody passes).
/// - `accented`: each ASCII letter is replaced by the precomposed accented letter of
///   `accentedLetters` (Latin-1 Supplement and Latin Extended-A, so that every font with European
///   letters has it); b, f, m, p, q, v, x have no accented form there and stay as they are. The
///   length in characters does not change; the accents reach above the capital height and below
///   the baseline, where a tight frame clips them.
/// - `bounded`: the whole string between `[# ` and ` #]` (a substitution's variant is inside the
///   string's markers and gets none of its own).
/// - `rightToLeft`: the text unchanged. The pseudo-locale's paragraphs take their direction from
///   their first strong character, as iOS's natural writing direction does for Arabic and Hebrew
///   text (UAX #9 rules P2–P3): Latin text is laid out left to right in a mirrored layout, and
///   measures as the source language does.
/// - `rightToLeftStrings`: each run between U+202E RIGHT-TO-LEFT OVERRIDE and U+202C POP
///   DIRECTIONAL FORMATTING (its spaces at either end outside them), so its letters are laid out
///   right to left (UAX #9 rule X6: characters inside an override take its direction) and
///   shaped right to left; every override is closed before a specifier, so an argument's value
///   keeps its own direction.
/// - `expanded`: the `accented` text, then padding: as many characters as `TextExpansion` adds to
///   a text of the runs' length (in characters, spaces and punctuation included; specifiers and
///   markup not), taken from a space followed by the accented runs (their spaces collapsed)
///   repeated with a space between copies; a padding that would end on a space takes the next
///   character instead (`Save`, 4 characters, 200 %: `Šávé Šávé Šá`). The padding is words
///   of the string's own letters, so it breaks into lines as text does.
public struct PseudoLocalizer: Sendable {
    /// The pseudo-localization this localizer applies.
    public var kind: PseudoKind

    /// A localizer for `kind`.
    public init(kind: PseudoKind) { self.kind = kind }

    /// U+202E RIGHT-TO-LEFT OVERRIDE, which `rightToLeftStrings` opens each run with.
    public static let rightToLeftOverride: Character = "\u{202E}"
    /// U+202C POP DIRECTIONAL FORMATTING, which closes it.
    public static let popDirectionalFormatting: Character = "\u{202C}"

    /// The accented form of each ASCII letter that has one in Latin-1 Supplement or Latin
    /// Extended-A (`accented`, `expanded`).
    public static let accentedLetters: [Character: Character] = [
        "a": "á", "c": "ç", "d": "ď", "e": "é", "g": "ĝ", "h": "ĥ", "i": "í", "j": "ĵ", "k": "ķ", "l": "ļ",
        "n": "ñ", "o": "ö", "r": "ŕ", "s": "š", "t": "ţ", "u": "ü", "w": "ŵ", "y": "ý", "z": "ž",
        "A": "Á", "C": "Ç", "D": "Ď", "E": "É", "G": "Ĝ", "H": "Ĥ", "I": "Í", "J": "Ĵ", "K": "Ķ", "L": "Ļ",
        "N": "Ñ", "O": "Ö", "R": "Ŕ", "S": "Š", "T": "Ţ", "U": "Ü", "W": "Ŵ", "Y": "Ý", "Z": "Ž",
    ]

    /// A piece of a string: text a translator translates, or something kept as written.
    enum Piece: Equatable {
        case run(String)
        case kept(String)
    }

    /// `text` pseudo-localized.
    ///
    /// - Parameters:
    ///   - text: A source-language value, or one variant of a substitution.
    ///   - isVariant: Whether `text` is a substitution's variant, shown inside its string
    ///     (`bounded` puts no markers of its own around it).
    /// - Returns: The pseudo-localized text; `text` itself when it has nothing to translate.
    public func transform(_ text: String, isVariant: Bool = false) -> String {
        let pieces = Self.pieces(text)
        switch kind {
        case .rightToLeft:
            return text
        case .bounded:
            return isVariant || !Self.hasText(pieces) ? text : "[# \(text) #]"
        case .accented:
            return Self.join(pieces) { Self.accent($0) }
        case .doubleLength:
            return Self.join(pieces) { run in
                Self.aroundCore(run) { core in "\(core) \(core)" }
            }
        case .rightToLeftStrings:
            return Self.join(pieces) { run in
                Self.aroundCore(run) { core in
                    "\(Self.rightToLeftOverride)\(core)\(Self.popDirectionalFormatting)"
                }
            }
        case .expanded:
            return Self.join(pieces) { Self.accent($0) } + Self.padding(pieces)
        }
    }

    /// `string` as the pseudo-locale shows it: its value and every substitution variant
    /// transformed, its locale the kind's tag for `sourceLanguage`, translated, no fallback.
    ///
    /// - Returns: `nil` when the string has nothing a translator would translate (`%@`,
    ///   `%lld. `): its pseudo-localization is the source itself.
    public func localize(_ string: LocalizedString, sourceLanguage: String) -> LocalizedString? {
        let texts = [string.value] + string.substitutions.flatMap { $0.variants.map(\.value) }
        guard texts.contains(where: { Self.hasText(Self.pieces($0)) }) else { return nil }
        var localized = string
        localized.locale = kind.localeTag(sourceLanguage: sourceLanguage)
        localized.value = transform(string.value)
        for index in localized.substitutions.indices {
            for variant in localized.substitutions[index].variants.indices {
                localized.substitutions[index].variants[variant].value = transform(
                    string.substitutions[index].variants[variant].value, isVariant: true)
            }
        }
        localized.state = .translated
        localized.fallbackLocale = nil
        localized.localeFolder = nil
        return localized
    }

    /// The pseudo-localized strings of `kinds` for `collection`'s source-language strings that
    /// a translator would translate: not fallbacks, not missing, not `shouldTranslate: false`,
    /// not only specifiers. Kinds in `PseudoKind` order, strings in reading order.
    public static func strings(_ kinds: [PseudoKind], for collection: StringCollection) -> [LocalizedString] {
        guard !kinds.isEmpty else { return [] }
        let sources = collection.strings.filter { string in
            string.locale == collection.sourceLanguage && string.fallbackLocale == nil && string.state != .missing
                && !collection.untranslatableKeys.contains(TableKey(table: string.table, key: string.key))
        }
        return Set(kinds).sorted().flatMap { kind in
            let localizer = PseudoLocalizer(kind: kind)
            return sources.compactMap { localizer.localize($0, sourceLanguage: collection.sourceLanguage) }
        }
    }

    // MARK: - Pieces

    /// `text` cut into runs and kept pieces (see the type's discussion).
    static func pieces(_ text: String) -> [Piece] {
        let units = Array(text.utf16)
        let count = units.count
        var keptEnds: [Int: Int] = [:]
        for specifier in FormatSpecifier.parse(text) {
            keptEnds[specifier.range.lowerBound] = specifier.range.upperBound
        }
        var pieces: [Piece] = []
        var run: [UInt16] = []
        func keep(_ range: Range<Int>) {
            if !run.isEmpty { pieces.append(.run(String(decoding: run, as: UTF16.self))) }
            run = []
            pieces.append(.kept(String(decoding: units[range], as: UTF16.self)))
        }
        func unit(_ character: Unicode.Scalar) -> UInt16 { UInt16(character.value) }
        /// The `](…)` closing a link or inflection whose text starts at `start`: its range.
        func linkClose(from start: Int) -> Range<Int>? {
            var j = start
            while j + 1 < count {
                if units[j] == unit("]"), units[j + 1] == unit("(") {
                    var k = j + 2
                    while k < count, units[k] != unit(")") { k += 1 }
                    return k < count ? j..<(k + 1) : nil
                }
                if units[j] == unit("[") { return nil }
                j += 1
            }
            return nil
        }
        var i = 0
        while i < count {
            if let end = keptEnds[i] {
                keep(i..<end)
                i = end
                continue
            }
            let u = units[i]
            let opener = u == unit("^") && i + 1 < count && units[i + 1] == unit("[") ? 2 : u == unit("[") ? 1 : 0
            if opener > 0, let close = linkClose(from: i + opener) {
                keptEnds[close.lowerBound] = close.upperBound
                keep(i..<(i + opener))
                i += opener
                continue
            }
            if u == unit("`"), let end = units[(i + 1)...].firstIndex(of: unit("`")) {
                keep(i..<(end + 1))
                i = end + 1
                continue
            }
            if u == unit("*") || u == unit("_") || u == unit("~") {
                var end = i + 1
                while end < count, units[end] == u { end += 1 }
                keep(i..<end)
                i = end
                continue
            }
            run.append(u)
            i += 1
        }
        if !run.isEmpty { pieces.append(.run(String(decoding: run, as: UTF16.self))) }
        return pieces
    }

    /// Whether `pieces` have a run with more than spaces.
    static func hasText(_ pieces: [Piece]) -> Bool {
        pieces.contains { piece in
            if case .run(let text) = piece { return text.contains { !$0.isWhitespace } }
            return false
        }
    }

    /// The pieces put back together, each run changed by `change`.
    static func join(_ pieces: [Piece], _ change: (String) -> String) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .run(let text): out += change(text)
            case .kept(let text): out += text
            }
        }
        return out
    }

    /// `run` with its core (the run without the spaces at either end) changed by `change`; a run
    /// of spaces alone as it is.
    static func aroundCore(_ run: String, _ change: (Substring) -> String) -> String {
        guard let first = run.firstIndex(where: { !$0.isWhitespace }),
            let last = run.lastIndex(where: { !$0.isWhitespace })
        else { return run }
        return String(run[..<first]) + change(run[first...last]) + String(run[run.index(after: last)...])
    }

    /// `text` with each ASCII letter replaced by its `accentedLetters` form.
    static func accent(_ text: String) -> String {
        String(text.map { accentedLetters[$0] ?? $0 })
    }

    /// The `expanded` padding for `pieces` (see the type's discussion).
    static func padding(_ pieces: [Piece]) -> String {
        var source = ""
        for case .run(let text) in pieces { source += text }
        let count = TextExpansion.additionalCharacters(forLength: source.count)
        let words = accent(source).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard count > 0, !words.isEmpty else { return "" }
        var sequence: [Character] = []
        while sequence.count <= count {
            sequence.append(" ")
            sequence += words
        }
        var padding = Array(sequence[..<count])
        if padding.last == " " { padding[count - 1] = sequence[count] }
        return String(padding)
    }
}
