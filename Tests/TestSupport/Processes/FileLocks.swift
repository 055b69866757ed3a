import Glibc

/// The kernel's table of file locks (`/proc/locks`), for tests that must know another
/// process waits for a lock before going on.
public enum FileLocks {
    /// How many processes are blocked in `flock` on the file at `path`: the table's `->`
    /// lines for its inode.
    public static func waiters(on path: String) -> Int {
        guard let status = Files.status(path), let table = Files.text("/proc/locks") else {
            return 0
        }
        let inode = ":\(status.st_ino) "
        return table.split(separator: "\n").filter { line in
            line.contains(" -> FLOCK ") && line.contains(inode)
        }.count
    }

    /// Whether `count` processes come to wait for the lock on `path` within `timeout`
    /// seconds.
    public static func waitForWaiters(_ count: Int, on path: String, timeout: Double = 30)
        -> Bool
    {
        let deadline = monotonicSeconds() + timeout
        while waiters(on: path) < count {
            if monotonicSeconds() > deadline { return false }
            sched_yield()
        }
        return true
    }
}
