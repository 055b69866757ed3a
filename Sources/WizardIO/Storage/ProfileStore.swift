import Glibc
import WizardCore

/// The profile store: a small JSON file read whole and replaced atomically under a lock.
///
/// Contract: a file that is not a profile (not JSON, a key given twice, too large,
/// wrong-typed) is reported with its path and place and never written over; a write that
/// would make a file larger than ``sizeLimit`` is refused, so that every file wizard writes
/// is one it reads; a write leaves either the old or the new file, with the old file's
/// owner, group and mode (a new one 0600 in directories made 0700, whatever the umask; one
/// that holds a secret as typed, ``ProfileDocument/isPrivate``, 0600 whatever it was);
/// concurrent writers take turns through `profile.json.lock`, and each removes the
/// temporary files a killed writer left. Symbolic links on the way are followed only as
/// ``LinkPolicy`` allows. Reading creates nothing, and neither does a change that leaves
/// nothing to write.
public struct ProfileStore: Sendable {
    /// Larger files are refused unread: a profile is a few hundred bytes.
    public static let sizeLimit = 1 << 20

    public let path: String
    public let flow: Flow
    /// Whether a write creates the directories missing on the way to ``path``: for the
    /// default location only (``StoreLocation/isNamed(option:environment:)``), so that a
    /// mistyped path the person named creates nothing and is refused
    /// (``StoreError/directoryMissing(path:directory:)``).
    public let createsDirectories: Bool

    public init(path: String, flow: Flow, createsDirectories: Bool = true) {
        self.path = path
        self.flow = flow
        self.createsDirectories = createsDirectories
    }

    /// The lock file that serialises writers, beside the file the store really is (the
    /// target of a symbolic link), so that writers through the link and through the
    /// target exclude each other.
    public var lockPath: String {
        let place = try? PathWalk.place(of: path, createsDirectories: false)
        return (place.map(\.path) ?? path) + ".lock"
    }

    /// The stored profile; an empty one when the file does not exist. Creates nothing.
    public func load() throws(StoreError) -> ProfileDocument {
        guard let place = try findPlace(writing: false),
            let file = try readFile(place)
        else { return ProfileDocument(flow: flow) }
        return try decode(file.bytes)
    }

    /// The stored profile, as ``load()`` reads it, for a command that will write it: refuses
    /// a store whose directory is missing when a write would not create it
    /// (``createsDirectories`` false, ``StoreError/directoryMissing(path:directory:)``), so
    /// that the command says so before it asks anything. One walk of the path; creates
    /// nothing. The snapshot spares the write a second walk and, when nobody has written the
    /// file meanwhile, a second decoding (``StoreSnapshot``).
    public func loadCheckingDirectory() throws(StoreError) -> StoreSnapshot {
        guard let place = try findPlace(writing: false) else {
            guard createsDirectories else {
                throw .directoryMissing(path: path, directory: Self.directory(of: path))
            }
            return StoreSnapshot(document: ProfileDocument(flow: flow), place: nil, bytes: nil)
        }
        guard let file = try readFile(place) else {
            return StoreSnapshot(document: ProfileDocument(flow: flow), place: place, bytes: nil)
        }
        return StoreSnapshot(document: try decode(file.bytes), place: place, bytes: file.bytes)
    }

    /// Reads the profile, lets `change` edit it and writes it back, all under the lock.
    ///
    /// The profile is first read without the lock: when `change` leaves that copy as it is,
    /// nothing is created, locked or written (`wizard profile --logout` with nobody signed
    /// in). That is as if this call had run just before whatever write came after the read,
    /// since a file is only ever replaced whole. Otherwise the store's directories are
    /// created, the lock taken, the profile read again and `change` called again on it,
    /// unless the file holds the very bytes of the first read (``StoreSnapshot``).
    ///
    /// - Parameters:
    ///   - earlierRead: the store as the caller read it with ``loadCheckingDirectory()``, to
    ///     stand for that first read (`setup` has read the store before asking anything);
    ///     read now when `nil`.
    ///   - wait: how long to wait for the lock while another process holds it.
    ///   - onWait: called once, with the lock file's path, before waiting for it.
    ///   - change: edits the document; returns `false` to leave the file as it is. It may be
    ///     called twice, so it must depend only on the document.
    @discardableResult
    public func update(
        from earlierRead: StoreSnapshot? = nil, wait: LockWait = .forever,
        onWait: (_ lockPath: String) -> Void = { _ in },
        _ change: (inout ProfileDocument) -> Bool
    ) throws(StoreError) -> StoreUpdate {
        var snapshot: ProfileDocument
        if let earlierRead { snapshot = earlierRead.document } else { snapshot = try load() }
        guard change(&snapshot) else { return StoreUpdate(document: snapshot, wrote: false) }
        let place: FilePlace
        if let found = earlierRead?.place, found.directory.exists {
            place = found
        } else {
            // No directory then, or the one held open was removed since: walked again, and
            // made again where the store makes its directories.
            guard let found = try findPlace(writing: true) else {
                throw .directoryMissing(path: path, directory: Self.directory(of: path))
            }
            place = found
        }
        let lock = try takeLock(beside: place, wait: wait, onWait: onWait)
        defer { close(lock) }
        AtomicFile.removeStaleTemporaryFiles(in: place.directory, beside: place.name)
        let stored = try readFile(place)
        var document: ProfileDocument
        if let earlierRead, earlierRead.bytes?.bytes == stored?.bytes.bytes {
            // Nobody wrote the file since the first read: `snapshot` is that profile changed.
            document = snapshot
        } else {
            if let stored {
                document = try decode(stored.bytes)
            } else {
                document = ProfileDocument(flow: flow)
            }
            guard change(&document) else { return StoreUpdate(document: document, wrote: false) }
        }
        var bytes = StoreCoding.encode(document)
        // The file's bytes may hold a secret as typed ("keep": "plain"): cleared once written.
        defer { bytes.wipe() }
        // A file the reader would refuse must never be written: the user would be locked out.
        guard bytes.count <= Self.sizeLimit else {
            throw .wouldBeTooLarge(path: path, size: bytes.count, limit: Self.sizeLimit)
        }
        do throws(AtomicFile.Failure) {
            var attributes: FileAttributes
            if let status = stored?.status {
                attributes = FileAttributes(keeping: status)
            } else {
                do { attributes = try .newFile(in: place.directory) } catch { throw .system(error) }
            }
            // A secret as typed is for its owner's eyes alone, whatever mode the file had.
            if document.isPrivate { attributes = attributes.ownerOnly }
            try AtomicFile.write(
                bytes, into: place.directory, name: place.name, attributes: attributes)
        } catch {
            switch error {
            case .ownerNotKept(let owner):
                throw .ownerNotKept(path: path, owner: .named(owner))
            case .system(let systemError):
                throw .unwritable(path: path, systemError)
            }
        }
        return StoreUpdate(document: document, wrote: true)
    }

    /// Where the store is, every link on the way followed; `nil` when a directory on the way
    /// is missing and is not created (then there is no store). `writing`: whether a write
    /// looks, which creates the missing directories when ``createsDirectories``, and whose
    /// errors are a write's.
    private func findPlace(writing: Bool) throws(StoreError) -> FilePlace? {
        do {
            return try PathWalk.place(
                of: path, createsDirectories: writing && createsDirectories)
        } catch {
            switch error {
            case .namesDirectory(let trailingSlash):
                throw .namesDirectory(path: path, trailingSlash: trailingSlash)
            case .untrusted(let link):
                throw .untrustedLink(path: path, link, writing: writing)
            case .system(let systemError) where writing:
                throw .unwritable(path: path, systemError)
            case .system(let systemError):
                throw .unreadable(
                    FileError(kind: .store, path: path, reason: .unreadable(systemError)))
            }
        }
    }

    /// The directory `path` is in, as written: `.` for a bare name.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Takes the lock file beside the store's place.
    private func takeLock(
        beside place: FilePlace, wait: LockWait, onWait: (String) -> Void
    ) throws(StoreError) -> Int32 {
        do {
            return try FileLock.acquire(
                named: place.name + ".lock", in: place.directory, wait: wait, onWait: onWait)
        } catch {
            switch error {
            case .walk(.untrusted(let link)):
                throw .untrustedLink(path: path, link, writing: true)
            case .walk(.system(let systemError)), .cannotCreate(let systemError):
                throw .unwritable(path: path, systemError)
            case .walk(.namesDirectory):
                throw .unwritable(path: path, SystemError("open", code: EISDIR))
            case .unusable(let lockPath, let systemError, let owner, let mode):
                throw .lockUnusable(
                    lockPath: lockPath, systemError, owner: .named(owner), mode: UInt32(mode))
            case .timedOut(let lockPath):
                throw .lockTimedOut(lockPath: lockPath, waited: wait)
            case .system(_, let systemError):
                throw .unwritable(path: path, systemError)
            }
        }
    }

    /// The store file's bytes and status; `nil` when there is no file. Only a regular file
    /// will do: a FIFO is refused at once rather than waited on, and a link put there since
    /// the walk is not followed (`ELOOP`).
    private func readFile(_ place: FilePlace) throws(StoreError) -> StoreFile? {
        do {
            guard
                let opened = try InputFile.read(
                    name: place.name, in: place.directory.descriptor, reportedAs: path,
                    kind: .store, limit: Self.sizeLimit)
            else { return nil }
            return StoreFile(bytes: StoredBytes(opened.bytes), status: opened.status)
        } catch {
            throw .unreadable(error)
        }
    }

    /// A store file as read: its bytes and its status (owner, group, mode).
    private struct StoreFile {
        let bytes: StoredBytes
        let status: stat
    }

    /// The profile in a store file's bytes.
    private func decode(_ file: StoredBytes) throws(StoreError) -> ProfileDocument {
        do {
            return try StoreCoding.decode(file.bytes, flow: flow)
        } catch {
            throw .notProfile(path: path, defect: error)
        }
    }
}
