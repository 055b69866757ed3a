import WizardText

/// A confirm question filled in for a run: its words, label and alert.
extension ConfirmQuestion {
    /// A default the run reads is a yes or no word in any UI language, `true`, `false`, or
    /// either label.
    public func substituted(_ substitutions: Substitutions) -> any StepKind {
        let (read, left) = RunDefault.fill(runDefault, substitutions) {
            try? validate(line: $0)
        }
        return ConfirmQuestion(
            defaultValue: read ?? defaultValue, yes: substitutions.text(yes),
            no: substitutions.text(no), label: substitutions.text(label),
            requiredAlert: substitutions.text(requiredAlert), goto: goto, runDefault: left)
    }

    public var refusedDefault: String? { runDefault?.refusedValue }

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
