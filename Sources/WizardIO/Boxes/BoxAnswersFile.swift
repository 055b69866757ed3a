import Glibc
import WizardText

/// Why the answers file cannot give a line.
public enum BoxAnswersFailure: Error, Equatable, Sendable {
    /// The answers file could not be opened, examined or read; `EISDIR` for a directory,
    /// `EINVAL` for anything else that is not a regular file (a FIFO, a device).
    case unreadable(path: String, SystemError)
    /// Line `line` is not UTF-8. Nothing was taken: the next box meets it again.
    case notText(path: String, line: Int)
    /// Line `line` is longer than ``BoxAnswersFile/lineLimit`` bytes. Nothing was taken.
    case lineTooLong(path: String, line: Int)
    /// The position could not be kept: the state directory, its lock or the state file at
    /// `path` could not be created, read or written. Nothing was taken.
    case stateUnwritable(path: String, SystemError)
}

/// The answers of `WIZARD_ANSWERS=FILE` for boxes: each box a shell script shows
/// (`wizard whiptail`, `wizard dialog`) takes the next line of the file, the first box of
/// a run of the script line 1, the next line 2, and so on.
///
/// Every box is a process of its own, so the position is kept in a state directory, in one
/// state file per answers file (its device and inode) and run of the script
/// (``ScriptRun``: its process, found through the subshells a box may be started from). The
/// position is read, advanced and written under the directory's lock, so two boxes shown at
/// once never take the same line; a line that cannot be given is not taken. The answers
/// file is read from the position in chunks, never whole.
public enum BoxAnswersFile {
    /// The longest line given, in bytes without its line ending: 1 MiB.
    public static let lineLimit = 1 << 20

    /// How much of the answers file is read at a time.
    static let chunkSize = 64 * 1024

    /// The next line of `path` for this script run, without its line feed (a last line
    /// without one counts; `"\r\n"` loses its `"\r"`), and the 1-based number of that line;
    /// `nil` at the end of the file (then the position stays at the end).
    ///
    /// An answers file whose size or modification time changed since the run's last box
    /// was rewritten: it is read again from line 1.
    ///
    /// - Parameters:
    ///   - path: the answers file; it must be a regular file.
    ///   - stateDirectory: where positions are kept (`$XDG_STATE_HOME/wizard/answers`);
    ///     created with its missing parents, mode 0700, when needed. Links on the way are
    ///     followed only as ``LinkPolicy`` allows.
    public static func nextLine(path: String, stateDirectory: String)
        throws(BoxAnswersFailure) -> (line: String, number: Int)?
    {
        try nextLine(path: path, stateDirectory: stateDirectory, run: .current())
    }

    /// ``nextLine(path:stateDirectory:)`` for the script run `run`.
    static func nextLine(path: String, stateDirectory: String, run: ScriptRun)
        throws(BoxAnswersFailure) -> (line: String, number: Int)?
    {
        let descriptor = retryingOnEINTR {
            open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        }
        guard descriptor >= 0 else { throw .unreadable(path: path, SystemError("open")) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadable(path: path, SystemError("stat"))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .unreadable(path: path, SystemError("read", code: EISDIR))
        default: throw .unreadable(path: path, SystemError("open", code: EINVAL))
        }
        let name = AnswersStateName(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), run: run)

        let directory = try openStateDirectory(stateDirectory)
        let lock = try takeLock(in: directory)
        defer { close(lock) }
        let statePath = directory.path(appending: name.text)
        let stamp = AnswersFileStamp(status)
        let kept: AnswersPosition?
        do { kept = try AnswersStateFiles.read(name, in: directory) } catch {
            throw .stateUnwritable(path: statePath, error)
        }
        let position = kept?.holding(for: stamp) ?? .start(of: stamp)
        let number = position.linesTaken + 1

        let found: FoundLine
        do { found = try readLine(descriptor, from: position.offset, end: stamp.size) } catch {
            throw .unreadable(path: path, error)
        }
        guard case .line(let bytes, let next) = found else {
            if case .tooLong = found { throw .lineTooLong(path: path, line: number) }
            return nil
        }
        guard let line = UTF8Text.string(bytes) else {
            throw .notText(path: path, line: number)
        }
        let advanced = AnswersPosition(offset: next, linesTaken: number, stamp: stamp)
        do { try AnswersStateFiles.write(advanced, as: name, in: directory) } catch {
            switch error {
            case .system(let error): throw .stateUnwritable(path: statePath, error)
            case .ownerNotKept:
                throw .stateUnwritable(path: statePath, SystemError("chown", code: EPERM))
            }
        }
        return (line, number)
    }

    /// What the file holds at an offset.
    enum FoundLine: Equatable {
        /// A line's bytes without its ending, and the offset after it.
        case line([UInt8], next: Int64)
        /// A line longer than ``lineLimit``.
        case tooLong
        /// Nothing: the offset is the end.
        case end
    }

    /// The line of the regular file `descriptor` that starts at `offset`, reading no further
    /// than `end` (its size when the position was taken) and at most ``lineLimit`` bytes and
    /// a chunk past `offset`. The line ends at a line feed, which is dropped with a carriage
    /// return before it, or at `end`.
    static func readLine(_ descriptor: Int32, from offset: Int64, end: Int64)
        throws(SystemError) -> FoundLine
    {
        var bytes: [UInt8] = []
        while true {
            let position = offset + Int64(bytes.count)
            let room = Int(min(Int64(chunkSize), end - position))
            guard room > 0 else {
                if bytes.isEmpty { return .end }
                return bytes.count > lineLimit ? .tooLong : .line(bytes, next: end)
            }
            var readError: SystemError?
            let chunk = [UInt8](unsafeUninitializedCapacity: room) { buffer, initialized in
                let count = retryingOnEINTR {
                    pread(descriptor, buffer.baseAddress, buffer.count, off_t(position))
                }
                if count < 0 { readError = SystemError("read") }
                initialized = max(count, 0)
            }
            if let readError { throw readError }
            // Shorter than `fstat` said: the file was cut meanwhile, and ends here.
            if chunk.isEmpty {
                if bytes.isEmpty { return .end }
                let next = offset + Int64(bytes.count)
                return bytes.count > lineLimit ? .tooLong : .line(bytes, next: next)
            }
            let searched = bytes.count
            bytes += chunk
            if let feed = bytes[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                var length = feed
                if length > 0, bytes[length - 1] == UInt8(ascii: "\r") { length -= 1 }
                guard length <= lineLimit else { return .tooLong }
                return .line(Array(bytes[..<length]), next: offset + Int64(feed) + 1)
            }
            // Even with a carriage return to drop before a line feed yet to come, too long.
            if bytes.count > lineLimit + 1 { return .tooLong }
        }
    }

    /// The state directory, created with its missing parents when needed.
    private static func openStateDirectory(_ path: String) throws(BoxAnswersFailure)
        -> OpenDirectory
    {
        do throws(PathWalkError) {
            guard let directory = try PathWalk.directory(at: path, createsDirectories: true)
            else { throw .system(SystemError("open", code: ENOENT)) }
            return directory
        } catch {
            throw .stateUnwritable(path: path, systemError(error))
        }
    }

    /// The state directory's lock, waited for as long as another box holds it (for the few
    /// system calls of its read and write).
    private static func takeLock(in directory: OpenDirectory) throws(BoxAnswersFailure)
        -> Int32
    {
        do throws(FileLock.Failure) {
            return try FileLock.acquire(
                named: AnswersStateFiles.lockName, in: directory, wait: .forever,
                onWait: { _ in })
        } catch {
            let path = directory.path(appending: AnswersStateFiles.lockName)
            switch error {
            case .walk(let walk): throw .stateUnwritable(path: path, systemError(walk))
            case .cannotCreate(let error), .unusable(_, let error, _, _), .system(_, let error):
                throw .stateUnwritable(path: path, error)
            case .timedOut:
                throw .stateUnwritable(path: path, SystemError("flock", code: EWOULDBLOCK))
            }
        }
    }

    /// A walk's failure as the system error a message shows: a link ``LinkPolicy`` refuses
    /// is `EACCES`, as the kernel's `protected_symlinks` refuses one.
    private static func systemError(_ error: PathWalkError) -> SystemError {
        switch error {
        case .system(let error): return error
        case .untrusted: return SystemError("open", code: EACCES)
        case .namesDirectory: return SystemError("open", code: EISDIR)
        }
    }
}
