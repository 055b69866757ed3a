/// The messages of the question screens and plain-mode prompts (part of ``Messages``).
public protocol ScreenMessages {
    // MARK: Buttons a flow gets unless it names its own

    var next: String { get }
    var getStarted: String { get }

    // MARK: Validation alerts shared by every flow

    func tooShort(minimum: Int) -> String
    var choiceRequired: String { get }
    func tooLong(maximum: Int) -> String
    var forbiddenCharacter: String { get }
    /// A text answer larger than `bytes` of UTF-8 or `scalars` Unicode scalars.
    func answerTooLarge(bytes: Int, scalars: Int) -> String
    /// A character made of more than `scalars` Unicode scalars: marks stacked on a letter.
    func overloadedCharacter(scalars: Int) -> String
    /// A zero-width space, filler, soft hyphen or other character that draws as nothing.
    var invisibleCharacter: String { get }
    /// An answer with no character that shows.
    var nothingVisible: String { get }
    /// The slider's alert; a step other than 1 is named.
    func wholeNumber(in range: ClosedRange<Int>, step: Int) -> String
    /// How a picker may be answered in a line: by number, or by one of the options, listed
    /// when there are few enough to read: `labels` in this language, `values` as stored.
    func choices(count: Int, labels: [String], values: [String]) -> String
    /// A confirm question's alert for an answer that is neither yes nor no.
    func yesOrNo(yes: String, no: String) -> String
    /// A text that does not match its pattern, for a pattern without its own alert.
    var notInForm: String { get }

    // MARK: The profile card and plain-mode prompts

    /// One labelled line of the card.
    func cardLine(label: String, value: String) -> String
    /// Shown under an info page: the page's button and the key that presses it.
    func pressEnter(button: String) -> String
    /// The slider's range, its step when other than 1, and the value an empty line takes.
    func sliderPrompt(range: ClosedRange<Int>, step: Int, defaultValue: Int) -> String
    /// The numbers of the options, and the label of the option an empty line takes, if any.
    func pickerPrompt(count: Int, defaultLabel: String?) -> String
    func confirmPrompt(defaultValue: Bool?) -> String

    // MARK: Key hints on the interactive screens

    func hintEnter(button: String) -> String
    var hintSlider: String { get }
    var hintPicker: String { get }
    var hintBack: String { get }
    /// Quitting, on every screen when Esc quits in the text field too (emacs keys).
    var hintQuitEscape: String { get }
    /// Quitting, on every screen when the text field's Esc is vi's own: Ctrl-C always quits.
    var hintQuitControlC: String { get }
    var hintConfirm: String { get }
    var hintPages: String { get }
    var hintPause: String { get }
    var hintResume: String { get }
    var hintSkip: String { get }
    /// On a page too long for the terminal, which scrolls.
    var hintScroll: String { get }
    var paused: String { get }

    // MARK: The step indicator's percent style (seed 002's BrogressBox)

    /// `40 % To Complete`: how much of the flow is done.
    func percentComplete(_ percent: Int) -> String
    /// Beside the clock: the minutes the steps left take, about.
    func timeLeft(minutes: Int) -> String
    // MARK: Multi-select questions

    func tooFewChoices(minimum: Int) -> String
    func tooManyChoices(maximum: Int) -> String
    /// A part of a line that names no option, and how to answer.
    func unknownChoiceAmong(_ part: String, count: Int, values: [String]) -> String
    /// The numbers of the options and what an empty line chooses: `nil` for nothing
    /// allowed, an empty list for none.
    func multiSelectPrompt(count: Int, defaultLabels: [String]?) -> String
    /// The title with how many options are chosen.
    func chosenCount(title: String, _ count: Int) -> String
    var hintMultiSelect: String { get }
    /// No option chosen, on the card.
    var noChoices: String { get }

    // MARK: Confirm questions

    var yes: String { get }
    var no: String { get }
}
