import WizardText

/// A confirm question filled in for a run: its words, label and alert.
extension ConfirmQuestion {
    public func substituted(_ substitutions: Substitutions) -> any StepKind {
        ConfirmQuestion(
            defaultValue: defaultValue, yes: substitutions.text(yes), no: substitutions.text(no),
            label: substitutions.text(label), requiredAlert: substitutions.text(requiredAlert),
            goto: goto)
    }

    /// Its yes or its no.
    public func shownAnswer(_ answer: Answer, language: Language) -> String {
        answer.bool.map { label(for: $0)(language) } ?? ""
    }
}

extension ConfirmQuestion {
    /// The longer of its words, in any language.
    public var shownAnswerByteLimit: Int {
        (yes.strings + no.strings).map(\.utf8.count).max() ?? 0
    }
}
