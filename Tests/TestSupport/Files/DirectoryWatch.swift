import Glibc

/// Changes to one directory's files as inotify reports them: a file created, written,
/// closed, renamed in or removed. A test reads a shared file right after each change
/// instead of at a guessed pace.
public final class DirectoryWatch {
    private let descriptor: Int32

    public init(_ directory: String) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        precondition(descriptor >= 0, "inotify_init1 failed: \(errno)")
        let events = IN_CREATE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE
        precondition(
            inotify_add_watch(descriptor, directory, UInt32(events)) >= 0,
            "inotify_add_watch \(directory) failed: \(errno)")
    }

    deinit {
        close(descriptor)
    }

    /// Waits for the next change in the directory, or for `done` to open.
    ///
    /// - Returns: `true` after a change (every change reported so far is consumed); `false`
    ///   once `done` is open, or when `timeout` seconds passed with neither.
    public func waitForChange(until done: Latch, timeout: Double = 60) -> Bool {
        var entries = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: done.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&entries, 2, Int32(timeout * 1000))
        guard ready > 0, entries[0].revents & Int16(POLLIN) != 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while read(descriptor, &buffer, buffer.count) > 0 {}
        return true
    }
}
