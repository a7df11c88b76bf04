import Foundation

/// Button titles carry no ending punctuation and no quotation marks.
public struct ButtonPunctuationRule: TextRule {
    /// The `button-punctuation` rule (category wording, default severity warning): its identifier,
    /// summary, rationale and the examples its tests run. It rests on the Human Interface Guidelines pages:
    /// - Alerts:
    ///   https://developer.apple.com/design/human-interface-guidelines/alerts
    /// - Buttons:
    ///   https://developer.apple.com/design/human-interface-guidelines/buttons
    public static let description = RuleDescription(
        id: "button-punctuation",
        name: "Button Punctuation",
        summary: "Button titles end without a period, colon or exclamation mark and carry no quotation marks.",
        rationale: """
            HIG Alerts: button titles use title-style capitalization and no ending punctuation; the \
            same holds for every button, bar item, segment and menu command. An ellipsis is not \
            punctuation in this sense: "Save As…" tells that more input follows. A question mark is \
            reported on alert and action-sheet buttons only ("Forgot Password?" is a common link-style \
            button elsewhere). Quotation marks around a name are reported everywhere: refer to things by \
            their name, without quotes. Checked in every language, with its own marks (。！：).
            """,
        category: .wording,
        defaultSeverity: .warning,
        hig: [.alerts, .buttons],
        triggeringExamples: [
            RuleExample(
                "Save.", role: .button,
                message:
                    "Remove the ending “.” from the button title “Save.” → “Save”; HIG Alerts, Buttons: no ending punctuation.",
                suggestion: "Save"),
            RuleExample(
                "Try Again!", role: .alertAction,
                message:
                    "Remove the ending “!” from the button title “Try Again!” → “Try Again”; HIG Alerts, Buttons: no ending punctuation.",
                suggestion: "Try Again"),
            RuleExample(
                "Delete?", role: .alertAction,
                message:
                    "Remove the ending “?” from the button title “Delete?” → “Delete”; HIG Alerts, Buttons: no ending punctuation.",
                suggestion: "Delete"),
            RuleExample(
                "Open \"Settings\"", role: .actionSheetAction,
                message:
                    "Remove the quotation marks from the button title “Open \"Settings\"” → “Open Settings”; HIG Alerts, Buttons: refer to items by name, without quotes.",
                suggestion: "Open Settings"),
            RuleExample(
                "Weiter:", role: .barButtonItem, locale: "de",
                message:
                    "Remove the ending “:” from the button title “Weiter:” → “Weiter”; HIG Alerts, Buttons: no ending punctuation.",
                suggestion: "Weiter"),
            RuleExample(
                "保存。", role: .button, locale: "ja",
                message:
                    "Remove the ending “。” from the button title “保存。” → “保存”; HIG Alerts, Buttons: no ending punctuation.",
                suggestion: "保存"),
            RuleExample(
                "Open “Downloads”", role: .menuCommand,
                message:
                    "Remove the quotation marks from the button title “Open “Downloads”” → “Open Downloads”; HIG Alerts, Buttons: refer to items by name, without quotes.",
                suggestion: "Open Downloads"),
        ],
        nonTriggeringExamples: [
            RuleExample("Save As…", role: .menuCommand, note: "an ellipsis says more input follows"),
            RuleExample("Share...", role: .button, note: "three periods are an ellipsis too"),
            RuleExample("Forgot Password?", role: .button, note: "a question is allowed outside alerts"),
            RuleExample("Don’t Allow", role: .alertAction, note: "an apostrophe is not a quotation mark"),
            RuleExample("Users’ Settings", role: .button, note: "a plural possessive is not a quotation mark"),
            RuleExample("Version %@.", role: .label, note: "labels are not buttons"),
            RuleExample("Go to example.com", role: .button, note: "a dot inside a word"),
        ])

    static let roles: Set<Role> = [
        .button, .alertAction, .actionSheetAction, .barButtonItem, .toolbarItem, .tabBarItem, .segment, .menuCommand,
        .backButton,
    ]
    static let endingMarks: Set<Character> = [".", "!", ":", ";", "。", "！", "：", "；", "¡", "·"]
    static let questionMarks: Set<Character> = ["?", "？", "؟", "¿"]
    static let doubleQuotes: Set<Character> = ["\"", "“", "”", "„", "«", "»", "「", "」", "『", "』", "‹", "›"]
    /// The scalars of `doubleQuotes` and of the single quotes that open a word (‘ and ').
    static let quoteScalars = Set(doubleQuotes.flatMap(\.unicodeScalars) + ["‘", "'"])

    enum Message {
        static func ending(_ text: String, mark: Character, corrected: String, hig: String) -> String {
            "Remove the ending \(Format.quoted(String(mark))) from the button title \(Format.quoted(text)) → "
                + "\(Format.quoted(corrected)); HIG \(hig): no ending punctuation."
        }

        static func quotes(_ text: String, corrected: String, hig: String) -> String {
            "Remove the quotation marks from the button title \(Format.quoted(text)) → \(Format.quoted(corrected)); "
                + "HIG \(hig): refer to items by name, without quotes."
        }
    }

    /// Creates the rule; it keeps no state between checks.
    public init() {}

    /// Findings for a button-like title (buttons, alert and action-sheet actions, bar, toolbar,
    /// tab, segment, menu and back buttons) that ends in a period, colon, semicolon or exclamation
    /// mark (a question mark too, for alert actions), or that carries quotation marks; each with the
    /// corrected title as its suggestion. A trailing "..." or "…" is allowed.
    public func check(_ context: TextContext) -> [Finding] {
        guard Self.roles.contains(context.role) else { return [] }
        var findings: [Finding] = []
        let trimmed = context.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let last = trimmed.last, !trimmed.hasSuffix("..."), !trimmed.hasSuffix("…") {
            let isAlertButton = context.role == .alertAction || context.role == .actionSheetAction
            if Self.endingMarks.contains(last) || (isAlertButton && Self.questionMarks.contains(last)) {
                var corrected = Substring(trimmed)
                while let end = corrected.last, Self.endingMarks.contains(end) || Self.questionMarks.contains(end) {
                    corrected = corrected.dropLast()
                }
                let fixed = String(corrected).trimmingCharacters(in: .whitespaces)
                findings.append(
                    context.finding(
                        Self.description,
                        message: Message.ending(
                            context.text, mark: last, corrected: fixed, hig: Self.description.hig), suggestion: fixed))
            }
        }
        if let unquoted = Self.withoutQuotes(context.text) {
            findings.append(
                context.finding(
                    Self.description,
                    message: Message.quotes(
                        context.text, corrected: unquoted, hig: Self.description.hig), suggestion: unquoted))
        }
        return findings
    }

    /// `text` without its quotation marks, when it has any: double quotes of any script, and single
    /// quotes that open a word (‘Settings’, 'Settings') — not apostrophes.
    static func withoutQuotes(_ text: String) -> String? {
        // Every quotation mark is one scalar: a text without any has nothing to remove.
        guard text.unicodeScalars.contains(where: { quoteScalars.contains($0) }) else { return nil }
        let chars = Array(text)
        var remove = Set<Int>()
        for (i, c) in chars.enumerated() where doubleQuotes.contains(c) { remove.insert(i) }
        // Single quotes: an opening one before a letter at the start of a word, and its partner.
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "‘" || (c == "'" && (i == 0 || chars[i - 1].isWhitespace)) {
                let close: Set<Character> = c == "‘" ? ["’"] : ["'"]
                if i + 1 < chars.count, chars[i + 1].isLetter || chars[i + 1] == "%",
                    let j = (i + 1..<chars.count).first(where: {
                        close.contains(chars[$0]) && ($0 + 1 == chars.count || !chars[$0 + 1].isLetter)
                    })
                {
                    remove.insert(i)
                    remove.insert(j)
                    i = j + 1
                    continue
                }
            }
            i += 1
        }
        guard !remove.isEmpty else { return nil }
        let kept = chars.enumerated().filter { !remove.contains($0.offset) }.map(\.element)
        return String(kept).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
