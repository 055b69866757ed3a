import Glibc

/// `wizard debconf …` started as ``WizardBinary/run(_:input:home:environment:)`` runs it, but
/// with standard input a pipe-like pair the test writes to when it chooses (a handshake with
/// the peer first), and standard output and error read as they come.
public final class DebconfRun {
    public let pid: pid_t
    /// What wizard wrote to standard output and error.
    public let output = OutputReader()
    public let error = OutputReader()
    private var input: Int32
    private var status: Int32?

    /// - Parameter descriptors: further `(source, target)` descriptors the child gets (the
    ///   ends `--fds` names), which the caller closes once this returns.
    public init(
        _ arguments: [String], home: String, environment: [String: String] = [:],
        descriptors: [(Int32, Int32)] = []
    ) {
        // A connected pair made close-on-exec at once, so that no child another test starts
        // meanwhile holds the writing end open.
        let ends = Descriptor.pair()
        input = ends.write
        pid = spawn(
            [WizardBinary.path] + arguments,
            environment: WizardBinary.environment(home: home, environment),
            descriptors: [(ends.read, 0), (output.writeEnd, 1), (error.writeEnd, 2)] + descriptors,
            closeAfterSpawn: false)
        close(ends.read)
        close(output.writeEnd)
        close(error.writeEnd)
    }

    deinit {
        if input >= 0 { close(input) }
        if status == nil { _ = waitForExit(pid, deadline: 0) }
    }

    /// Writes `text` to wizard's standard input.
    public func send(_ text: String) {
        precondition(input >= 0, "standard input is closed")
        _ = writeAll(Array(text.utf8), to: input)
    }

    /// Closes wizard's standard input: the end of its piped answers.
    public func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// Closes standard input, reads both outputs to their end and waits for wizard to exit,
    /// killing it after `deadline` seconds: its status.
    @discardableResult
    public func finish(deadline: Double = childDeadlineSeconds) -> Int32 {
        closeInput()
        if let status { return status }
        let status = waitForExit(pid, deadline: deadline)
        output.readToEnd()
        error.readToEnd()
        self.status = status
        return status
    }
}

/// The debconf side of a conversation with `wizard debconf --fds` or `--listen`: the test
/// writes a command line and reads wizard's one reply line, with a deadline, as debconf's
/// Passthrough frontend does.
public final class DebconfClient {
    private var reading: Int32
    private var writing: Int32
    private var buffer: [UInt8] = []

    /// Speaks through `reading` (wizard's replies) and `writing` (the commands); closes
    /// both when it ends.
    public init(reading: Int32, writing: Int32) {
        self.reading = reading
        self.writing = writing
    }

    /// Connects to the Unix socket at `path`; `nil` when that fails.
    public convenience init?(connectingTo path: String) {
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            close(socket)
            return nil
        }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            return nil
        }
        self.init(reading: socket, writing: dup(socket))
    }

    deinit { end() }

    /// Closes both ends: wizard sees the end of the conversation.
    public func end() {
        if reading >= 0 { close(reading) }
        if writing >= 0 { close(writing) }
        (reading, writing) = (-1, -1)
        buffer = []
    }

    /// Writes `line` and a line feed, then reads the reply: its line without the line feed,
    /// `nil` when none came within `timeout` seconds or the conversation ended.
    public func say(_ line: String, timeout: Double = 10) -> String? {
        guard writing >= 0 else { return nil }
        guard writeAll(Array((line + "\n").utf8), to: writing) else { return nil }
        let deadline = monotonicSeconds() + timeout
        while true {
            if let feed = buffer.firstIndex(of: 0x0A) {
                let reply = String(decoding: buffer[..<feed], as: UTF8.self)
                buffer.removeSubrange(...feed)
                return reply
            }
            guard Descriptor.waitUntilReadable(reading, timeout: deadline - monotonicSeconds())
            else { return nil }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(reading, &chunk, chunk.count)
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }
}

/// Writes all of `bytes` to `descriptor`, a pipe or socket: whether it could. A reader that
/// has gone makes it fail with `EPIPE`, never a SIGPIPE that would end the test runner: the
/// signal is blocked on this thread meanwhile, and one it raised is taken before unblocking.
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    var before = sigset_t()
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &before)
    defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
    var rest = bytes[...]
    while !rest.isEmpty {
        let count = rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else {
            if errno == EPIPE {
                var none = timespec()
                while sigtimedwait(&pipeSignal, nil, &none) == SIGPIPE {}
            }
            return false
        }
        rest = rest.dropFirst(count)
    }
    return true
}
