import Glibc
import WizardCore
import WizardMessages

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
        try readWithStatus(argument: path, kind: kind, limit: limit).bytes
    }

    /// What ``read(argument:kind:limit:)`` reads, with the status (`fstat`) of the very file
    /// or stream it read: its type, owner and mode, which decide whether a flow's commands
    /// may run (``FlowOrigin``).
    public static func readWithStatus(argument path: String, kind: FileKind, limit: Int)
        throws(FileError) -> (bytes: [UInt8], status: stat)
    {
        guard path == standardInput else {
            let descriptor = try open(path, kind: kind, acceptsStreams: true)
            defer { close(descriptor) }
            return try read(
                descriptor, reportedAs: path, kind: kind, limit: limit, acceptsStreams: true)
        }
        func failure(_ reason: FileError.Reason) -> FileError {
            FileError(kind: kind, path: displayName(of: path), reason: reason)
        }
        var status = stat()
        guard fstat(STDIN_FILENO, &status) == 0 else {
            throw failure(.unreadable(SystemError("stat")))
        }
        return (try readToEnd(STDIN_FILENO, limit: limit, failure: failure), status)
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
        let descriptor = try open(path, kind: kind, acceptsStreams: acceptsStreams)
        defer { close(descriptor) }
        return try read(
            descriptor, reportedAs: path, kind: kind, limit: limit, acceptsStreams: acceptsStreams
        ).bytes
    }

    /// `path` opened for reading, without waiting for a writer unless `acceptsStreams`.
    private static func open(_ path: String, kind: FileKind, acceptsStreams: Bool)
        throws(FileError) -> Int32
    {
        let flags = O_RDONLY | O_CLOEXEC | (acceptsStreams ? 0 : O_NONBLOCK)
        let descriptor = retryingOnEINTR { Glibc.open(path, flags) }
        guard descriptor >= 0 else {
            throw FileError(kind: kind, path: path, reason: .unreadable(SystemError("open")))
        }
        return descriptor
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
        let descriptor = name.withCString { name in
            retryingOnEINTR {
                openat(directory, name, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
            }
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
        let expected = type == S_IFREG ? Int(status.st_size) : 0
        return (
            try readToEnd(descriptor, expected: expected, limit: limit, failure: failure), status
        )
    }

    /// Everything left to read from `descriptor`, refused once it passes `limit` bytes.
    ///
    /// Each read goes into uninitialised memory, the first with room for `expected` bytes
    /// (what `fstat` said) plus one to see the end: no zeroed buffer to copy from.
    private static func readToEnd(
        _ descriptor: Int32, expected: Int = 0, limit: Int,
        failure: (FileError.Reason) -> FileError
    ) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var room = expected > 0 ? expected + 1 : 16 * 1024
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
            if chunk.isEmpty { return bytes }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if bytes.count > limit { throw failure(.tooLarge(limit: limit)) }
            room = 16 * 1024
        }
    }
}
