/// What reading one line in plain mode gave: what the plain dialogue takes
/// (``PlainDialogue/take(_:)``), as the screens' state takes a key.
public enum LineRead: Equatable, Sendable {
    case line(String)
    /// The end of input (Ctrl-D on an empty line).
    case end
    /// No key came within the time limit.
    case timedOut
}

/// How long a line may wait for a key, and what to say in its last seconds
/// (``IdleTimer/countdownSeconds``).
public struct IdleLimit: Equatable, Sendable {
    public let seconds: Int
    public let notice: String

    public init(seconds: Int, notice: String) {
        self.seconds = seconds
        self.notice = notice
    }
}
