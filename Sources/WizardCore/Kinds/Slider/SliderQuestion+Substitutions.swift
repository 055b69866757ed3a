import WizardText

/// A slider filled in for a run: its label and unit.
extension SliderQuestion {
    public func substituted(_ substitutions: Substitutions) -> any StepKind {
        SliderQuestion(
            range: range, step: step, defaultValue: defaultValue,
            label: substitutions.text(label), unit: substitutions.text(unit),
            fullwidthDigits: fullwidthDigits)
    }

    /// The number with its unit (`30세`).
    public func shownAnswer(_ answer: Answer, language: Language) -> String {
        answer.integer.map { shown($0, language: language) } ?? ""
    }
}

extension SliderQuestion {
    /// A number of up to twenty characters and the longest unit, in any language.
    public var shownAnswerByteLimit: Int { 20 + (unit.strings.map(\.utf8.count).max() ?? 0) }
}
