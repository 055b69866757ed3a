import Glibc
import WizardCore

/// The ends of a conversation over debconf's Passthrough protocol: lines read from one
/// descriptor, replies written to another (the same one for a socket). It decides nothing;
/// ``DebconfSource`` reads and answers through it.
///
/// It borrows its descriptors: whoever made them closes them (``DebconfProcess`` its pipes,
/// the command the socket ``DebconfListener`` accepted or the descriptors it inherited).
///
/// Reading: ``readLine()`` hands over one line at a time, its bytes without the line feed,
/// read in chunks and buffered. Waiting for a line to *start* has no limit (a package's
/// script may work for minutes between two commands), but once part of a line has come,
/// its rest must come within ``stallLimit`` seconds. A line longer than
/// ``DebconfCommand/lineByteLimit`` bytes is handed over cut to one byte more (which the
/// conversation refuses), and the rest of it is read and dropped as it comes: at most that
/// limit and one chunk are ever buffered.
///
/// Writing (``write(_:in:)``, in `DebconfPipes+Writing.swift`): the reply's line and a line
/// feed, in full; a refused line is warned of, and every reply written is shown.
public final class DebconfPipes: DebconfPeer {
    public typealias Failure = DebconfPeerFailure

    /// The seconds the rest of a line may take to come, once its start has: 10.
    public static let stallLimit = 10.0
    /// The bytes one read takes at most.
    static let chunkSize = 64 * 1024

    /// Where the peer's lines are read from.
    public let reading: Int32
    /// Where replies are written.
    public let writing: Int32
    /// The seconds the rest of a started line may take (``DebconfPipes/stallLimit``).
    public let stallLimit: Double
    /// Told of each refused line: one line, the reply's sentence (which quotes at most
    /// ``DebconfProblem/quoteLimit`` characters of the peer's words), safe for a terminal.
    let warn: (String) -> Void
    /// Handed the conversation after each reply is written: its title and progress bar are
    /// what the frame shows.
    let shown: (DebconfConversation) -> Void

    /// Bytes read and not yet handed over: the next line's start at ``start``.
    private(set) var buffer: [UInt8] = []
    private var start = 0
    /// Where in ``buffer`` the search for a line feed goes on: none before.
    private var scanned = 0
    private var atEnd = false
    private var chunk = [UInt8](repeating: 0, count: DebconfPipes.chunkSize)
    private let clock = SystemClock()

    /// - Parameters:
    ///   - reading: the descriptor the peer's lines come from.
    ///   - writing: the descriptor replies go to; `reading` again for a socket.
    ///   - stallLimit: seconds for the rest of a started line (tests shorten it).
    ///   - warn: told of each refused line, as ``warn`` says.
    ///   - shown: handed the conversation after each reply, as ``shown`` says.
    public init(
        reading: Int32, writing: Int32, stallLimit: Double = DebconfPipes.stallLimit,
        warn: @escaping (String) -> Void, shown: @escaping (DebconfConversation) -> Void
    ) {
        self.reading = reading
        self.writing = writing
        self.stallLimit = stallLimit
        self.warn = warn
        self.shown = shown
    }

    /// The next line the peer wrote, without its line feed, cut to
    /// `DebconfCommand.lineByteLimit + 1` bytes when longer; the last bytes before the end
    /// of input count as a line even without one. `nil` once the peer has closed its end
    /// and every line is handed over.
    ///
    /// - Throws: ``DebconfPeerFailure/stalledMidLine(seconds:)`` when a started line's
    ///   rest has not come within ``stallLimit`` seconds;
    ///   ``DebconfPeerFailure/readFailed(_:)`` when `poll` or `read` fails.
    public func readLine() throws(DebconfPeerFailure) -> [UInt8]? {
        var deadline: Double?
        while true {
            if let line = takeLine() { return line }
            if buffer.count - start > DebconfCommand.lineByteLimit {
                return try cutLongLine(deadline: deadline ?? clock.now + stallLimit)
            }
            if atEnd { return takeRest() }
            if start < buffer.count, deadline == nil { deadline = clock.now + stallLimit }
            try fill(until: deadline)
        }
    }

    /// The first whole line buffered, cut to the limit, or `nil` when none is.
    private func takeLine() -> [UInt8]? {
        guard let feed = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) else {
            scanned = buffer.count
            return nil
        }
        let line = Array(buffer[start..<min(feed, start + DebconfCommand.lineByteLimit + 1)])
        start = feed + 1
        scanned = start
        return line
    }

    /// What is left at the end of input, as the last line; `nil` when nothing is.
    private func takeRest() -> [UInt8]? {
        guard start < buffer.count else { return nil }
        let rest = Array(buffer[start...])
        buffer.removeAll()
        start = 0
        scanned = 0
        return rest
    }

    /// The line being read, cut to one byte over the limit, once the rest of it is read and
    /// dropped up to its line feed (or the end of input).
    private func cutLongLine(deadline: Double) throws(DebconfPeerFailure) -> [UInt8] {
        let line = Array(buffer[start..<start + DebconfCommand.lineByteLimit + 1])
        // No line feed is buffered (takeLine found none): all of it is the line's.
        buffer = []
        start = 0
        scanned = 0
        while !atEnd {
            try fill(until: deadline)
            if let feed = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                buffer.removeSubrange(...feed)
                return line
            }
            buffer.removeAll(keepingCapacity: true)
        }
        return line
    }

    /// Reads one chunk into ``buffer``, once there is one to read; at the end of input
    /// marks it. Waits without limit when `deadline` is `nil`, else until that time on
    /// ``SystemClock``.
    private func fill(until deadline: Double?) throws(DebconfPeerFailure) {
        if start > 0 {
            buffer.removeSubrange(..<start)
            scanned -= start
            start = 0
        }
        try waitForInput(until: deadline)
        let descriptor = reading
        let count = chunk.withUnsafeMutableBytes { bytes in
            retryingOnEINTR { Glibc.read(descriptor, bytes.baseAddress, bytes.count) }
        }
        if count > 0 {
            buffer += chunk[..<count]
        } else if count == 0 {
            atEnd = true
        } else if errno != EAGAIN {
            throw .readFailed(SystemError("read"))
        }
    }

    /// Returns once ``reading`` has bytes or its end to read (or a fault `read` reports).
    private func waitForInput(until deadline: Double?) throws(DebconfPeerFailure) {
        var entry = pollfd(fd: reading, events: Int16(POLLIN), revents: 0)
        while true {
            var milliseconds: Int32 = -1
            if let deadline {
                let remaining = deadline - clock.now
                guard remaining > 0 else { throw .stalledMidLine(seconds: stallLimit) }
                milliseconds = Int32(min((remaining * 1000).rounded(.up), 86_400_000))
            }
            let ready = poll(&entry, 1, milliseconds)
            if ready > 0 { return }
            if ready < 0, errno != EINTR { throw .readFailed(SystemError("poll")) }
        }
    }
}
