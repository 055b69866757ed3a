import WizardMessages
import WizardText

extension Message {
    // The messages of the question screens and prompts whose words depend on their values:
    // each chooses among plain messages of po/ (`parts.`), with no language's words here.

    /// A text answer over the absolute bounds in bytes or scalars.
    public static func answerTooLarge(bytes: Int, scalars: Int) -> LocalizedText {
        Parts.answerTooLarge(
            bytes: Count.bytes(bytes), points: Count.unicodeCodePoints(scalars))
    }

    /// The slider's alert; a step other than 1 is named.
    public static func wholeNumber(in range: ClosedRange<Int>, step: Int = 1) -> LocalizedText {
        let (lower, upper) = (range.lowerBound, range.upperBound)
        return step == 1
            ? Parts.wholeNumber(lower: lower, upper: upper)
            : Parts.wholeNumberInSteps(lower: lower, upper: upper, step: step)
    }

    /// How a picker may be answered in a line: by number, or by one of the options (their
    /// labels in the reader's language, and their stored values), listed when there are few
    /// enough to read (ten at most); `byValue`, for options listed by value
    /// (``PickerQuestion/listsByValue``), names no numbers.
    public static func choices(
        count: Int, labels: [LocalizedText], values: [String], byValue: Bool = false
    ) -> LocalizedText {
        if byValue {
            guard values.count <= 10 else { return Parts.choicesByValueUnlisted }
            return Parts.choicesByValue(labels: joined(labels), values: values)
        }
        let numbers =
            switch count {
            case 1: Parts.choicesOne
            case 2: Parts.choicesTwo
            default: Parts.choicesMany(count: count)
            }
        guard values.count <= 10 else { return Parts.choicesUnlisted(numbers: numbers) }
        let labelList = joined(labels)
        let listed = Parts.choicesListed(numbers: numbers, labels: labelList, values: values)
        let asLabels = Parts.choicesListedAsLabels(
            numbers: numbers, labels: labelList, values: values)
        // Each language names the values only where its labels are other words.
        let storedWords = Set(values.map { $0.lowercased() })
        return labelList.combining([listed, asLabels]) { language, strings in
            let labelWords = Set(labels.map { $0(language).lowercased() })
            return labelWords == storedWords ? strings[2] : strings[1]
        }
    }

    /// `texts` joined by `, ` in every language one of them has.
    static func joined(_ texts: [LocalizedText]) -> LocalizedText {
        guard let first = texts.first else { return LocalizedText(english: "") }
        return first.combining(Array(texts.dropFirst())) { _, strings in
            strings.joined(separator: ", ")
        }
    }

    /// The slider's range and the value an empty line takes.
    public static func sliderPrompt(range: ClosedRange<Int>, step: Int = 1, defaultValue: Int)
        -> LocalizedText
    {
        let (lower, upper) = (range.lowerBound, range.upperBound)
        return step == 1
            ? Parts.sliderPrompt(lower: lower, upper: upper, defaultValue: defaultValue)
            : Parts.sliderPromptInSteps(
                lower: lower, upper: upper, step: step, defaultValue: defaultValue)
    }

    /// The numbers of the options, and the option an empty line takes, if any, in the
    /// reader's language.
    public static func pickerPrompt(
        count: Int, defaultLabel: LocalizedText?, byValue: Bool = false
    ) -> LocalizedText {
        if byValue {
            return defaultLabel.map { Parts.pickerPromptByValueWithDefault(label: $0) }
                ?? Parts.pickerPromptByValue
        }
        return defaultLabel.map { Parts.pickerPromptWithDefault(count: count, label: $0) }
            ?? Parts.pickerPrompt(count: count)
    }

    /// A yes-or-no question's prompt: `y or n`, and the label an empty line takes, if any.
    public static func confirmPrompt(defaultLabel: LocalizedText?) -> LocalizedText {
        defaultLabel.map { Parts.confirmPromptWithDefault(label: $0) } ?? Parts.confirmPrompt
    }

    public static func tooFewChoices(minimum: Int) -> LocalizedText {
        minimum == 1 ? Parts.tooFewChoicesOne : Parts.tooFewChoices(minimum: minimum)
    }

    public static func tooManyChoices(maximum: Int) -> LocalizedText {
        maximum == 1 ? Parts.tooManyChoicesOne : Parts.tooManyChoices(maximum: maximum)
    }

    /// A part of a line that names no option (already terminal-safe), and how to answer: by
    /// numbers or values, or by values alone for options listed by value.
    public static func unknownChoiceAmong(
        _ part: String, count: Int, values: [String], byValue: Bool = false
    ) -> LocalizedText {
        if byValue {
            return values.count <= 10
                ? Parts.unknownChoiceAmongByValue(part, values: values)
                : Parts.unknownChoiceAmongByValueUnlisted(part)
        }
        return values.count <= 10
            ? Parts.unknownChoiceAmong(part, count: count, values: values)
            : Parts.unknownChoiceAmongUnlisted(part, count: count)
    }

    /// The plain-mode prompt: the options' numbers (or values, `byValue`), and the labels an
    /// empty line chooses.
    public static func multiSelectPrompt(
        count: Int, defaultLabels: [String]?, byValue: Bool = false
    ) -> LocalizedText {
        guard let defaultLabels else {
            return byValue ? Parts.multiSelectPromptByValue : Parts.multiSelectPrompt(count: count)
        }
        let chosen =
            defaultLabels.isEmpty
            ? noChoices : LocalizedText(english: defaultLabels.joined(separator: ", "))
        return byValue
            ? Parts.multiSelectPromptByValueWithDefault(chosen: chosen)
            : Parts.multiSelectPromptWithDefault(count: count, chosen: chosen)
    }
}
