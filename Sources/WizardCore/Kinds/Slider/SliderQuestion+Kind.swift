import WizardMessages
import WizardText

/// The slider kind in every frontend: digits answer it in a line, keys move it at a
/// terminal, and it is stored as a whole number.
extension SliderQuestion: QuestionKind {
    public static let formatName = "slider"

    public var isLineEdited: Bool { false }

    public func answer(validating line: String) throws(Refusal) -> Answer {
        .number(try validate(line: line))
    }

    public var declaredDefault: Answer? { .number(defaultValue) }

    /// The slider at the stored value when it is still valid, else at the default.
    public func makeEdit(stored: Answer?, language: Language) -> any StepEdit {
        SliderEdit(question: self, value: stored?.integer)
    }

    /// The range, and the value an empty line takes: the stored one, else the default.
    public func linePrompt(for step: Step, stored: Answer?, language: Language) -> (
        introduction: [String], prompt: String
    ) {
        let prompt = Message.sliderPrompt(
            range: range, step: self.step, defaultValue: stored?.integer ?? defaultValue)
        return ([], prompt(language))
    }

    public var acceptedAnswers: LocalizedText {
        Message.acceptsNumber(in: range, step: step, defaultValue: defaultValue)
    }

    public var answerDomain: AnswerDomain { .wholeNumbers(range, step: step) }

    public func answer(stored value: JSONValue) -> Answer? {
        if case .integer(let number) = value { .number(number) } else { nil }
    }

    /// `Age: 30`, the unit after the number.
    public func cardLine(for answer: Answer, language: Language) -> String? {
        guard let number = answer.integer else { return nil }
        return AnswerLine.text(
            label: label, value: shown(number, language: language), language: language)
    }

    /// `-1` and the unit (`나이 : -1세`), as the seed's card shows a missing age.
    public func fallbackCardLine(language: Language) -> String? {
        AnswerLine.text(label: label, value: shown(-1, language: language), language: language)
    }

    /// `value` as the card and the slider show it: the number, then the unit (`9:00`, `30세`).
    public func shown(_ value: Int, language: Language) -> String {
        "\(value)\(unit(language))"
    }
}
