import Glibc

/// An exclusive advisory lock (`flock`) on a lock file beside the store.
///
/// A separate file is locked, not the store itself, because the store is replaced by
/// `rename` on every write: a lock on the old inode would not exclude a writer that opened
/// the new one.
enum FileLock {
    /// Runs `body` while holding the lock on `path`, creating the lock file (mode 0600) if
    /// needed. When another process holds it, calls `onWait` once and then waits.
    static func withExclusiveLock<T>(
        path: String, onWait: () -> Void, _ body: () throws(StoreError) -> T
    ) throws(StoreError) -> T {
        let descriptor = retryingOnInterrupt {
            open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        }
        guard descriptor >= 0 else { throw .unwritable(path: path, SystemError("open")) }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else { throw .unwritable(path: path, SystemError("flock")) }
            onWait()
            guard retryingOnInterrupt({ flock(descriptor, LOCK_EX) }) == 0 else {
                throw .unwritable(path: path, SystemError("flock"))
            }
        }
        return try body()
    }
}
