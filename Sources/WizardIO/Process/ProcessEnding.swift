/// How a child process ended, as its wait status says (`waitpid(2)`).
public enum ProcessEnding: Sendable, Equatable {
    /// It exited with this code (0…255).
    case exited(code: Int32)
    /// This signal ended it.
    case killed(signal: Int32)

    /// The ending a wait status describes.
    init(waitStatus: Int32) {
        let signal = waitStatus & 0x7F
        self = signal == 0 ? .exited(code: (waitStatus >> 8) & 0xFF) : .killed(signal: signal)
    }

    /// The status a program that ran it passes on, as a shell gives `$?`: the code, or 128
    /// plus the signal's number (143 for SIGTERM, 137 for SIGKILL).
    public var exitStatus: Int32 {
        switch self {
        case .exited(let code): code
        case .killed(let signal): 128 + signal
        }
    }
}
