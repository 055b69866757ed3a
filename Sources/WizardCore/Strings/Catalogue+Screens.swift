extension Catalogue {
    // MARK: Buttons a flow gets unless it names its own

    public static let next = localized { $0.next }
    public static let getStarted = localized { $0.getStarted }

    // MARK: Validation alerts shared by every flow

    public static func tooShort(minimum: Int) -> LocalizedText {
        localized { $0.tooShort(minimum: minimum) }
    }

    public static let choiceRequired = localized { $0.choiceRequired }

    public static func tooLong(maximum: Int) -> LocalizedText {
        localized { $0.tooLong(maximum: maximum) }
    }

    public static let forbiddenCharacter = localized { $0.forbiddenCharacter }

    /// A text answer over the absolute bounds in bytes or scalars.
    public static func answerTooLarge(bytes: Int, scalars: Int) -> LocalizedText {
        localized { $0.answerTooLarge(bytes: bytes, scalars: scalars) }
    }

    /// A character of a text answer built from too many scalars (stacked marks).
    public static func overloadedCharacter(scalars: Int) -> LocalizedText {
        localized { $0.overloadedCharacter(scalars: scalars) }
    }

    public static let invisibleCharacter = localized { $0.invisibleCharacter }
    public static let nothingVisible = localized { $0.nothingVisible }

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

    /// A confirm question's alert for an answer that is neither yes nor no.
    public static func yesOrNo(yes: LocalizedText, no: LocalizedText) -> LocalizedText {
        localized(embedding: yes, no) { $0.yesOrNo(yes: yes($1), no: no($1)) }
    }

    /// A text that does not match its pattern, for a pattern without its own alert.
    public static let notInForm = localized { $0.notInForm }

    // MARK: The profile card

    /// One labelled line of the card: `Age: 30` / `나이 : 30세` as in the seed's ProfileView.
    public static func cardLine(label: LocalizedText, value: String) -> LocalizedText {
        localized(embedding: label) { $0.cardLine(label: label($1), value: value) }
    }

    // MARK: Line-by-line prompts (plain mode)

    /// Shown under an info page: the page's button and the key that presses it.
    public static func pressEnter(button: LocalizedText) -> LocalizedText {
        localized(embedding: button) { $0.pressEnter(button: button($1)) }
    }

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

    public static func hintEnter(button: LocalizedText) -> LocalizedText {
        localized(embedding: button) { $0.hintEnter(button: button($1)) }
    }

    public static let hintSlider = localized { $0.hintSlider }
    public static let hintPicker = localized { $0.hintPicker }
    public static let hintBack = localized { $0.hintBack }
    /// Quitting, when Esc quits on every screen (the text field's keys are emacs's).
    public static let hintQuitEscape = localized { $0.hintQuitEscape }
    /// Quitting, when the text field's Esc is vi's own: Ctrl-C quits everywhere.
    public static let hintQuitControlC = localized { $0.hintQuitControlC }
    public static let hintConfirm = localized { $0.hintConfirm }
    public static let hintPages = localized { $0.hintPages }
    public static let hintPause = localized { $0.hintPause }
    public static let hintResume = localized { $0.hintResume }
    public static let hintSkip = localized { $0.hintSkip }
    public static let hintScroll = localized { $0.hintScroll }
    public static let paused = localized { $0.paused }

    // MARK: The step indicator's percent style

    /// `40 % To Complete`.
    public static func percentComplete(_ percent: Int) -> LocalizedText {
        localized { $0.percentComplete(percent) }
    }

    /// `3 min left`, beside the clock.
    public static func timeLeft(minutes: Int) -> LocalizedText {
        localized { $0.timeLeft(minutes: minutes) }
    }

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

    /// A multi-select's title with how many options are chosen.
    public static func chosenCount(title: String, _ count: Int) -> LocalizedText {
        localized { $0.chosenCount(title: title, count) }
    }

    public static let hintMultiSelect = localized { $0.hintMultiSelect }
    public static let noChoices = localized { $0.noChoices }

    // MARK: Confirm questions

    public static let yes = localized { $0.yes }
    public static let no = localized { $0.no }
}
