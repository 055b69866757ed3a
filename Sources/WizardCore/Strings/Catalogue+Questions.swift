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

    /// The first line of `wizard flow questions`.
    public static let questionsHeading = localized { $0.questionsHeading }

    /// `wizard flow questions` for a flow of info pages only.
    public static let noQuestions = localized { $0.noQuestions }

    // MARK: What a line may be, by kind

    /// An info page in `wizard flow questions`.
    public static let acceptsNothing = localized { $0.acceptsNothing }

    /// A text question in `wizard flow questions`: its length and pattern.
    public static func acceptsText(minimum: Int, maximum: Int, pattern: String?) -> LocalizedText {
        localized { $0.acceptsText(minimum: minimum, maximum: maximum, pattern: pattern) }
    }

    /// A slider in `wizard flow questions`: its range, step and default.
    public static func acceptsNumber(in range: ClosedRange<Int>, step: Int, defaultValue: Int)
        -> LocalizedText
    {
        localized { $0.acceptsNumber(in: range, step: step, defaultValue: defaultValue) }
    }

    /// A picker in `wizard flow questions`: its values, or their numbers.
    public static func acceptsChoice(values: [String]) -> LocalizedText {
        localized { $0.acceptsChoice(values: values) }
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
        let hint = choices(count: count, labels: labels, values: values)
        return alert.combining([hint]) { _, strings in strings.joined(separator: " ") }
    }
}
