import Glibc

/// What a signal handler needs to put the terminal back: the one piece of global mutable
/// state in wizard.
///
/// A signal handler is a C function pointer and cannot capture context, so the terminal's
/// descriptor, its original settings and the wake-up pipe live at a fixed address,
/// allocated once. They are set before the handlers are installed; afterwards only the
/// `isActive` flag changes, a single word a handler reads at worst one change late (it
/// then restores settings that are already restored, which is harmless). Handlers use
/// only async-signal-safe calls on it (`tcsetattr`, `write`, `signal`, `raise`).
struct TerminalRestoreState {
    var isActive = false
    /// The terminal whose settings are restored.
    var descriptor: Int32 = -1
    /// Where the reset sequence is written: the same terminal, opened for writing.
    var outputDescriptor: Int32 = -1
    var original = termios()
    /// The write end of the wake-up pipe: resize and resume signals write their number here.
    var wakeDescriptor: Int32 = -1
}

/// The fixed address of the restore state (see ``TerminalRestoreState``).
nonisolated(unsafe) let terminalRestoreState: UnsafeMutablePointer<TerminalRestoreState> = {
    let state = UnsafeMutablePointer<TerminalRestoreState>.allocate(capacity: 1)
    state.initialize(to: TerminalRestoreState())
    return state
}()

/// Bytes that undo every mode the interactive screens and the line editor set: attributes
/// reset, cursor shown, bracketed paste off.
let terminalResetSequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?2004l"

/// Restores the terminal if wizard changed it, then writes the reset sequence and, when
/// `newline`, a line end so the shell's prompt starts on a fresh line. Async-signal-safe.
func restoreTerminalNow(newline: Bool) {
    let state = terminalRestoreState
    guard state.pointee.isActive else { return }
    _ = tcsetattr(state.pointee.descriptor, TCSAFLUSH, &state.pointee.original)
    let output = state.pointee.outputDescriptor
    _ = write(output, terminalResetSequence.utf8Start, terminalResetSequence.utf8CodeUnitCount)
    if newline { _ = write(output, "\r\n", 2) }
    state.pointee.isActive = false
}

/// For SIGTERM, SIGHUP, SIGQUIT and SIGINT: restore the terminal, then die of the signal
/// as if wizard had not caught it, so the parent sees the real cause.
let restoreAndResignal: @convention(c) (Int32) -> Void = { signalNumber in
    restoreTerminalNow(newline: true)
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}

/// For SIGWINCH and SIGCONT: wake the key loop through the pipe, with the signal's number.
let wakeKeyLoop: @convention(c) (Int32) -> Void = { signalNumber in
    var byte = UInt8(truncatingIfNeeded: signalNumber)
    _ = write(terminalRestoreState.pointee.wakeDescriptor, &byte, 1)
}
