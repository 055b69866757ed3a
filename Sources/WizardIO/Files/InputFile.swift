import Glibc
import WizardCore

/// A small file read whole: the profile store, a flow definition or an answers file.
public enum InputFile {
    /// The path that stands for standard input (`--flow -`, `--answers -`, `flow check -`).
    public static let standardInput = "-"

    /// How `path` is named in messages: `<stdin>` for ``standardInput``, else the path.
    public static func displayName(of path: String) -> String {
        path == standardInput ? "<stdin>" : path
    }

    /// The bytes of a file named on the command line, where ``standardInput`` (`-`) means
    /// standard input, read to its end; otherwise as ``read(_:kind:limit:acceptsStreams:)``.
    /// Errors name standard input `<stdin>` (``displayName(of:)``).
    public static func read(argument path: String, kind: FileKind, limit: Int) throws(FileError)
        -> [UInt8]
    {
        guard path == standardInput else { return try read(path, kind: kind, limit: limit) }
        return try readToEnd(STDIN_FILENO, limit: limit) { reason in
            FileError(kind: kind, path: displayName(of: path), reason: reason)
        }
    }

    /// The file's bytes (`-` is a file of that name here: the store is never standard input).
    ///
    /// - Parameters:
    ///   - kind: which of wizard's files this is, carried by the error.
    ///   - acceptsStreams: whether a pipe or device may stand for the file (a flow given as
    ///     `--flow <(…)`). When not, the file is opened without waiting for a writer and
    ///     anything but a regular file is refused.
    /// - Throws: a ``FileError`` whose reason is ``FileError/Reason/tooLarge(limit:)`` for a
    ///   file over `limit` bytes, found by `fstat` before reading (or while reading, for a
    ///   stream or a growing file);
    ///   ``FileError/Reason/notRegularFile`` as said above;
    ///   ``FileError/Reason/unreadable(_:)`` when it cannot be opened (`ENOENT` when it does
    ///   not exist) or read.
    public static func read(
        _ path: String, kind: FileKind, limit: Int, acceptsStreams: Bool = true
    ) throws(FileError) -> [UInt8] {
        func failure(_ reason: FileError.Reason) -> FileError {
            FileError(kind: kind, path: path, reason: reason)
        }
        let flags = O_RDONLY | O_CLOEXEC | (acceptsStreams ? 0 : O_NONBLOCK)
        let descriptor = retryingOnEINTR { open(path, flags) }
        guard descriptor >= 0 else { throw failure(.unreadable(SystemError("open"))) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            let type = status.st_mode & S_IFMT
            if !acceptsStreams, type != S_IFREG { throw failure(.notRegularFile) }
            if type == S_IFDIR { throw failure(.unreadable(SystemError("read", code: EISDIR))) }
            if type == S_IFREG, status.st_size > limit { throw failure(.tooLarge(limit: limit)) }
        }
        return try readToEnd(descriptor, limit: limit, failure: failure)
    }

    /// Everything left to read from `descriptor`, refused once it passes `limit` bytes.
    private static func readToEnd(
        _ descriptor: Int32, limit: Int, failure: (FileError.Reason) -> FileError
    ) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                retryingOnEINTR { Glibc.read(descriptor, buffer.baseAddress, buffer.count) }
            }
            guard count >= 0 else { throw failure(.unreadable(SystemError("read"))) }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            if bytes.count > limit { throw failure(.tooLarge(limit: limit)) }
        }
    }
}
