import Foundation

/// How a label wraps and truncates (`NSLineBreakMode`).
///
/// Semantics from Apple's documentation (`NSLineBreakMode`, `UILabel.lineBreakMode`):
/// word wrapping breaks at word boundaries unless a word does not fit on a line by itself;
/// char wrapping breaks before the first character that does not fit; clipping cuts at the
/// edge without an ellipsis; the truncating modes show an ellipsis (U+2026) where text is
/// missing. UILabel's default is `byTruncatingTail`; storyboard buttons default to
/// `byTruncatingMiddle`.
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable, Codable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    /// Accepts the Swift names, with or without the `by` prefix, and Interface Builder's
    /// values (`wordWrap`, `characterWrap`, `clip`, `headTruncation`, `tailTruncation`,
    /// `middleTruncation`).
    public init?(name: String) {
        let wanted = name.lowercased().filter { $0.isLetter }
        switch wanted {
        case "bywordwrapping", "wordwrapping", "wordwrap": self = .byWordWrapping
        case "bycharwrapping", "charwrapping", "characterwrap", "charwrap": self = .byCharWrapping
        case "byclipping", "clipping", "clip": self = .byClipping
        case "bytruncatinghead", "truncatinghead", "headtruncation", "head": self = .byTruncatingHead
        case "bytruncatingtail", "truncatingtail", "tailtruncation", "tail": self = .byTruncatingTail
        case "bytruncatingmiddle", "truncatingmiddle", "middletruncation", "middle": self = .byTruncatingMiddle
        default: return nil
        }
    }

    /// Whether the mode shows an ellipsis where text is cut.
    public var truncates: Bool {
        switch self {
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
        case .byWordWrapping, .byCharWrapping, .byClipping: false
        }
    }
}

/// Whether a layout spells out the text of its lines (`TextLayout.lines`, `visibleText`).
public enum LineTexts: Sendable {
    /// Every layout, fitting or not, spells out its lines' texts and `visibleText`.
    case always
    /// Never: every layout has its lines' widths (and its line count, overflow, truncation: every
    /// other field `.always` gives) but empty texts and an empty `visibleText`. An audit asks of
    /// its many layouts whether each fits and by how much, and lays out again the few whose text
    /// a finding shows (`FitCheck.visibleText`).
    case never
}
