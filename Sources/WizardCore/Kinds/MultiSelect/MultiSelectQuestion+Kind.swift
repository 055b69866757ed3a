import WizardMessages
import WizardText

/// The multi-select kind in every frontend: numbers, values or labels separated by commas
/// answer it in a line, a list with check boxes at a terminal, and it is stored as an
/// array of the chosen values.
extension MultiSelectQuestion: QuestionKind {
    public static let formatName = "multiselect"

    public var isLineEdited: Bool { false }

    /// Its options, to a later step that takes them from its answer: those chosen. Only a
    /// multi-select that must choose one (its declared `min`, before a source cut it) can
    /// feed a list.
    public var offeredOptions: OfferedOptions? {
        OfferedOptions(all: options, alwaysChoosesOne: declaredMinimum >= 1)
    }

    public func answer(validating line: String) throws(Refusal) -> Answer {
        .choices(try validate(line: line))
    }

    public var declaredDefault: Answer? { defaultValues.map(Answer.choices) }

    /// The list with the stored choices checked, else the default's.
    public func makeEdit(stored: Answer?, language: Language) -> any StepEdit {
        MultiSelectEdit(
            question: self, chosen: positions(of: stored?.strings ?? defaultValues ?? []),
            language: language)
    }

    /// The options as a numbered list, or listed by value when a value is also another
    /// option's number (``listsByValue``), or past ``PickerQuestion/lookUpListLimit`` how many
    /// there are and how to find them (``lookUp(typed:language:)``); the prompt names what an empty line chooses: the
    /// stored choices, else the default, else none when none may be chosen.
    public func linePrompt(for step: Step, stored: Answer?, language: Language) -> (
        introduction: [String], prompt: String
    ) {
        let byValue = listsByValue
        let list =
            options.count > PickerQuestion.lookUpListLimit
            ? [Message.longList(options.count)(language)]
            : picker.listLines(options.indices, language: language)
        let empty = stored?.strings ?? defaultValues ?? (minimum == 0 ? [] : nil)
        let labels = empty.map { values in
            options.filter { values.contains($0.value) }.map { $0.label(language) }
        }
        let prompt = Message.multiSelectPrompt(
            count: options.count, defaultLabels: labels, byValue: byValue)
        return (list, prompt(language))
    }

    public var acceptedAnswers: LocalizedText {
        if let optionSource { return Message.Answers.choicesFrom(optionSource.name) }
        return Message.acceptsChoices(
            values: options.map(\.value), count: minimum...maximum,
            defaultValues: defaultValues ?? (minimum == 0 ? [] : nil), byValue: listsByValue)
    }

    public func answer(stored value: JSONValue) -> Answer? {
        let answer = Answer(value)
        return answer.strings.map { .choices($0) }
    }

    public var answerDomain: AnswerDomain {
        .someOf(options.map(\.value), count: minimum...maximum)
    }

    /// Lists of strings: asked when the store is read, without making ``answerDomain``'s
    /// list.
    public var storedType: JSONType? { .stringArray }

    /// A list of strings as the values chosen (`-` for none), or one string as the line
    /// typed.
    public func line(fromAnswersFile value: JSONNode.Value) -> String? {
        switch value {
        case .string(let line): return line
        case .array(let elements):
            var values: [String] = []
            for element in elements {
                guard case .string(let value) = element.value else { return nil }
                values.append(value)
            }
            return values.isEmpty ? Self.noneLine : values.joined(separator: ", ")
        case .object, .integer, .fraction, .bool, .null:
            return nil
        }
    }

    /// `Extras: Docker, GitHub CLI`, or that none were chosen; a value no option has is
    /// shown as it is.
    public func cardLine(for answer: Answer, language: Language) -> String? {
        guard let values = answer.strings else { return nil }
        let shown = values.map { value in
            options.first { $0.value == value }?.label(language) ?? value.terminalSafe
        }
        let text = shown.isEmpty ? Message.noChoices(language) : shown.joined(separator: ", ")
        return AnswerLine.text(label: label, value: text, language: language)
    }

    /// `Extras: UNKNOWN`, as a picker without an answer shows.
    public func fallbackCardLine(language: Language) -> String? {
        AnswerLine.text(label: label, value: Message.unknownValue(language), language: language)
    }
}
