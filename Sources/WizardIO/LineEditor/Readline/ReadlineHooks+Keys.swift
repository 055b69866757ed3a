@preconcurrency import CReadline
import Glibc
import WizardCore

/// Reading keys in the field: readline's key source, and the terminal's signal keys while
/// readline has the terminal.
extension ReadlineHooks {
    /// Readline's terminal preparation with the signal keys off but Ctrl-C, as in raw mode
    /// (``TerminalController/keepingOnlyInterrupt(_:)``): Ctrl-Z reaches `readKey` as a
    /// byte, and Ctrl-C quits at once, even while a long paste is being taken in.
    ///
    /// The keys are turned off before readline sets the terminal up, not after: readline
    /// turns signals on (ISIG), and a Ctrl-Z or Ctrl-\ typed in between would stop the
    /// process, or end it, and the kernel would flush the keys typed with it. Readline then
    /// keeps those settings as the ones to restore, so ``deprepareTerminal`` puts back the
    /// settings from before the edit.
    ///
    /// Readline echoes the keys it reads only if the terminal echoed them when it took it;
    /// when the screens hand it over with echo held off (``TerminalController/leaveRawMode()``)
    /// it is told to echo, as the settings wizard found say.
    static let prepareTerminal: @convention(c) (Int32) -> Void = { meta in
        let descriptor = state.withLock { $0.keys.input.descriptor }
        var before = termios()
        if tcgetattr(descriptor, &before) == 0 {
            state.withLock { $0.keys.settingsBeforeEdit = before }
            var quiet = TerminalController.keepingOnlyInterrupt(before)
            // Signals stay as they were until readline turns them on.
            quiet.c_lflag = (quiet.c_lflag & ~tcflag_t(ISIG)) | (before.c_lflag & tcflag_t(ISIG))
            tcsetattr(descriptor, TCSANOW, &quiet)
        }
        rl_prep_terminal(meta)
        if TerminalController.echoHeldOff { _ = rl_tty_set_echoing(1) }
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return }
        settings = TerminalController.keepingOnlyInterrupt(settings)
        tcsetattr(descriptor, TCSANOW, &settings)
    }

    /// Readline's own restoring, then the settings from before ``prepareTerminal``.
    ///
    /// When readline restores the terminal for a signal that ends or stops wizard (in plain
    /// mode, where readline handles the signals), the keys still queued are dropped first,
    /// while echo is off: a secret typed just before the signal must not be echoed by the
    /// kernel once echo is back (``drainQueuedKeys(of:into:capacity:)``).
    static let deprepareTerminal: @convention(c) () -> Void = {
        let (descriptor, before) = state.withLock {
            ($0.keys.input.descriptor, $0.keys.settingsBeforeEdit)
        }
        if rl_readline_state & UInt(RL_STATE_SIGHANDLER) != 0 {
            withUnsafeTemporaryAllocation(byteCount: 256, alignment: 1) { buffer in
                drainQueuedKeys(of: descriptor, into: buffer.baseAddress!, capacity: buffer.count)
            }
        }
        rl_deprep_terminal()
        guard var before else { return }
        tcsetattr(descriptor, TCSANOW, &before)
        state.withLock { $0.keys.settingsBeforeEdit = nil }
    }

    /// Readline's key source. Returns the next byte of a key that readline handles, or —
    /// to end the edit with an outcome — records it and returns a newline, which readline
    /// takes as accept-line.
    static let readKey: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { _ in
        drawIfDeferred()
        return state.withLock { state in
            while true {
                if let byte = state.keys.forReadline.popFirst() { return Int32(byte) }
                if let ending = state.endings.afterForwarded {
                    state.endings.afterForwarded = nil
                    return end(&state, with: ending)
                }
                if state.keys.reachedEnd { return EOF }
                readAndClassify(&state)
                if state.endings.ending == .wake || state.endings.ending == .idle { return 0x0A }
            }
        }
    }

    /// Decodes one more byte (waiting for it, at most readline's `keyseq-timeout` while an
    /// escape sequence is pending), and classifies the keys it completes.
    private static func readAndClassify(_ state: inout ReadlineState) {
        if state.keys.unread.isEmpty {
            let pending = state.keys.decoder.hasPendingEscape
            switch state.keys.input.next(
                timeout: pending ? state.keys.escapeTimeout : state.keys.idleTimeout)
            {
            case .bytes(let bytes):
                state.keys.unread.replace(with: bytes)
                state.keys.lastKeyAt = SystemClock().now
            case .woken:
                // What was half read is read again by whatever comes next.
                state.keys.unread.take(from: &state.keys.held)
                state.keys.decoder = KeyDecoder()
                state.endings.ending = .wake
                return
            case .timeout where !pending:
                state.endings.ending = .idle
                return
            case .timeout:
                classify(state.keys.decoder.flushPending(), flushed: true, &state)
                return
            case .endOfInput:
                state.keys.reachedEnd = true
                if pending { classify(state.keys.decoder.flushPending(), flushed: true, &state) }
                return
            }
        }
        guard let byte = state.keys.unread.popFirst() else { return }
        if !state.display.firstKeyOutput.isEmpty {
            _ = write(
                state.display.outputDescriptor, state.display.firstKeyOutput,
                state.display.firstKeyOutput.count)
            state.display.firstKeyOutput = []
        }
        if state.keys.decoder.isInPaste {
            // A paste's bytes are the decoder's to keep (64 KiB at most), not held: the rest
            // of a paste of megabytes is read and dropped at a few instructions a byte.
            var keys = state.keys.decoder.decode(CollectionOfOne(byte))
            while keys.isEmpty, state.keys.decoder.isInPaste {
                state.keys.unread.removeFirst(
                    state.keys.decoder.takePasteContent(from: state.keys.unread.waiting))
                guard let next = state.keys.unread.popFirst() else { break }
                keys = state.keys.decoder.decode(CollectionOfOne(next))
            }
            if !keys.isEmpty { classify(keys, flushed: false, &state) }
            return
        }
        state.keys.held.append(byte)
        let keys = state.keys.decoder.decode(CollectionOfOne(byte))
        if !keys.isEmpty || state.keys.decoder.pendingByteCount == 0 {
            classify(keys, flushed: false, &state)
        }
    }
}
