import Glibc

/// What a signal handler needs to put the terminal back: the one piece of global mutable
/// state in wizard.
///
/// A signal handler is a C function pointer and cannot capture context, so the terminal's
/// descriptor, its original settings, the wake-up pipe, the bytes that erase the frame on
/// show and the quit message live at a fixed address, allocated once. The descriptors and
/// settings are set before the handlers are installed. The erasure changes as frames are
/// drawn: its length is set to 0 before its bytes change and to the new length after, so
/// a handler sees no erasure or a whole one (at worst one change late, which erases from a
/// row off by one). Handlers use only async-signal-safe calls on it (`tcsetattr`, `write`,
/// `signal`, `raise`, `_exit`).
struct TerminalRestoreState {
    var isActive = false
    /// The terminal whose settings are restored.
    var descriptor: Int32 = -1
    /// Where the reset sequence is written: the same terminal, opened for writing.
    var outputDescriptor: Int32 = -1
    var original = termios()
    /// The write end of the wake-up pipe: resize and resume signals write their number here.
    var wakeDescriptor: Int32 = -1
    /// The bytes that erase the frame on show (``erasureCapacity`` at most), and how many.
    var erasure = UnsafeMutablePointer<UInt8>.allocate(capacity: erasureCapacity)
    /// Where keys still queued at the terminal are read and dropped before echo comes back
    /// (``drainQueuedKeysNow()``).
    var drain = UnsafeMutableRawPointer.allocate(byteCount: drainCapacity, alignment: 1)
    var erasureCount = 0
    /// What SIGINT prints before wizard exits 130 (`wizard: quit; nothing was saved.`), and
    /// its length; none when the interrupt signal should kill wizard as it would by default.
    var quitMessage: UnsafeMutablePointer<UInt8>?
    var quitMessageCount = 0
    /// Where a line end goes before the quit message, ending the line being edited in plain
    /// mode; negative for none.
    var quitNewlineDescriptor: Int32 = -1
    /// The process group of a command wizard started and serves (`wizard debconf`), which a
    /// signal that ends wizard ends too (SIGTERM); 0 for none.
    var commandGroup: pid_t = 0

    /// Room for `\r`, `ESC [ n A` with any row count and `ESC [ J`.
    static let erasureCapacity = 32
    static let drainCapacity = 256
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

/// Keeps `erasure` as the bytes a terminating signal writes to erase the frame; not
/// async-signal-safe, called from the frame's drawing only.
func setFrameErasure(_ erasure: String) {
    let state = terminalRestoreState
    let bytes = Array(erasure.utf8.prefix(TerminalRestoreState.erasureCapacity))
    state.pointee.erasureCount = 0
    for (index, byte) in bytes.enumerated() { state.pointee.erasure[index] = byte }
    state.pointee.erasureCount = bytes.count
}

/// Restores the terminal if wizard changed it: erases the frame on show, then writes the
/// reset sequence and, when `newline` and no frame was erased, a line end so the shell's
/// prompt starts on a fresh line. Async-signal-safe.
func restoreTerminalNow(newline: Bool) {
    let state = terminalRestoreState
    guard state.pointee.isActive else { return }
    drainQueuedKeysNow()
    _ = tcsetattr(state.pointee.descriptor, TCSAFLUSH, &state.pointee.original)
    let output = state.pointee.outputDescriptor
    let erasureCount = state.pointee.erasureCount
    if erasureCount > 0 { _ = write(output, state.pointee.erasure, erasureCount) }
    _ = write(output, terminalResetSequence.utf8Start, terminalResetSequence.utf8CodeUnitCount)
    if newline && erasureCount == 0 { _ = write(output, "\r\n", 2) }
    state.pointee.isActive = false
}

/// Reads and drops the keys queued at the terminal `descriptor` while its echo is still
/// off, so that none is echoed once the original settings (echo on) are back: a key the
/// kernel has received but not yet passed to the terminal's line discipline would otherwise
/// be processed, and echoed, under the restored settings, and the flush of `TCSAFLUSH` does
/// not reach it. A read that finds nothing waits for that hand-over first, so reading until
/// nothing is left, without blocking, empties both. Not from the background of the
/// terminal wizard is controlled by: a read from there would stop wizard. At most
/// ``drainLimit`` reads, so that keys that never stop coming cannot hold wizard here. For a
/// process about to end or stop: typed-ahead keys are lost. Async-signal-safe.
func drainQueuedKeys(
    of descriptor: Int32, into buffer: UnsafeMutableRawPointer, capacity: Int
) {
    // Another terminal than the controlling one has no foreground to keep to.
    let foreground = tcgetpgrp(descriptor)
    guard foreground < 0 || foreground == getpgrp() else { return }
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0, fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0 else { return }
    var reads = 0
    while reads < drainLimit, read(descriptor, buffer, capacity) > 0 { reads += 1 }
    _ = fcntl(descriptor, F_SETFL, flags)
}

/// The most reads ``drainQueuedKeys(of:into:capacity:)`` makes: far more than a terminal
/// queues (its line discipline holds 4 KiB, its pending input 64 KiB), in reads of 256 bytes.
let drainLimit = 1024

/// ``drainQueuedKeys(of:into:capacity:)`` for the terminal whose settings a handler
/// restores. Async-signal-safe.
func drainQueuedKeysNow() {
    let state = terminalRestoreState
    drainQueuedKeys(
        of: state.pointee.descriptor, into: state.pointee.drain,
        capacity: TerminalRestoreState.drainCapacity)
}

/// Sends SIGTERM to the process group of the command wizard serves, if any, so that it does
/// not outlive wizard. Async-signal-safe.
func endCommandGroupNow() {
    let group = terminalRestoreState.pointee.commandGroup
    if group > 0 { _ = kill(-group, SIGTERM) }
}

/// For SIGTERM, SIGHUP and SIGQUIT (and SIGINT when no quit message is set): erase the
/// frame and restore the terminal, then die of the signal as if wizard had not caught it,
/// so the parent sees the real cause.
let restoreAndResignal: @convention(c) (Int32) -> Void = { signalNumber in
    endCommandGroupNow()
    restoreTerminalNow(newline: true)
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}

/// For SIGINT, Ctrl-C: quit as Esc quits, even in the middle of work: erase the frame,
/// restore the terminal, say that nothing was saved, exit 130.
let quitOnInterrupt: @convention(c) (Int32) -> Void = { signalNumber in
    let state = terminalRestoreState
    guard let message = state.pointee.quitMessage else {
        restoreAndResignal(signalNumber)
        return
    }
    endCommandGroupNow()
    restoreTerminalNow(newline: false)
    if state.pointee.quitNewlineDescriptor >= 0 {
        _ = write(state.pointee.quitNewlineDescriptor, "\n", 1)
    }
    _ = write(STDERR_FILENO, message, state.pointee.quitMessageCount)
    _exit(130)
}

/// For SIGWINCH and SIGCONT: wake the key loop through the pipe, with the signal's number.
let wakeKeyLoop: @convention(c) (Int32) -> Void = { signalNumber in
    var byte = UInt8(truncatingIfNeeded: signalNumber)
    _ = write(terminalRestoreState.pointee.wakeDescriptor, &byte, 1)
}
