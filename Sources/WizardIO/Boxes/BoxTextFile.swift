import Glibc

/// The file of a text box (`--textbox FILE`) and the descriptor of `--output-fd`, as the
/// programs check them before a box is shown.
public enum BoxTextFile {
    /// The most of a text box's file read: 4 MiB, far beyond a page anyone reads; the rest
    /// is not shown.
    public static let limit = 4 * 1024 * 1024

    /// The first ``limit`` bytes of the regular file at `path`.
    ///
    /// - Throws: the system's error: the file cannot be opened or read, or is not a regular
    ///   file (`EINVAL`: a FIFO or a device would never end).
    public static func read(_ path: String) throws(SystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw SystemError("open") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError("fstat") }
        guard status.st_mode & S_IFMT == S_IFREG else { throw SystemError("open", code: EINVAL) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < limit {
            let count = chunk.withUnsafeMutableBytes { buffer in
                retryingOnEINTR { Glibc.read(descriptor, buffer.baseAddress, buffer.count) }
            }
            if count < 0 { throw SystemError("read") }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return Array(bytes.prefix(limit))
    }

    /// Why `descriptor` cannot take a box's result: `nil` when it is open for writing, else
    /// the system's error (`EBADF` for one closed or open only for reading).
    public static func unwritable(_ descriptor: Int32) -> SystemError? {
        let flags = descriptor < 0 ? -1 : fcntl(descriptor, F_GETFL)
        if flags < 0 || flags & O_ACCMODE == O_RDONLY {
            return SystemError("fcntl", code: EBADF)
        }
        return nil
    }
}
