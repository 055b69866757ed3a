import Glibc

/// A pseudo-terminal for driving the built binary as a person at a terminal would.
///
/// The child gets the terminal as its controlling terminal (through `setsid --ctty`), so
/// resizes deliver SIGWINCH and Ctrl-Z style job control works as in a real session.
public final class PseudoTerminal {
    public let master: Int32
    public let slave: Int32
    /// Every byte the child has written so far.
    public private(set) var transcript: [UInt8] = []

    public init(columns: UInt16 = 80, rows: UInt16 = 24) {
        var master: Int32 = 0
        var slave: Int32 = 0
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            fatalError("openpty failed: \(errno)")
        }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        self.master = master
        self.slave = slave
    }

    deinit {
        close(master)
        close(slave)
    }

    /// The transcript as text.
    public var text: String { String(decoding: transcript, as: UTF8.self) }

    /// Starts `arguments` with this terminal as its standard input, output and error;
    /// standard output goes to `standardOutput` instead when it is given (a pipe, as
    /// `$(…)` captures it), which the caller keeps and closes.
    public func start(
        _ arguments: [String], environment: [String], standardOutput: Int32? = nil
    ) -> pid_t {
        spawn(
            ["/usr/bin/setsid", "--ctty"] + arguments, environment: environment,
            descriptors: [(slave, 0), (standardOutput ?? slave, 1), (slave, 2)],
            closeAfterSpawn: false)
    }

    /// Types `text` into the terminal.
    public func send(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Types `text` once the program reading the terminal has drawn something, as a person
    /// types once the prompt shows: a thread waits (60 s at most) for output to be there to
    /// read, without reading it, then writes `text`. For an in-process editor whose first
    /// output comes after it has set the terminal up, so that no key meets the settings of
    /// before. The caller reads nothing until it joins the thread; the master must hold no
    /// unread output when this is called.
    public func typeWhenDrawn(_ text: String) -> BackgroundThread {
        let (master, bytes) = (self.master, Array(text.utf8))
        return BackgroundThread {
            var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            _ = poll(&entry, 1, 60_000)
            var offset = 0
            while offset < bytes.count {
                let count = bytes[offset...].withUnsafeBytes {
                    write(master, $0.baseAddress, $0.count)
                }
                guard count > 0 else { return }
                offset += count
            }
        }
    }

    /// Types `bytes`, however many, a chunk at a time, reading the child's output between
    /// chunks so that neither side blocks the other.
    ///
    /// - Returns: whether every byte was written within `timeout` seconds; a child that stops
    ///   reading its terminal fails the call at the deadline instead of hanging the test.
    @discardableResult
    public func sendAll(_ bytes: [UInt8], timeout: Double = 60) -> Bool {
        let deadline = Self.now() + timeout
        // Writes never block: a full terminal buffer waits in poll, up to the deadline.
        let flags = fcntl(master, F_GETFL)
        _ = fcntl(master, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(master, F_SETFL, flags) }
        var offset = 0
        while offset < bytes.count {
            guard Self.now() < deadline else { return false }
            var descriptor = pollfd(fd: master, events: Int16(POLLOUT), revents: 0)
            if poll(&descriptor, 1, 20) > 0, descriptor.revents & Int16(POLLOUT) != 0 {
                let count = bytes[offset..<min(offset + 4096, bytes.count)].withUnsafeBytes {
                    write(master, $0.baseAddress, $0.count)
                }
                if count > 0 { offset += count }
            }
            drain(waitingUpTo: 0)
        }
        return true
    }

    /// The CPU time (user and system) of the child last waited for by
    /// ``waitForExit(_:timeout:)``.
    public private(set) var childCPUSeconds: Double?

    /// Reads output until the transcript (from `from` on) contains `needle`.
    ///
    /// - Returns: whether it appeared within `timeout` seconds.
    @discardableResult
    public func waitFor(_ needle: String, from offset: Int = 0, timeout: Double = 10) -> Bool {
        let deadline = Self.now() + timeout
        let wanted = Array(needle.utf8)
        while true {
            if transcript.count >= offset,
                Self.contains(transcript[offset...], wanted)
            {
                return true
            }
            let remaining = deadline - Self.now()
            if remaining <= 0 { return false }
            drain(waitingUpTo: min(remaining, 0.05))
        }
    }

    /// Types `text`, then waits for `needle` in what the child writes after it, as a person
    /// types an answer and reads the next prompt.
    ///
    /// - Returns: whether it appeared within `timeout` seconds.
    @discardableResult
    public func send(_ text: String, thenWaitFor needle: String, timeout: Double = 10) -> Bool {
        readAvailable()
        let offset = transcript.count
        send(text)
        return waitFor(needle, from: offset, timeout: timeout)
    }

    /// Waits for the child's next output and reads it.
    ///
    /// - Returns: whether any arrived within `timeout` seconds.
    @discardableResult
    public func waitForOutput(timeout: Double) -> Bool {
        let count = transcript.count
        drain(waitingUpTo: max(0, timeout))
        return transcript.count > count
    }

    /// Reads everything the child has written so far and no more, without waiting.
    ///
    /// A write the child made is in the terminal whole once its `write` returned, so after
    /// a sign that the child has made its last write for now, this leaves the transcript
    /// complete.
    public func readAvailable() {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLIN) != 0 {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return }
            transcript += buffer[..<count]
        }
    }

    /// Waits for `pid` to exit, reading its output meanwhile so it never blocks writing.
    ///
    /// - Returns: its exit status (128 + signal when killed), or `nil` after `timeout`.
    public func waitForExit(_ pid: pid_t, timeout: Double = 10) -> Int32? {
        let deadline = Self.now() + timeout
        while Self.now() < deadline {
            var status: Int32 = 0
            var usage = rusage()
            if wait4(pid, &status, WNOHANG, &usage) == pid {
                childCPUSeconds =
                    Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                    + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
                drain(waitingUpTo: 0.05)
                let signal = status & 0x7F
                return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
            }
            drain(waitingUpTo: 0.02)
        }
        return nil
    }

    /// Hangs the terminal up, as closing a terminal emulator's window does: `master` is
    /// replaced by `/dev/null` (the number stays valid, so a later `close` is harmless), the
    /// pseudo-terminal's last master reference goes, and every read or poll of the slave
    /// ends at once. Safe to call from any thread: what ``Watchdog`` does to a test blocked
    /// reading the slave.
    public static func hangUp(master: Int32) {
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        guard null >= 0 else { return }
        _ = dup2(null, master)
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        close(null)
    }

    /// Changes the terminal's size; the kernel sends SIGWINCH to the foreground job.
    public func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// The terminal's current settings, as the child left them.
    public func attributes() -> termios {
        var settings = termios()
        tcgetattr(slave, &settings)
        return settings
    }

    /// Waits until the child has turned canonical input off, as a line editor does once it
    /// reads keys: the handshake before typing more than a canonical line holds (4095 bytes),
    /// which the terminal would otherwise cut off while the editor is still starting.
    ///
    /// - Returns: whether that happened within `timeout` seconds.
    @discardableResult
    public func waitForKeyByKeyInput(timeout: Double = 10) -> Bool {
        let deadline = Self.now() + timeout
        while attributes().c_lflag & tcflag_t(ICANON) != 0 {
            guard Self.now() < deadline else { return false }
            drain(waitingUpTo: 0.01)
        }
        return true
    }

    private func drain(waitingUpTo seconds: Double) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(seconds * 1000)) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        if count > 0 { transcript += buffer[..<count] }
    }

    private static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        var index = haystack.startIndex
        while index <= haystack.endIndex - needle.count {
            if haystack[index..<index + needle.count].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
