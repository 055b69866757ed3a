import Glibc
import WizardCore

/// The profile store: a small JSON file read whole and replaced atomically under a lock.
///
/// Contract: a file that is not a profile (not JSON, a key given twice, too large,
/// wrong-typed) is reported with its path and place and never written over; a write that
/// would make a file larger than ``sizeLimit`` is refused, so that every file wizard writes
/// is one it reads; a write leaves either the old or the new file, mode 0600; concurrent
/// writers take turns through `profile.json.lock`, and each removes the temporary files a
/// killed writer left.
public struct ProfileStore: Sendable {
    /// Larger files are refused unread: a profile is a few hundred bytes.
    public static let sizeLimit = 1 << 20

    public let path: String
    public let flow: Flow

    public init(path: String, flow: Flow) {
        self.path = path
        self.flow = flow
    }

    /// The lock file that serialises writers, beside the file the store really is (the
    /// target of a symbolic link), so that writers through the link and through the
    /// target exclude each other.
    public var lockPath: String { StorePaths.resolvingSymbolicLink(path) + ".lock" }

    /// The stored profile; an empty one when the file does not exist.
    public func load() throws(StoreError) -> ProfileDocument {
        guard let bytes = try readBytes() else { return ProfileDocument(flow: flow) }
        do {
            return try StoreCoding.decode(bytes, flow: flow)
        } catch {
            throw .notProfile(path: path, defect: error)
        }
    }

    /// Reads the profile, lets `change` edit it and writes it back, all under the lock.
    ///
    /// - Parameters:
    ///   - onWait: called once if another process holds the lock, before waiting for it.
    ///   - change: edits the document; returns `false` to leave the file as it is.
    /// - Returns: the document as stored afterwards.
    @discardableResult
    public func update(
        onWait: () -> Void = {}, _ change: (inout ProfileDocument) -> Bool
    ) throws(StoreError) -> ProfileDocument {
        do {
            try StorePaths.createDirectories(StorePaths.directory(of: path))
        } catch {
            throw .unwritable(path: path, error)
        }
        let lock: Int32
        do throws(SystemError) {
            lock = try FileLock.acquire(path: lockPath, onWait: onWait)
        } catch {
            // Named as the store: the lock file is an implementation detail.
            throw .unwritable(path: path, error)
        }
        defer { close(lock) }
        // Through a symbolic link to its target: the link stays a link.
        let target = StorePaths.resolvingSymbolicLink(path)
        AtomicFile.removeStaleTemporaryFiles(beside: target)
        var document = try load()
        guard change(&document) else { return document }
        let bytes = StoreCoding.encode(document)
        // A file the reader would refuse must never be written: the user would be locked out.
        guard bytes.count <= Self.sizeLimit else {
            throw .wouldBeTooLarge(path: path, size: bytes.count, limit: Self.sizeLimit)
        }
        do throws(SystemError) {
            try AtomicFile.write(bytes, to: target)
        } catch {
            throw .unwritable(path: path, error)
        }
        return document
    }

    /// The file's bytes, `nil` when it does not exist. Only a regular file will do: a FIFO
    /// is refused at once rather than waited on.
    private func readBytes() throws(StoreError) -> [UInt8]? {
        do {
            return try InputFile.read(
                path, kind: .store, limit: Self.sizeLimit, acceptsStreams: false)
        } catch {
            if error.isMissing { return nil }
            throw .unreadable(error)
        }
    }
}
