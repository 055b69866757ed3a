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
        guard retryingOnEINTR({ fsync(descriptor) }) == 0 else { throw SystemError("fsync") }
    }

    private static func createTemporaryFile(beside path: String) throws(SystemError) -> (
        Int32, String
    ) {
        let directory = StorePaths.directory(of: path)
        let base = StorePaths.baseName(of: path)
        for _ in 0..<16 {
            let candidate = "\(directory)/" + TemporaryName.random(for: base)
            let descriptor = retryingOnEINTR {
                open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            }
            if descriptor >= 0 { return (descriptor, candidate) }
            if errno != EEXIST { throw SystemError("open") }
        }
        throw SystemError("open", code: EEXIST)
    }

    /// Removes the temporary files a writer of `path` left behind when it was killed between
    /// creating and renaming one: regular files in `path`'s directory whose names match
    /// ``TemporaryName`` for `path`'s base name, nothing else.
    ///
    /// Call it only while holding the store's lock: every writer creates its temporary file
    /// under that lock, so any such file found then belongs to a writer that is gone.
    /// Failures are ignored; a file that stays is harmless and the next writer tries again.
    static func removeStaleTemporaryFiles(beside path: String) {
        let directory = StorePaths.directory(of: path)
        let base = StorePaths.baseName(of: path)
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        let temporary = TemporaryName(base: base)
        while let entry = readdir(stream) {
            let isTemporary = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                temporary.matches(bytes.prefix { $0 != 0 })
            }
            guard isTemporary else { continue }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            var status = stat()
            let candidate = "\(directory)/\(name)"
            if lstat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
                unlink(candidate)
            }
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SystemError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                retryingOnEINTR { Glibc.write(descriptor, buffer.baseAddress, buffer.count) }
            }
            guard written > 0 else { throw SystemError("write") }
            offset += written
        }
    }

    private static func syncDirectory(_ directory: String) throws(SystemError) {
        let descriptor = retryingOnEINTR { open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw SystemError("open") }
        defer { close(descriptor) }
        // Some file systems cannot sync a directory (EINVAL); the rename stands regardless.
        guard retryingOnEINTR({ fsync(descriptor) }) == 0 || errno == EINVAL else {
            throw SystemError("fsync")
        }
    }
}

/// The name of a temporary file beside a store: `.profile.json.0123abcd.tmp`, a dot, the
/// store's name, eight lowercase hexadecimal digits and `.tmp`.
///
/// The exact shape matters: stale files are recognised by it, so a file of the user's is
/// removed only if it looks exactly like one of wizard's own.
struct TemporaryName {
    private static let digitCount = 8

    /// A fresh name for a temporary file beside a store named `base`.
    static func random(for base: String) -> String {
        let digits = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        let padding = String(repeating: "0", count: digitCount - digits.count)
        return ".\(base).\(padding)\(digits).tmp"
    }

    private let prefix: [UInt8]
    private static let suffix = Array(".tmp".utf8)

    /// The matcher of the temporary file names of a store named `base`.
    init(base: String) {
        prefix = Array(".\(base).".utf8)
    }

    /// Whether `name`, a file name's bytes, is one of those names. Byte for byte:
    /// `String.hasPrefix` would also accept a canonically equivalent name.
    func matches(_ name: some Collection<UInt8>) -> Bool {
        guard name.count == prefix.count + Self.digitCount + Self.suffix.count,
            name.starts(with: prefix), name.suffix(Self.suffix.count).elementsEqual(Self.suffix)
        else { return false }
        return name.dropFirst(prefix.count).prefix(Self.digitCount).allSatisfy {
            (0x30...0x39).contains($0) || (0x61...0x66).contains($0)
        }
    }
}
