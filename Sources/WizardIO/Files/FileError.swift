import WizardCore
import WizardMessages

/// A file wizard reads whole that could not be read: which of its files it is, where, and
/// why. The one error for every file read (the profile store, a flow file, an answers file).
public struct FileError: Error, Sendable, Equatable {
    /// Why the file could not be read whole.
    public enum Reason: Sendable, Equatable {
        /// It could not be opened (`ENOENT` when it does not exist) or read.
        case unreadable(SystemError)
        /// It is larger than `limit` bytes, the most wizard reads of this kind of file.
        case tooLarge(limit: Int)
        /// A FIFO, device or directory where only a regular file will do.
        case notRegularFile
    }

    public let kind: FileKind
    public let path: String
    public let reason: Reason

    public init(kind: FileKind, path: String, reason: Reason) {
        self.kind = kind
        self.path = path
        self.reason = reason
    }
}
