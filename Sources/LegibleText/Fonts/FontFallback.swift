import Foundation

/// The families tried, in order, for text of each script in each locale: Apple's own faces
/// first (used when the user supplies them, or on a Mac), then the open faces that stand in
/// for them.
///
/// Han characters take the locale's face, as iOS does: Japanese (`ja`) Hiragino Sans / Noto
/// Sans CJK JP, Simplified Chinese PingFang SC / Noto Sans CJK SC, Traditional (`zh-Hant`,
/// `zh-TW`) PingFang TC / Noto Sans CJK TC, Hong Kong (`zh-HK`, `zh-MO`) PingFang HK / Noto
/// Sans CJK HK, Korean (`ko`) Apple SD Gothic Neo / Noto Sans CJK KR. Kana always take the
/// Japanese face and Hangul the Korean one. The system's Latin, Greek and Cyrillic face is
/// SF Pro (stand-in: Inter below 20 pt, Inter Display from 20 pt, see `SystemFont`).
public enum FontFallback {
    /// Families for `script` (ISO 15924 code) in `locale`, most preferred first, excluding the
    /// system face (the caller puts it first for the scripts it covers).
    public static func families(script: String, locale: String) -> [String] {
        let language =
            locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { String($0).lowercased() } ?? ""
        switch script {
        case "Hani", "Bopo", "Hanb", "Jpan", "Kore":
            return han(locale: locale)
        case "Hira", "Kana", "Hrkt":
            return japanese
        case "Hang":
            return korean
        case "Arab":
            if language == "ur" {
                return ["Noto Nastaliq Urdu", "SF Arabic", "Geeza Pro", "Noto Sans Arabic", "Noto Naskh Arabic"]
            }
            return ["SF Arabic", "Geeza Pro", "Noto Sans Arabic", "Noto Naskh Arabic", "Noto Kufi Arabic"]
        case "Hebr": return ["SF Hebrew", "Arial Hebrew", "Noto Sans Hebrew", "Noto Rashi Hebrew"]
        case "Thai": return ["SF Thai", "Thonburi", "Noto Sans Thai", "Noto Sans Thai Looped", "Noto Looped Thai"]
        case "Deva": return ["Kohinoor Devanagari", "Noto Sans Devanagari"]
        case "Beng": return ["Kohinoor Bangla", "Noto Sans Bengali"]
        case "Taml": return ["Tamil Sangam MN", "Noto Sans Tamil"]
        case "Telu": return ["Kohinoor Telugu", "Noto Sans Telugu"]
        case "Gujr": return ["Kohinoor Gujarati", "Noto Sans Gujarati"]
        case "Guru": return ["Mukta Mahee", "Noto Sans Gurmukhi"]
        case "Knda": return ["Noto Sans Kannada"]
        case "Mlym": return ["Malayalam Sangam MN", "Noto Sans Malayalam"]
        case "Orya": return ["Noto Sans Oriya"]
        case "Sinh": return ["Sinhala Sangam MN", "Noto Sans Sinhala"]
        case "Geor": return ["SF Georgian", "Noto Sans Georgian"]
        case "Armn": return ["SF Armenian", "Noto Sans Armenian"]
        case "Khmr": return ["Khmer Sangam MN", "Noto Sans Khmer"]
        case "Laoo": return ["Lao Sangam MN", "Noto Sans Lao", "Noto Looped Lao"]
        case "Mymr": return ["Myanmar Sangam MN", "Noto Sans Myanmar"]
        case "Ethi": return ["Kefa", "Noto Sans Ethiopic"]
        case "Tibt": return ["Kailasa", "Noto Serif Tibetan", "Noto Sans Tibetan"]
        case "Thaa": return ["Noto Sans Thaana"]
        case "Syrc": return ["Noto Sans Syriac"]
        case "Cher": return ["Noto Sans Cherokee"]
        case "Mong": return ["Noto Sans Mongolian"]
        default: return []
        }
    }

    /// The script a locale's text is mostly written in (ISO 15924), for characters shared by
    /// scripts (punctuation such as "，" or "。") that sit next to another script's text.
    public static func primaryScript(of locale: String) -> String? {
        let language =
            locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { String($0).lowercased() } ?? ""
        switch language {
        case "zh", "yue", "ja": return "Hani"
        case "ko": return "Hang"
        case "ar", "fa", "ur", "ckb", "ps", "ug": return "Arab"
        case "he", "yi": return "Hebr"
        case "th": return "Thai"
        case "hi", "mr", "ne", "sa": return "Deva"
        case "bn", "as": return "Beng"
        case "ta": return "Taml"
        case "te": return "Telu"
        case "gu": return "Gujr"
        case "pa": return "Guru"
        case "kn": return "Knda"
        case "ml": return "Mlym"
        case "si": return "Sinh"
        case "ka": return "Geor"
        case "hy": return "Armn"
        case "km": return "Khmr"
        case "lo": return "Laoo"
        case "my": return "Mymr"
        case "am", "ti": return "Ethi"
        default: return nil
        }
    }

    /// Every script that has a fallback list, for a last search when a character is covered by
    /// none of the faces its own script and locale suggest.
    public static let scriptsWithFaces = [
        "Hani", "Hang", "Arab", "Hebr", "Thai", "Deva", "Beng", "Taml", "Telu",
        "Gujr", "Guru", "Knda", "Mlym", "Orya", "Sinh", "Geor", "Armn", "Khmr",
        "Laoo", "Mymr", "Ethi", "Tibt", "Thaa", "Syrc", "Cher", "Mong",
    ]

    /// Families for emoji presentation.
    public static let emoji = ["Apple Color Emoji", "Noto Color Emoji"]

    /// Families tried last, for symbols and anything the other chains miss.
    public static let lastResort = [
        "Noto Sans", "Noto Sans Symbols", "Noto Sans Symbols2", "Noto Sans Math",
        "Apple Symbols", "DejaVu Sans",
    ]

    static let japanese = ["Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans CJK JP", "Noto Sans JP"]
    static let korean = ["Apple SD Gothic Neo", "Noto Sans CJK KR", "Noto Sans KR"]
    static let simplifiedChinese = ["PingFang SC", "Noto Sans CJK SC", "Noto Sans SC"]
    static let traditionalChinese = ["PingFang TC", "Noto Sans CJK TC", "Noto Sans TC"]
    static let hongKongChinese = ["PingFang HK", "Noto Sans CJK HK", "Noto Sans HK", "PingFang TC", "Noto Sans CJK TC"]

    static func han(locale: String) -> [String] {
        let parts = locale.replacingOccurrences(of: "_", with: "-").lowercased().split(separator: "-").map(String.init)
        let language = parts.first ?? ""
        switch language {
        case "ja": return japanese + simplifiedChinese
        case "ko": return korean + traditionalChinese
        case "zh", "yue":
            if parts.contains("hk") || parts.contains("mo") { return hongKongChinese }
            if parts.contains("hant") || parts.contains("tw") || language == "yue" { return traditionalChinese }
            return simplifiedChinese
        default:
            return simplifiedChinese + japanese
        }
    }
}
