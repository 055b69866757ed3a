import WizardText

/// A text question filled in for a run: its texts and its default.
extension TextQuestion {
    /// The question with `substitutions` in its placeholder, label, alerts and default; a
    /// default its validators refuse is no default.
    public func substituted(_ substitutions: Substitutions) -> any StepKind {
        var question = TextQuestion(
            placeholder: substitutions.text(placeholder), rules: rules.substituted(substitutions),
            label: label.map(substitutions.text))
        guard let value = defaultValue.map(substitutions.string),
            (try? question.validate(value)) != nil
        else { return question }
        question.defaultValue = value
        return question
    }

    /// The answer as typed.
    public func shownAnswer(_ answer: Answer, language: Language) -> String {
        answer.string ?? ""
    }
}

extension TextQuestion {
    /// The most bytes an answer may have.
    public var shownAnswerByteLimit: Int { AnswerBounds.byteLimit }
}
