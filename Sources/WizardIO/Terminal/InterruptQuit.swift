import Glibc

/// Ctrl-C quits at once, whatever wizard is doing: reading keys, drawing, or matching an
/// answer. The terminal turns Ctrl-C into SIGINT (``TerminalController/enterRawMode()``
/// keeps that one signal key, and plain mode is the terminal's own), and the handler
/// erases the frame, restores the terminal, prints the quit message and exits 130, as the
/// quit key does after the fact.
public enum InterruptQuit {
    /// Makes SIGINT print `message` on standard error and exit 130, after a line end on
    /// `newlineDescriptor` when it is not negative (plain mode ends the prompt's line).
    /// Call it once, before any frontend starts.
    public static func install(message: String, newlineDescriptor: Int32 = -1) {
        let bytes = Array(message.utf8)
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        copy.initialize(from: bytes, count: bytes.count)
        let state = terminalRestoreState
        state.pointee.quitMessageCount = bytes.count
        state.pointee.quitNewlineDescriptor = newlineDescriptor
        state.pointee.quitMessage = copy
        var action = sigaction()
        action.__sigaction_handler.sa_handler = quitOnInterrupt
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }
}
