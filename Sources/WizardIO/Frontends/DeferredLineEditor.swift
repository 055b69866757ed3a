/// A line editor made on first use: the interactive frontend's, so that setting up GNU
/// readline (the locale, `~/.inputrc`, the terminfo entry, the history file, the key maps:
/// more work than drawing the first frame) waits until a step is a text field, and a run
/// that never reaches one never pays it.
///
/// ``remember(_:)`` makes it, so that the history is read before it is written.
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

    public func edit(_ request: LineEditRequest) throws(InputError) -> LineEditResult {
        try made.edit(request)
    }

    /// The editor's own answer, which makes it: whether Esc quits depends on the keys
    /// `~/.inputrc` chooses.
    public var escapeQuits: Bool { made.escapeQuits }

    public func remember(_ answer: String) { made.remember(answer) }
}
