import WizardCore

/// A line editor made on first use: the interactive frontend's, so that setting up GNU
/// readline (the locale, `~/.inputrc`, the terminfo entry, the history file, the key maps:
/// more work than drawing the first frame) waits until a step is a text field, and a run
/// that never reaches one never pays it.
///
/// Until the editor exists it answers as one that has not edited yet: the cursor at the
/// start, no unread bytes. ``remember(_:)`` makes it, so that the history is read before
/// it is written.
public final class DeferredLineEditor: LineEditor {
    private let make: () -> any LineEditor
    private var editor: (any LineEditor)?

    /// - Parameter make: builds the editor, once, on the first edit or remembered answer.
    public init(_ make: @escaping () -> any LineEditor) {
        self.make = make
    }

    /// Whether the editor has been made.
    public var isMade: Bool { editor != nil }

    private var made: any LineEditor {
        if let editor { return editor }
        let editor = make()
        self.editor = editor
        return editor
    }

    public func edit(
        prompt: String, prefill: String, cursor: Int?, placeholder: String, typeahead: [UInt8],
        firstKeyOutput: String, idleTimeout: Double?, echo: AnswerExposure.Echo
    ) throws(InputError) -> LineEditOutcome {
        try made.edit(
            prompt: prompt, prefill: prefill, cursor: cursor, placeholder: placeholder,
            typeahead: typeahead, firstKeyOutput: firstKeyOutput, idleTimeout: idleTimeout,
            echo: echo)
    }

    /// `nil` until the editor is made: no key has come to it.
    public var secondsSinceLastKey: Double? { editor?.secondsSinceLastKey }

    /// The editor's own answer, which makes it: whether Esc quits depends on the keys
    /// `~/.inputrc` chooses.
    public var escapeQuits: Bool { made.escapeQuits }

    public var lastCursor: LineCursor { editor?.lastCursor ?? LineCursor(offset: 0, column: 0) }

    public func takeUnreadBytes() -> [UInt8] { editor?.takeUnreadBytes() ?? [] }

    public func remember(_ answer: String) { made.remember(answer) }
}
