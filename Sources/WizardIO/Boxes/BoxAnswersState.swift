import Glibc

/// Where one script run is in one answers file, as its state file keeps it between boxes.
struct AnswersPosition: Equatable {
    /// The byte offset of the next line.
    var offset: Int64
    /// How many lines the run has taken: the next line's number is one more.
    var linesTaken: Int
    /// The answers file as it was when the position was kept.
    var stamp: AnswersFileStamp

    /// The start of the file `stamp` describes.
    static func start(of stamp: AnswersFileStamp) -> AnswersPosition {
        AnswersPosition(offset: 0, linesTaken: 0, stamp: stamp)
    }

    /// This position if it still holds for the answers file as `stamp` describes it now;
    /// else (the file was rewritten: another size or modification time, or the offset past
    /// its end) its start.
    func holding(for stamp: AnswersFileStamp) -> AnswersPosition {
        guard self.stamp == stamp, (0...stamp.size).contains(offset), linesTaken >= 0 else {
            return .start(of: stamp)
        }
        return self
    }

    private static let tag = "wizard-box-answers-1"

    /// The state file's text: one line, `wizard-box-answers-1`, then the offset, the lines
    /// taken, the file's size and its modification time (seconds, nanoseconds), in decimal.
    var text: String {
        "\(Self.tag) \(offset) \(linesTaken) \(stamp.size) \(stamp.seconds) \(stamp.nanoseconds)\n"
    }

    /// The position a state file's bytes hold; `nil` when they are not ``text``'s shape (a
    /// state file cut short or not wizard's, read as no position at all).
    init?(text bytes: [UInt8]) {
        guard bytes.last == UInt8(ascii: "\n") else { return nil }
        let line = String(decoding: bytes.dropLast(), as: UTF8.self)
        let words = line.split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == 6, words[0] == Self.tag,
            let offset = Int64(words[1]), let linesTaken = Int(words[2]),
            let size = Int64(words[3]), let seconds = Int64(words[4]),
            let nanoseconds = Int64(words[5])
        else { return nil }
        self.init(
            offset: offset, linesTaken: linesTaken,
            stamp: AnswersFileStamp(size: size, seconds: seconds, nanoseconds: nanoseconds))
    }

    init(offset: Int64, linesTaken: Int, stamp: AnswersFileStamp) {
        self.offset = offset
        self.linesTaken = linesTaken
        self.stamp = stamp
    }
}

/// What tells a rewritten answers file from the one a position was kept for: its size and
/// modification time.
struct AnswersFileStamp: Equatable {
    let size: Int64
    let seconds: Int64
    let nanoseconds: Int64

    init(size: Int64, seconds: Int64, nanoseconds: Int64) {
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    /// Those of the file `status` describes.
    init(_ status: stat) {
        self.init(
            size: Int64(status.st_size), seconds: Int64(status.st_mtim.tv_sec),
            nanoseconds: Int64(status.st_mtim.tv_nsec))
    }
}

/// The name of the state file of one script run in one answers file:
/// `<device>-<inode>-<pid>-<start time>`, four decimal numbers.
struct AnswersStateName: Hashable {
    let device: UInt64
    let inode: UInt64
    let run: ScriptRun

    init(device: UInt64, inode: UInt64, run: ScriptRun) {
        self.device = device
        self.inode = inode
        self.run = run
    }

    var text: String { "\(device)-\(inode)-\(run.pid)-\(run.startTime)" }

    /// The name `name` is, if it is exactly ``text`` of one (no sign, no leading zero):
    /// only such files are ever removed as state files.
    init?(parsing name: String) {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 4,
            parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
            let device = UInt64(parts[0]), let inode = UInt64(parts[1]),
            let pid = Int32(parts[2]), let start = UInt64(parts[3])
        else { return nil }
        self.init(device: device, inode: inode, run: ScriptRun(pid: pid, startTime: start))
        guard text == name else { return nil }
    }
}

/// The state directory's files: each script run's position in each answers file, written
/// whole and atomically (``AtomicFile``: a temporary file renamed over the state file, mode
/// 0600). The caller holds the directory's lock around every call, so that one box's read,
/// change and write of a position is never interleaved with another's.
enum AnswersStateFiles {
    /// The lock file in the state directory.
    static let lockName = "lock"

    /// State files are one short line; anything longer is not one.
    private static let sizeLimit = 256

    /// The position kept in the state file `name`; `nil` when there is none, or when what is
    /// there is not a position wizard wrote (it is then written over).
    ///
    /// - Throws: when the file exists but cannot be read: a symbolic link (`ELOOP`; never
    ///   followed), a directory or other non-regular file (`EINVAL`), no permission.
    static func read(_ name: AnswersStateName, in directory: OpenDirectory) throws(SystemError)
        -> AnswersPosition?
    {
        let descriptor = retryingOnEINTR {
            openat(
                directory.descriptor, name.text,
                O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
        }
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw SystemError("open")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError("stat") }
        guard status.st_mode & S_IFMT == S_IFREG else { throw SystemError("open", code: EINVAL) }
        var readError: SystemError?
        let bytes = [UInt8](unsafeUninitializedCapacity: sizeLimit + 1) { buffer, initialized in
            let count = retryingOnEINTR { pread(descriptor, buffer.baseAddress, buffer.count, 0) }
            if count < 0 { readError = SystemError("read") }
            initialized = max(count, 0)
        }
        if let readError { throw readError }
        return AnswersPosition(text: bytes)
    }

    /// Replaces the state file `name` with `position`, then removes the files of runs that
    /// have ended (``prune(in:)``).
    static func write(
        _ position: AnswersPosition, as name: AnswersStateName, in directory: OpenDirectory
    ) throws(AtomicFile.Failure) {
        let attributes: FileAttributes
        do { attributes = try FileAttributes.newFile(in: directory) } catch {
            throw .system(error)
        }
        try AtomicFile.write(
            Array(position.text.utf8), into: directory, name: name.text, attributes: attributes)
        prune(in: directory)
    }

    /// Removes the state files of script runs that no longer exist (``ScriptRun/isRunning``),
    /// and the temporary files a writer killed before its rename left beside any state file.
    /// Only regular files named as ``AnswersStateName`` or as ``TemporaryName`` of one are
    /// touched. Failures are ignored: a file that stays is harmless and is tried again at
    /// the next write.
    static func prune(in directory: OpenDirectory) {
        guard let names = try? directory.names() else { return }
        var running: [ScriptRun: Bool] = [:]
        for name in names {
            let isStale: Bool
            if let state = AnswersStateName(parsing: name) {
                if running[state.run] == nil { running[state.run] = state.run.isRunning }
                isStale = running[state.run] == false
            } else {
                isStale = isTemporaryFile(name)
            }
            guard isStale, let status = try? directory.entryStatus(name),
                status.st_mode & S_IFMT == S_IFREG
            else { continue }
            unlinkat(directory.descriptor, name, 0)
        }
    }

    /// Whether `name` is a temporary file of ``AtomicFile`` beside a state file. Every one
    /// is made under the directory's lock, so one found while holding it is left over.
    private static func isTemporaryFile(_ name: String) -> Bool {
        // `.` + the state file's name + `.` + eight digits + `.tmp`.
        let utf8 = Array(name.utf8)
        guard utf8.count > 14, utf8.first == UInt8(ascii: ".") else { return false }
        let base = String(decoding: utf8[1..<(utf8.count - 13)], as: UTF8.self)
        guard AnswersStateName(parsing: base) != nil else { return false }
        return TemporaryName(base: base).matches(utf8)
    }
}
