import Glibc

/// An exclusive advisory lock (`flock`) on a lock file beside the store.
///
/// A separate file is locked, not the store itself, because the store is replaced by
/// `rename` on every write: a lock on the old inode would not exclude a writer that opened
/// the new one. The kernel releases the lock when its holder exits, however it exits, so
/// the lock file never needs removing.
enum FileLock {
    /// Takes the lock on `path`, creating the lock file (mode 0600) if needed. When another
    /// process holds it, calls `onWait` once and then waits.
    ///
    /// - Returns: the descriptor holding the lock; closing it releases the lock.
    static func acquire(path: String, onWait: () -> Void) throws(SystemError) -> Int32 {
        let descriptor = retryingOnEINTR {
            open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        }
        guard descriptor >= 0 else { throw SystemError("open") }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let error = SystemError("flock")
            guard error.code == EWOULDBLOCK else {
                close(descriptor)
                throw error
            }
            onWait()
            guard retryingOnEINTR({ flock(descriptor, LOCK_EX) }) == 0 else {
                let error = SystemError("flock")
                close(descriptor)
                throw error
            }
        }
        return descriptor
    }
}
