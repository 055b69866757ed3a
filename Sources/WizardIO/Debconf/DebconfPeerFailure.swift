/// Why the conversation with debconf's peer cannot go on (``DebconfPipes``): the command
/// that serves it ends it. A line the protocol refuses is no failure: it gets a reply.
public enum DebconfPeerFailure: Error, Sendable, Equatable {
    /// Reading the peer's lines failed (`poll` or `read`, with its `errno`).
    case readFailed(SystemError)
    /// Writing a reply failed: `EPIPE` when the peer closed its end first.
    case writeFailed(SystemError)
    /// The peer stopped in the middle of a line: the rest of it had not come `seconds`
    /// after wizard began waiting for it.
    case stalledMidLine(seconds: Double)
}
