import WizardText

/// A secret question filled in for a run: its texts.
extension SecretQuestion {
    /// The question with `substitutions` in its placeholder, label and alerts.
    public func substituted(_ substitutions: Substitutions) -> any StepKind {
        SecretQuestion(
            placeholder: substitutions.text(placeholder), rules: rules.substituted(substitutions),
            label: substitutions.text(label), confirm: confirm, keep: keep, echo: echo)
    }

    /// Never asked: a secret appears in no text (``exposure``), and a text that names it
    /// gets `•••` (``Substitutions``).
    public func shownAnswer(_ answer: Answer, language: Language) -> String { "" }
}

extension SecretQuestion {
    /// None: a secret is never shown (``Substitutions`` puts in `•••` should a flow built
    /// otherwise name it).
    public var shownAnswerByteLimit: Int { 0 }
}
