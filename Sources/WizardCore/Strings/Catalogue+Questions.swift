extension Catalogue {
    // MARK: `wizard flow questions`

    /// One question as `wizard flow questions` lists it: its line number in piped input,
    /// store key, title and what an answer may be.
    public static func questionSummary(number: Int, step: Step) -> LocalizedText {
        let accepts = step.kind.acceptedAnswers
        return localized(embedding: step.title, accepts) {
            $0.questionSummary(
                number: number, key: step.id, title: step.title($1), accepts: accepts($1))
        }
    }

    // MARK: What a line may be, by kind

    /// A text question in `wizard flow questions`: its length, pattern and default.
    public static func acceptsText(
        minimum: Int, maximum: Int, pattern: String?, defaultValue: String?
    ) -> LocalizedText {
        localized {
            $0.acceptsText(
                minimum: minimum, maximum: maximum, pattern: pattern,
                defaultValue: defaultValue?.terminalSafe)
        }
    }

    /// A slider in `wizard flow questions`: its range, step and default.
    public static func acceptsNumber(in range: ClosedRange<Int>, step: Int, defaultValue: Int)
        -> LocalizedText
    {
        localized { $0.acceptsNumber(in: range, step: step, defaultValue: defaultValue) }
    }

    /// A picker in `wizard flow questions`: its values, or their numbers, and its default.
    public static func acceptsChoice(values: [String], defaultValue: String?) -> LocalizedText {
        localized { $0.acceptsChoice(values: values, defaultValue: defaultValue) }
    }

    /// A multi-select in `wizard flow questions`: its values, how many, and what an empty
    /// line chooses.
    public static func acceptsChoices(
        values: [String], count: ClosedRange<Int>, defaultValues: [String]?
    ) -> LocalizedText {
        localized { $0.acceptsChoices(values: values, count: count, defaultValues: defaultValues) }
    }

    /// A confirm question in `wizard flow questions`: yes or no, and its default.
    public static func acceptsYesOrNo(defaultValue: Bool?) -> LocalizedText {
        localized { $0.acceptsYesOrNo(defaultValue: defaultValue) }
    }

    // MARK: Refused choices

    /// A picker's alert for a line that names none of its options: the flow's alert, then
    /// the ways to answer, in every language the alert or the catalogue has.
    public static func unknownChoice(
        alert: LocalizedText, count: Int, labels: [LocalizedText], values: [String]
    ) -> LocalizedText {
        let hint = Message.choices(count: count, labels: labels, values: values)
        return alert.combining([hint]) { _, strings in strings.joined(separator: " ") }
    }
}
