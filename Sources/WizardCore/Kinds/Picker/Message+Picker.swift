import WizardMessages
import WizardText

extension Message {
    // The picker's messages whose words depend on their values: each chooses among plain
    // messages of po/, with no language's words here.

    /// A picker in `wizard flow questions`: its values, or their numbers, and its default.
    public static func acceptsChoice(values: [String], defaultValue: String?, byValue: Bool = false)
        -> LocalizedText
    {
        withDefault(
            byValue
                ? Parts.acceptsChoiceByValue(values: values, count: values.count)
                : Parts.acceptsChoice(values: values, count: values.count),
            defaultValue.map { LocalizedText(english: $0) })
    }

    /// The numbers of the options, and the option an empty line takes, if any, in the
    /// reader's language.
    public static func pickerPrompt(
        count: Int, defaultLabel: LocalizedText?, byValue: Bool = false
    ) -> LocalizedText {
        if byValue {
            return defaultLabel.map { Parts.pickerPromptByValueWithDefault(label: $0) }
                ?? Parts.pickerPromptByValue
        }
        return defaultLabel.map { Parts.pickerPromptWithDefault(count: count, label: $0) }
            ?? Parts.pickerPrompt(count: count)
    }
}
