import WizardMessages
import WizardText

extension Message {
    // The yes-or-no question's messages whose words depend on their values: each chooses
    // among plain messages of po/, with no language's words here.

    /// A confirm question in `wizard flow questions`: yes or no, and its default.
    public static func acceptsYesOrNo(defaultValue: Bool?) -> LocalizedText {
        withDefault(
            Parts.acceptsYesOrNo, defaultValue.map { LocalizedText(english: $0 ? "yes" : "no") })
    }

    /// A yes-or-no question's prompt: `y or n`, and the label an empty line takes, if any.
    public static func confirmPrompt(defaultLabel: LocalizedText?) -> LocalizedText {
        defaultLabel.map { Parts.confirmPromptWithDefault(label: $0) } ?? Parts.confirmPrompt
    }
}
