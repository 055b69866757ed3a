import Glibc

/// A one-way signal from one thread to another: one side opens it, the other waits for that
/// with a deadline. It is a descriptor pair, so waiting blocks in `poll` and never guesses a duration.
public final class Latch: Sendable {
    let readEnd: Int32
    private let writeEnd: Int32

    public init() {
        (readEnd, writeEnd) = Descriptor.pair()
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Opens the latch for good: every wait, earlier or later, then returns `true`.
    public func open() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Whether the latch is open now, without waiting.
    public var isOpen: Bool { wait(timeout: 0) }

    /// Waits until the latch is open.
    ///
    /// - Returns: `false` when `timeout` seconds passed first (a failure, never a pace).
    @discardableResult
    public func wait(timeout: Double = 10) -> Bool {
        Descriptor.waitUntilReadable(readEnd, timeout: timeout)
    }
}

/// Descriptors for handshakes, and waiting on them with a deadline.
public enum Descriptor {
    /// A connected pair, both ends close-on-exec from the start (so a child spawned on
    /// another thread meanwhile never inherits one): what is written to `write` is read
    /// from `read`, as through a pipe.
    public static func pair() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        precondition(socketpair(AF_UNIX, type, 0, &ends) == 0, "socketpair failed: \(errno)")
        return (ends[0], ends[1])
    }

    /// Blocks until `descriptor` is readable (or at its end), or `timeout` seconds pass.
    static func waitUntilReadable(_ descriptor: Int32, timeout: Double) -> Bool {
        let deadline = monotonicSeconds() + timeout
        while true {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = max(0, Int32((deadline - monotonicSeconds()) * 1000))
            let ready = poll(&entry, 1, milliseconds)
            if ready > 0 { return true }
            if ready == 0 || errno != EINTR { return false }
        }
    }
}
