@preconcurrency import CReadline
import Glibc
import WizardCore

/// Reading keys in plain mode: readline's key source, with the time limit and the signals
/// readline catches.
extension ReadlineHooks {
    /// Readline's key source in plain mode: waits for the terminal (``waitForKey(on:seconds:)``,
    /// which sees every signal readline caught, however late), and with a time limit prints
    /// the notice when the limit is close and ends the line (as Enter would, marked
    /// ``EditEndings/Ending/idle``) when it passes. The key is read without blocking from the terminal
    /// opened again (``PlainKeyWait/descriptor``; else by readline's own `rl_getc`), and the
    /// signals that came meanwhile are handled by readline (`rl_check_signals`): a Ctrl-C
    /// typed right after other keys quits at once, never after the next key, and after a
    /// stop (Ctrl-Z) and `fg` the prompt is written again with what was typed. A key that
    /// typing may not add (``TypingBound``) is dropped with a bell, one for a run; a
    /// character outside ASCII where readline reads only ASCII also prints
    /// ``PlainKeyWait/notASCIINotice`` on a line of its own.
    static let readPlainKey: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { stream in
        drawIfDeferred()
        while true {
            let (descriptor, idle, lastKey, noticeShown, plainInput) = state.withLock {
                (
                    $0.keys.input.descriptor, $0.plain.idle, $0.keys.lastKeyAt ?? 0,
                    $0.plain.noticeShown,
                    $0.plain.descriptor
                )
            }
            var wait: Double?
            if let idle {
                let elapsed = SystemClock().now - lastKey
                let noticeAt = Double(max(idle.seconds - IdleTimer.countdownSeconds, 0))
                if elapsed >= Double(idle.seconds) {
                    state.withLock { $0.endings.ending = .idle }
                    return 0x0A
                }
                if elapsed >= noticeAt, !noticeShown {
                    state.withLock { $0.plain.noticeShown = true }
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
                let pending = rl_pending_signal()
                rl_check_signals()
                if pending == SIGTSTP || pending == SIGTTIN || pending == SIGTTOU {
                    // Back after `fg`: the prompt and the line typed again, on a line of
                    // their own, so that a screen reader speaks the question once more.
                    rl_crlf()
                    rl_on_new_line()
                    rl_redisplay_function?()
                }
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
            let (admitted, notice) = state.withLock { state in
                state.keys.lastKeyAt = SystemClock().now
                state.plain.noticeShown = false
                guard key != EOF else { return (true, String?.none) }
                let earlier = state.bounds.typing.refusal
                let admits = state.bounds.typing.admits(
                    UInt8(truncatingIfNeeded: key), lineLength: Int(max(rl_end, 0)))
                let refusal = state.bounds.typing.refusal
                guard !admits, refusal != earlier else { return (admits, nil) }
                fputs("\u{07}", rl_outstream)
                return (false, refusal == .notASCII ? state.plain.notASCIINotice : nil)
            }
            if admitted { return key }
            if let notice {
                // On a line of its own, the line being typed drawn again below it.
                rl_crlf()
                fputs(notice, rl_outstream)
                rl_crlf()
                rl_on_new_line()
                rl_redisplay_function?()
            }
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
}
