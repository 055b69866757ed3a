/// How a box ended: the button pressed, with what the box held then, or Esc.
///
/// The frontends make one from a session (``BoxCommand/outcome(after:)``), from a piped
/// line (``BoxLineAnswering``), or themselves when the person presses a button the session
/// does not know (Cancel, Extra, Help) or Esc; ``BoxCommand/result(of:)`` turns it into
/// what the program writes and its status.
public struct BoxOutcome: Sendable, Equatable {
    /// What ended the box.
    public enum Ending: Sendable, Equatable {
        /// A button was pressed (Enter on it, its key, or its label typed).
        case pressed(BoxButton)
        /// Esc, quitting, or input ending: status 255.
        case escaped
    }

    public let ending: Ending
    /// What the box held when it ended, as the program writes it back: a menu's or
    /// radiolist's chosen tag (none when a radiolist has none on), a checklist's tags on,
    /// in the items' order, an input box's text, a range box's number, a form's editable
    /// fields' texts in order; empty for a box that holds nothing (a message, a yes/no).
    public let values: [String]
    /// The item (or form field) the cursor was on, by its place among the box's items:
    /// what dialog's Help button writes; `nil` for a box without a list.
    public let currentIndex: Int?

    public init(_ ending: Ending, values: [String] = [], currentIndex: Int? = nil) {
        self.ending = ending
        self.values = values
        self.currentIndex = currentIndex
    }

    /// Esc, or the person quit: nothing written, status 255.
    public static let escaped = BoxOutcome(.escaped)
}

/// What a program does once its box has ended: the bytes it writes (as text, maybe
/// empty), where, and the status it exits with.
public struct BoxResult: Sendable, Equatable {
    /// Written as is, with no line feed added: whiptail and dialog write none after a
    /// menu's tag or an input's text (`x=$(whiptail … 3>&1 1>&2 2>&3)`).
    public let output: String
    public let destination: BoxOutput
    public let status: Int

    public init(output: String, destination: BoxOutput, status: Int) {
        self.output = output
        self.destination = destination
        self.status = status
    }
}
