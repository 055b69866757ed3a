import WizardMessages
import WizardText

/// One labelled answer, `Name: Alice`, as the card, the review and plain mode's review show
/// it (``Message/cardLine(label:value:)``): the label without the colon it may end in
/// already (a title written `Your name:`, debconf's and whiptail's descriptions), so that
/// none is doubled (`Your name:: Alice`).
public enum AnswerLine {
    /// The line in `language`: only the label's text in that language is read and trimmed,
    /// not each of its languages.
    public static func text(label: LocalizedText, value: String, language: Language) -> String {
        let text = label(language)
        let name = LinePrompt.fieldName(text)
        let shownName = LocalizedText(verbatim: name.isEmpty ? text : name)
        return Message.cardLine(label: shownName, value: value)(language)
    }
}
