/// A question answered by choosing one of a few options, such as a gender.
///
/// It starts with no choice made, as the seed's picker does; answering with nothing is
/// refused with ``requiredAlert``.
public struct PickerQuestion: Sendable, Equatable {
    public let options: [PickerOption]
    /// The alert for no choice: the seed's `Please select your gender.`
    public let requiredAlert: LocalizedText
    /// Names the choice on the profile card (`Gender`).
    public let label: LocalizedText
    /// The value of the option an empty line chooses and the wheel starts at, unless an
    /// answer is stored; `nil`: nothing is chosen at first.
    public let defaultValue: String?
    /// Where the options come from when the flow does not list them (`{"from": NAME}`):
    /// until a run fills them in (``Substitutions``), ``options`` holds every option the
    /// source could give, none for a variable.
    public let optionSource: OptionSource?

    /// - Precondition: options are given unless they have a source, and `defaultValue` is
    ///   `nil` or one of their values (a default from a run's values may be none of them
    ///   before the run fills the options in).
    public init(
        options: [PickerOption], requiredAlert: LocalizedText, label: LocalizedText,
        defaultValue: String? = nil, optionSource: OptionSource? = nil
    ) {
        precondition(!options.isEmpty || optionSource != nil)
        precondition(
            optionSource != nil || FlowTextTemplate.mayHoldSubstitutions(defaultValue ?? "")
                || defaultValue.map { value in options.contains { $0.value == value } } ?? true)
        self.optionSource = optionSource
        self.options = options
        self.requiredAlert = requiredAlert
        self.label = label
        self.defaultValue = defaultValue
    }

    /// Why a picker answer is refused.
    public enum Refusal: RefusalReason {
        /// Answered with nothing.
        case noChoice
        /// Answered with something that names none of the options.
        case unknownChoice
    }

    /// The option a typed line names, ignoring case and surrounding white space: its
    /// stored value, its label in any language, or its number counted from 1; the default
    /// for an empty line.
    public func validate(line: String) throws(Refusal) -> PickerOption {
        let wanted = String(line.trimmingWhitespace).lowercased()
        if wanted.isEmpty {
            guard let defaultValue, let option = option(forValue: defaultValue) else {
                throw .noChoice
            }
            return option
        }
        if wanted.utf8.count <= 3, wanted.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let number = Int(wanted)
        {
            return try validate(index: number - 1)
        }
        let match = options.first { option in
            option.value.lowercased() == wanted
                || option.label.strings.contains { $0.lowercased() == wanted }
        }
        guard let match else { throw .unknownChoice }
        return match
    }

    /// The option at `index`, or ``Refusal/noChoice`` for `nil`.
    public func validate(index: Int?) throws(Refusal) -> PickerOption {
        guard let index else { throw .noChoice }
        guard options.indices.contains(index) else { throw .unknownChoice }
        return options[index]
    }

    /// The option whose stored value is `value`, if any.
    public func option(forValue value: String) -> PickerOption? {
        options.first { $0.value == value }
    }

    /// The alert for `refusal`: the required-choice alert, and for an unknown choice the
    /// ways to answer.
    public func alert(for refusal: Refusal) -> LocalizedText {
        switch refusal {
        case .noChoice:
            requiredAlert
        case .unknownChoice:
            Message.unknownChoice(
                alert: requiredAlert, count: options.count, labels: options.map(\.label),
                values: options.map(\.value))
        }
    }
}

/// One choice of a picker: the value stored and the label shown.
public struct PickerOption: Sendable, Hashable {
    public let value: String
    public let label: LocalizedText

    public init(value: String, label: LocalizedText) {
        self.value = value
        self.label = label
    }
}
