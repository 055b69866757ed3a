/// The picker kind in every frontend: a number, value or label answers it in a line, a
/// wheel at a terminal, and it is stored as the chosen option's value.
extension PickerQuestion: QuestionKind {
    public static let formatName = "picker"

    public var isLineEdited: Bool { false }

    public func answer(validating line: String) throws(Refusal) -> Answer {
        .choice(try validate(line: line).value)
    }

    /// A wheel with nothing chosen, as the seed's picker starts, whatever is stored.
    public func makeEdit(stored: Answer?) -> any StepEdit {
        PickerEdit(question: self)
    }

    /// The options as a numbered list.
    public func linePrompt(for step: Step, language: Language) -> (
        introduction: [String], prompt: String
    ) {
        let list = zip(1..., options).map { number, option in
            "  \(number). \(option.label(language))"
        }
        return (list, Catalogue.pickerPrompt(count: options.count)(language))
    }

    public var acceptedAnswers: LocalizedText {
        Catalogue.acceptsChoice(values: options.map(\.value))
    }

    public var storedType: JSONType { .string }

    public func answer(stored value: JSONValue) -> Answer? {
        if case .string(let choice) = value { .choice(choice) } else { nil }
    }

    public func prefill(for answer: Answer) -> String? { nil }

    /// `Gender: Female`: the option's label, or the stored value when no option has it.
    public func cardLine(for answer: Answer, language: Language) -> String? {
        guard let value = answer.string else { return nil }
        let shown = option(forValue: value)?.label(language) ?? value.terminalSafe
        return Catalogue.cardLine(label: label, value: shown)(language)
    }
}
