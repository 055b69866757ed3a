@preconcurrency import CReadline
import Glibc
import Synchronization

/// GNU readline as wizard's line editor: emacs or vi editing per the user's `~/.inputrc`
/// (`$if wizard` sections apply), reading a terminal and echoing to another stream.
///
/// The only file that imports `CReadline`. Readline keeps global state, so at most one
/// editor should exist per process. Readline snapshots the terminal's settings on every
/// call, so never call it while the terminal is in raw mode.
public final class ReadlineEditor: LineReading {
    /// How an interactive edit ended.
    public enum Outcome: Equatable {
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

    private let input: UnsafeMutablePointer<FILE>
    private let output: UnsafeMutablePointer<FILE>
    private let historyPath: String?
    private var linesRead = 0

    /// - Parameters:
    ///   - inputDescriptor: a terminal to read keys from.
    ///   - outputDescriptor: where the prompt and the edited line are echoed.
    ///   - bracketedPaste: whether pasted text is marked (readline's default); off for
    ///     plain mode, where the mode switches are noise to a screen reader.
    ///   - historyPath: a file of earlier answers, loaded now and saved by
    ///     ``remember(_:)``; `nil` for no history.
    public init(
        inputDescriptor: Int32, outputDescriptor: Int32, bracketedPaste: Bool = false,
        historyPath: String? = nil
    ) {
        UTF8Locale.activate()
        input = fdopen(dup(inputDescriptor), "r")
        output = fdopen(dup(outputDescriptor), "w")
        self.historyPath = historyPath
        // A static string's bytes live as long as the program, as readline requires.
        rl_readline_name = UnsafeRawPointer(Self.programName.utf8Start)
            .assumingMemoryBound(to: CChar.self)
        rl_instream = input
        rl_outstream = output
        rl_initialize()
        // After rl_initialize has read ~/.inputrc, so these are wizard's decisions.
        rl_variable_bind("enable-bracketed-paste", bracketedPaste ? "on" : "off")
        rl_startup_hook = {
            Hooks.state.withLock { state in
                if !state.prefill.isEmpty { rl_insert_text(state.prefill) }
            }
            return 0
        }
        if let historyPath { read_history(historyPath) }
    }

    deinit {
        rl_startup_hook = nil
        fclose(input)
        fclose(output)
    }

    public func readLine(prompt: String, prefill: String) throws(InputError) -> String? {
        Hooks.state.withLock { $0.prefill = prefill }
        guard let line = readline(prompt) else { return nil }
        return try take(line)
    }

    /// Edits one line for the interactive frontend, in a field that must stay one row high.
    ///
    /// Keys readline would not report are caught before it sees them: Ctrl-C, Ctrl-Z,
    /// Shift-Tab and (in emacs mode) a lone Esc end the edit with their outcome, and so
    /// does a byte on `wakeDescriptor`
    /// (a resize or resume signal). `typeahead` is read before the terminal: keys typed
    /// before the field opened. `firstKeyOutput` is written to the terminal when the first
    /// key arrives (to erase an alert). The terminal's signal keys are off meanwhile, so
    /// those keys arrive as bytes.
    public func edit(
        prompt: String, prefill: String, typeahead: [UInt8], wakeDescriptor: Int32,
        firstKeyOutput: String
    ) throws(InputError) -> Outcome {
        Hooks.state.withLock { state in
            state = Hooks.State(
                prefill: prefill, inputDescriptor: fileno(input), outputDescriptor: fileno(output),
                wakeDescriptor: wakeDescriptor, firstKeyOutput: Array(firstKeyOutput.utf8),
                pending: typeahead)
        }
        rl_variable_bind("horizontal-scroll-mode", "on")
        let (catchSignals, catchResize) = (rl_catch_signals, rl_catch_sigwinch)
        rl_catch_signals = 0
        rl_catch_sigwinch = 0
        rl_reset_screen_size()
        rl_getc_function = Hooks.readKey
        rl_prep_term_function = Hooks.prepareTerminal
        defer {
            rl_getc_function = rl_getc
            rl_prep_term_function = rl_prep_terminal
            (rl_catch_signals, rl_catch_sigwinch) = (catchSignals, catchResize)
            rl_variable_bind("horizontal-scroll-mode", "off")
        }
        let line = readline(prompt)
        let ending = Hooks.state.withLock { $0.ending }
        guard let line else { return ending == .quit ? .quit : .endOfInput }
        let text = try take(line)
        switch ending {
        case .none: return .line(text)
        case .back: return .back(text)
        case .quit: return .quit
        case .suspend: return .suspend(text)
        case .wake: return .woken(text)
        }
    }

    /// Bytes the last ``edit(prompt:prefill:typeahead:wakeDescriptor:firstKeyOutput:)`` read
    /// but did not use (typed after the key that ended it); they belong to what comes next.
    public func takeUnreadBytes() -> [UInt8] {
        Hooks.state.withLock { state in
            defer { state.pending = [] }
            return state.pending
        }
    }

    /// Adds an accepted answer to the history and saves the history file (mode 0600, its
    /// directory created 0700), keeping the last 100 entries. Failures are ignored:
    /// history is a convenience, never a reason to fail a run.
    public func remember(_ answer: String) {
        guard let historyPath, !answer.isEmpty else { return }
        if history_length == 0
            || String(cString: history_get(history_length).pointee.line) != answer
        {
            add_history(answer)
        }
        try? StorePaths.createDirectories(StorePaths.directory(of: historyPath))
        write_history(historyPath)
        history_truncate_file(historyPath, 100)
    }

    private func take(_ line: UnsafeMutablePointer<CChar>) throws(InputError) -> String {
        defer { free(line) }
        linesRead += 1
        guard let text = String(validatingCString: line) else {
            throw .invalidUTF8(line: linesRead)
        }
        return text
    }

    /// The name `$if wizard` in `~/.inputrc` matches.
    private static let programName: StaticString = "wizard"
}

/// State shared with readline's C callbacks, which cannot capture context.
private enum Hooks {
    enum Ending: Equatable {
        case none
        case back
        case quit
        case suspend
        case wake
    }

    struct State {
        var prefill = ""
        var inputDescriptor: Int32 = 0
        var outputDescriptor: Int32 = 1
        var wakeDescriptor: Int32 = -1
        var firstKeyOutput: [UInt8] = []
        var pending: [UInt8] = []
        var ending = Ending.none
    }

    static let state = Mutex(State())

    /// Readline's terminal preparation, then the signal keys off so that Ctrl-C and
    /// Ctrl-Z reach `readKey` as bytes.
    static let prepareTerminal: @convention(c) (Int32) -> Void = { meta in
        rl_prep_terminal(meta)
        let descriptor = state.withLock { $0.inputDescriptor }
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return }
        settings.c_lflag &= ~tcflag_t(ISIG)
        tcsetattr(descriptor, TCSANOW, &settings)
    }

    /// Readline's key source. Returns the next byte, or — to end the edit with an outcome —
    /// records it and returns a newline, which readline takes as accept-line.
    static let readKey: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { _ in
        state.withLock { state in
            let byte: UInt8
            if !state.pending.isEmpty {
                byte = state.pending.removeFirst()
            } else {
                switch nextInput(&state) {
                case .byte(let read): byte = read
                case .woken: return end(&state, with: .wake)
                case .end: return EOF
                }
            }
            if !state.firstKeyOutput.isEmpty {
                _ = write(state.outputDescriptor, state.firstKeyOutput, state.firstKeyOutput.count)
                state.firstKeyOutput = []
            }
            switch byte {
            case 0x03: return end(&state, with: .quit)
            case 0x1A: return end(&state, with: .suspend)
            case 0x1B:
                // Shift-Tab is ESC [ Z; anything else after ESC goes on to readline.
                var following = state.pending
                if following.isEmpty { following = bytes(after: &state, waitingMilliseconds: 30) }
                if following.starts(with: [0x5B, 0x5A]) {
                    state.pending = Array(following.dropFirst(2))
                    return end(&state, with: .back)
                }
                // A lone Esc quits, as on every other screen; in vi mode it is vi's.
                if following.isEmpty && rl_editing_mode == emacsMode {
                    return end(&state, with: .quit)
                }
                state.pending = following
                return 0x1B
            default: return Int32(byte)
            }
        }
    }

    /// `rl_editing_mode` while emacs key bindings are on (readline's `emacs_mode`).
    private static let emacsMode: Int32 = 1

    private static func end(_ state: inout State, with ending: Ending) -> Int32 {
        state.ending = ending
        return 0x0A
    }

    /// What waiting for the terminal gave.
    private enum Input {
        case byte(UInt8)
        /// The wake-up pipe fired first: a resize or a resume.
        case woken
        case end
    }

    private static func nextInput(_ state: inout State) -> Input {
        while true {
            var descriptors = [
                pollfd(fd: state.inputDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: state.wakeDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            if poll(&descriptors, 2, -1) < 0 {
                if errno == EINTR { continue }
                return .end
            }
            if descriptors[1].revents != 0 {
                var drained = [UInt8](repeating: 0, count: 16)
                _ = read(state.wakeDescriptor, &drained, drained.count)
                return .woken
            }
            var byte: UInt8 = 0
            let count = read(state.inputDescriptor, &byte, 1)
            if count == 1 { return .byte(byte) }
            if count < 0 && errno == EINTR { continue }
            return .end
        }
    }

    /// Bytes already waiting or arriving within `milliseconds`, without blocking longer.
    private static func bytes(after state: inout State, waitingMilliseconds milliseconds: Int32)
        -> [UInt8]
    {
        var descriptor = pollfd(fd: state.inputDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = read(state.inputDescriptor, &buffer, buffer.count)
        return count > 0 ? Array(buffer[..<count]) : []
    }
}
