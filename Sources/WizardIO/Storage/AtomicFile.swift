import Glibc

/// Replaces a file's contents so that, whatever happens, it holds either the old bytes or
/// the new ones, never a mix, and the new ones survive a power cut once this returns.
///
/// `Data.write(options: .atomic)` is not used: on Linux it neither fsyncs the directory nor
/// guarantees mode 0600.
enum AtomicFile {
    /// Writes `bytes` to a new temporary file in `path`'s directory (opened
    /// `O_CREAT|O_EXCL|O_NOFOLLOW|O_CLOEXEC`, mode 0600), fsyncs it, renames it over `path`
    /// and fsyncs the directory. On failure the temporary file is removed and `path` is
    /// untouched.
    static func write(_ bytes: [UInt8], to path: String) throws(SystemError) {
        let directory = StorePaths.directory(of: path)
        let (descriptor, temporaryPath) = try createTemporaryFile(beside: path)
        var renamed = false
        defer {
            if !renamed { unlink(temporaryPath) }
        }
        try fill(descriptor, with: bytes)
        guard rename(temporaryPath, path) == 0 else { throw SystemError("rename") }
        renamed = true
        try syncDirectory(directory)
    }

    /// Writes `bytes` into the new file, makes its mode exactly 0600 whatever the umask,
    /// flushes it to disk and closes it.
    private static func fill(_ descriptor: Int32, with bytes: [UInt8]) throws(SystemError) {
        defer { close(descriptor) }
        guard fchmod(descriptor, 0o600) == 0 else { throw SystemError("fchmod") }
        try writeAll(bytes, to: descriptor)
        guard retryingOnInterrupt({ fsync(descriptor) }) == 0 else { throw SystemError("fsync") }
    }

    private static func createTemporaryFile(beside path: String) throws(SystemError) -> (
        Int32, String
    ) {
        let directory = StorePaths.directory(of: path)
        let base = StorePaths.baseName(of: path)
        for _ in 0..<16 {
            let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
            let candidate = "\(directory)/.\(base).\(suffix).tmp"
            let descriptor = retryingOnInterrupt {
                open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            }
            if descriptor >= 0 { return (descriptor, candidate) }
            if errno != EEXIST { throw SystemError("open") }
        }
        throw SystemError("open", code: EEXIST)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SystemError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                retryingOnInterrupt { Glibc.write(descriptor, buffer.baseAddress, buffer.count) }
            }
            guard written > 0 else { throw SystemError("write") }
            offset += written
        }
    }

    private static func syncDirectory(_ directory: String) throws(SystemError) {
        let descriptor = retryingOnInterrupt { open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw SystemError("open") }
        defer { close(descriptor) }
        // Some file systems cannot sync a directory (EINVAL); the rename stands regardless.
        guard retryingOnInterrupt({ fsync(descriptor) }) == 0 || errno == EINVAL else {
            throw SystemError("fsync")
        }
    }
}
