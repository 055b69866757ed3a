import WizardText

/// A picker filled in for a run: its texts, its default and its options from their source.
extension PickerQuestion {
    /// The picker with `substitutions` in its label, alert, options' labels and default, and
    /// its options from their source; a default that is none of the options is no default.
    /// Before the run fills its texts in (``Substitutions/fillsTexts``), the options may not
    /// be known yet (a command that names an answer): the default waits for them.
    public func substituted(_ substitutions: Substitutions) -> any StepKind {
        let options = optionSource.flatMap(substitutions.options(from:)) ?? self.options
        let value = defaultValue.map(substitutions.string)
        let checked = value.flatMap { value in
            options.contains { $0.value == value } ? value : nil
        }
        return PickerQuestion(
            options: options.map { substitutions.option($0) },
            requiredAlert: substitutions.text(requiredAlert), label: substitutions.text(label),
            defaultValue: substitutions.fillsTexts ? checked : defaultValue,
            optionSource: optionSource, titleFollowsChoice: titleFollowsChoice)
    }

    public var optionSources: [OptionSource] { optionSource.map { [$0] } ?? [] }

    /// The chosen option's label.
    public func shownAnswer(_ answer: Answer, language: Language) -> String {
        guard let value = answer.string else { return "" }
        return option(forValue: value)?.label(language) ?? value
    }
}

extension Substitutions {
    /// `option` with its label filled in.
    func option(_ option: PickerOption) -> PickerOption {
        PickerOption(
            value: option.value, label: text(option.label), exit: option.exit, goto: option.goto)
    }
}

extension PickerQuestion {
    /// Its options when the flow lists them; none when they come from a source, which
    /// ``FlowWork`` counts (even once they are filled in from it).
    public var listedOptionCount: Int { optionSource == nil ? options.count : 0 }

    /// The longest label of an option it lists, in any language, or value.
    public var shownAnswerByteLimit: Int {
        optionSource == nil ? options.map(\.shownByteLimit).max() ?? 0 : 0
    }
}

extension PickerOption {
    /// The most UTF-8 bytes the option shows as: its longest label, in any language, or its
    /// value.
    var shownByteLimit: Int {
        max(value.utf8.count, label.strings.map(\.utf8.count).max() ?? 0)
    }
}
