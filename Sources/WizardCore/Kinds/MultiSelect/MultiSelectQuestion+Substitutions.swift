/// A multi-select filled in for a run: its texts, its options from their source, and its
/// bounds and default cut to those options.
extension MultiSelectQuestion {
    /// The multi-select with `substitutions` in its label, alerts and options' labels, and
    /// its options from their source.
    public func substituted(_ substitutions: Substitutions) -> any StepKind {
        let options = optionSource.flatMap(substitutions.options(from:)) ?? self.options
        return MultiSelectQuestion(
            options: options.map { substitutions.option($0) }, label: substitutions.text(label),
            minimum: declaredMinimum, tooFewAlert: tooFewAlert.map(substitutions.text),
            maximum: declaredMaximum, tooManyAlert: tooManyAlert.map(substitutions.text),
            defaultValues: defaultValues, optionSource: optionSource)
    }

    public var optionSources: [OptionSource] { optionSource.map { [$0] } ?? [] }

    /// The chosen options' labels, joined as a list.
    public func shownAnswer(_ answer: Answer, language: Language) -> String {
        let labels = (answer.strings ?? []).map { value in
            option(forValue: value)?.label ?? LocalizedText(verbatim: value)
        }
        return labels.isEmpty ? Message.noChoices(language) : Message.joined(labels)(language)
    }

    /// The option whose stored value is `value`, if any.
    public func option(forValue value: String) -> PickerOption? {
        options.first { $0.value == value }
    }
}
