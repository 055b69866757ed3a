@preconcurrency import CReadline
import Glibc
import WizardCore

extension ReadlineEditor {
    /// Edits one line for the interactive frontend, in a field that must stay one row high.
    ///
    /// The field is drawn by ``FieldRow`` (readline's redisplay is replaced), scrolled
    /// sideways on grapheme and width boundaries with `…` where text is hidden, never wider
    /// than the terminal.
    ///
    /// Keys readline would not report are caught before it sees them, classified by
    /// ``KeyDecoder``: Ctrl-Z, Shift-Tab and (in emacs mode) a lone Esc end the edit with
    /// their ending (Ctrl-D on an empty line quits, as Ctrl-C does), and so does a byte on
    /// the wake-up pipe (a resize or resume signal). Esc is on its own when nothing follows
    /// it within readline's `keyseq-timeout` (500 ms unless `~/.inputrc` sets it; none at
    /// all, when it sets it to 0 or less); Esc and a key within it are readline's, as Meta
    /// and that key (`M-b`: a word back). A paste's trailing line breaks are dropped; one
    /// inside it stays, drawn as `↵`, for the kind to refuse. Moving and deleting a
    /// character (`forward-char`, `backward-char`, `delete-char`,
    /// `backward-delete-char`, under whatever keys) go by grapheme cluster, as the field
    /// draws it: a flag or a family emoji is one character. Every other key's bytes go on to
    /// readline as they came, pastes included. Of the terminal's signal keys only Ctrl-C is
    /// on meanwhile (its SIGINT quits, ``InterruptQuit``); the others arrive as bytes, and
    /// so does a Ctrl-C that reaches the field some other way.
    /// While the line is empty, the request's placeholder shows dimmed after the prompt, the
    /// cursor before it; the request's echo says what of the line shows (``FieldRow``). With
    /// an idle timeout, the edit ends once that many seconds pass after the last key (or the
    /// start) with none. Where the system has no UTF-8 locale for readline to read by
    /// (``UTF8Locale``), a character outside ASCII ends the edit as
    /// ``LineEditEnding/notASCII``, refused, the line kept without it.
    public func edit(_ request: LineEditRequest) throws(InputError) -> LineEditResult {
        setUpIfNeeded()
        showHistory(of: request.history)
        let (catchSignals, catchResize) = (rl_catch_signals, rl_catch_sigwinch)
        rl_catch_signals = 0
        rl_catch_sigwinch = 0
        rl_reset_screen_size()
        var (rows, columns): (Int32, Int32) = (0, 0)
        rl_get_screen_size(&rows, &columns)
        let prefill = request.prefill
        ReadlineHooks.state.withLock { state in
            state = ReadlineState(
                start: LineStart(
                    prefill: prefill,
                    startPoint: request.cursor.map { prefill.prefix($0).utf8.count }
                        .map(Int32.init)),
                display: FieldDisplay(
                    outputDescriptor: fileno(output), columns: Int(columns),
                    placeholder: request.placeholder, glyphs: glyphs, echo: request.echo,
                    firstKeyOutput: Array(request.firstKeyOutput.utf8)),
                keys: KeyReading(
                    input: TerminalInput(
                        descriptor: fileno(input), wakeDescriptor: wakeDescriptor),
                    unread: PendingBytes(request.typeahead), idleTimeout: request.idleTimeout,
                    escapeTimeout: escapeTimeout, readsOnlyASCII: !readsUTF8))
        }
        reserveLineIfSecret()
        rl_getc_function = ReadlineHooks.readKey
        rl_prep_term_function = ReadlineHooks.prepareTerminal
        rl_deprep_term_function = ReadlineHooks.deprepareTerminal
        rl_redisplay_function = ReadlineHooks.drawField
        defer {
            rl_getc_function = rl_getc
            rl_prep_term_function = rl_prep_terminal
            rl_deprep_term_function = rl_deprep_terminal
            rl_redisplay_function = rl_redisplay
            (rl_catch_signals, rl_catch_sigwinch) = (catchSignals, catchResize)
            wipeAfterLine()
        }
        let line = readline(request.prompt)
        let (ending, terminalEnded) = ReadlineHooks.state.withLock {
            ($0.endings.ending, $0.keys.reachedEnd)
        }
        guard let line else {
            // No line and the terminal still there: Ctrl-D on an empty line, a quit.
            return result(terminalEnded ? .endOfInput : .quit, text: "")
        }
        let text = try take(line)
        ReadlineHooks.state.withLock { $0.display.resolveCursor(in: text) }
        switch ending {
        case .none: return result(.accepted, text: text)
        case .back: return result(.back, text: text)
        case .quit: return result(.quit, text: text)
        case .escape: return result(.escape, text: text)
        case .suspend: return result(.suspend, text: text)
        case .notASCII: return result(.notASCII, text: text)
        // The field's row is where the edit started: the frontend goes back to it.
        case .idle: return result(.idle, text: text)
        case .wake:
            let woken = result(.woken, text: text)
            // Readline ends its line with a line feed; back up to where the field's cursor
            // was drawn, which a resize's re-layout counts from.
            let column = woken.cursor.column
            fputs("\u{1B}[A\r" + (column > 0 ? "\u{1B}[\(column)C" : ""), rl_outstream)
            fflush(rl_outstream)
            return woken
        }
    }

    /// The result of the edit that just ended with `ending` and `text`: the field's cursor
    /// as last drawn, the bytes it did not use, and the age of its last key.
    private func result(_ ending: LineEditEnding, text: String) -> LineEditResult {
        let now = SystemClock().now
        return ReadlineHooks.state.withLock { state in
            LineEditResult(
                ending: ending, text: text, cursor: state.display.cursor,
                unread: state.keys.takeUnread(),
                secondsSinceLastKey: state.keys.lastKeyAt.map { now - $0 })
        }
    }
}
