import WizardMessages
import WizardText

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
    /// The value of the option an empty typed line chooses and the wheel starts at, unless
    /// an answer is stored; `nil`: nothing is chosen at first, and an empty line is refused
    /// (``Refusal/noChoice``).
    public let defaultValue: String?
    /// Where the options come from when the flow does not list them (`{"from": NAME}`):
    /// until a run fills them in (``Substitutions``), ``options`` holds every option the
    /// source could give, none for a variable.
    public let optionSource: OptionSource?
    /// Whether the screen's heading shows the chosen option in place of the title once one
    /// is chosen (`"title_follows"`), as seed 001's gender wheel does; `false`: the
    /// question stays on the screen.
    public let titleFollowsChoice: Bool
    /// Whether some option has a `"goto"`: most pickers have none, and a walk over the
    /// steps then looks at none of their options (``gotoTarget(after:)``).
    public let leadsElsewhere: Bool

    /// - Precondition: options are given unless they have a source, and `defaultValue` is
    ///   `nil` or one of their values (a default from a run's values may be none of them
    ///   before the run fills the options in).
    public init(
        options: [PickerOption], requiredAlert: LocalizedText, label: LocalizedText,
        defaultValue: String? = nil, optionSource: OptionSource? = nil,
        titleFollowsChoice: Bool = false
    ) {
        precondition(!options.isEmpty || optionSource != nil)
        precondition(
            optionSource != nil || FlowTextTemplate.mayHoldSubstitutions(defaultValue ?? "")
                || defaultValue.map { value in options.contains { $0.value == value } } ?? true)
        self.optionSource = optionSource
        self.titleFollowsChoice = titleFollowsChoice
        self.options = options
        self.requiredAlert = requiredAlert
        self.label = label
        self.defaultValue = defaultValue
        self.leadsElsewhere = options.contains { $0.goto != nil }
    }

    /// Why a picker answer is refused.
    public enum Refusal: RefusalReason {
        /// Answered with nothing.
        case noChoice
        /// Answered with something that names none of the options.
        case unknownChoice
    }

    /// The option a line names as it is written, ignoring case and surrounding white space:
    /// the one whose stored value it is, else one whose label it is in any language; for a
    /// number (``position(named:)``), else the one whose value or label is that number
    /// written otherwise (`003` for `3`), else the option in that place counted from 1. A
    /// blank line names none (``Refusal/noChoice``).
    public func validate(line: String) throws(Refusal) -> PickerOption {
        // A blank line, which a session tries as each step comes, builds no index.
        if line.trimmingWhitespace.isEmpty { throw .noChoice }
        // A line that is an option's stored value, as a piped answer most often is, is found
        // by a scan of the values, without the index of every label in every language: the
        // values come first in the index too.
        let wanted = String(line.trimmingWhitespace).lowercased()
        if let option = options.first(where: { $0.value.lowercased() == wanted }) {
            return option
        }
        return try validate(line: line, lookup: PickerLookup(options))
    }

    /// ``validate(line:)`` through `lookup`, the index of these options: for many lines
    /// against one question, each then costs its own length, not the options.
    func validate(line: String, lookup: PickerLookup) throws(Refusal)
        -> PickerOption
    {
        let wanted = String(line.trimmingWhitespace).lowercased()
        if wanted.isEmpty { throw .noChoice }
        guard let index = lookup.index(named: wanted) else { throw .unknownChoice }
        return options[index]
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
                values: options.map(\.value), byValue: listsByValue)
        }
    }
}

/// One choice of a picker: the value stored and the label shown.
public struct PickerOption: Sendable, Hashable {
    public let value: String
    public let label: LocalizedText
    /// The status a run ends with, saving nothing, when this option is chosen (`"exit"`);
    /// `nil` for an option that goes on.
    public let exit: Int?
    /// The key or id of the step the run continues at when this option is chosen
    /// (`"goto"`); `nil` for an option after which the run goes on to the next step.
    public let goto: String?

    public init(value: String, label: LocalizedText, exit: Int? = nil, goto: String? = nil) {
        self.value = value
        self.label = label
        self.exit = exit
        self.goto = goto
    }
}
