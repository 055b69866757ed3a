import WizardMessages
import WizardText

/// The picker kind in every frontend: a number, value or label answers it in a line, a
/// wheel at a terminal, and it is stored as the chosen option's value.
extension PickerQuestion: QuestionKind {
    public static let formatName = "picker"

    public var isLineEdited: Bool { false }

    public func answer(validating line: String) throws(Refusal) -> Answer {
        .choice(try validate(line: line).value)
    }

    public var declaredDefault: Answer? { defaultValue.map(Answer.choice) }

    /// The wheel at the stored choice, else the default (its label the title), or with
    /// nothing chosen, as the seed's picker starts.
    public func makeEdit(stored: Answer?, language: Language) -> any StepEdit {
        PickerEdit(question: self, selection: storedIndex(stored), language: language)
    }

    /// The options as a numbered list, or listed by value when a value is also another
    /// option's number (``listsByValue``); past ``lookUpListLimit`` options, how many there
    /// are and how to find one instead (``lookUp(typed:language:)``); the prompt names the stored choice (else the
    /// default) an empty line takes.
    public func linePrompt(for step: Step, stored: Answer?, language: Language) -> (
        introduction: [String], prompt: String
    ) {
        let byValue = listsByValue
        let list =
            options.count > Self.lookUpListLimit
            ? [Message.longList(options.count)(language)]
            : listLines(options.indices, language: language)
        let chosen = storedIndex(stored).map { options[$0].label }
        let prompt = Message.pickerPrompt(
            count: options.count, defaultLabel: chosen, byValue: byValue)
        return (list, prompt(language))
    }

    /// The position of the stored choice among the options if it is one of them, else the
    /// default's.
    private func storedIndex(_ stored: Answer?) -> Int? {
        (stored?.string ?? defaultValue).flatMap { value in
            options.firstIndex { $0.value == value }
        }
    }

    public var acceptedAnswers: LocalizedText {
        if let optionSource { return Message.Answers.choiceFrom(optionSource.name) }
        return Message.acceptsChoice(
            values: options.map(\.value), defaultValue: defaultValue, byValue: listsByValue)
    }

    public var answerDomain: AnswerDomain { .oneOf(options.map { .string($0.value) }) }

    /// Strings: asked when the store is read, without making ``answerDomain``'s list.
    public var storedType: JSONType? { .string }

    /// One of the options' values, found without making ``answerDomain``'s list.
    public func admits(stored value: JSONValue) -> Bool {
        guard case .string(let choice) = value else { return false }
        return options.contains { $0.value == choice }
    }

    public func answer(stored value: JSONValue) -> Answer? {
        if case .string(let choice) = value { .choice(choice) } else { nil }
    }

    /// `Gender: Female`: the option's label, or the stored value when no option has it.
    public func cardLine(for answer: Answer, language: Language) -> String? {
        guard let value = answer.string else { return nil }
        let shown = option(forValue: value)?.label(language) ?? value.terminalSafe
        return AnswerLine.text(label: label, value: shown, language: language)
    }

    /// The label and `UNKNOWN` (`성별 : 알 수 없음`), as the seed's card shows a missing gender.
    public func fallbackCardLine(language: Language) -> String? {
        AnswerLine.text(label: label, value: Message.unknownValue(language), language: language)
    }
}
