import CLegibleICU

/// Splits text into runs of one script (UAX #24), resolving Common and Inherited characters.
///
/// Each code point's Script property comes from ICU (`uscript_getScript`). Characters whose
/// script is Common (Zyyy: spaces, punctuation, digits, emoji), Inherited (Zinh: combining
/// marks, ZWJ, variation selectors) or Unknown (Zzzz: unassigned, private use) take the script
/// of the run they are in: the run before them, or — at the start of the text — the first
/// specific script after them. Paired brackets are matched so that a closing bracket takes the
/// script of its opening bracket's run (UAX #24 section 5.1, "Handling Characters with the
/// Common Script Property"): `Say (مرحبا) now` gives Latn `Say (`, Arab `مرحبا`,
/// Latn `) now`.
///
/// The algorithm is the one in Pango's `pango_script_iter_next` (itself derived from ICU's old
/// `usc_impl.c` script-run code): a stack of open brackets 128 deep, each remembering the
/// script of the run it was opened in; a closing bracket pops to its match, discarding
/// unmatched openers above it. As in current Pango, only Common characters are paired. Brackets are those with
/// the Unicode Bidi_Paired_Bracket property (UAX #9 BD14–BD16: `()[]{}`, CJK `「」【】〈〉…`,
/// fullwidth forms) plus the quotation pairs `«»`, `‹›` and `“”` that Pango also pairs; `‘’`
/// are left out because U+2019 is also the apostrophe, and `<>` because in UI text they are
/// operators more often than brackets.
///
/// Hiragana, Katakana and Han are separate scripts (`"Hira"`, `"Kana"`, `"Hani"`); callers
/// choose fonts per locale. Emoji are Common and stay in the surrounding run; callers split
/// runs further by font coverage.
///
/// Sources: UAX #24 <https://www.unicode.org/reports/tr24/>; Pango `pango/pango-script.c`;
/// ICU `uscript.h`, `uchar.h` (`UCHAR_BIDI_PAIRED_BRACKET_TYPE`, `u_getBidiPairedBracket`).
public enum ScriptItemizer {
    /// Pango's `PAREN_STACK_DEPTH`: deeper nesting restarts the stack.
    static let bracketStackDepth = 128

    /// Splits `text` into script runs.
    ///
    /// - Parameter text: UTF-16 code units. A lone surrogate counts as one code point of script
    ///   Unknown.
    /// - Returns: Runs in order, covering the text without gaps (UTF-16 offsets), never two
    ///   neighbours with the same script; empty for empty text.
    public static func runs(in text: [UInt16]) -> [ScriptRun] {
        var runs: [ScriptRun] = []
        var stack = [BracketEntry].filled(BracketEntry(opener: 0, script: 0), count: bracketStackDepth)
        var stackTop = -1  // index of the top entry; -1 when empty
        var position = 0
        while position < text.count {
            // One run (Pango's pango_script_iter_next).
            let runStart = position
            var runScript = Int32(LEGIBLE_ICU_SCRIPT_COMMON)
            var firstUnresolved = stackTop  // entries above this were pushed before runScript was known
            while position < text.count {
                let (codePoint, width) = codePoint(in: text, at: position)
                var script = legible_icu_script(codePoint)
                let bracket = script == Int32(LEGIBLE_ICU_SCRIPT_COMMON) ? Bracket(codePoint) : nil
                switch bracket {
                case .open(let opener):
                    stackTop += 1
                    if stackTop >= bracketStackDepth { stackTop = 0 }
                    stack[stackTop] = BracketEntry(opener: opener, script: runScript)
                case .close(let opener) where stackTop >= 0:
                    while stackTop >= 0 && stack[stackTop].opener != opener { stackTop -= 1 }
                    firstUnresolved = min(firstUnresolved, stackTop)
                    if stackTop >= 0 { script = stack[stackTop].script }
                case .close, nil:
                    break
                }
                guard isSameScript(runScript, script) else { break }
                if !isSpecific(runScript) && isSpecific(script) {
                    runScript = script
                    while firstUnresolved < stackTop {
                        firstUnresolved += 1
                        stack[firstUnresolved].script = runScript
                    }
                }
                if case .close = bracket, stackTop >= 0 {
                    stackTop -= 1
                    firstUnresolved = min(firstUnresolved, stackTop)
                }
                position += width
            }
            runs.append(ScriptRun(start: runStart, end: position, script: shortName(runScript)))
        }
        return runs
    }

    /// Whether `script` is a specific script: not Common, Inherited, Unknown or invalid.
    private static func isSpecific(_ script: Int32) -> Bool {
        script > Int32(LEGIBLE_ICU_SCRIPT_INHERITED) && script != Int32(LEGIBLE_ICU_SCRIPT_UNKNOWN)
    }

    /// Whether two scripts can share a run: equal, or one of them is not specific.
    private static func isSameScript(_ a: Int32, _ b: Int32) -> Bool {
        !isSpecific(a) || !isSpecific(b) || a == b
    }

    /// The ISO 15924 code of an ICU `UScriptCode`; Unknown scripts map to `"Zzzz"`.
    private static func shortName(_ script: Int32) -> String {
        if let name = legible_icu_script_short_name(script) { return String(cString: name) }
        return "Zzzz"
    }

    /// The code point at `offset` and its length in UTF-16 code units (a lone surrogate is
    /// returned as itself).
    private static func codePoint(in text: [UInt16], at offset: Int) -> (Int32, Int) {
        let unit = text[offset]
        if UTF16.isLeadSurrogate(unit), offset + 1 < text.count, UTF16.isTrailSurrogate(text[offset + 1]) {
            let scalar = 0x10000 + ((Int32(unit) - 0xD800) << 10) + (Int32(text[offset + 1]) - 0xDC00)
            return (scalar, 2)
        }
        return (Int32(unit), 1)
    }
}

/// An open bracket on the itemizer's stack and the script of the run it was opened in.
private struct BracketEntry {
    /// The opening bracket's code point (closers are matched through it).
    var opener: Int32
    /// The ICU script code of its run (Common until the run's script is known).
    var script: Int32
}

/// A paired bracket or quotation mark, identified by the code point of its opening character.
private enum Bracket {
    case open(Int32)
    case close(Int32)

    /// Classifies `codePoint`; nil when it is not paired.
    init?(_ codePoint: Int32) {
        switch legible_icu_paired_bracket_type(codePoint) {
        case Int32(LEGIBLE_ICU_BRACKET_OPEN):
            self = .open(codePoint)
        case Int32(LEGIBLE_ICU_BRACKET_CLOSE):
            self = .close(legible_icu_paired_bracket(codePoint))
        default:
            switch codePoint {
            case 0x00AB, 0x2039, 0x201C: self = .open(codePoint)  // « ‹ “
            case 0x00BB: self = .close(0x00AB)  // »
            case 0x203A: self = .close(0x2039)  // ›
            case 0x201D: self = .close(0x201C)  // ”
            default: return nil
            }
        }
    }
}
