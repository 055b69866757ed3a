import Glibc

/// Replaces a file's contents so that, whatever happens, it holds either the old bytes or
/// the new ones, never a mix, and the new ones survive a power cut once this returns.
///
/// `Data.write(options: .atomic)` is not used: on Linux it neither fsyncs the directory nor
/// sets the mode. Everything happens in a directory held open (``OpenDirectory``), so a path
/// changed meanwhile cannot redirect the write.
enum AtomicFile {
    /// Why a write failed; the file named was left as it was.
    enum Failure: Error, Equatable {
        case system(SystemError)
        /// The file belongs to `owner`, a user this process cannot give a file to (only
        /// root can): writing it would take it from them.
        case ownerNotKept(owner: uid_t)
    }

    /// Writes `bytes` to a new temporary file in `directory` (opened
    /// `O_CREAT|O_EXCL|O_NOFOLLOW|O_CLOEXEC`), gives it `attributes` (owner and group first,
    /// then the mode, whatever the umask), fsyncs it, renames it over `name` and fsyncs the
    /// directory. On failure the temporary file is removed and `name` is untouched.
    static func write(
        _ bytes: [UInt8], into directory: OpenDirectory, name: String,
        attributes: FileAttributes
    ) throws(Failure) {
        let (descriptor, temporaryName) = try createTemporaryFile(in: directory, beside: name)
        var renamed = false
        defer {
            if !renamed { unlinkat(directory.descriptor, temporaryName, 0) }
        }
        try fill(descriptor, with: bytes, attributes: attributes)
        let moved = temporaryName.withCString { temporary in
            name.withCString { renameat(directory.descriptor, temporary, directory.descriptor, $0) }
        }
        guard moved == 0 else { throw .system(SystemError("rename")) }
        renamed = true
        do { try directory.sync() } catch { throw .system(error) }
    }

    /// Gives the new file its owner, group and mode, writes `bytes` into it, flushes it to
    /// disk and closes it.
    private static func fill(_ descriptor: Int32, with bytes: [UInt8], attributes: FileAttributes)
        throws(Failure)
    {
        defer { close(descriptor) }
        var made = stat()
        guard fstat(descriptor, &made) == 0 else { throw .system(SystemError("stat")) }
        var ownerChanged = false
        if let owner = attributes.owner, made.st_uid != owner.uid || made.st_gid != owner.gid {
            if fchown(descriptor, owner.uid, owner.gid) == 0 {
                ownerChanged = true
            } else {
                // The same owner, a group this user is not in: the file stays theirs, with
                // their group; anyone else's file is not taken from them.
                guard errno == EPERM, made.st_uid == owner.uid else {
                    if errno == EPERM { throw .ownerNotKept(owner: owner.uid) }
                    throw .system(SystemError("chown"))
                }
            }
        }
        // The umask may have taken bits from the mode it was made with, and a new owner
        // takes the set-id bits away; a mode that is already right is not set again, which
        // on a journalling file system is a change to log before the write.
        if ownerChanged || made.st_mode & 0o7777 != attributes.mode {
            guard fchmod(descriptor, attributes.mode) == 0 else {
                throw .system(SystemError("chmod"))
            }
        }
        do { try writeAll(bytes, to: descriptor) } catch { throw .system(error) }
        guard retryingOnEINTR({ fsync(descriptor) }) == 0 else {
            throw .system(SystemError("fsync"))
        }
    }

    private static func createTemporaryFile(in directory: OpenDirectory, beside name: String)
        throws(Failure) -> (Int32, String)
    {
        for _ in 0..<16 {
            let candidate = TemporaryName.random(for: name)
            let descriptor = candidate.withCString { candidate in
                retryingOnEINTR {
                    openat(
                        directory.descriptor, candidate,
                        O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
                }
            }
            if descriptor >= 0 { return (descriptor, candidate) }
            if errno != EEXIST { throw .system(SystemError("open")) }
        }
        throw .system(SystemError("open", code: EEXIST))
    }

    /// Removes the temporary files a writer of `name` left behind in `directory` when it was
    /// killed between creating and renaming one: regular files whose names match
    /// ``TemporaryName`` for `name`, nothing else.
    ///
    /// Call it only while holding the store's lock: every writer creates its temporary file
    /// under that lock, so any such file found then belongs to a writer that is gone.
    /// Failures are ignored; a file that stays is harmless and the next writer tries again.
    static func removeStaleTemporaryFiles(in directory: OpenDirectory, beside name: String) {
        guard let names = try? directory.names() else { return }
        let temporary = TemporaryName(base: name)
        for candidate in names where temporary.matches(candidate.utf8) {
            if let status = try? directory.entryStatus(candidate),
                status.st_mode & S_IFMT == S_IFREG
            {
                unlinkat(directory.descriptor, candidate, 0)
            }
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SystemError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                retryingOnEINTR { Glibc.write(descriptor, buffer.baseAddress, buffer.count) }
            }
            guard written > 0 else { throw SystemError("write") }
            offset += written
        }
    }
}

/// The owner, group and mode a file is written with.
struct FileAttributes: Equatable {
    struct Owner: Equatable {
        let uid: uid_t
        let gid: gid_t
    }

    /// The owner and group to give the file; `nil` leaves the writer's, as the kernel makes
    /// them.
    let owner: Owner?
    /// The permission bits, set whatever the umask.
    let mode: mode_t

    /// Those of an existing file, which a rewrite keeps: its owner, group and permission
    /// bits (not set-user-ID, set-group-ID or sticky).
    init(keeping status: stat) {
        owner = Owner(uid: status.st_uid, gid: status.st_gid)
        mode = status.st_mode & 0o777
    }

    /// The same owner and group, the file readable and writable by its owner alone.
    var ownerOnly: FileAttributes { FileAttributes(owner: owner, mode: 0o600) }

    /// A new file in `directory`: mode 0600; run as root, the directory's owner and group
    /// (root writing in a user's directory must not leave them a file they cannot open).
    static func newFile(in directory: OpenDirectory) throws(SystemError) -> FileAttributes {
        guard geteuid() == 0 else { return FileAttributes(owner: nil, mode: 0o600) }
        let status = try directory.status()
        return FileAttributes(owner: Owner(uid: status.st_uid, gid: status.st_gid), mode: 0o600)
    }

    private init(owner: Owner?, mode: mode_t) {
        self.owner = owner
        self.mode = mode
    }
}

/// The name of a temporary file beside a store: `.profile.json.0123abcd.tmp`, a dot, the
/// store's name, eight lowercase hexadecimal digits and `.tmp`.
///
/// The exact shape matters: stale files are recognised by it, so a file of the user's is
/// removed only if it looks exactly like one of wizard's own.
struct TemporaryName {
    private static let digitCount = 8

    /// A fresh name for a temporary file beside a store named `base`.
    static func random(for base: String) -> String {
        let value = UInt32.random(in: 0...UInt32.max)
        // The digits written out: `String(_:radix:)` runs the standard library's generic
        // formatting, unspecialised, in every write.
        var bytes: [UInt8] = [UInt8(ascii: ".")]
        bytes.reserveCapacity(base.utf8.count + digitCount + 6)
        bytes += base.utf8
        bytes.append(UInt8(ascii: "."))
        for place in (0..<digitCount).reversed() {
            let digit = UInt8(truncatingIfNeeded: value >> (4 * UInt32(place))) & 0xF
            bytes.append(digit < 10 ? 0x30 + digit : 0x61 + digit - 10)
        }
        bytes += suffix
        return String(decoding: bytes, as: UTF8.self)
    }

    private let prefix: [UInt8]
    private static let suffix = Array(".tmp".utf8)

    /// The matcher of the temporary file names of a store named `base`.
    init(base: String) {
        prefix = Array(".\(base).".utf8)
    }

    /// Whether `name`, a file name's bytes, is one of those names. Byte for byte:
    /// `String.hasPrefix` would also accept a canonically equivalent name.
    func matches(_ name: some Collection<UInt8>) -> Bool {
        guard name.count == prefix.count + Self.digitCount + Self.suffix.count,
            name.starts(with: prefix), name.suffix(Self.suffix.count).elementsEqual(Self.suffix)
        else { return false }
        return name.dropFirst(prefix.count).prefix(Self.digitCount).allSatisfy {
            (0x30...0x39).contains($0) || (0x61...0x66).contains($0)
        }
    }
}
