/// How an edit of the text field ended: the key or event that ended it.
///
/// The line editor reports it and ``InteractiveState/endEdit(_:text:cursor:keyCame:)`` acts on
/// it, so what each ending means for the session is decided once, in the pure state.
public enum LineEditEnding: Equatable, Sendable {
    /// Enter: the line is the answer.
    case accepted
    /// Shift-Tab: go back one step, the line kept as the field's draft.
    case back
    /// The person quits at once: Ctrl-C, or Ctrl-D on an empty line.
    case quit
    /// A lone Esc in emacs mode: a quit, asked about first once answers would be lost
    /// (``InteractiveState/isConfirmingQuit``); the line is kept as the field's draft.
    case escape
    /// Ctrl-Z: stop until resumed, then edit the same line again.
    case suspend
    /// The window changed size or the process was resumed: draw again, then edit on.
    case woken
    /// No key came for the edit's idle timeout.
    case idle
    /// The terminal went away.
    case endOfInput
    /// A character outside ASCII was typed where the line editor can read only ASCII (the
    /// system has no UTF-8 locale): refused, the line kept without it, for an alert to say
    /// why.
    case notASCII
}
