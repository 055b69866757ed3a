import WizardMessages
import WizardText

/// The confirm kind in every frontend: yes or no in a line, a two-option wheel at a
/// terminal, and it is stored as a boolean.
extension ConfirmQuestion: QuestionKind {
    public static let formatName = "confirm"

    public var isLineEdited: Bool { false }

    public func answer(validating line: String) throws(Refusal) -> Answer {
        .flag(try validate(line: line))
    }

    public var declaredDefault: Answer? { defaultValue.map(Answer.flag) }

    /// The two options with the stored answer chosen, else the default, or none without
    /// either.
    public func makeEdit(stored: Answer?, language: Language) -> any StepEdit {
        ConfirmEdit(question: self, value: stored?.bool ?? defaultValue, language: language)
    }

    /// Yes and no; the prompt's capital letter is the answer an empty line takes: the
    /// stored one, else the default.
    public func linePrompt(for step: Step, stored: Answer?, language: Language) -> (
        introduction: [String], prompt: String
    ) {
        (
            ["  \(yes(language)) / \(no(language))"],
            Message.confirmPrompt(defaultLabel: (stored?.bool ?? defaultValue).map(label(for:)))(
                language)
        )
    }

    public var acceptedAnswers: LocalizedText {
        Message.acceptsYesOrNo(defaultValue: defaultValue)
    }

    public var answerDomain: AnswerDomain { .oneOf([.bool(true), .bool(false)]) }

    public func answer(stored value: JSONValue) -> Answer? {
        if case .bool(let flag) = value { .flag(flag) } else { nil }
    }

    /// The label and the yes or no label.
    public func cardLine(for answer: Answer, language: Language) -> String? {
        guard let flag = answer.bool else { return nil }
        return AnswerLine.text(label: label, value: label(for: flag)(language), language: language)
    }

    /// The label and `UNKNOWN`.
    public func fallbackCardLine(language: Language) -> String? {
        AnswerLine.text(label: label, value: Message.unknownValue(language), language: language)
    }
}
