import WizardMessages
import WizardText

extension Message {
    // The multi-select's messages whose words depend on their values: each chooses among
    // plain messages of po/, with no language's words here.

    /// A multi-select in `wizard flow questions`: its values, how many, and what an empty
    /// line chooses (`nil`: nothing allowed; empty: none).
    public static func acceptsChoices(
        values: [String], count: ClosedRange<Int>, defaultValues: [String]?, byValue: Bool = false
    ) -> LocalizedText {
        let (lower, upper) = (count.lowerBound, count.upperBound)
        var parts = [
            byValue
                ? Parts.acceptsChoicesByValue(
                    lower: lower, upper: upper, values: values, count: values.count)
                : Parts.acceptsChoices(
                    lower: lower, upper: upper, values: values, count: values.count)
        ]
        if count.lowerBound == 0 { parts.append(Parts.acceptsNone) }
        let empty = defaultValues.map {
            $0.isEmpty ? noChoices : LocalizedText(english: $0.joined(separator: ", "))
        }
        return withDefault(concatenated(parts), empty)
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
