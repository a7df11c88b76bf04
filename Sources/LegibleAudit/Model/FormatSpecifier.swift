import Foundation
import LegibleText

/// A printf-style format specifier in a localized string, as `String(format:)` and
/// `NSString stringWithFormat:` read them: `%@`, `%d`, `%lld`, `%1$@`, `%.2f`, `%%`, and
/// `%#@name@` substitutions (String Catalog substitutions and `.stringsdict` variables).
///
/// Grammar (Apple, "String Format Specifiers"; IEEE printf):
/// `%` [position `$`] [flags `-+ #0'`] [width] [`.` precision] [length `hh h l ll q L z t j`]
/// conversion (`@ d D i u U x X o O f F e E g G a A c C s S p %`).
///
/// It lives in the model, below readers, the engine and rules, because all three read strings
/// through it (readers to keep `%#@name@` variables, the engine to fill in samples, rules to
/// compare translations): a model type keeps every edge pointing down.
public struct FormatSpecifier: Hashable, Sendable {
    /// The specifier as written, e.g. `%1$lld`.
    public var text: String
    /// UTF-16 range of `text` in the string.
    public var range: Range<Int>
    /// Explicit 1-based argument position (`%2$@` → 2), when given.
    public var position: Int?
    /// The flags as written (any of `-+ #0'`), "" when none.
    public var flags: String
    /// The minimum field width in characters (`%5d` → 5), when given as digits (not for `*`).
    public var width: Int?
    /// The precision after `.` (`%.2f` → 2; a `.` without digits is 0, as in printf), when given.
    public var precision: Int?
    /// Length modifier: "", "l", "ll", "q", "h", "hh", "z", "t", "j", "L".
    public var length: String
    /// The conversion character (`@`, `d`, `f` …), or `#@` for a substitution.
    public var conversion: String
    /// For `%#@name@`: the substitution's name.
    public var substitution: String?

    /// What kind of value the specifier takes.
    public enum Kind: String, Sendable {
        case object, integer, unsignedInteger, float, character, cString, pointer, percent, substitution
        /// `%arg` in a String Catalog substitution's variant: the substitution's own argument.
        case argument
    }

    /// The kind of value the conversion takes (`%@` object, `%d` integer, `%f` float …; `%%` is
    /// `.percent`, taking no argument).
    public var kind: Kind {
        if substitution != nil { return .substitution }
        switch conversion {
        case "arg": return .argument
        case "@": return .object
        case "d", "D", "i": return .integer
        case "u", "U", "x", "X", "o", "O": return .unsignedInteger
        case "f", "F", "e", "E", "g", "G", "a", "A": return .float
        case "c", "C": return .character
        case "s", "S": return .cString
        case "p": return .pointer
        default: return .percent
        }
    }

    /// The type a translation must keep: kind plus the integer width (`%d` and `%lld` differ:
    /// a 32-bit read of a 64-bit argument garbles it).
    public var typeSignature: String {
        switch kind {
        case .integer, .unsignedInteger:
            let size = ["", "h", "hh"].contains(length) ? "32" : "64"
            return "\(kind == .integer ? "int" : "uint")\(size)"
        case .substitution: return "substitution"
        case .argument: return "argument"
        default: return kind.rawValue
        }
    }

    /// Every specifier in `string`, in order. `%%` is included (kind `.percent`); malformed
    /// ones (a lone `%` at the end, an unknown conversion) are skipped.
    public static func parse(_ string: String) -> [FormatSpecifier] {
        // Most strings have no `%`: found in their UTF-8 without decoding them to UTF-16.
        guard string.utf8.contains(0x25) else { return [] }
        let units = Array(string.utf16)
        var result: [FormatSpecifier] = []
        var i = 0
        func char(_ k: Int) -> Character? { k < units.count ? Character(Unicode.Scalar(units[k]) ?? " ") : nil }
        while i < units.count {
            guard units[i] == 0x25 else {
                i += 1
                continue
            }  // %
            let start = i
            var k = i + 1
            // Substitution: %#@name@
            if char(k) == "#", char(k + 1) == "@" {
                var end = k + 2
                while end < units.count, units[end] != 0x40 { end += 1 }
                if end < units.count {
                    let name = String(decodingUTF16: units[(k + 2)..<end])
                    result.append(
                        FormatSpecifier(
                            text: String(decodingUTF16: units[start...end]),
                            range: start..<(end + 1), position: nil, flags: "", width: nil,
                            precision: nil, length: "", conversion: "#@", substitution: name))
                    i = end + 1
                    continue
                }
            }
            // %arg: a String Catalog substitution variant's own argument.
            if char(k) == "a", char(k + 1) == "r", char(k + 2) == "g" {
                result.append(
                    FormatSpecifier(
                        text: "%arg", range: start..<(k + 3), position: nil, flags: "", width: nil,
                        precision: nil, length: "", conversion: "arg", substitution: nil))
                i = k + 3
                continue
            }
            var position: Int?
            var digits = ""
            var p = k
            while let c = char(p), c.isASCII, c.isNumber {
                digits.append(c)
                p += 1
            }
            if !digits.isEmpty, char(p) == "$" {
                position = Int(digits)
                k = p + 1
                // %1$#@name@ (positional substitution, as Xcode writes some)
                if char(k) == "#", char(k + 1) == "@" {
                    var end = k + 2
                    while end < units.count, units[end] != 0x40 { end += 1 }
                    if end < units.count {
                        let name = String(decodingUTF16: units[(k + 2)..<end])
                        result.append(
                            FormatSpecifier(
                                text: String(decodingUTF16: units[start...end]),
                                range: start..<(end + 1), position: position, flags: "",
                                width: nil, precision: nil, length: "", conversion: "#@",
                                substitution: name))
                        i = end + 1
                        continue
                    }
                }
            }
            var flags = ""
            while let c = char(k), "-+ #0'".contains(c) {
                flags.append(c)
                k += 1
            }
            var widthDigits = ""
            while let c = char(k), c.isASCII, c.isNumber {
                widthDigits.append(c)
                k += 1
            }
            if char(k) == "*" { k += 1 }
            var precision: Int?
            if char(k) == "." {
                k += 1
                var precisionDigits = ""
                while let c = char(k), c.isASCII, c.isNumber {
                    precisionDigits.append(c)
                    k += 1
                }
                precision = Int(precisionDigits) ?? 0
            }
            var length = ""
            for modifier in Self.lengthModifiers {
                let m = modifier.utf16
                if k + m.count <= units.count, units[k..<(k + m.count)].elementsEqual(m) {
                    length = modifier
                    k += m.count
                    break
                }
            }
            guard let conversion = char(k), "@dDiuUxXoOfFeEgGaAcCsSp%".contains(conversion) else {
                i = start + 1
                continue
            }
            result.append(
                FormatSpecifier(
                    text: String(decodingUTF16: units[start...k]), range: start..<(k + 1),
                    position: position,
                    flags: flags, width: Int(widthDigits), precision: precision, length: length,
                    conversion: String(conversion), substitution: nil))
            i = k + 1
        }
        return result
    }

    /// The length modifiers, longest first where one begins another.
    private static let lengthModifiers = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"]

    /// The arguments `specifiers` consume, by 1-based position: positional ones where they say,
    /// the others in order. `%%` consumes none.
    public static func arguments(_ specifiers: [FormatSpecifier]) -> [(position: Int, specifier: FormatSpecifier)] {
        var next = 1
        var result: [(Int, FormatSpecifier)] = []
        for specifier in specifiers where specifier.kind != .percent && specifier.kind != .argument {
            if let position = specifier.position {
                result.append((position, specifier))
            } else if specifier.kind != .substitution {
                result.append((next, specifier))
                next += 1
            } else {
                // A substitution without a position takes no argument of its own here; its
                // variants' specifiers do (String Catalogs give it an argNum).
                continue
            }
        }
        return result
    }
}
