/// What the interactive screen keeps for one step while a person is on it (a slider's
/// value, a picker's choice, a field's text, a tour's page), and how it reacts to keys and
/// draws itself. ``InteractiveState`` keeps one per step, made by ``StepKind/makeEdit(stored:)``.
public protocol StepEdit: Sendable {
    /// Applies a key that is not one of the screen's own (quit, back, redraw, suspend).
    mutating func update(with key: Key, language: Language) -> EditOutcome

    /// What Enter submits to the session, or why it cannot yet (a picker with no choice).
    func reply() throws(ValidationError) -> Reply

    /// Takes Enter: what it submits (``reply()``, the default), or `nil` while the edit
    /// wants more first, having changed what it shows (a confirmed secret's first entry,
    /// after which it asks for the second). A refusal may change the edit too (two entries
    /// that differ are both asked again).
    mutating func submission() throws(ValidationError) -> Reply?

    /// The step's content under the step indicator: its title, control and text.
    func content(of step: Step, on screen: StepScreen, language: Language) -> StepContent

    /// The key hints of the step's own keys, shown after Enter's and before back and quit.
    func keyHints(language: Language) -> [String]

    /// Whether the bottom button (and Enter's hint) shows: a paged tour shows it on its
    /// last page only.
    var showsButton: Bool { get }

    /// Whether the step waits on a clock as well as on keys (a running progress tour).
    var isTimed: Bool { get }

    /// Lets the step's clock run to `time` (seconds on a monotonic clock); returns whether
    /// anything shown changed.
    mutating func tick(at time: Double) -> Bool

    /// Forgets the clock's last reading, so that time spent away does not count.
    mutating func restartClock()
}

extension StepEdit {
    public mutating func submission() throws(ValidationError) -> Reply? { try reply() }
    public var showsButton: Bool { true }
    public var isTimed: Bool { false }
    public mutating func tick(at time: Double) -> Bool { false }
    public mutating func restartClock() {}
}

/// What a key did to a step's edit state.
public enum EditOutcome: Sendable, Equatable {
    /// Not a key of this step.
    case ignored
    /// Something shown changed.
    case changed
    /// The key presses the button: submit the step's ``StepEdit/reply()``.
    case submit
    /// The key gave a value the step refuses (a typed number out of range): show the
    /// refusal's alert and ring the bell.
    case refused(ValidationError)
}

/// A step's content lines, and the row among them of a line-edited field, if any (a field
/// row is never cut to fit the terminal's height), with the placeholder shown in it while
/// it is empty.
public struct StepContent: Sendable {
    public var lines: [Line]
    public var fieldRow: Int?
    public var placeholder: String?
    /// A row that stays in view when the content scrolls on a short terminal (a picker's
    /// choice); the field's row always does.
    public var focusRow: Int?

    public init(
        lines: [Line], fieldRow: Int? = nil, placeholder: String? = nil, focusRow: Int? = nil
    ) {
        self.lines = lines
        self.fieldRow = fieldRow
        self.placeholder = placeholder
        self.focusRow = focusRow
    }
}

/// The edit state of a line-edited step (``StepKind/isLineEdited``): the line the line
/// editor starts from, kept when the person leaves the field.
public protocol LineEdit: StepEdit {
    var line: String { get set }
}
