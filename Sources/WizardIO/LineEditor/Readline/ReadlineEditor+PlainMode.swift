@preconcurrency import CReadline
import Glibc
import WizardCore

extension ReadlineEditor {
    /// Reads one line after `prompt`, starting empty, with readline's own display, in which
    /// each scalar a terminal would act on or that would draw as nothing shows as a
    /// stand-in (``LineDisplay``), and which shows the line as `echo` says: as typed, as a
    /// bullet a character, or not at all. With an `idle` limit, the notice is printed on a line of
    /// its own ``IdleTimer/countdownSeconds`` before the limit (the line being typed is
    /// drawn again below it), and the read ends once the limit passes with no key. Where
    /// readline can read only ASCII (``UTF8Locale``), a character outside it is refused with
    /// the editor's `notASCIINotice` on a line of its own. ↑ recalls the earlier answers
    /// kept at `history` alone (``showHistory(of:)``).
    public func readLine(
        prompt: String, idle: IdleLimit?, echo: AnswerExposure.Echo,
        history: HistoryPlace? = nil
    ) throws(InputError) -> LineRead {
        setUpIfNeeded()
        showHistory(of: history)
        // Its own open file description, so that no other reader of the terminal (the
        // shell that started wizard) sees it non-blocking.
        if plainInput < 0 {
            plainInput = open(
                "/proc/self/fd/\(fileno(input))", O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        }
        let plainInput = plainInput
        ReadlineHooks.state.withLock { state in
            state.plain = PlainKeyWait(
                idle: idle, noticeShown: false, descriptor: plainInput,
                notASCIINotice: notASCIINotice)
            state.start = LineStart()
            state.display.echo = echo
            state.endings.ending = .none
            state.keys.lastKeyAt = SystemClock().now
            state.keys.input = TerminalInput(descriptor: fileno(input), wakeDescriptor: -1)
            (state.bounds.typing, state.bounds.lineWasCut) = (
                TypingBound(asciiOnly: !readsUTF8), false
            )
        }
        reserveLineIfSecret()
        rl_getc_function = ReadlineHooks.readPlainKey
        rl_redisplay_function = ReadlineHooks.displaySafely
        defer {
            rl_getc_function = rl_getc
            rl_redisplay_function = rl_redisplay
            wipeAfterLine()
        }
        let line = readline(prompt)
        let timedOut = ReadlineHooks.state.withLock { $0.endings.ending == .idle }
        if timedOut {
            if let line { SecretWipe.release(line) }
            return .timedOut
        }
        guard let line else { return .end }
        return .line(try take(line))
    }
}
