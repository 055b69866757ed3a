import WizardText

/// A slider filled in for a run: its label and unit.
extension SliderQuestion {
    /// A default the run reads is a number as a line gives one: a value of the slider.
    public func substituted(_ substitutions: Substitutions) -> any StepKind {
        let (read, left) = RunDefault.fill(runDefault, substitutions) {
            try? validate(line: $0)
        }
        return SliderQuestion(
            range: range, step: step, defaultValue: read ?? defaultValue,
            label: substitutions.text(label), unit: substitutions.text(unit), runDefault: left,
            fullwidthDigits: fullwidthDigits)
    }

    public var refusedDefault: String? { runDefault?.refusedValue }

    /// The number with its unit (`30세`).
    public func shownAnswer(_ answer: Answer, language: Language) -> String {
        answer.integer.map { shown($0, language: language) } ?? ""
    }
}

extension SliderQuestion {
    /// A number of up to twenty characters and the longest unit, in any language.
    public var shownAnswerByteLimit: Int { 20 + (unit.strings.map(\.utf8.count).max() ?? 0) }
}
