import Glibc

/// A small file read whole: a flow definition or an answers file.
public enum InputFile {
    /// The file's bytes.
    ///
    /// - Throws: ``InputFileError/tooLarge(path:limit:)`` for a file over `limit` bytes,
    ///   found by `fstat` before reading (or while reading, for a pipe or a growing file);
    ///   ``InputFileError/unreadable(path:_:)`` when it cannot be opened or read.
    public static func read(_ path: String, limit: Int) throws(InputFileError) -> [UInt8] {
        let descriptor = retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw .unreadable(path: path, SystemError("open")) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            let type = status.st_mode & S_IFMT
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

/// Why a flow or answers file could not be read.
public enum InputFileError: Error, Sendable, Equatable {
    case unreadable(path: String, SystemError)
    case tooLarge(path: String, limit: Int)
}
