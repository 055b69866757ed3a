/// The confirm kind in every frontend: yes or no in a line, a two-option wheel at a
/// terminal, and it is stored as a boolean.
extension ConfirmQuestion: QuestionKind {
    public static let formatName = "confirm"

    public var isLineEdited: Bool { false }

    public func answer(validating line: String) throws(Refusal) -> Answer {
        .flag(try validate(line: line))
    }

    /// The two options with the default chosen, or none without a default.
    public func makeEdit(stored: Answer?) -> any StepEdit {
        ConfirmEdit(question: self)
    }

    public func linePrompt(for step: Step, language: Language) -> (
        introduction: [String], prompt: String
    ) {
        (
            ["  \(yes(language)) / \(no(language))"],
            Catalogue.confirmPrompt(defaultValue: defaultValue)(language)
        )
    }

    public var acceptedAnswers: LocalizedText {
        Catalogue.acceptsYesOrNo(defaultValue: defaultValue)
    }

    public var storedType: JSONType { .boolean }

    public func answer(stored value: JSONValue) -> Answer? {
        if case .bool(let flag) = value { .flag(flag) } else { nil }
    }

    public func prefill(for answer: Answer) -> String? { nil }

    /// The label and the yes or no label.
    public func cardLine(for answer: Answer, language: Language) -> String? {
        guard let flag = answer.bool else { return nil }
        return Catalogue.cardLine(label: label, value: label(for: flag)(language))(language)
    }
}
