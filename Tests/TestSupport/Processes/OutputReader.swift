import Glibc

/// What a child writes to a pipe or FIFO, read as it arrives, so that a test waits for a line
/// the child prints (a handshake) instead of for time to pass.
public final class OutputReader {
    /// The end the child writes to: give it to ``spawn(_:environment:descriptors:closeAfterSpawn:)``
    /// with `closeAfterSpawn: true`, so the end of output is seen once the child exits.
    /// `-1` for a reader made with ``init(reading:)``.
    public let writeEnd: Int32
    private let readEnd: Int32
    /// Everything read so far.
    public private(set) var bytes: [UInt8] = []
    /// Whether every writer has closed its end.
    public private(set) var ended = false

    /// A new pipe-like pair (``Descriptor/pair()``), both ends close-on-exec.
    public init() {
        (readEnd, writeEnd) = Descriptor.pair()
    }

    /// Reads `descriptor` (a FIFO opened `O_NONBLOCK`, say); closed on deinit.
    public init(reading descriptor: Int32) {
        readEnd = descriptor
        writeEnd = -1
    }

    deinit {
        close(readEnd)
    }

    /// What was read so far, as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Reads until the output holds `needle`.
    ///
    /// - Returns: `false` when the output ended or `timeout` seconds passed without it.
    @discardableResult
    public func waitFor(_ needle: String, timeout: Double = 10) -> Bool {
        let deadline = monotonicSeconds() + timeout
        while !text.contains(needle) {
            guard waitForMore(timeout: deadline - monotonicSeconds()) else { return false }
        }
        return true
    }

    /// Reads until every writer has closed its end.
    ///
    /// - Returns: `false` when `timeout` seconds passed first.
    @discardableResult
    public func readToEnd(timeout: Double = 10) -> Bool {
        let deadline = monotonicSeconds() + timeout
        while !ended {
            guard waitForMore(timeout: deadline - monotonicSeconds()) || ended else {
                return false
            }
        }
        return true
    }

    /// Waits for the next bytes and reads them.
    ///
    /// - Returns: `false` at the end of output or when `timeout` seconds passed first.
    public func waitForMore(timeout: Double) -> Bool {
        guard !ended, Descriptor.waitUntilReadable(readEnd, timeout: max(0, timeout)) else {
            return false
        }
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let count = read(readEnd, &buffer, buffer.count)
        if count > 0 {
            bytes += buffer[..<count]
            return true
        }
        if count == 0 || (errno != EAGAIN && errno != EINTR) { ended = true }
        return !ended
    }
}
