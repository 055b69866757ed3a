/// Edits the text field of the interactive screens: one line, one row high, drawn where
/// the cursor is. ``ReadlineEditor`` is the real one (GNU readline); tests give the loop a
/// scripted stand-in.
public protocol LineEditor: AnyObject {
    /// Edits one line starting as `prefill`, after `prompt`.
    ///
    /// Keys readline would not report end the edit with their outcome: Enter, Shift-Tab,
    /// Ctrl-C, a lone Esc (in emacs mode), Ctrl-Z, a resize or resume, Ctrl-D on an empty
    /// line. `typeahead` is read before the terminal: bytes typed before the field opened.
    /// `firstKeyOutput` is written to the terminal when the first key arrives (to erase an
    /// alert below the field).
    func edit(prompt: String, prefill: String, typeahead: [UInt8], firstKeyOutput: String)
        throws(InputError) -> LineEditOutcome

    /// Bytes the last edit read but did not use (typed after the key that ended it); they
    /// belong to what comes next.
    func takeUnreadBytes() -> [UInt8]

    /// Remembers an accepted answer for the next run (readline's history); best effort.
    func remember(_ answer: String)
}

/// How an edit of the text field ended.
public enum LineEditOutcome: Equatable, Sendable {
    /// Enter: the line as typed.
    case line(String)
    /// Shift-Tab: go back one step; the text typed so far.
    case back(String)
    /// Ctrl-C, or Esc on its own in emacs mode: the person quits.
    case quit
    /// Ctrl-Z; the text typed so far, to offer again after resuming.
    case suspend(String)
    /// The window changed size or the process was resumed; the text typed so far.
    case woken(String)
    /// Ctrl-D on an empty line, or the terminal went away.
    case endOfInput
}
