import WizardMessages
import WizardText

/// The text kind in every frontend: a line answers it, readline edits it at a terminal,
/// and it is stored as a string.
extension TextQuestion: QuestionKind {
    public static let formatName = "text"

    public var isLineEdited: Bool { true }

    public func answer(validating line: String) throws(Refusal) -> Answer {
        .text(try validate(line))
    }

    public var declaredDefault: Answer? { defaultValue.map(Answer.text) }

    /// The first of its ``TextRules/softRules`` that the answer does not pass.
    public func warning(about answer: Answer) -> ValidationError? {
        answer.string.flatMap(rules.warning(about:))
    }

    /// A field holding the stored answer, else the default, terminal-safe, or nothing (and
    /// the placeholder).
    public func makeEdit(stored: Answer?, language: Language) -> any StepEdit {
        TextEdit(
            line: (stored?.string ?? defaultValue)?.terminalSafe ?? "", placeholder: placeholder)
    }

    /// `Name: `, or `Name [Alice]: ` with the stored answer (else the default) an empty line
    /// takes; a blank one is not shown (an empty line answers blank, as it says nothing).
    public func linePrompt(for step: Step, stored: Answer?, language: Language) -> (
        introduction: [String], prompt: String
    ) {
        let shown =
            (stored?.string ?? defaultValue).flatMap { $0.isEmpty ? nil : " [\($0.terminalSafe)]" }
            ?? ""
        // The placeholder names the field; without one, the label does.
        let name = placeholder(language).isEmpty ? label?(language) ?? "" : placeholder(language)
        return ([], LinePrompt.fieldName(name) + shown + ": ")
    }

    public var acceptedAnswers: LocalizedText {
        Message.acceptsText(
            minimum: rules.minimumLength, maximum: rules.maximumLength,
            pattern: rules.pattern?.source,
            defaultValue: defaultValue)
    }

    /// The texts its validators give back as they are.
    public var answerDomain: AnswerDomain {
        .text { (try? validate($0)) == $0 }
    }

    public func answer(stored value: JSONValue) -> Answer? {
        if case .string(let text) = value { .text(text) } else { nil }
    }

    /// The text alone, as the seed's card shows the name, or after its label; a blank
    /// answer (a flow's `min_length` 0) shows `(blank)` after its label, and no line
    /// without one.
    public func cardLine(for answer: Answer, language: Language) -> String? {
        guard let text = answer.string else { return nil }
        guard let label else { return text.isEmpty ? nil : text.terminalSafe }
        let shown = text.isEmpty ? Message.cardBlank(language) : text.terminalSafe
        return AnswerLine.text(label: label, value: shown, language: language)
    }

    /// `USERNAME` alone, as the seed's card shows a missing name, or the label and `UNKNOWN`.
    public func fallbackCardLine(language: Language) -> String? {
        guard let label else { return Message.unknownName(language) }
        return AnswerLine.text(
            label: label, value: Message.unknownValue(language), language: language)
    }
}
