import Foundation

/// The one corrected form of an alert's title or message that every text rule about it suggests.
///
/// `button-wording` (say "tap", name buttons without quotation marks), `sentence-case` (sentence
/// capitalization, a message ends with punctuation) and `title-case` (a title that is not a
/// sentence) each see one problem; were each to suggest its own fix alone, applying one
/// suggestion would leave the text the other rule flags (`Tap "OK" to continue`: "Tap OK to
/// continue" and `Tap "OK" to continue.`). Each suggests this instead: the text with every
/// correction applied, "Tap OK to continue.".
enum AlertTextCorrection {
    /// `context.text` with the corrections of every alert text rule that applies to it.
    static func corrected(_ context: TextContext) -> String {
        var text = context.text
        if context.language == "en" {
            text = ButtonWordingRule.tapWording(text).corrected
            text = ButtonWordingRule.unquotedButtonNames(text) ?? text
        }
        let sentence = context.role == .alertMessage || SentenceCaseRule.isSentence(context.text)
        if context.caseRulesApply {
            text =
                sentence
                ? SentenceCaser(brandNames: context.options.brandNames).apply(text).corrected
                : TitleCaser(brandNames: context.options.brandNames).apply(text).corrected
        }
        if context.role == .alertMessage, let punctuated = SentenceCaseRule.punctuated(text, context: context) {
            text = punctuated
        }
        return text
    }
}
