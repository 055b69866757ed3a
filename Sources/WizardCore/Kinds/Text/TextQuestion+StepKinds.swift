import WizardText

extension StepKinds {
    /// A line of text with no rule of its own: any answer within the absolute bounds every
    /// typed answer keeps (``AnswerBounds``) and the longest length a rule may allow
    /// (``TextRules/lengthLimit``), trimmed and in NFC as every text answer is. An empty line
    /// is an answer too (`""`) when no stored answer is there for it to take.
    ///
    /// - Parameters:
    ///   - placeholder: shown in the empty field; empty for none, and then `label` names
    ///     the field in plain mode's prompt.
    ///   - label: names the answer.
    public static func anyText(placeholder: LocalizedText, label: LocalizedText?)
        -> any StepKind
    {
        TextQuestion(
            placeholder: placeholder,
            rules: TextRules(minimumLength: 0, maximumLength: TextRules.lengthLimit),
            label: label)
    }
}
