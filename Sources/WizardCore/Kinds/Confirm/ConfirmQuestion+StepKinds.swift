import WizardText

extension StepKinds {
    /// A yes-or-no question, answered `true` or `false`, with the UI language's Yes and No;
    /// no default of its own (a stored answer is one), so an empty line with nothing stored
    /// asks for a choice.
    ///
    /// - Parameter label: names the answer.
    public static func yesOrNo(label: LocalizedText) -> any StepKind {
        ConfirmQuestion(defaultValue: nil, label: label)
    }
}
