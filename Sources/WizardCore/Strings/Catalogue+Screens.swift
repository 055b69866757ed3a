extension Catalogue {
    // MARK: Buttons a flow gets unless it names its own

    // MARK: Validation alerts shared by every flow

    /// A text answer over the absolute bounds in bytes or scalars.
    public static func answerTooLarge(bytes: Int, scalars: Int) -> LocalizedText {
        localized { $0.answerTooLarge(bytes: bytes, scalars: scalars) }
    }

    /// The slider's alert; a step other than 1 is named.
    public static func wholeNumber(in range: ClosedRange<Int>, step: Int = 1) -> LocalizedText {
        localized { $0.wholeNumber(in: range, step: step) }
    }

    /// How a picker may be answered in a line: by number, or by one of the options (their
    /// labels in the reader's language, and their stored values), listed when there are few
    /// enough to read.
    public static func choices(count: Int, labels: [LocalizedText], values: [String])
        -> LocalizedText
    {
        localized(embeddingAll: labels) { messages, language in
            messages.choices(count: count, labels: labels.map { $0(language) }, values: values)
        }
    }

    // MARK: The profile card

    // MARK: Line-by-line prompts (plain mode)

    /// The slider's range and the value an empty line takes.
    public static func sliderPrompt(range: ClosedRange<Int>, step: Int = 1, defaultValue: Int)
        -> LocalizedText
    {
        localized { $0.sliderPrompt(range: range, step: step, defaultValue: defaultValue) }
    }

    /// The numbers of the options, and the option an empty line takes, if any, in the
    /// reader's language.
    public static func pickerPrompt(count: Int, defaultLabel: LocalizedText?) -> LocalizedText {
        guard let defaultLabel else {
            return localized { $0.pickerPrompt(count: count, defaultLabel: nil) }
        }
        return localized(embedding: defaultLabel) {
            $0.pickerPrompt(count: count, defaultLabel: defaultLabel($1))
        }
    }

    public static func confirmPrompt(defaultValue: Bool?) -> LocalizedText {
        localized { $0.confirmPrompt(defaultValue: defaultValue) }
    }

    // MARK: Key hints on the interactive screens

    // MARK: The step indicator's percent style

    // MARK: Multi-select questions

    public static func tooFewChoices(minimum: Int) -> LocalizedText {
        localized { $0.tooFewChoices(minimum: minimum) }
    }

    public static func tooManyChoices(maximum: Int) -> LocalizedText {
        localized { $0.tooManyChoices(maximum: maximum) }
    }

    /// A part of a line that names no option (already terminal-safe), and how to answer.
    public static func unknownChoiceAmong(_ part: String, count: Int, values: [String])
        -> LocalizedText
    {
        localized { $0.unknownChoiceAmong(part, count: count, values: values) }
    }

    /// The plain-mode prompt: the options' numbers, and the labels an empty line chooses.
    public static func multiSelectPrompt(count: Int, defaultLabels: [String]?) -> LocalizedText {
        localized { $0.multiSelectPrompt(count: count, defaultLabels: defaultLabels) }
    }

    // MARK: Confirm questions

}
