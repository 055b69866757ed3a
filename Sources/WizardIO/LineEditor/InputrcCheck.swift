import Glibc

/// Readline's settings file, and every file it `$include`s, checked before readline reads
/// any: readline opens each without `O_NONBLOCK` (a FIFO waits for ever for a writer, and
/// `--timeout` cannot end the wait), reads each whole into memory, and follows `$include`
/// without limit (a file that includes itself recurses until the stack overflows). When
/// the check finds one of them unsafe, wizard has readline read no settings file at all
/// (``ReadlineEditor``'s `readsSettings`) and says so in one line.
///
/// The file readline reads is `INPUTRC` when it is set and not empty, else `~/.inputrc`,
/// else `/etc/inputrc` when `~/.inputrc` cannot be opened; each `$include` names a file by
/// a path from the current directory, with `~` for the home directory. Every `$include`
/// line is followed, also one in a `$if` section readline would skip. `/dev/null` is no
/// settings file, and safe.
public enum InputrcCheck {
    /// The largest settings file wizard lets readline read (each file, an included one too).
    public static let sizeLimit = 64 * 1024
    /// The most files, the first and every one included (each time it is), that may be read.
    public static let fileLimit = 32

    /// Why no settings file is read, and the file that is the cause.
    public enum Problem: Equatable, Sendable {
        /// A FIFO, a device, a socket or a directory.
        case notRegular(path: String)
        /// Over ``InputrcCheck/sizeLimit`` bytes.
        case tooLarge(path: String)
        /// The file includes itself, directly or through others.
        case includesItself(path: String)
        /// Over ``InputrcCheck/fileLimit`` files in all.
        case tooManyFiles(path: String)

        /// The file that is the cause.
        public var path: String {
            switch self {
            case .notRegular(let path), .tooLarge(let path), .includesItself(let path),
                .tooManyFiles(let path):
                path
            }
        }
    }

    /// What keeps readline's settings file from being read safely, `nil` when nothing
    /// does (or there is no such file).
    ///
    /// - Parameter environment: the process's variable by name (`INPUTRC`, `HOME`).
    public static func problem(environment: (String) -> String?) -> Problem? {
        var walk = Walk(home: environment("HOME"))
        if let named = environment("INPUTRC"), !named.isEmpty {
            return walk.check(named)
        }
        let home = walk.expanded("~/.inputrc")
        // Readline turns to the system's file when the user's cannot be opened.
        let descriptor = open(home, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        if descriptor < 0 { return walk.check("/etc/inputrc") }
        close(descriptor)
        return walk.check(home)
    }

    /// One check: the files on the way from the first to the one being read (to find a
    /// cycle), and how many have been read.
    private struct Walk {
        /// `HOME`, which `~` stands for when set.
        let home: String?
        var chain: [FileIdentity] = []
        var files = 0

        /// The problem of the file at `path` or of one it includes.
        mutating func check(_ path: String) -> Problem? {
            files += 1
            if files > InputrcCheck.fileLimit { return .tooManyFiles(path: path) }
            var status = stat()
            // A file that cannot be reached readline cannot read either: nothing is read.
            guard stat(path, &status) == 0 else { return nil }
            if FileIdentity(status) == FileIdentity.devNull { return nil }
            guard status.st_mode & S_IFMT == S_IFREG else { return .notRegular(path: path) }
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            // Checked again on what was opened: the file may have been replaced meanwhile.
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
                return .notRegular(path: path)
            }
            guard status.st_size <= InputrcCheck.sizeLimit,
                let bytes = Self.contents(of: descriptor)
            else { return .tooLarge(path: path) }
            let identity = FileIdentity(status)
            if chain.contains(identity) { return .includesItself(path: path) }
            chain.append(identity)
            defer { chain.removeLast() }
            for included in InputrcCheck.includes(in: bytes) {
                if let problem = check(expanded(included)) { return problem }
            }
            return nil
        }

        /// `path` with a leading `~` (alone or before `/`) or `~name` expanded as readline
        /// expands it: the home directory, from `HOME` or else the password database.
        func expanded(_ path: String) -> String {
            guard path.hasPrefix("~") else { return path }
            let afterTilde = path.dropFirst()
            let name = afterTilde.prefix { $0 != "/" }
            let rest = afterTilde.dropFirst(name.count)
            let directory =
                name.isEmpty
                ? home ?? getpwuid(getuid()).map { String(cString: $0.pointee.pw_dir) }
                : getpwnam(String(name)).map { String(cString: $0.pointee.pw_dir) }
            return directory.map { $0 + rest } ?? path
        }

        /// The file's bytes, or `nil` when it holds more than ``InputrcCheck/sizeLimit``.
        private static func contents(of descriptor: Int32) -> [UInt8]? {
            var bytes = [UInt8](repeating: 0, count: InputrcCheck.sizeLimit + 1)
            var count = 0
            while count < bytes.count {
                let read = bytes.withUnsafeMutableBytes { buffer in
                    Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                }
                if read < 0 && errno == EINTR { continue }
                if read <= 0 { break }
                count += read
            }
            return count > InputrcCheck.sizeLimit ? nil : Array(bytes[..<count])
        }
    }

    /// The file names of the `$include` lines of a settings file, as readline reads them:
    /// a line (cut at a NUL byte) whose first non-blank is `$`, then blanks, the word
    /// `include` in any case, blanks, and the name: the rest of the line.
    static func includes(in bytes: [UInt8]) -> [String] {
        let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        var names: [String] = []
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: true) {
            var rest = line.prefix { $0 != 0 }.drop(while: blank)
            guard rest.first == UInt8(ascii: "$") else { continue }
            rest = rest.dropFirst().drop(while: blank)
            let word = rest.prefix { !blank($0) }
            guard word.count == 7, String(decoding: word, as: UTF8.self).lowercased() == "include"
            else { continue }
            let name = rest.dropFirst(word.count).drop(while: blank)
            names.append(String(decoding: name, as: UTF8.self))
        }
        return names
    }
}

/// A file's device and inode: what makes two paths the same file.
private struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// `/dev/null`'s, `nil` when it has none.
    static let devNull: FileIdentity? = {
        var status = stat()
        return stat("/dev/null", &status) == 0 ? FileIdentity(status) : nil
    }()
}
