/// The messages of command results, input and store errors and `wizard flow questions`
/// (part of ``Messages``). Errors are printed after `wizard: `.
public protocol CommandMessages {
    // MARK: Command results

    // MARK: Input errors

    // MARK: The profile store

    // MARK: Lost output

    // MARK: `wizard flow questions`

    /// One question: its line number in piped input, store key, title and what an answer
    /// may be (one of the `accepts…` messages).
    func questionSummary(number: Int, key: String, title: String, accepts: String) -> String
    /// A text question: its length, pattern and default.
    func acceptsText(minimum: Int, maximum: Int, pattern: String?, defaultValue: String?) -> String
    /// A slider: its range, step and default.
    func acceptsNumber(in range: ClosedRange<Int>, step: Int, defaultValue: Int) -> String
    /// A picker: its values, or their numbers, and its default.
    func acceptsChoice(values: [String], defaultValue: String?) -> String
    /// A multi-select: its values, how many, and what an empty line chooses (`nil`: nothing
    /// allowed; empty: none).
    func acceptsChoices(values: [String], count: ClosedRange<Int>, defaultValues: [String]?)
        -> String
    /// A confirm question: yes or no, and its default.
    func acceptsYesOrNo(defaultValue: Bool?) -> String
}
