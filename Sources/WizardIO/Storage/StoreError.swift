import WizardCore

/// Why the profile store could not be read or written. Every case carries the path.
public enum StoreError: Error, Sendable, Equatable {
    /// The file is not a profile: empty, not JSON, not an object, a key given twice, a
    /// known key of the wrong type. The defect says where.
    case notProfile(path: String, defect: ProfileDefect)
    /// The file exists but could not be read whole: unreadable, a FIFO or a device, or
    /// larger than ``ProfileStore/sizeLimit``.
    case unreadable(FileError)
    /// The file the write would make (`size` bytes) is larger than ``ProfileStore/sizeLimit``,
    /// so wizard could not read it back: nothing was written.
    case wouldBeTooLarge(path: String, size: Int, limit: Int)
    /// The store, its directory or its lock file could not be written.
    case unwritable(path: String, SystemError)
    /// The store's path was named (`--store`, `WIZARD_STORE`) and its `directory` does not
    /// exist: only the default location's directories are created
    /// (``ProfileStore/createsDirectories``).
    case directoryMissing(path: String, directory: String)
    /// The store's path names a directory: it ends in `/` (`trailingSlash`), `.` or `..`, or
    /// leads to one. A mistake on the command line (or in `WIZARD_STORE`), not a file's.
    case namesDirectory(path: String, trailingSlash: Bool)
    /// A symbolic link on the way to the store, or the lock file, is one wizard does not
    /// follow (``LinkPolicy``); `writing` when it was met on the way to writing.
    case untrustedLink(path: String, UntrustedLink, writing: Bool)
    /// The lock file exists, but its mode or owner keep this user from opening it.
    case lockUnusable(lockPath: String, SystemError, owner: FileOwner, mode: UInt32)
    /// Another process still held the lock when `--wait` ran out: nothing was written.
    case lockTimedOut(lockPath: String, waited: LockWait)
    /// The store belongs to `owner`, to whom only root could give the rewritten file:
    /// wizard keeps a store's owner, so nothing was written.
    case ownerNotKept(path: String, owner: FileOwner)
}

/// What ``ProfileStore/update(wait:onWait:_:)`` did.
public struct StoreUpdate: Sendable {
    /// The document as stored afterwards.
    public let document: ProfileDocument
    /// Whether the file was written; `false` when the change left nothing to write.
    public let wrote: Bool
}
