@preconcurrency import CReadline
import Glibc
import WizardCore

/// GNU readline as wizard's line editor: emacs or vi editing per the user's `~/.inputrc`
/// (`$if wizard` sections apply), reading a terminal and echoing to another stream.
///
/// Only the files of this folder import `CReadline`. Readline keeps global state, so at most
/// one editor should exist per process. Readline snapshots the terminal's settings on every
/// call, so never call it while the terminal is in raw mode.
///
/// Making one costs nothing: readline is set up (the locale, `~/.inputrc`, the terminfo
/// entry, the history file, the key maps: more work than drawing the first frame) the first
/// time it is needed, by an edit, a read, ``escapeQuits`` or ``remember(_:)``. A run that
/// never reaches a text field never pays for it.
///
/// The field's edit is in `ReadlineEditor+Field.swift`, plain mode's line in
/// `ReadlineEditor+PlainMode.swift`; readline's callbacks are ``ReadlineHooks``. Every line
/// ends with what readline and the editor held of it zeroed (``wipeAfterLine()``), and a
/// masked or hidden line's edit runs without the commands that would copy it elsewhere
/// (``ReadlineHooks/bindSecretCommands()``).
public final class ReadlineEditor: LineReading, LineEditor {
    let input: UnsafeMutablePointer<FILE>
    let output: UnsafeMutablePointer<FILE>
    private let bracketedPaste: Bool
    private let historyPath: String?
    let wakeDescriptor: Int32
    let glyphs: Glyphs
    /// Whether readline may read its settings file (``InputrcCheck``): asked once, when
    /// readline is set up, so that a run that never sets it up never opens the file.
    private let readsSettings: () -> Bool
    /// Plain mode's line when a character outside ASCII is refused, readline reading only
    /// ASCII (``readsUTF8``).
    let notASCIINotice: String
    private var linesRead = 0
    /// The history file's entries as read when readline was set up, with those remembered
    /// since; readline's own history holds only the entries of ``shownHistory``.
    private var historyEntries: [HistoryEntry] = []
    /// Whose entries readline's history holds now (``showHistory(of:)``); none at first.
    private var shownHistory: HistoryPlace?
    /// The input terminal opened again without blocking, for plain mode's keys
    /// (``ReadlineHooks/readPlainKey``); opened at the first read, negative until then or
    /// when it cannot be.
    var plainInput: Int32 = -1
    /// Whether readline has been set up for this editor (``setUpIfNeeded()``).
    private(set) var isSetUp = false
    /// Whether readline reads the terminal's bytes as UTF-8 (``UTF8Locale``), decided when
    /// it is set up: `false` only where the system has no UTF-8 locale, and then a character
    /// outside ASCII is refused with a word of why, never dropped unsaid.
    private(set) var readsUTF8 = true
    /// How long the field waits after Esc for the rest of a key sequence before it takes
    /// Esc on its own: readline's `keyseq-timeout` (``keySequenceTimeout()``).
    private(set) var escapeTimeout: Double? = KeyDecoder.loneEscapeTimeout

    /// - Parameters:
    ///   - inputDescriptor: a terminal to read keys from.
    ///   - outputDescriptor: where the prompt and the edited line are echoed.
    ///   - bracketedPaste: whether pasted text is marked (readline's default); off for
    ///     plain mode, where the mode switches are noise to a screen reader.
    ///   - historyPath: a file of earlier answers by question, loaded when readline is set
    ///     up and saved by ``remember(_:)``; `nil` for no history.
    ///   - wakeDescriptor: a pipe whose byte ends an interactive edit (a resize or resume
    ///     signal: ``TerminalController/wakeDescriptor``); negative for none.
    ///   - glyphs: what the terminal shows of the field's symbols (`…` where text is hidden).
    ///   - readsSettings: whether readline may read its settings file (`INPUTRC`,
    ///     `~/.inputrc`), asked when readline is set up (before the first screen of a flow
    ///     with a text field, at the first line in plain mode); `false` when
    ///     ``InputrcCheck`` finds it unsafe to read.
    ///   - notASCIINotice: what plain mode prints, on a line of its own, when it refuses a
    ///     character outside ASCII because the system has no UTF-8 locale to read it by
    ///     (the field ends its edit instead, for the screens' alert).
    public init(
        inputDescriptor: Int32, outputDescriptor: Int32, bracketedPaste: Bool = false,
        historyPath: String? = nil, wakeDescriptor: Int32 = -1, glyphs: Glyphs = .unicode,
        readsSettings: @escaping () -> Bool = { true }, notASCIINotice: String = ""
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
        self.notASCIINotice = notASCIINotice
    }

    /// Sets readline up on first use: its streams, `~/.inputrc`, wizard's own settings over
    /// it, and the history.
    func setUpIfNeeded() {
        guard !isSetUp else { return }
        isSetUp = true
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
        // After rl_initialize has read ~/.inputrc, so these are wizard's decisions: the
        // terminal's bytes are UTF-8 (UTF8Locale), whatever the locale or the settings file
        // says, never a Meta key's high bit.
        readsUTF8 = UTF8Locale.activate()
        rl_variable_bind("input-meta", "on")
        rl_variable_bind("convert-meta", "off")
        rl_variable_bind("output-meta", "on")
        rl_variable_bind("enable-bracketed-paste", bracketedPaste ? "on" : "off")
        ReadlineHooks.rebindCommands()
        escapeTimeout = Self.keySequenceTimeout()
        rl_startup_hook = {
            // Readline has just set the environment's locale again (rl_initialize).
            UTF8Locale.activate()
            // Readline binds the terminal's erase character (Backspace) to its own command
            // again each time it prepares the terminal, just before this hook.
            ReadlineHooks.rebindCommands()
            let isSecret = ReadlineHooks.state.withLock { state in
                if !state.start.prefill.isEmpty { rl_insert_text(state.start.prefill) }
                if let point = state.start.startPoint { rl_point = point }
                return state.isSecret
            }
            if isSecret { ReadlineHooks.bindSecretCommands() }
            return 0
        }
        // The history is untrusted: only entries that could have been answers come back.
        if let historyPath { historyEntries = HistoryFile.entries(at: historyPath) }
    }

    /// Gives readline's history the entries kept at `place` alone, oldest first, so that ↑
    /// recalls earlier answers to this question and no other; none for `nil`.
    func showHistory(of place: HistoryPlace?) {
        guard place != shownHistory else { return }
        clear_history()
        shownHistory = place
        guard let place else { return }
        for entry in historyEntries where entry.place == place { add_history(entry.answer) }
    }

    deinit {
        if isSetUp { rl_startup_hook = nil }
        if plainInput >= 0 { close(plainInput) }
        fclose(input)
        fclose(output)
    }

    /// Whether a lone Esc quits: readline is in emacs mode (its default, unless
    /// `~/.inputrc` says `set editing-mode vi`). Sets readline up, to read `~/.inputrc`.
    public var escapeQuits: Bool {
        setUpIfNeeded()
        return rl_editing_mode == ReadlineHooks.emacsMode
    }

    /// Adds an accepted answer to the history at its place (unless it is already that
    /// place's newest) and saves the history file as ``HistoryFile/save(_:at:)`` does (links
    /// followed only when trusted, mode 0600, its directory created 0700), keeping the last
    /// ``HistoryFile/entryLimit`` entries. Failures are ignored: history is a convenience,
    /// never a reason to fail a run. Sets readline up first, so that the history file is
    /// read before it is written.
    public func remember(_ entry: HistoryEntry) {
        guard let historyPath, !entry.answer.isEmpty else { return }
        setUpIfNeeded()
        if historyEntries.last(where: { $0.place == entry.place }) != entry {
            historyEntries.append(entry)
            if shownHistory == entry.place { add_history(entry.answer) }
        }
        HistoryFile.save(historyEntries, at: historyPath)
    }

    /// The line readline returned, as text; the line's memory is zeroed and freed.
    func take(_ line: UnsafeMutablePointer<CChar>) throws(InputError) -> String {
        defer { SecretWipe.release(line) }
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

    /// Before readline reads a secret's line: room for a whole line in readline's line
    /// buffer, so that readline never moves it as it grows (freeing the old one as it was).
    func reserveLineIfSecret() {
        guard ReadlineHooks.state.withLock({ $0.isSecret }) else { return }
        SecretWipe.reserveLineBuffer(ReadlineHooks.lineLimit + 1)
    }

    /// After readline has read a line, however it ended: the keys a secret's edit bound to
    /// wizard's commands are bound back, and what readline and the key queues held of the
    /// line is zeroed (readline's line buffer, all of it, and its undo list).
    func wipeAfterLine() {
        ReadlineHooks.restoreCommands()
        SecretWipe.releaseUndoList()
        SecretWipe.wipeLineBuffer()
        ReadlineHooks.state.withLock { state in
            state.keys.wipe()
            if state.isSecret { state.start = LineStart() }
        }
    }

    /// The name `$if wizard` in `~/.inputrc` matches.
    private static let programName: StaticString = "wizard"
}
