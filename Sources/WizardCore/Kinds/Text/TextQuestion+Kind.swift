/// The text kind in every frontend: a line answers it, readline edits it at a terminal,
/// and it is stored as a string.
extension TextQuestion: QuestionKind {
    public static let formatName = "text"

    public var isLineEdited: Bool { true }

    public func answer(validating line: String) throws(Refusal) -> Answer {
        .text(try validate(line))
    }

    /// A field holding the stored answer, terminal-safe, or nothing.
    public func makeEdit(stored: Answer?) -> any StepEdit {
        TextEdit(line: stored.flatMap(prefill(for:)) ?? "")
    }

    public func linePrompt(for step: Step, language: Language) -> (
        introduction: [String], prompt: String
    ) {
        ([], placeholder(language) + ": ")
    }

    public var acceptedAnswers: LocalizedText {
        Catalogue.acceptsText(
            minimum: minimumLength, maximum: maximumLength, pattern: pattern?.source)
    }

    public var storedType: JSONType { .string }

    public func answer(stored value: JSONValue) -> Answer? {
        if case .string(let text) = value { .text(text) } else { nil }
    }

    /// The stored text, terminal-safe, to edit again.
    public func prefill(for answer: Answer) -> String? {
        answer.string?.terminalSafe
    }

    /// The text alone, as the seed's card shows the name, or after its label; none when
    /// the answer is empty.
    public func cardLine(for answer: Answer, language: Language) -> String? {
        guard let text = answer.string, !text.isEmpty else { return nil }
        guard let label else { return text.terminalSafe }
        return Catalogue.cardLine(label: label, value: text.terminalSafe)(language)
    }
}
