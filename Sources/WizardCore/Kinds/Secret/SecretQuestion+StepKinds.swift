import WizardText

extension StepKinds {
    /// A secret asked once, shown as nothing while it is typed, and never kept: its answer
    /// is in this run's session only, for the program that asked it to keep
    /// (``AnswerExposure/Keeping/never``). Any secret within the secret's own bounds is an
    /// answer, an empty one included when no stored answer is there for an empty line to
    /// take.
    ///
    /// - Parameters:
    ///   - placeholder: shown in the empty field; empty for none, and then `label` names
    ///     the field in plain mode's prompt.
    ///   - label: names the secret.
    public static func unkeptSecret(placeholder: LocalizedText, label: LocalizedText)
        -> any StepKind
    {
        SecretQuestion(
            placeholder: placeholder,
            rules: TextRules(minimumLength: 0, maximumLength: TextRules.lengthLimit),
            label: label, confirm: false, keep: .none, echo: .hidden)
    }
}
