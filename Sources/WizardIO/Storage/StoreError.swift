import WizardCore

/// Why the profile store could not be read or written. Every case carries the path.
public enum StoreError: Error, Sendable, Equatable {
    /// The file is not a profile: empty, not JSON, not an object, a key given twice, a
    /// known key of the wrong type. The defect says where.
    case notProfile(path: String, defect: ProfileDefect)
    /// The file exists but could not be read whole: unreadable, a FIFO, a device or a
    /// directory, or larger than ``ProfileStore/sizeLimit``.
    case unreadable(FileError)
    /// The file the write would make (`size` bytes) is larger than ``ProfileStore/sizeLimit``,
    /// so wizard could not read it back: nothing was written.
    case wouldBeTooLarge(path: String, size: Int, limit: Int)
    /// The store, its directory or its lock file could not be written.
    case unwritable(path: String, SystemError)
}
