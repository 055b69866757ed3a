import Glibc
import WizardCore

/// A small file read whole: the profile store, a flow definition or an answers file.
public enum InputFile {
    /// The file's bytes.
    ///
    /// - Parameters:
    ///   - kind: which of wizard's files this is, carried by the error.
    ///   - acceptsStreams: whether a pipe or device may stand for the file (a flow given as
    ///     `--flow <(…)`). When not, the file is opened without waiting for a writer and
    ///     anything but a regular file is refused.
    /// - Throws: a ``FileError`` whose reason is ``FileError/Reason/tooLarge(limit:)`` for a
    ///   file over `limit` bytes, found by `fstat` before reading (or while reading, for a
    ///   stream or a growing file); ``FileError/Reason/notRegularFile`` as said above;
    ///   ``FileError/Reason/unreadable(_:)`` when it cannot be opened (`ENOENT` when it does
    ///   not exist) or read.
    public static func read(
        _ path: String, kind: FileKind, limit: Int, acceptsStreams: Bool = true
    ) throws(FileError) -> [UInt8] {
        let flags = O_RDONLY | O_CLOEXEC | (acceptsStreams ? 0 : O_NONBLOCK)
        let descriptor = retryingOnEINTR { open(path, flags) }
        guard descriptor >= 0 else {
            throw FileError(kind: kind, path: path, reason: .unreadable(SystemError("open")))
        }
        defer { close(descriptor) }
        return try read(
            descriptor, reportedAs: path, kind: kind, limit: limit, acceptsStreams: acceptsStreams
        ).bytes
    }

    /// The bytes and status of the file `name` in the directory `directory` (a descriptor),
    /// which must be a regular file and is never reached through a symbolic link
    /// (`O_NOFOLLOW`: `ELOOP`); `nil` when there is no such file.
    ///
    /// - Parameter path: the file's name in errors.
    /// - Throws: a ``FileError``, as ``read(_:kind:limit:acceptsStreams:)`` does when it
    ///   does not accept streams.
    static func read(
        name: String, in directory: Int32, reportedAs path: String, kind: FileKind, limit: Int
    ) throws(FileError) -> (bytes: [UInt8], status: stat)? {
        let descriptor = retryingOnEINTR {
            openat(directory, name, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        }
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw FileError(kind: kind, path: path, reason: .unreadable(SystemError("open")))
        }
        defer { close(descriptor) }
        return try read(
            descriptor, reportedAs: path, kind: kind, limit: limit, acceptsStreams: false)
    }

    /// Reads the open file `descriptor` whole, checking its type and size first.
    private static func read(
        _ descriptor: Int32, reportedAs path: String, kind: FileKind, limit: Int,
        acceptsStreams: Bool
    ) throws(FileError) -> (bytes: [UInt8], status: stat) {
        func failure(_ reason: FileError.Reason) -> FileError {
            FileError(kind: kind, path: path, reason: reason)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw failure(.unreadable(SystemError("stat")))
        }
        let type = status.st_mode & S_IFMT
        if !acceptsStreams, type != S_IFREG { throw failure(.notRegularFile) }
        if type == S_IFDIR { throw failure(.unreadable(SystemError("read", code: EISDIR))) }
        if type == S_IFREG, status.st_size > limit { throw failure(.tooLarge(limit: limit)) }
        // Each read goes into uninitialised memory, the first with room for what fstat said
        // plus a byte to see the end: no zeroed buffer to copy from.
        let expected = type == S_IFREG ? Int(status.st_size) : 0
        var bytes: [UInt8] = []
        var room = expected + 1
        while true {
            var readError: SystemError?
            let chunk = [UInt8](unsafeUninitializedCapacity: room) { buffer, initialized in
                let count = retryingOnEINTR {
                    Glibc.read(descriptor, buffer.baseAddress, buffer.count)
                }
                if count < 0 { readError = SystemError("read") }
                initialized = max(count, 0)
            }
            if let readError { throw failure(.unreadable(readError)) }
            if chunk.isEmpty { return (bytes, status) }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if bytes.count > limit { throw failure(.tooLarge(limit: limit)) }
            room = 16 * 1024
        }
    }
}
