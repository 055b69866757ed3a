import WizardMessages
import WizardText

/// A yes-or-no question, stored as `true` or `false`.
///
/// At a terminal it is a two-option picker; in lines it takes `yes`/`no`, `y`/`n`,
/// `true`/`false`, any UI language's yes and no words (``ConfirmWords``: `ja`, `oui`, `はい`)
/// or either label in any language, ignoring case.
public struct ConfirmQuestion: Sendable {
    /// The answer an empty typed line gives and the option chosen at first; `nil` requires
    /// a choice.
    public let defaultValue: Bool?
    public let yes: LocalizedText
    public let no: LocalizedText
    /// Names the answer on the profile card.
    public let label: LocalizedText
    /// The alert for no choice.
    public let requiredAlert: LocalizedText
    /// The key or id of the step the run continues at after each answer (`"goto"`, by
    /// `true` for yes and `false` for no); an answer without one goes on to the next step.
    public let goto: [Bool: String]
    /// A default the run reads (`"default": "${auto}"`): until it is filled in,
    /// ``defaultValue`` is `nil`.
    public let runDefault: RunDefault?

    public init(
        defaultValue: Bool?, yes: LocalizedText = Message.yes, no: LocalizedText = Message.no,
        label: LocalizedText, requiredAlert: LocalizedText = Message.choiceRequired,
        goto: [Bool: String] = [:], runDefault: RunDefault? = nil
    ) {
        self.defaultValue = defaultValue
        self.yes = yes
        self.no = no
        self.label = label
        self.requiredAlert = requiredAlert
        self.goto = goto
        self.runDefault = runDefault
    }

    /// The two options as a picker: yes first, then no.
    public var choices: PickerQuestion {
        PickerQuestion(
            options: [
                PickerOption(value: "yes", label: yes), PickerOption(value: "no", label: no),
            ],
            requiredAlert: requiredAlert, label: label)
    }

    /// Why a confirm answer is refused: as a picker's, with nothing or an unknown choice.
    public typealias Refusal = PickerQuestion.Refusal

    /// The answer a line gives as it is written: a blank one is no choice.
    public func validate(line: String) throws(Refusal) -> Bool {
        let wanted = String(line.trimmingWhitespace).lowercased()
        if wanted.isEmpty { throw .noChoice }
        if let answer = ConfirmWords.answer(wanted) { return answer }
        return try choices.validate(line: wanted).value == "yes"
    }

    /// The answer at picker position `index` (0 is yes), or why there is none.
    public func validate(index: Int?) throws(Refusal) -> Bool {
        try choices.validate(index: index).value == "yes"
    }

    /// The label shown for a stored answer.
    public func label(for value: Bool) -> LocalizedText { value ? yes : no }

    /// The alert for `refusal`: the required-choice alert, or how to say yes or no.
    public func alert(for refusal: Refusal) -> LocalizedText {
        switch refusal {
        case .noChoice: requiredAlert
        case .unknownChoice: Message.yesOrNo(yes: yes, no: no)
        }
    }
}
