import Glibc

/// A small file read whole: the profile store, a flow definition or an answers file.
public enum InputFile {
    /// The file's bytes.
    ///
    /// - Parameter acceptsStreams: whether a pipe or device may stand for the file (a flow
    ///   given as `--flow <(…)`). When not, the file is opened without waiting for a writer
    ///   and anything but a regular file is refused.
    /// - Throws: ``InputFileError/tooLarge(path:limit:)`` for a file over `limit` bytes,
    ///   found by `fstat` before reading (or while reading, for a stream or a growing file);
    ///   ``InputFileError/notRegularFile(path:)`` as said above;
    ///   ``InputFileError/unreadable(path:_:)`` when it cannot be opened (`ENOENT` when it
    ///   does not exist) or read.
    public static func read(_ path: String, limit: Int, acceptsStreams: Bool = true)
        throws(InputFileError) -> [UInt8]
    {
        let flags = O_RDONLY | O_CLOEXEC | (acceptsStreams ? 0 : O_NONBLOCK)
        let descriptor = retryingOnInterrupt { open(path, flags) }
        guard descriptor >= 0 else { throw .unreadable(path: path, SystemError("open")) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            let type = status.st_mode & S_IFMT
            if !acceptsStreams, type != S_IFREG { throw .notRegularFile(path: path) }
            if type == S_IFDIR { throw .unreadable(path: path, SystemError("read", code: EISDIR)) }
            if type == S_IFREG, status.st_size > limit { throw .tooLarge(path: path, limit: limit) }
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                retryingOnInterrupt { Glibc.read(descriptor, buffer.baseAddress, buffer.count) }
            }
            guard count >= 0 else { throw .unreadable(path: path, SystemError("read")) }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            if bytes.count > limit { throw .tooLarge(path: path, limit: limit) }
        }
    }
}

/// Why a file could not be read whole.
public enum InputFileError: Error, Sendable, Equatable {
    case unreadable(path: String, SystemError)
    case tooLarge(path: String, limit: Int)
    /// A FIFO, device or directory where only a regular file will do.
    case notRegularFile(path: String)
}
