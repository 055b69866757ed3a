import WizardMessages
import WizardText

/// One labelled answer, `Name: Alice`, as the card, the review and plain mode's review show
/// it (``Message/cardLine(label:value:)``): the label without the colon it may end in
/// already (a title written `Your name:`, debconf's and whiptail's descriptions), so that
/// none is doubled (`Your name:: Alice`).
public enum AnswerLine {
    public static func text(label: LocalizedText, value: String) -> LocalizedText {
        let name = label.map { _, text in
            let name = LinePrompt.fieldName(text)
            return name.isEmpty ? text : name
        }
        return Message.cardLine(label: name, value: value)
    }
}
