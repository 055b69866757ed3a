/// What woke the interactive loop while it waited for the person.
public enum TerminalEvent: Equatable, Sendable {
    /// Key bytes, as one read returned them (decoded by ``KeyDecoder``).
    case bytes([UInt8])
    /// The window changed size (SIGWINCH): lay out again at the new size.
    case resized
    /// The process was stopped and continued (SIGCONT): re-enter raw mode and redraw.
    case resumed
    /// Nothing arrived within the timeout the loop asked for.
    case timeout
    /// The terminal is gone.
    case endOfInput
}
