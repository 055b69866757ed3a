import WizardCore

/// Edits the text field of the interactive screens: one line, one row high, drawn where
/// the cursor is. ``ReadlineEditor`` is the real one (GNU readline); tests give the loop a
/// scripted stand-in.
public protocol LineEditor: AnyObject {
    /// Edits one line starting as `prefill`, after `prompt`, with the cursor `cursor`
    /// characters into it (`nil`: at its end).
    ///
    /// Keys readline would not report end the edit with their outcome: Enter, Shift-Tab,
    /// Ctrl-C, a lone Esc (in emacs mode) and Ctrl-D on an empty line (all three quit),
    /// Ctrl-Z, a resize or resume. `typeahead` is read before the terminal: bytes typed
    /// before the field opened.
    /// `firstKeyOutput` is written to the terminal when the first key arrives (to erase an
    /// alert below the field). `placeholder` shows dimmed after the prompt whenever the
    /// line is empty (from the start, and again when it is emptied); empty for none. With an
    /// `idleTimeout`, the edit ends with ``LineEditOutcome/idle(_:)`` once that many seconds
    /// pass without a key. `echo` is how the line shows (the step kind's
    /// ``AnswerExposure/echo``).
    func edit(
        prompt: String, prefill: String, cursor: Int?, placeholder: String, typeahead: [UInt8],
        firstKeyOutput: String, idleTimeout: Double?, echo: AnswerExposure.Echo
    ) throws(InputError) -> LineEditOutcome

    /// Whether a lone Esc ends the edit as a quit (emacs keys); with vi keys it is vi's
    /// own, and only Ctrl-C (or Ctrl-D on an empty line) quits.
    var escapeQuits: Bool { get }

    /// Seconds since the last key of the last edit came, on the monotonic clock; `nil` when
    /// none came during it.
    var secondsSinceLastKey: Double? { get }

    /// Where the last edit left the cursor, so that an edit cut short (a resize, a stop)
    /// goes on where it was.
    var lastCursor: LineCursor { get }

    /// Bytes the last edit read but did not use (typed after the key that ended it); they
    /// belong to what comes next.
    func takeUnreadBytes() -> [UInt8]

    /// Remembers an accepted answer for the next run (readline's history); best effort.
    func remember(_ answer: String)
}

extension LineEditor {
    /// ``edit(prompt:prefill:cursor:placeholder:typeahead:firstKeyOutput:idleTimeout:echo:)``
    /// with no placeholder, no idle time-out, and the line shown as typed.
    public func edit(
        prompt: String, prefill: String, cursor: Int?, typeahead: [UInt8], firstKeyOutput: String
    ) throws(InputError) -> LineEditOutcome {
        try edit(
            prompt: prompt, prefill: prefill, cursor: cursor, placeholder: "",
            typeahead: typeahead, firstKeyOutput: firstKeyOutput, idleTimeout: nil,
            echo: .asTyped)
    }
}

/// The cursor of a line editor's field.
public struct LineCursor: Equatable, Sendable {
    /// Characters (grapheme clusters) of the line before the cursor.
    public var offset: Int
    /// The terminal column the cursor is drawn at, prompt included.
    public var column: Int

    public init(offset: Int, column: Int) {
        self.offset = offset
        self.column = column
    }
}

/// How an edit of the text field ended.
public enum LineEditOutcome: Equatable, Sendable {
    /// Enter: the line as typed.
    case line(String)
    /// Shift-Tab: go back one step; the text typed so far.
    case back(String)
    /// The person quits: Ctrl-C, Esc on its own in emacs mode, or Ctrl-D on an empty line.
    case quit
    /// Ctrl-Z; the text typed so far, to offer again after resuming.
    case suspend(String)
    /// The window changed size or the process was resumed; the text typed so far.
    case woken(String)
    /// No key came for the edit's idle timeout; the text typed so far.
    case idle(String)
    /// The terminal went away.
    case endOfInput
}
