import Glibc

/// An exclusive advisory lock (`flock`) on a lock file beside the store.
///
/// A separate file is locked, not the store itself, because the store is replaced by
/// `rename` on every write: a lock on the old inode would not exclude a writer that opened
/// the new one. The kernel releases the lock when its holder exits, however it exits, so
/// the lock file never needs removing.
enum FileLock {
    /// Why the lock could not be taken.
    enum Failure: Error, Equatable {
        /// The lock file's name leads through a link wizard does not follow, or somewhere
        /// that cannot be reached.
        case walk(PathWalkError)
        /// The lock file did not exist and could not be created: the directory is not
        /// writable. (Reported as the store's failure: nothing can be written there.)
        case cannotCreate(SystemError)
        /// The lock file exists but cannot be opened: its mode or owner keep this user out.
        case unusable(path: String, SystemError, owner: uid_t, mode: mode_t)
        /// Another process still held it when `wait` ran out.
        case timedOut(path: String)
        /// `flock` itself failed.
        case system(path: String, SystemError)
    }

    /// Takes the lock on the file `name` in `directory`, following a link there as
    /// ``PathWalk`` does and creating the file if needed: mode 0600 whatever the umask and,
    /// run as root, the directory's owner and group. A lock file of the user's own that its
    /// mode keeps them from opening is set back to 0600; anyone else's is opened read-only
    /// if it can be (a lock needs no more).
    ///
    /// When another process holds the lock, calls `onWait` with the lock file's path (unless
    /// `wait` is zero) and waits for it as `wait` says.
    ///
    /// - Returns: the descriptor holding the lock; closing it releases the lock.
    static func acquire(
        named name: String, in directory: OpenDirectory, wait: LockWait,
        onWait: (_ lockPath: String) -> Void
    ) throws(Failure) -> Int32 {
        let place: FilePlace
        do throws(PathWalkError) {
            guard
                let found = try PathWalk.place(of: name, from: directory, createsDirectories: true)
            else { throw PathWalkError.system(SystemError("open", code: ENOENT)) }
            place = found
        } catch .namesDirectory {
            let path = directory.path(appending: name)
            let status = try? directory.entryStatus(name)
            throw .unusable(
                path: path, SystemError("open", code: EISDIR), owner: status?.st_uid ?? 0,
                mode: (status?.st_mode ?? 0) & 0o7777)
        } catch {
            throw .walk(error)
        }
        let descriptor = try open(place)
        do {
            try lock(descriptor, path: place.path, wait: wait, onWait: onWait)
        } catch {
            close(descriptor)
            throw error
        }
        return descriptor
    }

    /// Opens (or creates) the lock file at `place`.
    private static func open(_ place: FilePlace) throws(Failure) -> Int32 {
        let directory = place.directory.descriptor
        var repaired = false
        // A few rounds, for a lock file another process creates or removes meanwhile.
        for _ in 0..<4 {
            let existing = place.name.withCString { name in
                retryingOnEINTR { openat(directory, name, O_RDWR | Self.openFlags) }
            }
            if existing >= 0 { return try regular(existing, at: place) }
            let error = SystemError("open")
            if error.code == ENOENT {
                if let created = try create(place) { return created }
                continue
            }
            let status = try? place.directory.entryStatus(place.name)
            if error.code == EACCES, !repaired, let status, status.st_uid == geteuid(),
                status.st_mode & S_IFMT == S_IFREG
            {
                // The user's own lock file, with a mode that shuts them out (a umask of 0277
                // once made it 0400): put it right.
                repaired = true
                if fchmodat(directory, place.name, 0o600, 0) == 0 { continue }
            }
            if error.code == EACCES || error.code == EROFS {
                let readOnly = retryingOnEINTR {
                    openat(directory, place.name, O_RDONLY | Self.openFlags)
                }
                if readOnly >= 0 { return try regular(readOnly, at: place) }
            }
            throw .unusable(
                path: place.path, error, owner: status?.st_uid ?? 0,
                mode: (status?.st_mode ?? 0) & 0o7777)
        }
        throw .cannotCreate(SystemError("open", code: EEXIST))
    }

    /// How an existing lock file is opened: never through a link, never blocking (a FIFO
    /// planted as the lock would otherwise wait for a writer for ever, whatever `--wait`
    /// says) and never as the controlling terminal.
    private static let openFlags = O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | O_NOCTTY

    /// `descriptor`, opened on the lock file at `place`, if it is a regular file; else it is
    /// closed and the lock file is refused as unusable, as another user's is: a FIFO, a
    /// socket or a device is no lock file wizard made.
    private static func regular(_ descriptor: Int32, at place: FilePlace) throws(Failure)
        -> Int32
    {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let error = SystemError("fstat")
            close(descriptor)
            throw .system(path: place.path, error)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .unusable(
                path: place.path, SystemError("open", code: ENXIO), owner: status.st_uid,
                mode: status.st_mode & 0o7777)
        }
        return descriptor
    }

    /// Creates the lock file at `place`, exclusively, with its mode and owner.
    ///
    /// - Returns: `nil` when another process created it first.
    private static func create(_ place: FilePlace) throws(Failure) -> Int32? {
        let created = retryingOnEINTR {
            openat(
                place.directory.descriptor, place.name,
                O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        guard created >= 0 else {
            if errno == EEXIST { return nil }
            throw .cannotCreate(SystemError("open"))
        }
        do throws(SystemError) {
            try give(created, attributes: try FileAttributes.newFile(in: place.directory))
        } catch {
            close(created)
            throw .cannotCreate(error)
        }
        return created
    }

    /// Gives a new lock file its mode and owner.
    private static func give(_ descriptor: Int32, attributes: FileAttributes) throws(SystemError) {
        if let owner = attributes.owner, fchown(descriptor, owner.uid, owner.gid) != 0 {
            throw SystemError("chown")
        }
        guard fchmod(descriptor, attributes.mode) == 0 else { throw SystemError("chmod") }
    }

    /// Locks `descriptor`, waiting as `wait` says when another process holds the lock.
    private static func lock(
        _ descriptor: Int32, path: String, wait: LockWait, onWait: (String) -> Void
    ) throws(Failure) {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
        guard errno == EWOULDBLOCK else { throw .system(path: path, SystemError("flock")) }
        switch wait {
        case .milliseconds(let limit) where limit <= 0:
            throw .timedOut(path: path)
        case .forever:
            onWait(path)
            guard retryingOnEINTR({ flock(descriptor, LOCK_EX) }) == 0 else {
                throw .system(path: path, SystemError("flock"))
            }
        case .milliseconds(let limit):
            onWait(path)
            try poll(descriptor, path: path, for: limit)
        }
    }

    /// Tries the lock again and again, at growing intervals up to 50 ms, until it is taken
    /// or `limit` milliseconds have passed. `flock` has no timeout of its own, and an alarm
    /// signal to interrupt it would be process-wide state.
    private static func poll(_ descriptor: Int32, path: String, for limit: Int) throws(Failure) {
        let deadline = milliseconds() + limit
        var pause = 1
        while true {
            let remaining = deadline - milliseconds()
            if remaining <= 0 { throw .timedOut(path: path) }
            var interval = timespec(tv_sec: 0, tv_nsec: min(pause, remaining) * 1_000_000)
            nanosleep(&interval, nil)
            pause = min(pause * 2, 50)
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw .system(path: path, SystemError("flock"))
            }
        }
    }

    /// The monotonic clock in milliseconds.
    private static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}
