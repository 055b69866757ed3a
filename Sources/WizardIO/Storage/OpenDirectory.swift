import Glibc

/// A directory held open by a descriptor, so that what wizard does in it (read the store,
/// create the temporary file, rename it, take the lock) happens in that very directory even
/// if a path to it changes meanwhile. Closed when the last reference goes.
///
/// The descriptor is an `O_PATH` one, which needs only search permission on the way to it;
/// a directory opened for reading (``sync()``, ``names()``) is opened from it as `.`.
final class OpenDirectory {
    let descriptor: Int32
    /// The path it was reached by, for messages: physical (links already replaced by their
    /// targets); empty for the working directory.
    let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        close(descriptor)
    }

    /// The root directory.
    static func root() throws(SystemError) -> OpenDirectory {
        try open(at: AT_FDCWD, "/", path: "/", flags: 0)
    }

    /// The working directory, where relative paths start.
    static func current() throws(SystemError) -> OpenDirectory {
        try open(at: AT_FDCWD, ".", path: "", flags: 0)
    }

    /// The directory `name` in this one; never through a symbolic link (`ELOOP` or `ENOTDIR`
    /// if `name` is one).
    func subdirectory(_ name: String) throws(SystemError) -> OpenDirectory {
        try Self.open(at: descriptor, name, path: path(appending: name), flags: O_NOFOLLOW)
    }

    /// The parent directory (the physical one, as the kernel resolves `..`).
    func parent() throws(SystemError) -> OpenDirectory {
        try Self.open(at: descriptor, "..", path: path(appending: ".."), flags: 0)
    }

    /// `path` with `name` appended, as messages show it.
    func path(appending name: String) -> String {
        if path.isEmpty { return name }
        return path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// Whether the directory is still in the file system: `false` once it was removed, its
    /// descriptor then naming a directory nothing can be made in.
    var exists: Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && status.st_nlink > 0
    }

    /// The directory's own status (owner, mode).
    func status() throws(SystemError) -> stat {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError("stat") }
        return status
    }

    /// The status of `name` in this directory, not following a link; `nil` when there is
    /// no such entry.
    func entryStatus(_ name: String) throws(SystemError) -> stat? {
        var status = stat()
        // `withCString`: a `String` passed as a C string is copied to the heap first.
        let found = name.withCString { fstatat(descriptor, $0, &status, AT_SYMLINK_NOFOLLOW) }
        if found == 0 { return status }
        if errno == ENOENT { return nil }
        throw SystemError("stat")
    }

    /// The text of the symbolic link `name` in this directory.
    func linkText(_ name: String) throws(SystemError) -> String {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX))
        let count = buffer.withUnsafeMutableBytes { bytes in
            readlinkat(
                descriptor, name, bytes.baseAddress!.assumingMemoryBound(to: CChar.self),
                bytes.count)
        }
        guard count >= 0 else { throw SystemError("readlink") }
        guard count < buffer.count else { throw SystemError("readlink", code: ENAMETOOLONG) }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }

    /// Flushes the directory's entries to disk, so that a file created or renamed in it
    /// survives a power cut. A file system that cannot sync a directory (`EINVAL`) is
    /// accepted: what was done stands regardless.
    func sync() throws(SystemError) {
        let readable = try openReadable()
        defer { close(readable) }
        guard retryingOnEINTR({ fsync(readable) }) == 0 || errno == EINVAL else {
            throw SystemError("fsync")
        }
    }

    /// The names in the directory, without `.` and `..`. Listed without changing the
    /// directory's access time where the user may ask that (`O_NOATIME`: the directory is
    /// theirs): a write sweeps its directory before every write, and the access time, changed
    /// by every listing after a rename, was a change of the directory to log first, which made
    /// a write to a journalling file system a few percent slower.
    func names() throws(SystemError) -> [String] {
        var readable = retryingOnEINTR {
            openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC | Self.keepingAccessTime)
        }
        if readable < 0 {
            guard errno == EPERM else { throw SystemError("open") }
            readable = try openReadable()
        }
        guard let stream = fdopendir(readable) else {
            let error = SystemError("opendir")
            close(readable)
            throw error
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Creates the directory `name` in this one with mode 0700 whatever the umask, flushes
    /// it and this directory to disk, and returns it open. Run as root, the new directory is
    /// given this directory's owner and group, so that a user whose home root writes in is
    /// not locked out of it.
    ///
    /// - Returns: `nil` when `name` appeared meanwhile (another process made it): look again.
    func createSubdirectory(_ name: String) throws(SystemError) -> OpenDirectory? {
        guard mkdirat(descriptor, name, 0o700) == 0 else {
            if errno == EEXIST { return nil }
            throw SystemError("mkdir")
        }
        // The umask may have taken bits away; the name is the directory just made (only a
        // writer of this directory could change that, and the open below would then fail).
        guard fchmodat(descriptor, name, 0o700, 0) == 0 else { throw SystemError("chmod") }
        if geteuid() == 0 {
            let owner = try status()
            guard
                fchownat(descriptor, name, owner.st_uid, owner.st_gid, AT_SYMLINK_NOFOLLOW) == 0
            else { throw SystemError("chown") }
        }
        let created = try Self.open(
            at: descriptor, name, path: path(appending: name), flags: O_NOFOLLOW)
        try created.sync()
        try sync()
        return created
    }

    private func openReadable() throws(SystemError) -> Int32 {
        let readable = retryingOnEINTR {
            openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        guard readable >= 0 else { throw SystemError("open") }
        return readable
    }

    /// `O_NOATIME` (Linux's, the same on every architecture Swift runs on), which Glibc's
    /// module does not export: reading does not change the access time. Refused (`EPERM`)
    /// on a file the user does not own.
    private static let keepingAccessTime: Int32 = 0o1_000_000

    /// `O_PATH` (Linux's, the same on every architecture Swift runs on), which Glibc's
    /// module does not export: a descriptor that only names the directory.
    private static let pathOnly: Int32 = 0o10_000_000

    private static func open(at directory: Int32, _ name: String, path: String, flags: Int32)
        throws(SystemError) -> OpenDirectory
    {
        let descriptor = name.withCString { name in
            retryingOnEINTR { openat(directory, name, pathOnly | O_DIRECTORY | O_CLOEXEC | flags) }
        }
        guard descriptor >= 0 else { throw SystemError("open") }
        return OpenDirectory(descriptor: descriptor, path: path)
    }
}
