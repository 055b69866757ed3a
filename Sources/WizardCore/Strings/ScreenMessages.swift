/// The messages of the question screens and plain-mode prompts (part of ``Messages``).
public protocol ScreenMessages {
    // MARK: Buttons a flow gets unless it names its own

    // MARK: Validation alerts shared by every flow

    /// A text answer larger than `bytes` of UTF-8 or `scalars` Unicode scalars.
    func answerTooLarge(bytes: Int, scalars: Int) -> String
    /// The slider's alert; a step other than 1 is named.
    func wholeNumber(in range: ClosedRange<Int>, step: Int) -> String
    /// How a picker may be answered in a line: by number, or by one of the options, listed
    /// when there are few enough to read: `labels` in this language, `values` as stored.
    func choices(count: Int, labels: [String], values: [String]) -> String

    // MARK: The profile card and plain-mode prompts

    /// The slider's range, its step when other than 1, and the value an empty line takes.
    func sliderPrompt(range: ClosedRange<Int>, step: Int, defaultValue: Int) -> String
    /// The numbers of the options, and the label of the option an empty line takes, if any.
    func pickerPrompt(count: Int, defaultLabel: String?) -> String
    func confirmPrompt(defaultValue: Bool?) -> String

    // MARK: Key hints on the interactive screens

    // MARK: The step indicator's percent style (seed 002's BrogressBox)

    // MARK: Multi-select questions

    func tooFewChoices(minimum: Int) -> String
    func tooManyChoices(maximum: Int) -> String
    /// A part of a line that names no option, and how to answer.
    func unknownChoiceAmong(_ part: String, count: Int, values: [String]) -> String
    /// The numbers of the options and what an empty line chooses: `nil` for nothing
    /// allowed, an empty list for none.
    func multiSelectPrompt(count: Int, defaultLabels: [String]?) -> String

    // MARK: Confirm questions

}
