import WizardText

/// What the interactive screen keeps for one step while a person is on it (a slider's
/// value, a picker's choice, a field's text, a tour's page), and how it reacts to keys and
/// draws itself. ``InteractiveState`` keeps one per step, made in the run's language by
/// ``StepKind/makeEdit(stored:language:)``: an edit whose keys depend on the language (a
/// list's labels, confirm's one-letter words) keeps it from there; what it draws is in the
/// language of the screen it draws on (``StepScreen/language``).
public protocol StepEdit: Sendable {
    /// Applies a key that is not one of the screen's own (quit, back, redraw, suspend).
    mutating func update(with key: Key) -> EditOutcome

    /// Takes Esc before it quits: returns whether the edit undid something of its own with
    /// it (a list's filter cleared), in which case the run goes on. `false` (the default):
    /// Esc quits.
    mutating func cancel() -> Bool

    /// What Enter submits to the session, or why it cannot yet (a picker with no choice).
    func reply() throws(ValidationError) -> Reply

    /// Takes Enter: what it submits (``reply()``, the default), or `nil` while the edit
    /// wants more first, having changed what it shows (a confirmed secret's first entry,
    /// after which it asks for the second). A refusal may change the edit too (two entries
    /// that differ are both asked again).
    mutating func submission() throws(ValidationError) -> Reply?

    /// The step's content under the step indicator: its title, control and text, in the
    /// screen's language and within its width.
    func content(of step: Step, on screen: StepScreen) -> StepContent

    /// The key hints of the step's own keys in the screen's language, shown after Enter's
    /// and before back and quit.
    func keyHints(on screen: StepScreen) -> [String]

    /// Whether the bottom button (and Enter's hint) shows: a paged tour shows it on its
    /// last page only.
    var showsButton: Bool { get }

    /// Whether Esc may clear something of the step (a long list's filter, ``cancel()``)
    /// rather than quit, as its key hints then say: the screen names Ctrl-C to quit instead
    /// of Esc, so that no two hints give Esc two meanings.
    var escapeClears: Bool { get }

    /// Whether the step waits on a clock as well as on keys (a running progress tour).
    var isTimed: Bool { get }

    /// Lets the step's clock run to `time` (seconds on a monotonic clock); returns whether
    /// anything shown changed.
    mutating func tick(at time: Double) -> Bool

    /// Forgets the clock's last reading, so that time spent away does not count.
    mutating func restartClock()

    /// The person leaves the step (Enter, Shift-Tab, the time running out): forgets what
    /// was half typed there (a slider's digits), so that coming back starts clean.
    mutating func leave()

    /// The person said no to keeping the answer a soft check warned about (``KeepAnyway``):
    /// what becomes of it in the edit. By default nothing, so that a text field shows the
    /// answer again to be corrected; a secret, which cannot be read back to correct, is
    /// emptied and asked again from its first entry.
    mutating func warningDeclined()

    /// Which keys scroll the step's content when it is taller than the terminal: those the
    /// step leaves to the screen (``ScrollKeys/arrows``, the default, for a page that
    /// takes no arrows).
    var scrollKeys: ScrollKeys { get }
}

extension StepEdit {
    public mutating func submission() throws(ValidationError) -> Reply? { try reply() }
    public mutating func cancel() -> Bool { false }
    public var showsButton: Bool { true }
    public var escapeClears: Bool { false }
    public var scrollKeys: ScrollKeys { .arrows }
    public var isTimed: Bool { false }
    public mutating func tick(at time: Double) -> Bool { false }
    public mutating func restartClock() {}
    public mutating func leave() {}
    public mutating func warningDeclined() {}
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
    /// The title's last row (a title wraps), under which the screen puts the step's
    /// description (``StepScreen/describing(_:step:)``): the first, unless the
    /// title takes more rows or an icon is above it.
    public var titleRow: Int
    /// The rows of a question's description, once the screen has put it in: on a terminal
    /// too short for the whole step they scroll on their own, the title and the control
    /// staying in view. `nil` for a step without one, and for a page, which scrolls whole.
    public var descriptionRows: Range<Int>?
    /// How many options a long list shows in its window, `nil` for a step without one:
    /// on a terminal too short for the step and its key hints, the screen lays the step out
    /// again with fewer (``StepScreen/optionWindowLimit``), so that the list gives up rows
    /// before the hints do.
    public var listWindow: Int?

    public init(
        lines: [Line], fieldRow: Int? = nil, placeholder: String? = nil, focusRow: Int? = nil,
        titleRow: Int = 0, listWindow: Int? = nil
    ) {
        self.listWindow = listWindow
        self.lines = lines
        self.fieldRow = fieldRow
        self.placeholder = placeholder
        self.focusRow = focusRow
        self.titleRow = titleRow
    }
}

/// The keys that scroll a step's content taller than the terminal, by the keys the step
/// leaves to the screen.
public enum ScrollKeys: Sendable, Equatable {
    /// ↑/↓ a row, PgUp/PgDn five rows, Home/End to the ends: a page.
    case arrows
    /// PgUp/PgDn five rows: a list whose arrows and Home/End move its choice.
    case pages
    /// None: a step that takes every one of them (a slider, a text field's line editor).
    case none

    /// The offset `key` scrolls to from `offset`, within `0...limit`; `nil` for a key that
    /// does not scroll.
    public func offset(for key: Key, from offset: Int, limit: Int) -> Int? {
        let wanted: Int
        switch (self, key) {
        case (.arrows, .up): wanted = offset - 1
        case (.arrows, .down): wanted = offset + 1
        case (.arrows, .home): wanted = 0
        case (.arrows, .end): wanted = limit
        case (.arrows, .pageUp), (.pages, .pageUp): wanted = offset - 5
        case (.arrows, .pageDown), (.pages, .pageDown): wanted = offset + 5
        default: return nil
        }
        return min(max(wanted, 0), limit)
    }
}

/// The edit state of a line-edited step (``StepKind/isLineEdited``): the line the line
/// editor starts from, kept when the person leaves the field.
public protocol LineEdit: StepEdit {
    var line: String { get set }
}
