import Glibc
import WizardCore
import WizardText

extension DebconfPipes {
    /// Writes `reply`'s ``DebconfReply/line`` and a line feed, in full: a write cut short
    /// or interrupted by a signal goes on, and a descriptor that is not blocking is waited
    /// for. Before it, a refused line (the reply's ``DebconfReply/problem``) is told to
    /// ``warn``; after it, `conversation` is handed to ``shown``.
    ///
    /// A peer that has closed its end makes the write fail with `EPIPE`: SIGPIPE is held off
    /// while it writes (``BrokenPipeSignal``), so it cannot kill wizard.
    ///
    /// - Throws: ``DebconfPeerFailure/writeFailed(_:)``.
    public func write(_ reply: DebconfReply, in conversation: DebconfConversation)
        throws(DebconfPeerFailure)
    {
        if let problem = reply.problem { warn(problem.explanation.terminalSafe) }
        var bytes = Array(reply.line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        let descriptor = writing
        let failure = BrokenPipeSignal.held {
            bytes.withUnsafeBytes { buffer in Self.writeAll(buffer, to: descriptor) }
        }
        if let failure { throw .writeFailed(failure) }
        shown(conversation)
    }

    /// Writes all of `bytes` to `descriptor`: `nil`, or why it failed.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32)
        -> SystemError?
    {
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count >= 0 {
                offset += count
                continue
            }
            let code = errno
            switch code {
            case EINTR: continue
            case EAGAIN:
                var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = retryingOnEINTR { poll(&entry, 1, -1) }
            default: return SystemError("write", code: code)
            }
        }
        return nil
    }
}
