@preconcurrency import CReadline
import Glibc
import Synchronization
import WizardCore

/// GNU readline as wizard's line editor: emacs or vi editing per the user's `~/.inputrc`
/// (`$if wizard` sections apply), reading a terminal and echoing to another stream.
///
/// The only file that imports `CReadline`. Readline keeps global state, so at most one
/// editor should exist per process. Readline snapshots the terminal's settings on every
/// call, so never call it while the terminal is in raw mode.
///
/// Making one costs nothing: readline is set up (the locale, `~/.inputrc`, the terminfo
/// entry, the history file, the key maps: more work than drawing the first frame) the first
/// time it is needed, by an edit, a read, ``escapeQuits`` or ``remember(_:)``. A run that
/// never reaches a text field never pays for it.
public final class ReadlineEditor: LineReading, LineEditor {
    private let input: UnsafeMutablePointer<FILE>
    private let output: UnsafeMutablePointer<FILE>
    private let bracketedPaste: Bool
    private let historyPath: String?
    private let wakeDescriptor: Int32
    private let glyphs: Glyphs
    /// Whether readline may read its settings file (``InputrcCheck``): asked once, when
    /// readline is set up, so that a run that never sets it up never opens the file.
    private let readsSettings: () -> Bool
    private var linesRead = 0
    /// The input terminal opened again without blocking, for plain mode's keys
    /// (``Hooks/readPlainKey``); opened at the first read, negative until then or when it
    /// cannot be.
    private var plainInput: Int32 = -1
    /// Whether readline has been set up for this editor (``setUpIfNeeded()``).
    private(set) var isSetUp = false
    /// How long the field waits after Esc for the rest of a key sequence before it takes
    /// Esc on its own: readline's `keyseq-timeout` (``keySequenceTimeout()``).
    private var escapeTimeout: Double? = KeyDecoder.loneEscapeTimeout

    /// - Parameters:
    ///   - inputDescriptor: a terminal to read keys from.
    ///   - outputDescriptor: where the prompt and the edited line are echoed.
    ///   - bracketedPaste: whether pasted text is marked (readline's default); off for
    ///     plain mode, where the mode switches are noise to a screen reader.
    ///   - historyPath: a file of earlier answers, loaded when readline is set up and saved
    ///     by ``remember(_:)``; `nil` for no history.
    ///   - wakeDescriptor: a pipe whose byte ends an interactive edit (a resize or resume
    ///     signal: ``TerminalController/wakeDescriptor``); negative for none.
    ///   - glyphs: what the terminal shows of the field's symbols (`…` where text is hidden).
    ///   - readsSettings: whether readline may read its settings file (`INPUTRC`,
    ///     `~/.inputrc`), asked when readline is set up (before the first screen of a flow
    ///     with a text field, at the first line in plain mode); `false` when
    ///     ``InputrcCheck`` finds it unsafe to read.
    public init(
        inputDescriptor: Int32, outputDescriptor: Int32, bracketedPaste: Bool = false,
        historyPath: String? = nil, wakeDescriptor: Int32 = -1, glyphs: Glyphs = .unicode,
        readsSettings: @escaping () -> Bool = { true }
    ) {
        // Close-on-exec copies: no program wizard starts inherits the terminal's readline
        // streams (a plain `dup` drops the flag).
        input = fdopen(fcntl(inputDescriptor, F_DUPFD_CLOEXEC, 0), "r")
        output = fdopen(fcntl(outputDescriptor, F_DUPFD_CLOEXEC, 0), "w")
        self.bracketedPaste = bracketedPaste
        self.historyPath = historyPath
        self.wakeDescriptor = wakeDescriptor
        self.glyphs = glyphs
        self.readsSettings = readsSettings
    }

    /// Sets readline up on first use: its streams, `~/.inputrc`, wizard's own settings over
    /// it, and the history.
    private func setUpIfNeeded() {
        guard !isSetUp else { return }
        isSetUp = true
        UTF8Locale.activate()
        // A static string's bytes live as long as the program, as readline requires.
        rl_readline_name = UnsafeRawPointer(Self.programName.utf8Start)
            .assumingMemoryBound(to: CChar.self)
        rl_instream = input
        rl_outstream = output
        if readsSettings() {
            rl_initialize()
        } else {
            // Readline reads the file INPUTRC names, or only ~/.inputrc when it is unset:
            // /dev/null for the one call that reads it, and the variable as it was after,
            // for the programs wizard starts.
            let saved = getenv("INPUTRC").map { String(cString: $0) }
            setenv("INPUTRC", "/dev/null", 1)
            rl_initialize()
            if let saved { setenv("INPUTRC", saved, 1) } else { unsetenv("INPUTRC") }
        }
        // After rl_initialize has read ~/.inputrc, so these are wizard's decisions.
        rl_variable_bind("enable-bracketed-paste", bracketedPaste ? "on" : "off")
        Self.rebindCommands()
        escapeTimeout = Self.keySequenceTimeout()
        rl_startup_hook = {
            // Readline binds the terminal's erase character (Backspace) to its own command
            // again each time it prepares the terminal, just before this hook.
            ReadlineEditor.rebindCommands()
            Hooks.state.withLock { state in
                if !state.prefill.isEmpty { rl_insert_text(state.prefill) }
                if let point = state.startPoint { rl_point = point }
            }
            return 0
        }
        // The history is untrusted: only entries that could have been answers come back.
        if let historyPath {
            for entry in HistoryFile.entries(at: historyPath) { add_history(entry) }
        }
    }

    deinit {
        if isSetUp { rl_startup_hook = nil }
        if plainInput >= 0 { close(plainInput) }
        fclose(input)
        fclose(output)
    }

    /// Reads one line after `prompt`, starting empty, with readline's own display, in which
    /// each scalar a terminal would act on or that would draw as nothing shows as a
    /// stand-in (``LineDisplay``), and which shows the line as `echo` says: as typed, as a
    /// bullet a character, or not at all. With an `idle` limit, the notice is printed on a line of
    /// its own ``IdleTimer/countdownSeconds`` before the limit (the line being typed is
    /// drawn again below it), and the read ends once the limit passes with no key.
    public func readLine(prompt: String, idle: IdleLimit?, echo: AnswerExposure.Echo)
        throws(InputError) -> LineRead
    {
        setUpIfNeeded()
        // Its own open file description, so that no other reader of the terminal (the
        // shell that started wizard) sees it non-blocking.
        if plainInput < 0 {
            plainInput = open(
                "/proc/self/fd/\(fileno(input))", O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        }
        let plainInput = plainInput
        Hooks.state.withLock { state in
            state.plainInput = plainInput
            (state.prefill, state.startPoint) = ("", nil)
            state.echo = echo
            state.plainIdle = idle
            state.ending = .none
            state.lastKeyAt = SystemClock().now
            state.noticeShown = false
            state.input = TerminalInput(descriptor: fileno(input), wakeDescriptor: -1)
            (state.typing, state.lineWasCut) = (TypingBound(), false)
        }
        rl_getc_function = Hooks.readPlainKey
        rl_redisplay_function = Hooks.displaySafely
        defer {
            rl_getc_function = rl_getc
            rl_redisplay_function = rl_redisplay
        }
        let line = readline(prompt)
        let timedOut = Hooks.state.withLock { $0.ending == .idle }
        if timedOut {
            free(line)
            return .timedOut
        }
        guard let line else { return .end }
        return .line(try take(line))
    }

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
    /// start) with none.
    public func edit(_ request: LineEditRequest) throws(InputError) -> LineEditResult {
        setUpIfNeeded()
        let (catchSignals, catchResize) = (rl_catch_signals, rl_catch_sigwinch)
        rl_catch_signals = 0
        rl_catch_sigwinch = 0
        rl_reset_screen_size()
        var (rows, columns): (Int32, Int32) = (0, 0)
        rl_get_screen_size(&rows, &columns)
        let prefill = request.prefill
        Hooks.state.withLock { state in
            state = Hooks.State(
                prefill: prefill,
                startPoint: request.cursor.map { prefill.prefix($0).utf8.count }.map(Int32.init),
                input: TerminalInput(descriptor: fileno(input), wakeDescriptor: wakeDescriptor),
                outputDescriptor: fileno(output), columns: Int(columns),
                placeholder: request.placeholder, glyphs: glyphs,
                firstKeyOutput: Array(request.firstKeyOutput.utf8),
                unread: request.typeahead[...], idleTimeout: request.idleTimeout,
                echo: request.echo)
            state.escapeTimeout = escapeTimeout
        }
        rl_getc_function = Hooks.readKey
        rl_prep_term_function = Hooks.prepareTerminal
        rl_deprep_term_function = Hooks.deprepareTerminal
        rl_redisplay_function = Hooks.drawField
        defer {
            rl_getc_function = rl_getc
            rl_prep_term_function = rl_prep_terminal
            rl_deprep_term_function = rl_deprep_terminal
            rl_redisplay_function = rl_redisplay
            (rl_catch_signals, rl_catch_sigwinch) = (catchSignals, catchResize)
        }
        let line = readline(request.prompt)
        let (ending, terminalEnded) = Hooks.state.withLock { ($0.ending, $0.reachedEnd) }
        guard let line else {
            // No line and the terminal still there: Ctrl-D on an empty line, a quit.
            return result(terminalEnded ? .endOfInput : .quit, text: "")
        }
        let text = try take(line)
        Hooks.state.withLock { $0.resolveCursor(in: text) }
        switch ending {
        case .none: return result(.accepted, text: text)
        case .back: return result(.back, text: text)
        case .quit: return result(.quit, text: text)
        case .escape: return result(.escape, text: text)
        case .suspend: return result(.suspend, text: text)
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
        return Hooks.state.withLock { state in
            LineEditResult(
                ending: ending, text: text, cursor: state.cursor, unread: state.takeUnread(),
                secondsSinceLastKey: state.lastKeyAt.map { now - $0 })
        }
    }

    /// Whether a lone Esc quits: readline is in emacs mode (its default, unless
    /// `~/.inputrc` says `set editing-mode vi`). Sets readline up, to read `~/.inputrc`.
    public var escapeQuits: Bool {
        setUpIfNeeded()
        return rl_editing_mode == Hooks.emacsMode
    }

    /// Adds an accepted answer to the history and saves the history file as
    /// ``HistoryFile/save(_:at:)`` does (links followed only when trusted, mode 0600, its
    /// directory created 0700), keeping the last ``HistoryFile/entryLimit`` entries.
    /// Failures are ignored: history is a convenience, never a reason to fail a run.
    /// Sets readline up first, so that the history file is read before it is written.
    public func remember(_ answer: String) {
        guard let historyPath, !answer.isEmpty else { return }
        setUpIfNeeded()
        if history_length == 0
            || String(cString: history_get(history_base + history_length - 1).pointee.line)
                != answer
        {
            add_history(answer)
        }
        let entries = (0..<history_length).compactMap { offset in
            history_get(history_base + offset).map { String(cString: $0.pointee.line) }
        }
        HistoryFile.save(entries, at: historyPath)
    }

    private func take(_ line: UnsafeMutablePointer<CChar>) throws(InputError) -> String {
        defer { free(line) }
        linesRead += 1
        guard let text = String(validatingCString: line) else {
            throw .invalidUTF8(line: linesRead)
        }
        return text
    }

    /// Readline's `keyseq-timeout` in seconds, as `~/.inputrc` left it (500 ms by default);
    /// `nil` for a value of 0 or less, or not a number, with which readline waits for the
    /// next key.
    private static func keySequenceTimeout() -> Double? {
        guard let value = rl_variable_value("keyseq-timeout"),
            let milliseconds = Int(String(cString: value)), milliseconds > 0
        else { return nil }
        return Double(milliseconds) / 1000
    }

    /// The name `$if wizard` in `~/.inputrc` matches.
    private static let programName: StaticString = "wizard"

    /// Readline commands that print below the line (completion lists, the `dump-`
    /// commands), change it with file names (completion, Tab's own), insert a literal Tab,
    /// re-read `~/.inputrc`, record and replay keys (keyboard macros) or clear the
    /// screen: none of them belongs in a one-row field inside a frame.
    private static let commandsThatDrawOrRun = [
        "complete", "possible-completions", "insert-completions", "menu-complete",
        "menu-complete-backward", "delete-char-or-list", "vi-complete", "tab-insert",
        "re-read-init-file", "start-kbd-macro", "end-kbd-macro", "call-last-kbd-macro",
        "print-last-kbd-macro", "dump-functions", "dump-variables", "dump-macros",
        "clear-screen", "clear-display",
    ]

    /// Readline's commands that move or delete one character, and wizard's own in their
    /// place, which go by grapheme cluster.
    private static let characterCommands: [(String, @convention(c) (Int32, Int32) -> Int32)] =
        [
            ("forward-char", Hooks.forwardCharacter), ("backward-char", Hooks.backwardCharacter),
            ("delete-char", Hooks.deleteCharacter),
            ("backward-delete-char", Hooks.deleteCharacterBackward),
        ]

    /// Binds every key sequence that runs one of ``commandsThatDrawOrRun`` (by default,
    /// Tab, `M-?`, `M-*`, `M-Tab`, `C-x C-r`, `C-x (`, `C-x )`, `C-x e`; and whatever
    /// `~/.inputrc` bound to them), in the emacs and vi keymaps, to a command that does
    /// nothing, and every one that runs one of ``characterCommands`` to wizard's own.
    /// Completion finds nothing should it run anyway.
    private static func rebindCommands() {
        // A short array: comparing a few pointers costs less than hashing one, for each
        // of the thousands of entries in the key maps.
        let banned = commandsThatDrawOrRun.compactMap { name in
            rl_named_function(name).map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
        }
        let replaced = characterCommands.compactMap { name, replacement in
            rl_named_function(name).map {
                (unsafeBitCast($0, to: UnsafeRawPointer.self), replacement)
            }
        }
        var visited: Set<UnsafeRawPointer> = []
        func rebind(in keymap: Keymap) {
            guard visited.insert(UnsafeRawPointer(keymap)).inserted else { return }
            for index in 0..<Int(KEYMAP_SIZE) {
                let entry = keymap[index]
                guard let function = entry.function else { continue }
                switch Int32(entry.type) {
                case ISFUNC
                where banned.contains(unsafeBitCast(function, to: UnsafeRawPointer.self)):
                    keymap[index].function = Hooks.doNothing
                case ISFUNC:
                    let pointer = unsafeBitCast(function, to: UnsafeRawPointer.self)
                    if let (_, replacement) = replaced.first(where: { $0.0 == pointer }) {
                        keymap[index].function = replacement
                    }
                case ISKMAP:
                    rebind(in: unsafeBitCast(function, to: Keymap.self))
                default:
                    continue
                }
            }
        }
        for name in ["emacs-standard", "emacs-meta", "emacs-ctlx", "vi-insert", "vi-command"] {
            if let keymap = rl_get_keymap_by_name(name) { rebind(in: keymap) }
        }
        rl_completion_entry_function = { _, _ in nil }
        rl_attempted_completion_function = { _, _, _ in
            rl_attempted_completion_over = 1
            return nil
        }
    }
}

/// State shared with readline's C callbacks, which cannot capture context.
private enum Hooks {
    enum Ending: Equatable {
        case none
        case back
        case quit
        /// A lone Esc.
        case escape
        case suspend
        case wake
        /// No key came for the idle timeout.
        case idle
    }

    struct State {
        var prefill = ""
        /// Where the cursor starts in the prefill (bytes), `nil` for its end.
        var startPoint: Int32?
        var input = TerminalInput(descriptor: 0, wakeDescriptor: -1)
        var outputDescriptor: Int32 = 1
        /// The terminal's width when the edit started.
        var columns = 80
        /// Shown dimmed while the line is empty.
        var placeholder = ""
        /// What the terminal shows of the field's symbols.
        var glyphs = Glyphs.unicode
        /// Where the field was last drawn with its cursor; the offset counts from
        /// `cursorWindowStart`, the first byte of the line drawn.
        var cursor = LineCursor(offset: 0, column: 0)
        var cursorWindowStart = 0
        /// Whether typed characters are being dropped because the line is full.
        var isRefusingTyping = false
        /// Plain mode's bound on typing (the field's is in ``classify(_:flushed:_:)``).
        var typing = TypingBound()
        /// Whether the line was cut back to its bound in this edit (``boundLine()``): one
        /// bell, not one a key of a long macro.
        var lineWasCut = false
        /// Whether a redisplay was put off while a macro's keys ran (``boundLine()``), to be
        /// drawn before the next key is read.
        var drawDeferred = false
        var firstKeyOutput: [UInt8] = []
        /// Bytes read (or typed ahead) and not yet decoded; a slice, so that taking the
        /// first byte of a long paste costs nothing.
        var unread: ArraySlice<UInt8> = []
        /// Bytes decoded but not yet classified: the key being read.
        var held: [UInt8] = []
        /// Bytes of classified keys that readline has yet to get, in order.
        var forReadline: ArraySlice<UInt8> = []
        /// How the edit ends once readline has got `forReadline`.
        var endingAfterForwarded: Ending?
        var decoder = KeyDecoder()
        /// The terminal said end of input; kept for after what is pending is delivered.
        var reachedEnd = false
        var ending = Ending.none
        /// Seconds without a key that end the edit; `nil` for none.
        var idleTimeout: Double?
        /// Seconds after Esc before it is taken on its own; `nil`: until the next key.
        var escapeTimeout: Double? = KeyDecoder.loneEscapeTimeout
        /// How the line shows, in the field and in plain mode.
        var echo = AnswerExposure.Echo.asTyped
        /// When the last key came from the terminal, on the monotonic clock.
        var lastKeyAt: Double?
        /// Plain mode's time limit without a key, and whether its notice is on screen.
        var plainIdle: IdleLimit?
        /// The terminal's settings before the field's, put back when the edit ends.
        var settingsBeforeEdit: termios?
        var noticeShown = false
        /// Plain mode's terminal, not blocking (``readPlainKey``); negative for none.
        var plainInput: Int32 = -1

        /// Makes ``cursor`` count from the start of `line`, the line edited, once the edit
        /// is over.
        mutating func resolveCursor(in line: String) {
            guard cursorWindowStart > 0 else { return }
            let before = String(decoding: line.utf8.prefix(cursorWindowStart), as: UTF8.self)
            cursor = LineCursor(offset: before.count + cursor.offset, column: cursor.column)
            cursorWindowStart = 0
        }

        /// Every byte not given to readline, in the order it came.
        mutating func takeUnread() -> [UInt8] {
            defer { (forReadline, held, unread, decoder) = ([], [], [], KeyDecoder()) }
            return Array(forReadline) + held + Array(unread)
        }
    }

    static let state = Mutex(State())

    /// Readline's redisplay in a text field: the prompt and the line as ``FieldRow`` lays
    /// them out, on the cursor's row, then the cursor to its column.
    ///
    /// Only a window of the line around the cursor is decoded and laid out, a few times
    /// the row's width in bytes: a key costs the same in a line of 64 KiB as in a name.
    static let drawField: @convention(c) () -> Void = {
        guard boundLine() else { return }
        let prompt = rl_display_prompt.map { String(cString: $0) } ?? ""
        var line = ""
        var cursor = 0
        var clipped = (before: false, after: false)
        var windowStart = 0
        let columns = state.withLock { $0.columns }
        if let buffer = rl_line_buffer {
            let bytes = UnsafeRawBufferPointer(start: buffer, count: Int(max(rl_end, 0)))
            let point = min(Int(max(rl_point, 0)), bytes.count)
            // Characters are at most four bytes a scalar; start and end on a lead byte.
            let reach = (columns + 2) * 16
            var start = max(point - reach, 0)
            while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            var end = min(point + reach, bytes.count)
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            line = String(decoding: bytes[start..<end], as: UTF8.self)
            cursor = String(decoding: bytes[start..<point], as: UTF8.self).count
            clipped = (start > 0, end < bytes.count)
            windowStart = start
        }
        state.withLock { state in
            let row = FieldRow(
                prompt: prompt, line: line, cursor: cursor, width: state.columns,
                clipped: clipped, placeholder: state.placeholder, echo: state.echo)
            let move = row.cursorColumn > 0 ? "\u{1B}[\(row.cursorColumn)C" : ""
            let placeholder =
                row.placeholder.isEmpty ? "" : "\u{1B}[2m" + row.placeholder + "\u{1B}[22m"
            // Through readline's stream, in order with what readline writes itself.
            fputs(
                "\r" + state.glyphs.cells(row.text) + state.glyphs.cells(placeholder) + "\u{1B}[K\r"
                    + move, rl_outstream)
            fflush(rl_outstream)
            state.cursor = LineCursor(offset: cursor, column: row.cursorColumn)
            state.cursorWindowStart = windowStart
        }
    }

    /// Readline's own redisplay, with the line's hidden and unsafe scalars swapped for
    /// stand-ins of the same length while it draws, then put back: the line edited is
    /// untouched, and readline measures what it shows. A masked or hidden line is drawn
    /// from its stand-in instead (``displayInPlace(of:)``).
    static let displaySafely: @convention(c) () -> Void = {
        guard boundLine() else { return }
        let echo = state.withLock { $0.echo }
        guard echo == .asTyped else { return displayInPlace(of: echo) }
        guard let buffer = rl_line_buffer, rl_end > 0 else { return rl_redisplay() }
        let line = UnsafeMutableRawBufferPointer(start: buffer, count: Int(rl_end))
        let ranges = LineDisplay.hiddenRanges(in: UnsafeRawBufferPointer(line))
        guard !ranges.isEmpty else { return rl_redisplay() }
        let originals = ranges.map { Array(line[$0]) }
        for range in ranges {
            for (offset, byte) in zip(range, LineDisplay.standIn(length: range.count)) {
                line[offset] = byte
            }
        }
        rl_redisplay()
        for (range, original) in zip(ranges, originals) {
            for (offset, byte) in zip(range, original) { line[offset] = byte }
        }
    }

    /// The most entries of readline's undo list kept, the newest; each command adds one to
    /// three. Readline keeps every change of a line to undo it: a line typed and erased
    /// 100,000 times would hold 100,000 of them (about 60 bytes each).
    static let undoEntryLimit = 256

    /// The most bytes of deleted text the kept undo entries hold (four full lines).
    static let undoTextLimit = 4 * lineLimit

    /// Holds what readline keeps of a line to its bounds, after every command (readline
    /// redisplays after each, a macro's keys included): the line is cut back to
    /// ``lineLimit`` bytes, on a scalar's start, when a command put more in it than
    /// typing may (an `~/.inputrc` macro, a numeric argument, a yank), with one bell an edit
    /// and the undo list dropped (its places would lie past the end); and the undo list keeps
    /// its newest ``undoEntryLimit`` entries and ``undoTextLimit`` bytes of text.
    ///
    /// So a line's memory is at most ``lineLimit`` bytes, plus what one command inserts
    /// before it is cut (readline's numeric argument stops at 1,000,000), plus the undo
    /// list's bound.
    ///
    /// - Returns: whether to draw now: not while a macro's keys run (a key of a macro of
    ///   100,000 would draw the line 100,000 times); its line is drawn once, before the next
    ///   key is read (``drawIfDeferred()``).
    static func boundLine() -> Bool {
        if rl_end > lineLimit, let buffer = rl_line_buffer {
            var end = lineLimit
            while end > 0, UInt8(bitPattern: buffer[end]) & 0xC0 == 0x80 { end -= 1 }
            buffer[end] = 0
            rl_end = Int32(end)
            (rl_point, rl_mark) = (min(rl_point, rl_end), min(rl_mark, rl_end))
            rl_free_undo_list()
            let firstCut = state.withLock { state in
                defer { state.lineWasCut = true }
                return !state.lineWasCut
            }
            if firstCut { fputs("\u{07}", rl_outstream) }
        }
        boundUndoList()
        guard rl_executing_macro == nil else {
            state.withLock { $0.drawDeferred = true }
            return false
        }
        return true
    }

    /// Drops the undo list's entries past its bounds (``boundLine()``).
    private static func boundUndoList() {
        var kept = 0
        var text = 0
        var entry = rl_undo_list
        while let current = entry {
            kept += 1
            if let deleted = current.pointee.text { text += strlen(deleted) }
            guard kept < undoEntryLimit, text < undoTextLimit else { break }
            entry = current.pointee.next
        }
        guard let last = entry else { return }
        var dropped = last.pointee.next
        last.pointee.next = nil
        while let current = dropped {
            dropped = current.pointee.next
            free(current.pointee.text)
            free(current)
        }
    }

    /// Draws the line when a macro's keys put its redisplay off (``boundLine()``).
    private static func drawIfDeferred() {
        let deferred = state.withLock { state in
            defer { state.drawDeferred = false }
            return state.drawDeferred
        }
        if deferred { rl_redisplay_function?() }
    }

    /// Readline's own redisplay of what `echo` shows of the line (a bullet a character, or
    /// nothing), with the cursor among it: readline is pointed at that text while it draws,
    /// then back at the line, which it never shows.
    private static func displayInPlace(of echo: AnswerExposure.Echo) {
        let (buffer, end, point, mark) = (rl_line_buffer, rl_end, rl_point, rl_mark)
        var line = ""
        var before = ""
        if let buffer, end > 0 {
            let bytes = UnsafeRawBufferPointer(start: buffer, count: Int(end))
            line = String(decoding: bytes, as: UTF8.self)
            before = String(decoding: bytes.prefix(Int(max(point, 0))), as: UTF8.self)
        }
        var shown = Array(echo.display(of: line).utf8CString)
        let shownPoint = echo.display(of: before).utf8.count
        shown.withUnsafeMutableBufferPointer { text in
            rl_line_buffer = text.baseAddress
            (rl_end, rl_point, rl_mark) = (Int32(text.count - 1), Int32(shownPoint), 0)
            rl_redisplay()
        }
        (rl_line_buffer, rl_end, rl_point, rl_mark) = (buffer, end, point, mark)
    }

    /// A readline command that does nothing, for keys whose commands are disabled.
    static let doNothing: @convention(c) (Int32, Int32) -> Int32 = { _, _ in 0 }

    /// `forward-char` by grapheme cluster: `count` characters on (back when negative).
    static let forwardCharacter: @convention(c) (Int32, Int32) -> Int32 = { count, key in
        guard let point = characterBoundary(from: rl_point, by: count) else {
            return rl_forward_char(count, key)
        }
        rl_point = point
        return 0
    }

    /// `backward-char` by grapheme cluster.
    static let backwardCharacter: @convention(c) (Int32, Int32) -> Int32 = { count, key in
        guard let point = characterBoundary(from: rl_point, by: -count) else {
            return rl_backward_char(count, key)
        }
        rl_point = point
        return 0
    }

    /// `delete-char` by grapheme cluster: the characters under and after the cursor. At the
    /// line's end it is readline's own (the bell; Ctrl-D's end of input on an empty line).
    static let deleteCharacter: @convention(c) (Int32, Int32) -> Int32 = { count, key in
        guard count > 0, rl_point < rl_end,
            let end = characterBoundary(from: rl_point, by: count)
        else { return rl_delete(count, key) }
        rl_delete_text(rl_point, end)
        return 0
    }

    /// `backward-delete-char` by grapheme cluster: the characters before the cursor. At the
    /// line's start it is readline's own (the bell).
    static let deleteCharacterBackward: @convention(c) (Int32, Int32) -> Int32 = { count, key in
        guard count > 0, rl_point > 0, let start = characterBoundary(from: rl_point, by: -count)
        else { return rl_rubout(count, key) }
        rl_delete_text(start, rl_point)
        rl_point = start
        return 0
    }

    /// The byte offset in readline's line `count` grapheme clusters after `point` (before
    /// it when negative), stopping at the line's ends; `nil` when the line is not valid
    /// UTF-8, which readline's own commands then edit. The line is decoded whole, once a
    /// key: a copy and a check of at most the field's 64 KiB.
    private static func characterBoundary(from point: Int32, by count: Int32) -> Int32? {
        guard let buffer = rl_line_buffer,
            let line = String(
                validating: UnsafeRawBufferPointer(start: buffer, count: Int(max(rl_end, 0))),
                as: UTF8.self)
        else { return nil }
        let utf8 = line.utf8
        var index = utf8.index(utf8.startIndex, offsetBy: min(Int(max(point, 0)), utf8.count))
        for _ in 0..<count.magnitude {
            if count > 0 {
                guard index < line.endIndex else { break }
                index = line.index(after: index)
            } else {
                guard index > line.startIndex else { break }
                index = line.index(before: index)
            }
        }
        return Int32(utf8.distance(from: utf8.startIndex, to: index))
    }

    /// Readline's terminal preparation with the signal keys off but Ctrl-C, as in raw mode
    /// (``TerminalController/keepingOnlyInterrupt(_:)``): Ctrl-Z reaches `readKey` as a
    /// byte, and Ctrl-C quits at once, even while a long paste is being taken in.
    ///
    /// The keys are turned off before readline sets the terminal up, not after: readline
    /// turns signals on (ISIG), and a Ctrl-Z or Ctrl-\ typed in between would stop the
    /// process, or end it, and the kernel would flush the keys typed with it. Readline then
    /// keeps those settings as the ones to restore, so ``deprepareTerminal`` puts back the
    /// settings from before the edit.
    static let prepareTerminal: @convention(c) (Int32) -> Void = { meta in
        let descriptor = state.withLock { $0.input.descriptor }
        var before = termios()
        if tcgetattr(descriptor, &before) == 0 {
            state.withLock { $0.settingsBeforeEdit = before }
            var quiet = TerminalController.keepingOnlyInterrupt(before)
            // Signals stay as they were until readline turns them on.
            quiet.c_lflag = (quiet.c_lflag & ~tcflag_t(ISIG)) | (before.c_lflag & tcflag_t(ISIG))
            tcsetattr(descriptor, TCSANOW, &quiet)
        }
        rl_prep_terminal(meta)
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return }
        settings = TerminalController.keepingOnlyInterrupt(settings)
        tcsetattr(descriptor, TCSANOW, &settings)
    }

    /// Readline's own restoring, then the settings from before ``prepareTerminal``.
    static let deprepareTerminal: @convention(c) () -> Void = {
        rl_deprep_terminal()
        let (descriptor, before) = state.withLock {
            ($0.input.descriptor, $0.settingsBeforeEdit)
        }
        guard var before else { return }
        tcsetattr(descriptor, TCSANOW, &before)
        state.withLock { $0.settingsBeforeEdit = nil }
    }

    /// Readline's key source. Returns the next byte of a key that readline handles, or —
    /// to end the edit with an outcome — records it and returns a newline, which readline
    /// takes as accept-line.
    static let readKey: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { _ in
        drawIfDeferred()
        return state.withLock { state in
            while true {
                if let byte = state.forReadline.popFirst() { return Int32(byte) }
                if let ending = state.endingAfterForwarded {
                    state.endingAfterForwarded = nil
                    return end(&state, with: ending)
                }
                if state.reachedEnd { return EOF }
                readAndClassify(&state)
                if state.ending == .wake || state.ending == .idle { return 0x0A }
            }
        }
    }

    /// Readline's key source in plain mode: waits for the terminal (``waitForKey(on:seconds:)``,
    /// which sees every signal readline caught, however late), and with a time limit prints
    /// the notice when the limit is close and ends the line (as Enter would, marked
    /// ``Ending/idle``) when it passes. The key is read without blocking from the terminal
    /// opened again (``State/plainInput``; else by readline's own `rl_getc`), and the
    /// signals that came meanwhile are handled by readline (`rl_check_signals`): a Ctrl-C
    /// typed right after other keys quits at once, never after the next key.
    static let readPlainKey: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { stream in
        drawIfDeferred()
        while true {
            let (descriptor, idle, lastKey, noticeShown, plainInput) = state.withLock {
                (
                    $0.input.descriptor, $0.plainIdle, $0.lastKeyAt ?? 0, $0.noticeShown,
                    $0.plainInput
                )
            }
            var wait: Double?
            if let idle {
                let elapsed = SystemClock().now - lastKey
                let noticeAt = Double(max(idle.seconds - IdleTimer.countdownSeconds, 0))
                if elapsed >= Double(idle.seconds) {
                    state.withLock { $0.ending = .idle }
                    return 0x0A
                }
                if elapsed >= noticeAt, !noticeShown {
                    state.withLock { $0.noticeShown = true }
                    rl_crlf()
                    fputs(idle.notice, rl_outstream)
                    rl_crlf()
                    rl_on_new_line()
                    // Through the redisplay hook, which keeps a masked line masked.
                    rl_redisplay_function?()
                    continue
                }
                wait = max((noticeShown ? Double(idle.seconds) : noticeAt) - elapsed, 0.001)
            }
            switch waitForKey(on: descriptor, seconds: wait) {
            case .signal:
                rl_check_signals()
                continue
            case .timeout:
                continue
            case .ready:
                break
            }
            let key: Int32
            if plainInput >= 0 {
                // Not blocking: a Ctrl-C may have emptied the terminal's input since it was
                // ready, and its signal is then to be handled, not a key waited for.
                var byte: UInt8 = 0
                let count = read(plainInput, &byte, 1)
                if count < 0, errno == EAGAIN || errno == EINTR { continue }
                key = count == 1 ? Int32(byte) : EOF
            } else {
                key = rl_getc(stream)
            }
            let admitted = state.withLock { state in
                state.lastKeyAt = SystemClock().now
                state.noticeShown = false
                guard key != EOF else { return true }
                let wasRefusing = state.typing.isRefusing
                let admits = state.typing.admits(
                    UInt8(truncatingIfNeeded: key), lineLength: Int(max(rl_end, 0)))
                if !admits, !wasRefusing { fputs("\u{07}", rl_outstream) }
                return admits
            }
            if admitted { return key }
        }
    }

    /// What ``waitForKey(on:seconds:)`` saw.
    enum KeyWait {
        case ready
        case timeout
        /// Readline caught a signal (Ctrl-C, Ctrl-Z, SIGTERM...), still to be handled.
        case signal
    }

    /// The signals readline catches in plain mode.
    private static let caughtSignals = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGALRM, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH,
    ]

    /// Waits until `descriptor` has a byte, `seconds` pass (`nil`: no limit) or readline
    /// catches a signal, one caught before the wait included. Readline's own `rl_getc` looks
    /// for a caught signal and then blocks in `read`: a Ctrl-C that lands between the two
    /// (typed right after other keys) would be handled only after the next key, the
    /// terminal left as readline set it. Here the signals are blocked while the flag is
    /// looked at, and `pselect` unblocks them as it starts waiting.
    private static func waitForKey(on descriptor: Int32, seconds: Double?) -> KeyWait {
        // A terminal's descriptor is a small one; `select` takes no other.
        guard descriptor >= 0, descriptor < FD_SETSIZE else { return .ready }
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for signal in caughtSignals { sigaddset(&blocked, signal) }
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        if rl_pending_signal() != 0 { return .signal }
        var readable = fd_set()
        withUnsafeMutableBytes(of: &readable) { bytes in
            let words = bytes.bindMemory(to: Int.self)
            words[Int(descriptor) / Int.bitWidth] |= 1 << (Int(descriptor) % Int.bitWidth)
        }
        let ready: Int32
        if let seconds {
            let whole = Int(seconds)
            var limit = timespec(tv_sec: whole, tv_nsec: Int((seconds - Double(whole)) * 1e9))
            ready = pselect(descriptor + 1, &readable, nil, nil, &limit, &previous)
        } else {
            ready = pselect(descriptor + 1, &readable, nil, nil, nil, &previous)
        }
        if ready < 0 { return errno == EINTR ? .signal : .ready }
        return ready > 0 ? .ready : .timeout
    }

    /// `rl_editing_mode` while emacs key bindings are on (readline's `emacs_mode`).
    static let emacsMode: Int32 = 1

    private static func end(_ state: inout State, with ending: Ending) -> Int32 {
        state.ending = ending
        return 0x0A
    }

    /// Decodes one more byte (waiting for it, at most readline's `keyseq-timeout` while an
    /// escape sequence is pending), and classifies the keys it completes.
    private static func readAndClassify(_ state: inout State) {
        if state.unread.isEmpty {
            let pending = state.decoder.hasPendingEscape
            switch state.input.next(timeout: pending ? state.escapeTimeout : state.idleTimeout) {
            case .bytes(let bytes):
                state.unread = bytes[...]
                state.lastKeyAt = SystemClock().now
            case .woken:
                // What was half read is read again by whatever comes next.
                state.unread = state.held[...]
                (state.held, state.decoder) = ([], KeyDecoder())
                state.ending = .wake
                return
            case .timeout where !pending:
                state.ending = .idle
                return
            case .timeout:
                classify(state.decoder.flushPending(), flushed: true, &state)
                return
            case .endOfInput:
                state.reachedEnd = true
                if pending { classify(state.decoder.flushPending(), flushed: true, &state) }
                return
            }
        }
        guard let byte = state.unread.popFirst() else { return }
        if !state.firstKeyOutput.isEmpty {
            _ = write(state.outputDescriptor, state.firstKeyOutput, state.firstKeyOutput.count)
            state.firstKeyOutput = []
        }
        if state.decoder.isInPaste {
            // A paste's bytes are the decoder's to keep (64 KiB at most), not held: the rest
            // of a paste of megabytes is read and dropped at a few instructions a byte.
            var keys = state.decoder.decode(CollectionOfOne(byte))
            while keys.isEmpty, state.decoder.isInPaste {
                state.unread.removeFirst(state.decoder.takePasteContent(from: state.unread))
                guard let next = state.unread.popFirst() else { break }
                keys = state.decoder.decode(CollectionOfOne(next))
            }
            if !keys.isEmpty { classify(keys, flushed: false, &state) }
            return
        }
        state.held.append(byte)
        let keys = state.decoder.decode(CollectionOfOne(byte))
        if !keys.isEmpty || state.decoder.pendingByteCount == 0 {
            classify(keys, flushed: false, &state)
        }
    }

    /// The most bytes the field's line holds, as a piped line: a paste that would make it
    /// longer is cut, with the bell.
    private static let lineLimit = LineSource.lineLimit

    /// Passes a paste on to readline, marked as one (readline inserts it whole), without
    /// its trailing line breaks (a copied line's end), cut to the room the line has left;
    /// the bell says when some of it was dropped.
    private static func forwardPaste(_ pasted: String, _ state: inout State) {
        // Held: the paste's start marker.
        state.held.removeAll()
        var text = pasted[...]
        while let last = text.last, last.unicodeScalars.allSatisfy(TextQuestion.isLineBreak) {
            text.removeLast()
        }
        let room = max(lineLimit - Int(max(rl_end, 0)) - state.forReadline.count, 0)
        var kept = text
        if kept.utf8.count > room {
            // Cut between characters.
            var size = 0
            let end = text.firstIndex { character in
                size += character.utf8.count
                return size > room
            }
            kept = text[..<(end ?? text.endIndex)]
        }
        if kept.utf8.count < text.utf8.count || state.decoder.lastPasteWasCut {
            _ = write(state.outputDescriptor, "\u{07}", 1)
        }
        state.forReadline +=
            Array("\u{1B}[200~".utf8) + Array(kept.utf8) + Array("\u{1B}[201~".utf8)
    }

    /// Passes the bytes of `keys` on to readline, or ends the edit at the first key that
    /// ends it: Ctrl-C, Ctrl-Z, Shift-Tab, or (when `flushed` by the timeout, in emacs mode)
    /// Esc on its own. Bytes still pending in the decoder stay held.
    private static func classify(_ keys: [Key], flushed: Bool, _ state: inout State) {
        if keys.count == 1, case .paste(let text) = keys[0] {
            forwardPaste(text, &state)
            return
        }
        let resolved = state.held.count - state.decoder.pendingByteCount
        let bytes = state.held.prefix(resolved)
        state.held.removeFirst(resolved)
        let ending: Ending?
        switch keys.last {
        case .some(.control("c")): ending = .quit
        case .some(.control("z")): ending = .suspend
        case .some(.backTab): ending = .back
        // A lone Esc is the screens' Esc (a quit, asked about once answers would be lost);
        // in vi mode it is vi's.
        case .some(.escape) where flushed && keys.count == 1 && rl_editing_mode == emacsMode:
            ending = .escape
        case .some, .none: ending = nil
        }
        guard let ending else {
            // Typing, too, stops at the line's bound (a paste a terminal did not mark).
            let full = Int(max(rl_end, 0)) + state.forReadline.count + bytes.count > lineLimit
            if full, keys.allSatisfy({ if case .character = $0 { true } else { false } }) {
                // One bell for a run of refused keys, not one a byte.
                if !state.isRefusingTyping { _ = write(state.outputDescriptor, "\u{07}", 1) }
                state.isRefusingTyping = true
                return
            }
            state.isRefusingTyping = false
            state.forReadline += bytes
            return
        }
        // An ending key completes a sequence alone (Shift-Tab, a flushed Esc) or is one
        // control byte that cut short the sequence before it, whose key readline gets.
        if keys.count > 1 { state.forReadline += bytes.dropLast() }
        state.endingAfterForwarded = ending
    }
}
