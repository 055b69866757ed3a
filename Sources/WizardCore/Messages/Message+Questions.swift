import WizardMessages
import WizardText

extension Message {
    // `wizard flow questions` and the messages that name questions: each chooses among plain
    // messages of po/, with no language's words here.

    /// One question as `wizard flow questions` lists it: its line number in piped input,
    /// store key, title and what an answer may be.
    public static func questionSummary(number: Int, step: Step) -> LocalizedText {
        Parts.questionSummary(
            number: number, key: step.id, title: step.title, accepts: step.kind.acceptedAnswers)
    }

    /// `parts` one after the other, in every language one of them has.
    private static func concatenated(_ parts: [LocalizedText]) -> LocalizedText {
        parts[0].combining(Array(parts.dropFirst())) { _, strings in strings.joined() }
    }

    /// What an empty line takes, after what a line may be, when it takes something.
    private static func withDefault(_ accepts: LocalizedText, _ value: LocalizedText?)
        -> LocalizedText
    {
        value.map { concatenated([accepts, Parts.acceptsDefault(value: $0)]) } ?? accepts
    }

    /// A text question in `wizard flow questions`: its length, pattern and default.
    public static func acceptsText(
        minimum: Int, maximum: Int, pattern: String?, defaultValue: String?
    ) -> LocalizedText {
        var parts = [
            minimum == maximum
                ? Parts.acceptsTextExactly(minimum: minimum, maximum: maximum)
                : Parts.acceptsText(minimum: minimum, maximum: maximum)
        ]
        if let pattern { parts.append(Parts.acceptsPattern(pattern: pattern)) }
        return withDefault(
            concatenated(parts), defaultValue.map { LocalizedText(english: $0.terminalSafe) })
    }

    /// A secret in `wizard flow questions`: its length and pattern, whether it is typed
    /// twice, and what the store keeps of it; never a default.
    public static func acceptsSecret(
        minimum: Int, maximum: Int, pattern: String?, twice: Bool, keep: SecretQuestion.Keep
    ) -> LocalizedText {
        var parts = [Parts.acceptsSecret(minimum: minimum, maximum: maximum)]
        if let pattern { parts.append(Parts.acceptsPattern(pattern: pattern)) }
        if twice { parts.append(Parts.acceptsSecretTwice) }
        switch keep {
        case .hash: parts.append(Parts.acceptsSecretHashed)
        case .plain: parts.append(Parts.acceptsSecretPlain)
        case .none: parts.append(Parts.acceptsSecretNotKept)
        }
        return concatenated(parts)
    }

    /// A slider in `wizard flow questions`: its range, step and default.
    public static func acceptsNumber(in range: ClosedRange<Int>, step: Int, defaultValue: Int)
        -> LocalizedText
    {
        let (lower, upper) = (range.lowerBound, range.upperBound)
        return step == 1
            ? Parts.acceptsNumber(lower: lower, upper: upper, defaultValue: defaultValue)
            : Parts.acceptsNumberInSteps(
                lower: lower, upper: upper, step: step, defaultValue: defaultValue)
    }

    /// A picker in `wizard flow questions`: its values, or their numbers, and its default.
    public static func acceptsChoice(values: [String], defaultValue: String?, byValue: Bool = false)
        -> LocalizedText
    {
        withDefault(
            byValue
                ? Parts.acceptsChoiceByValue(values: values, count: values.count)
                : Parts.acceptsChoice(values: values, count: values.count),
            defaultValue.map { LocalizedText(english: $0) })
    }

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

    /// A confirm question in `wizard flow questions`: yes or no, and its default.
    public static func acceptsYesOrNo(defaultValue: Bool?) -> LocalizedText {
        withDefault(
            Parts.acceptsYesOrNo, defaultValue.map { LocalizedText(english: $0 ? "yes" : "no") })
    }

    /// A picker's alert for a line that names none of its options: the flow's alert, then
    /// the ways to answer (``choices(count:labels:values:byValue:)``), in every language the
    /// alert or the catalogue has.
    public static func unknownChoice(
        alert: LocalizedText, count: Int, labels: [LocalizedText], values: [String],
        byValue: Bool = false
    ) -> LocalizedText {
        let hint = choices(count: count, labels: labels, values: values, byValue: byValue)
        return alert.combining([hint]) { _, strings in strings.joined(separator: " ") }
    }

    /// One question named in a message: `name (What's your name?)`.
    public static func questionReference(_ step: Step) -> LocalizedText {
        Parts.questionReference(key: step.id, title: step.title)
    }

    /// Input ended under `--defaults` while `questions`, which have no default, were left.
    public static func noDefaults(_ questions: [Step]) -> LocalizedText {
        Parts.noDefaults(
            count: questions.count, questions: joined(questions.map(questionReference)))
    }
}
