import WizardCore

/// Edits the text field of the interactive screens: one line, one row high, drawn where
/// the cursor is. ``ReadlineEditor`` is the real one (GNU readline); tests give the loop a
/// scripted stand-in.
///
/// One call in, one result out: everything an edit needs is in its ``LineEditRequest``, and
/// everything it leaves behind is in its ``LineEditResult``.
public protocol LineEditor: AnyObject {
    /// Edits one line as `request` says, until a key or event ends the edit.
    ///
    /// Keys readline would not report end the edit with their ending: Enter, Shift-Tab,
    /// Ctrl-C and Ctrl-D on an empty line (both quit), a lone Esc (in emacs mode; the
    /// screens' Esc), Ctrl-Z, a resize or resume, and the request's idle timeout passing
    /// with no key.
    func edit(_ request: LineEditRequest) throws(InputError) -> LineEditResult

    /// Whether a lone Esc ends the edit as the screens' Esc (emacs keys); with vi keys it is vi's
    /// own, and only Ctrl-C (or Ctrl-D on an empty line) quits.
    ///
    /// A member, not part of a result: the first frame's key hints name the quit key before
    /// any edit, and the keys (`~/.inputrc`'s choice) are the same for every edit.
    var escapeQuits: Bool { get }

    /// Remembers an accepted answer at its place for the next run (readline's history);
    /// best effort.
    ///
    /// A member, not part of a result: answers are remembered once the profile is saved,
    /// after the last edit.
    func remember(_ entry: HistoryEntry)
}

/// What one edit of the text field starts from.
public struct LineEditRequest: Equatable, Sendable {
    /// Drawn before the line (the field's margin and symbol).
    public var prompt: String
    /// The line the edit starts with.
    public var prefill: String
    /// Characters of `prefill` before the cursor; `nil` for its end.
    public var cursor: Int?
    /// Shown dimmed after the prompt whenever the line is empty (from the start, and again
    /// when it is emptied); empty for none.
    public var placeholder: String
    /// Bytes typed before the field opened, read before the terminal.
    public var typeahead: [UInt8]
    /// Written to the terminal when the first key arrives (to erase an alert below the
    /// field).
    public var firstKeyOutput: String
    /// Seconds without a key after which the edit ends as ``LineEditEnding/idle``; `nil`
    /// for never.
    public var idleTimeout: Double?
    /// How the line shows while it is typed: the step kind's ``AnswerExposure/echo``.
    public var echo: AnswerExposure.Echo
    /// Whose earlier answers ↑ recalls: the question's (``Session/historyPlace(of:)``);
    /// none for `nil`.
    public var history: HistoryPlace?

    public init(
        prompt: String, prefill: String = "", cursor: Int? = nil, placeholder: String = "",
        typeahead: [UInt8] = [], firstKeyOutput: String = "", idleTimeout: Double? = nil,
        echo: AnswerExposure.Echo = .asTyped, history: HistoryPlace? = nil
    ) {
        self.prompt = prompt
        self.prefill = prefill
        self.cursor = cursor
        self.placeholder = placeholder
        self.typeahead = typeahead
        self.firstKeyOutput = firstKeyOutput
        self.idleTimeout = idleTimeout
        self.echo = echo
        self.history = history
    }
}

/// How one edit of the text field ended, and what it leaves for what comes next.
public struct LineEditResult: Equatable, Sendable {
    /// The key or event that ended the edit.
    public var ending: LineEditEnding
    /// The line as it stood when the edit ended: the answer after Enter, the draft to keep
    /// otherwise; empty when Ctrl-D quit an empty line or the terminal went away.
    public var text: String
    /// Where the field was last drawn with its cursor, so that an edit cut short (a resize,
    /// a stop, the idle time) goes on where it was.
    public var cursor: LineCursor
    /// Bytes the edit read but did not use (typed after the key that ended it); they belong
    /// to what comes next.
    public var unread: [UInt8]
    /// Seconds from the last key of the edit to its end, on the monotonic clock; `nil` when
    /// no key came during it.
    public var secondsSinceLastKey: Double?

    public init(
        ending: LineEditEnding, text: String, cursor: LineCursor = LineCursor(offset: 0, column: 0),
        unread: [UInt8] = [], secondsSinceLastKey: Double? = nil
    ) {
        self.ending = ending
        self.text = text
        self.cursor = cursor
        self.unread = unread
        self.secondsSinceLastKey = secondsSinceLastKey
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
